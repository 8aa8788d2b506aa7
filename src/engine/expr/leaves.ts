// Leaves: operands that are read directly, without a closure call. Comparisons and arithmetic on two
// leaves (`suit = lead`, `rank != 0`, `v * round`) compile to one closure instead of three; these are
// most of what the rules of a trick evaluate for every card of every play. Folds go further: a per-card
// test made of leaves (`suit not in bad`, `rank > 5`) is evaluated inside the fold's loop (cardTestOf).

import type { Expr, FnName } from "../../ir/types.js";
import type { Compiled, Env } from "./types.js";
import { builtin } from "./builtins.js";
import { LEAF_CONST, LEAF_LOCAL, LEAF_RANK, LEAF_SUIT, leafValue, type Leaf } from "./leaf-kinds.js";

export function leafOf(e: Expr, scope: ReadonlyMap<string, number>): Leaf | null {
  if (e.k === "num" || e.k === "suit") return { kind: LEAF_CONST, v: e.v };
  if (e.k !== "ref") return null;
  const slot = scope.get(e.name);
  if (slot !== undefined) return { kind: LEAF_LOCAL, v: slot };
  // Piles, lets and other names are not leaves (and a pile or let may shadow nothing here: locals came first).
  const b = builtin(e.name);
  return b && b.leaf !== null ? { kind: b.leaf, v: 0 } : null;
}

export function fuseLeaves(op: string, l: Leaf | null, r: Leaf | null): Compiled | null {
  if (!l || !r) return null;
  const lk = l.kind;
  const lv = l.v;
  const rk = r.kind;
  const rv = r.v;
  switch (op) {
    case "=":
      return (env) => leafValue(lk, lv, env) === leafValue(rk, rv, env);
    case "!=":
      return (env) => leafValue(lk, lv, env) !== leafValue(rk, rv, env);
    case "<":
      return (env) => leafValue(lk, lv, env) < leafValue(rk, rv, env);
    case "<=":
      return (env) => leafValue(lk, lv, env) <= leafValue(rk, rv, env);
    case ">":
      return (env) => leafValue(lk, lv, env) > leafValue(rk, rv, env);
    case ">=":
      return (env) => leafValue(lk, lv, env) >= leafValue(rk, rv, env);
    case "-":
      return (env) => leafValue(lk, lv, env) - leafValue(rk, rv, env);
    case "*":
      return (env) => leafValue(lk, lv, env) * leafValue(rk, rv, env);
    case "in":
      // `suit in bad` once `bad` has been lifted into a local (compilePredicate): the list is in the slot.
      if (rk !== LEAF_LOCAL) return null;
      return (env) => {
        const x = leafValue(lk, lv, env);
        const xs = env.locals[rv] as readonly number[];
        for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
        return false;
      };
  }
  // `+` (also joins lists: a local may hold one), `/`, `mod`, logic and `in` over anything but a local keep the general path.
  return null;
}


// ── per-card tests evaluated inside a fold ──────────────────────────────────────────────────────

export const TEST_EQ = 0;
export const TEST_NE = 1;
export const TEST_LT = 2;
export const TEST_LE = 3;
export const TEST_GT = 4;
export const TEST_GE = 5;
export const TEST_IN = 6;

const TEST_OPS: Readonly<Record<string, number>> = { "=": TEST_EQ, "!=": TEST_NE, "<": TEST_LT, "<=": TEST_LE, ">": TEST_GT, ">=": TEST_GE, in: TEST_IN };

/**
 * `[not] <suit|rank> <op> <value>`: the card's suit or rank (`field`, LEAF_SUIT or LEAF_RANK) compared
 * with a value that is the same for every card of the walk (`other`: a constant, a local such as a
 * lifted let, the lead, the round or the player count), or looked up in a list held by a local (`in`).
 */
export interface CardTest {
  readonly field: number;
  readonly op: number;
  readonly other: Leaf;
  /** The test is `not (...)`: a card is selected when the comparison is false. */
  readonly negate: boolean;
}

/** The predicate as a CardTest, or null when it has another shape (it is then called card by card). */
export function cardTestOf(pred: Expr, scope: ReadonlyMap<string, number>): CardTest | null {
  let negate = false;
  let e = pred;
  while (e.k === "not") {
    negate = !negate;
    e = e.e;
  }
  if (e.k !== "bin") return null;
  const op = TEST_OPS[e.op];
  if (op === undefined) return null;
  const field = leafOf(e.l, scope);
  const other = leafOf(e.r, scope);
  if (!field || !other || (field.kind !== LEAF_SUIT && field.kind !== LEAF_RANK)) return null;
  if (other.kind === LEAF_SUIT || other.kind === LEAF_RANK) return null; // reads the card itself
  if (op === TEST_IN && other.kind !== LEAF_LOCAL) return null; // a list comes only from a local
  return { field: field.kind, op, other, negate };
}

export const FOLD_COUNT = 0;
export const FOLD_SUM = 1;
export const FOLD_MAX = 2;
export const FOLD_MIN = 3;

export function foldOpOf(fn: FnName): number {
  return fn === "count" ? FOLD_COUNT : fn === "sum" ? FOLD_SUM : fn === "max" ? FOLD_MAX : FOLD_MIN;
}
