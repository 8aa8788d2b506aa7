// The designer's chart axes (editor/src/charts/axis.ts): nice ticks at 1, 2 or 5 times a power of
// ten, written with the decimals their step needs (never "-60.00"), a domain holding 0, every value
// and every interval end with room for the labels.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { niceStep, stepDecimals, valueAxis } from "../../editor/src/charts/axis.js";

/** Is `x` 1, 2 or 5 times a power of ten? */
const nice = (x: number) => {
  const m = Number((x / 10 ** Math.floor(Math.log10(x))).toPrecision(6));
  return m === 1 || m === 2 || m === 5;
};

describe("niceStep", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0.3, 1, 1.2, 3, 7, 15, 40, 0.07, 0.013].map(niceStep)).toEqual([0.5, 1, 2, 5, 10, 20, 50, 0.1, 0.02]);
  });
  it("decimals follow the step", () => {
    expect([20, 1, 0.5, 0.05, 0.002].map(stepDecimals)).toEqual([0, 0, 1, 2, 3]);
  });
});

describe("valueAxis", () => {
  it("negative means: whole-number ticks at a nice step, 0 at the top, room below the lowest", () => {
    const a = valueAxis([-40.3, -43.0, -44.1], "number");
    expect(a.ticks).toEqual([-60, -40, -20, 0]);
    expect(a.ticks.map(a.format)).toEqual(["-60", "-40", "-20", "0"]);
    expect(a.domain).toEqual([-60, 0]);
  });
  it("histogram counts get round ticks, not the largest count", () => {
    const a = valueAxis([0, 684, 1], "number");
    expect(a.ticks).toEqual([0, 200, 400, 600, 800]);
    expect(a.format(684)).toBe("684");
  });
  it("a large value gets an axis wide enough for its labels", () => {
    const small = valueAxis([12], "number");
    const large = valueAxis([-123456], "number");
    expect(large.width).toBeGreaterThan(small.width);
    expect(large.width).toBeGreaterThanOrEqual(12 + 7 * "-140000".length);
    expect(large.domain[0]).toBeLessThanOrEqual(-123456);
  });
  it("shares are written as percentages with the decimals the step needs", () => {
    const a = valueAxis([0.273, 0.31, 0.25], "share");
    expect(a.ticks.map(a.format)).toEqual(["0%", "10%", "20%", "30%", "40%"]);
    const fine = valueAxis([-0.004, 0.012], "share");
    expect(fine.ticks.map(fine.format)).toEqual(["-1.0%", "-0.5%", "0.0%", "0.5%", "1.0%", "1.5%"]);
  });
  it("small fractions keep their decimals and zero has no sign", () => {
    const a = valueAxis([-0.041, 0.002], "number");
    expect(a.ticks.map(a.format)).toEqual(["-0.06", "-0.04", "-0.02", "0.00", "0.02"]);
  });
  it("nothing but zeros (or values too small to draw): an axis from 0 to 1", () => {
    expect(valueAxis([5e-324], "number").ticks.map(String)).not.toContain("NaN");
    expect(valueAxis([0, 0], "number").domain[0]).toBe(0);
    expect(valueAxis([0, 0], "number").domain[1]).toBeGreaterThanOrEqual(1);
  });
  it("property: 0, every value and its room inside; evenly spaced nice ticks; distinct labels; at most maxTicks", () => {
    // Figures of a report: 0 or at least a millionth away from it (a spread below 1e-9 is drawn as 0..1).
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((x) => (Math.abs(x) < 1e-6 ? 0 : x));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), fc.constantFrom("number" as const, "share" as const), fc.integer({ min: 2, max: 8 }), (xs, unit, maxTicks) => {
        const a = valueAxis(xs, unit, { maxTicks });
        const [lo, hi] = a.domain;
        expect(lo).toBeLessThanOrEqual(Math.min(0, ...xs));
        expect(hi).toBeGreaterThanOrEqual(Math.max(0, ...xs));
        expect(a.ticks.length).toBeLessThanOrEqual(maxTicks);
        expect(a.ticks).toContain(0);
        const step = a.ticks[1]! - a.ticks[0]!;
        expect(nice(step)).toBe(true);
        for (let i = 1; i < a.ticks.length; i++) expect(a.ticks[i]! - a.ticks[i - 1]!).toBeCloseTo(step, 9);
        const labels = a.ticks.map(a.format);
        expect(new Set(labels).size).toBe(labels.length);
        // No padding zeros beyond what the step needs: "-60", never "-60.00".
        const decimals = Math.max(0, stepDecimals(step) - (unit === "share" ? 2 : 0));
        for (const l of labels) expect(l.replace("%", "").split(".")[1]?.length ?? 0).toBe(decimals);
      }),
    );
  });
});
