// `simulate --html FILE`: the simulation report as a self-contained page: the designer's playtest
// charts (per-seat and per-bot mean scores and win rates with their 95% intervals, the seat
// advantage, tricks, game length, the score histogram), and the same figures in tables.
import type { SimulateReport } from "../sim/simulate.js";
import type { Interval } from "../sim/stats.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table, type ChartScript } from "./page.js";
import { playtestFigures, ReportCharts } from "./charts.js";
import { formatNumber, formatValue, type Unit } from "./format.js";
import { headlineMetrics, metricInterval, metricText, METRIC_LABELS } from "../sim/metrics/headline.js";

/** A value with its 95% interval, written as the designer writes them. */
const withCi = (v: number, ci: Interval | null, unit: Unit) => `${formatValue(v, unit)}${ci ? ` [${formatValue(ci.low, unit)}, ${formatValue(ci.high, unit)}]` : ""}`;

/** The charts and tables of one simulation (also the parts of a comparison's page). */
export function simulateSections(r: SimulateReport, charts: ReportCharts): string[] {
  const out = [
    charts.add({ kind: "playtest", report: playtestFigures(r) }),
    table(
      ["seat", "bot", "mean final score [95% interval]", "win rate [95% interval]", "tricks per round"],
      r.seats.map((s) => [`seat ${s.seat}`, s.bot ?? "", withCi(s.meanScore, s.meanScoreCI, "number"), withCi(s.winRate, s.winRateCI, "share"), formatNumber(s.meanTricksPerRound)]),
    ),
  ];
  if (r.bots.length > 1) {
    out.push(
      table(
        ["bot", "mean final score [95% interval]", "win rate [95% interval]"],
        r.bots.map((b) => [b.bot, withCi(b.meanScore, b.meanScoreCI, "number"), withCi(b.winRate, b.winRateCI, "share")]),
      ),
    );
  }
  out.push(
    table(
      ["", "mean", "min", "max"],
      (["rounds", "tricks", "decisions"] as const).map((k) => [`${k} per game`, r.length[k].mean.toFixed(1), String(r.length[k].min), String(r.length[k].max)]),
    ),
  );
  const metrics = headlineMetrics(r.metrics);
  if (metrics.length > 0) {
    out.push(
      table(
        ["design metric (95% interval)", "value", "95% interval", ""],
        metrics.map((m) => [METRIC_LABELS[m.key], metricText(m.key, m.value), metricInterval(m.key, m.ci), m.note ?? ""]),
      ),
    );
  }
  const h = r.scoreHistogram;
  if (h.buckets.length > 0) {
    out.push(
      `<details><summary>${escapeHtml(`Final scores (${h.scores}: every seat of every finished game), as a table`)}</summary>`,
      table(
        ["final score", "seats", "share"],
        h.buckets.map((b) => [h.bucketWidth === 1 && h.wholeScores ? String(b.from) : `${b.from} .. ${b.to}`, String(b.count), formatValue(b.count / Math.max(1, h.scores), "share")]),
      ),
      `</details>`,
    );
  }
  return out;
}

export function simulateHtml(r: SimulateReport, script: ChartScript): string {
  const charts = new ReportCharts();
  const meta = `${r.players} players · ${r.games} games finished, ${r.failures} failed · seed ${r.seed} · bots ${r.lineup.join(", ")}${r.rotate ? " (seats rotated)" : ""}`;
  return reportPage(
    `${r.name}: simulation`,
    [
      `<h1>${escapeHtml(r.name)}</h1>`,
      `<p class="meta">${escapeHtml(r.ruleset)}<br>${escapeHtml(meta)}</p>`,
      ...(r.failures > 0 ? [`<p class="sig">${escapeHtml(`${r.failures} games failed: ${r.failureSamples.map((f) => f.message).slice(0, 3).join("; ")}`)}</p>`] : []),
      ...simulateSections(r, charts),
    ],
    charts,
    script,
  );
}
