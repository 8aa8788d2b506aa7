// The language's side of one slot of the `tricks { }` block, in one object: its grammar rules, how its
// AST node is built from the parse, its label, how it is checked, the IR fields it fills (and their
// defaults when it is not written), what a rule card may change of it, and the expressions it holds.
// A slot's module (src/lang/slots/) exports one `SlotSyntax`; the slot table (src/lang/slots/table.ts)
// names them all, and the parser, to-ast.ts, the model, check.ts, lower.ts and the outline reach a slot
// only through it, so a slot without one of these parts does not compile. The shape of the declaration
// table's entries (decl-syntax.ts). Names no mechanic.
import type { SlotGrammar } from "../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../grammar/tokens.js";
import type { TrickRule } from "../ir/rule-ref.js";
import type { Expr as IrExpr, TricksIR } from "../ir/types.js";
import type { Expr, Node } from "./ast.js";
import type { ExprChecker } from "./check-expr.js";
import type { DeclaredNames } from "./check-names.js";
import type { DeclMatch } from "./decl-syntax.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import type { Model } from "./model.js";
import type { AstTools } from "./step-syntax.js";
import type { Place, Type } from "./types.js";

/** What a slot's check sees: the reporter and expression checker of its file, the ruleset's names and model. */
export interface SlotCheck {
  readonly reporter: Reporter;
  readonly expr: ExprChecker;
  readonly names: DeclaredNames;
  readonly model: Model;
  /** Every file's diagnostics (for what a slot reports at another slot). */
  readonly sink: DiagnosticSink;
}

/** What lowering a slot sees. */
export interface SlotLower {
  readonly ex: (e: Expr) => IrExpr;
  /** The value with the rule cards' changes of it (key `tricks.KIND`, read so far as `own`). */
  readonly staged: (key: string, own: string, base: IrExpr) => IrExpr;
  readonly names: DeclaredNames;
  readonly model: Model;
}

/** One legal number of players and its deck, for the checks of a slot's constant values at each (SlotSyntax.playerCounts). */
export interface PlayerCount {
  readonly players: number;
  /** The number of cards in the deck for that many players. */
  readonly cards: number;
  /** Some of its suit names were unknown (already reported): size checks would only repeat that mistake. */
  readonly incomplete: boolean;
}

/** A rule card's change of a slot for the rounds it is in force (one entry of TricksIR.byCard, less its card). */
export type ByRoundIR = Omit<NonNullable<TricksIR["byCard"]>[number], "card">;

/**
 * The language's part of one slot kind; N is its AST node (`kind` naming the slot), F the fields of
 * TricksIR it fills, K the keywords whose hover text is its own (reference.ts holds the others'): a
 * word of K that is no core keyword is declared here only (its module makes its token with
 * `keywordTokens`, as a step's or a declaration's does).
 */
export interface SlotSyntax<N extends Node & { readonly kind: string }, F extends keyof TricksIR = keyof TricksIR, K extends string = never> {
  /** Its grammar rules: one that starts a slot (`start: "slot"`, with its `startWords`), and its helpers. */
  readonly grammar: readonly SlotGrammar<CoreKeyword | K>[];
  /** Its AST node from the rule that matched. */
  toAst(m: DeclMatch, t: AstTools): N;
  /** The slot's words ("open at most"): the outline's label; a diagnostic says "the 'open at most' slot of 'tricks'". */
  readonly label: string;
  /** Located diagnostics of the slot as the merged ruleset has it. */
  check(slot: N, c: SlotCheck): void;
  /**
   * The IR fields it fills, written or not (`slot` undefined: its defaults; a rule card may still
   * change a staged value). Every field of F (an optional one may be left out), in any order: the
   * table puts TricksIR's fields in their one order.
   */
  lower(slot: N | undefined, c: SlotLower): Readonly<Pick<TricksIR, F>>;
  /**
   * A value a rule card may change by restating it (the card's change reads the value so far as
   * `own`): its expression, its type and where it is read. Without it, a card sets the slot (once).
   */
  readonly stage?: { readonly own: string; readonly type: Type; readonly at: Place; readonly expr: (slot: N) => Expr };
  /** A slot a rule card changes for the rounds it is in force (TricksIR.byCard): the change, or none. */
  readonly byRound?: (slot: N, c: SlotLower) => ByRoundIR | undefined;
  /** The expressions it holds (model.ts expressionsOf: the names they read). */
  expressions(slot: N): readonly (Expr | undefined)[];
  /** Its keywords after which more of the slot must follow (`open at most`, `face down`): completion offers no new slot there (`[]`: none). */
  readonly continuing: readonly (CoreKeyword | K)[];
  /** The words its AST builder checks (AstTools.word): the fuzzer's vocabulary must hold them. */
  readonly checkedWords: readonly string[];
  /** Hover and completion text (and the reference tables of docs/language.md) of its keywords. */
  readonly keywords: { readonly [W in K]: string };
  /**
   * The engine's rule references (src/ir/rule-ref.ts TrickRule) that point at this slot where it is
   * written (rule-sources.ts): an engine error about the rule is shown at the slot. `[]`: none.
   */
  readonly rules: readonly TrickRule[];
  /**
   * Its constant values checked at every legal number of players with that count's deck (check.ts,
   * with the other constant counts; `reporter`: the slot's file). null: it holds none that depend on
   * the players.
   */
  readonly playerCounts: ((slot: N, counts: readonly PlayerCount[], reporter: Reporter) => void) | null;
}
