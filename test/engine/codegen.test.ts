// The generated code of rule expressions (expr/codegen.ts) holds no ruleset text: every source is made
// of whitelisted tokens only, no declared name of a shipped ruleset appears in one, and renaming every
// declared name and string of a random fixture ruleset (to odd names, some of them the generator's own
// identifiers) leaves every generated source unchanged. That the generated code plays the same games
// as the interpreter is the differential test's (test/engine/differential.test.ts: the reference
// compilation generates nothing).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { checkSource, onGeneratedSource, SOURCE_IDENTIFIERS } from "../../src/engine/expr/codegen.js";
import { listedSteps } from "../../src/engine/rules/steps.js";
import { playFast } from "../support/differential.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { randomRuleset, playersFor } from "../support/random-rulesets.js";
import { loadRuleset, ruleCardFiles, rulesetFiles, ROOT } from "../support/rulesets.js";
import { compile } from "../../src/lang/index.js";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every source the fast compilation of `ir` generates (a fresh copy: compiled rules are cached per IR object). */
function sourcesOf(ir: RulesetIR): string[] {
  const out: string[] = [];
  const stop = onGeneratedSource((s) => out.push(s));
  try {
    compileRules(structuredClone(ir));
  } finally {
    stop();
  }
  return out;
}

/** The names and strings a ruleset declares. */
function declaredNames(ir: RulesetIR): string[] {
  const names = [
    ir.name,
    ...ir.piles.map((p) => p.name),
    ...ir.lets.map((l) => l.name),
    ...(ir.cardAttrs ?? []).map((a) => a.name),
    ...listedSteps(ir).flatMap((s) => ("name" in s && typeof s.name === "string" ? [s.name] : [])),
    ...(ir.secrets ?? []).map((s) => s.name),
    ...(ir.tasks?.kinds ?? []).map((t) => t.name),
    ...(ir.teams?.names ?? []),
  ];
  return [...new Set(names)];
}

const identifiers = (source: string): string[] => source.match(/[A-Za-z_$][\w$]*/g) ?? [];

function withCards(cards: readonly string[]): RulesetIR {
  const file = "rulesets/stich-meister/base.stich";
  const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);
  const ir = compile(read(file)!, { file, readFile: read, with: cards }).ir;
  if (!ir) throw new Error(`${cards.join(" ")} does not compile`);
  return ir;
}

/** Odd replacement names: quotes, code, the generator's own identifiers, prototype keys. */
const ODD = ['"); globalThis.pwned = 1; ("', "`${process.exit(1)}`", "constructor", "__proto__", "f0", "st", "env", "l", "return", "\\u0041", "*/ x /*", "add", "has"];

/** `ir` with every declared name (the default pile `won` aside) and the game's name replaced, throughout the IR. */
function renamed(ir: RulesetIR): RulesetIR {
  const map = new Map<string, string>();
  declaredNames(ir)
    .filter((n) => n !== "won")
    .forEach((n, i) => map.set(n, `${ODD[i % ODD.length]!}${i}`));
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return map.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(ir) as RulesetIR;
}

describe("generated code holds no ruleset text", () => {
  it("every shipped ruleset and Stich-Meister card set: whitelisted tokens only, no declared name", () => {
    const cards = ruleCardFiles("stich-meister").map((f) => f.slice("rulesets/stich-meister/".length));
    const rulesets = [...rulesetFiles().map((f) => loadRuleset(f)), withCards(cards.slice(0, 4)), withCards(["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"])];
    let sources = 0;
    let tableReads = 0;
    let countLoops = 0;
    for (const ir of rulesets) {
      const names = declaredNames(ir).filter((n) => !SOURCE_IDENTIFIERS.has(n));
      for (const source of sourcesOf(ir)) {
        sources++;
        if (/t\d+\.values\[env\.card\]/.test(source)) tableReads++;
        if (source.includes("for (let i = 0; i < xs.length; i++)")) countLoops++;
        expect(checkSource(source), source).toBeNull();
        expect(/["'`\\]/.test(source), source).toBe(false);
        const leaked = identifiers(source).filter((id) => names.includes(id));
        expect(leaked, `${ir.name}: ${source}`).toEqual([]);
      }
    }
    // The generator ran (the rulesets' follow, winner keys, attributes and scores have operators), and
    // wrote tabled attributes read in place and counts as loops (Stich-Meister's follow with card 1).
    expect(sources).toBeGreaterThan(rulesets.length * 5);
    expect(tableReads).toBeGreaterThan(0);
    expect(countLoops).toBeGreaterThan(0);
  });

  it("renaming every declared name and string of random fixture rulesets changes no generated source", () => {
    let compared = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, seed) => {
        const odd = renamed(ir);
        const before = sourcesOf(ir);
        const after = sourcesOf(odd);
        expect(after, label).toEqual(before);
        for (const source of after) expect(checkSource(source), source).toBeNull();
        compared += after.length;
        // The renaming is a renaming: the same game is played.
        const players = playersFor(ir, 4);
        const play = (r: RulesetIR): string => {
          const run = playFast(r, players, seed);
          return JSON.stringify([run.result, run.digests.length, run.error === null]);
        };
        expect(play(odd), label).toBe(play(ir));
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(40);
  });

  it("the whitelist refuses anything else", () => {
    expect(checkSource("return function (env) { const st = env.st; const l = env.locals; return (l[3] === 2); };")).toBeNull();
    expect(checkSource("return f12(env) + (-1.5e-7);")).toBeNull();
    expect(checkSource('return "x";')).toMatch(/character/);
    expect(checkSource("return process;")).toMatch(/identifier process/);
    expect(checkSource("return `x`;")).toMatch(/character/);
    expect(checkSource("return a\\u0041;")).not.toBeNull();
    // The table reads and count loops: compiler-made t0.., v0.. and the loop's own few names only.
    expect(checkSource("return function (env) { let v0; const saved = env.card; let n = 0; let xs; xs = f1(env); for (let i = 0; i < xs.length; i++) { env.card = xs[i]; if ((t0.epoch === env.epoch && (v0 = t0.values[env.card]) !== undefined) ? v0 : f2(env)) n = n + 1; } env.card = saved; return n; };")).toBeNull();
    expect(checkSource("return t0.constructor;")).toMatch(/identifier constructor/);
    expect(checkSource("return tx.values;")).toMatch(/identifier tx/);
    expect(checkSource("return v1a;")).toMatch(/identifier v1a/);
    expect(checkSource("while (n) n = n + 1;")).toMatch(/identifier while/);
  });
});
