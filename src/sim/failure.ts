// A game that could not finish is data, not a crash: simulate() turns whatever was thrown into a
// Failure record that names the seed to reproduce it with.

import { IllegalActionError, RuleError } from "../engine/errors.js";
import type { Static } from "../ir/schema-kit.js";
import type { FailureSchema } from "./simulate-report-schema.js";

/** A game that could not finish (simulate-report-schema.ts: the fields of a failure sample). */
export interface Failure extends Static<typeof FailureSchema> {}

/** Thrown by the play loop when the engine leaves the game without anyone to act. */
export class StuckGameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StuckGameError";
  }
}

export function toFailure(game: number, seed: number, error: unknown): Failure {
  if (error instanceof RuleError) return { game, seed, code: error.code, message: error.message, rule: error.rule, ref: error.ref };
  if (error instanceof IllegalActionError) return { game, seed, code: "illegal-action", message: error.message };
  if (error instanceof StuckGameError) return { game, seed, code: "stuck", message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { game, seed, code: "error", message };
}
