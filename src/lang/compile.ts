// The front-end's one entry point: text in, RulesetIR and diagnostics out. It never throws: an
// unexpected failure inside a phase becomes an internal-error diagnostic (SW9001).
import { irLimitProblems } from "../ir/limits.js";
import type { RulesetIR } from "../ir/types.js";
import { locateRule, ruleLabel, type RuleSources } from "../ir/rule-ref.js";
import { structureProblems } from "../ir/structure.js";
import { ruleSources } from "./rule-sources.js";
import { checkModel } from "./check.js";
import { DiagnosticSink, type Diagnostic } from "./diagnostics.js";
import { lower } from "./lower.js";
import { validateIR } from "./validate-ir.js";
import type { ReadFile } from "./files.js";
import { dirname } from "./paths.js";
import { loadModel } from "./variants.js";
import type { Model } from "./model.js";

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
  /** Rule card files to put in force (paths relative to `file`'s folder), besides those it names by `with`. */
  readonly with?: readonly string[];
}

/** What `stichwerk check` says of a ruleset's rule cards: the cards in order, and which rules several change. */
export interface RuleCardsSummary {
  /** In the order they apply (ascending number). */
  readonly cards: readonly { readonly number: number; readonly name: string; readonly file: string; readonly touches: readonly string[] }[];
  /** Each value more than one card changes: the cards in the order they apply to it. */
  readonly shared: readonly { readonly what: string; readonly cards: readonly number[] }[];
}

export interface CompileResult {
  /** Present only when there are no errors. */
  readonly ir?: RulesetIR;
  /** Where each rule of `ir` is written (with `ir`): locateRule(sources, err.ref) gives a RuleError's line. */
  readonly sources?: RuleSources;
  readonly diagnostics: Diagnostic[];
  /** The rule cards in force, when there are any (also when the ruleset has errors). */
  readonly ruleCards?: RuleCardsSummary;
}

const NOWHERE = { offset: 0, length: 0, line: 1, col: 1, endLine: 1, endCol: 1 };

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.file === b.file ? a.offset - b.offset : a.file < b.file ? -1 : 1;
}

function summary(model: Model): RuleCardsSummary | undefined {
  if (model.ruleCards.length === 0) return undefined;
  const shared = [...model.stages.entries()]
    .filter(([, list]) => new Set(list.map((s) => s.card)).size > 1)
    .map(([, list]) => ({ what: list[0]!.item.label, cards: list.map((s) => s.card) }));
  return { cards: model.ruleCards.map((c) => ({ number: c.number, name: c.name, file: c.file, touches: c.touches })), shared };
}

export function compile(text: string, opts: CompileOptions): CompileResult {
  const sink = new DiagnosticSink();
  try {
    const model = loadModel(opts.file, text, opts.root ?? dirname(opts.file), opts.readFile, sink, opts.with ?? []);
    const ruleCards = summary(model);
    const done = (ir?: RulesetIR): CompileResult => ({ ...(ir ? { ir, sources: ruleSources(model) } : {}), diagnostics: sink.all.sort(byPosition), ...(ruleCards ? { ruleCards } : {}) });
    // Checking a file that was not read whole would report as missing what its unread part declares.
    if (model.truncated) return done();
    const checked = checkModel(model, sink);
    if (sink.hasErrors()) return done();
    const ir = lower(checked);
    // How mechanics may be combined: the engine's own rules (src/ir/structure.ts), reported here at
    // the rule's line, so no ruleset the engine would refuse gets through.
    const sources = ruleSources(model);
    const line = (ref: Parameters<typeof locateRule>[1]): string | undefined => {
      const at = locateRule(sources, ref);
      return at && `${at.file}:${at.span.line}`;
    };
    const structural = structureProblems(ir, line);
    for (const p of structural) {
      const at = locateRule(sources, p.at) ?? (p.near ? locateRule(sources, p.near) : undefined);
      sink.report(p.code, at?.file ?? opts.file, at?.span ?? NOWHERE, { detail: p.detail });
    }
    if (structural.length > 0) return done();
    const v = validateIR(ir);
    if (!v.valid) {
      sink.report("SW9001", opts.file, NOWHERE, { detail: `the compiled ruleset does not match the IR schema (${v.errors.slice(0, 3).join("; ")})` });
      return done();
    }
    // The checker reports every limit at its place; this only catches a limit it does not know yet.
    const beyond = irLimitProblems(ir);
    if (beyond.length > 0) {
      sink.report("SW9001", opts.file, NOWHERE, { detail: `the compiled ruleset exceeds the engine's limits (${beyond.map((p) => `${ruleLabel(p.rule)}: ${p.message}`).join("; ")})` });
      return done();
    }
    return done(ir);
  } catch (err) {
    sink.report("SW9001", opts.file, NOWHERE, { detail: err instanceof Error ? err.message : String(err) });
    return { diagnostics: sink.all.sort(byPosition) };
  }
}
