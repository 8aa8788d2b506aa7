// A bar chart as a static SVG string: one bar per row, from 0, with its 95% interval as a whisker, a
// zero line and a labelled value axis. Written by hand rather than with recharts: recharts 3 renders
// an empty wrapper under react-dom/server (its chart size, data and items reach its store in effects,
// which server rendering never runs; recharts issue #5997), so an offline report needs its own SVG.
//
// Every bar carries its value as text; the plot's range covers every value, interval and reference
// (nothing is clipped); the columns are as wide as their longest text; tick labels have as many
// decimals as the tick step needs (20, not 20.00) and shares are percentages like the value labels.
import type { Interval } from "../sim/stats.js";
import { escapeHtml } from "../sheet/html.js";

export interface BarRow {
  readonly label: string;
  readonly value: number;
  readonly ci?: Interval | null;
  /** Drawn in the accent colour (e.g. a significant difference). */
  readonly highlight?: boolean;
}

export interface BarChartOptions {
  readonly title: string;
  /** "share": values are fractions of 1, shown as percentages (labels and ticks). Default "number". */
  readonly scale?: "number" | "share";
  /** Formats a value for the labels (default: by scale). The ticks follow the scale and their step. */
  readonly format?: (x: number) => string;
  /** A reference line (e.g. the even share of wins). */
  readonly reference?: { readonly value: number; readonly label: string };
}

const PLOT_W = 400;
/** Longer labels are cut in the middle, keeping both ends (a path's file name, a cell's line-up); the bar's tooltip has them whole. */
const LABEL_CHARS = 48;
/** Approximate width of one character of the 12 px labels. */
const CHAR_W = 7;
const ROW_H = 24;
const TOP = 8;
const AXIS_H = 26;

/** "Nice" axis ticks covering [lo, hi], and their step. */
export function niceTicks(lo: number, hi: number): { ticks: number[]; step: number } {
  // An empty range (every value the same, or differing by rounding error only) gets an axis of one
  // unit from it, not one of 17 decimals.
  if (hi - lo < 1e-9) hi = lo + 1;
  const span = hi - lo;
  const raw = span / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * mag;
  // Whole multiples of the step, rounded to the step's decimals (no 0.30000000000000004, no -0).
  const at = (k: number) => Number((k * step).toFixed(stepDecimals(step) + 1)) || 0;
  const ticks: number[] = [];
  for (let k = Math.floor(lo / step + 1e-9); ; k++) {
    ticks.push(at(k));
    if (at(k) >= hi - step * 1e-9) break;
  }
  return { ticks, step };
}

/** Decimals a tick step needs: 20 → 0, 0.5 → 1, 0.05 → 2. */
export function stepDecimals(step: number): number {
  return Math.max(0, Math.min(10, -Math.floor(Math.log10(step) + 1e-9)));
}

/** A tick's label: as many decimals as the step needs, shares as percentages. */
export function tickText(t: number, step: number, scale: "number" | "share"): string {
  return scale === "share" ? `${(t * 100).toFixed(stepDecimals(step * 100))}%` : t.toFixed(stepDecimals(step));
}

export const shareText = (x: number) => `${(x * 100).toFixed(1)}%`;
export const numberText = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));

export function barChartSvg(rows: readonly BarRow[], opts: BarChartOptions): string {
  const scale = opts.scale ?? "number";
  const fmt = opts.format ?? (scale === "share" ? shareText : numberText);
  const values = rows.flatMap((r) => [r.value, r.ci?.low ?? r.value, r.ci?.high ?? r.value]).concat(0, opts.reference?.value ?? 0);
  const { ticks: t, step } = niceTicks(Math.min(...values), Math.max(...values));
  const lo = Math.min(t[0]!, ...values);
  const hi = Math.max(t[t.length - 1]!, ...values);
  const valueText = (r: BarRow) => fmt(r.value) + (r.ci ? ` [${fmt(r.ci.low)}, ${fmt(r.ci.high)}]` : "");
  const shortLabel = (l: string) => (l.length > LABEL_CHARS ? `${l.slice(0, 12)}…${l.slice(l.length - (LABEL_CHARS - 13))}` : l);
  const labelW = Math.max(80, 16 + CHAR_W * Math.max(...rows.map((r) => shortLabel(r.label).length), 4));
  const valueW = Math.max(60, 16 + CHAR_W * Math.max(...rows.map((r) => valueText(r).length), 4));
  // Half a tick label of room on each side of the plot, so the end ticks are not cut off.
  const pad = (CHAR_W * Math.max(...t.map((v) => tickText(v, step, scale).length))) / 2;
  const x0 = labelW + pad;
  const W = Math.ceil(x0 + PLOT_W + pad + valueW);
  const x = (v: number) => x0 + ((v - lo) / (hi - lo || 1)) * PLOT_W;
  const h = TOP + rows.length * ROW_H + AXIS_H;
  const parts: string[] = [];
  for (const v of t) {
    parts.push(`<line x1="${x(v).toFixed(1)}" x2="${x(v).toFixed(1)}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="grid"/>`);
    parts.push(`<text x="${x(v).toFixed(1)}" y="${h - 8}" text-anchor="middle" class="tick">${escapeHtml(tickText(v, step, scale))}</text>`);
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    const a = x(Math.min(0, r.value));
    const b = x(Math.max(0, r.value));
    parts.push(`<text x="${labelW - 8}" y="${y + ROW_H / 2 + 4}" text-anchor="end" class="label">${escapeHtml(shortLabel(r.label))}</text>`);
    parts.push(`<rect x="${a.toFixed(1)}" y="${y + 4}" width="${Math.max(1, b - a).toFixed(1)}" height="${ROW_H - 8}" class="${r.highlight ? "bar hl" : "bar"}"><title>${escapeHtml(`${r.label}: ${fmt(r.value)}${r.ci ? ` (95% CI ${fmt(r.ci.low)} .. ${fmt(r.ci.high)})` : ""}`)}</title></rect>`);
    if (r.ci) {
      const cy = y + ROW_H / 2;
      parts.push(`<path d="M${x(r.ci.low).toFixed(1)} ${cy}H${x(r.ci.high).toFixed(1)}M${x(r.ci.low).toFixed(1)} ${cy - 5}v10M${x(r.ci.high).toFixed(1)} ${cy - 5}v10" class="ci"/>`);
    }
    parts.push(`<text x="${(x0 + PLOT_W + pad + 8).toFixed(1)}" y="${y + ROW_H / 2 + 4}" class="value">${escapeHtml(valueText(r))}</text>`);
  });
  parts.push(`<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="zero"/>`);
  if (opts.reference) {
    const rx = x(opts.reference.value).toFixed(1);
    parts.push(`<line x1="${rx}" x2="${rx}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="ref"><title>${escapeHtml(opts.reference.label)}</title></line>`);
  }
  return `<figure><figcaption>${escapeHtml(opts.title)}</figcaption><svg viewBox="0 0 ${W} ${h}" width="${W}" height="${h}" role="img" aria-label="${escapeHtml(opts.title)}">${parts.join("")}</svg></figure>`;
}
