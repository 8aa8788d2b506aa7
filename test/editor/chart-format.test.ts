// The designer's one number formatter and one percentage formatter (editor/src/charts/format.ts),
// used by the playtest charts, the design metrics and the compare tab alike.
import { describe, expect, it } from "vitest";
import { decimalsFor, figureUnit, formatDifference, formatNumber, formatPercent, formatValue } from "../../editor/src/charts/format.js";

describe("formatters", () => {
  it("numbers: whole as they are, fewer decimals the larger", () => {
    expect([5, -60, 3.5, -41.94, 300.4, 0.0123].map((x) => formatNumber(x))).toEqual(["5", "-60", "3.50", "-41.9", "300", "0.01"]);
    expect(decimalsFor(12.5)).toBe(1);
  });
  it("percentages: one decimal, the same everywhere; no negative zero", () => {
    expect([0.25, 0.2734, 1, 0, -0.00001].map((x) => formatPercent(x))).toEqual(["25.0%", "27.3%", "100.0%", "0.0%", "0.0%"]);
    expect(formatValue(0.25, "share")).toBe(formatPercent(0.25));
    expect(formatValue(0.25, "number")).toBe("0.25");
  });
  it("differences are signed; a difference of percentages is in percentage points", () => {
    expect(formatDifference(0.018, "share")).toBe("+1.8 pp");
    expect(formatDifference(-0.023, "share")).toBe("-2.3 pp");
    expect(formatDifference(71.1, "number")).toBe("+71.1");
    expect(formatDifference(-17, "number")).toBe("-17");
    expect(formatDifference(0, "number")).toBe("0");
    expect(formatDifference(-0.00001, "share")).toBe("0.0 pp");
  });
  it("compare's share figures are percentages, the rest numbers", () => {
    for (const f of ["win rate, seat 0", "win rate, bot greedy", "decisiveness", "forced share"]) expect(figureUnit(f)).toBe("share");
    for (const f of ["mean score, seat 0", "tricks per round, seat 1", "rounds per game", "drama (points behind)", "lead changes per game"]) expect(figureUnit(f)).toBe("number");
  });
});
