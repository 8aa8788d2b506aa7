// The front-end's one entry point: text in, RulesetIR and diagnostics out. It never throws: an
// unexpected failure inside a phase becomes an internal-error diagnostic (SW9001).
import { irLimitProblems } from "../ir/limits.js";
import type { RulesetIR } from "../ir/types.js";
import { checkModel } from "./check.js";
import { DiagnosticSink, type Diagnostic } from "./diagnostics.js";
import { lower } from "./lower.js";
import { validateIR } from "./validate-ir.js";
import type { ReadFile } from "./files.js";
import { dirname } from "./paths.js";
import { loadModel } from "./variants.js";

export interface CompileOptions {
  /** The file's path (POSIX style); `extends` paths resolve relative to its directory. */
  readonly file: string;
  /** Reads a base file of a variant: its text, or why not (files.ts); undefined when it does not exist. */
  readonly readFile?: ReadFile;
  /**
   * The folder whose files `extends` may name (POSIX style, like `file`); default: the folder of
   * `file`. A base outside it is reported (SW4016) without being read.
   */
  readonly root?: string;
}

export interface CompileResult {
  /** Present only when there are no errors. */
  readonly ir?: RulesetIR;
  readonly diagnostics: Diagnostic[];
}

const NOWHERE = { offset: 0, length: 0, line: 1, col: 1, endLine: 1, endCol: 1 };

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.file === b.file ? a.offset - b.offset : a.file < b.file ? -1 : 1;
}

export function compile(text: string, opts: CompileOptions): CompileResult {
  const sink = new DiagnosticSink();
  try {
    const model = loadModel(opts.file, text, opts.root ?? dirname(opts.file), opts.readFile, sink);
    // Checking a file that was not read whole would report as missing what its unread part declares.
    if (model.truncated) return { diagnostics: sink.all.sort(byPosition) };
    const checked = checkModel(model, sink);
    if (sink.hasErrors()) return { diagnostics: sink.all.sort(byPosition) };
    const ir = lower(checked);
    const v = validateIR(ir);
    if (!v.valid) {
      sink.report("SW9001", opts.file, NOWHERE, { detail: `the compiled ruleset does not match the IR schema (${v.errors.slice(0, 3).join("; ")})` });
      return { diagnostics: sink.all.sort(byPosition) };
    }
    // The checker reports every limit at its place; this only catches a limit it does not know yet.
    const beyond = irLimitProblems(ir);
    if (beyond.length > 0) {
      sink.report("SW9001", opts.file, NOWHERE, { detail: `the compiled ruleset exceeds the engine's limits (${beyond.map((p) => `${p.rule}: ${p.message}`).join("; ")})` });
      return { diagnostics: sink.all.sort(byPosition) };
    }
    return { ir, diagnostics: sink.all.sort(byPosition) };
  } catch (err) {
    sink.report("SW9001", opts.file, NOWHERE, { detail: err instanceof Error ? err.message : String(err) });
    return { diagnostics: sink.all.sort(byPosition) };
  }
}
