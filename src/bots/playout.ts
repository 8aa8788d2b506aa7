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

/** The one stream for every seat that playOutRound hands the engine's random loops (reused: a playout is never re-entered). */
const SAME_STREAM: Rng[] = [];

/**
 * Plays at random until round `round` has been scored (or the game is over). Trick play goes through
 * the engine's random loops where the rules allow (Game.applyRandomPlays: whole cycles in one loop
 * when the world does not record), with every seat drawing from `rng`: the same draws, in the same
 * order, as stepRandom play by play, so the same playout. The round guard stops them at the round's end.
 */
export function playOutRound(game: Game, round: number, rng: Rng): void {
  SAME_STREAM.length = 0;
  for (let s = 0; s < game.players; s++) SAME_STREAM.push(rng);
  while (!game.isOver && game.round === round) {
    game.applyRandomPlays(SAME_STREAM, round);
    // Anything the loops leave (a step's decision, a play they cannot draw) goes the general way.
    if (!game.isOver && game.round === round) stepRandom(game, rng);
  }
}
