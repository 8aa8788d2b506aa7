// The ruleset IR: plain JSON, the one contract between the language front-end (src/lang) and the
// engine (src/engine). Names are resolved by the front-end; the engine never sees syntax.
// The types are written once, as the JSON Schema in schema.ts (schemas/ruleset-ir.schema.json is
// generated from it and checked with ajv); how large a ruleset may be is the table in limits.ts.

import { LIMITS } from "./limits.js";
import type { Static } from "./schema-kit.js";
import type * as S from "./schema.js";
import type { EndSchema } from "./decls/end.js";
import type { RuleCardsSchema, RuleDraftSchema } from "./decls/rule-cards.js";
import type { SecretSchema } from "./decls/secrets.js";
import type { ShowSchema } from "./decls/shows.js";
import type { TasksSchema } from "./decls/tasks.js";
import type { TeamsSchema } from "./decls/teams.js";

export const IR_VERSION = 1;

// Each type is the `Static<>` of its schema in schema.ts: a field is added, changed or documented
// there, once, and schemas/ruleset-ir.schema.json is regenerated from it (`npm run gen:schemas`).

// Object types are interfaces and unions are written out over their branches, so that declarations
// (npm run build) name them rather than spell them out.

/** A whole ruleset, lowered (schema.ts RulesetSchema). */
export interface RulesetIR extends Static<typeof S.RulesetSchema> {}
/**
 * Rule cards: numbered rule objects. A rule deck of `ids` (minus `always`) is shuffled once per game;
 * `always` are in force in every round; each round's `draft` adds the cards its choosers keep (and
 * `extra` more from the deck). Cards drawn in a round leave the game, kept or not.
 */
export interface RuleCardsIR extends Static<typeof RuleCardsSchema> {}
/** The per-round draft of rule cards (decls/rule-cards.ts RuleDraftSchema). */
export interface RuleDraftIR extends Static<typeof RuleDraftSchema> {}
export interface DeckIR extends Static<typeof S.DeckSchema> {}
export interface DealIR extends Static<typeof S.DealSchema> {}
/** A secret value of the round (decls/secrets.ts SecretSchema). */
export interface SecretIR extends Static<typeof SecretSchema> {}
export interface PileIR extends Static<typeof S.PileSchema> {}
export type NextDealerIR = Static<typeof S.NextDealerSchema>;
export interface RankKeyIR extends Static<typeof S.RankKeySchema> {}
export interface TrickStepsIR extends Static<typeof S.TrickStepsSchema> {}
/** A step: one of the step kinds, with `when` (the rounds it runs in). */
export type StepIR = Static<typeof S.StepSchema>;
/** The step kinds, each with its own fields (a StepIR without `when`). */
export type StepKindIR = StepIR extends infer T ? (T extends unknown ? Omit<T, "when"> : never) : never;

/** Most values an order step may offer: every arrangement is a legal action (6 values: 720). See limits.ts. */
export const MAX_ORDER_VALUES = LIMITS.orderValues;

export interface ShowIR extends Static<typeof ShowSchema> {}
export type LeadIR = Static<typeof S.LeadSchema>;
export type NextLeadIR = Static<typeof S.NextLeadSchema>;
export interface TricksIR extends Static<typeof S.TricksSchema> {}
export interface WinnerTierIR extends Static<typeof S.WinnerTierSchema> {}
export interface WinnerKeyIR extends Static<typeof S.WinnerKeySchema> {}
/** Fixed partnerships (decls/teams.ts TeamsSchema): seat s plays in team s mod names.length. */
export interface TeamsIR extends Static<typeof TeamsSchema> {}
/** Task chips (decls/tasks.ts TasksSchema). */
export interface TasksIR extends Static<typeof TasksSchema> {}
/** Ending on a condition (decls/end.ts EndSchema). */
export interface EndIR extends Static<typeof EndSchema> {}
/** Where `atSeat` moves: a neighbour, the partner (the next seat of the same team clockwise), the dealer. */
export type SeatHopIR = (typeof S.SEAT_HOPS)[number];
export type BinOp = (typeof S.BIN_OPS)[number];
export type FnName = (typeof S.FN_NAMES)[number];

type ExprKind<K extends keyof typeof S.EXPR_KINDS> = Static<(typeof S.EXPR_KINDS)[K]>;
// One interface per kind (an interface is resolved lazily: Expr refers to itself through them).
export interface ExprNum extends ExprKind<"exprNum"> {}
export interface ExprBool extends ExprKind<"exprBool"> {}
export interface ExprSuit extends ExprKind<"exprSuit"> {}
export interface ExprRef extends ExprKind<"exprRef"> {}
export interface ExprBin extends ExprKind<"exprBin"> {}
export interface ExprUnary extends ExprKind<"exprUnary"> {}
export interface ExprIf extends ExprKind<"exprIf"> {}
export interface ExprLet extends ExprKind<"exprLet"> {}
export interface ExprCall extends ExprKind<"exprCall"> {}
export interface ExprWhere extends ExprKind<"exprWhere"> {}
export interface ExprOf extends ExprKind<"exprOf"> {}
export interface ExprFor extends ExprKind<"exprFor"> {}
export interface ExprList extends ExprKind<"exprList"> {}
export interface ExprIndex extends ExprKind<"exprIndex"> {}
export interface ExprAttr extends ExprKind<"exprAttr"> {}
export interface ExprMap extends ExprKind<"exprMap"> {}
export interface ExprAt extends ExprKind<"exprAt"> {}
export interface ExprAtSeat extends ExprKind<"exprAtSeat"> {}
export interface ExprSeats extends ExprKind<"exprSeats"> {}
/**
 * Expressions: small, pure and typed. `ref` names are resolved by the front-end to one of: a built-in
 * (see BUILTIN_NAMES), a pile, a top-level let, or a local bound by `let`/`for`. One branch per kind
 * of schema.ts EXPR_KINDS (a kind missing here does not compile: see below).
 */
export type Expr =
  | ExprNum
  | ExprBool
  | ExprSuit
  | ExprRef
  | ExprBin
  | ExprUnary
  | ExprIf
  | ExprLet
  | ExprCall
  | ExprWhere
  | ExprOf
  | ExprFor
  | ExprList
  | ExprIndex
  | ExprAttr
  | ExprMap
  | ExprAt
  | ExprAtSeat
  | ExprSeats;
/** Every kind of the schema is a branch of Expr: a kind added to EXPR_KINDS alone fails here. */
const exprIsComplete: [Static<typeof S.ExprSchema>] extends [Expr] ? true : never = true;
void exprIsComplete;

export type ValueType = "number" | "bool" | "suit" | "card" | "cards" | "suits" | "numbers";

/**
 * Built-in names and where they may be used. Contexts nest: "card" implies the enclosing context's names.
 * - global: anywhere
 * - seat: score, let, dealer and winner keys, stopWhen (one seat's point of view)
 * - card: inside `where`, and in follow/open/aside/trump/winner (the card under consideration)
 * - trick: follow/trump/winner (the trick the card is in or would join)
 * - table: open/follow/aside (the acting seat and the open tricks)
 * - heldTrick: `trick value` (one trick a seat holds: its cards, its number, whether it was played)
 */
export interface BuiltinInfo {
  readonly type: ValueType;
  readonly context: "global" | "seat" | "card" | "trick" | "table" | "heldTrick";
}

/** Every built-in name, with literal keys: the engine's table of implementations is typed over them (a name without one does not compile). */
export const BUILTINS_INFO = {
  players: { type: "number", context: "global" },
  round: { type: "number", context: "global" },
  rounds: { type: "number", context: "global" },
  suits: { type: "suits", context: "global" },
  hand: { type: "cards", context: "seat" },
  tricks: { type: "number", context: "seat" },
  total: { type: "number", context: "seat" },
  roundScore: { type: "number", context: "seat" },
  suit: { type: "suit", context: "card" },
  rank: { type: "number", context: "card" },
  lead: { type: "suit", context: "trick" },
  trump: { type: "bool", context: "trick" },
  position: { type: "number", context: "trick" },
  leadCard: { type: "card", context: "trick" },
  lastCard: { type: "card", context: "trick" },
  trickNumber: { type: "number", context: "trick" },
  leadCards: { type: "cards", context: "global" },
  /** The cards of the round's completed tricks, trick by trick in the order played (public). */
  playedCards: { type: "cards", context: "global" },
  /** The seat that played the card in question into one of the round's completed tricks, or -1 (public). */
  playedBy: { type: "number", context: "card" },
  /** The card turned up this round (`turn up a card`), as a list: empty when none. */
  turned: { type: "cards", context: "global" },
  openTricks: { type: "number", context: "table" },
  openSuits: { type: "suits", context: "table" },
  /** The numbers of the rule cards in force this round, ascending (ruleCards). */
  activeRules: { type: "numbers", context: "global" },
  playedTricks: { type: "number", context: "global" },
  trickPoints: { type: "number", context: "seat" },
  /** The seat's number, counting from 0 (`seat of dealer` is the dealer's). */
  seat: { type: "number", context: "seat" },
  /** The seat's team, counting from 1 in the order of RulesetIR.teams (needs teams). */
  team: { type: "number", context: "seat" },
  cards: { type: "cards", context: "heldTrick" },
  number: { type: "number", context: "heldTrick" },
  played: { type: "bool", context: "heldTrick" },
  /** The seat's task chips not yet completed, those completed, and the sum of the completed ones' worth (tasks). */
  tasksLeft: { type: "number", context: "seat" },
  tasksDone: { type: "number", context: "seat" },
  taskValue: { type: "number", context: "seat" },
} as const satisfies Readonly<Record<string, BuiltinInfo>>;

export type BuiltinName = keyof typeof BUILTINS_INFO;

/** BUILTINS_INFO for look-ups by any string (the front-end's name resolution). */
export const BUILTIN_NAMES: Readonly<Record<string, BuiltinInfo>> = BUILTINS_INFO;
