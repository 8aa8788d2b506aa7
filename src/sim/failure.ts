// A game that could not finish is data, not a crash: simulate() turns whatever was thrown into a
// Failure record that names the seed to reproduce it with.

import { IllegalActionError, RuleError } from "../engine/errors.js";

export interface Failure {
  /** Index of the game in the batch. */
  readonly game: number;
  /** The game's seed: Game.create with it and the same bots replays the failure (as does `stichwerk replay` of the game's log). */
  readonly seed: number;
  /** RuleError's code; "illegal-action" when a bot chose an action the engine refused; "stuck" when
   *  the game stopped offering decisions; "error" for anything else (a bug). */
  readonly code: string;
  readonly message: string;
  /** RuleError's rule label (e.g. "tricks winner", "score"), for an editor to point at the rule. */
  readonly rule?: string;
}

/** Thrown by the play loop when the engine leaves the game without anyone to act. */
export class StuckGameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StuckGameError";
  }
}

export function toFailure(game: number, seed: number, error: unknown): Failure {
  if (error instanceof RuleError) return { game, seed, code: error.code, message: error.message, rule: error.rule };
  if (error instanceof IllegalActionError) return { game, seed, code: "illegal-action", message: error.message };
  if (error instanceof StuckGameError) return { game, seed, code: "stuck", message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { game, seed, code: "error", message };
}
