// The slot table: every slot of the `tricks { }` block (src/lang/slot-syntax.ts), one line each, keyed
// by its AST kind, in the order the parser tries them. The parser registers their grammar rules
// (parse.ts and complete.ts hand SLOT_GRAMMARS to it), and to-ast.ts, the model (model.ts: a slot's
// replaceable key and label, what a rule card may change of it), check.ts, lower.ts and the outline
// reach a slot only through this table: the types below make a slot without its entry, an entry
// without a part, or a field of TricksIR that no entry fills a compile error.
import type { SlotGrammar } from "../../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../../grammar/tokens.js";
import type { TrickRule } from "../../ir/rule-ref.js";
import type { TricksIR } from "../../ir/types.js";
import type { Expr } from "../ast.js";
import type { Reporter } from "../diagnostics.js";
import type { ByRoundIR, PlayerCount, SlotCheck, SlotLower, SlotSyntax } from "../slot-syntax.js";
import { directionSyntax, type DirectionSlot } from "./direction.js";
import { faceDownSyntax, type FaceDownSlot } from "./face-down.js";
import { asideSyntax, followSyntax, type AsideSlot, type FollowSlot } from "./follow.js";
import { leadSyntax, type LeadSlot } from "./lead.js";
import { completeAtSyntax, maxOpenSyntax, openSyntax, type CompleteAtSlot, type MaxOpenSlot, type OpenSlot } from "./open-tricks.js";
import { stopWhenSyntax, type StopWhenSlot } from "./stop-when.js";
import { trickGoesToSyntax, type TrickGoesToSlot } from "./trick-goes-to.js";
import { trumpSyntax, trumpsSyntax, type TrumpSlot, type TrumpsSlot } from "./trump.js";
import { pickSyntax, tiesSyntax, winnerSyntax, type PickSlot, type TiesSlot, type WinnerSlot } from "./winner.js";

/** The AST nodes of the slots (ast.ts Slot is this union). */
export type TableSlot =
  | LeadSlot | MaxOpenSlot | OpenSlot | CompleteAtSlot | FollowSlot | AsideSlot | TrumpSlot | TrumpsSlot | WinnerSlot | TiesSlot
  | PickSlot | DirectionSlot | FaceDownSlot | TrickGoesToSlot | StopWhenSlot;

/** In the order the parser tries them (`open at most` before `open:`). */
const LISTED = {
  lead: leadSyntax,
  maxOpen: maxOpenSyntax,
  open: openSyntax,
  completeAt: completeAtSyntax,
  follow: followSyntax,
  aside: asideSyntax,
  trump: trumpSyntax,
  trumps: trumpsSyntax,
  winner: winnerSyntax,
  ties: tiesSyntax,
  pick: pickSyntax,
  direction: directionSyntax,
  faceDown: faceDownSyntax,
  stopWhen: stopWhenSyntax,
  trickGoesTo: trickGoesToSyntax,
} as const;

/** Each kind of TableSlot with its entry: a node type without one, or an entry for another kind, does not compile. */
export const SLOT_SYNTAX: { readonly [K in TableSlot["kind"]]: SlotSyntax<Extract<TableSlot, { readonly kind: K }>, any, any> } = LISTED;

/** The keywords whose hover text an entry of the table holds. */
export type SlotKeyword = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends SlotSyntax<any, any, infer K> ? K : never) : never;

/** The TricksIR fields the entries fill. */
type Filled = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends SlotSyntax<any, infer F, any> ? F : never) : never;
/** A required field of TricksIR that no entry fills (byCard is the table's own): must be none. */
type Unfilled = Exclude<{ [K in keyof TricksIR]-?: undefined extends TricksIR[K] ? never : K }[keyof TricksIR], Filled>;
const everyFieldFilled: [Unfilled] extends [never] ? true : { missing: Unfilled } = true;
void everyFieldFilled;

/**
 * TricksIR's fields in the one order the lowering writes them: the log's IR digest is over the IR's
 * JSON, so saved logs and pinned games replay only if it never changes. A new field does not compile
 * until it has its place here (at the end).
 */
const FIELD_ORDER: { readonly [K in keyof TricksIR]-?: null } = {
  byCard: null, firstLead: null, nextLead: null, maxOpen: null, completeAt: null, open: null, follow: null, aside: null, trump: null,
  winner: null, ties: null, pick: null, direction: null, faceDown: null, stopWhen: null, trickGoesTo: null,
};

/** An entry as the shared code sees it. */
type Entry = SlotSyntax<TableSlot, keyof TricksIR, SlotKeyword>;
const ENTRIES = Object.entries(SLOT_SYNTAX) as unknown as readonly (readonly [TableSlot["kind"], Entry])[];

/** The table's entry for a slot (the correlation between a kind and its entry, which TypeScript cannot follow through an index). */
export function slotSyntaxOf<N extends TableSlot>(s: N): SlotSyntax<N, keyof TricksIR> {
  return SLOT_SYNTAX[s.kind] as unknown as SlotSyntax<N, keyof TricksIR>;
}

/** Every grammar rule of the table, for the parser, slot-starting rules in the table's order. */
export const SLOT_GRAMMARS: readonly SlotGrammar<CoreKeyword | SlotKeyword>[] = ENTRIES.flatMap(([, e]) => e.grammar);

/** The entry each grammar rule that starts a slot belongs to, by rule name. */
export const SLOT_SYNTAX_BY_RULE: ReadonlyMap<string, Entry> = new Map(
  ENTRIES.flatMap(([, e]) => e.grammar.flatMap((g) => (g.start === "slot" ? [[g.rule, e] as const] : []))),
);

/** The keywords that start a slot (recovery, completion and formatting know them). */
export const SLOT_START_WORDS: readonly (CoreKeyword | SlotKeyword)[] = [...new Set(SLOT_GRAMMARS.flatMap((g) => g.startWords ?? []))];

/** The words the table's AST builders check (the fuzzer's vocabulary holds them). */
/** The slots' keywords after which the slot must go on (completion). */
export const SLOT_CONTINUING: readonly (CoreKeyword | SlotKeyword)[] = [...new Set(ENTRIES.flatMap(([, e]) => e.continuing))];

export const SLOT_CHECKED_WORDS: readonly string[] = [...new Set(ENTRIES.flatMap(([, e]) => e.checkedWords))];

/** Every keyword's hover text held by an entry of the table. */
export const SLOT_KEYWORD_DOCS = Object.assign({}, ...ENTRIES.map(([, e]) => e.keywords)) as { readonly [W in SlotKeyword]: string };

/** A slot's label ("open at most"). */
export function slotLabel(kind: TableSlot["kind"]): string {
  return SLOT_SYNTAX[kind].label;
}

/** The slots a rule card may change by restating them: key `tricks.KIND` -> the name the change reads the value so far by. */
export const STAGED_SLOTS: ReadonlyMap<string, string> = new Map(ENTRIES.flatMap(([kind, e]) => (e.stage ? [[`tricks.${kind}`, e.stage.own] as const] : [])));

/** The slots a rule card changes for the rounds it is in force (TricksIR.byCard), by key `tricks.KIND`. */
export const ROUND_SLOT_KEYS: ReadonlySet<string> = new Set(ENTRIES.flatMap(([kind, e]) => (e.byRound ? [`tricks.${kind}`] : [])));

/** A staged slot's expression (a rule card's change of it, or the ruleset's), or undefined for a slot a card only sets. */
export function slotStageExpr(s: TableSlot): Expr | undefined {
  return slotSyntaxOf(s).stage?.expr(s);
}

/** The expressions a slot holds. */
export function slotExpressions(s: TableSlot): readonly (Expr | undefined)[] {
  return slotSyntaxOf(s).expressions(s);
}

/**
 * Every slot's checks in the table's order: the written slot's own, and the rule cards' changes of a
 * staged one (`stages`: check.ts's checker of a key's changes, handed its own name, type and place).
 */
export function checkSlots(
  written: (kind: TableSlot["kind"]) => { readonly item: TableSlot; readonly check: SlotCheck } | undefined,
  stages: (key: string, stage: NonNullable<Entry["stage"]>) => void,
): void {
  for (const [kind, e] of ENTRIES) {
    const w = written(kind);
    if (w) e.check(w.item, w.check);
    if (e.stage) stages(`tricks.${kind}`, e.stage);
  }
}

/** The written slots' constant values at every legal number of players (SlotSyntax.playerCounts), in the table's order. */
export function checkSlotCounts(
  written: (kind: TableSlot["kind"]) => { readonly item: TableSlot; readonly file: string } | undefined,
  counts: readonly PlayerCount[],
  reporter: (file: string) => Reporter,
): void {
  for (const [kind, e] of ENTRIES) {
    const w = written(kind);
    if (w && e.playerCounts) e.playerCounts(w.item, counts, reporter(w.file));
  }
}

/** Where each rule of the engine's references inside `tricks` is written: the slot whose entry names it (SlotSyntax.rules). */
export function slotOfRule(rule: TrickRule): TableSlot["kind"] | undefined {
  return RULE_SLOTS.get(rule);
}
const RULE_SLOTS: ReadonlyMap<TrickRule, TableSlot["kind"]> = new Map(ENTRIES.flatMap(([kind, e]) => e.rules.map((r) => [r, kind] as const)));

/**
 * The `tricks` block's IR: every entry's fields (written or by default), in FIELD_ORDER, and the rule
 * cards' round changes (`changes`: the cards' slots in the order they apply).
 */
export function lowerSlots(
  written: (kind: TableSlot["kind"]) => TableSlot | undefined,
  changes: readonly { readonly card: number; readonly slot: TableSlot }[],
  c: SlotLower,
): TricksIR {
  const parts: Partial<Record<keyof TricksIR, unknown>> = {};
  for (const [kind, e] of ENTRIES) Object.assign(parts, e.lower(written(kind), c));
  const byCard = changes.flatMap(({ card, slot }): NonNullable<TricksIR["byCard"]>[number][] => {
    const change: ByRoundIR | undefined = slotSyntaxOf(slot).byRound?.(slot, c);
    return change ? [{ card, ...change }] : [];
  });
  if (byCard.length > 0) parts.byCard = byCard;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(FIELD_ORDER) as (keyof TricksIR)[]) if (parts[k] !== undefined) out[k] = parts[k];
  return out as unknown as TricksIR;
}
