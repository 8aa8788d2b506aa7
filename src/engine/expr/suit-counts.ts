// `max(for s in suits: count(C where suit = s))` (or min; `s = suit` too): the largest (smallest) number
// of C's cards in one suit of the deck, as one walk over C that counts every suit at once, instead of
// one list per evaluation and one walk over C per suit. Scores read it every round for every seat
// (the cards won in the best suit). Only in the fast compilation: the reference compilation keeps
// the `for` and the folds, and the differential tests play both (test/engine/suit-count-folds.test.ts).

import type { Expr } from "../../ir/types.js";
import type { Compiled } from "./types.js";

/**
 * C when `arg`, the argument of max or min, is `for s in suits: count(C where suit = s)` or
 * `... where s = suit`, with `suits` and `suit` the built-ins (`builtin(name)`: no local or declared
 * name of that name, the loop's own name included) and C made of names joined by `+`, none of them
 * s (so C is the same for every suit); else null.
 */
export function suitCountsOf(arg: Expr, builtin: (name: string) => boolean): Expr | null {
  if (arg.k !== "for" || arg.coll.k !== "ref" || arg.coll.name !== "suits" || !builtin("suits")) return null;
  const s = arg.name;
  const body = arg.body;
  if (body.k !== "call" || body.fn !== "count" || body.args.length !== 1) return null;
  const where = body.args[0]!;
  if (where.k !== "where") return null;
  const p = where.pred;
  if (p.k !== "bin" || p.op !== "=") return null;
  const isSuit = (e: Expr): boolean => e.k === "ref" && e.name === "suit" && s !== "suit" && builtin("suit");
  const isLoop = (e: Expr): boolean => e.k === "ref" && e.name === s;
  if (!((isSuit(p.l) && isLoop(p.r)) || (isLoop(p.l) && isSuit(p.r)))) return null;
  return namesWithout(where.coll, s) ? where.coll : null;
}

/** Is `e` names joined by `+`, none of them `s`? */
function namesWithout(e: Expr, s: string): boolean {
  if (e.k === "ref") return e.name !== s;
  return e.k === "bin" && e.op === "+" && namesWithout(e.l, s) && namesWithout(e.r, s);
}

/**
 * The fold over the deck's suits (st.deckSuits, as the built-in `suits` reads them) of the number of
 * cards of C (the lists `parts` give) in each suit: max, or min when `max` is false; 0 for a deck of
 * no suits, as max and min of an empty list are.
 */
export function suitCountFold(parts: readonly Compiled<readonly number[]>[], max: boolean): Compiled<number> {
  // Counts per suit index, reused (a fold runs to its end before another evaluation starts).
  let counts = new Int32Array(8);
  return (env) => {
    const st = env.st;
    const suits = st.deckSuits;
    if (suits.length === 0) return 0;
    let size = 0;
    for (let i = 0; i < suits.length; i++) if (suits[i]! >= size) size = suits[i]! + 1;
    if (counts.length < size) counts = new Int32Array(size);
    counts.fill(0);
    const n = counts.length;
    const suitOf = st.suitOf;
    for (let k = 0; k < parts.length; k++) {
      const items = parts[k]!(env);
      for (let i = 0; i < items.length; i++) {
        // A card of a suit the deck has not cannot be counted for one of the deck's suits.
        const suit = suitOf[items[i]!]!;
        if (suit >= 0 && suit < n) counts[suit]!++;
      }
    }
    let m = counts[suits[0]!]!;
    for (let i = 1; i < suits.length; i++) {
      const c = counts[suits[i]!]!;
      if (max ? c > m : c < m) m = c;
    }
    return m;
  };
}
