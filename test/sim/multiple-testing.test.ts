// Holm and Benjamini-Hochberg on worked examples (the textbook cases), and what each keeps.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectedByChance, significantAfter } from "../../src/sim/multiple-testing.js";

describe("multiple testing corrections", () => {
  const ps = [0.01, 0.04, 0.03, 0.005, null, 0.2];
  it("none: each figure on its own at 5%", () => {
    expect(significantAfter(ps, "none")).toEqual([true, true, true, true, false, false]);
  });
  it("Holm: 0.005 < 0.05/5, 0.01 < 0.05/4, then 0.03 >= 0.05/3 stops", () => {
    expect(significantAfter(ps, "holm")).toEqual([true, false, false, true, false, false]);
  });
  it("Holm's threshold at rank k is alpha / (m - k + 1): 0.03 is not under 0.05/2 with two figures", () => {
    expect(significantAfter([0.03, 0.5], "holm")).toEqual([false, false]);
    expect(significantAfter([0.024, 0.5], "holm")).toEqual([true, false]);
  });
  it("Holm steps down and stops at the first figure over its threshold (0.02 >= 0.05/3 stops 0.024 and 0.03)", () => {
    expect(significantAfter([0.001, 0.03, 0.02, 0.024], "holm")).toEqual([true, false, false, false]);
  });
  it("Holm finds more than Bonferroni (alpha/m for every rank): 0.02 < 0.05/2 after 0.01 < 0.05/3", () => {
    expect(significantAfter([0.01, 0.02, 0.3], "holm")).toEqual([true, true, false]);
  });
  it("property: Holm's figures are those whose adjusted p, max over ranks j <= k of (m - j + 1) p(j), is under alpha", () => {
    const p = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0.01, 0.0125, 0.025, 0.05), fc.constant(null));
    fc.assert(
      fc.property(fc.array(p, { maxLength: 20 }), (ps) => {
        const tested = ps.map((x, i) => ({ x, i })).filter((t): t is { x: number; i: number } => t.x !== null).sort((a, b) => a.x - b.x);
        const m = tested.length;
        const expected = ps.map(() => false);
        let adjusted = 0;
        tested.forEach((t, j) => {
          adjusted = Math.max(adjusted, (m - j) * t.x);
          expected[t.i] = adjusted < 0.05;
        });
        expect(significantAfter(ps, "holm")).toEqual(expected);
      }),
    );
  });
  it("Benjamini-Hochberg: the largest k with p(k) <= k/5 * 0.05 is 4 (0.04 <= 0.04)", () => {
    expect(significantAfter(ps, "bh")).toEqual([true, true, true, true, false, false]);
    expect(significantAfter([0.01, 0.041, 0.03, 0.005, 0.2], "bh")).toEqual([true, false, true, true, false]);
  });
  it("17 figures with p just under 0.05: each alone is significant, none after a correction", () => {
    const near = Array.from({ length: 17 }, () => 0.049);
    expect(significantAfter(near, "none").every(Boolean)).toBe(true);
    expect(significantAfter(near, "holm").some(Boolean)).toBe(false);
    expect(significantAfter(near, "bh").every(Boolean)).toBe(true); // all equal p: BH keeps them (0.049 <= 17/17 * 0.05)
    expect(expectedByChance(17)).toBeCloseTo(0.85);
  });
});
