// The one interface every bot implements. A bot sees what its seat may see (the observation), the
// public rules (the IR) and the legal actions, never the Game: that keeps bots honest about hidden
// cards, and lets the same bot run in the simulator, behind the CLI and in a browser worker.

import type { RulesetIR } from "../ir/types.js";
import type { Action, Observation, Seat } from "../engine/types.js";
import type { Rng } from "../engine/rng.js";

/** What a bot may know when it decides. */
export interface DecisionContext {
  /** The ruleset being played: public knowledge, e.g. for sampling hidden cards (engine `determinize`). */
  readonly ir: RulesetIR;
  /** The seat whose decision it is (legal actions are this seat's). */
  readonly seat: Seat;
  /**
   * The seat deciding, whose view observation() is: `seat` itself, or the seat the rules hand its
   * decisions to (Game.decider: a dummy's hand, played by its partner, who sees only what it sees).
   * Its reward is the one to maximise. Absent: `seat`.
   */
  readonly decider?: Seat;
  /**
   * The deciding seat's observation. Built on first call and cached, so bots that do not look (random) cost
   * nothing per decision.
   */
  observation(): Observation;
}

export interface Bot {
  readonly name: string;
  /**
   * Picks one of `legal` (never empty). `rng` is the bot's own stream, so a bot's randomness never
   * shifts the game's deal and a batch stays reproducible from its seed.
   */
  choose(ctx: DecisionContext, legal: readonly Action[], rng: Rng): Action;
  /**
   * True when `choose` is exactly `rng.pick(legal)`. The game loop may then let the engine draw the
   * action itself (Game.applyRandom: the same draw, without building the list).
   */
  readonly uniform?: boolean;
}
