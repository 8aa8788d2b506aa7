// Reading and compiling a ruleset file for a command: diagnostics are printed (to stderr) with their
// source lines, and the IR comes back only when there were no errors. A variant's base files are read
// only inside the ruleset's root folder (--root, or the ruleset's own folder): compile() refuses other
// paths before asking, and reading refuses links that lead out, devices and files too large.

import { dirname, isAbsolute, relative, resolve } from "node:path";
import { compile, formatDiagnostic, isInside, MAX_RULESET_BYTES, type Diagnostic, type ReadFile, type RulesetIR } from "../index.js";
import { CliError, EXIT } from "./errors.js";
import { FileError, type Io } from "./io.js";

export interface Loaded {
  /** Undefined when the ruleset has errors. */
  readonly ir: RulesetIR | undefined;
  readonly errors: number;
  readonly warnings: number;
}

/** The --root option: a folder; the ruleset's own folder when not given. Written like `file` (relative or absolute). */
export function rulesetRoot(file: string, root: string | undefined, io: Io, usage: string): string {
  if (root === undefined) return dirname(file);
  if (!io.isDirectory(root)) throw new CliError(`--root ${root}: not a directory`, EXIT.usage, usage);
  const same = isAbsolute(file) ? resolve(root) : relative(process.cwd(), resolve(root)) || ".";
  if (!isInside(same, file)) throw new CliError(`${file} is not inside --root ${root}`, EXIT.usage, usage);
  return same;
}

export function loadRuleset(file: string, io: Io, root: string = dirname(file)): Loaded {
  const text = io.readText(file, { maxBytes: MAX_RULESET_BYTES, what: "ruleset" });
  // Base files of variants are read through this too; their text is kept to format their diagnostics.
  const texts = new Map<string, string>([[file, text]]);
  const readFile: ReadFile = (path) => {
    try {
      const t = io.readText(path, { maxBytes: MAX_RULESET_BYTES, what: "ruleset", within: root });
      texts.set(path, t);
      return t;
    } catch (e) {
      // The compiler reports the base file that cannot be read as a diagnostic, with its place.
      if (e instanceof FileError) return { failed: e.failure, detail: e.reason };
      throw e;
    }
  };
  const { ir, diagnostics } = compile(text, { file, readFile, root });
  for (const d of diagnostics) io.err(`${formatDiagnostic(d, texts.get(d.file) ?? "")}\n`);
  const errors = diagnostics.filter(isError).length;
  return { ir: errors === 0 ? ir : undefined, errors, warnings: diagnostics.length - errors };
}

function isError(d: Diagnostic): boolean {
  return d.severity === "error";
}
