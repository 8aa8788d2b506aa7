// Holm and Benjamini-Hochberg on worked examples (the textbook cases), and what each keeps.
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
