// The replay report for people: one block per round. In "cycle" flow one line per trick; in
// "continuous" flow (tricks complete at a size while play goes on, several open at once) one line per
// play, naming the trick and who holds its marker, because the tricks of a round interleave. Tricks
// are numbered from 1 everywhere (a trick's id + 1, as the engine's event lines count); a decision of a
// step (a choice, a pass, an order, a removal...) is followed by the step's name in brackets.

import type { ReplayReport, ReportPlay, ReportRound, ReportTrick } from "./replay-report.js";

export function renderReplayReport(report: ReplayReport): string {
  const lines = [
    `${report.name} (${report.ruleset}): ${report.players} players, seed ${report.seed}, ${report.actions} actions`,
  ];
  for (const round of report.rounds) lines.push("", ...(report.flow === "continuous" ? renderPlayByPlay(round) : renderRound(round)));
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

type Counter = "afterTricks" | "afterPlays";

/** Where an event happened in its round: after how many tricks (completed or discarded) and plays. */
interface Placed {
  readonly afterTricks: number;
  readonly afterPlays: number;
}

/**
 * Choices, reveals, asides, orders and face-up changes that happened after `k` completed tricks
 * (or `k` plays), stable within each kind.
 */
function eventsAfter(round: ReportRound, k: number, by: Counter = "afterTricks", also: (e: Placed) => boolean = () => true): string[] {
  const at = (e: Placed): boolean => e[by] === k && also(e);
  return [
    ...round.orders.filter(at).map((o) => `  seat ${o.seat} orders ${o.name}: ${o.values === null ? "hidden" : o.values.join(" ")}${stepTag(o.step)}`),
    ...round.choices.filter(at).map((c) => `  seat ${c.seat} chooses ${c.cards === null ? "hidden cards" : c.cards.join(" ")} into ${c.pile}${stepTag(c.step)}`),
    ...round.reveals.filter(at).map((r) => `  reveal ${r.pile}`),
    ...round.asides.filter(at).map((a) => `  seat ${a.seat} sets ${a.card ?? "a card"} aside into ${a.pile}`),
    ...round.shows
      .filter(at)
      .map((s) => (s.position === null ? `  seat ${s.seat} turns ${s.name} face down` : `  seat ${s.seat} shows ${s.name}[${s.position}] = ${s.value}`)),
    ...round.notes.filter(at).map((n) => `  ${n.text}${stepTag(n.step)}`),
  ];
}

/** The step a decision answered, by the engine's label: " [before tricks step 1 (pass to the right)]". */
function stepTag(step: string | undefined): string {
  return step === undefined ? "" : ` [${step}]`;
}

function renderRound(round: ReportRound): string[] {
  const lines = roundHeader(round);
  round.tricks.forEach((t, k) => lines.push(...eventsAfter(round, k), `  trick ${t.number}: ${renderTrick(t)}`));
  lines.push(...eventsAfter(round, round.tricks.length));
  return [...lines, ...renderScores(round)];
}

/** The round's first lines: its dealer, and the rule cards in force when the ruleset has them. */
function roundHeader(round: ReportRound): string[] {
  const rules = round.activeRules ? [`  rule cards in force: ${round.activeRules.join(" ") || "none"}`] : [];
  return [`round ${round.round} - dealer: seat ${round.dealer}`, ...rules];
}

function renderTrick(t: ReportTrick): string {
  const plays = t.plays.map((p) => `seat ${p.seat} ${p.card}${mark(p)}`).join(", ");
  return `${plays} -> ${outcome(t)}`;
}

function mark(p: ReportPlay): string {
  return p.faceDown ? " (face down)" : p.setAside ? " (set aside)" : "";
}

function outcome(t: ReportTrick): string {
  return t.winner === "discarded" ? "discarded" : t.winner === "open" ? "still open" : `won by seat ${t.winner}${heldBy(t)}`;
}

/** Who took a won trick when a `trick goes to` rule gave it to another seat than its winner. */
function heldBy(t: ReportTrick): string {
  return t.heldBy !== undefined && t.heldBy !== t.winner ? `, held by seat ${t.heldBy}` : "";
}

/** Tricks are named by their id + 1, the number a play's target refers to. */
function renderPlayByPlay(round: ReportRound): string[] {
  const lines = roundHeader(round);
  const plays: { play: ReportPlay; trick: ReportTrick; first: boolean; last: boolean }[] = [];
  for (const trick of round.tricks) {
    trick.plays.forEach((play, i) => plays.push({ play, trick, first: i === 0, last: i === trick.plays.length - 1 }));
  }
  plays.sort((a, b) => a.play.turn - b.play.turn);
  // The engine discards the unfinished tricks when play ends, before the after-tricks steps: events
  // after the last play that come after the discards (more tricks counted) are listed after them.
  const completed = round.tricks.filter((t) => typeof t.winner === "number").length;
  const lastTurn = plays.length === 0 ? 0 : plays[plays.length - 1]!.play.turn;
  const beforeDiscards = (e: Placed): boolean => e.afterPlays !== lastTurn || e.afterTricks <= completed;
  lines.push(...eventsAfter(round, 0, "afterPlays", beforeDiscards));
  for (const { play, trick, first, last } of plays) {
    const marker = play.holder === null ? "no marker yet" : `marker: seat ${play.holder}`;
    const where = first ? `opens trick ${trick.number}` : `-> trick ${trick.number}`;
    const done = last && typeof trick.winner === "number" ? `; trick ${trick.number} won by seat ${trick.winner}${heldBy(trick)}` : "";
    lines.push(`  ${String(play.turn).padStart(3)}. seat ${play.seat} ${play.card}${play.faceDown ? " face down" : play.setAside ? " (set aside)" : ""} ${where} (${marker})${done}`);
    lines.push(...eventsAfter(round, play.turn, "afterPlays", beforeDiscards));
  }
  const left = round.tricks.filter((t) => typeof t.winner !== "number");
  for (const t of left) {
    const holder = t.plays[t.plays.length - 1]?.holder;
    const marker = t.winner === "open" && holder !== undefined && holder !== null ? ` (marker: seat ${holder})` : "";
    lines.push(`  trick ${t.number} ${outcome(t)}${marker}: ${t.plays.map((p) => `seat ${p.seat} ${p.card}`).join(", ")}`);
  }
  lines.push(...eventsAfter(round, lastTurn, "afterPlays", (e) => !beforeDiscards(e)));
  return [...lines, ...renderScores(round)];
}

function renderScores(round: ReportRound): string[] {
  return [
    ...(round.scores !== undefined ? [`  scores: ${round.scores.join(" ")}`] : []),
    ...(round.totals !== undefined ? [`  totals: ${round.totals.join(" ")}`] : []),
  ];
}
