// The one interface every bot implements. A bot sees what its seat may see (the observation) and the
// legal actions, never the Game: that keeps bots honest about hidden cards, and lets the same bot run
// in the simulator, behind the CLI and in a browser worker.

import type { Action, Observation } from "../engine/types.js";
import type { Rng } from "../engine/rng.js";

export interface Bot {
  readonly name: string;
  /**
   * Picks one of `legal` (never empty). `rng` is the bot's own stream, so a bot's randomness never
   * shifts the game's deal and a batch stays reproducible from its seed.
   */
  choose(obs: Observation, legal: readonly Action[], rng: Rng): Action;
}
