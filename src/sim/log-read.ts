// Reading a log: JSON text -> a GameLog whose shape is guaranteed by schemas/log.schema.json.
// Card names are only checked against a deck when the log is replayed (log-replay.ts), because the
// deck depends on the ruleset and the player count.

import type { GameLog } from "./log.js";
import { LogError } from "./log-error.js";
import { describeSchemaErrors } from "./schema-errors.js";
import { validateLogShape } from "./schemas.js";

/** The largest log read: a long game's log is some hundred kilobytes. */
export const MAX_LOG_BYTES = 16_000_000;

/** Parses and validates log text. Throws LogError. */
export function readLog(text: string): GameLog {
  if (text.length > MAX_LOG_BYTES) throw new LogError([`log: ${text.length} characters, larger than the ${MAX_LOG_BYTES} a log may have`]);
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
