// Messages between the page and the language worker. Every request carries a number; the page
// applies a `check` reply only if it answers the latest check it sent (older ones are stale: the
// text has changed since), and resolves the other requests by their number.
import type { Analysis, Completion, Diagnostic, RuleCardsSummary, RuleRef, RulesetIR, Span } from "../../../src/index.js";

export type LangRequest =
  /** The language's words, for highlighting: the grammar's keywords and the built-in names. */
  | { readonly id: number; readonly kind: "language" }
  /** Compile and analyse `text` as `file`; `files` is the whole workspace (bases of variants are read from it). */
  /** `with`: rule card files put in force (relative to `file`'s folder), as the CLI's `--with`. */
  | { readonly id: number; readonly kind: "check"; readonly file: string; readonly text: string; readonly files: Readonly<Record<string, string>>; readonly with?: readonly string[] }
  | { readonly id: number; readonly kind: "complete"; readonly file: string; readonly text: string; readonly offset: number }
  | { readonly id: number; readonly kind: "hover"; readonly file: string; readonly text: string; readonly offset: number }
  | { readonly id: number; readonly kind: "definition"; readonly file: string; readonly text: string; readonly offset: number }
  | { readonly id: number; readonly kind: "format"; readonly text: string }
  /** Compile another text (e.g. the saved version, for the compare tab) without touching the checked state. */
  | { readonly id: number; readonly kind: "compile"; readonly file: string; readonly text: string; readonly with?: readonly string[] }
  /** Where the rule an engine error (or refusal) names by its typed reference is written, with the rule cards in force. */
  | { readonly id: number; readonly kind: "locate"; readonly file: string; readonly text: string; readonly ref: RuleRef; readonly with?: readonly string[] }
  /** Test hook (the end-to-end test of the watchdog): never answer, or throw outside any handler. */
  | { readonly id: number; readonly kind: "fault"; readonly fault: "hang" | "throw" };

export interface CheckReply {
  readonly id: number;
  readonly kind: "check";
  readonly file: string;
  readonly diagnostics: readonly Diagnostic[];
  /** Present when the ruleset has no errors: what the playtest runs. */
  readonly ir?: RulesetIR;
  /** Time spent in the worker. */
  readonly ms: number;
  /** The checked text's digest (digestText), written into the card table's logs. */
  readonly sourceDigest: string;
  /** The rule cards in force and `stichwerk check`'s text about them (the order they apply, what several change). */
  readonly ruleCards?: { readonly summary: RuleCardsSummary; readonly text: string };
}

/**
 * Sent after a check's reply, so the markers need not wait for it: the names and the outline of the
 * checked text. Skipped when a newer check has come in meanwhile.
 */
export interface AnalysisReply {
  readonly id: number;
  readonly kind: "analysis";
  readonly file: string;
  readonly analysis: Analysis;
}

export type LangReply =
  | CheckReply
  | AnalysisReply
  | { readonly id: number; readonly kind: "language"; readonly keywords: readonly string[]; readonly builtins: readonly string[]; readonly bots: readonly string[] }
  | { readonly id: number; readonly kind: "complete"; readonly items: readonly Completion[] }
  | { readonly id: number; readonly kind: "hover"; readonly contents: readonly string[]; readonly span?: Span }
  | { readonly id: number; readonly kind: "definition"; readonly location?: { readonly file: string; readonly span: Span } }
  | { readonly id: number; readonly kind: "format"; readonly text?: string; readonly error?: string }
  | { readonly id: number; readonly kind: "compile"; readonly ir?: RulesetIR; readonly errors: readonly Diagnostic[] }
  | { readonly id: number; readonly kind: "locate"; readonly location?: { readonly file: string; readonly span: Span } }
  | { readonly id: number; readonly kind: "error"; readonly message: string };
