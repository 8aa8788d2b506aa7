// Validates a RulesetIR against schemas/ruleset-ir.schema.json (JSON Schema 2020-12) with ajv.
// compile() runs it on its own output as a last line of defence; the engine may run it on IR it
// receives from elsewhere.
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject } from "ajv/dist/2020.js";
import schema from "../../schemas/ruleset-ir.schema.json" with { type: "json" };

// Compiled lazily: the first validation pays for it, importing this module stays cheap.
let validator: ReturnType<Ajv2020["compile"]> | undefined;

function getValidator(): ReturnType<Ajv2020["compile"]> {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    validator = ajv.compile(schema);
  }
  return validator;
}

export interface IrValidation {
  readonly valid: boolean;
  /** One line per problem: `instancePath message`. */
  readonly errors: readonly string[];
}

export function validateIR(ir: unknown): IrValidation {
  const validate = getValidator();
  const valid = validate(ir) === true;
  const errors = (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  return { valid, errors };
}
