// The winner keys kept per lead card and card, packed into one number (tricks/winner-table.ts packKeys)
// so that the best card of a trick is found by comparing one number per card (bestByLead): the packed
// numbers must compare exactly as the keys do (winner-order.ts compareKeys), and keys that cannot be
// packed so must give NaN (then the keys are compared one by one). The games themselves are compared
// with the reference path by test/engine/differential.test.ts and match-draw.test.ts (Stich-Meister's
// tiers are kept per lead card).
import { describe, expect, it } from "vitest";
import { packKeys } from "../../src/engine/tricks/winner-table.js";
import { compareKeys } from "../../src/engine/tricks/winner-order.js";
import { Rng } from "../../src/engine/rng.js";

const PACKABLE = [-511, 511, -0, 0, 1, -1, 2, 60, -60, 16, 3];
// Infinities too: compareKeys finds two equal infinities neither better nor equal (Infinity - Infinity is NaN).
const NOT_PACKABLE = [512, -512, 0.5, -1.25, NaN, 1e9, Number.MAX_SAFE_INTEGER, Infinity, -Infinity];

function keys(values: readonly number[]): Float64Array {
  return Float64Array.from(values);
}

describe("packed winner keys", () => {
  it("compare as the keys do, over random tuples of 1 to 5 keys", () => {
    const rng = new Rng(2611);
    for (let t = 0; t < 20_000; t++) {
      const n = 1 + rng.int(5);
      // Few distinct values, so that equal prefixes and equal tuples are common.
      const pick = (): number => (rng.int(3) === 0 ? PACKABLE[rng.int(PACKABLE.length)]! : rng.int(5) - 2);
      const a = keys(Array.from({ length: n }, pick));
      const b = rng.int(4) === 0 ? Float64Array.from(a) : keys(Array.from({ length: n }, pick));
      const pa = packKeys(a, n);
      const pb = packKeys(b, n);
      expect(Number.isNaN(pa) || Number.isNaN(pb), `${a} / ${b}`).toBe(false);
      expect(Math.sign(pa - pb), `${a} against ${b}`).toBe(Math.sign(compareKeys(a, b, n)) || 0);
    }
  });

  it("are NaN where a key is not a whole number within ±511, or with more than 5 keys", () => {
    for (const v of NOT_PACKABLE) expect(packKeys(keys([1, v]), 2), String(v)).toBeNaN();
    expect(packKeys(keys([1, 2, 3, 4, 5, 6]), 6)).toBeNaN();
    expect(packKeys(keys([1, 2, 3, 4, 5]), 5)).not.toBeNaN();
  });
});
