// Validators for the JSON documents the CLI prints, from the schema files in schemas/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";

// The same settings as src/sim/schemas.ts (strictRequired: see there).
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
ajv.addVocabulary(["x-error"]);

/** Throws with ajv's errors when `value` does not match schemas/<name>.schema.json. */
export function assertMatchesSchema(name: "log" | "simulate-report" | "replay-report" | "sweep-report" | "sweep-spec", value: unknown): void {
  // The sweep report refers to the simulate report's definitions.
  if (name === "sweep-report" && !ajv.getSchema("https://stichwerk.dev/schemas/simulate-report.schema.json")) {
    ajv.addSchema(JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "schemas", "simulate-report.schema.json"), "utf8")));
  }
  const id = `https://stichwerk.dev/schemas/${name}.schema.json`;
  const validate =
    ajv.getSchema(id) ?? ajv.compile(JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "schemas", `${name}.schema.json`), "utf8")));
  if (!validate(value)) throw new Error(`does not match ${name}.schema.json:\n${ajv.errorsText(validate.errors, { separator: "\n" })}`);
}
