// Every generated schemas/*.json file and the schema it is written from. The schemas are written
// once, in TypeScript (their types are `Static<>` of them); these files are for the tools and docs
// that read JSON. `npm run gen:schemas` writes them; test/schemas-generated.test.ts fails when one is stale.
import { RULESET_IR_SCHEMA } from "../src/ir/schema.js";
import { LOG_SCHEMA } from "../src/sim/log-schema.js";
import { REPLAY_REPORT_SCHEMA } from "../src/sim/replay-report-schema.js";
import { SIMULATE_REPORT_SCHEMA } from "../src/sim/simulate-report-schema.js";
import { SWEEP_REPORT_SCHEMA } from "../src/sim/sweep/report-schema.js";
import { SWEEP_SPEC_SCHEMA } from "../src/sim/sweep/spec-schema.js";

export const SCHEMA_FILES: Readonly<Record<string, object>> = {
  "ruleset-ir.schema.json": RULESET_IR_SCHEMA,
  "log.schema.json": LOG_SCHEMA,
  "replay-report.schema.json": REPLAY_REPORT_SCHEMA,
  "simulate-report.schema.json": SIMULATE_REPORT_SCHEMA,
  "sweep-spec.schema.json": SWEEP_SPEC_SCHEMA,
  "sweep-report.schema.json": SWEEP_REPORT_SCHEMA,
};

/** A schema file's text: JSON indented by two spaces, a node on one line when it fits in 120 columns. */
export const schemaText = (schema: object): string => `${layout(schema, "", "")}\n`;

const WIDTH = 120;

function layout(value: unknown, indent: string, prefix: string): string {
  const flat = oneLine(value);
  if (typeof value !== "object" || value === null || indent.length + prefix.length + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + layout(v, inner, "")).join(",\n")}\n${indent}]`;
  const entries = Object.entries(value).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + layout(v, inner, key);
  });
  return `{\n${entries.join(",\n")}\n${indent}}`;
}

/** JSON on one line, spaced as people write it: `{ "type": "array", "items": [1, 2] }`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`);
  return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
}
