// Uniformly random play on a sampled world, the default policy of both search bots. It only ever
// applies actions the engine offers, so it plays every decision kind of every ruleset. The engine's
// applyRandom draws the same way as picking from legalActions, without building the list.

import type { Game } from "../engine/game.js";
import type { Rng } from "../engine/rng.js";

/** One random legal action for a seat to act (in a simultaneous step the others follow on later calls). */
export function stepRandom(game: Game, rng: Rng): void {
  const sole = game.singleActor();
  game.applyRandom(sole >= 0 ? sole : game.toAct()[0]!, rng);
}

/** Plays at random until round `round` has been scored (or the game is over). */
export function playOutRound(game: Game, round: number, rng: Rng): void {
  while (!game.isOver && game.round === round) stepRandom(game, rng);
}
