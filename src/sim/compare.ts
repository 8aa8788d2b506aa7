// Two versions of a ruleset on the same duplicate deals: which differences are real.
//
// Both sides play the same batch plan (same seed, so game i has the same seed, deal, seat rotation
// and bot streams on both sides; the cards dealt are the same whenever both decks are). For every
// deal, each figure is averaged over the deal's games on each side, and the difference B - A of
// those per-deal means is one paired sample: the luck of the deal cancels out, so a rule change
// shows with far fewer games than two independent batches would need. A difference is called
// significant when its 95% Student-t interval over the deals leaves out 0 (each figure on its own;
// with many figures, about one in twenty unchanged ones would be flagged by chance).
// A deal with a failed game on either side is left out of the paired figures.
//
// The editor's compare tab and `stichwerk compare` both call compareRulesets.

import type { Bot } from "../bots/bot.js";
import { getBot } from "../bots/registry.js";
import type { RulesetIR } from "../ir/types.js";
import { emptyAggregate, mergeAggregate } from "./aggregate.js";
import { gameShape } from "./metrics/game-shape.js";
import { planSimulation, runSimulationChunk, simulationReport, type GameRecord, type SimulateReport, type SimulationPlan } from "./simulate.js";
import { addSample, CONFIDENCE, emptyMoments, meanInterval, tCdf, type Interval, type Moments } from "./stats.js";

export interface CompareSide {
  readonly ir: RulesetIR;
  /** How reports name this side (e.g. "saved", a file path). */
  readonly label: string;
}

export interface CompareOptions {
  readonly a: CompareSide;
  readonly b: CompareSide;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  /** A bot per seat, as for simulate(): a spec for getBot() (e.g. "random") or a Bot (named by its name). */
  readonly bots: readonly (string | Bot)[];
  readonly rotate?: boolean;
  readonly maxSteps?: number;
  /** Count forced decisions (SimulateOptions.countForced). */
  readonly countForced?: boolean;
  /** Called after each chunk of games played on both sides. */
  readonly onProgress?: (gamesDone: number, gamesTotal: number) => void;
}

export interface FigureDifference {
  /** E.g. "mean score, seat 0", "win rate, bot greedy", "tricks per game". */
  readonly figure: string;
  readonly a: number;
  readonly b: number;
  /** Mean over the paired deals of (B - A). */
  readonly difference: number;
  /** Interval for the difference; null below 2 paired deals. */
  readonly interval: Interval | null;
  /** Two-sided p-value of the paired t-test; null below 2 deals or without spread. */
  readonly p: number | null;
  /** The interval leaves out 0. */
  readonly significant: boolean;
}

export interface CompareReport {
  readonly a: SimulateReport;
  readonly b: SimulateReport;
  /** Deals whose games all finished on both sides. */
  readonly pairedDeals: number;
  readonly confidence: number;
  readonly differences: readonly FigureDifference[];
}

/** Per-game figures of one side, by name; averaged per deal. */
function gameFigures(record: GameRecord, plan: SimulationPlan): Map<string, number> | undefined {
  const game = record.game;
  const result = game?.result();
  if (!game || !result || record.failure) return undefined;
  const tally = game.tally();
  const out = new Map<string, number>();
  const players = plan.players;
  const share = 1 / result.winners.length;
  const totals = result.totals;
  let sum = 0;
  for (let seat = 0; seat < players; seat++) {
    out.set(`mean score, seat ${seat}`, totals[seat]!);
    out.set(`win rate, seat ${seat}`, result.winners.includes(seat) ? share : 0);
    out.set(`tricks per round, seat ${seat}`, tally.tricksWon[seat]! / Math.max(1, tally.rounds));
    sum += totals[seat]!;
  }
  if (plan.botLabels.length > 1) {
    // Bot of each seat in this game: its mean score and win share over its seats.
    for (const bot of plan.botLabels) {
      const seats = record.bots.map((b, seat) => (b === bot ? seat : -1)).filter((s) => s >= 0);
      if (seats.length === 0) continue;
      out.set(`mean score, bot ${bot}`, seats.reduce((acc, s) => acc + totals[s]!, 0) / seats.length);
      out.set(`win rate, bot ${bot}`, seats.reduce((acc, s) => acc + (result.winners.includes(s) ? share : 0), 0) / seats.length);
    }
  }
  out.set("mean score, all seats", sum / players);
  out.set("score spread (best - worst)", Math.max(...totals) - Math.min(...totals));
  out.set("rounds per game", tally.rounds);
  out.set("tricks per game", tally.tricks);
  out.set("decisions per game", tally.actions);
  // The design metrics measured game by game (docs/metrics.md); the batch-level ones (luck share,
  // fairness, skill gap) are in each side's report.
  const shape = gameShape(result);
  out.set("lead changes per game", shape.leadChanges);
  out.set("decisiveness", shape.decisiveness);
  out.set("drama (points behind)", shape.drama);
  if (record.forced !== undefined && record.forced[1] > 0) out.set("forced share", record.forced[0] / record.forced[1]);
  return out;
}

class DealAverager {
  private sums = new Map<string, number>();
  private count = 0;
  private failed = false;

  add(figures: Map<string, number> | undefined): void {
    if (!figures) {
      this.failed = true;
      return;
    }
    this.count++;
    for (const [k, v] of figures) this.sums.set(k, (this.sums.get(k) ?? 0) + v);
  }

  /** The deal's means, or undefined when a game of it failed; resets for the next deal. */
  close(): Map<string, number> | undefined {
    const out = this.failed || this.count === 0 ? undefined : new Map([...this.sums].map(([k, v]) => [k, v / this.count]));
    this.sums = new Map();
    this.count = 0;
    this.failed = false;
    return out;
  }
}

function pValue(m: Moments): number | null {
  if (m.n < 2) return null;
  const sd = Math.sqrt(m.m2 / (m.n - 1));
  if (!(sd > 0)) return null;
  const t = Math.abs(m.mean / (sd / Math.sqrt(m.n)));
  return Math.min(1, 2 * (1 - tCdf(t, m.n - 1)));
}

/** Plays both versions on the same deals and reports each figure's difference with its interval. */
export function compareRulesets(opts: CompareOptions): CompareReport {
  const common = {
    players: opts.players,
    games: opts.games,
    seed: opts.seed,
    bots: opts.bots,
    ...(opts.rotate !== undefined ? { rotate: opts.rotate } : {}),
    ...(opts.maxSteps !== undefined ? { maxSteps: opts.maxSteps } : {}),
    ...(opts.countForced !== undefined ? { countForced: opts.countForced } : {}),
  };
  const lineup = opts.bots.map((b) => (typeof b === "string" ? getBot(b) : b));
  const planA = planSimulation({ ...common, ir: opts.a.ir, ruleset: opts.a.label });
  const planB = planSimulation({ ...common, ir: opts.b.ir, ruleset: opts.b.label });
  const totalA = emptyAggregate(planA.players, planA.botLabels);
  const totalB = emptyAggregate(planB.players, planB.botLabels);
  const diffs = new Map<string, Moments>();
  const means = { a: new Map<string, Moments>(), b: new Map<string, Moments>() };
  let paired = 0;
  const start = performance.now();
  let elapsedA = 0;

  for (let chunk = 0; chunk < planA.chunks; chunk++) {
    const perDeal = { a: new Map<number, Map<string, number> | undefined>(), b: new Map<number, Map<string, number> | undefined>() };
    for (const side of ["a", "b"] as const) {
      const plan = side === "a" ? planA : planB;
      const averager = new DealAverager();
      const t0 = performance.now();
      const agg = runSimulationChunk(plan, chunk, {
        bots: lineup,
        onGame: (record) => {
          averager.add(gameFigures(record, plan));
          if (record.rotation === plan.blockSize - 1) perDeal[side].set(record.deal, averager.close());
        },
      });
      if (side === "a") elapsedA += performance.now() - t0;
      mergeAggregate(side === "a" ? totalA : totalB, agg);
    }
    for (const [deal, fa] of perDeal.a) {
      const fb = perDeal.b.get(deal);
      if (!fa || !fb) continue;
      paired++;
      for (const [k, va] of fa) {
        const vb = fb.get(k);
        if (vb === undefined) continue;
        for (const [map, v] of [[diffs, vb - va], [means.a, va], [means.b, vb]] as const) {
          let m = map.get(k);
          if (!m) map.set(k, (m = emptyMoments()));
          addSample(m, v);
        }
      }
    }
    opts.onProgress?.(Math.min(planA.games, (chunk + 1) * planA.chunkDeals * planA.blockSize), planA.games);
  }

  const differences: FigureDifference[] = [...diffs].map(([figure, m]) => {
    const interval = meanInterval(m);
    return {
      figure,
      a: means.a.get(figure)?.mean ?? 0,
      b: means.b.get(figure)?.mean ?? 0,
      difference: m.mean,
      interval,
      p: pValue(m),
      significant: interval !== null && (interval.low > 0 || interval.high < 0),
    };
  });
  const total = performance.now() - start;
  return {
    a: simulationReport(planA, totalA, elapsedA),
    b: simulationReport(planB, totalB, total - elapsedA),
    pairedDeals: paired,
    confidence: CONFIDENCE,
    differences,
  };
}
