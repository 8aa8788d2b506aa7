// Reading a log: JSON text -> a GameLog whose shape is guaranteed by schemas/log.schema.json.
// Card names are only checked against a deck when the log is replayed (log-replay.ts), because the
// deck depends on the ruleset and the player count.

import type { GameLog } from "./log.js";
import { LogError } from "./log-error.js";
import { describeSchemaErrors } from "./schema-errors.js";
import { validateLogShape } from "./schemas.js";

/** Parses and validates log text. Throws LogError. */
export function readLog(text: string): GameLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new LogError([`log: not valid JSON (${e instanceof Error ? e.message : String(e)})`]);
  }
  return checkLog(value);
}

/** Validates an already parsed value as a log. Throws LogError. */
export function checkLog(value: unknown): GameLog {
  const validate = validateLogShape();
  if (validate(value)) return value;
  throw new LogError(describeSchemaErrors(validate.errors ?? [], "log"));
}
