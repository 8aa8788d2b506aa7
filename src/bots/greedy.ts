// A one-step lookahead read off the rules: for each legal action, in a few sampled worlds, apply it,
// let play go on at random until the action's effect shows, and compare this seat's round score with
// the others' (rule `score`). It knows no game: "until the effect shows" means until the trick the
// played card went into is complete; for rule cards kept, whose rules hold for the whole round, until
// the round is scored; and for any other decision (a choice, an order, a card set aside) until this
// seat is to act again. Cheap by design: a few dozen short playouts per decision.

import type { Bot } from "./bot.js";
import type { Game } from "../engine/game.js";
import { Rng } from "../engine/rng.js";
import type { Action, Seat } from "../engine/types.js";
import { tellsNothing } from "./horizon.js";
import { Worlds } from "./worlds.js";
import type { SampleStats } from "../engine/view/sample.js";
import { playOutRound, stepRandom } from "./playout.js";
import { orientation, relativeScore, roundScores } from "./outcome.js";

export interface GreedyOptions {
  /** Playouts per decision to aim for, spread over the candidate actions. */
  readonly playouts: number;
  /** Fewest and most sampled worlds each candidate is tried in. */
  readonly minWorlds: number;
  readonly maxWorlds: number;
  /** With more legal actions than this (large choices, long orders), a random subset is compared. */
  readonly maxCandidates: number;
  /** What drawing the worlds cost is added here (view/sample.ts SampleStats), for measurements; absent: not counted. */
  readonly stats?: SampleStats;
}

export const GREEDY_DEFAULTS: GreedyOptions = { playouts: 48, minWorlds: 2, maxWorlds: 8, maxCandidates: 24 };

export function greedyBot(options: Partial<GreedyOptions> = {}): Bot {
  const opts = { ...GREEDY_DEFAULTS, ...options };
  return {
    name: "greedy",
    choose(ctx, legal, rng) {
      if (legal.length === 1) return legal[0]!;
      const candidates = legal.length > opts.maxCandidates ? rng.shuffle([...legal]).slice(0, opts.maxCandidates) : legal;
      const worldCount = Math.min(opts.maxWorlds, Math.max(opts.minWorlds, Math.ceil(opts.playouts / candidates.length)));
      // The worlds record nothing (valueAfter reads the state, not events): their copies are smaller
      // and random play takes the engine's fast loops, drawing the same as on recorded copies. At
      // most 8 worlds per decision: each is replayed, which costs less than the judge's template, and
      // dealt from the observation's shape after its first (view/sample.ts SampleMode "shaped"): the
      // same worlds as replaying them through the events.
      const worlds = new Worlds(ctx.ir, ctx.observation(), rng, worldCount, { record: false, sampling: "shaped", ...(opts.stats ? { stats: opts.stats } : {}) });
      const sign = orientation(ctx.ir);
      const totals = new Float64Array(candidates.length);
      const last = candidates.length - 1;
      // The worlds drawn and their seeds: the last candidate is tried in each once no more worlds
      // are asked for, on the pool's world itself where it is not handed out again (a world is when
      // the sampler gives up: view's Worlds.shared), so one copy per world is saved.
      const tried: Game[] = [];
      const seeds: number[] = [];
      for (let w = 0; w < worldCount; w++) {
        // Played on copies only until then, one per candidate, so the pool's world itself serves.
        const world = worlds.shared();
        if (!world) break;
        // Every candidate continues with the same random stream in this world (common random
        // numbers), so the comparison between them is less noisy than separate streams would make it.
        const seed = rng.nextUint32();
        for (let i = 0; i < last; i++) {
          totals[i]! += valueAfter(world.clone({ record: false }), ctx.seat, ctx.decider ?? ctx.seat, candidates[i]!, new Rng(seed), sign);
        }
        tried.push(world);
        seeds.push(seed);
      }
      if (tried.length === 0) return rng.pick(legal);
      // In the order drawn, as the others: the same sum, so the same choice as playing it on copies.
      for (let w = 0; w < tried.length; w++) {
        const world = tried[w]!;
        const again = tried.indexOf(world, w + 1) >= 0;
        totals[last]! += valueAfter(again ? world.clone({ record: false }) : world, ctx.seat, ctx.decider ?? ctx.seat, candidates[last]!, new Rng(seeds[w]!), sign);
      }
      return bestOf(candidates, totals, rng);
    },
  };
}

/** The deciding seat's relative round score once `seat`'s action has shown its effect (0 if it cannot be told). */
function valueAfter(game: Game, seat: Seat, decider: Seat, action: Action, rng: Rng, sign: 1 | -1): number {
  const round = game.round;
  try {
    game.apply(seat, action);
    // Rule cards kept hold for the whole round: played out to its end through the engine's random
    // loops (playOutRound: the same draws, in the same order, as stepRandom play by play).
    if (action.type === "keep") playOutRound(game, round, rng);
    else {
      const settled = action.type === "play" ? trickDone(seat, action.card) : (g: Game) => g.toAct().includes(seat);
      while (!game.isOver && game.round === round && !settled(game)) stepRandom(game, rng);
    }
  } catch (err) {
    // A sampled world may run into a rule error the real game never meets; it just tells nothing.
    if (tellsNothing(err)) return 0;
    throw err;
  }
  const scores = roundScores(game, round);
  return scores ? relativeScore(scores, sign, decider) : 0;
}

/**
 * True once the trick the seat's card went into has completed (or been discarded): the card no
 * longer lies in an open trick. From the state, so the world needs no events.
 */
function trickDone(seat: Seat, card: number): (game: Game) => boolean {
  return (game) => !game.inOpenTrick(seat, card);
}

/** The candidate with the highest total; ties broken at random so equal options are not biased to the first. */
function bestOf(candidates: readonly Action[], totals: Float64Array, rng: Rng): Action {
  let best: number[] = [];
  let top = -Infinity;
  totals.forEach((v, i) => {
    if (v > top + 1e-9) {
      top = v;
      best = [i];
    } else if (v > top - 1e-9) best.push(i);
  });
  return candidates[rng.pick(best)]!;
}
