// Reading a sweep file (JSON or YAML; schemas/sweep-spec.schema.json): every problem is reported at
// its place, file:line:col, with a code (SW8001 the file does not parse, SW8002 a field does not fit
// the schema, SW8003 the sweep names something that is not there), never a stack trace.

import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from "yaml";
import type { ErrorObject } from "ajv/dist/2020.js";
import { validateSweepSpecShape, type SweepSpec } from "../../index.js";
import { CliError, EXIT } from "../errors.js";
import type { Io } from "../io.js";

/** Sweep files are small; a larger one is a mistake. */
const MAX_SPEC_BYTES = 1024 * 1024;

export interface SpecProblem {
  readonly line: number;
  readonly col: number;
  readonly code: "SW8001" | "SW8002" | "SW8003";
  readonly message: string;
}

export class SweepFileError extends CliError {
  constructor(
    readonly file: string,
    readonly problems: readonly SpecProblem[],
  ) {
    super(problems.map((p) => `${file}:${p.line}:${p.col} ${p.code} ${p.message}`).join("\n"), EXIT.invalid);
    this.name = "SweepFileError";
  }
}

export interface LoadedSpec {
  readonly spec: SweepSpec;
  /** The place of a field, for problems found after the schema (SW8003), e.g. ["cards", "with"]. */
  readonly at: (path: readonly (string | number)[]) => { line: number; col: number };
}

export function readSweepFile(file: string, io: Io): LoadedSpec {
  const text = io.readText(file, { maxBytes: MAX_SPEC_BYTES, what: "sweep file" });
  return parseSweepSpec(file, text);
}

/** Parses and validates a sweep file's text (JSON is YAML 1.2, so one parser serves both). */
export function parseSweepSpec(file: string, text: string): LoadedSpec {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const p = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    return { line: p.line, col: p.col };
  };
  if (doc.errors.length > 0) {
    throw new SweepFileError(
      file,
      doc.errors.slice(0, 10).map((e) => ({ ...pos(e.pos[0]), code: "SW8001", message: e.message.split("\n")[0]! })),
    );
  }
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  const at = (path: readonly (string | number)[]) => {
    // The deepest node of the path that exists: a missing field is reported at its parent.
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as Node | undefined;
      if (node && typeof node === "object" && "range" in node && node.range) return pos(node.range[0]);
    }
    return { line: 1, col: 1 };
  };
  const validate = validateSweepSpecShape();
  if (!validate(value)) {
    throw new SweepFileError(file, describeErrors(validate.errors ?? [], doc, at, pos));
  }
  return { spec: value, at };
}

function describeErrors(
  errors: readonly ErrorObject[],
  doc: ReturnType<typeof parseDocument>,
  at: LoadedSpec["at"],
  pos: (offset: number) => { line: number; col: number },
): SpecProblem[] {
  // A failed anyOf reports each branch too; the anyOf's own line says it once.
  const anyOfs = errors.filter((e) => e.keyword === "anyOf");
  const branch = (e: ErrorObject) =>
    e.keyword !== "anyOf" && anyOfs.some((a) => (e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`)) && e.schemaPath.startsWith(`${a.schemaPath}/`));
  const out: SpecProblem[] = [];
  for (const e of errors) {
    if (branch(e)) continue;
    const path = e.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const name = path.length === 0 ? "the sweep" : path.map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`)).join("").slice(1).replace(/\.\[/g, "[");
    const params = e.params as Record<string, unknown>;
    let place = at(path);
    let message: string;
    if (e.keyword === "additionalProperties") {
      const extra = String(params["additionalProperty"]);
      const parent = doc.getIn(path, true);
      const pair = isMap(parent) ? parent.items.find((i) => isPair(i) && isScalar(i.key) && i.key.value === extra) : undefined;
      if (pair && isScalar(pair.key) && pair.key.range) place = pos(pair.key.range[0]);
      message = `${path.length === 0 ? "" : `${name}: `}"${extra}" is not a field of a sweep${path.length === 0 ? "" : ` here`}`;
    } else if (e.keyword === "required") {
      message = `${name}: "${String(params["missingProperty"])}" is required`;
    } else if (e.keyword === "anyOf" && path.length === 0) {
      message = `the sweep needs "base" (a ruleset and its card sets) or "rulesets"`;
    } else if (e.keyword === "enum") {
      message = `${name}: must be one of ${(params["allowedValues"] as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    } else {
      message = `${name}: ${e.message ?? "is not valid"}`;
    }
    const p: SpecProblem = { ...place, code: "SW8002", message };
    if (!out.some((q) => q.line === p.line && q.col === p.col && q.message === p.message)) out.push(p);
  }
  return out.slice(0, 10);
}
