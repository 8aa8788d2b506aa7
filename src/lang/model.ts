// The merged ruleset: a variant chain flattened into one keyed set of declarations. Each item keeps
// the file it came from, so checks on base-file declarations report in that file.
import type { Decl, Expr, Slot, SlotKind, Span, Step } from "./ast.js";
import { unreachable } from "../ir/unreachable.js";
import { declExpressions, declKey, isNamedDecl, isTableDecl, NAMED_KINDS, type NamedDecl, type SingleDecl, type TableDecl } from "./decls/table.js";
import { syntaxOf } from "./steps/table.js";
import { slotExpressions, slotLabel, slotStageExpr, STAGED_SLOTS } from "./slots/table.js";

export interface Sourced<T> {
  readonly item: T;
  readonly file: string;
}

type DeclOf<K extends Decl["kind"]> = Extract<Decl, { kind: K }>;
type SlotOf<K extends SlotKind> = Extract<Slot, { kind: K }>;

export interface Model {
  /** The file compiled (the last variant of the chain, or the game itself). */
  readonly rootFile: string;
  /** A file of the chain was not read whole (SW1009): the declarations are not all there, so nothing is checked. */
  readonly truncated: boolean;
  /** Name of the ruleset: the variant's name, or the game's. */
  readonly name: Sourced<{ readonly value: string; readonly span: Span }> | undefined;
  readonly players: Sourced<DeclOf<"players">> | undefined;
  readonly rounds: Sourced<DeclOf<"rounds">> | undefined;
  readonly suits: Sourced<DeclOf<"suits">> | undefined;
  /** `ranks J = 11, ...`: names of ranks. */
  readonly ranks: Sourced<DeclOf<"ranks">> | undefined;
  readonly deck: Sourced<DeclOf<"deck"> | DeclOf<"deckBy">> | undefined;
  readonly deal: Sourced<DeclOf<"deal">> | undefined;
  readonly leftover: Sourced<DeclOf<"leftover">> | undefined;
  readonly firstDealer: Sourced<DeclOf<"firstDealer">> | undefined;
  readonly dealer: Sourced<DeclOf<"dealer">> | undefined;
  readonly before: Sourced<DeclOf<"steps">> | undefined;
  readonly after: Sourced<DeclOf<"steps">> | undefined;
  /** Steps during trick play (`after trick K`, `after each trick`), in declaration order. */
  readonly during: readonly Sourced<DeclOf<"trickSteps">>[];
  readonly slots: { readonly [K in SlotKind]?: Sourced<SlotOf<K>> };
  readonly lets: ReadonlyMap<string, Sourced<DeclOf<"let">>>;
  /** `card NAME: EXPR` declarations: named values of every card. */
  readonly cardAttrs: ReadonlyMap<string, Sourced<DeclOf<"card">>>;
  /** The rule cards in force (files named by `with` or given by the caller), in the order they apply. */
  readonly ruleCards: readonly RuleCardInfo[];
  /**
   * Per key (STAGE_KEYS: `let X`, `card X`, `score`, an expression slot of `tricks`): the changes rule
   * cards make to the value the ruleset defines, in the order they apply. Each reads the value so far
   * under the value's own name.
   */
  readonly stages: ReadonlyMap<string, readonly Stage[]>;
  /** Rule cards' changes of the lead rule, the direction and who holds a won trick (in force with their card). */
  readonly slotChanges: readonly Stage[];
  readonly score: Sourced<DeclOf<"score">> | undefined;
  readonly winner: Sourced<DeclOf<"winner">> | undefined;
  /** The declarations of the declaration table (src/lang/decls/table.ts) made once, by kind: `teams`, ... */
  readonly decls: { readonly [K in SingleDecl["kind"]]?: Sourced<Extract<SingleDecl, { readonly kind: K }>> };
  /** The declarations of the table made once per name (`task NAME: ...`), by kind, by name in declaration order. */
  readonly named: { readonly [K in NamedDecl["kind"]]: ReadonlyMap<string, Sourced<Extract<NamedDecl, { readonly kind: K }>>> };
}

/** One rule card in force: its number and name, the file, and what it changes. */
export interface RuleCardInfo {
  readonly number: number;
  readonly name: string;
  readonly file: string;
  readonly span: Span;
  /** The labels of the items it changes or sets, in its file's order. */
  readonly touches: readonly string[];
  /** Put in force by the caller (the command line's --with): in force every round, even with a draft. */
  readonly forced: boolean;
  /** The keys of the structural items it sets (those no `active(N)` can guard). */
  readonly sets: readonly { readonly key: string; readonly label: string; readonly span: Span }[];
}

/** A rule card's change to a value: `item` restates the value of `key`, reading the value so far by its name. */
export interface Stage {
  readonly card: number;
  readonly file: string;
  readonly item: Keyed;
}

/** The name under which a stage reads the value so far, for each kind of value rule cards may change. */
export function stageName(key: string): string | undefined {
  if (key.startsWith("let ")) return key.slice(4);
  if (key.startsWith("card ")) return key.slice(5);
  return Object.hasOwn(STAGE_KEYS, key) ? STAGE_KEYS[key] : STAGED_SLOTS.get(key);
}

/** Values a rule card may change by restating them (the rest it may only set, once). */
const STAGE_KEYS: Readonly<Record<string, string>> = {
  score: "score",
  trickValue: "value",
};
// The tricks slots a rule card may change by restating them are the slot table's (SlotSyntax.stage).

/**
 * Tricks slots a rule card changes for the rounds it is in force (TricksIR.byCard): the slot table's
 * (SlotSyntax.byRound). Re-exported, not copied: the slot modules reach this file through
 * check-names.ts, so the table may still be loading when this file runs.
 */
export { ROUND_SLOT_KEYS as ROUND_SLOTS } from "./slots/table.js";

/** Keys of blocks of steps (before, after, during trick play): a rule card adds its steps to them. */
export function isStepKey(key: string): boolean {
  return key === "before tricks" || key === "after tricks" || key.startsWith("after trick ") || key === "after each trick";
}

/** Values with a default (the score, trick value and the tricks slots): a card changes the default when the ruleset does not state them. */
export function hasDefault(key: string): boolean {
  return Object.hasOwn(STAGE_KEYS, key) || STAGED_SLOTS.has(key);
}

/** The expression of a stageable item, and its `when` (slots have none). */
export function stageExprs(item: Keyed): { readonly expr: Expr; readonly when: Expr | undefined } | undefined {
  if ("slot" in item) {
    const expr = slotStageExpr(item.slot);
    return expr ? { expr, when: undefined } : undefined;
  }
  const d = item.decl;
  return d.kind === "let" || d.kind === "card" || d.kind === "score" || d.kind === "trickValue" ? { expr: d.expr, when: d.when } : undefined;
}

/** What a variant can replace: a key per declaration, per named item, or per `tricks` slot. */
export type Keyed = { readonly key: string; readonly label: string; readonly span: Span } & (
  | { readonly decl: Exclude<Decl, { kind: "tricks" } | { kind: "variant" } | { kind: "ruleCard" } | { kind: "with" }> }
  | { readonly slot: Slot }
);


const DECL_LABELS: Readonly<Record<string, string>> = {
  game: "'game'",
  players: "'players'",
  rounds: "'rounds'",
  suits: "'suits'",
  ranks: "'ranks'",
  deck: "'deck'",
  deckBy: "'deck'",
  deal: "'deal'",
  leftover: "'leftover'",
  firstDealer: "'first dealer'",
  dealer: "'dealer'",
  score: "'score'",
  winner: "'winner'",
};

/** The replaceable items of one declaration (a `tricks` block yields one per slot). */
export function keyedItems(d: Decl): Keyed[] {
  // A declaration of the table: one item, keyed by its kind (or its kind and name).
  if (isTableDecl(d)) {
    const k = declKey(d);
    return k ? [{ ...k, span: d.span, decl: d }] : [];
  }
  switch (d.kind) {
    case "variant":
    case "ruleCard":
    case "with":
      return [];
    case "card":
      return d.name ? [{ key: `card ${d.name.name}`, label: `card value '${d.name.name}'`, span: d.span, decl: d }] : [];
    case "tricks":
      return d.slots.map((slot) => ({ key: `tricks.${slot.kind}`, label: `the '${slotLabel(slot.kind)}' slot of 'tricks'`, span: slot.span, slot }));
    case "let":
      return d.name ? [{ key: `let ${d.name.name}`, label: `let '${d.name.name}'`, span: d.span, decl: d }] : [];
    case "steps":
      return [{ key: `${d.when} tricks`, label: `'${d.when} tricks'`, span: d.span, decl: d }];
    case "trickSteps": {
      // One block per trick number (a variant's `after trick 3` replaces the base's); a number that
      // is not a plain literal keys by place.
      const which = d.trick === null ? "each trick" : d.trick.kind === "num" ? `trick ${d.trick.value}` : `trick @${d.span.line}:${d.span.col}`;
      return [{ key: `after ${which}`, label: `'after ${d.trick === null ? "each trick" : "trick ..."}'`, span: d.span, decl: d }];
    }
    case "deckBy":
      return [{ key: "deck", label: "'deck'", span: d.span, decl: d }];
    case "game":
    case "players":
    case "rounds":
    case "suits":
    case "ranks":
    case "deck":
    case "deal":
    case "leftover":
    case "firstDealer":
    case "dealer":
    case "score":
    case "winner":
      return [{ key: d.kind, label: DECL_LABELS[d.kind] ?? `'${d.kind}'`, span: d.span, decl: d }];
    default:
      return unreachable(d);
  }
}

/** Builds the typed model from the merged, keyed items (in their final order). */
export function buildModel(
  rootFile: string,
  name: Model["name"],
  items: readonly (Keyed & { file: string })[],
  truncated = false,
  ruleCards: readonly RuleCardInfo[] = [],
  stages: ReadonlyMap<string, readonly Stage[]> = new Map(),
  slotChanges: readonly Stage[] = [],
): Model {
  const cardAttrs = new Map<string, Sourced<DeclOf<"card">>>();
  const lets = new Map<string, Sourced<DeclOf<"let">>>();
  const during: Sourced<DeclOf<"trickSteps">>[] = [];
  const slots: Record<string, Sourced<Slot>> = {};
  const m: Record<string, Sourced<Decl> | undefined> = {};
  const decls: Record<string, Sourced<TableDecl>> = {};
  const named: Record<string, Map<string, Sourced<TableDecl>>> = Object.fromEntries(NAMED_KINDS.map((k) => [k, new Map()]));
  for (const it of items) {
    if ("slot" in it) {
      slots[it.slot.kind] = { item: it.slot, file: it.file };
      continue;
    }
    const d = it.decl;
    const s = { item: d, file: it.file };
    if (d.kind === "let" && d.name) lets.set(d.name.name, { item: d, file: it.file });
    else if (d.kind === "card" && d.name) cardAttrs.set(d.name.name, { item: d, file: it.file });
    else if (d.kind === "steps") m[d.when] = s;
    else if (d.kind === "trickSteps") during.push({ item: d, file: it.file });
    else if (d.kind === "deckBy") m["deck"] = s;
    else if (isTableDecl(d)) {
      if (!isNamedDecl(d)) decls[d.kind] = { item: d, file: it.file };
      else if (d.name) named[d.kind]!.set(d.name.name, { item: d, file: it.file });
    }
    else m[d.kind] = s;
  }
  const get = <T>(k: string): T | undefined => m[k] as T | undefined;
  return {
    rootFile,
    truncated,
    name,
    players: get("players"),
    rounds: get("rounds"),
    suits: get("suits"),
    ranks: get("ranks"),
    deck: get("deck"),
    deal: get("deal"),
    leftover: get("leftover"),
    firstDealer: get("firstDealer"),
    dealer: get("dealer"),
    before: get("before"),
    after: get("after"),
    during,
    slots: slots as Model["slots"],
    lets,
    cardAttrs,
    ruleCards,
    stages,
    slotChanges,
    score: get("score"),
    winner: get("winner"),
    decls: decls as Model["decls"],
    named: named as unknown as Model["named"],
  };
}

/** Every expression of the model, with the file it is written in (for checks that look at all of them). */
export function expressionsOf(model: Model): { readonly expr: Expr; readonly file: string }[] {
  const out: { expr: Expr; file: string }[] = [];
  const add = (file: string, ...exprs: (Expr | null | undefined)[]): void => {
    for (const expr of exprs) if (expr) out.push({ expr, file });
  };
  if (model.rounds) add(model.rounds.file, model.rounds.item.expr);
  if (model.deal) add(model.deal.file, model.deal.item.each, model.deal.item.layout?.rows, model.deal.item.layout?.columns);
  for (const l of model.lets.values()) add(l.file, l.item.expr, l.item.when);
  for (const a of model.cardAttrs.values()) add(a.file, a.item.expr, a.item.when);
  for (const list of model.stages.values()) {
    for (const st of list) {
      const x = stageExprs(st.item);
      if (x) add(st.file, x.expr, x.when);
    }
  }
  for (const k of [model.dealer, model.winner]) if (k?.item.keys) add(k.file, ...k.item.keys.map((key) => key.expr));
  for (const block of stepBlocks(model)) {
    for (const step of block.item.steps) add(block.file, ...syntaxOf(step).expressions(step));
  }
  for (const block of model.during) add(block.file, block.item.trick);
  for (const s of Object.values(model.slots)) add(s.file, ...slotExpressions(s.item));
  if (model.score) add(model.score.file, model.score.item.expr, model.score.item.when);
  // The declaration table's (each entry's `expressions`).
  out.push(...declExpressions(model));
  return out;
}

/** Every block of steps: before trick play, after it, and during it (after a trick), in that order. */
export function stepBlocks(model: Model): Sourced<{ readonly steps: readonly Step[] }>[] {
  const out: Sourced<{ readonly steps: readonly Step[] }>[] = [];
  for (const block of [model.before, model.after, ...model.during]) if (block) out.push(block);
  // Steps rule cards add (after the ruleset's own, in the order the cards apply).
  for (const [key, list] of model.stages) {
    if (!isStepKey(key)) continue;
    for (const st of list) {
      if ("decl" in st.item && (st.item.decl.kind === "steps" || st.item.decl.kind === "trickSteps")) out.push({ item: st.item.decl, file: st.file });
    }
  }
  return out;
}
