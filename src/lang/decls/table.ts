// The declaration table: every declaration kind whose language side is a unit (src/lang/decl-syntax.ts),
// one line each, keyed by its AST kind. The parser registers their grammar rules (parse.ts and
// complete.ts hand DECL_GRAMMARS to it), and to-ast.ts, the model (model.ts: its replaceable key and
// label, Model.decls, its expressions), check.ts, lower.ts, rule-sources.ts, the outline and hover
// reach these kinds only through this table: the type below makes a kind without its entry (or an
// entry without a part) a compile error.
import { DECLARATION_STARTS } from "../../../grammar/parser.js";
import type { DeclGrammar } from "../../../grammar/step-grammar.js";
import type { CoreKeyword } from "../../../grammar/tokens.js";
import type { DeclRule, RuleSource, RuleSources } from "../../ir/rule-ref.js";
import type { RulesetIR } from "../../ir/types.js";
import type { Expr, Ident } from "../ast.js";
import type { ReadRules } from "../check-expr.js";
import type { DeclLower, DeclSyntax, NamedSourceField, SourcesField } from "../decl-syntax.js";
import type { Model, Sourced } from "../model.js";
import { endSyntax, type EndDecl } from "./end.js";
import { pileSyntax, type PileDecl } from "./pile.js";
import { trickValueSyntax, type TrickValueDecl } from "./trick-value.js";
import { draftSyntax, ruleCardsSyntax, type DraftDecl, type RuleCardsDecl } from "./rule-cards.js";
import { secretSyntax, type SecretDecl } from "./secret.js";
import { showSyntax, type ShowDecl } from "./show.js";
import { taskSyntax, tasksSyntax, type TaskDecl, type TasksDecl } from "./tasks.js";
import { teamsSyntax, type TeamsDecl } from "./teams.js";

/** The AST nodes of the declarations of the table (ast.ts Decl holds them). */
export type TableDecl = TrickValueDecl | RuleCardsDecl | DraftDecl | PileDecl | TeamsDecl | EndDecl | TaskDecl | TasksDecl | ShowDecl | SecretDecl;

/** The table's declarations made once per name (`task NAME: ...`): Model.named keeps them by name. */
export type NamedDecl = Extract<TableDecl, { readonly name: Ident | undefined }>;
/** The table's declarations made once in a ruleset (`teams`): Model.decls keeps them by kind. */
export type SingleDecl = Exclude<TableDecl, NamedDecl>;

const LISTED = {
  trickValue: trickValueSyntax,
  ruleCards: ruleCardsSyntax,
  draft: draftSyntax,
  pile: pileSyntax,
  teams: teamsSyntax,
  end: endSyntax,
  secret: secretSyntax,
  task: taskSyntax,
  tasks: tasksSyntax,
  show: showSyntax,
} as const;

/** Each kind of TableDecl with its entry: a node type without one, or an entry for another kind, does not compile. */
export const DECL_SYNTAX: { readonly [K in TableDecl["kind"]]: DeclSyntax<Extract<TableDecl, { readonly kind: K }>, any, any, any, any> } = LISTED;

/** The keywords whose hover text an entry of the table holds. */
export type DeclKeyword = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends DeclSyntax<any, infer K, any, any, any> ? K : never) : never;

/** The fields of the rule sources (RuleSources) the table's entries own (DeclSyntax.sourcesByName): rule-sources.ts fills the others. */
export type TableSourceField = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends DeclSyntax<any, any, any, any, infer S> ? S : never) : never;

/** The rules of the IR's rule references an entry of the table places (rule-sources.ts lists the others). */
export type TableDeclRule = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends DeclSyntax<any, any, any, infer R, any> ? R : never) : never;

/** An entry as the shared code sees it: whatever IR fields it fills, a part of the IR (from one declaration, or from a named kind's list). */
type Entry = Omit<DeclSyntax<TableDecl, DeclKeyword>, "lower" | "lowerUndeclared" | "sourcesByName"> & {
  lower(decl: TableDecl | readonly TableDecl[], c: DeclLower): Partial<RulesetIR>;
  readonly lowerUndeclared: ((c: DeclLower) => Partial<RulesetIR>) | null;
  readonly sourcesByName: SourcesField | null;
};
const ENTRIES = Object.values(DECL_SYNTAX) as unknown as readonly Entry[];
const entryOf = (d: TableDecl): Entry => DECL_SYNTAX[d.kind] as unknown as Entry;

/** The kinds declared once per name. */
export const NAMED_KINDS = (Object.keys(DECL_SYNTAX) as TableDecl["kind"][]).filter((k) => DECL_SYNTAX[k].named) as NamedDecl["kind"][];

/** A declaration of the table made once per name. */
export function isNamedDecl(d: TableDecl): d is NamedDecl {
  return DECL_SYNTAX[d.kind].named;
}

/** Every declaration of the table in the model: those by kind, then those by name (each kind's in order). */
export function tableDecls(model: Model): Sourced<TableDecl>[] {
  return [...(Object.values(model.decls) as Sourced<TableDecl>[]), ...NAMED_KINDS.flatMap((k) => [...(model.named[k].values() as Iterable<Sourced<TableDecl>>)])];
}

/** The replaceable key and label of a declaration of the table: its kind, or its kind and name; none for a name recovery lost. */
export function declKey(d: TableDecl): { readonly key: string; readonly label: string } | undefined {
  if (!isNamedDecl(d)) return { key: d.kind, label: entryOf(d).label(d) };
  return d.name ? { key: `${d.kind} ${d.name.name}`, label: entryOf(d).label(d) } : undefined;
}

/**
 * The IR fields the table's declarations fill: each declared one made once (one not declared: what
 * its `lowerUndeclared` fills, if any), and each kind made per name from its list (declared or not),
 * in the table's order.
 */
export function lowerDecls(model: Model, c: DeclLower): Partial<RulesetIR> & Pick<RulesetIR, NamedIR> {
  const decls = model.decls as { readonly [K in TableDecl["kind"]]?: Sourced<TableDecl> };
  const parts = (Object.keys(DECL_SYNTAX) as TableDecl["kind"][]).map((k) => {
    const entry = DECL_SYNTAX[k] as unknown as Entry;
    if (entry.named) return entry.lower([...(model.named[k as NamedDecl["kind"]].values() as Iterable<Sourced<TableDecl>>)].map((s) => s.item), c);
    const d = decls[k];
    return d ? entry.lower(d.item, c) : (entry.lowerUndeclared?.(c) ?? {});
  });
  return Object.assign({}, ...parts) as Partial<RulesetIR> & Pick<RulesetIR, NamedIR>;
}

/**
 * The IR's field order: `core` (lower.ts's own fields) with each field an entry places (DeclSyntax.fieldsAfter)
 * right after the field it names, once that one is placed (`tasks` after `teams`, itself after `secrets`).
 */
export function declFieldOrder(core: readonly (keyof RulesetIR)[]): (keyof RulesetIR)[] {
  const order = [...core];
  let pending = ENTRIES.flatMap((e) => Object.entries(e.fieldsAfter) as [keyof RulesetIR, keyof RulesetIR][]);
  while (pending.length > 0) {
    const ready = pending.filter(([, after]) => order.includes(after));
    if (ready.length === 0) throw new Error(`IR fields placed after no field of the IR: ${pending.map(([f, after]) => `${f} after ${after}`).join(", ")}`);
    for (const [field, after] of ready) order.splice(order.indexOf(after) + 1, 0, field);
    pending = pending.filter((p) => !ready.includes(p));
  }
  return order;
}

/** The IR fields the kinds made per name fill: always there (lowered from the list, empty or not). */
type NamedIR = (typeof LISTED)[keyof typeof LISTED] extends infer E ? (E extends DeclSyntax<infer N, any, infer I, any, any> ? (N extends { readonly name: Ident | undefined } ? I : never) : never) : never;

/** The expressions the table's declarations hold, each with its file (model.ts expressionsOf). */
export function declExpressions(model: Model): { readonly expr: Expr; readonly file: string }[] {
  return tableDecls(model).flatMap((d) =>
    entryOf(d.item).expressions(d.item).flatMap((expr) => (expr ? [{ expr, file: d.file }] : [])),
  );
}

/** Where the table's declarations place the IR's rule references (DeclSyntax.ruleSources). */
export function declRuleSources(model: Model): Partial<Record<TableDeclRule, RuleSource>> {
  const out: Partial<Record<DeclRule, RuleSource>> = {};
  for (const d of tableDecls(model)) {
    for (const rule of entryOf(d.item).ruleSources) out[rule] ??= { file: d.file, span: d.item.span };
  }
  return out;
}

/**
 * The fields of the rule sources the table's entries own (DeclSyntax.sourcesByName), each filled from
 * its kind's declarations, by name or in order, also when there is none.
 */
export function declNamedSources(model: Model): Pick<RuleSources, TableSourceField> {
  const out: Partial<Record<NamedSourceField, Map<string, RuleSource> | RuleSource[]>> = {};
  for (const k of NAMED_KINDS) {
    const owned = (DECL_SYNTAX[k] as unknown as Entry).sourcesByName;
    if (!owned) continue;
    const map = new Map<string, RuleSource>();
    for (const [name, d] of model.named[k]) map.set(name, { file: d.file, span: d.item.span });
    out[owned.field] = owned.holds === "byName" ? map : [...map.values()];
  }
  return out as Pick<RuleSources, TableSourceField>;
}

/** Every entry's rules on what an expression may read, declared or not (DeclSyntax.reads; a kind declared by name is handed none), in the table's order. */
export function declReadRules(model: Model): ReadRules[] {
  const decls = model.decls as { readonly [K in TableDecl["kind"]]?: Sourced<TableDecl> };
  return (Object.keys(DECL_SYNTAX) as TableDecl["kind"][]).map((k) => (DECL_SYNTAX[k] as unknown as Entry).reads(decls[k]?.item, model));
}

/** A declaration whose kind is in the table. */
export function isTableDecl<D extends { readonly kind: string }>(d: D): d is Extract<D, TableDecl> {
  return Object.hasOwn(DECL_SYNTAX, d.kind);
}

/** The table's entry for a declaration (the correlation between a kind and its entry, which TypeScript cannot follow through an index). */
export function declSyntaxOf<N extends TableDecl>(d: N): DeclSyntax<N, DeclKeyword> {
  return DECL_SYNTAX[d.kind] as unknown as DeclSyntax<N, DeclKeyword>;
}

/** Every grammar rule of the table, for the parser. */
export const DECL_GRAMMARS: readonly DeclGrammar<CoreKeyword | DeclKeyword>[] = ENTRIES.flatMap((e) => e.grammar);

/** The entry each grammar rule that starts a declaration belongs to, by rule name. */
export const DECL_SYNTAX_BY_RULE: ReadonlyMap<string, Entry> = new Map(
  ENTRIES.flatMap((syntax) => syntax.grammar.flatMap((g) => (g.start === "declaration" ? [[g.rule, syntax] as const] : []))),
);

/** The keywords that start a declaration: the parser's own and the table's. */
export const DECLARATION_START_WORDS: readonly (CoreKeyword | DeclKeyword)[] = [...new Set([...DECLARATION_STARTS, ...DECL_GRAMMARS.flatMap((g) => g.startWords ?? [])])];

/** Every keyword's hover text held by an entry of the table. */
export const DECL_KEYWORD_DOCS: { readonly [W in DeclKeyword]: string } = Object.assign({}, ...ENTRIES.map((e) => e.keywords));

/** Keywords of the table's declarations after which the declaration must go on (completion). */
export const DECL_CONTINUING: readonly (CoreKeyword | DeclKeyword)[] = ENTRIES.flatMap((e) => e.continuing);

/** Keywords of the table's declarations after which an order's name comes (completion offers the orders). */
export const DECL_ORDERS_AFTER: ReadonlySet<CoreKeyword | DeclKeyword> = new Set(ENTRIES.flatMap((e) => e.ordersAfter));

/** Words completion offers alone after a keyword of the table's declarations (their checked words: `trick` -> `value`). */
export const DECL_WORDS_AFTER: ReadonlyMap<string, readonly string[]> = new Map(ENTRIES.flatMap((e) => Object.entries(e.wordsAfter) as [string, readonly string[]][]));

/** Keywords that start a declaration of the table and are followed by the new name it declares (completion offers nothing there). */
export const DECL_NEW_NAME_AFTER: ReadonlySet<CoreKeyword | DeclKeyword> = new Set(ENTRIES.flatMap((e) => e.newNameAfter));

/** The words the table's AST builders check (the fuzzer's vocabulary holds them). */
export const DECL_CHECKED_WORDS: readonly string[] = [...new Set(ENTRIES.flatMap((e) => e.checkedWords))];
