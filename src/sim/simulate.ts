// Seeded batches: game i of a batch uses gameSeed(seed, i), so any single game can be replayed on
// its own and the same options always give the same report (apart from elapsedMs).

import { Game } from "../engine/game.js";
import { Rng, gameSeed } from "../engine/rng.js";
import type { RulesetIR } from "../ir/types.js";
import type { Bot } from "../bots/bot.js";
import { getBot } from "../bots/registry.js";
import { playGame } from "./play.js";
import { type Failure, toFailure } from "./failure.js";
import { SeatStats, type SeatSummary } from "./stats.js";

/** How many failures the report lists; the count covers all of them. */
export const FAILURE_SAMPLES = 10;

export interface SimulateOptions {
  readonly ir: RulesetIR;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  /** One bot per seat: a registered name (see botNames()) or a Bot. */
  readonly bots: readonly (string | Bot)[];
  /** Passed to Game.create: bounds the engine steps of each game. */
  readonly maxSteps?: number;
  /** How the report names the ruleset (e.g. its path); defaults to the ruleset's game name. */
  readonly ruleset?: string;
  /** Called after each game, finished or failed, e.g. to write its log. */
  readonly onGame?: (record: GameRecord) => void;
}

export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  /** Absent only when Game.create itself failed. */
  readonly game?: Game;
  readonly failure?: Failure;
}

export interface SimulateReport {
  readonly ruleset: string;
  readonly name: string;
  readonly players: number;
  readonly seed: number;
  readonly gamesRequested: number;
  /** Games that finished. */
  readonly games: number;
  readonly failures: number;
  readonly failureSamples: readonly Failure[];
  readonly seats: readonly SeatSummary[];
  readonly elapsedMs: number;
}

export class SimulateOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SimulateOptionsError";
  }
}

export function simulate(opts: SimulateOptions): SimulateReport {
  checkOptions(opts);
  const bots = opts.bots.map((b) => (typeof b === "string" ? getBot(b) : b));
  const stats = new SeatStats(bots.map((b) => b.name));
  const samples: Failure[] = [];
  let failures = 0;
  const start = performance.now();

  for (let index = 0; index < opts.games; index++) {
    const seed = gameSeed(opts.seed, index);
    // Each bot draws from its own stream, derived from the game seed but apart from the deal's.
    const rngs = bots.map((_, seat) => new Rng(gameSeed(seed, seat)));
    let game: Game | undefined;
    let record: GameRecord;
    try {
      game = Game.create(opts.ir, { players: opts.players, seed, ...(opts.maxSteps !== undefined ? { maxSteps: opts.maxSteps } : {}) });
      playGame(game, bots, rngs);
      stats.add(game);
      record = { index, seed, game };
    } catch (error) {
      const failure = toFailure(index, seed, error);
      failures++;
      if (samples.length < FAILURE_SAMPLES) samples.push(failure);
      record = { index, seed, ...(game !== undefined ? { game } : {}), failure };
    }
    // Outside the try: an error in the caller's callback is the caller's, not a failed game.
    opts.onGame?.(record);
  }

  return {
    ruleset: opts.ruleset ?? opts.ir.name,
    name: opts.ir.name,
    players: opts.players,
    seed: opts.seed,
    gamesRequested: opts.games,
    games: stats.games,
    failures,
    failureSamples: samples,
    seats: stats.summary(),
    elapsedMs: Math.round(performance.now() - start),
  };
}

function checkOptions(opts: SimulateOptions): void {
  const { ir, players, games, seed, bots } = opts;
  if (!Number.isInteger(players) || players < ir.players.min || players > ir.players.max) {
    throw new SimulateOptionsError(`players must be within this ruleset's range ${ir.players.min}..${ir.players.max}, not ${players}`);
  }
  if (!Number.isInteger(games) || games < 0) throw new SimulateOptionsError(`games must be a whole number >= 0, not ${games}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new SimulateOptionsError(`seed must be a whole number in 0..4294967295, not ${seed}`);
  }
  if (bots.length !== players) throw new SimulateOptionsError(`give one bot per seat: ${players} needed, ${bots.length} given`);
}
