// Which file a ruleset builds on: the base a variant or a rule card `extends` (its path relative to
// the ruleset's folder, as compile() reads it), or undefined for a game of its own. The rules sheet of
// a file with a base lists only what differs from that base.
import { DiagnosticSink } from "../lang/diagnostics.js";
import { dirname, joinPath } from "../lang/paths.js";
import { parseFile } from "../lang/variants.js";

export function baseFileOf(file: string, text: string): string | undefined {
  const ast = parseFile(file, text, new DiagnosticSink());
  for (const d of ast.decls) {
    if ((d.kind === "variant" || d.kind === "ruleCard") && d.base !== undefined) return joinPath(dirname(file), d.base.value);
  }
  return undefined;
}
