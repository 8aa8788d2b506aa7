// The simulation report for people: a header, one table row per seat, then the failures.

import type { SimulateReport } from "../index.js";

export function formatSimulateReport(r: SimulateReport): string {
  const lines = [
    `${r.name} (${r.ruleset})`,
    `${r.players} players, ${r.gamesRequested} games from seed ${r.seed}: ${r.games} finished, ${r.failures} failed, ${r.elapsedMs} ms`,
    "",
    table(
      ["seat", "bot", "mean score", "win rate", "mean tricks"],
      r.seats.map((s) => [String(s.seat), s.bot, s.meanScore.toFixed(2), `${(s.winRate * 100).toFixed(1)}%`, s.meanTricksWon.toFixed(2)]),
    ),
  ];
  if (r.failures > 0) lines.push("", ...formatFailures(r));
  return lines.join("\n") + "\n";
}

export function formatFailures(r: SimulateReport): string[] {
  const shown = r.failureSamples.length;
  const head = `${r.failures} game${r.failures === 1 ? "" : "s"} failed${shown < r.failures ? ` (the first ${shown} shown)` : ""}:`;
  return [head, ...r.failureSamples.map((f) => `  game ${f.game}, seed ${f.seed}: [${f.code}] ${f.message}`)];
}

/** Columns right-aligned except the second (names), which reads better left-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c]?.length ?? 0)));
  return all
    .map((row) => row.map((cell, c) => (c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd())
    .join("\n");
}
