// A bar chart as a static SVG string: one bar per row, from 0, with its 95% interval as a whisker, a
// zero line and a labelled value axis. Written by hand rather than with recharts: recharts 3 renders
// an empty wrapper under react-dom/server (its chart size, data and items reach its store in effects,
// which server rendering never runs; recharts issue #5997), so an offline report needs its own SVG.
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
  /** Formats a value for the axis and the labels. */
  readonly format?: (x: number) => string;
  /** A reference line (e.g. the even share of wins). */
  readonly reference?: { readonly value: number; readonly label: string };
}

const W = 640;
const LABEL_W = 190;
const VALUE_W = 175;
const ROW_H = 24;
const TOP = 8;
const AXIS_H = 26;

/** "Nice" axis ticks covering [lo, hi]. */
function ticks(lo: number, hi: number): number[] {
  const span = hi - lo || 1;
  const raw = span / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) out.push(Number(t.toPrecision(12)));
  return out;
}

export function barChartSvg(rows: readonly BarRow[], opts: BarChartOptions): string {
  const fmt = opts.format ?? ((x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2)));
  const values = rows.flatMap((r) => [r.value, r.ci?.low ?? r.value, r.ci?.high ?? r.value]).concat(0, opts.reference?.value ?? 0);
  const t = ticks(Math.min(...values), Math.max(...values));
  const lo = Math.min(t[0]!, ...values);
  const hi = Math.max(t[t.length - 1]!, ...values);
  const plotW = W - LABEL_W - VALUE_W;
  const x = (v: number) => LABEL_W + ((v - lo) / (hi - lo || 1)) * plotW;
  const h = TOP + rows.length * ROW_H + AXIS_H;
  const parts: string[] = [];
  for (const v of t) {
    parts.push(`<line x1="${x(v).toFixed(1)}" x2="${x(v).toFixed(1)}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="grid"/>`);
    parts.push(`<text x="${x(v).toFixed(1)}" y="${h - 8}" text-anchor="middle" class="tick">${escapeHtml(fmt(v))}</text>`);
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    const a = x(Math.min(0, r.value));
    const b = x(Math.max(0, r.value));
    parts.push(`<text x="${LABEL_W - 8}" y="${y + ROW_H / 2 + 4}" text-anchor="end" class="label">${escapeHtml(r.label)}</text>`);
    parts.push(`<rect x="${a.toFixed(1)}" y="${y + 4}" width="${Math.max(1, b - a).toFixed(1)}" height="${ROW_H - 8}" class="${r.highlight ? "bar hl" : "bar"}"><title>${escapeHtml(`${r.label}: ${fmt(r.value)}${r.ci ? ` (95% CI ${fmt(r.ci.low)} .. ${fmt(r.ci.high)})` : ""}`)}</title></rect>`);
    if (r.ci) {
      const cy = y + ROW_H / 2;
      parts.push(`<path d="M${x(r.ci.low).toFixed(1)} ${cy}H${x(r.ci.high).toFixed(1)}M${x(r.ci.low).toFixed(1)} ${cy - 5}v10M${x(r.ci.high).toFixed(1)} ${cy - 5}v10" class="ci"/>`);
    }
    const ci = r.ci ? ` [${fmt(r.ci.low)}, ${fmt(r.ci.high)}]` : "";
    parts.push(`<text x="${W - VALUE_W + 8}" y="${y + ROW_H / 2 + 4}" class="value">${escapeHtml(fmt(r.value) + ci)}</text>`);
  });
  parts.push(`<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="zero"/>`);
  if (opts.reference) {
    const rx = x(opts.reference.value).toFixed(1);
    parts.push(`<line x1="${rx}" x2="${rx}" y1="${TOP}" y2="${TOP + rows.length * ROW_H}" class="ref"><title>${escapeHtml(opts.reference.label)}</title></line>`);
  }
  return `<figure><figcaption>${escapeHtml(opts.title)}</figcaption><svg viewBox="0 0 ${W} ${h}" width="${W}" height="${h}" role="img" aria-label="${escapeHtml(opts.title)}">${parts.join("")}</svg></figure>`;
}
