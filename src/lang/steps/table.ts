// The step syntax table: every step mechanic whose language side is a unit (src/lang/step-syntax.ts),
// its import and its entry, keyed by its AST kind. The AST's step nodes (ast.ts StepKind) are read off
// the entries' types, so a step is nothing but its entry. The parser registers their grammar rules
// (parse.ts hands STEP_GRAMMARS to it), and to-ast.ts, check.ts, lower.ts, completion and hover reach
// these kinds only through this table: the type below makes an entry filed under another kind's name
// (or an entry without a part) a compile error.
import { STEP_STARTS } from "../../../grammar/parser.js";
import type { StepGrammar } from "../../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../../grammar/tokens.js";
import type { LeftoverUses, StepName, StepReads, StepSentences, StepSyntax } from "../step-syntax.js";
import type { ReadRules } from "../check-expr.js";
import type { StepIR } from "../../ir/types.js";
import { auctionSyntax } from "./auction.js";
import { callSyntax } from "./call.js";
import { noteSyntax } from "./note.js";
import { pickUpSyntax } from "./pick-up.js";
import { sitOutSyntax } from "./sit-out.js";
import { completeTasksSyntax, pickTaskSyntax } from "./tasks.js";
import { turnCardSyntax } from "./turn-card.js";
import { chooseSyntax } from "./choose.js";
import { exposeSyntax } from "./expose.js";
import { giveTricksSyntax } from "./give-tricks.js";
import { handTrickSyntax } from "./hand-trick.js";
import { orderSyntax } from "./order.js";
import { passSyntax } from "./pass.js";
import { removeSyntax } from "./remove.js";
import { reserveSyntax } from "./reserve.js";
import { returnSyntax } from "./return-pile.js";
import { revealSyntax } from "./reveal.js";
import { dummySyntax } from "./dummy.js";
import { drawSyntax } from "./draw.js";

// The order is the parser's order of alternatives (and completion's order of offers).
const LISTED = {
  choose: chooseSyntax,
  order: orderSyntax,
  pass: passSyntax,
  expose: exposeSyntax,
  reserve: reserveSyntax,
  reveal: revealSyntax,
  return: returnSyntax,
  remove: removeSyntax,
  giveTricks: giveTricksSyntax,
  handTrick: handTrickSyntax,
  turnCard: turnCardSyntax,
  completeTasks: completeTasksSyntax,
  auction: auctionSyntax,
  pickUp: pickUpSyntax,
  call: callSyntax,
  note: noteSyntax,
  pickTask: pickTaskSyntax,
  sitOut: sitOutSyntax,
  dummy: dummySyntax,
  draw: drawSyntax,
} as const;

/** The AST nodes of the steps of the table (ast.ts StepKind holds them), read off its entries. */
export type TableStep = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends StepSyntax<infer N, any, any> ? N : never) : never;

/** Each kind of TableStep with its entry: a node type without one, or an entry for another kind, does not compile. */
export const STEP_SYNTAX: { readonly [K in TableStep["kind"]]: StepSyntax<Extract<TableStep, { readonly kind: K }>, any, any> } = LISTED;

/** The keywords whose hover text an entry of the table holds (reference.ts holds the others'). */
export type TableKeyword = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends StepSyntax<any, infer K, any> ? K : never) : never;

const ENTRIES = Object.values(STEP_SYNTAX) as readonly StepSyntax<TableStep, TableKeyword, any>[];

/** A step whose kind is in the table. */
export function isTableStep<S extends { readonly kind: string }>(s: S): s is Extract<S, TableStep> {
  return Object.hasOwn(STEP_SYNTAX, s.kind);
}

/** The table's entry for a step (the correlation between a kind and its entry, which TypeScript cannot follow through an index). */
export function syntaxOf<N extends TableStep>(s: N): StepSyntax<N, TableKeyword> {
  return STEP_SYNTAX[s.kind] as unknown as StepSyntax<N, TableKeyword>;
}

/** The names a step declares (its entry's `names`): orders, calls and their special words, auctions. */
export function namesOf(s: TableStep): readonly StepName[] {
  return syntaxOf(s).names?.(s) ?? [];
}

/** Every entry's rules on what an expression may read (StepSyntax.reads), in the table's order. */
export function stepReadRules(c: StepReads): ReadRules[] {
  return ENTRIES.map((e) => e.reads(c));
}

/** Every grammar rule of the table, for the parser. */
export const STEP_GRAMMARS: readonly StepGrammar<CoreKeyword | TableKeyword>[] = ENTRIES.flatMap((e) => e.grammar);

/** The entry each grammar rule that starts a step (or follows `each player`) belongs to, by rule name. */
export const SYNTAX_BY_RULE: ReadonlyMap<string, { readonly syntax: StepSyntax<TableStep, TableKeyword>; readonly start: "step" | "eachPlayer" | "each" }> = new Map(
  ENTRIES.flatMap((syntax) => syntax.grammar.flatMap((g) => (g.start === "helper" ? [] : [[g.rule, { syntax, start: g.start }] as const]))),
);

/** The keywords that start a step: the parser's own and the table's. */
export const STEP_START_WORDS: readonly (CoreKeyword | TableKeyword)[] = [...new Set([...STEP_STARTS, ...STEP_GRAMMARS.flatMap((g) => g.startWords ?? [])])];

/** The table's hover text, by keyword (each keyword's text in one entry only); its keys are the steps' keywords (src/lang/words.ts). */
export const TABLE_KEYWORD_DOCS = Object.assign({}, ...ENTRIES.map((e) => e.keywords)) as { readonly [K in TableKeyword]: string };

/** The IR step kinds the table's entries word on the rules sheet. */
type SentenceKinds = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends StepSyntax<any, any, infer I> ? I : never) : never;
// Every IR step kind has its sentence on the rules sheet in some entry: a kind none words does not compile.
const sentencesCovered: [Exclude<StepIR["kind"], SentenceKinds>] extends [never] ? true : Exclude<StepIR["kind"], SentenceKinds> = true;
void sentencesCovered;

/** The rules sheet's sentence of every IR step kind, from the entries (src/sheet/steps-text.ts). */
export const STEP_SENTENCES = Object.assign({}, ...ENTRIES.map((e) => e.sheet)) as StepSentences<StepIR["kind"]>;

/** Whether a step of each IR kind uses the cards left over from the deal, from the entries (src/sheet/setup.ts). */
export const STEP_LEFTOVER_USES = Object.assign({}, ...ENTRIES.map((e) => e.leftover)) as LeftoverUses<StepIR["kind"]>;

/** Keywords of the table's steps after which the step must go on. */
export const TABLE_CONTINUING: readonly (CoreKeyword | TableKeyword)[] = ENTRIES.flatMap((e) => e.continuing);

/** Keywords after which a step names a pile. */
export const TABLE_PILES_AFTER: ReadonlySet<CoreKeyword | TableKeyword> = new Set(ENTRIES.flatMap((e) => e.pilesAfter));

/** The words the table's AST builders check (the fuzzer's vocabulary must hold them). */
export const TABLE_CHECKED_WORDS: readonly string[] = [...new Set(ENTRIES.flatMap((e) => e.checkedWords))];
