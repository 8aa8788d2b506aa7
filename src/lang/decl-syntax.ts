// The language's side of a declaration that is not a step, in one object: its grammar rules, how its
// AST node is built from the parse, how it is checked, what it adds to the IR, its labels and the
// hover text of its keywords. A declaration's module (src/lang/decls/) exports one `DeclSyntax`; the
// table (src/lang/decls/table.ts) names them all, and the parser, to-ast.ts, the model, check.ts,
// lower.ts, the outline and hover reach such a kind only through it, so a kind without one of these
// parts does not compile. The shape of the step table's entries (step-syntax.ts). Names no mechanic.
import type { DeclGrammar } from "../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../grammar/tokens.js";
import type { DeclRule, RuleSource, RuleSources } from "../ir/rule-ref.js";
import type { Expr as IrExpr, RulesetIR } from "../ir/types.js";
import type { Expr, Ident, Node } from "./ast.js";
import type { DeckInfo } from "./check.js";
import type { ExprChecker, ReadRules } from "./check-expr.js";
import type { DeclaredNames } from "./check-names.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import type { Model } from "./model.js";
import type { Type } from "./types.js";
import type { AstTools } from "./step-syntax.js";

/** Where a declaration's rule matched: its CST node and its span. */
export interface DeclMatch {
  readonly rule: string;
  readonly node: import("chevrotain").CstNode;
  readonly span: import("./ast.js").Span;
}

/** What a declaration's check sees: the reporter and expression checker of its file, the ruleset's names and model. */
export interface DeclCheck {
  readonly reporter: Reporter;
  /** The expression checker of the declaration's file. */
  readonly expr: ExprChecker;
  readonly names: DeclaredNames;
  readonly model: Model;
  /** Every file's diagnostics (for what the declaration reports in another file). */
  readonly sink: DiagnosticSink;
}

/**
 * What a declaration's check sees besides: the decks at each legal player count (check.ts checks the
 * declarations after the deck), for counts that must fit every one (`draft:`).
 */
export interface DeclChecking extends DeclCheck {
  readonly decks: ReadonlyMap<number, DeckInfo>;
}

/** What lowering a declaration sees: the expression lowering, the ruleset's names and model, the types of the values declarations and steps name. */
export interface DeclLower {
  ex(e: Expr): IrExpr;
  readonly names: DeclaredNames;
  readonly model: Model;
  /** The types of the named values (DeclSyntax.value, StepSyntax.namedValue): null where it did not check. */
  readonly valueTypes: ReadonlyMap<string, Type | null>;
  /** A value rule cards may change (its stage key, the name a change reads it by, its own value): `let own = ... in` per card (lower.ts). */
  staged(key: string, own: string, base: IrExpr): IrExpr;
}

/**
 * What a declaration's name declares in the ruleset's namespace of values (check-names.ts: a clash with
 * a suit, a rank name, a pile, a let or a built-in is told as "the WHAT 'NAME'"), and why some seat
 * does not see the value it reads (check-expr.ts: read where every seat sees the outcome; undefined:
 * every seat sees it).
 */
export interface DeclaredName {
  readonly what: string;
  hidden(name: string): string | undefined;
}

/** The fields of RuleSources that place a rule by a declaration's name. */
export type NamedSourceField = { [F in keyof RuleSources]: RuleSources[F] extends ReadonlyMap<string, RuleSource> | readonly RuleSource[] ? F : never }[keyof RuleSources];

/**
 * A field of RuleSources a declaration kind owns, and how RuleSources holds it: by name (a map: `tasks`)
 * or in declaration order (a list: `shows`); typed from RuleSources, so it cannot say otherwise.
 */
export type SourcesField<F extends NamedSourceField = NamedSourceField> = F extends NamedSourceField
  ? { readonly field: F; readonly holds: RuleSources[F] extends ReadonlyMap<string, RuleSource> ? "byName" : "inOrder" }
  : never;

/** What an entry owning S says: null for none (S never); either, for an entry whose S is not known (`any`: the table's index). */
type OwnedSources<S extends NamedSourceField> = [S] extends [never] ? null : SourcesField<S> | (NamedSourceField extends S ? null : never);

/**
 * The IR fields a declaration fills (each present), and a field another declaration fills by default
 * that it may set instead (a game that ends on a condition lasts up to a guard number of rounds when
 * `rounds` is not declared).
 */
export type DeclIR<I extends keyof RulesetIR> = { readonly [P in I]-?: NonNullable<RulesetIR[P]> } & { readonly [P in Exclude<keyof RulesetIR, I>]?: RulesetIR[P] };

/**
 * The language's part of one declaration kind; N is its AST node (`kind` naming the declaration), K
 * the keywords whose hover text is its own (a word of K that is no core keyword is declared here
 * only: its module makes its token with `keywordTokens`), I the fields of the IR it fills, R the
 * rules of the IR's rule references (src/ir/rule-ref.ts DeclRule) written at it, S the field of the
 * rule sources (RuleSources) it owns, if any.
 */
export interface DeclSyntax<N extends Node & { readonly kind: string }, K extends string = string, I extends keyof RulesetIR = keyof RulesetIR, R extends DeclRule = DeclRule, S extends NamedSourceField = never> {
  /** Its grammar rules: at least one that starts a declaration (`start: "declaration"`, with its `startWords`). */
  readonly grammar: readonly DeclGrammar<CoreKeyword | K>[];
  /** Its AST node from the rule that matched. */
  toAst(m: DeclMatch, t: AstTools): N;
  /**
   * Whether the ruleset declares one per name (`task NAME: ...`: its node has a `name`, the model keeps
   * them by name in `Model.named`, a variant replaces the base's of the same name) or one in all
   * (`teams`: in `Model.decls`, keyed by its kind).
   */
  readonly named: N extends { readonly name: Ident | undefined } ? true : false;
  /**
   * The value its name declares (`secret NAME`: a name every expression may read), or null: its name,
   * if any, declares none (`task NAME` names a chip, `show ORDER` an order declared elsewhere).
   */
  readonly declares: (N extends { readonly name: Ident | undefined } ? DeclaredName : never) | null;
  /**
   * The type its declared name reads as (null: its own check reported why), worked out before the
   * lets are checked, which may read it; asked only of a declaration whose name declared without a
   * clash (`declares`); `() => null` for a kind that declares none.
   */
  value(decl: N, c: DeclCheck): Type | null;
  /** How a variant's replacement and a diagnostic name it ("'teams'", "task 'a'"). */
  label(decl: N): string;
  /** The outline's label of the declaration (analyze.ts). */
  outline(decl: N): string;
  /** The kind of its outline item (analyze.ts OutlineItem: `pile` has its own icon; the others `declaration`). */
  readonly outlineKind: "declaration" | "pile";
  /** Located diagnostics of the declaration as the merged ruleset has it (its expressions in their places among them). */
  check(decl: N, c: DeclChecking): void;
  /**
   * The IR fields it fills: of a declaration made once, present only when declared (a ruleset without
   * it keeps the IR it had); of one made per name, from all of them in declaration order, asked also
   * when there is none (`shows` is in every IR).
   */
  lower(decl: N extends { readonly name: Ident | undefined } ? readonly N[] : N, c: DeclLower): DeclIR<I>;
  /**
   * Of a declaration made once, the IR fields it fills when the ruleset does not declare it (the rule
   * cards of the rule-card files in force, without `rule cards`), or null: none, the IR stays as it
   * was. Null for a kind made per name (lowered from its list, empty or not).
   */
  readonly lowerUndeclared: (N extends { readonly name: Ident | undefined } ? never : (c: DeclLower) => { readonly [P in I]?: RulesetIR[P] }) | null;
  /**
   * Where each IR field it fills stands in the IR (after which field), so that the IR's JSON text does
   * not depend on which declarations are the table's: required for the fields it always fills (I),
   * given also for one it fills only when there are any (`secrets`). lower.ts places them after its own
   * (table.ts declFieldOrder).
   */
  readonly fieldsAfter: { readonly [P in I]-?: keyof RulesetIR } & { readonly [P in Exclude<keyof RulesetIR, I>]?: keyof RulesetIR };
  /**
   * The expressions it holds, for the model-wide checks (model.ts expressionsOf: division by a
   * constant zero, rule-card reads); `[]` where it holds none.
   */
  expressions(decl: N): readonly (Expr | null | undefined)[];
  /** The rules of the IR's rule references whose line is this declaration (rule-sources.ts): an engine error there points here. */
  readonly ruleSources: readonly R[];
  /**
   * The field of the rule sources (RuleSources, S) it owns, placing each of its declarations by name
   * (`tasks`) or in order (`shows`), filled also when there is none; null: none (S never). rule-sources.ts
   * fills the other fields, its record typed without the table's.
   */
  readonly sourcesByName: OwnedSources<S>;
  /**
   * What an expression may read, as the ruleset declares it or not (`decl` undefined: not declared),
   * asked wherever the checker checks a read (check-expr.ts ReadRules; `{}`: it rules on none).
   */
  reads(decl: N | undefined, model: Model): ReadRules;
  /** Hover text (and the reference tables of docs/language.md) of its keywords. */
  readonly keywords: { readonly [W in K]: string };
  /** Its keywords after which more of it must follow (completion offers no new declaration there). */
  readonly continuing: readonly (CoreKeyword | K)[];
  /** Its keywords after which it names an order (`show ORDER[...]`): completion offers the orders alone (`[]`: none). */
  readonly ordersAfter: readonly (CoreKeyword | K)[];
  /**
   * Words completion offers alone after one of its keywords (its checked words: `trick` -> `value` of
   * `trick value:`; `{}`: none).
   */
  readonly wordsAfter: { readonly [W in CoreKeyword | K]?: readonly string[] };
  /** Its keywords after which, as its first word, a new name is declared (`pile NAME`): completion offers nothing there (`[]`: none). */
  readonly newNameAfter: readonly (CoreKeyword | K)[];
  /** The words its AST builder checks (AstTools.word): the fuzzer's vocabulary must hold them. */
  readonly checkedWords: readonly string[];
}
