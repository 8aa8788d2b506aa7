// `simulate --html FILE`: the simulation report as a self-contained page: per-seat (and per-bot)
// mean scores and win rates with their 95% intervals, the game length, the score histogram.
import type { SimulateReport } from "../sim/simulate.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table } from "./page.js";
import { barChartSvg, shareText as pct } from "./svg-bars.js";
import { headlineMetrics, metricInterval, metricText, METRIC_LABELS } from "../sim/metrics/headline.js";

/** The charts and tables of one simulation (also the parts of a comparison's page). */
export function simulateSections(r: SimulateReport): string[] {
  const seat = (s: SimulateReport["seats"][number]) => `seat ${s.seat}${s.bot ? ` (${s.bot})` : ""}`;
  const out = [
    barChartSvg(r.seats.map((s) => ({ label: seat(s), value: s.meanScore, ci: s.meanScoreCI })), { title: "Mean final score per seat (95% interval)" }),
    barChartSvg(r.seats.map((s) => ({ label: seat(s), value: s.winRate, ci: s.winRateCI })), {
      title: "Win rate per seat (95% interval; dashed: the even share)",
      scale: "share",
      reference: { value: 1 / r.players, label: `even share ${pct(1 / r.players)}` },
    }),
  ];
  if (r.bots.length > 1) {
    out.push(barChartSvg(r.bots.map((b) => ({ label: b.bot, value: b.meanScore, ci: b.meanScoreCI })), { title: "Mean final score per bot (95% interval)" }));
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
      barChartSvg(
        h.buckets.map((b) => ({ label: h.bucketWidth === 1 && h.wholeScores ? String(b.from) : `${b.from} .. ${b.to}`, value: b.count / Math.max(1, h.scores) })),
        { title: `Final scores (${h.scores}: every seat of every finished game)`, scale: "share" },
      ),
    );
  }
  return out;
}

export function simulateHtml(r: SimulateReport): string {
  const meta = `${r.players} players · ${r.games} games finished, ${r.failures} failed · seed ${r.seed} · bots ${r.lineup.join(", ")}${r.rotate ? " (seats rotated)" : ""}`;
  return reportPage(`${r.name}: simulation`, [
    `<h1>${escapeHtml(r.name)}</h1>`,
    `<p class="meta">${escapeHtml(r.ruleset)}<br>${escapeHtml(meta)}</p>`,
    ...(r.failures > 0 ? [`<p class="sig">${escapeHtml(`${r.failures} games failed: ${r.failureSamples.map((f) => f.message).slice(0, 3).join("; ")}`)}</p>`] : []),
    ...simulateSections(r),
  ]);
}
