// What the page knows of a ruleset beyond its IR, for the identity written into every log the page
// makes (the card table's, a pinned playtest game's; src/sim/log-identity.ts): the checked text's
// digest and the rule cards in force. The IR's digest is taken in the worker that writes the log.
import { digestIR, type LogIdentity, type RulesetIR } from "../../src/index.js";
import type { CheckReply } from "./lang/protocol.js";

export interface LogSource {
  readonly sourceDigest: string;
  readonly with: readonly string[];
  readonly ruleCards: readonly number[];
}

/** The source of `file` from its latest check (undefined when that check is of another file). */
export function logSourceOf(check: CheckReply | undefined, file: string, withCards: readonly string[]): LogSource | undefined {
  if (!check || check.file !== file) return undefined;
  return { sourceDigest: check.sourceDigest, with: [...withCards], ruleCards: check.ruleCards?.summary.cards.map((c) => c.number) ?? [] };
}

/** The identity a log written with `ir` carries, or undefined without a source (a log without identity). */
export function identityOf(ir: RulesetIR, source: LogSource | undefined): LogIdentity | undefined {
  if (!source) return undefined;
  return { name: ir.name, sourceDigest: source.sourceDigest, with: [...source.with], ruleCards: [...source.ruleCards].sort((a, b) => a - b), irDigest: digestIR(ir) };
}

/**
 * The command that checks a pinned log as a regression case: `stichwerk replay FILE LOG`, with a
 * `--with` for each rule card in force (paths from the repository root, as `file` is), so the command
 * shown replays against the very card set the log was written with.
 */
export function replayCommand(file: string, log: string, withCards: readonly string[]): string {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  return ["stichwerk replay", file, log, ...withCards.map((c) => `--with ${dir}${c}`)].join(" ");
}
