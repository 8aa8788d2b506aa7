// Folds (count / sum / max / min) over cards, walked in one loop. When the per-card test is a
// comparison of the card's suit or rank with a value fixed for the walk (leaves.ts cardTestOf), it is
// evaluated inline, and for count and sum without a branch per card (rangeWalk).

import { FOLD_COUNT, FOLD_MAX, FOLD_SUM, TEST_EQ, TEST_IN, TEST_LE, TEST_LT, TEST_GT, TEST_NE, type CardTest } from "./leaves.js";
import { LEAF_RANK, leafValue } from "./leaf-kinds.js";
import { KEY_LIMIT, type Compiled, type Env } from "./types.js";

/** A value a predicate computes once per walk into a local slot (compile.ts compilePredicate). */
export interface Hoisted {
  readonly slot: number;
  readonly value: Compiled;
  /**
   * Lifted out of a branch of `if c then ... else ...` whose condition `c` was lifted too (into an
   * earlier slot): computed only when every guard's slot holds the value that selects the branch, as
   * the predicate reads it only then (`if active(28) then ... count(hand where isTrump) ...`).
   */
  readonly guards?: readonly { readonly slot: number; readonly want: boolean }[];
}

/**
 * A fold whose predicate is a CardTest: the same walk as compileFold's general loop, with the test
 * evaluated inline instead of through the predicate's closures (scores run such folds over every won
 * card of every seat every round). The card in question is not set: the test reads no closure.
 */
export function foldWithTest(parts: readonly Compiled<readonly number[]>[], hoisted: readonly Hoisted[], test: CardTest, valueOf: number, op: number, smallKeys: boolean): Compiled {
  const byRank = test.field === LEAF_RANK;
  const cmp = test.op;
  const otherKind = test.other.kind;
  const otherV = test.other.v;
  return (env) => {
    hoist(hoisted, env);
    const keys = byRank ? env.st.rankOf : env.st.suitOf;
    const values = valueOf === 1 ? env.st.rankOf : env.st.suitOf;
    // The test, fixed for the walk, as a range lo..hi of whole-number keys (suits and ranks are whole),
    // possibly negated: one test per card instead of a chain of operator cases. `in` a list of one
    // value (`suit in bad` with one bad suit) is such a range too; a longer list is searched.
    let list = EMPTY;
    let negate = test.negate;
    let lo = -Infinity;
    let hi = Infinity;
    if (cmp === TEST_IN) {
      list = env.locals[otherV] as readonly number[];
      if (list.length <= 1) {
        lo = list.length === 1 ? list[0]! : Infinity; // an empty list: an empty range
        hi = list.length === 1 ? list[0]! : -Infinity;
        list = EMPTY;
      }
    } else {
      const x = leafValue(otherKind, otherV, env);
      if (cmp === TEST_EQ || cmp === TEST_NE) {
        lo = hi = x;
        if (cmp === TEST_NE) negate = !negate;
      } else if (cmp === TEST_LT) hi = Math.ceil(x) - 1;
      else if (cmp === TEST_LE) hi = Math.floor(x);
      else if (cmp === TEST_GT) lo = Math.floor(x) + 1;
      else lo = Math.ceil(x);
    }
    const searched = list.length > 0;
    if (smallKeys && searched && (op === FOLD_COUNT || op === FOLD_SUM)) {
      // `in` a list of several whole values 0..31 (`suit in bad` with two bad suits): one bit each.
      const mask = smallMask(list);
      if (mask !== 0) return maskWalk(parts, env, keys, values, valueOf, mask, negate, op);
    }
    if (smallKeys && !searched && (op === FOLD_COUNT || op === FOLD_SUM)) {
      // Whole bounds (no whole key lies between 2.5 and 3), clamped to the keys' reach; NaN matches nothing.
      if (lo !== lo || hi !== hi) return rangeWalk(parts, env, keys, values, valueOf, KEY_LIMIT, -KEY_LIMIT, negate, op);
      lo = Math.min(Math.max(Math.ceil(lo), -KEY_LIMIT), KEY_LIMIT + 1);
      hi = Math.min(Math.max(Math.floor(hi), -KEY_LIMIT - 1), KEY_LIMIT);
      return rangeWalk(parts, env, keys, values, valueOf, lo, hi, negate, op);
    }
    let acc = 0;
    let first = true;
    for (let k = 0; k < parts.length; k++) {
      const items = parts[k]!(env);
      for (let i = 0; i < items.length; i++) {
        const c = items[i]!;
        const key = keys[c]!;
        let hit: boolean;
        if (searched) {
          hit = false;
          for (let j = 0; j < list.length; j++) {
            if (list[j] === key) {
              hit = true;
              break;
            }
          }
        } else hit = key >= lo && key <= hi;
        if (hit === negate) continue;
        if (op === FOLD_COUNT) {
          acc++;
          continue;
        }
        const v = valueOf === 0 ? c : values[c]!;
        if (op === FOLD_SUM) acc += v;
        else if (first || (op === FOLD_MAX ? v > acc : v < acc)) acc = v;
        first = false;
      }
    }
    return acc;
  };
}

const EMPTY: readonly number[] = [];

/**
 * count, or sum of each card's value, over the cards whose key lies in lo..hi (negated: outside it),
 * with no branch per card: whether a card counts is 0 or 1 by int32 arithmetic. Over dealt cards a
 * branch on the test is a coin flip for the CPU's branch predictor, and its mispredictions cost more
 * than the rest of the loop (with the branch, a benchmark game took 5-11% longer).
 * Needs whole lo, hi in [-KEY_LIMIT - 1, KEY_LIMIT + 1] and keys within ±KEY_LIMIT: then key - lo and
 * hi - key are int32, and their sign bits say whether the key is below or above the range.
 */
function rangeWalk(
  parts: readonly Compiled<readonly number[]>[],
  env: Env,
  keys: ArrayLike<number>,
  values: ArrayLike<number>,
  valueOf: number,
  lo: number,
  hi: number,
  negate: boolean,
  op: number,
): number {
  const keep = negate ? 0 : 1; // XOR with "outside" (1 when the key is out of range)
  let acc = 0;
  for (let k = 0; k < parts.length; k++) {
    const items = parts[k]!(env);
    // The count's loop apart from the sum's: the optimizing compiler does not take a test that is the
    // same for every card out of the loop (a whole game of Classic 4p about 2% faster).
    if (op === FOLD_COUNT) {
      for (let i = 0; i < items.length; i++) {
        const key = keys[items[i]!]!;
        acc += (((key - lo) | (hi - key)) >>> 31) ^ keep;
      }
    } else {
      for (let i = 0; i < items.length; i++) {
        const c = items[i]!;
        const key = keys[c]!;
        acc += ((((key - lo) | (hi - key)) >>> 31) ^ keep) * (valueOf === 0 ? c : values[c]!);
      }
    }
  }
  return acc;
}

/** The values of `list` as bits of an int32 when each is a whole number 0..31, else 0 (search the list). */
function smallMask(list: readonly number[]): number {
  let mask = 0;
  for (let j = 0; j < list.length; j++) {
    const v = list[j]!;
    if (!(v >= 0 && v <= 31 && v === Math.floor(v))) return 0;
    mask |= 1 << v;
  }
  return mask;
}

/**
 * rangeWalk for `key in list` with the list as the bits of `mask` (smallMask): a card counts when its
 * key is 0..31 and its bit is set (negated: when not), by int32 arithmetic without a branch per card.
 * Keys within ±KEY_LIMIT: `(key >>> 5) - 1` is negative exactly for keys 0..31 (a negative key
 * shifts to a large positive number), so its sign bit says whether the key can be in the list at all.
 */
function maskWalk(parts: readonly Compiled<readonly number[]>[], env: Env, keys: ArrayLike<number>, values: ArrayLike<number>, valueOf: number, mask: number, negate: boolean, op: number): number {
  const flip = negate ? 1 : 0;
  let acc = 0;
  for (let k = 0; k < parts.length; k++) {
    const items = parts[k]!(env);
    // The count's loop apart from the sum's, as in rangeWalk.
    if (op === FOLD_COUNT) {
      for (let i = 0; i < items.length; i++) {
        const key = keys[items[i]!]!;
        acc += ((mask >>> key) & (((key >>> 5) - 1) >>> 31) & 1) ^ flip;
      }
    } else {
      for (let i = 0; i < items.length; i++) {
        const c = items[i]!;
        const key = keys[c]!;
        acc += (((mask >>> key) & (((key >>> 5) - 1) >>> 31) & 1) ^ flip) * (valueOf === 0 ? c : values[c]!);
      }
    }
  }
  return acc;
}

/** Computes a predicate's lifted parts into their slots, once before a walk. */
export function hoist(hoisted: readonly Hoisted[], env: Env): void {
  for (let h = 0; h < hoisted.length; h++) {
    const part = hoisted[h]!;
    if (part.guards !== undefined && !guardsHold(part.guards, env.locals)) continue;
    env.locals[part.slot] = part.value(env);
  }
}

function guardsHold(guards: readonly { readonly slot: number; readonly want: boolean }[], locals: readonly unknown[]): boolean {
  for (let g = 0; g < guards.length; g++) if (locals[guards[g]!.slot] !== guards[g]!.want) return false;
  return true;
}
