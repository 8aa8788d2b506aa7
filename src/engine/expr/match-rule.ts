// The shape of a per-card rule that a random play may be drawn for from the hand counts (expr/types.ts
// MatchRule, tricks/match-draw.ts): `A = X or count(hand where A = X) = 0`, either side of each `=`,
// "a card whose A is X, or any card where the hand holds none". Decided on the IR; the compiler then
// checks that A is tabled per card and round (expr/compile.ts matchRuleOf).

import type { Expr } from "../../ir/types.js";

/**
 * A's name and the expression X where `e` has the shape: A a card attribute that reads the card in
 * question (not in `cardFree`), X a constant or an attribute in `cardFree` (it reads no card in
 * question), the same X on both sides; `isHand` says the walked list is the built-in hand. Else null.
 */
export function matchShape(e: Expr, cardFree: ReadonlySet<string>, isHand: (e: Expr) => boolean): { attr: string; value: Expr } | null {
  if (e.k !== "bin" || e.op !== "or") return null;
  const isValue = (x: Expr): boolean => x.k === "num" || x.k === "bool" || x.k === "suit" || (x.k === "attr" && cardFree.has(x.name));
  // `A = X` or `X = A`: [A, X].
  const equation = (x: Expr): [string, Expr] | null => {
    if (x.k !== "bin" || x.op !== "=") return null;
    if (x.l.k === "attr" && !cardFree.has(x.l.name) && isValue(x.r)) return [x.l.name, x.r];
    if (x.r.k === "attr" && !cardFree.has(x.r.name) && isValue(x.l)) return [x.r.name, x.l];
    return null;
  };
  const first = equation(e.l);
  const none = e.r;
  if (first === null || none.k !== "bin" || none.op !== "=") return null;
  const [count, zero] = none.l.k === "call" ? [none.l, none.r] : [none.r, none.l];
  if (zero.k !== "num" || zero.v !== 0 || count.k !== "call" || count.fn !== "count" || count.args.length !== 1) return null;
  const walked = count.args[0]!;
  if (walked.k !== "where" || !isHand(walked.coll)) return null;
  const second = equation(walked.pred);
  if (second === null || second[0] !== first[0] || JSON.stringify(second[1]) !== JSON.stringify(first[1])) return null;
  return { attr: first[0], value: first[1] };
}
