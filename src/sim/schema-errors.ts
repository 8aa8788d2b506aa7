// Turns ajv's errors into one short line per problem, each starting with the field path
// ("actions[3].play: must be string"). Ajv reports a failed anyOf once per branch plus once for the
// anyOf itself; a reader wants one line, so the branch errors are folded into the anyOf's message,
// taken from the schema's "x-error" annotation when it has one.

import type { ErrorObject } from "ajv/dist/2020.js";
import { clip } from "./clip.js";
import { joinPath, pointerToPath } from "./json-path.js";

/** The most problems reported at once; the first ones are the useful ones. */
const MAX_PROBLEMS = 10;

export function describeSchemaErrors(errors: readonly ErrorObject[], rootName: string): string[] {
  const anyOfs = errors.filter((e) => e.keyword === "anyOf");
  const isBranchError = (e: ErrorObject): boolean =>
    e.keyword !== "anyOf" &&
    anyOfs.some(
      (a) =>
        (e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`)) &&
        e.schemaPath.startsWith(`${a.schemaPath}/`),
    );
  const lines: string[] = [];
  for (const e of errors) {
    // "must match then schema": the error inside the `then` branch already says what is wrong.
    if (e.keyword === "if" || isBranchError(e)) continue;
    const line = describe(e, rootName);
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.slice(0, MAX_PROBLEMS);
}

function describe(e: ErrorObject, rootName: string): string {
  const path = pointerToPath(e.instancePath);
  const at = (p: string): string => (p === "" ? rootName : p);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
      return `${joinPath(path, clip(String(params["missingProperty"])))}: is required`;
    case "additionalProperties":
      return `${joinPath(path, clip(String(params["additionalProperty"])))}: is not a known field here`;
    case "const":
      return `${at(path)}: must be ${JSON.stringify(params["allowedValue"])}`;
    case "anyOf": {
      const custom = (e.parentSchema as Record<string, unknown> | undefined)?.["x-error"];
      return `${at(path)}: ${typeof custom === "string" ? custom : (e.message ?? "is not valid")}`;
    }
    default:
      return `${at(path)}: ${e.message ?? "is not valid"}`;
  }
}
