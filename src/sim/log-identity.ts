// What a log says about the ruleset it was written with, so that a replay against another ruleset or
// another set of rule cards is refused with a message naming the difference, instead of failing at
// some action with an unrelated "not seat 2's turn". Every field is optional in a log: a log written
// by hand (a rulebook example, a deal from elsewhere) replays against whatever the command line gives.
// docs/log-format.md describes the fields and what replay checks.

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { RulesetIR } from "../ir/types.js";
import type { GameLog } from "./log.js";
import { clip } from "./clip.js";

/** The identity fields a log written by the tools carries (GameLog's optional fields of the same names). */
export interface LogIdentity {
  /** The ruleset's name (its `game` / `variant` / `rule card` header). */
  readonly name: string;
  /** "sha256:" + hex of the ruleset file's own text (not of the files it reads). */
  readonly sourceDigest: string;
  /** The rule-card files put in force besides the ruleset's own (`--with`), as compile() takes them, in order. */
  readonly with: readonly string[];
  /** Every rule card in force when compiled (the ruleset's own `with` lines and `--with`), ascending. */
  readonly ruleCards: readonly number[];
  /** "sha256:" + hex of the compiled rules (the IR as JSON): what the game actually plays. */
  readonly irDigest: string;
}

export const DIGEST_PREFIX = "sha256:";

export function digestText(text: string): string {
  return DIGEST_PREFIX + bytesToHex(sha256(utf8ToBytes(text)));
}

/** The IR's digest: its JSON text, which the compiler builds in one deterministic order. */
export function digestIR(ir: RulesetIR): string {
  return digestText(JSON.stringify(ir));
}

export interface IdentityInput {
  readonly text: string;
  readonly ir: RulesetIR;
  /** The `with` option given to compile() (relative to the ruleset's folder). */
  readonly with?: readonly string[];
  /** The numbers of the rule cards in force (compile()'s ruleCards summary), any order. */
  readonly ruleCards?: readonly number[];
}

export function logIdentity(input: IdentityInput): LogIdentity {
  return {
    name: input.ir.name,
    sourceDigest: digestText(input.text),
    with: [...(input.with ?? [])],
    ruleCards: [...(input.ruleCards ?? [])].sort((a, b) => a - b),
    irDigest: digestIR(input.ir),
  };
}

export interface IdentityCheck {
  /** Reasons to refuse the replay: the log was written for another ruleset or another card set. */
  readonly refused: readonly string[];
  /**
   * Set when the log names the same ruleset and cards but its compiled rules differ (the ruleset or
   * a file it reads was edited since): the replay goes on, and this says why it may fail.
   */
  readonly changed?: string;
}

/**
 * Compares a log's identity fields (those present) with the ruleset and cards the replay uses.
 * `file` is the ruleset file given for the replay.
 */
export function checkLogIdentity(log: GameLog, now: LogIdentity, file: string): IdentityCheck {
  const refused: string[] = [];
  if (log.ruleCards !== undefined && !sameNumbers(log.ruleCards, now.ruleCards)) {
    refused.push(`ruleCards: this log was written with ${cardList(log.ruleCards)} in force, but the replay has ${cardList(now.ruleCards)}; ${withHint(log)}`);
  }
  if (log.name !== undefined && log.name !== now.name) {
    refused.push(`name: this log was written for "${clip(log.name)}", not for "${clip(now.name)}" (${clip(file)})`);
  }
  const irDiffers = log.irDigest !== undefined && log.irDigest !== now.irDigest;
  const sourceDiffers = log.sourceDigest !== undefined && log.sourceDigest !== now.sourceDigest;
  if (refused.length === 0 && irDiffers && sourceDiffers && baseName(log.ruleset) !== baseName(file)) {
    refused.push(`irDigest: this log was written for ${clip(log.ruleset)}, whose compiled rules differ from those of ${clip(file)} (${short(log.irDigest!)}, now ${short(now.irDigest)})`);
  }
  if (refused.length > 0 || !irDiffers) return { refused };
  const what = sourceDiffers
    ? "the ruleset's text has changed since"
    : log.sourceDigest !== undefined
      ? "the ruleset's text is the same, so a file it reads (its base or a rule card) has changed since"
      : "the ruleset or a file it reads has changed since";
  return { refused, changed: `irDigest: the compiled rules differ from those this log was written with (${short(log.irDigest!)}, now ${short(now.irDigest)}): ${what}` };
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((n, i) => n === y[i]);
}

function cardList(cards: readonly number[]): string {
  if (cards.length === 0) return "no rule cards";
  const shown = cards.slice(0, 20).join(", ");
  return `rule card${cards.length === 1 ? "" : "s"} ${shown}${cards.length > 20 ? `, ... (${cards.length} in all)` : ""}`;
}

/** How to replay it: the log's own --with list when it has one. */
function withHint(log: GameLog): string {
  const files = log.with ?? [];
  if (files.length === 0) return "replay it against the ruleset and rule cards it was written with";
  const shown = files.slice(0, 10).map((f) => `--with ${clip(f)}`).join(" ");
  return `replay it with ${shown}${files.length > 10 ? ` ... (${files.length} files)` : ""} (or without --with: the log's own list is used)`;
}

function short(digest: string): string {
  return clip(digest.startsWith(DIGEST_PREFIX) ? digest.slice(DIGEST_PREFIX.length, DIGEST_PREFIX.length + 12) : digest, 20);
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
