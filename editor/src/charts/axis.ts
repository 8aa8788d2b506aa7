// A value axis for a bar chart: a domain that holds every bar, every interval and every bar's label
// (0 included, so a bar's length means something, also for negative values), ticks at nice round
// values (1, 2 or 5 times a power of ten) written with the decimals their step needs, and a width
// that fits the longest tick label. Recharts' own ticks for a domain like [-43, 0] are -43, -28, ...

import { formatPercent, type Unit } from "./format.js";

export interface ValueAxis {
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
  /** Writes a tick (or any value on this axis) with the decimals the tick step needs. */
  readonly format: (x: number) => string;
  /** Pixels a vertical axis needs for its tick labels. */
  readonly width: number;
}

/** The nice step (1, 2 or 5 times a power of ten) nearest above `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  const m = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
  return clean(m * power);
}

/** Rounds away the binary noise of k * step (0.1 * 3 = 0.30000000000000004). */
const clean = (x: number) => Number(x.toPrecision(12));

/** Decimals a multiple of `step` needs (0.05 -> 2, 20 -> 0). */
export function stepDecimals(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

export interface AxisOptions {
  /** At most this many ticks (default 6). */
  readonly maxTicks?: number;
  /** Room beyond the data for the bars' labels, as a share of the data's range (default 0.15). */
  readonly headroom?: number;
}

/** The axis for bars whose values and interval ends are `extent`. */
export function valueAxis(extent: readonly number[], unit: Unit, options: AxisOptions = {}): ValueAxis {
  const finite = extent.filter((x) => Number.isFinite(x));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  // Nothing but zeros (or values too close to 0 to draw): an axis from 0 to 1 (or 100%).
  if (hi - lo < 1e-9) {
    lo = 0;
    hi = 1;
  }
  const room = (hi - lo) * (options.headroom ?? 0.15);
  if (lo < 0) lo -= room;
  if (hi > 0) hi += room;
  const maxTicks = Math.max(2, options.maxTicks ?? 6);
  let step = niceStep((hi - lo) / (maxTicks - 1));
  // The rounded-out ends can need one tick more than allowed: then the next nice step.
  while (Math.ceil(hi / step - 1e-9) - Math.floor(lo / step + 1e-9) + 1 > maxTicks) step = niceStep(step * 1.01);
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  for (let k = first; k <= last; k++) ticks.push(clean(k * step));
  const decimals = stepDecimals(step);
  const format = unit === "share" ? (x: number) => formatPercent(x, Math.max(0, decimals - 2)) : (x: number) => formatTick(x, decimals);
  const longest = Math.max(...ticks.map((t) => format(t).length));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks, format, width: 12 + 7 * longest };
}

function formatTick(x: number, decimals: number): string {
  const s = x.toFixed(decimals);
  return Number(s) === 0 ? (0).toFixed(decimals) : s;
}
