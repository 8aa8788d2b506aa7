// Sampled worlds (determinizations) for one decision. Every world comes from the engine's
// `Game.fromObservation`, which reads the seat's observation only, so the hidden cards a bot plans with are
// drawn from what the seat may know, never from the real game.
//
// Drawing a world replays the round so far, which late in a round costs more than playing the rest
// of it. So the first `poolSize` worlds are kept and later requests get a copy of one of them, in
// turn: each is an independent draw from the same distribution, merely used more than once.
// Worlds end with the current round (see horizon.ts): the bots look no further. The copies handed
// out record events only if asked (`record`): a search that reads none plays faster without.

import type { RulesetIR } from "../ir/types.js";
import { Game } from "../engine/game.js";
import type { Rng } from "../engine/rng.js";
import type { Observation } from "../engine/types.js";
import { RuleError } from "../engine/errors.js";
import { endingAfter } from "./horizon.js";

export class Worlds {
  private readonly pool: Game[] = [];
  private served = 0;
  /** Set once the sampler gave up: when it fails once for this observation it would most likely fail again, and each failure costs hundreds of replays. */
  private exhausted = false;

  constructor(
    private readonly ir: RulesetIR,
    private readonly obs: Observation,
    private readonly rng: Rng,
    private readonly poolSize: number,
    private readonly record = true,
  ) {}

  /** A world of one's own to play on (mutate freely), or null when no consistent world can be found. */
  next(): Game | null {
    const i = this.served++;
    if (!this.exhausted && this.pool.length < this.poolSize) {
      try {
        const world = Game.fromObservation(endingAfter(this.ir, this.obs.round), this.obs, this.rng);
        this.pool.push(world);
        return world.clone({ record: this.record });
      } catch (err) {
        if (!(err instanceof RuleError && err.code === "no-consistent-sample")) throw err;
        this.exhausted = true;
      }
    }
    if (this.pool.length === 0) return null;
    return this.pool[i % this.pool.length]!.clone({ record: this.record });
  }
}
