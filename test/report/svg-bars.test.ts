// The HTML reports' bar charts: ticks that cover every value with the decimals their step needs (no
// "-60.00"), shares as percentages, every bar labelled with its value, nothing outside the plot.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { barChartSvg, niceTicks, stepDecimals, tickText } from "../../src/report/svg-bars.js";

const decimalsOf = (label: string) => (/\.(\d+)/.exec(label)?.[1]?.length ?? 0);

describe("chart ticks", () => {
  it("cover the values, with as few decimals as tell them apart", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom<"number" | "share">("number", "share"), (a, b, scale) => {
        const lo = Math.min(a, b, 0);
        const hi = Math.max(a, b, 0);
        const { ticks, step } = niceTicks(lo, hi);
        // Covered up to rounding (a billionth of a step; the chart's own range takes in every value anyway).
        expect(ticks[0]!).toBeLessThanOrEqual(lo + step * 1e-9);
        expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(hi - step * 1e-9);
        expect(ticks.length).toBeLessThanOrEqual(12);
        const labels = ticks.map((t) => tickText(t, step, scale));
        expect(new Set(labels).size).toBe(labels.length);
        // Minimal decimals: if the labels have decimals, some label needs its last one.
        const d = decimalsOf(labels[0]!);
        if (d > 0) expect(labels.some((l) => !/0%?$/.test(l))).toBe(true);
        for (const l of labels) expect(l).not.toMatch(/^-0(\.0+)?%?$/);
      }),
    );
  });

  it("say 20 and 12.5%, not 20.00 and 0.125", () => {
    const { ticks, step } = niceTicks(-60, 40);
    expect(ticks.map((t) => tickText(t, step, "number"))).toEqual(["-60", "-40", "-20", "0", "20", "40"]);
    expect(stepDecimals(0.025)).toBe(2);
    const s = niceTicks(0, 0.25);
    expect(s.ticks.map((t) => tickText(t, s.step, "share"))).toEqual(["0%", "5%", "10%", "15%", "20%", "25%"]);
  });
});

describe("bar charts", () => {
  const svg = barChartSvg(
    [
      { label: "a very long label for the first bar, longer than the old fixed column", value: -1234.5, ci: { low: -2000, high: -500 } },
      { label: "b", value: 80000, ci: { low: 79000, high: 81000 } },
      { label: "c", value: 0.5 },
    ],
    { title: "t" },
  );
  const width = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
  it("label every bar with its value", () => {
    expect(svg).toContain(">-1235 [-2000, -500]</text>");
    expect(svg).toContain(">80000 [79000, 81000]</text>");
    expect(svg).toContain(">0.50</text>");
  });
  it("keep every bar and whisker inside the drawing, with room for the longest texts", () => {
    for (const m of svg.matchAll(/<rect x="([\d.-]+)" y="[\d.]+" width="([\d.]+)"/g)) {
      expect(Number(m[1])).toBeGreaterThan(0);
      expect(Number(m[1]) + Number(m[2])).toBeLessThanOrEqual(width);
    }
    // The label column grew with the label (cut in the middle to 48 characters, whole in the bar's tooltip).
    const label = /<text x="([\d.]+)"[^>]*class="label">(a very long[^<]*)</.exec(svg)!;
    expect(label[2]).toHaveLength(48);
    expect(label[2]).toBe("a very long …r, longer than the old fixed column");
    expect(Number(label[1])).toBeGreaterThanOrEqual(7 * 48);
    expect(svg).toContain("<title>a very long label for the first bar, longer than the old fixed column: -1235");
    const values = [...svg.matchAll(/<text x="([\d.]+)"[^>]*class="value">([^<]*)</g)];
    for (const v of values) expect(Number(v[1]) + 7 * v[2]!.length).toBeLessThanOrEqual(width + 1);
  });
  it("draw shares as percentages in labels and ticks", () => {
    const s = barChartSvg([{ label: "x", value: 0.25 }], { title: "t", scale: "share" });
    expect(s).toContain(">25.0%</text>");
    const ticks = [...s.matchAll(/class="tick">([^<]*)</g)].map((m) => m[1]);
    expect(ticks.every((t) => t!.endsWith("%"))).toBe(true);
  });
});
