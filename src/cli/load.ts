// Reading and compiling a ruleset file for a command: diagnostics are printed (to stderr) with their
// source lines, and the IR comes back only when there were no errors. A variant's base files are read
// only inside the ruleset's root folder (--root, or the ruleset's own folder): compile() refuses other
// paths before asking, and reading refuses links that lead out, devices and files too large.

import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { compile, formatDiagnostic, isInside, MAX_RULESET_BYTES, type Diagnostic, type ReadFile, type RuleCardsSummary, type RuleSources, type RulesetIR } from "../index.js";
import { CliError, EXIT } from "./errors.js";
import { FileError, type Io } from "./io.js";

export interface Loaded {
  /** Undefined when the ruleset has errors. */
  readonly ir: RulesetIR | undefined;
  readonly errors: number;
  readonly warnings: number;
  /** The rule cards in force, when there are any. */
  readonly ruleCards?: RuleCardsSummary;
  /** Where each rule of `ir` is written (to locate a RuleError's rule: locateRule), with `ir`. */
  readonly sources: RuleSources | undefined;
  /** The ruleset's text and how its base files were read. */
  readonly text: string;
  readonly readFile: ReadFile;
}

/**
 * The --root option: a folder, written like `file` (relative or absolute); undefined when not given
 * (compile() then uses the ruleset's own folder, or for a rule card compiled on its own the folder of
 * its base above it).
 */
export function rulesetRoot(file: string, root: string | undefined, io: Io, usage: string): string | undefined {
  if (root === undefined) return undefined;
  if (!io.isDirectory(root)) throw new CliError(`--root ${root}: not a directory`, EXIT.usage, usage);
  const same = isAbsolute(file) ? resolve(root) : relative(process.cwd(), resolve(root)) || ".";
  if (!isInside(same, file)) throw new CliError(`${file} is not inside --root ${root}`, EXIT.usage, usage);
  return same;
}

/**
 * The --with options as compile() takes them: relative to the ruleset's folder. A path that names a
 * file from the current folder (`rulesets/game/cards/30.stich`) is made relative to the ruleset's
 * folder; any other is taken as already relative to it (`cards/30.stich`).
 */
export function withPaths(file: string, paths: readonly string[] | undefined, io: Io): string[] {
  return (paths ?? []).map((p) => {
    if (isAbsolute(p)) return relative(dirname(resolve(file)), p);
    return io.isFile(p) && !io.isFile(join(dirname(file), p)) ? relative(dirname(file), p) : p;
  });
}

export function loadRuleset(file: string, io: Io, root?: string, cards: readonly string[] = []): Loaded {
  const text = io.readText(file, { maxBytes: MAX_RULESET_BYTES, what: "ruleset" });
  // Base files of variants are read through this too; their text is kept to format their diagnostics.
  const texts = new Map<string, string>([[file, text]]);
  const readFile: ReadFile = (path, within) => {
    try {
      const t = io.readText(path, { maxBytes: MAX_RULESET_BYTES, what: "ruleset", within: within ?? root ?? dirname(file) });
      texts.set(path, t);
      return t;
    } catch (e) {
      // The compiler reports the base file that cannot be read as a diagnostic, with its place.
      if (e instanceof FileError) return { failed: e.failure, detail: e.reason };
      throw e;
    }
  };
  const { ir, sources, diagnostics, ruleCards } = compile(text, { file, readFile, ...(root !== undefined ? { root } : {}), with: cards });
  for (const d of diagnostics) io.err(`${formatDiagnostic(d, texts.get(d.file) ?? "")}\n`);
  const errors = diagnostics.filter(isError).length;
  return { ir: errors === 0 ? ir : undefined, sources: errors === 0 ? sources : undefined, errors, warnings: diagnostics.length - errors, ...(ruleCards ? { ruleCards } : {}), text, readFile };
}

function isError(d: Diagnostic): boolean {
  return d.severity === "error";
}
