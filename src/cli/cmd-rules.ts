// stichwerk rules <file> [--with CARD]... [--format md|html] [--out FILE] [--full]: the ruleset's rules
// sheet in plain language (src/sheet), printed or written whole to a file. A variant or a rule card
// file lists only what differs from the base it extends, and rules cards put in force with --with
// only what they change, unless --full.

import { baseFileOf, rulesSheet, sheetHtml, sheetMarkdown, type RulesetIR } from "../index.js";
import { parseCommandArgs } from "./args.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot, withPaths } from "./load.js";
import { RULES_USAGE } from "./usage.js";

export function rulesCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      with: { type: "string", multiple: true },
      root: { type: "string" },
      format: { type: "string" },
      out: { type: "string" },
      full: { type: "boolean" },
    },
    RULES_USAGE,
  );
  if (values.help) {
    io.out(RULES_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw usageError("rules needs exactly one ruleset file", RULES_USAGE);
  const format = values.format ?? (values.out?.endsWith(".html") ? "html" : "md");
  if (format !== "md" && format !== "html") throw usageError(`--format must be md or html, not "${format}"`, RULES_USAGE);
  const file = positionals[0]!;
  const root = rulesetRoot(file, values.root, io, RULES_USAGE);
  const cards = withPaths(file, values.with, io);
  const loaded = loadRuleset(file, io, root, cards);
  if (loaded.ir === undefined) throw new CliError(`${file}: ${loaded.errors} error${loaded.errors === 1 ? "" : "s"}`, EXIT.invalid);
  const base = values.full ? undefined : baseOf(file, io, root, cards);
  const cardNames = (loaded.ruleCards?.cards ?? []).map((c) => `rule card ${c.number} “${c.name}”`);
  const sheet = rulesSheet(loaded.ir, { ...(base ? { base } : {}), cards: cardNames });
  const text = format === "html" ? sheetHtml(sheet) : sheetMarkdown(sheet);
  if (values.out !== undefined) {
    io.writeText(values.out, text);
    io.err(`rules sheet written to ${values.out}\n`);
  } else {
    io.out(text);
  }
  return EXIT.ok;
}

/** The base to compare with: the ruleset without the --with cards, else the file its variant or rule card extends. */
function baseOf(file: string, io: Io, root: string | undefined, cards: readonly string[]): { ir: RulesetIR; name: string } | undefined {
  if (cards.length > 0) {
    const { ir } = loadRuleset(file, io, root, []);
    return ir ? { ir, name: ir.name } : undefined;
  }
  const baseFile = baseFileOf(file, io.readText(file, { maxBytes: 1 << 20, what: "ruleset" }));
  if (baseFile === undefined) return undefined;
  const { ir } = loadRuleset(baseFile, io, root ?? dirname(baseFile));
  return ir ? { ir, name: ir.name } : undefined;
}

function dirname(p: string): string {
  const i = p.lastIndexOf("/");
  return i < 0 ? "." : p.slice(0, i) || "/";
}
