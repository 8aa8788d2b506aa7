// The merged ruleset: a variant chain flattened into one keyed set of declarations. Each item keeps
// the file it came from, so checks on base-file declarations report in that file.
import type { Decl, Expr, Slot, SlotKind, Span } from "./ast.js";

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
  readonly deck: Sourced<DeclOf<"deck"> | DeclOf<"deckBy">> | undefined;
  readonly deal: Sourced<DeclOf<"deal">> | undefined;
  readonly leftover: Sourced<DeclOf<"leftover">> | undefined;
  /** Declared piles, by name, in declaration order (a variant's replacement keeps the base's place). */
  readonly piles: ReadonlyMap<string, Sourced<DeclOf<"pile">>>;
  readonly firstDealer: Sourced<DeclOf<"firstDealer">> | undefined;
  readonly dealer: Sourced<DeclOf<"dealer">> | undefined;
  readonly before: Sourced<DeclOf<"steps">> | undefined;
  readonly after: Sourced<DeclOf<"steps">> | undefined;
  readonly slots: { readonly [K in SlotKind]?: Sourced<SlotOf<K>> };
  readonly lets: ReadonlyMap<string, Sourced<DeclOf<"let">>>;
  /** `show` declarations, by the order they show. */
  readonly shows: ReadonlyMap<string, Sourced<DeclOf<"show">>>;
  readonly score: Sourced<DeclOf<"score">> | undefined;
  readonly trickValue: Sourced<DeclOf<"trickValue">> | undefined;
  readonly winner: Sourced<DeclOf<"winner">> | undefined;
}

/** What a variant can replace: a key per declaration, per named item, or per `tricks` slot. */
export type Keyed = { readonly key: string; readonly label: string; readonly span: Span } & (
  | { readonly decl: Exclude<Decl, { kind: "tricks" } | { kind: "variant" }> }
  | { readonly slot: Slot }
);

const SLOT_LABELS: Readonly<Record<SlotKind, string>> = {
  lead: "lead",
  maxOpen: "open at most",
  completeAt: "complete at",
  open: "open",
  follow: "follow",
  aside: "aside",
  trump: "trump",
  winner: "winner",
  ties: "ties",
  stopWhen: "stop when",
  trickGoesTo: "trick goes to",
};

const DECL_LABELS: Readonly<Record<string, string>> = {
  game: "'game'",
  players: "'players'",
  rounds: "'rounds'",
  suits: "'suits'",
  deck: "'deck'",
  deckBy: "'deck'",
  deal: "'deal'",
  leftover: "'leftover'",
  firstDealer: "'first dealer'",
  dealer: "'dealer'",
  score: "'score'",
  trickValue: "'trick value'",
  winner: "'winner'",
};

/** The replaceable items of one declaration (a `tricks` block yields one per slot). */
export function keyedItems(d: Decl): Keyed[] {
  switch (d.kind) {
    case "variant":
      return [];
    case "tricks":
      return d.slots.map((slot) => ({ key: `tricks.${slot.kind}`, label: `the '${SLOT_LABELS[slot.kind]}' slot of 'tricks'`, span: slot.span, slot }));
    case "pile":
      return d.name ? [{ key: `pile ${d.name.name}`, label: `pile '${d.name.name}'`, span: d.span, decl: d }] : [];
    case "let":
      return d.name ? [{ key: `let ${d.name.name}`, label: `let '${d.name.name}'`, span: d.span, decl: d }] : [];
    case "show":
      return d.order ? [{ key: `show ${d.order.name}`, label: `'show ${d.order.name}'`, span: d.span, decl: d }] : [];
    case "steps":
      return [{ key: `${d.when} tricks`, label: `'${d.when} tricks'`, span: d.span, decl: d }];
    case "deckBy":
      return [{ key: "deck", label: "'deck'", span: d.span, decl: d }];
    default:
      return [{ key: d.kind, label: DECL_LABELS[d.kind] ?? `'${d.kind}'`, span: d.span, decl: d }];
  }
}

/** Builds the typed model from the merged, keyed items (in their final order). */
export function buildModel(rootFile: string, name: Model["name"], items: readonly (Keyed & { file: string })[], truncated = false): Model {
  const piles = new Map<string, Sourced<DeclOf<"pile">>>();
  const lets = new Map<string, Sourced<DeclOf<"let">>>();
  const shows = new Map<string, Sourced<DeclOf<"show">>>();
  const slots: Record<string, Sourced<Slot>> = {};
  const m: Record<string, Sourced<Decl> | undefined> = {};
  for (const it of items) {
    if ("slot" in it) {
      slots[it.slot.kind] = { item: it.slot, file: it.file };
      continue;
    }
    const d = it.decl;
    const s = { item: d, file: it.file };
    if (d.kind === "pile" && d.name) piles.set(d.name.name, { item: d, file: it.file });
    else if (d.kind === "let" && d.name) lets.set(d.name.name, { item: d, file: it.file });
    else if (d.kind === "show" && d.order) shows.set(d.order.name, { item: d, file: it.file });
    else if (d.kind === "steps") m[d.when] = s;
    else if (d.kind === "deckBy") m["deck"] = s;
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
    deck: get("deck"),
    deal: get("deal"),
    leftover: get("leftover"),
    piles,
    firstDealer: get("firstDealer"),
    dealer: get("dealer"),
    before: get("before"),
    after: get("after"),
    slots: slots as Model["slots"],
    lets,
    shows,
    score: get("score"),
    trickValue: get("trickValue"),
    winner: get("winner"),
  };
}

/** Every expression of the model, with the file it is written in (for checks that look at all of them). */
export function expressionsOf(model: Model): { readonly expr: Expr; readonly file: string }[] {
  const out: { expr: Expr; file: string }[] = [];
  const add = (file: string, ...exprs: (Expr | null | undefined)[]): void => {
    for (const expr of exprs) if (expr) out.push({ expr, file });
  };
  if (model.rounds) add(model.rounds.file, model.rounds.item.expr);
  if (model.deal) add(model.deal.file, model.deal.item.each);
  for (const l of model.lets.values()) add(l.file, l.item.expr);
  for (const k of [model.dealer, model.winner]) if (k?.item.keys) add(k.file, ...k.item.keys.map((key) => key.expr));
  for (const block of [model.before, model.after]) {
    if (!block) continue;
    for (const step of block.item.steps) add(block.file, step.kind === "choose" ? step.count : step.kind === "order" ? step.values : undefined);
  }
  for (const s of model.shows.values()) add(s.file, s.item.at, s.item.when);
  for (const s of Object.values(model.slots)) {
    const slot = s.item;
    if (slot.kind === "winner") add(s.file, ...slot.tiers.flatMap((t) => [t.key, t.where]));
    else if ("expr" in slot) add(s.file, slot.expr);
  }
  if (model.score) add(model.score.file, model.score.item.expr);
  if (model.trickValue) add(model.trickValue.file, model.trickValue.item.expr);
  return out;
}
