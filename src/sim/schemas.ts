// The one Ajv instance of the library, and the compiled validators. Compiled on first use: importing
// the library should not pay for schemas it never checks.

import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv/dist/2020.js";
import logSchema from "../../schemas/log.schema.json" with { type: "json" };
import sweepSpecSchema from "../../schemas/sweep-spec.schema.json" with { type: "json" };
import type { GameLog } from "./log.js";
import type { SweepSpec } from "./sweep/spec.js";

let ajv: Ajv2020 | undefined;
let logValidator: ValidateFunction<GameLog> | undefined;
let sweepValidator: ValidateFunction<SweepSpec> | undefined;

function instance(): Ajv2020 {
  // verbose: errors carry their parentSchema, where schema-errors.ts finds the "x-error" text.
  // strictRequired off: the log schema tells actions apart by which field is present
  // (`anyOf: [{required: ["play"]}, ...]`), the standard idiom that this lint rejects.
  ajv ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false, verbose: true });
  if (ajv.getKeyword("x-error") === false) ajv.addVocabulary(["x-error"]);
  return ajv;
}

export function validateLogShape(): ValidateFunction<GameLog> {
  logValidator ??= instance().compile<GameLog>(logSchema);
  return logValidator;
}

export function validateSweepSpecShape(): ValidateFunction<SweepSpec> {
  sweepValidator ??= instance().compile<SweepSpec>(sweepSpecSchema);
  return sweepValidator;
}
