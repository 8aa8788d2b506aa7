// Seeded batches of bot games and their report.
//
// Deals and seats: deal d of a batch uses the seed gameSeed(seed, d), which fixes the cards (the
// engine's own Rng), while each bot draws from its own stream derived from that seed. With seat
// rotation each deal is played once per seat: in rotation r the bot given for seat i sits at seat
// (i + r) mod players, so every bot gets every seat's cards of the same deals and the luck of the
// deal cancels out. Without rotation game i is deal i, as it always was.
//
// Chunks: the games are split into chunks that depend only on the options (never on how many
// workers there are); simulate() plays them one after the other here, the CLI may play them in
// worker threads; either way the chunk aggregates are merged in chunk order, so the same options
// always give the same report (apart from elapsedMs).

import { Game } from "../engine/game.js";
import { Rng, gameSeed } from "../engine/rng.js";
import type { Static } from "../ir/schema-kit.js";
import type { RulesetIR } from "../ir/types.js";
import type {
  BotSummarySchema,
  GameLengthSchema,
  LengthStatSchema,
  ScoreHistogramSchema,
  SeatSummarySchema,
  SimulateReportSchema,
} from "./simulate-report-schema.js";
import type { Bot } from "../bots/bot.js";
import { getBot } from "../bots/registry.js";
import { playGame, playGameCounted } from "./play.js";
import { designMetrics, type DesignMetrics } from "./metrics/report.js";
import { toFailure } from "./failure.js";
import {
  addFailure,
  addFinishedGame,
  BlockTally,
  emptyAggregate,
  mergeAggregate,
  type FailureSample,
  type SimAggregate,
} from "./aggregate.js";
import {
  CONFIDENCE,
  histogramBuckets,
  meanInterval,
  standardDeviation,
  wilsonInterval,
  type HistogramBucket,
  type Interval,
  type Moments,
} from "./stats.js";

export { FAILURE_SAMPLES } from "./aggregate.js";

export interface SimulateOptions {
  readonly ir: RulesetIR;
  readonly players: number;
  /** Games to play; with seat rotation rounded up to a whole number of deals (a multiple of players). */
  readonly games: number;
  readonly seed: number;
  /** The line-up, one bot per seat: a bot spec for getBot() (e.g. "random") or a Bot. */
  readonly bots: readonly (string | Bot)[];
  /** Play each deal once per seat rotation. Default: on when the line-up has different bots. */
  readonly rotate?: boolean;
  /** Passed to Game.create: bounds the engine steps of each game. */
  readonly maxSteps?: number;
  /**
   * Count every decision and those with a single legal action (the forced share of the design
   * metrics). The same games are played, one decision at a time: slower where the engine would
   * otherwise play random runs in one go. Default off.
   */
  readonly countForced?: boolean;
  /** How the report names the ruleset (e.g. its path); defaults to the ruleset's game name. */
  readonly ruleset?: string;
  /** Called after each game, finished or failed, e.g. to write its log. */
  readonly onGame?: (record: GameRecord) => void;
}

export interface GameRecord {
  /** Index of the game in the batch. */
  readonly index: number;
  readonly seed: number;
  readonly deal: number;
  readonly rotation: number;
  /** The bot of each seat in this game. */
  readonly bots: readonly string[];
  /** Absent only when Game.create itself failed. */
  readonly game?: Game;
  readonly failure?: FailureSample;
  /** [decisions with a single legal action, decisions], when the plan counts them (countForced). */
  readonly forced?: readonly [number, number];
}

/**
 * Everything needed to play any chunk of a batch: plain data (the bots are named by their specs), so
 * it can be sent to a worker once. Made by planSimulation(), which checks the options.
 */
export interface SimulationPlan {
  readonly ir: RulesetIR;
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number;
  readonly gamesRequested: number;
  /** Bot spec per seat in rotation 0 (a Bot object is named by its name). */
  readonly lineup: readonly string[];
  /** The distinct specs of the line-up, in order of first seat. */
  readonly botLabels: readonly string[];
  /** Index into botLabels of each seat's bot in rotation 0. */
  readonly lineupBots: readonly number[];
  readonly rotate: boolean;
  readonly deals: number;
  /** Games per deal: players with rotation, else 1. */
  readonly blockSize: number;
  /** Games to play: deals × blockSize. */
  readonly games: number;
  /** Deals per chunk (the last chunk may have fewer). */
  readonly chunkDeals: number;
  readonly chunks: number;
  readonly maxSteps?: number;
  /** SimulateOptions.countForced. */
  readonly countForced: boolean;
}

/** At most this many games in a chunk... */
const CHUNK_GAMES = 32;
/** ...and small batches are split into about this many chunks, so that slow bots still spread over workers. */
const MIN_CHUNKS = 64;

// The report's types are `Static<>` of its schema (simulate-report-schema.ts).
/** What simulate() returns and `stichwerk simulate --json` prints (schemas/simulate-report.schema.json). */
export interface SimulateReport extends Static<typeof SimulateReportSchema> {}
export interface SeatSummary extends Static<typeof SeatSummarySchema> {}
export interface BotSummary extends Static<typeof BotSummarySchema> {}
export interface LengthStat extends Static<typeof LengthStatSchema> {}
/** Per finished game. Decisions are the actions taken by all seats (plays, choices, orders, ...). */
export interface GameLength extends Static<typeof GameLengthSchema> {}
export interface ScoreHistogram extends Static<typeof ScoreHistogramSchema> {}

export class SimulateOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SimulateOptionsError";
  }
}

/** Plays the whole batch in this thread (the editor calls this in a browser worker). */
export function simulate(opts: SimulateOptions): SimulateReport {
  const plan = planSimulation(opts);
  const bots = opts.bots.map((b) => (typeof b === "string" ? getBot(b) : b));
  const start = performance.now();
  const total = emptyAggregate(plan.players, plan.botLabels);
  for (let chunk = 0; chunk < plan.chunks; chunk++) {
    // A caller's callback may read the games' events, so they are kept for it.
    mergeAggregate(total, runSimulationChunk(plan, chunk, { bots, ...(opts.onGame ? { onGame: opts.onGame, record: true } : {}) }));
  }
  return simulationReport(plan, total, performance.now() - start);
}

/** Whether a line-up is rotated by default: when it has different bots. */
export function rotatesByDefault(bots: readonly (string | Bot)[]): boolean {
  return new Set(bots.map(botLabel)).size > 1;
}

function botLabel(b: string | Bot): string {
  return typeof b === "string" ? b : b.name;
}

/** Checks the options and splits the batch into chunks; the plan is the same whatever runs it. */
export function planSimulation(opts: Omit<SimulateOptions, "onGame">): SimulationPlan {
  checkOptions(opts);
  const lineup = opts.bots.map(botLabel);
  const botLabels = [...new Set(lineup)];
  const rotate = opts.rotate ?? rotatesByDefault(opts.bots);
  const blockSize = rotate ? opts.players : 1;
  const deals = Math.ceil(opts.games / blockSize);
  const chunkDeals = Math.max(1, Math.min(Math.floor(CHUNK_GAMES / blockSize), Math.ceil(deals / MIN_CHUNKS)));
  return {
    ir: opts.ir,
    ruleset: opts.ruleset ?? opts.ir.name,
    players: opts.players,
    seed: opts.seed,
    gamesRequested: opts.games,
    lineup,
    botLabels,
    lineupBots: lineup.map((l) => botLabels.indexOf(l)),
    rotate,
    deals,
    blockSize,
    games: deals * blockSize,
    chunkDeals,
    chunks: Math.ceil(deals / chunkDeals),
    countForced: opts.countForced === true,
    ...(opts.maxSteps !== undefined ? { maxSteps: opts.maxSteps } : {}),
  };
}

export interface ChunkOptions {
  /** The line-up's bots, seat order of rotation 0; default: getBot() of each spec in plan.lineup. */
  readonly bots?: readonly Bot[];
  readonly onGame?: (record: GameRecord) => void;
  /**
   * Keep each game's events and action log (GameOptions.record), as writing its log from
   * GameRecord.game needs. Default: only when a bot of the line-up observes (a non-uniform bot).
   */
  readonly record?: boolean;
}

/** Games of chunk `chunk`: [first, end). */
export function chunkGames(plan: SimulationPlan, chunk: number): { readonly first: number; readonly end: number } {
  const firstDeal = chunk * plan.chunkDeals;
  const endDeal = Math.min(plan.deals, firstDeal + plan.chunkDeals);
  return { first: firstDeal * plan.blockSize, end: endDeal * plan.blockSize };
}

/** Plays one chunk of the batch and returns its aggregate (plain data; merge with mergeAggregate). */
export function runSimulationChunk(plan: SimulationPlan, chunk: number, opts: ChunkOptions = {}): SimAggregate {
  if (!Number.isInteger(chunk) || chunk < 0 || chunk >= plan.chunks) throw new RangeError(`chunk ${chunk} is not in 0..${plan.chunks - 1}`);
  const lineupBots = opts.bots ?? plan.lineup.map((spec) => getBot(spec));
  const { players } = plan;
  const agg = emptyAggregate(players, plan.botLabels);
  const block = new BlockTally(agg);
  const { first, end } = chunkGames(plan, chunk);

  // Games keep no events or action log unless something reads them: a bot that observes, or the
  // caller (logs). Recording off plays the very same games, faster.
  const recording = opts.record ?? !lineupBots.every((b) => b.uniform === true);
  for (let index = first; index < end; index++) {
    const deal = Math.floor(index / plan.blockSize);
    const rotation = index % plan.blockSize;
    const seed = gameSeed(plan.seed, deal);
    // Line-up position i sits at seat (i + rotation) mod players, and keeps its own Rng stream.
    const position = (seat: number) => (seat - rotation + players) % players;
    const bots = Array.from({ length: players }, (_, seat) => lineupBots[position(seat)]!);
    const rngs = Array.from({ length: players }, (_, seat) => new Rng(gameSeed(seed, position(seat))));
    const botOfSeat = Array.from({ length: players }, (_, seat) => plan.lineupBots[position(seat)]!);
    const seatSpecs = botOfSeat.map((b) => plan.botLabels[b]!);
    let game: Game | undefined;
    let record: GameRecord;
    try {
      game = Game.create(plan.ir, { players, seed, record: recording, ...(plan.maxSteps !== undefined ? { maxSteps: plan.maxSteps } : {}) });
      const forced = plan.countForced ? playGameCounted(game, bots, rngs) : (playGame(game, bots, rngs), undefined);
      block.addGame(addFinishedGame(agg, game, forced), botOfSeat);
      record = { index, seed, deal, rotation, bots: seatSpecs, game, ...(forced !== undefined ? { forced } : {}) };
    } catch (error) {
      const failure: FailureSample = { ...toFailure(index, seed, error), deal, rotation, bots: seatSpecs };
      addFailure(agg, failure);
      block.addFailure();
      record = { index, seed, deal, rotation, bots: seatSpecs, ...(game !== undefined ? { game } : {}), failure };
    }
    if (rotation === plan.blockSize - 1) block.close();
    // Outside the try: an error in the caller's callback is the caller's, not a failed game.
    opts.onGame?.(record);
  }
  return agg;
}

/** The report of a batch from the merged aggregate of all its chunks. */
export function simulationReport(plan: SimulationPlan, agg: SimAggregate, elapsedMs: number): SimulateReport {
  const ratio = (x: number, n: number) => (n === 0 ? 0 : x / n);
  const { bucketWidth, buckets } = histogramBuckets(agg.histogram);
  return {
    ruleset: plan.ruleset,
    name: plan.ir.name,
    players: plan.players,
    seed: plan.seed,
    gamesRequested: plan.gamesRequested,
    rotate: plan.rotate,
    deals: plan.deals,
    lineup: plan.lineup,
    games: agg.games,
    failures: agg.failures,
    failureSamples: agg.failureSamples,
    confidence: CONFIDENCE,
    seats: agg.seats.map((s, seat) => ({
      seat,
      bot: plan.rotate ? null : plan.lineup[seat]!,
      games: s.score.n,
      meanScore: s.score.mean,
      meanScoreCI: meanInterval(s.score),
      scoreSd: standardDeviation(s.score),
      winRate: ratio(s.wins, agg.games),
      winRateCI: wilsonInterval(s.wins, agg.games),
      meanTricksWon: ratio(s.tricks, agg.games),
      meanTricksPerRound: ratio(s.tricks, agg.rounds.sum),
    })),
    bots: agg.bots.map((b, i) => ({
      bot: b.bot,
      seatsPerGame: plan.lineupBots.filter((x) => x === i).length,
      deals: b.blockMeans.n,
      seatGames: b.seatGames,
      meanScore: b.blockMeans.mean,
      meanScoreCI: meanInterval(b.blockMeans),
      winRate: ratio(b.wins, b.seatGames),
      winRateCI: wilsonInterval(b.wins, b.seatGames),
    })),
    length: {
      rounds: lengthStat(agg.rounds),
      tricks: lengthStat(agg.tricks),
      decisions: lengthStat(agg.decisions),
      roundsDistribution: agg.roundCounts.flatMap((games, rounds) => (games > 0 ? [{ rounds, games }] : [])),
    },
    scoreHistogram: { scores: agg.games * plan.players, wholeScores: agg.histogram.integers, bucketWidth, buckets },
    metrics: designMetrics(agg, plan.botLabels),
    elapsedMs: Math.round(elapsedMs),
  };
}

function lengthStat(m: Moments): LengthStat {
  return m.n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: m.mean, min: m.min, max: m.max };
}

function checkOptions(opts: Omit<SimulateOptions, "onGame">): void {
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
