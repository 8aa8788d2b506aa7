// The replay report for people: one block per round, one line per trick.

import type { ReplayReport, ReportRound, ReportTrick } from "./replay-report.js";

export function renderReplayReport(report: ReplayReport): string {
  const lines = [
    `${report.name} (${report.ruleset}): ${report.players} players, seed ${report.seed}, ${report.actions} actions`,
  ];
  for (const round of report.rounds) lines.push("", ...renderRound(round));
  lines.push("");
  if (report.result !== undefined) {
    const { totals, winners } = report.result;
    const who = winners.map((w) => `seat ${w}`).join(", ");
    lines.push(`result: totals ${totals.join(" ")}; ${winners.length === 1 ? "winner" : "winners"}: ${who}`);
  } else {
    const seats = report.toAct.map((s) => `seat ${s}`).join(", ");
    lines.push(`not over: the log ends here; to act: ${seats}`);
  }
  return lines.join("\n") + "\n";
}

function renderRound(round: ReportRound): string[] {
  const lines = [`round ${round.round} - dealer: seat ${round.dealer}`];
  // Choices, reveals and asides go where they happened among the tricks (stable within each kind).
  const at = (k: number): string[] => [
    ...round.choices.filter((c) => c.afterTricks === k).map((c) => `  seat ${c.seat} chooses ${c.cards === null ? "hidden cards" : c.cards.join(" ")} into ${c.pile}`),
    ...round.reveals.filter((r) => r.afterTricks === k).map((r) => `  reveal ${r.pile}`),
    ...round.asides.filter((a) => a.afterTricks === k).map((a) => `  seat ${a.seat} sets ${a.card ?? "a card"} aside into ${a.pile}`),
  ];
  round.tricks.forEach((t, k) => lines.push(...at(k), `  trick ${k + 1}: ${renderTrick(t)}`));
  lines.push(...at(round.tricks.length));
  if (round.scores !== undefined) lines.push(`  scores: ${round.scores.join(" ")}`);
  if (round.totals !== undefined) lines.push(`  totals: ${round.totals.join(" ")}`);
  return lines;
}

function renderTrick(t: ReportTrick): string {
  const plays = t.plays.map((p) => `seat ${p.seat} ${p.card}`).join(", ");
  const outcome = t.winner === "discarded" ? "discarded" : t.winner === "open" ? "still open" : `won by seat ${t.winner}`;
  return `${plays} -> ${outcome}`;
}
