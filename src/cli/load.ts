// Reading and compiling a ruleset file for a command: diagnostics are printed (to stderr) with their
// source lines, and the IR comes back only when there were no errors.

import { compile, formatDiagnostic, type Diagnostic, type RulesetIR } from "../index.js";
import type { Io } from "./io.js";

export interface Loaded {
  /** Undefined when the ruleset has errors. */
  readonly ir: RulesetIR | undefined;
  readonly errors: number;
  readonly warnings: number;
}

export function loadRuleset(file: string, io: Io): Loaded {
  const text = io.readText(file);
  // Base files of variants are read through this too; their text is kept to format their diagnostics.
  const texts = new Map<string, string>([[file, text]]);
  const readFile = (path: string): string | undefined => {
    try {
      const t = io.readText(path);
      texts.set(path, t);
      return t;
    } catch {
      return undefined; // the compiler reports the missing base file as a diagnostic, with its place
    }
  };
  const { ir, diagnostics } = compile(text, { file, readFile });
  for (const d of diagnostics) io.err(`${formatDiagnostic(d, texts.get(d.file) ?? "")}\n`);
  const errors = diagnostics.filter(isError).length;
  return { ir: errors === 0 ? ir : undefined, errors, warnings: diagnostics.length - errors };
}

function isError(d: Diagnostic): boolean {
  return d.severity === "error";
}
