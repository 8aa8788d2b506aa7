// The running totals of a batch of games: constant size whatever the number of games (no per-game
// arrays, a bounded histogram, at most FAILURE_SAMPLES failures kept), plain data so that a worker
// can send its part back, and mergeable. simulate() fills one aggregate per chunk of games and merges
// them in chunk order, so the report does not depend on who played which chunk.

import type { Game } from "../engine/game.js";
import type { Static } from "../ir/schema-kit.js";
import type { Failure } from "./failure.js";
import type { FailureSampleSchema } from "./simulate-report-schema.js";
import { addBlockMetrics, addGameMetrics, emptyMetrics, mergeMetrics, type MetricsAggregate } from "./metrics/aggregate.js";
import { addSample, addToHistogram, emptyHistogram, emptyMoments, mergeHistograms, mergeMoments, type Histogram, type Moments } from "./stats.js";

/** How many failures the report lists; the count covers all of them. */
export const FAILURE_SAMPLES = 10;

/** A failed game, with what is needed to play it again (simulate-report-schema.ts). */
export interface FailureSample extends Static<typeof FailureSampleSchema> {}

export interface SeatAggregate {
  /** Final scores of the finished games. */
  score: Moments;
  /** Won games, a win shared by k seats counting 1/k. */
  wins: number;
  /** Tricks won, summed over the finished games. */
  tricks: number;
}

export interface BotAggregate {
  /** The bot spec as given in the line-up (e.g. "random", "ismcts:200"). */
  readonly bot: string;
  /** Seat-games of this bot in complete blocks (a block = one deal with every rotation of it). */
  seatGames: number;
  /** Wins in those seat-games, a shared win counting 1/k. */
  wins: number;
  /** One sample per complete block: the bot's mean score over its seat-games in the block. */
  blockMeans: Moments;
}

export interface SimAggregate {
  /** Finished games. */
  games: number;
  failures: number;
  /** The first FAILURE_SAMPLES failures, in game order. */
  failureSamples: FailureSample[];
  seats: SeatAggregate[];
  bots: BotAggregate[];
  /** Per finished game. */
  rounds: Moments;
  /** roundCounts[n]: finished games that lasted n rounds (the distribution of game length). */
  roundCounts: number[];
  tricks: Moments;
  decisions: Moments;
  /** Every seat's final score in every finished game. */
  histogram: Histogram;
  /** The design metrics' totals (metrics/aggregate.ts). */
  metrics: MetricsAggregate;
}

export function emptyAggregate(players: number, bots: readonly string[]): SimAggregate {
  return {
    games: 0,
    failures: 0,
    failureSamples: [],
    seats: Array.from({ length: players }, () => ({ score: emptyMoments(), wins: 0, tricks: 0 })),
    bots: bots.map((bot) => ({ bot, seatGames: 0, wins: 0, blockMeans: emptyMoments() })),
    rounds: emptyMoments(),
    roundCounts: [],
    tricks: emptyMoments(),
    decisions: emptyMoments(),
    histogram: emptyHistogram(),
    metrics: emptyMetrics(players),
  };
}

/** Adds `b` (the games after those of `a`) to `a`. */
export function mergeAggregate(a: SimAggregate, b: SimAggregate): void {
  a.games += b.games;
  a.failures += b.failures;
  for (const f of b.failureSamples) if (a.failureSamples.length < FAILURE_SAMPLES) a.failureSamples.push(f);
  a.seats.forEach((s, i) => {
    const t = b.seats[i]!;
    mergeMoments(s.score, t.score);
    s.wins += t.wins;
    s.tricks += t.tricks;
  });
  a.bots.forEach((s, i) => {
    const t = b.bots[i]!;
    s.seatGames += t.seatGames;
    s.wins += t.wins;
    mergeMoments(s.blockMeans, t.blockMeans);
  });
  mergeMoments(a.rounds, b.rounds);
  b.roundCounts.forEach((n, r) => addRoundCount(a.roundCounts, r, n ?? 0));
  mergeMoments(a.tricks, b.tricks);
  mergeMoments(a.decisions, b.decisions);
  mergeHistograms(a.histogram, b.histogram);
  mergeMetrics(a.metrics, b.metrics);
}

/** What one finished game adds to the per-bot totals of its block. */
export interface GameOutcome {
  readonly totals: readonly number[];
  /** Per seat: 1/k if the seat is one of k winners, else 0. */
  readonly winShares: readonly number[];
}

/**
 * Adds a finished game to the per-seat totals, the game length, the histogram and the design metrics;
 * `forced` = [decisions with a single legal action, decisions] when the game's decisions were counted.
 */
export function addFinishedGame(agg: SimAggregate, game: Game, forced?: readonly [number, number]): GameOutcome {
  const result = game.result();
  if (result === null) throw new Error("addFinishedGame: the game is not over");
  const players = agg.seats.length;
  const winShares = new Array<number>(players).fill(0);
  for (const w of result.winners) winShares[w] = 1 / result.winners.length;
  // The engine's tally, not its events: a simulated game may keep none (GameOptions.record).
  const tally = game.tally();
  for (let seat = 0; seat < players; seat++) agg.seats[seat]!.tricks += tally.tricksWon[seat]!;
  agg.games++;
  for (let seat = 0; seat < players; seat++) {
    const s = agg.seats[seat]!;
    const score = result.totals[seat]!;
    addSample(s.score, score);
    s.wins += winShares[seat]!;
    addToHistogram(agg.histogram, score);
  }
  addSample(agg.rounds, tally.rounds);
  addRoundCount(agg.roundCounts, tally.rounds, 1);
  addSample(agg.tricks, tally.tricks);
  addSample(agg.decisions, tally.actions);
  addGameMetrics(agg.metrics, result, forced);
  return { totals: result.totals, winShares };
}

/** Adds `n` games of `rounds` rounds, keeping the list dense (zeros below), so that it merges and serialises alike. */
function addRoundCount(counts: number[], rounds: number, n: number): void {
  while (counts.length <= rounds) counts.push(0);
  counts[rounds]! += n;
}

export function addFailure(agg: SimAggregate, failure: FailureSample): void {
  agg.failures++;
  if (agg.failureSamples.length < FAILURE_SAMPLES) agg.failureSamples.push(failure);
}

/**
 * Collects the games of one block (one deal, every rotation) for the per-bot statistics, which use
 * only complete blocks: with seat rotation, a block where a game failed would no longer give every
 * bot every seat of the deal.
 */
export class BlockTally {
  private readonly scores: number[];
  private readonly wins: number[];
  private readonly counts: number[];
  /** Per game of the block, in rotation order: every seat's final score. */
  private seatScores: (readonly number[])[] = [];
  private seatWinShares: (readonly number[])[] = [];
  /** The first bot's seats against all the others (the skill gap). */
  private first = { sum: 0, n: 0 };
  private rest = { sum: 0, n: 0 };
  private failed = false;

  constructor(private readonly agg: SimAggregate) {
    this.scores = agg.bots.map(() => 0);
    this.wins = agg.bots.map(() => 0);
    this.counts = agg.bots.map(() => 0);
  }

  /** `botOfSeat[s]` = index in agg.bots of the bot at seat s in this game. */
  addGame(outcome: GameOutcome, botOfSeat: readonly number[]): void {
    botOfSeat.forEach((b, seat) => {
      this.scores[b]! += outcome.totals[seat]!;
      this.wins[b]! += outcome.winShares[seat]!;
      this.counts[b]!++;
      const side = b === 0 ? this.first : this.rest;
      side.sum += outcome.totals[seat]!;
      side.n++;
    });
    this.seatScores.push(outcome.totals);
    this.seatWinShares.push(outcome.winShares);
  }

  addFailure(): void {
    this.failed = true;
  }

  /** Adds the block to the aggregate (unless a game of it failed) and starts a new one. */
  close(): void {
    if (!this.failed) {
      this.agg.bots.forEach((bot, b) => {
        const n = this.counts[b]!;
        if (n === 0) return;
        bot.seatGames += n;
        bot.wins += this.wins[b]!;
        addSample(bot.blockMeans, this.scores[b]! / n);
      });
      const gap = this.first.n > 0 && this.rest.n > 0 ? this.first.sum / this.first.n - this.rest.sum / this.rest.n : null;
      addBlockMetrics(this.agg.metrics, this.seatScores, this.seatWinShares, gap);
    }
    this.seatScores = [];
    this.seatWinShares = [];
    this.first = { sum: 0, n: 0 };
    this.rest = { sum: 0, n: 0 };
    this.scores.fill(0);
    this.wins.fill(0);
    this.counts.fill(0);
    this.failed = false;
  }
}
