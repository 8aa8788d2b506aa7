// The language's side of a step mechanic, in one object: its grammar rules, how its AST node is built
// from the parse, how it is checked, how it is lowered to the IR, the hover text of its keywords and
// the words its AST builder checks. A mechanic's module (src/lang/steps/) exports one `StepSyntax`;
// the table (src/lang/steps/table.ts) names them all, and the parser, to-ast.ts, check.ts, lower.ts,
// completion and hover reach a step kind only through it, so a kind without one of these parts does
// not compile. Names no mechanic.
import type { CstNode, IToken } from "chevrotain";
import type { StepGrammar } from "../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../grammar/tokens.js";
import type { Expr as IrExpr, StepIR } from "../ir/types.js";
import type { Expr, Ident, Node, NumLit, Range, Span, Step } from "./ast.js";
import type { ExprChecker, ReadRules } from "./check-expr.js";
import type { DeclaredNames } from "./check-names.js";
import type { Reporter } from "./diagnostics.js";
import type { Model } from "./model.js";
import type { Type } from "./types.js";

/** What a step's AST builder may use of to-ast.ts (recovery may leave any child missing: these cope). */
export interface AstTools {
  readonly reporter: Reporter;
  span(n: CstNode | undefined, fallback: Span): Span;
  /** The expression of a node; an `error` node where recovery left none. */
  expression(n: CstNode | undefined, fallback: Span): Expr;
  ident(t: IToken | undefined): Ident | undefined;
  idents(ts: readonly IToken[]): Ident[];
  /** A number literal (SW1007 when it is no safe integer). */
  num(t: IToken | undefined): NumLit | undefined;
  /** A `range` node (`A..B`, each a number literal); undefined where recovery left none. */
  range(n: CstNode | undefined): Range | undefined;
  /** An `orExpr` node: an expression parsed below the `where` level (a winner key). */
  orExpr(n: CstNode | undefined, fallback: Span): Expr;
  /**
   * A word the grammar takes as any name but the language fixes (`turn up a card`: `a`): SW1011 with
   * the fix when it is another. Each such word is listed in the syntax's `checkedWords`.
   */
  word(t: IToken | undefined, expected: string, after: string): void;
}

/** Where a step's rule matched: its CST node and its span (after `each player`: the whole step's, and `secretly`). */
export interface StepMatch {
  /** The rule that matched (one of the syntax's `step` or `eachPlayer` rules). */
  readonly rule: string;
  readonly node: CstNode;
  readonly span: Span;
  /** The span of the steps block, for what recovery left without one. */
  readonly fallback: Span;
  /** `each player secretly ...` (always false for a step of its own). */
  readonly secret: boolean;
}

/** What a step's check sees: where it is written and the ruleset's names. */
export interface StepCheck {
  readonly reporter: Reporter;
  /** The expression checker of the step's file. */
  readonly expr: ExprChecker;
  readonly names: DeclaredNames;
  readonly model: Model;
  /** The steps of its block (its own among them), and when the block runs: before, during or after trick play. */
  readonly block: { readonly steps: readonly Step[]; readonly at: "before" | "during" | "after" };
}

/**
 * A name a step declares for the rest of the ruleset: an order (a list of numbers per seat), a call (a
 * number per seat), one of a call's special words (a number anywhere), an auction's value. The kind
 * decides what it may not clash with (check-names.ts) and how it reads; `hiddenFromOthers` (read
 * after "reads") keeps a seat's value of it out of another seat's plays (check-public.ts).
 */
export interface StepName {
  readonly kind: "order" | "call" | "specialCall" | "auction";
  readonly ident: Ident;
  /**
   * How diagnostics name it when not by its kind's word ("order", "call", "special call", "auction"):
   * a step whose value shares a kind's namespace under another word (a noted value is read like a call).
   */
  readonly what?: string;
  readonly hiddenFromOthers?: string;
}

/** What settling a step's named value sees. */
export interface NamedValueCheck {
  readonly reporter: Reporter;
  readonly expr: ExprChecker;
  readonly names: DeclaredNames;
}

/** What lowering a step needs: the expression lowering, and the types of named values (an auction's: suits or numbers). */
export interface StepLower {
  ex(e: Expr): IrExpr;
  readonly types: ReadonlyMap<string, Type | null> | undefined;
}

/** What a step's sentence on the rules sheet may use of the sheet (src/sheet/steps-text.ts). */
export interface SheetWords {
  /** An expression read out ("the number of players"). */
  n(e: IrExpr): string;
  /** A number of cards read out: "1 card", "N cards". */
  cards(e: IrExpr): string;
  /** A condition read out. */
  condition(e: IrExpr): string;
}

/** The rules sheet's sentence for each IR step kind I (the sheet puts "Only when ...:" before a guarded one). */
export type StepSentences<I extends StepIR["kind"]> = { readonly [X in I]: (step: Extract<StepIR, { readonly kind: X }>, w: SheetWords) => string };

/**
 * For each IR step kind I: whether a step of it makes use of the cards left over from the deal (turns
 * one up, draws from them, takes them into a hand). The rules sheet says the leftover plays no part
 * only where no step of the ruleset uses it (src/sheet/setup.ts). Required of every kind, so a new
 * step that forgets it does not compile rather than leaving the sheet wrong.
 */
export type LeftoverUses<I extends StepIR["kind"]> = { readonly [X in I]: (step: Extract<StepIR, { readonly kind: X }>) => boolean };

/**
 * Where a step of a `before tricks` block takes its cards at one player count, for the check that
 * every seat can make its choices (check.ts): the block's earlier steps counted.
 */
export interface HandAt {
  readonly players: number;
  /** The cards each seat holds before the block (dealt, or one per column of a drafted layout); undefined when not a constant. */
  readonly dealt: number | undefined;
  /** The cards the block's earlier steps took out of each hand. */
  readonly gone: number;
  /** The number of suits of the deck at this player count. */
  readonly suits: number;
}

/** Why a constant count cannot work: a count below its least (SW4012) or more cards than the hand holds (SW4007). */
export type HandProblem =
  | { readonly code: "SW4012"; readonly args: { readonly what: string; readonly min: number; readonly value: number } }
  | { readonly code: "SW4007"; readonly args: { readonly detail: string } };

/** What a step does to each seat's hand before trick play (its `hand` part). */
export interface StepHand<N> {
  /** The number of cards it takes; a constant one at a player count is checked there. */
  count(step: N): Expr;
  /** Whether those cards leave the hand (the block's later steps find that many fewer). */
  readonly leaves: boolean;
  /** Why `n` cards cannot work where the block has got to, or undefined. */
  problem(step: N, n: number, at: HandAt): HandProblem | undefined;
}

/**
 * The language's part of one step kind; N is its AST node (`kind` naming the step), I the IR step
 * kinds it lowers to (the rules sheet words each), K the keywords
 * whose hover text is its own: the words only it uses, and core words it documents (reference.ts
 * holds the others'). A word of K that is not a core keyword (grammar/tokens.ts) is declared here
 * only: its module makes its token (`keywordTokens`), and the lexer takes it from the table.
 */
export interface StepSyntax<N extends Node & { readonly kind: string }, K extends string = string, I extends StepIR["kind"] = StepIR["kind"]> {
  /** Its grammar rules (grammar/step-grammar.ts): at least one that starts a step or follows `each player`. */
  readonly grammar: readonly StepGrammar<CoreKeyword | K>[];
  /** Its AST node from the rule that matched. */
  toAst(m: StepMatch, t: AstTools): N;
  /** Located diagnostics: expressions in their places, where the step may stand, what it needs. */
  check(step: N, c: StepCheck): void;
  /** Its IR step (without the guard: lowering adds `when`). */
  lower(step: N, c: StepLower): StepIR;
  /** The rules sheet's sentence of each IR step it lowers to (src/sheet/steps-text.ts). */
  readonly sheet: StepSentences<I>;
  /** Whether each IR step it lowers to uses the cards left over from the deal (the sheet's setup). */
  readonly leftover: LeftoverUses<I>;
  /** Hover text (and the reference tables of docs/language.md) of its keywords: declares its own words. */
  readonly keywords: { readonly [W in K]: string };
  /** Its keywords after which a value or more of the step must follow (completion does not offer a new declaration there). */
  readonly continuing: readonly (CoreKeyword | K)[];
  /**
   * The expressions it holds that the model-wide checks read (model.ts expressionsOf: division by a
   * constant zero, rule-card reads); `[]` where they never read any (as before the table).
   */
  expressions(step: N): readonly (Expr | undefined)[];
  /** The words its AST builder checks (AstTools.word): the fuzzer's vocabulary must hold them. */
  readonly checkedWords: readonly string[];
  /** Its keywords after which a pile is named (completion offers the piles there). */
  readonly pilesAfter: readonly (CoreKeyword | K)[];
  /**
   * The value a step names, when its name reads as a value of a type the step's expressions decide
   * (an auction's: a list of suits or of numbers): checked before the lets, which may read it.
   * Absent: the step names no such value.
   */
  namedValue?(step: N, c: NamedValueCheck): { readonly name: string; readonly type: Type } | undefined;
  /**
   * What it does to each seat's hand in a `before tricks` block: how many cards it takes and when
   * that many cannot work (check.ts checks every constant count at every player count). null: it
   * takes no cards from the hands there (or takes a number this check does not count).
   */
  readonly hand: StepHand<N> | null;
  /** The names it declares (an order's, a call's and its special words, an auction's). Absent: none. */
  names?(step: N): readonly StepName[];
  /**
   * What an expression may read, as the ruleset's steps have it (check-expr.ts ReadRules, asked after
   * the declaration table's: a seat hop only it provides, a hop that names one seat for every seat);
   * `() => ({})`: it rules on none.
   */
  reads(c: StepReads): ReadRules;
}

/** What a step's read rules see: the ruleset's names and model. */
export interface StepReads {
  readonly names: DeclaredNames;
  readonly model: Model;
}
