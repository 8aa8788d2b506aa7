// Loads and compiles the shipped rulesets (rulesets/**/*.stich) for tests.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { Rng } from "../../src/engine/rng.js";

export const ROOT = join(import.meta.dirname, "..", "..");

/**
 * The shipped games and variants. Rule cards (the files in a game's `cards/` folder) are not games:
 * each is tested in force on its base by ruleCardFiles' users, not by every test that plays rulesets.
 */
export function rulesetFiles(dir = join(ROOT, "rulesets")): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "cards") out.push(...rulesetFiles(p));
    } else if (e.name.endsWith(".stich")) out.push(relative(ROOT, p));
  }
  return out.sort();
}

/** The rule cards of a game folder (`rulesets/<game>/cards/*.stich`), in file order (= card number). */
export function ruleCardFiles(game: string): string[] {
  const dir = join(ROOT, "rulesets", game, "cards");
  return readdirSync(dir)
    .filter((n) => n.endsWith(".stich"))
    .sort()
    .map((n) => relative(ROOT, join(dir, n)));
}

const readFile = (path: string): string | undefined => {
  const abs = join(ROOT, path);
  return existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
};

export function compileFile(file: string) {
  return compile(readFileSync(join(ROOT, file), "utf8"), { file, readFile });
}

/** Stich-Meister base with the rule cards `cards` (paths relative to its folder) in force; null when it does not compile. */
export function stichMeisterWith(cards: readonly string[]): RulesetIR | null {
  const file = "rulesets/stich-meister/base.stich";
  return compile(readFile(file)!, { file, readFile, with: cards }).ir ?? null;
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

/** `count` random sets of 1-4 Stich-Meister rule cards (paths relative to its folder, ascending), drawn from `seed`. */
export function randomStichMeisterCardSets(seed: number, count: number): string[][] {
  const cards = ruleCardFiles("stich-meister").map((f) => f.slice("rulesets/stich-meister/".length));
  const rng = new Rng(seed);
  const sets: string[][] = [];
  for (let i = 0; i < count; i++) {
    const pool = [...cards];
    rng.shuffle(pool);
    sets.push(pool.slice(0, 1 + (i % 4)).sort());
  }
  return sets;
}
