// stichwerk replay <file> <log.json> [--json]: replays a log and reports the game round by round.

import { LogError, RuleError, buildReplayReport, printableJson, readLog, renderReplayReport, replayLog, type Game } from "../index.js";
import { parseCommandArgs } from "./args.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { loadRuleset } from "./load.js";
import { REPLAY_USAGE } from "./usage.js";

export function replayCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, { json: { type: "boolean" } }, REPLAY_USAGE);
  if (values.help) {
    io.out(REPLAY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 2) {
    throw usageError(`replay needs a ruleset file and a log file, but got ${positionals.length} argument(s)`, REPLAY_USAGE);
  }
  const [file, logFile] = positionals as [string, string];
  const logText = io.readText(logFile);
  const { ir } = loadRuleset(file, io);
  if (ir === undefined) return EXIT.invalid;

  let game: Game;
  try {
    game = replayLog(ir, readLog(logText));
  } catch (e) {
    // Every problem line already starts with the field path; prefixing the file makes it clickable.
    if (e instanceof LogError) throw new CliError(e.problems.map((p) => `${logFile}: ${p}`).join("\n"), EXIT.invalid);
    if (e instanceof RuleError) throw new CliError(`${logFile}: the game failed during the replay: [${e.code}] ${e.message}`, EXIT.failures);
    throw e;
  }
  const report = buildReplayReport(game, file);
  io.out(values.json ? `${printableJson(report, 2)}\n` : renderReplayReport(report));
  return EXIT.ok;
}
