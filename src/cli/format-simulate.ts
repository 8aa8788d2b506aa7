// The simulation report for people: a header, a table per bot (when the line-up mixes bots) and per
// seat with 95% intervals, the game length, a score histogram, then the failures.

import type { Interval, RuleRef, SimulateReport } from "../index.js";
import { formatMetrics } from "./format-metrics.js";

export interface RunInfo {
  /** Worker threads used; omitted when the batch ran in the calling thread. */
  readonly workers?: number;
}

export function formatSimulateReport(r: SimulateReport, run: RunInfo = {}, place?: (rule: RuleRef) => string | undefined): string {
  const played = r.deals * (r.rotate ? r.players : 1);
  const level = `${Math.round(r.confidence * 100)}% CI`;
  const lines = [
    `${r.name} (${r.ruleset})`,
    `${r.players} players, ${played} games from seed ${r.seed}: ${r.games} finished, ${r.failures} failed, ${r.elapsedMs} ms`,
    lineupLine(r, played),
    speedLine(r, played, run),
    "",
  ];
  if (r.bots.length > 1) {
    lines.push(
      table(
        ["bot", "seats", "mean score", level, "win rate", level],
        r.bots.map((b) => [b.bot, String(b.seatsPerGame), score(b.meanScore), scoreInterval(b.meanScoreCI), percent(b.winRate), rateInterval(b.winRateCI)]),
        [0],
      ),
      `(win rate per seat and game; a win shared by k seats counts 1/k; an even share is ${percent(1 / r.players)})`,
      "",
    );
  }
  const withBot = r.seats.some((s) => s.bot !== null);
  lines.push(
    table(
      ["seat", ...(withBot ? ["bot"] : []), "mean score", level, "win rate", level, "tricks/round"],
      r.seats.map((s) => [
        String(s.seat),
        ...(withBot ? [s.bot ?? ""] : []),
        score(s.meanScore),
        scoreInterval(s.meanScoreCI),
        percent(s.winRate),
        rateInterval(s.winRateCI),
        s.meanTricksPerRound.toFixed(2),
      ]),
      withBot ? [1] : [],
    ),
  );
  if (r.games > 0) lines.push("", lengthLine(r), ...roundsDistribution(r), "", ...formatMetrics(r.metrics), "", ...histogram(r));
  if (r.failures > 0) lines.push("", ...formatFailures(r, place));
  return lines.join("\n") + "\n";
}

function lineupLine(r: SimulateReport, played: number): string {
  const same = r.lineup.every((b) => b === r.lineup[0]);
  const bots = same ? `${r.lineup[0]} in every seat` : `by seat ${r.lineup.join(", ")}`;
  if (!r.rotate) return `bots: ${bots}; no seat rotation`;
  const rounded = played !== r.gamesRequested ? ` (${r.gamesRequested} rounded up to whole deals)` : "";
  return `bots: ${bots}; seat rotation: ${r.deals} deals, each played ${r.players} times, the bots one seat on each time${rounded}`;
}

function speedLine(r: SimulateReport, played: number, run: RunInfo): string {
  const where = run.workers === undefined ? "in this thread" : `${run.workers} worker${run.workers === 1 ? "" : "s"}`;
  const rate = r.elapsedMs > 0 ? `, ${Math.round((played * 1000) / r.elapsedMs)} games/s` : "";
  return `${where}${rate}`;
}

function lengthLine(r: SimulateReport): string {
  const { rounds, tricks, decisions } = r.length;
  const stat = (s: { mean: number; min: number; max: number }, what: string) =>
    s.min === s.max ? `${s.min} ${what}` : `${s.mean.toFixed(1)} ${what} (${s.min}..${s.max})`;
  return `game length: ${stat(rounds, "rounds")}, ${stat(tricks, "tricks")}, ${stat(decisions, "decisions")} per game`;
}

const BAR_WIDTH = 30;
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

/** A bar of `count` against the largest `most`: at least a sliver for any count. */
function bar(count: number, most: number): string {
  const eighths = count === 0 ? 0 : Math.max(1, Math.round((count / most) * BAR_WIDTH * 8));
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]!;
}

/** The games per number of rounds, when games lasted different numbers of rounds. */
function roundsDistribution(r: SimulateReport): string[] {
  const d = r.length.roundsDistribution ?? [];
  if (d.length < 2) return [];
  const games = d.reduce((a, x) => a + x.games, 0);
  const most = Math.max(...d.map((x) => x.games));
  const width = Math.max(...d.map((x) => String(x.rounds).length));
  return [
    `rounds per game (${games} finished games)`,
    ...d.map((x) => `  ${String(x.rounds).padStart(width)}  ${bar(x.games, most).padEnd(BAR_WIDTH)}  ${String(x.games).padStart(String(games).length)}  ${percent(x.games / games).padStart(6)}`),
  ];
}

function histogram(r: SimulateReport): string[] {
  const { buckets, bucketWidth, scores, wholeScores } = r.scoreHistogram;
  const integers = wholeScores && Number.isInteger(bucketWidth) && buckets.every((b) => Number.isInteger(b.from));
  const label = (from: number, to: number) =>
    integers ? (bucketWidth === 1 ? String(from) : `${from}..${to - 1}`) : `${from} to <${to}`;
  const labels = buckets.map((b) => label(b.from, b.to));
  const width = Math.max(...labels.map((l) => l.length));
  const most = Math.max(...buckets.map((b) => b.count));
  return [
    `final scores (${scores}: every seat of every finished game)`,
    ...buckets.map((b, i) => {
      // A bucket with any scores gets at least a sliver of a bar, and never reads as 0.0%.
      const eighths = b.count === 0 ? 0 : Math.max(1, Math.round((b.count / most) * BAR_WIDTH * 8));
      const bar = "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]!;
      const share = b.count === 0 ? "-" : b.count / scores < 0.0005 ? "<0.1%" : percent(b.count / scores);
      return `  ${labels[i]!.padStart(width)}  ${bar.padEnd(BAR_WIDTH)}  ${share.padStart(6)}`.trimEnd();
    }),
  ];
}

/** `place`: where a failure's rule is in the source (file:line:col), when it can be found. */
export function formatFailures(r: SimulateReport, place: (rule: RuleRef) => string | undefined = () => undefined): string[] {
  const shown = r.failureSamples.length;
  const head = `${r.failures} game${r.failures === 1 ? "" : "s"} failed${shown < r.failures ? ` (the first ${shown} shown)` : ""}:`;
  const lineup = (bots: readonly string[]) => (r.rotate ? `, bots ${bots.join(",")}` : "");
  const at = (ref: RuleRef | undefined) => {
    const where = ref === undefined ? undefined : place(ref);
    return where === undefined ? "" : ` at ${where}`;
  };
  return [head, ...r.failureSamples.map((f) => `  game ${f.game}, seed ${f.seed}${lineup(f.bots)}: [${f.code}] ${f.message}${at(f.ref)}`)];
}

function score(x: number): string {
  return x.toFixed(2);
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function scoreInterval(i: Interval | null): string {
  return i === null ? "-" : `${score(i.low)} .. ${score(i.high)}`;
}

function rateInterval(i: Interval | null): string {
  return i === null ? "-" : `${(i.low * 100).toFixed(1)} .. ${percent(i.high)}`;
}

/** Columns right-aligned except the `left` ones (names). */
function table(header: readonly string[], rows: readonly (readonly string[])[], left: readonly number[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c]?.length ?? 0)));
  return all
    .map((row) => row.map((cell, c) => (left.includes(c) ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd())
    .join("\n");
}
