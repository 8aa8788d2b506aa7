// stichwerk check <file>...: every file is checked, even after one fails, so one run shows all problems.

import { parseCommandArgs } from "./args.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot, withPaths } from "./load.js";
import { describeRuleCards } from "../index.js";
import { CHECK_USAGE } from "./usage.js";

export function checkCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, { root: { type: "string" }, with: { type: "string", multiple: true } }, CHECK_USAGE);
  if (values.help) {
    io.out(CHECK_USAGE);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw usageError("check needs at least one ruleset file", CHECK_USAGE);

  let exit: ExitCode = EXIT.ok;
  for (const file of positionals) {
    try {
      const { ir, errors, warnings, ruleCards } = loadRuleset(file, io, rulesetRoot(file, values.root, io, CHECK_USAGE), withPaths(file, values.with, io));
      if (ruleCards) io.out(describeRuleCards(ruleCards));
      if (ir === undefined) {
        io.err(`${file}: ${errors} error${errors === 1 ? "" : "s"}\n`);
        if (exit === EXIT.ok) exit = EXIT.invalid;
      } else {
        io.out(`ok: ${file}${warnings > 0 ? ` (${warnings} warning${warnings === 1 ? "" : "s"})` : ""}\n`);
      }
    } catch (e) {
      // An unreadable file: report it and go on with the others; it decides the exit code.
      if (!(e instanceof CliError)) throw e;
      io.err(`stichwerk: ${e.message}\n`);
      exit = EXIT.usage;
    }
  }
  return exit;
}
