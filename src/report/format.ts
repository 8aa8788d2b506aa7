// How a figure is written: one formatter for numbers and one for percentages, used by every chart,
// table and tooltip of the designer (playtest, metrics, compare; editor/src/charts re-exports it) and
// of the HTML reports, so 25% reads the same in every panel and on every page.

/** A figure is a plain number (points, tricks, games) or a share of 1 shown as a percentage. */
export type Unit = "number" | "share";

/** -0 and values that round to zero are written without a sign ("0", not "-0.0"). */
function fixed(x: number, decimals: number): string {
  const s = x.toFixed(decimals);
  return Number(s) === 0 ? (0).toFixed(decimals) : s;
}

/** Sensible decimals for a single value: whole numbers as they are, otherwise fewer decimals the larger it is. */
export function decimalsFor(x: number): number {
  if (Number.isInteger(x)) return 0;
  const a = Math.abs(x);
  return a >= 100 ? 0 : a >= 10 ? 1 : 2;
}

export function formatNumber(x: number, decimals = decimalsFor(x)): string {
  return fixed(x, decimals);
}

/** A share of 1 as a percentage with one decimal (0.25 -> "25.0%"). */
export function formatPercent(share: number, decimals = 1): string {
  return `${fixed(share * 100, decimals)}%`;
}

export function formatValue(x: number, unit: Unit): string {
  return unit === "share" ? formatPercent(x) : formatNumber(x);
}

/** A difference B - A: always signed; a difference of two percentages in percentage points. */
export function formatDifference(d: number, unit: Unit): string {
  const body = unit === "share" ? `${fixed(d * 100, 1)} pp` : formatNumber(d);
  return body.startsWith("-") || Number(body.replace(/ pp$/, "")) === 0 ? body : `+${body}`;
}

/** The unit of one of compareRulesets' figures (src/sim/compare.ts names them). */
export function figureUnit(figure: string): Unit {
  return figure.startsWith("win rate") || figure === "decisiveness" || figure === "forced share" ? "share" : "number";
}
