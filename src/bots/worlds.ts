// Sampled worlds (determinizations) for one decision. Every world comes from the engine's
// `Game.fromObservation`, which reads the seat's observation only, so the hidden cards a bot plans with are
// drawn from what the seat may know, never from the real game.
//
// Drawing a world replays the round so far, which late in a round costs more than playing the rest
// of it. So the first `poolSize` worlds are kept and later requests get a copy of one of them, in
// turn: each is an independent draw from the same distribution, merely used more than once.
// Worlds end with the current round (see horizon.ts): the bots look no further.
//
// A search that reads no events asks for unrecorded worlds (`record` false): the kept worlds stop
// recording once drawn, so their copies are smaller and their random play takes the engine's fast
// loops. Told how many worlds it will be asked for at most (`uses`), it hands out a kept world itself,
// not a copy, on the last request that comes to it. A bot that only ever plays on copies of a world
// (greedy: one copy per candidate) asks for shared() worlds instead, the pool's own, uncopied.

import type { RulesetIR } from "../ir/types.js";
import { Game } from "../engine/game.js";
import type { SampleMode, SampleStats } from "../engine/view/sample.js";
import { Blamed } from "../engine/view/repair.js";
import type { Rng } from "../engine/rng.js";
import type { Observation } from "../engine/types.js";
import { RuleError } from "../engine/errors.js";
import { mayEndAfterRound } from "./horizon.js";

export interface WorldsOptions {
  /** Whether the worlds handed out record events (default true). */
  readonly record?: boolean;
  /** The most worlds next() will be asked for (default: no limit known, every world handed out is a copy). */
  readonly uses?: number;
  /**
   * How the sampler checks each world (view/sample.ts SampleMode; default "judged"): the same worlds
   * either way, "shaped" doing the least work for a pool of a few worlds per decision.
   */
  readonly sampling?: SampleMode;
  /** What drawing the worlds cost is added here (view/sample.ts SampleStats; for measurements: bench/greedy-playtest.ts --stats). */
  readonly stats?: SampleStats;
}

export class Worlds {
  private readonly pool: Game[] = [];
  /** pool[i] was handed out itself: it may be asked for no more. */
  private readonly spent: boolean[] = [];
  private served = 0;
  /** Set once the sampler gave up: when it fails once for this observation it would most likely fail again, and each failure costs hundreds of replays. */
  private exhausted = false;
  private readonly record: boolean;
  private readonly uses: number;
  private readonly sampling: SampleMode | undefined;
  private readonly stats: SampleStats | undefined;
  /** What the refused worlds of this observation blamed, for the next draws' trades (view/repair.ts Blamed). */
  private readonly blamed = new Blamed();

  constructor(
    private readonly ir: RulesetIR,
    private readonly obs: Observation,
    private readonly rng: Rng,
    private readonly poolSize: number,
    opts: WorldsOptions = {},
  ) {
    this.record = opts.record ?? true;
    this.uses = opts.uses ?? Infinity;
    this.sampling = opts.sampling;
    this.stats = opts.stats;
  }

  /** A world of one's own to play on (mutate freely), or null when no consistent world can be found. */
  next(): Game | null {
    const i = this.served++;
    const drawn = this.draw();
    if (drawn) return drawn.clone({ record: this.record });
    const n = this.pool.length;
    if (n === 0) return null;
    // From here on the pool no longer grows (it is full, or the sampler gave up), so request i comes
    // back to the same kept world only at i + n: when that is past the last use, no copy is needed.
    const k = i % n;
    if (this.spent[k]) throw new Error(`internal error: more than ${this.uses} worlds asked for`);
    if (i + n >= this.uses) {
      this.spent[k] = true;
      return this.pool[k]!;
    }
    return this.pool[k]!.clone({ record: this.record });
  }

  /**
   * A world to copy from but never to change (it stays in the pool, as the same draw as next()'s),
   * or null. The same worlds in the same order as next(), without next()'s copy: a bot that plays
   * each world only on copies of its own (greedy, one copy per candidate) saves one copy per world.
   * Only for a Worlds without `uses` (it cannot tell which request is the last).
   */
  shared(): Game | null {
    if (this.uses !== Infinity) throw new Error("internal error: shared() on worlds handed out without copies");
    const i = this.served++;
    const drawn = this.draw();
    if (drawn) return drawn;
    const n = this.pool.length;
    return n === 0 ? null : this.pool[i % n]!;
  }

  /** A new world drawn into the pool, or null when the pool is full or the sampler gave up (for good). */
  private draw(): Game | null {
    if (this.exhausted || this.pool.length >= this.poolSize) return null;
    try {
      // Drawn unrecorded where the round allows (view/sample.ts determinize's `record`): the same world.
      const world = Game.fromObservation(this.ir, this.obs, this.rng, this.sampling, this.stats, this.record, this.blamed);
      // It ends with the current round (bots/horizon.ts): on the ruleset itself, compiled once, rather
      // than on a copy per round number (endingAfter), which plays the same.
      if (mayEndAfterRound(this.ir)) world.endAfterRound();
      if (!this.record) world.stopRecording();
      this.pool.push(world);
      this.spent.push(false);
      return world;
    } catch (err) {
      if (!(err instanceof RuleError && err.code === "no-consistent-sample")) throw err;
      this.exhausted = true;
      return null;
    }
  }
}
