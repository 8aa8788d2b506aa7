// stichwerk replay <file> <log.json> [--json]: replays a log and reports the game round by round.

import { basename } from "node:path";
import { LogError, MAX_LOG_BYTES, clip, RuleError, buildReplayReport, checkLogIdentity, logIdentity, printableJson, readLog, renderReplayReport, replayLog, type Game, type GameLog } from "../index.js";
import { intOption, parseCommandArgs } from "./args.js";
import { renderExplanation } from "./replay-explain.js";
import { rulePlacer } from "./rule-place.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot, withPaths } from "./load.js";
import { REPLAY_USAGE } from "./usage.js";

export function replayCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, { json: { type: "boolean" }, root: { type: "string" }, with: { type: "string", multiple: true }, explain: { type: "boolean" }, at: { type: "string" } }, REPLAY_USAGE);
  if (values.help) {
    io.out(REPLAY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 2) {
    throw usageError(`replay needs a ruleset file and a log file, but got ${positionals.length} argument(s)`, REPLAY_USAGE);
  }
  const [file, logFile] = positionals as [string, string];
  const root = rulesetRoot(file, values.root, io, REPLAY_USAGE);
  const logText = io.readText(logFile, { maxBytes: MAX_LOG_BYTES, what: "log" });
  if (values.at !== undefined && !values.explain) throw usageError("--at is for --explain: the position to explain", REPLAY_USAGE);
  const at = values.at === undefined ? undefined : intOption(values.at, "at", 0, 0, Number.MAX_SAFE_INTEGER, REPLAY_USAGE);
  // The log is read first: a log that records its rule cards (`with`) is replayed with them when
  // --with is not given, and its identity fields are checked against what is compiled.
  const log = readLogOrFail(logText, logFile, file);
  if (at !== undefined && at > log.actions.length) throw new CliError(`--at ${at}: ${logFile} has only ${log.actions.length} actions`, EXIT.usage, REPLAY_USAGE);
  const cards = values.with !== undefined ? withPaths(file, values.with, io) : [...(log.with ?? [])];
  const loaded = loadRuleset(file, io, root, cards);
  const { ir } = loaded;
  if (ir === undefined) {
    // Diagnostics about cards nobody typed: say where they came from.
    if (values.with === undefined && cards.length > 0) {
      io.err(`${logFile}: the rule cards compiled above are the log's own ("with"; it was written for ${clip(log.ruleset)}); replay it against that ruleset, or choose the cards with --with\n`);
    }
    return EXIT.invalid;
  }
  const identity = logIdentity({ text: loaded.text, ir, with: cards, ruleCards: loaded.ruleCards?.cards.map((c) => c.number) ?? [] });
  const check = checkLogIdentity(log, identity, file);
  if (check.refused.length > 0) throw new CliError(check.refused.map((p) => `${logFile}: ${p}`).join("\n"), EXIT.invalid);

  let game: Game;
  try {
    // A position inside the game: its first `at` actions, without the result (the game is not over there).
    const played: GameLog = at === undefined ? log : { ...log, actions: log.actions.slice(0, at), result: undefined };
    game = replayLog(ir, played);
  } catch (e) {
    const changed = check.changed === undefined ? [] : [`${logFile}: ${check.changed}`];
    if (e instanceof LogError) throw new CliError([...changed, logProblems(e, logFile, log, file)].join("\n"), EXIT.invalid);
    if (e instanceof RuleError) {
      const at = rulePlacer(loaded.sources)(e.ref);
      throw new CliError([...changed, `${logFile}: the game failed during the replay: [${e.code}] ${e.message}${at === undefined ? "" : ` at ${at}`}`].join("\n"), EXIT.failures);
    }
    throw e;
  }
  // The same ruleset and cards by name, but edited since: the replay went through; say so all the same.
  if (check.changed !== undefined) io.err(`${logFile}: note: ${check.changed}\n`);
  if (values.explain) {
    io.out(renderExplanation(game, at ?? log.actions.length, loaded.sources));
    return EXIT.ok;
  }
  const report = buildReplayReport(game, file);
  io.out(values.json ? `${printableJson(report, 2)}\n` : renderReplayReport(report));
  return EXIT.ok;
}

/** The log, parsed and checked against the schema; a LogError is the command's error (exit 1). */
function readLogOrFail(text: string, logFile: string, file: string): GameLog {
  try {
    return readLog(text);
  } catch (e) {
    if (e instanceof LogError) throw new CliError(logProblems(e, logFile, undefined, file), EXIT.invalid);
    throw e;
  }
}

/** The most problems of a log listed: a log for another deck has one per card. */
const SHOWN_PROBLEMS = 10;

/**
 * One line per problem, each starting with the log file and the field path (clickable). When the log
 * names another ruleset file than the one given, that comes first: it explains all the rest.
 */
function logProblems(e: LogError, logFile: string, log: GameLog | undefined, file: string): string {
  const lines = e.problems.slice(0, SHOWN_PROBLEMS).map((p) => `${logFile}: ${p}`);
  if (e.problems.length > SHOWN_PROBLEMS) lines.push(`${logFile}: ... and ${e.problems.length - SHOWN_PROBLEMS} more problems`);
  if (log !== undefined && basename(log.ruleset) !== basename(file)) {
    lines.unshift(`${logFile}: this log was written for ${log.ruleset}, not for ${file}`);
  }
  return lines.join("\n");
}
