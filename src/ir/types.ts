// The ruleset IR: plain JSON, the one contract between the language front-end (src/lang) and the
// engine (src/engine). Names are resolved by the front-end; the engine never sees syntax.
// The JSON Schema for this shape lives in schemas/ruleset-ir.schema.json and is checked with ajv;
// how large a ruleset may be is the table in limits.ts.

import { LIMITS } from "./limits.js";

export const IR_VERSION = 1;

export interface RulesetIR {
  readonly version: typeof IR_VERSION;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Number of rounds; global context (may use `players`). */
  readonly rounds: Expr;
  /** Every suit name the ruleset declares, in declaration order. Suits are referred to by index. */
  readonly suits: readonly string[];
  /** One deck per legal player count. */
  readonly decks: readonly DeckIR[];
  readonly deal: DealIR;
  /** Secret values drawn each round (absent: none). */
  readonly secrets?: readonly SecretIR[];
  /** Per-seat card piles besides the hand. `won` always exists. */
  readonly piles: readonly PileIR[];
  /**
   * Named per-card values (`card NAME: EXPR`), in dependency order: card context (and trick context
   * where they are read in a trick slot). Read by `attr` nodes. Absent: none.
   */
  readonly cardAttrs?: readonly { readonly name: string; readonly expr: Expr }[];
  /** Named per-seat values (`let` at top level), in dependency order. */
  readonly lets: readonly { readonly name: string; readonly expr: Expr }[];
  readonly firstDealer: { readonly kind: "random" } | { readonly kind: "seat"; readonly seat: number };
  readonly nextDealer: NextDealerIR;
  /** Steps run after the deal, before trick play. */
  readonly beforeTricks: readonly StepIR[];
  /** Steps run after trick play, before scoring. */
  readonly afterTricks: readonly StepIR[];
  /**
   * Steps during trick play, run once a cycle of play has completed its tricks and before the next
   * lead, block after block in this order: `trick: null` after every trick, otherwise once the
   * round's K-th trick (K = the expression, global context) is complete. Absent: none.
   */
  readonly trickSteps?: readonly TrickStepsIR[];
  /** Which entry of a seat's order is face up (public), re-evaluated after every step and trick. */
  readonly shows: readonly ShowIR[];
  readonly tricks: TricksIR;
  /**
   * The value of one held trick (held-trick context: `cards`, `number`, `played`); absent = every trick
   * is worth 1. `trickPoints` (seat context) is the sum over the seat's held tricks. Left out when
   * not declared, so the IR of a ruleset that does not use it is unchanged.
   */
  readonly trickValue?: Expr;
  /** Round score of one seat (seat context). */
  readonly score: Expr;
  /** Final ranking keys, applied in order; seats equal on every key share the place. */
  readonly winner: readonly RankKeyIR[];
  /** Numbered rule objects in force per round (`active(N)`), drafted from a rule deck; absent = none. */
  readonly ruleCards?: RuleCardsIR;
}

/**
 * Rule cards: numbered rule objects. A rule deck of `ids` (minus `always`) is shuffled once per game;
 * `always` are in force in every round; each round's `draft` adds the cards its choosers keep (and
 * `extra` more from the deck). Cards drawn in a round leave the game, kept or not.
 */
export interface RuleCardsIR {
  /** Every rule card of the game by number (distinct whole numbers from 1 to LIMITS.ruleCardNumber). */
  readonly ids: readonly number[];
  /** In force in every round, never drafted (a subset of ids). */
  readonly always: readonly number[];
  readonly draft: RuleDraftIR | null;
}

/**
 * The per-round draft, after the deal and before every other step: each chooser takes `offer` cards
 * from the top of the rule deck (choosers clockwise from the dealer's left), keeps `keep` of them
 * secretly (all at once), and the rest leave the game unseen by others; then `extra` cards from the
 * deck join the kept ones, and all are revealed together, in ascending number (no seat named).
 */
export interface RuleDraftIR {
  /** Cards each chooser is offered (global context). */
  readonly offer: Expr;
  /** Cards each chooser keeps, from 1 to offer (global context). */
  readonly keep: Expr;
  /** When true, the dealer's left neighbour is no chooser this round (global context). */
  readonly skipLeftOfDealer: Expr;
  /** Cards added from the rule deck after the keeps (global context). */
  readonly extra: Expr;
}

export interface DeckIR {
  readonly players: number;
  readonly suits: readonly number[];
  readonly ranks: { readonly from: number; readonly to: number };
  /** Ranks of from..to left out of every suit (absent: none). */
  readonly except?: readonly number[];
}

/**
 * A value drawn at random each round (before every step) from `values` (global context, a list of
 * suits or numbers), or none of them when `none`: each item, and none, equally likely. Known to the
 * dealer alone until a `revealSecret` step shows it. As a value (`ref name`), the list of the drawn item,
 * empty for none.
 */
export interface SecretIR {
  readonly name: string;
  readonly values: Expr;
  readonly none: boolean;
  readonly type: "suits" | "numbers";
  readonly knownTo: "dealer";
}

export interface DealIR {
  /** Cards per hand (global context); null = all cards dealt evenly, the remainder left over. */
  readonly each: Expr | null;
  /**
   * A face-up layout drafted instead of a deal (each is then 0): `rows` x `columns` cards (global
   * context) laid out from the shuffled deck, the rest left over; column by column every seat takes one
   * card, the first pick of column c going to the seat c places clockwise from the dealer's left; the
   * cards of a column nobody took leave the round, seen by everyone. Absent: an ordinary deal.
   */
  readonly layout?: { readonly rows: Expr; readonly columns: Expr };
  /** Leftover cards: shown to every seat, or kept hidden from all. */
  readonly leftover: "shown" | "hidden";
}

export interface PileIR {
  readonly name: string;
  /** Who sees the cards in this pile (until a `reveal` step makes it public for the rest of the round). */
  readonly visibility: "owner" | "public";
}

export type NextDealerIR =
  | { readonly kind: "clockwise" }
  /** Lowest/highest by each key in turn; remaining ties go to the first tied seat clockwise from the previous dealer's left. */
  | { readonly kind: "ranked"; readonly keys: readonly RankKeyIR[] };

export interface RankKeyIR {
  readonly dir: "highest" | "lowest";
  /** Seat context. */
  readonly expr: Expr;
}

export interface TrickStepsIR {
  /** The trick after which the steps run (counted from 1 in the round), or null: after every trick. */
  readonly trick: Expr | null;
  readonly steps: readonly StepIR[];
}

export type StepIR = StepKindIR & {
  /** Run the step only in rounds where this holds (global context); absent: always. A rule card's steps run while the card is in force. */
  readonly when?: Expr;
};

/** The step kinds, each with its own fields. */
export type StepKindIR =
  | {
      readonly kind: "choose";
      /** Cards each seat moves from its hand into `pile`. */
      readonly count: Expr;
      readonly pile: string;
      /** The chosen cards must all have different suits. */
      readonly distinctSuits: boolean;
      /** Simultaneous hidden commitment (true), or one seat after another from the dealer's left (false). */
      readonly secret: boolean;
    }
  | { readonly kind: "reveal"; readonly pile: string }
  /** The secret value `name` (RulesetIR.secrets) is shown to every seat for the rest of the round. */
  | { readonly kind: "revealSecret"; readonly name: string }
  /** Every seat takes the cards of its `pile` back into its hand. */
  | { readonly kind: "return"; readonly pile: string }
  /**
   * Every seat passes `count` hand cards face down to its left (the next seat clockwise) or right
   * neighbour, all at the same time: each chooses before any receives.
   */
  | { readonly kind: "pass"; readonly count: Expr; readonly to: "left" | "right" }
  /**
   * Every seat lays `count` hand cards face up, all at the same time (each chooses before any is
   * shown): they stay in the hand, playable, and everyone sees them until they leave the hand.
   */
  | { readonly kind: "expose"; readonly count: Expr }
  /**
   * The winner of the most recently completed trick removes `count` of its cards from the game (out
   * of play, seen by everyone); the trick still counts as won. During trick play or after it.
   */
  | { readonly kind: "remove"; readonly count: Expr }
  /**
   * Every seat secretly sets one hand card aside, face down (only its owner sees it), all at the same
   * time; trick play from the hand is then one trick shorter, and once it ends the set-aside cards
   * are played automatically as one more trick, in turn order from its leader, exempt from following.
   */
  | { readonly kind: "reserve" }
  /**
   * The seat holding the round's last played trick gives every played trick it holds to its left or
   * right neighbour (tricks formed from a hand stay). Nothing happens when no trick was played.
   */
  | { readonly kind: "giveTricks"; readonly to: "left" | "right" }
  /** Each seat's remaining hand cards form one trick that seat holds (not played, number 0); an empty hand forms none. */
  | { readonly kind: "handTrick" }
  | {
      readonly kind: "order";
      /** The per-seat list of numbers this step creates (seat context: `name`, a list of numbers). */
      readonly name: string;
      /** The values every seat arranges (global context); each seat's order is a permutation of them. */
      readonly values: Expr;
      /** Simultaneous and hidden from the other seats (true), or public, one seat after another (false). */
      readonly secret: boolean;
    };

/** Most values an order step may offer: every arrangement is a legal action (6 values: 720). See limits.ts. */
export const MAX_ORDER_VALUES = LIMITS.orderValues;

/**
 * While `when` holds for a seat, the entry of its order `order` at 1-based position `at` is face up:
 * everyone sees it, and keeps knowing it for the rest of the round after it turns face down again.
 */
export interface ShowIR {
  readonly order: string;
  /** Seat context. */
  readonly at: Expr;
  /** Seat context. */
  readonly when: Expr;
}

export type LeadIR =
  | { readonly kind: "leftOfDealer" }
  | { readonly kind: "dealer" }
  | { readonly kind: "seat"; readonly seat: number };

export type NextLeadIR =
  /** The winner of the trick that completed last (the first-opened one when several complete together). */
  | { readonly kind: "winner" }
  /** The right neighbour of that winner (the seat before it clockwise, whatever the direction of play). */
  | { readonly kind: "rightOfWinner" }
  /**
   * Among all cards of the tricks that just completed, walk the distinct ranks from high to low and
   * give the lead to the player of the first rank held by exactly one card. When every rank is shared,
   * the tied top cards are ordered by `suitOrder` (first = best) and the trick winner holding the best leads.
   */
  | { readonly kind: "highestUniqueRank"; readonly suitOrder: readonly number[] }
  /** Play simply continues clockwise from the seat after the last player. */
  | { readonly kind: "nextSeat" };

export interface TricksIR {
  readonly firstLead: LeadIR;
  readonly nextLead: NextLeadIR;
  /** Most tricks that may be open at once. */
  readonly maxOpen: number;
  /**
   * null: "cycle" flow — the leader plays, then every other seat once clockwise, then all open tricks
   * complete together. A number: "continuous" flow — seats play clockwise without pause and a trick
   * completes as soon as it holds this many cards; at the end of the round incomplete tricks are discarded.
   */
  readonly completeAt: Expr | null;
  /** May the card open a new trick? (card + table context). Always also requires fewer than maxOpen open. */
  readonly open: Expr;
  /** May the card join the open trick whose lead suit is `lead`? (card + trick context) */
  readonly follow: Expr;
  /** May the card be set aside into `pile` instead of being played to a trick? */
  readonly aside: { readonly pile: string; readonly when: Expr } | null;
  /** Is the card a trump in its trick? (card + trick context) */
  readonly trump: Expr;
  /**
   * Winner tiers: together a total order over the trick's cards (tricks/winner.ts). Tier 1's cards come
   * first, ordered by its keys; then tier 2's cards not in tier 1, and so on; cards in no tier come
   * last, in play order. A trick none of whose cards is in a tier has no winner (a RuleError).
   */
  readonly winner: readonly WinnerTierIR[];
  /** Equal keys: the first or the last played card ranks higher. */
  readonly ties: "first" | "last";
  /**
   * Which card of the order wins: the pick-th (1 = the best). Trick context (the trick's lead suit;
   * evaluated with the lead card and its player). A trick with fewer cards: the last card of the order.
   */
  readonly pick: Expr;
  /**
   * The direction of play in each trick: always clockwise, always counter-clockwise, or alternating
   * (the round's trick 1 clockwise, trick 2 counter-clockwise, ...). Who leads is not affected, and
   * "left" and "right" elsewhere stay fixed seat directions. "alternating" needs cycle flow (completeAt
   * null); with several open tricks a cycle takes the direction of the first trick it opens.
   */
  readonly direction: "clockwise" | "counterclockwise" | "alternating";
  /**
   * Is a card that joins an open trick played face down? (card + trick + table context, like follow;
   * null: never). Only its player sees it until the trick completes, when all of the trick's face-down
   * cards are turned up together. A card that opens a trick is always face up: its suit is the lead.
   */
  readonly faceDown: Expr | null;
  /** Trick play ends once every seat satisfies this (seat context); null = when every hand is empty. */
  readonly stopWhen: Expr | null;
  /**
   * Who holds a won trick (its cards, its count): the winner (absent), or the winner's left or right
   * neighbour. The winner still leads next where the lead rule says `winner`.
   */
  readonly trickGoesTo?: "winner" | "leftOfWinner" | "rightOfWinner";
  /**
   * Rule cards' changes of who leads next, the direction and who holds a won trick, each in force in
   * the rounds its card is (the last one in force wins). Absent: none.
   */
  readonly byCard?: readonly {
    readonly card: number;
    readonly nextLead?: NextLeadIR;
    readonly direction?: TricksIR["direction"];
    readonly trickGoesTo?: TricksIR["trickGoesTo"];
  }[];
}

/** One tier of the winner order: the cards satisfying `where`, ordered by `keys` lexicographically. */
export interface WinnerTierIR {
  readonly keys: readonly WinnerKeyIR[];
  readonly where: Expr;
}

export interface WinnerKeyIR {
  readonly dir: "highest" | "lowest";
  readonly key: Expr;
}

/** Binary operators. `+` adds numbers or concatenates lists; `in` tests list membership. */
export type BinOp = "+" | "-" | "*" | "/" | "mod" | "=" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or" | "in";

/** Built-in functions over values. */
/** `active(N)`: is rule card N in force this round (global context, bool). */
export type FnName = "count" | "sum" | "max" | "min" | "abs" | "roundScore" | "active";

/**
 * Expressions: small, pure and typed. `ref` names are resolved by the front-end to one of:
 * a built-in (see BUILTIN_NAMES), a pile, a top-level let, or a local bound by `let`/`for`.
 */
export type Expr =
  | { readonly k: "num"; readonly v: number }
  | { readonly k: "bool"; readonly v: boolean }
  | { readonly k: "suit"; readonly v: number }
  | { readonly k: "ref"; readonly name: string }
  | { readonly k: "bin"; readonly op: BinOp; readonly l: Expr; readonly r: Expr }
  | { readonly k: "not"; readonly e: Expr }
  | { readonly k: "neg"; readonly e: Expr }
  | { readonly k: "if"; readonly c: Expr; readonly t: Expr; readonly e: Expr }
  | { readonly k: "let"; readonly name: string; readonly value: Expr; readonly body: Expr }
  | { readonly k: "call"; readonly fn: FnName; readonly args: readonly Expr[] }
  /** The cards of `coll` for which `pred` holds; `pred` is evaluated in card context for each card. */
  | { readonly k: "where"; readonly coll: Expr; readonly pred: Expr }
  /** `rank of cards` / `suit of cards`: the list of that attribute of each card. */
  | { readonly k: "of"; readonly field: "rank" | "suit"; readonly coll: Expr }
  /** `for x in list: body`: the list of body values. */
  | { readonly k: "for"; readonly name: string; readonly coll: Expr; readonly body: Expr }
  | { readonly k: "list"; readonly items: readonly Expr[] }
  /**
   * `e` (seat context) evaluated from the left or right neighbour's point of view (`score of left`);
   * its value is that seat's, from the same state (every seat's lets are read "simultaneously").
   */
  | { readonly k: "atSeat"; readonly seat: "left" | "right"; readonly e: Expr }
  /** The list of `e` (seat context, a single value) evaluated at every seat, seat 0 first (`tricks of each player`). */
  | { readonly k: "seats"; readonly e: Expr }
  /** The element of a list at a 1-based position; a position outside the list is a run-time RuleError. */
  | { readonly k: "index"; readonly coll: Expr; readonly i: Expr }
  /** The card attribute `name` (RulesetIR.cardAttrs) of the card in question. */
  | { readonly k: "attr"; readonly name: string }
  /** The list of `body` for each card of `coll`, `body` evaluated in card context for that card. */
  | { readonly k: "map"; readonly coll: Expr; readonly body: Expr }
  /** `body` evaluated in card context for the one card `card`. */
  | { readonly k: "at"; readonly card: Expr; readonly body: Expr };

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
  openTricks: { type: "number", context: "table" },
  openSuits: { type: "suits", context: "table" },
  /** The numbers of the rule cards in force this round, ascending (ruleCards). */
  activeRules: { type: "numbers", context: "global" },
  playedTricks: { type: "number", context: "global" },
  trickPoints: { type: "number", context: "seat" },
  cards: { type: "cards", context: "heldTrick" },
  number: { type: "number", context: "heldTrick" },
  played: { type: "bool", context: "heldTrick" },
} as const satisfies Readonly<Record<string, BuiltinInfo>>;

export type BuiltinName = keyof typeof BUILTINS_INFO;

/** BUILTINS_INFO for look-ups by any string (the front-end's name resolution). */
export const BUILTIN_NAMES: Readonly<Record<string, BuiltinInfo>> = BUILTINS_INFO;
