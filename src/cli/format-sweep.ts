// The sweep's summary for people: what was played, the flagged cells, the ranking's top.

import { cellMetric, METRIC_LABELS, type SweepCellReport, type SweepReport } from "../index.js";
import { metricInterval, metricText } from "./format-metrics.js";

const SHOWN = 15;

export function formatSweepReport(r: SweepReport, out: string): string {
  const s = r.summary;
  const t = r.timing;
  const lines = [
    `${r.name}`,
    `${s.cells} cells, ${r.games} games each from seed ${r.seed} (${s.games} games in all); ${t.cellsPlayed} played, ${t.cellsReused} reused from the store; ${(t.elapsedMs / 1000).toFixed(1)} s (${t.mode}${t.workers !== null ? `, ${t.workers} worker threads` : ""})`,
    `failed games in ${s.failed} cells, never-ending games in ${s.neverEnding}, compile errors in ${s.compileErrors}, errors in ${s.errors}; far from the base: ${s.farFromBase} cells; standing out: ${s.standsOut} cells`,
    `report: ${out}`,
    "",
  ];
  const cellName = (c: SweepCellReport) => `${c.label} (${c.players}p${c.lineup.every((b) => b === c.lineup[0]) ? ` ${c.lineup[0]}` : ` ${c.lineup.join(",")}`})`;
  const problems = r.cells.filter((c) => c.status !== "ok");
  if (problems.length > 0) {
    lines.push("cells that fail:");
    for (const c of problems.slice(0, SHOWN)) {
      const what =
        c.status === "compile-error" ? `compile error: ${c.compileError!.split("\n")[0]}`
        : c.status === "error" ? `error: ${c.error}`
        : `${c.result!.failures} of ${c.result!.games + c.result!.failures} games failed (${c.result!.failureCodes.map((f) => `${f.code} ${f.count}`).join(", ")})`;
      lines.push(`  #${c.index} ${cellName(c)}: ${what}`);
    }
    if (problems.length > SHOWN) lines.push(`  ... and ${problems.length - SHOWN} more (see the report)`);
    lines.push("");
  }
  const out1 = r.cells.filter((c) => c.standsOut.length > 0);
  if (out1.length > 0) {
    lines.push("cells that stand out among the cells (robust z = (value - median) / (1.4826 MAD)):");
    for (const c of out1.slice(0, SHOWN)) {
      lines.push(`  #${c.index} ${cellName(c)}: ${c.standsOut.map((x) => `${METRIC_LABELS[x.metric]} ${metricText(x.metric, x.value)} (median ${metricText(x.metric, x.median)}, z ${x.z.toFixed(1)})`).join("; ")}`);
    }
    if (out1.length > SHOWN) lines.push(`  ... and ${out1.length - SHOWN} more (see the report)`);
    lines.push("");
  }
  const m = r.ranking.metric;
  const ranked = r.ranking.cells.slice(0, SHOWN).map((i) => r.cells.find((c) => c.index === i)!);
  if (ranked.length > 0) {
    lines.push(`ranked by ${METRIC_LABELS[m]} (${r.ranking.order}):`);
    const rows = ranked.map((c) => {
      const v = cellMetric(c.result!, m)!;
      return [String(c.rank), `#${c.index}`, cellName(c), metricText(m, v.value), metricInterval(m, v.ci), v.note ?? "", c.flags.filter((f) => !f.startsWith("far:")).join(" ")];
    });
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) lines.push(`  ${row.map((cell, i) => (i === 2 || i >= 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ").trimEnd()}`);
  }
  return `${lines.join("\n")}\n`;
}
