// The one decision path of the card table: any kind of decision the engine offers is taken by
// picking from what its legal actions list, so a decision kind added later (bids, auctions, layout
// picks) is playable without new table code. Three shapes:
// - play: a card, then where it goes (an open trick, a new trick, aside), as `play`/`aside` actions;
// - pick: the actions differ in one list field (cards, values, rules, ...): the person picks its
//   items one by one, ordered when the order matters (the legal lists hold several orders of the same
//   items), only items that still lead to a legal action being offered;
// - one: the actions are of one type and differ in one number field only (a layout card taken, a
//   call's value, a clue's leader): one item per action, a card drawn as a card where it lies;
// - choice: anything else: one button per legal action.
// Every shape is answered by clicking or by dragging (drag.ts): the same actions either way.
import type { Action } from "../../../src/index.js";

export type Shape =
  | { readonly kind: "none" }
  | { readonly kind: "play" }
  | { readonly kind: "pick"; readonly type: string; readonly field: string; readonly ordered: boolean; readonly size: number; readonly items: readonly number[] }
  | { readonly kind: "one"; readonly type: string; readonly field: string; readonly items: readonly number[] }
  | { readonly kind: "choice" };

type Fields = Readonly<Record<string, unknown>>;

/** The one list-of-numbers field every legal action has, if there is exactly one. */
function listField(a: Action): string | undefined {
  const lists = Object.entries(a as unknown as Fields).filter(([, v]) => Array.isArray(v) && v.every((x) => typeof x === "number"));
  return lists.length === 1 ? lists[0]![0] : undefined;
}

/** The one field besides `type` when it is a number (a card, a value, a seat), else undefined. */
function numberField(a: Action): string | undefined {
  const rest = Object.entries(a as unknown as Fields).filter(([k]) => k !== "type");
  return rest.length === 1 && typeof rest[0]![1] === "number" ? rest[0]![0] : undefined;
}

/** The legal action of a `one` decision that has this item. */
export function oneAction(legal: readonly Action[], shape: Extract<Shape, { kind: "one" }>, item: number): Action | undefined {
  return legal.find((a) => (a as unknown as Fields)[shape.field] === item);
}

const listOf = (a: Action, field: string): readonly number[] => (a as unknown as Fields)[field] as readonly number[];
const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y).join(",");

export function shapeOf(legal: readonly Action[]): Shape {
  if (legal.length === 0) return { kind: "none" };
  if (legal.every((a) => a.type === "play" || a.type === "aside")) return { kind: "play" };
  const type = legal[0]!.type;
  const one = legal.every((a) => a.type === type) ? numberField(legal[0]!) : undefined;
  if (one !== undefined && legal.every((a) => numberField(a) === one)) {
    const items = legal.map((a) => (a as unknown as Fields)[one] as number);
    if (new Set(items).size === items.length) return { kind: "one", type, field: one, items };
  }
  const field = legal.every((a) => a.type === type) ? listField(legal[0]!) : undefined;
  if (field === undefined || !legal.every((a) => listField(a) === field)) return { kind: "choice" };
  const lists = legal.map((a) => listOf(a, field));
  const size = lists[0]!.length;
  if (!lists.every((l) => l.length === size)) return { kind: "choice" };
  // Ordered when two legal actions hold the same items in different orders (an arrangement).
  const seen = new Map<string, string>();
  let ordered = false;
  for (const l of lists) {
    const key = sorted(l);
    const prior = seen.get(key);
    if (prior !== undefined && prior !== l.join(",")) ordered = true;
    seen.set(key, l.join(","));
  }
  const items = [...new Set(lists.flat())].sort((x, y) => x - y);
  return { kind: "pick", type, field, ordered, size, items };
}

/** Removes one occurrence of each of `taken` from `from`; null when `from` lacks one. */
function without(from: readonly number[], taken: readonly number[]): number[] | null {
  const rest = [...from];
  for (const t of taken) {
    const i = rest.indexOf(t);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/** Does the legal list `l` extend the picked items (as a prefix when ordered, as a sub-multiset otherwise)? */
function extendsPick(l: readonly number[], picked: readonly number[], ordered: boolean): boolean {
  if (ordered) return picked.every((x, i) => l[i] === x);
  return without(l, picked) !== null;
}

/** The items that may be picked next: each still leads to some legal action. */
export function pickable(legal: readonly Action[], shape: Extract<Shape, { kind: "pick" }>, picked: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const a of legal) {
    const l = listOf(a, shape.field);
    if (!extendsPick(l, picked, shape.ordered)) continue;
    if (shape.ordered) {
      const next = l[picked.length];
      if (next !== undefined) out.add(next);
    } else for (const x of without(l, picked)!) out.add(x);
  }
  return out;
}

/** The legal action the picked items make, if they make one. */
export function picked(legal: readonly Action[], shape: Extract<Shape, { kind: "pick" }>, items: readonly number[]): Action | undefined {
  return legal.find((a) => {
    const l = listOf(a, shape.field);
    return l.length === items.length && (shape.ordered ? l.join(",") === items.join(",") : sorted(l) === sorted(items));
  });
}

/** An action in words, for the buttons of a decision of an unknown shape. */
export function actionLabel(a: Action): string {
  return Object.entries(a as unknown as Fields)
    .map(([k, v]) => (k === "type" ? String(v) : `${k} ${Array.isArray(v) ? v.join(" ") : String(v)}`))
    .join(", ");
}
