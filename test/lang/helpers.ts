// Shared helpers for the language tests: compile in-memory files and read the shipped rulesets.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { compile, type CompileResult } from "../../src/lang/index.js";

export const RULESET_DIR = "rulesets/sticheln";

/** Compiles `text` as `file`, with `files` as the other readable files (path -> text), reading inside `root` (default: the file's folder). */
export function compileIn(text: string, file = "game.stich", files: Record<string, string> = {}, root?: string): CompileResult {
  return compile(text, { file, readFile: (p) => files[p], ...(root !== undefined ? { root } : {}) });
}

/** The shipped Sticheln rulesets, keyed by file name, read through the same callback as the CLI would. */
export function shippedRulesets(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(RULESET_DIR).filter((n) => n.endsWith(".stich")).sort()) out.set(f, readFileSync(join(RULESET_DIR, f), "utf8"));
  return out;
}

export function compileShipped(name: string): CompileResult {
  const files = shippedRulesets();
  const text = files.get(name);
  if (text === undefined) throw new Error(`no ruleset ${name}`);
  return compile(text, {
    file: `${RULESET_DIR}/${name}`,
    readFile: (p) => (p.startsWith(`${RULESET_DIR}/`) ? files.get(p.slice(RULESET_DIR.length + 1)) : undefined),
  });
}

/** A minimal valid game; tests append lines after it (they start at line 6). */
export const PRELUDE = `game "T"
players 3..4
suits red blue green
deck red blue green 0..9
score: count(won)
`;

/** `code@line:col` for each diagnostic, for compact assertions. */
export function where(r: CompileResult): string[] {
  return r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);
}
