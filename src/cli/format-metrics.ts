// The design metrics for people: one line per metric with its 95% interval (simulate, compare, sweep).

import { headlineMetrics, METRIC_LABELS, metricInterval, metricText, type DesignMetrics, type SkillTracePoint } from "../index.js";

// The formatters live with the metrics, so every report (text, HTML, the designer) shows them alike.
export { metricInterval, metricText };

export function formatMetrics(m: DesignMetrics): string[] {
  const rows = headlineMetrics(m).map((v) => [METRIC_LABELS[v.key], metricText(v.key, v.value), metricInterval(v.key, v.ci), v.note ?? ""]);
  if (rows.length === 0) return [];
  const head = ["design metric (docs/metrics.md)", "value", "95% CI", ""];
  const all = [head, ...rows];
  const widths = head.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const lines = all.map((r) => r.map((cell, c) => (c === 0 || c === 3 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
  const missing: string[] = [];
  if (m.luckShare === null) missing.push("luck share needs seat rotation (--rotate)");
  if (m.skillGap === null) missing.push("skill gap needs two bots with rotation (e.g. --bots greedy,random,random,random)");
  if (m.forcedShare === null) missing.push("forced share needs --forced-share");
  if (missing.length > 0) lines.push(`(not measured: ${missing.join("; ")})`);
  return lines;
}

/** --skill-trace: one line per budget. */
export function formatSkillTrace(points: readonly SkillTracePoint[]): string[] {
  const rows = points.map((p) => [
    p.strong,
    p.gap === null ? "-" : p.gap.toFixed(2),
    metricInterval("skillGap", p.ci),
    `${(p.winRate * 100).toFixed(1)}%`,
    String(p.deals),
    p.failures > 0 ? `${p.failures} failed` : "",
  ]);
  const head = ["skill trace: strong bot", "skill gap", "95% CI", "win rate", "deals", ""];
  const all = [head, ...rows];
  const widths = head.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  return ["", ...all.map((r) => r.map((cell, c) => (c === 0 || c === 5 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd())];
}
