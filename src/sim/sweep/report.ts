// The sweep's report: every cell's result with flags (games that fail or never end, metrics far from
// the base's, metrics that stand out among the cells) and the cells ranked by a chosen metric. Built
// from the cells' results alone, in cell order, so it is the same however the cells were played;
// only `timing` tells runs apart. Schema: schemas/sweep-report.schema.json.

import { METRIC_KEYS, metricValue, type MetricKey, type MetricValue } from "../metrics/headline.js";
import { CONFIDENCE, normalQuantile } from "../stats.js";
import type { CellResult } from "./cell.js";
import type { SweepCellSpec, SweepSpec } from "./spec.js";
import type { Static } from "../../ir/schema-kit.js";
import type { FarFromBaseSchema, StandsOutSchema, SweepCellReportSchema, SweepReportSchema, SweepTimingSchema } from "./report-schema.js";

export const SWEEP_REPORT_FORMAT = "stichwerk-sweep-report";

// The report's types are its schema's (report-schema.ts: schemas/sweep-report.schema.json), so the
// two cannot drift. FarFromBase.z: |value - base| in standard errors of the difference (null when both
// are exact and differ); StandsOut: the cells' median (base excluded) and the robust z, (value -
// median) / (1.4826 MAD). A cell's status: "ok"; "failed": some games failed; "compile-error": its
// ruleset does not compile (or is not for its player count); "error": playing it stopped with an
// error. Its flags: "fails", "never-ends", "far:METRIC", "stands-out:METRIC"; its rank: 1 = first,
// null without the ranking metric. The timing is the only part that differs between runs.
export interface FarFromBase extends Static<typeof FarFromBaseSchema> {}
export interface StandsOut extends Static<typeof StandsOutSchema> {}
export interface SweepCellReport extends Static<typeof SweepCellReportSchema> {}
export interface SweepReport extends Static<typeof SweepReportSchema> {}
export interface SweepTiming extends Static<typeof SweepTimingSchema> {}

export type CellOutcome = { readonly result: CellResult } | { readonly compileError: string } | { readonly error: string };

/** The value of a metric in a cell: the skill gap from the cell's own skill batch when it has one. */
export function cellMetric(result: CellResult, key: MetricKey): MetricValue | undefined {
  if (key === "skillGap" && result.skill?.gap) return { key, value: result.skill.gap.mean, ci: result.skill.gap.ci, note: `${result.skill.strong} vs ${result.skill.weak}` };
  return metricValue(result.metrics, key);
}

const Z = normalQuantile(1 - (1 - CONFIDENCE) / 2);
/** The standard error an interval implies (half its width over z); 0 for an exact figure. */
const se = (m: MetricValue) => (m.ci ? (m.ci.high - m.ci.low) / (2 * Z) : 0);

export function buildSweepReport(
  specFile: string,
  spec: SweepSpec,
  cells: readonly SweepCellSpec[],
  outcomes: readonly CellOutcome[],
  timing: SweepTiming,
): SweepReport {
  const far = spec.far ?? 4;
  const outlier = spec.outlier ?? 4;
  const rankMetric = spec.rank?.metric ?? "seatAdvantage";
  const order = spec.rank?.order ?? "descending";
  const results = outcomes.map((o) => ("result" in o ? o.result : null));
  const key = (c: SweepCellSpec) => `${c.players}|${c.lineup.join(",")}`;
  const bases = new Map<string, CellResult>();
  cells.forEach((c, i) => {
    const r = results[i];
    if (c.isBase && r) bases.set(key(c), r);
  });

  // The cells' spread on each metric (the base left out): median and MAD.
  const spread = new Map<MetricKey, { median: number; scale: number }>();
  for (const metric of METRIC_KEYS) {
    const values = cells.flatMap((c, i) => {
      const r = results[i];
      const v = !c.isBase && r ? cellMetric(r, metric) : undefined;
      return v ? [v.value] : [];
    });
    if (values.length < 5) continue;
    const median = medianOf(values);
    const scale = 1.4826 * medianOf(values.map((v) => Math.abs(v - median)));
    if (scale > 0) spread.set(metric, { median, scale });
  }

  const reports: SweepCellReport[] = cells.map((c, i) => {
    const o = outcomes[i]!;
    const base = { index: c.index, label: c.label, ruleset: c.ruleset, cards: c.cards.map((f) => f.number), players: c.players, lineup: c.lineup };
    if ("compileError" in o) {
      return { ...base, status: "compile-error", compileError: o.compileError, result: null, flags: ["compile-error"], farFromBase: [], standsOut: [], rank: null };
    }
    if ("error" in o) return { ...base, status: "error", error: o.error, result: null, flags: ["error"], farFromBase: [], standsOut: [], rank: null };
    const r = o.result;
    const flags: string[] = [];
    if (r.failures > 0 || (r.skill?.failures ?? 0) > 0) flags.push("fails");
    if (r.neverEnding > 0) flags.push("never-ends");
    const farList: FarFromBase[] = [];
    const ref = bases.get(key(c));
    if (ref && !c.isBase) {
      for (const metric of METRIC_KEYS) {
        const v = cellMetric(r, metric);
        const b = cellMetric(ref, metric);
        // An interval that is not known (too few deals) says nothing about the distance.
        if (!v || !b || v.value === b.value || v.ci === null || b.ci === null) continue;
        const s = Math.hypot(se(v), se(b));
        const z = s === 0 ? null : Math.abs(v.value - b.value) / s;
        if (z === null || z > far) farList.push({ metric, value: v.value, base: b.value, z });
      }
    }
    const outList: StandsOut[] = [];
    if (!c.isBase) {
      for (const [metric, { median, scale }] of spread) {
        const v = cellMetric(r, metric);
        if (!v) continue;
        const z = (v.value - median) / scale;
        if (Math.abs(z) > outlier) outList.push({ metric, value: v.value, median, z });
      }
    }
    for (const f of farList) flags.push(`far:${f.metric}`);
    for (const s of outList) flags.push(`stands-out:${s.metric}`);
    return { ...base, status: r.failures > 0 ? "failed" : "ok", result: r, flags, farFromBase: farList, standsOut: outList, rank: null };
  });

  const ranked = reports
    .flatMap((c) => {
      const v = c.result ? cellMetric(c.result, rankMetric) : undefined;
      return v ? [{ index: c.index, value: v.value }] : [];
    })
    .sort((a, b) => (order === "descending" ? b.value - a.value : a.value - b.value) || a.index - b.index);
  const rankOf = new Map(ranked.map((x, i) => [x.index, i + 1]));
  const withRank = reports.map((c) => ({ ...c, rank: rankOf.get(c.index) ?? null }));

  return {
    format: SWEEP_REPORT_FORMAT,
    version: 1,
    name: spec.name ?? specFile,
    spec: specFile,
    seed: spec.seed ?? 1,
    games: spec.games,
    confidence: CONFIDENCE,
    thresholds: { far, outlier },
    ranking: { metric: rankMetric, order, cells: ranked.map((x) => x.index) },
    summary: {
      cells: cells.length,
      failed: withRank.filter((c) => c.status === "failed").length,
      neverEnding: withRank.filter((c) => (c.result?.neverEnding ?? 0) > 0).length,
      compileErrors: withRank.filter((c) => c.status === "compile-error").length,
      errors: withRank.filter((c) => c.status === "error").length,
      farFromBase: withRank.filter((c) => c.farFromBase.length > 0).length,
      standsOut: withRank.filter((c) => c.standsOut.length > 0).length,
      games: withRank.reduce((a, c) => a + (c.result ? c.result.games + c.result.failures + (c.result.skill ? c.result.skill.games + c.result.skill.failures : 0) : 0), 0),
    },
    cells: withRank,
    timing,
  };
}

function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
