// Random-game speed of other rulesets than Sticheln Classic (issue 16): games per second of random bots
// on the compiled engine, as the lab plays them (no events kept), for rulesets whose per-play rules are
// heavier than Classic's: Stich-Meister with a fixed set of rule cards in force (a trump card, a
// following rule, a winner-order change and a scoring card) and Stichling. There is no hand-written
// side to compare with, so the figure is the speed itself, measured in several timed runs after a
// warm-up; lowest, median and highest of the runs are reported, so a reader sees the noise.

import { gameSeed, loadRuleset, playCompiledGame } from "./games.js";
import type { RulesetIR } from "../src/index.js";

export interface SpeedTarget {
  readonly label: string;
  readonly file: string;
  /** Rule cards in force, relative to the ruleset's folder. */
  readonly cards: readonly string[];
}

export const SPEED_TARGETS: readonly SpeedTarget[] = [
  {
    label: "Stich-Meister + cards 1, 28, 31, 56",
    file: "rulesets/stich-meister/base.stich",
    cards: ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"],
  },
  { label: "Stichling", file: "rulesets/stichling/stichling.stich", cards: [] },
];

export interface SpeedOptions {
  readonly players: number;
  readonly seed: number;
  /** Games per timed run. */
  readonly games: number;
  readonly runs: number;
  /** Untimed games first. */
  readonly warmup: number;
}

export interface SpeedFigures {
  readonly label: string;
  readonly file: string;
  readonly cards: readonly string[];
  readonly players: number;
  readonly gamesPerRun: number;
  readonly runs: number;
  /** Games per second of each timed run, in run order. */
  readonly gamesPerSec: readonly number[];
  readonly lowest: number;
  readonly median: number;
  readonly highest: number;
}

/** The player count asked for if the ruleset allows it, else the nearest it does. */
function playersFor(ir: RulesetIR, wanted: number): number {
  return Math.min(ir.players.max, Math.max(ir.players.min, wanted));
}

export function measureRandomSpeed(target: SpeedTarget, opts: SpeedOptions): SpeedFigures {
  const ir = loadRuleset(target.file, target.cards);
  const players = playersFor(ir, opts.players);
  // Every run plays different seeds (run r: games r*games..), the warm-up those after all runs.
  const play = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const game = playCompiledGame(ir, players, gameSeed(opts.seed, i), false);
      if (!game.isOver) throw new Error(`${target.label}: game ${i} did not finish`);
    }
  };
  const timedGames = opts.games * opts.runs;
  play(timedGames, timedGames + opts.warmup);
  const rates: number[] = [];
  for (let r = 0; r < opts.runs; r++) {
    const start = performance.now();
    play(r * opts.games, (r + 1) * opts.games);
    rates.push((opts.games / (performance.now() - start)) * 1000);
  }
  const sorted = [...rates].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    label: target.label,
    file: target.file,
    cards: target.cards,
    players,
    gamesPerRun: opts.games,
    runs: opts.runs,
    gamesPerSec: rates.map(round),
    lowest: round(sorted[0]!),
    median: round(sorted[Math.floor(sorted.length / 2)]!),
    highest: round(sorted[sorted.length - 1]!),
  };
}
