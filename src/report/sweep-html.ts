// `sweep --html FILE`: the sweep's report as a self-contained page: what was played, the cells that
// fail, the ranking as a chart, for each metric the cells far from the base or standing out among the
// cells (each chart on the metric's own scale, the base's value as the reference line), and every
// cell's metrics in one table. Built from the report alone, so it is the same however the cells were
// played; only the timing paragraph differs between runs.
import { cellMetric, type SweepCellReport, type SweepReport } from "../sim/sweep/report.js";
import { METRIC_KEYS, METRIC_LABELS, SHARE_METRICS, metricText, type MetricKey } from "../sim/metrics/headline.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table, type ChartScript } from "./page.js";
import { ReportCharts } from "./charts.js";

/** Bars per chart: a chart of hundreds of cells is unreadable; the table below has them all. */
const SHOWN = 30;

const lineupText = (c: SweepCellReport) => (c.lineup.every((b) => b === c.lineup[0]) ? c.lineup[0]! : c.lineup.join(","));
const cellName = (c: SweepCellReport) => `#${c.index} ${c.label} (${c.players}p ${lineupText(c)})`;

function problem(c: SweepCellReport): string {
  if (c.status === "compile-error") return `compile error: ${c.compileError!.split("\n")[0]}`;
  if (c.status === "error") return `error: ${c.error}`;
  const r = c.result!;
  return `${r.failures} of ${r.games + r.failures} games failed (${r.failureCodes.map((f) => `${f.code} ${f.count}`).join(", ")})`;
}

/** The cells notable on `metric` (far from the base or standing out), strongest first, and the base's value (when one base serves them all). */
function notableOn(r: SweepReport, metric: MetricKey): { cells: SweepCellReport[]; base: number | null } {
  const strength = (c: SweepCellReport) => {
    const far = c.farFromBase.find((f) => f.metric === metric);
    return Math.max(Math.abs(c.standsOut.find((x) => x.metric === metric)?.z ?? 0), far ? (far.z ?? Infinity) : 0);
  };
  const cells = r.cells
    .filter((c) => c.standsOut.some((x) => x.metric === metric) || c.farFromBase.some((f) => f.metric === metric))
    .sort((a, b) => strength(b) - strength(a) || a.index - b.index);
  // Each far entry names its base's value; with several bases (player counts, line-ups) no single line is drawn.
  const bases = new Set(r.cells.flatMap((c) => c.farFromBase.filter((f) => f.metric === metric).map((f) => f.base)));
  return { cells, base: bases.size === 1 ? [...bases][0]! : null };
}

export function sweepHtml(r: SweepReport, script: ChartScript): string {
  const charts = new ReportCharts();
  const s = r.summary;
  const t = r.timing;
  const m = r.ranking.metric;
  const ranked = r.ranking.cells.slice(0, SHOWN).map((i) => r.cells.find((c) => c.index === i)!);
  const problems = r.cells.filter((c) => c.status !== "ok");
  const measured = METRIC_KEYS.filter((k) => r.cells.some((c) => c.result && cellMetric(c.result, k)));
  const body: string[] = [
    `<h1>${escapeHtml(r.name)}</h1>`,
    `<p class="meta">${escapeHtml(`sweep file ${r.spec} · ${s.cells} cells · ${r.games} games per cell from seed ${r.seed} (${s.games} games in all) · intervals at ${Math.round(r.confidence * 100)}%`)}<br>${escapeHtml(
      `failed games in ${s.failed} cells, never-ending games in ${s.neverEnding}, compile errors in ${s.compileErrors}, errors in ${s.errors}; far from the base (|z| > ${r.thresholds.far}): ${s.farFromBase} cells; standing out among the cells (robust |z| > ${r.thresholds.outlier}): ${s.standsOut} cells`,
    )}</p>`,
    `<p class="meta timing">${escapeHtml(`${t.cellsPlayed} cells played, ${t.cellsReused} reused from the store, in ${(t.elapsedMs / 1000).toFixed(1)} s (${t.mode}${t.workers !== null ? `, ${t.workers} worker threads` : ""})`)}</p>`,
  ];
  if (problems.length > 0) {
    body.push(`<h2 class="sig">Cells that fail (${problems.length})</h2>`, table(["cell", "what"], problems.map((c) => [cellName(c), problem(c)])));
  }
  if (ranked.length > 0) {
    body.push(
      `<h2>${escapeHtml(`Ranked by ${METRIC_LABELS[m]} (${r.ranking.order}${r.ranking.cells.length > SHOWN ? `, the first ${SHOWN} of ${r.ranking.cells.length}` : ""})`)}</h2>`,
      charts.add({
        kind: "ranked",
        title: `${METRIC_LABELS[m]} (95% interval; red: its games fail or it stands out among the cells)`,
        unit: SHARE_METRICS.has(m) ? "share" : "number",
        bars: ranked.map((c) => {
          const v = cellMetric(c.result!, m)!;
          return { name: cellName(c), value: v.value, ci: v.ci, highlight: c.flags.some((f) => !f.startsWith("far:")) };
        }),
      }),
    );
  }
  for (const metric of measured) {
    const { cells, base } = notableOn(r, metric);
    if (cells.length === 0) continue;
    body.push(
      `<h2>${escapeHtml(`${METRIC_LABELS[metric]}: ${cells.length} ${cells.length === 1 ? "cell" : "cells"} far from the base or standing out${cells.length > SHOWN ? ` (the ${SHOWN} farthest shown)` : ""}`)}</h2>`,
      charts.add({
        kind: "ranked",
        title: `${METRIC_LABELS[metric]} (95% interval; red: stands out among the cells${base !== null ? "; dashed: the base" : ""})`,
        unit: SHARE_METRICS.has(metric) ? "share" : "number",
        bars: cells.slice(0, SHOWN).map((c) => {
          const v = cellMetric(c.result!, metric)!;
          return { name: cellName(c), value: v.value, ci: v.ci, highlight: c.standsOut.some((x) => x.metric === metric) };
        }),
        ...(base !== null ? { reference: { value: base, label: `the base: ${metricText(metric, base)}` } } : {}),
      }),
    );
  }
  body.push(
    `<h2>Every cell</h2>`,
    table(
      ["cell", "status", ...measured.map((k) => METRIC_LABELS[k]), "rank", "flags"],
      r.cells.map((c) => [
        cellName(c),
        c.status,
        ...measured.map((k) => {
          const v = c.result ? cellMetric(c.result, k) : undefined;
          return v ? metricText(k, v.value) : "";
        }),
        c.rank === null ? "" : String(c.rank),
        c.flags.join(" "),
      ]),
    ),
  );
  return reportPage(`${r.name}: sweep`, body, charts, script);
}
