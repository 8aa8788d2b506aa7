// stichwerk fmt <file>... [--check]: formats rulesets in place (the library's formatRuleset, which the
// editor's "Format document" also uses). Only spaces and blank lines change; tokens, line breaks
// and comments stay where they are.

import { formatRuleset, MAX_RULESET_BYTES } from "../index.js";
import { parseCommandArgs } from "./args.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";

export const FMT_USAGE = `usage: stichwerk fmt <file.stich>... [--check]

Formats rulesets in place: two spaces of indentation per open bracket, one space between words,
no trailing spaces, at most one blank line in a row. Tokens, line breaks and comments stay as they are.

options:
  --check            change nothing; list the files that are not formatted and exit 1 if any
`;

export function fmtCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, { check: { type: "boolean" } }, FMT_USAGE);
  if (values.help) {
    io.out(FMT_USAGE);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw usageError("fmt needs at least one ruleset file", FMT_USAGE);
  let exit: ExitCode = EXIT.ok;
  const worst = (code: ExitCode) => {
    if (code > exit) exit = code;
  };
  for (const file of positionals) {
    let text: string;
    try {
      text = io.readText(file, { maxBytes: MAX_RULESET_BYTES, what: "ruleset" });
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      io.err(`stichwerk: ${e.message}\n`);
      worst(EXIT.usage);
      continue;
    }
    const r = formatRuleset(text);
    if (!r.ok) {
      io.err(`${file}:${r.line}:${r.col} ${r.message}\n`);
      worst(EXIT.invalid);
    } else if (r.text === text) {
      if (!values.check) io.out(`unchanged: ${file}\n`);
    } else if (values.check) {
      io.out(`not formatted: ${file}\n`);
      worst(EXIT.invalid);
    } else {
      io.writeText(file, r.text);
      io.out(`formatted: ${file}\n`);
    }
  }
  return exit;
}
