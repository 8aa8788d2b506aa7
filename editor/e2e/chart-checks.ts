// What the designer's charts must show (issue 27, "Charts"), read from the rendered SVG: every bar
// labelled, every bar, whisker and label inside its plot area (negative and large values not
// clipped), value ticks at a nice step written with the decimals the step needs (no "-60.00"), and
// percentages written by the one formatter. Each function returns the problems it found (empty: fine).
import type { Locator, Page } from "playwright-core";

/** Percent labels and table cells: one decimal, as editor/src/charts/format.ts writes them. */
export const PERCENT = /^-?\d+\.\d%$/;

interface Box { left: number; right: number; top: number; bottom: number }
interface PanelFacts {
  name: string;
  svg: Box;
  plot: Box | null;
  bars: Box[];
  whiskers: Box[];
  labels: { text: string; box: Box }[];
  categoryTicks: string[];
  valueTicks: { text: string; box: Box }[];
}

/** The facts of one chart panel (a BarPanel or one of compare's difference panels). */
async function facts(panel: Locator, name: string, valueAxis: "x" | "y"): Promise<PanelFacts> {
  // No named helpers inside: tsx would wrap them in a __name() call the page does not have.
  return panel.evaluate((el, [n, axis]) => {
    // Recharts 3 draws tick labels in a layer of their own, apart from the axis line.
    const catAxis = axis === "y" ? ".recharts-xAxis-tick-labels" : ".recharts-yAxis-tick-labels";
    const valAxis = axis === "y" ? ".recharts-yAxis-tick-labels" : ".recharts-xAxis-tick-labels";
    // The plot area: the grid's lines span exactly the area inside the axes.
    const grid = el.querySelector(".recharts-cartesian-grid");
    return {
      name: n!,
      svg: el.querySelector("svg.recharts-surface")!.getBoundingClientRect().toJSON() as Box,
      plot: grid ? (grid.getBoundingClientRect().toJSON() as Box) : null,
      bars: [...el.querySelectorAll(".recharts-bar-rectangle path, .recharts-bar-rectangle rect")].map((e) => e.getBoundingClientRect().toJSON() as Box),
      whiskers: [...el.querySelectorAll(".recharts-errorBar line")].map((e) => e.getBoundingClientRect().toJSON() as Box),
      labels: [...el.querySelectorAll("text.bar-label")].map((t) => ({ text: t.textContent ?? "", box: t.getBoundingClientRect().toJSON() as Box })),
      categoryTicks: [...el.querySelectorAll(`${catAxis} .recharts-cartesian-axis-tick-value`)].map((t) => t.textContent ?? ""),
      valueTicks: [...el.querySelectorAll(`${valAxis} .recharts-cartesian-axis-tick-value`)].map((t) => ({ text: t.textContent ?? "", box: t.getBoundingClientRect().toJSON() as Box })),
    };
  }, [name, valueAxis] as const);
}

const inside = (inner: Box, outer: Box, slack = 1.5) => inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack;
const show = (b: Box) => `[${b.left.toFixed(0)}..${b.right.toFixed(0)} x ${b.top.toFixed(0)}..${b.bottom.toFixed(0)}]`;

/** Ticks at a nice step (1, 2 or 5 times a power of ten), evenly spaced, with the decimals the step needs. */
export function tickProblems(name: string, ticks: readonly string[]): string[] {
  if (ticks.length < 2) return [`${name}: ${ticks.length} value ticks`];
  const percent = ticks.every((t) => t.endsWith("%"));
  const values = ticks.map((t) => Number(t.replace("%", "")));
  if (values.some((v) => !Number.isFinite(v))) return [`${name}: ticks that are not numbers: ${ticks.join(" ")}`];
  const step = Math.abs(values[1]! - values[0]!);
  const m = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
  const out: string[] = [];
  if (![1, 2, 5].includes(m)) out.push(`${name}: tick step ${step} is not 1, 2 or 5 times a power of ten (${ticks.join(" ")})`);
  for (let i = 1; i < values.length; i++) if (Math.abs(Math.abs(values[i]! - values[i - 1]!) - step) > step * 1e-6) out.push(`${name}: ticks not evenly spaced (${ticks.join(" ")})`);
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  for (const t of ticks) {
    const got = t.replace("%", "").split(".")[1]?.length ?? 0;
    if (got !== decimals) out.push(`${name}: tick "${t}" has ${got} decimals, its step ${step}${percent ? "%" : ""} needs ${decimals}`);
  }
  return out;
}

function panelProblems(f: PanelFacts, rows: number): string[] {
  const out: string[] = [];
  if (f.labels.length !== rows) out.push(`${f.name}: ${f.labels.length} bar labels for ${rows} bars`);
  if (f.labels.some((l) => l.text.trim() === "")) out.push(`${f.name}: an empty bar label`);
  if (!f.plot) return [...out, `${f.name}: no plot area`];
  for (const b of f.bars) if (!inside(b, f.plot)) out.push(`${f.name}: a bar ${show(b)} leaves the plot area ${show(f.plot)}`);
  for (const w of f.whiskers) if (!inside(w, f.plot)) out.push(`${f.name}: a whisker ${show(w)} leaves the plot area ${show(f.plot)}`);
  for (const l of f.labels) if (!inside(l.box, f.plot, 3)) out.push(`${f.name}: the label "${l.text}" ${show(l.box)} leaves the plot area ${show(f.plot)}`);
  for (const t of f.valueTicks) if (!inside(t.box, f.svg)) out.push(`${f.name}: the tick "${t.text}" ${show(t.box)} is cut off by the chart ${show(f.svg)}`);
  out.push(...tickProblems(f.name, f.valueTicks.map((t) => t.text)));
  return out;
}

/** The playtest's charts: `histogramWidth` is the report's bucket width (whole: whole-number bucket names). */
export async function playtestChartProblems(page: Page, histogramWidth: number): Promise<string[]> {
  const out: string[] = [];
  const panels = page.locator(".charts [data-testid^=chart-]");
  const n = await panels.count();
  if (n < 7) out.push(`${n} playtest charts, expected 7`);
  for (let i = 0; i < n; i++) {
    const panel = panels.nth(i);
    const name = (await panel.getAttribute("data-testid")) ?? `chart ${i}`;
    const f = await facts(panel, name, "y");
    // Every category named on the axis (recharts skips crowded ones unless told not to).
    const rows = f.categoryTicks.length;
    if (rows === 0) out.push(`${name}: no categories`);
    out.push(...panelProblems(f, rows));
    if (name === "chart-histogram" && Number.isInteger(histogramWidth)) {
      for (const t of f.categoryTicks) if (!/^-?\d+$/.test(t)) out.push(`${name}: bucket "${t}" is not written as the whole number it is`);
    }
    if ((await panel.getAttribute("data-unit")) === "share") {
      for (const l of f.labels) if (!PERCENT.test(l.text)) out.push(`${name}: the percentage "${l.text}" is not written as the other panels write one`);
    }
  }
  return out;
}

/** Compare's difference panels: one bar each, on scales of their own. */
export async function compareChartProblems(page: Page): Promise<{ problems: string[]; domains: Map<string, string> }> {
  const out: string[] = [];
  const domains = new Map<string, string>();
  const panels = page.locator("[data-testid=chart-compare] [data-testid=difference]");
  const n = await panels.count();
  if (n === 0) out.push("compare shows no panel per figure");
  for (let i = 0; i < n; i++) {
    const panel = panels.nth(i);
    const figure = (await panel.getAttribute("data-figure")) ?? `figure ${i}`;
    const f = await facts(panel, `compare "${figure}"`, "x");
    out.push(...panelProblems(f, 1));
    const ticks = f.valueTicks.map((t) => t.text);
    domains.set(figure, `${ticks[0]} .. ${ticks.at(-1)}`);
    if ((await panel.getAttribute("data-unit")) === "share") {
      if (!ticks.every((t) => t.endsWith("%"))) out.push(`compare "${figure}": a percentage figure without % ticks (${ticks.join(" ")})`);
      for (const l of f.labels) if (!/^[+-]?\d+\.\d pp$/.test(l.text) && l.text !== "0.0 pp") out.push(`compare "${figure}": the difference "${l.text}" is not in percentage points`);
    }
  }
  return { problems: out, domains };
}

/** The HTML reports' ranked charts (editor/src/charts/RowBars.tsx): every row a bar, a label and its name on the axis. */
export async function rankedChartProblems(page: Page): Promise<{ problems: string[]; rows: number[] }> {
  const out: string[] = [];
  const rows: number[] = [];
  const panels = page.locator("[data-testid^=chart-ranked-]");
  const n = await panels.count();
  for (let i = 0; i < n; i++) {
    const panel = panels.nth(i);
    const name = (await panel.getAttribute("data-testid")) ?? `ranked ${i}`;
    const f = await facts(panel, name, "x");
    rows.push(f.categoryTicks.length);
    if (f.bars.length !== f.categoryTicks.length) out.push(`${name}: ${f.bars.length} bars for ${f.categoryTicks.length} rows`);
    out.push(...panelProblems(f, f.categoryTicks.length));
  }
  return { problems: out, rows };
}
