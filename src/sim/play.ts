// Plays one game to the end with one bot per seat. Bots get only their seat's observation and legal
// actions, never the Game, so a bot cannot peek at hidden cards.

import type { Game } from "../engine/game.js";
import type { Rng } from "../engine/rng.js";
import type { Action, Observation } from "../engine/types.js";
import type { Bot, DecisionContext } from "../bots/bot.js";
import { StuckGameError } from "./failure.js";

export function playGame(game: Game, bots: readonly Bot[], rngs: readonly Rng[]): void {
  while (!game.isOver) {
    const seats = game.toAct();
    // The engine raises a RuleError for rulesets that deadlock; this guards the loop against an
    // engine that does not, which would otherwise spin forever.
    if (seats.length === 0) throw new StuckGameError("the game is not over, but no seat is to act");
    // Several seats = a simultaneous decision: everyone decides on what they saw before any of
    // them acted, and only then are the actions applied.
    const chosen: Action[] = seats.map((seat) => {
      const legal = game.legalActions(seat);
      if (legal.length === 0) throw new StuckGameError(`seat ${seat} is to act but has no legal action`);
      return bots[seat]!.choose(decisionContext(game, seat), legal, rngs[seat]!);
    });
    seats.forEach((seat, k) => game.apply(seat, chosen[k]!));
  }
}

/** The seat's view for one decision; the observation is built only if the bot asks for it. */
export function decisionContext(game: Game, seat: number): DecisionContext {
  let obs: Observation | undefined;
  return {
    ir: game.ir,
    seat,
    observation: () => (obs ??= game.observe(seat)),
  };
}
