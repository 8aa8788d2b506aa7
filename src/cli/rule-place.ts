// Where a RuleError's rule is in the source, as `file:line:col`, for the command line's messages about
// games that failed (simulate, replay): a runaway game names its rule and seed, and this its line.

import { ruleLocation, type ReadFile } from "../index.js";

/** `rule` -> "file:line:col", or undefined when the label names no one declaration (a rule card's own
 * step given with --with is compiled into the ruleset but declared in the card). Cached per label. */
export function rulePlacer(file: string, text: string, readFile: ReadFile, root?: string): (rule: string) => string | undefined {
  const placed = new Map<string, string | undefined>();
  return (rule) => {
    if (!placed.has(rule)) {
      const loc = ruleLocation(rule, text, file, readFile, root);
      placed.set(rule, loc ? `${loc.file}:${loc.span.line}:${loc.span.col}` : undefined);
    }
    return placed.get(rule);
  };
}
