// stichwerk replay <file> <log.json> [--json]: replays a log and reports the game round by round.

import { basename } from "node:path";
import { LogError, MAX_LOG_BYTES, RuleError, buildReplayReport, printableJson, readLog, renderReplayReport, replayLog, type Game, type GameLog } from "../index.js";
import { parseCommandArgs } from "./args.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot, withPaths } from "./load.js";
import { REPLAY_USAGE } from "./usage.js";

export function replayCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, { json: { type: "boolean" }, root: { type: "string" }, with: { type: "string", multiple: true } }, REPLAY_USAGE);
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
  const { ir } = loadRuleset(file, io, root, withPaths(file, values.with, io));
  if (ir === undefined) return EXIT.invalid;

  let game: Game;
  let log: GameLog | undefined;
  try {
    log = readLog(logText);
    game = replayLog(ir, log);
  } catch (e) {
    if (e instanceof LogError) throw new CliError(logProblems(e, logFile, log, file), EXIT.invalid);
    if (e instanceof RuleError) throw new CliError(`${logFile}: the game failed during the replay: [${e.code}] ${e.message}`, EXIT.failures);
    throw e;
  }
  const report = buildReplayReport(game, file);
  io.out(values.json ? `${printableJson(report, 2)}\n` : renderReplayReport(report));
  return EXIT.ok;
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
