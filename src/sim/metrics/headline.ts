// The design metrics as one flat list of named figures, for tables, rankings and charts (the CLI's
// reports, the sweep's ranking, an HTML report): the same names everywhere.

import type { Interval } from "../stats.js";
import type { DesignMetrics } from "./report.js";

export const METRIC_KEYS = [
  "skillGap",
  "luckShare",
  "seatAdvantage",
  "fairness",
  "leadChanges",
  "decisiveness",
  "drama",
  "forcedShare",
  "rounds",
  "decisions",
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export const METRIC_LABELS: Readonly<Record<MetricKey, string>> = {
  skillGap: "skill gap (points)",
  luckShare: "luck share",
  seatAdvantage: "seat advantage",
  fairness: "fairness (least fair seat)",
  leadChanges: "lead changes per game",
  decisiveness: "decisiveness",
  drama: "drama (points behind)",
  forcedShare: "forced share",
  rounds: "rounds per game",
  decisions: "decisions per game",
};

export interface MetricValue {
  readonly key: MetricKey;
  readonly value: number;
  readonly ci: Interval | null;
  /** E.g. "ismcts vs random", "seat 0". */
  readonly note?: string;
}

/** The metrics that are shares of 1, shown as percentages (the others are points or counts). */
export const SHARE_METRICS: ReadonlySet<MetricKey> = new Set(["luckShare", "seatAdvantage", "fairness", "decisiveness", "forcedShare"]);

/** A metric's value for people, the same in every report: shares as percentages with one decimal, the rest with two. */
export function metricText(key: MetricKey, x: number): string {
  return SHARE_METRICS.has(key) ? `${(x * 100).toFixed(1)}%` : x.toFixed(2);
}

/** A metric's interval for people ("-" when it is not known). */
export function metricInterval(key: MetricKey, ci: Interval | null): string {
  return ci === null ? "-" : `${metricText(key, ci.low)} .. ${metricText(key, ci.high)}`;
}

/** The metrics of a batch that it measured (a metric the batch cannot measure, e.g. luck without rotation, is left out). */
export function headlineMetrics(m: DesignMetrics): MetricValue[] {
  const out: MetricValue[] = [];
  const push = (key: MetricKey, e: { readonly mean: number; readonly ci: Interval | null } | null, note?: string) => {
    if (e !== null) out.push({ key, value: e.mean, ci: e.ci, ...(note !== undefined ? { note } : {}) });
  };
  push("skillGap", m.skillGap, m.skillGap ? `${m.skillGap.strong} vs ${m.skillGap.weak.join(", ")}` : undefined);
  if (m.luckShare) out.push({ key: "luckShare", value: m.luckShare.value, ci: m.luckShare.ci });
  if (m.seatAdvantage) out.push({ key: "seatAdvantage", value: m.seatAdvantage.value, ci: m.seatAdvantage.ci, note: `seat ${m.seatAdvantage.seat}` });
  if (m.fairness) out.push({ key: "fairness", value: m.fairness.value, ci: m.fairness.ci, note: `seat ${m.fairness.seat}` });
  push("leadChanges", m.leadChanges);
  push("decisiveness", m.decisiveness);
  push("drama", m.drama);
  push("forcedShare", m.forcedShare);
  push("rounds", m.length.rounds);
  push("decisions", m.length.decisions);
  return out;
}

/** One metric's value, or undefined when the batch did not measure it. */
export function metricValue(m: DesignMetrics, key: MetricKey): MetricValue | undefined {
  return headlineMetrics(m).find((x) => x.key === key);
}
