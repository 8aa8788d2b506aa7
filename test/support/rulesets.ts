// Loads and compiles the shipped rulesets (rulesets/**/*.stich) for tests.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";

export const ROOT = join(import.meta.dirname, "..", "..");

export function rulesetFiles(dir = join(ROOT, "rulesets")): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...rulesetFiles(p));
    else if (e.name.endsWith(".stich")) out.push(relative(ROOT, p));
  }
  return out.sort();
}

const readFile = (path: string): string | undefined => {
  const abs = join(ROOT, path);
  return existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
};

export function compileFile(file: string) {
  return compile(readFileSync(join(ROOT, file), "utf8"), { file, readFile });
}

const cache = new Map<string, RulesetIR>();
export function loadRuleset(file: string): RulesetIR {
  const hit = cache.get(file);
  if (hit) return hit;
  const { ir, diagnostics } = compileFile(file);
  if (!ir) throw new Error(`${file} does not compile:\n${diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n")}`);
  cache.set(file, ir);
  return ir;
}
