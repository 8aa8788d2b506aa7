// Validates a RulesetIR against schemas/ruleset-ir.schema.json (JSON Schema 2020-12, generated from
// src/ir/schema.ts) with ajv.
// compile() runs it on its own output as a last line of defence; the engine may run it on IR it
// receives from elsewhere.
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject } from "ajv/dist/2020.js";
import schema from "../../schemas/ruleset-ir.schema.json" with { type: "json" };

type Validator = ReturnType<Ajv2020["compile"]>;

/**
 * The schema checks each expression against the one branch its `k` names (see the `expr` definition's
 * $comment), which keeps validation linear in the size of the IR. `onComment` is called each time
 * validation passes a `$comment` of the schema (tests count expression visits with it).
 */
function buildValidator(onComment?: (comment: string) => void): Validator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, ...(onComment ? { $comment: onComment } : {}) });
  return ajv.compile(schema);
}

// Compiled lazily: the first validation pays for it, importing this module stays cheap.
let validator: Validator | undefined;

export interface IrValidation {
  readonly valid: boolean;
  /** One line per problem: `instancePath message`. */
  readonly errors: readonly string[];
}

export function validateIR(ir: unknown): IrValidation {
  validator ??= buildValidator();
  const valid = validator(ir) === true;
  const errors = (validator.errors ?? []).map((e: ErrorObject) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  return { valid, errors };
}

let counting: Validator | undefined;
let visits = 0;

/**
 * How many times validating `ir` checks an expression node against the schema's `expr` definition:
 * the work validation does, as a count that does not depend on the machine (tests bound it).
 */
export function countExprValidations(ir: unknown): number {
  // Ajv names the place of a $comment in a separately compiled definition "#", so it is told by its text.
  const exprComment = schema.$defs.expr.$comment;
  counting ??= buildValidator((comment) => {
    if (comment === exprComment) visits++;
  });
  visits = 0;
  counting(ir);
  return visits;
}
