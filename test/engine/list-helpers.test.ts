// lists.ts helpers the search bots' worlds lean on:
// - ascendingCopy: the samplers' sort of every world's hands (view/judged.ts judge and world), by
//   insertion where a list is short and by Array.prototype.sort past LONG_LIST cards. Against the
//   plain sort, on lists short and long, with repeats, already sorted or reversed; the input untouched.
// - zeros: every Env's lists (expr/types.ts newEnv), copies of a kept list of zeros: each call a list of
//   its own, so writing into one Env's lists never reaches another's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ascendingCopy, zeros } from "../../src/engine/lists.js";

const plainSort = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe("ascendingCopy", () => {
  it("gives the plain ascending sort, as a new packed array, and leaves its input as it was", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 150 }), (xs) => {
        const before = [...xs];
        const out = ascendingCopy(xs);
        expect(out).toEqual(plainSort(xs));
        expect(out).not.toBe(xs);
        expect(xs).toEqual(before);
        // No holes (a packed array: every index holds a card).
        for (let i = 0; i < out.length; i++) expect(i in out).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("sorts hands dealt in any order, either side of the long-list fallback", () => {
    for (const n of [0, 1, 2, 13, 63, 64, 65, 120]) {
      const up = Array.from({ length: n }, (_, i) => i);
      expect(ascendingCopy([...up].reverse())).toEqual(up);
      expect(ascendingCopy(up)).toEqual(up);
      const shuffled = up.map((c) => (c * 37) % Math.max(1, n)).map((_, i) => up[(i * 7919) % Math.max(1, n)]!);
      expect(ascendingCopy(shuffled)).toEqual(plainSort(shuffled));
    }
  });
});

describe("zeros", () => {
  it("gives a new list of n zeros at every call, whatever was written into the last one", () => {
    for (const n of [0, 1, 4, 61, 64, 300]) {
      const a = zeros(n);
      expect(a).toEqual(new Array(n).fill(0));
      for (let i = 0; i < n; i++) a[i] = i + 1;
      a.push(7);
      const b = zeros(n);
      expect(b).not.toBe(a);
      expect(b).toEqual(new Array(n).fill(0));
      for (let i = 0; i < n; i++) expect(i in b).toBe(true);
    }
  });
});
