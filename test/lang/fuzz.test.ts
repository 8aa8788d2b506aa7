// compile() never throws and every diagnostic points into the text (fast-check properties over
// arbitrary input), and the grammar-aware fuzzer (test/fuzz/) finds nothing in a fixed-seed campaign of
// 5,000 mutations of the shipped rulesets: token swaps, replacements, insertions, deletions,
// duplications, crossovers, number extremes and deep nesting, each case compiled and, when clean,
// played (two games at two player counts, step by step with observations, a sampled world and a log
// replay, and as the lab plays). `npm run fuzz -- --minutes N` runs the same fuzzer for longer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEYWORDS } from "../../src/lang/words.js";
import { compile } from "../../src/lang/index.js";
import { makeCase, runCampaign } from "../fuzz/campaign.js";
import { GuardedRunner } from "../fuzz/guard.js";
import type { CaseFailure, FuzzCase } from "../fuzz/case.js";
import { constructsCorpus, fixtureCorpus, ruleCardCorpus, shippedCorpus } from "../fuzz/corpus.js";
import { shippedRulesets } from "./helpers.js";

const classic = shippedRulesets().get("classic.stich") ?? "";

const SYMBOLS = ["{", "}", "(", ")", "[", "]", ":", ",", "..", "=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", '"', '"x"', "#", "\n", "@"];
const WORDS = ["red", "blue", "bleu", "won", "misery", "rank", "suit", "lead", "x", "0", "1", "8", "15", "99999999999999999999"];

const tokenSoup = fc
  .array(fc.constantFrom<string>(...KEYWORDS, ...SYMBOLS, ...WORDS), { maxLength: 80 })
  .map((a) => a.join(" "));

/** A shipped ruleset with a random stretch cut out or replaced: near-valid input reaches the checker. */
const mutatedClassic = fc
  .tuple(fc.nat(classic.length), fc.nat(40), fc.constantFrom("", "}", "{", "(", "bleu", "let", "where", "\n"))
  .map(([at, len, ins]) => classic.slice(0, at) + ins + classic.slice(at + len));

const inputs = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 60 }), tokenSoup, mutatedClassic);

describe("compile never throws", () => {
  it("returns located diagnostics (or IR) for arbitrary input", () => {
    fc.assert(
      fc.property(inputs, (text) => {
        const r = compile(text, { file: "fuzz.stich", readFile: () => undefined });
        if (r.ir) expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        else expect(r.diagnostics.length).toBeGreaterThan(0);
        for (const d of r.diagnostics) {
          expect(d.code).not.toBe("SW9001");
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
          expect(d.offset).toBeGreaterThanOrEqual(0);
          expect(d.offset).toBeLessThanOrEqual(text.length);
          expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("also when the damage is in the base file of a variant", () => {
    fc.assert(
      fc.property(mutatedClassic, (base) => {
        const text = 'variant "V" extends "classic.stich"\nscore: 1';
        const r = compile(text, { file: "dir/v.stich", readFile: (p) => (p === "dir/classic.stich" ? base : undefined) });
        for (const d of r.diagnostics) {
          expect(d.code).not.toBe("SW9001");
          const len = d.file === "dir/v.stich" ? text.length : base.length;
          expect(d.offset + d.length).toBeLessThanOrEqual(len);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** The seed of the CI campaign: any fixed number; this one is the day the fuzzer was written. */
const CI_SEED = 20261124;
const CI_CASES = 4500;

describe("the grammar-aware fuzzer", () => {
  it(`finds no failure in ${CI_CASES} cases of seed ${CI_SEED}`, async () => {
    const found: string[] = [];
    const stats = await runCampaign({
      seed: CI_SEED,
      cases: CI_CASES,
      corpus: shippedCorpus(),
      onFailure: async (c: FuzzCase, failures: readonly CaseFailure[]) => {
        for (const f of failures) found.push(`case ${c.index} (${c.mutated}: ${c.mutations.join("; ")}): ${f.kind}: ${f.detail}`);
      },
    });
    console.log(
      `fuzz: ${stats.cases} cases, ${stats.clean} compiled clean, ${stats.games} games, ${stats.actions} actions, ${stats.ruleErrors} RuleErrors; ` +
        `slowest compile ${Math.round(stats.slowestCompileMs)} ms CPU, ${Math.round(stats.slowestCompileWallMs)} ms wall (case ${stats.slowestCase}); ${Math.round(stats.elapsedMs / 1000)} s`,
    );
    expect(found.slice(0, 20)).toEqual([]);
    expect(stats.cases).toBe(CI_CASES);
    // The campaign reaches the engine: a good share of the mutants compile and are played.
    expect(stats.clean).toBeGreaterThan(CI_CASES / 10);
  }, 900_000);

  // Rule-card files compiled on their own over their base: their numbers, `with` lists and headers.
  it("finds no failure in 500 cases over the rule-card files", async () => {
    const found: string[] = [];
    const stats = await runCampaign({
      seed: CI_SEED + 2,
      cases: 500,
      corpus: ruleCardCorpus(),
      onFailure: async (c: FuzzCase, failures: readonly CaseFailure[]) => {
        for (const f of failures) found.push(`case ${c.index} (${c.mutated}: ${c.mutations.join("; ")}): ${f.kind}: ${f.detail}`);
      },
    });
    console.log(`fuzz (rule cards): ${stats.cases} cases, ${stats.clean} compiled clean, ${stats.games} games, ${stats.actions} actions, ${stats.ruleErrors} RuleErrors`);
    expect(found.slice(0, 20)).toEqual([]);
    expect(stats.clean).toBeGreaterThan(50);
  }, 600_000);

  it("finds no failure in 400 cases over the trick-play constructs seed", async () => {
    const found: string[] = [];
    const stats = await runCampaign({
      seed: CI_SEED + 1,
      cases: 400,
      corpus: constructsCorpus(),
      onFailure: async (c: FuzzCase, failures: readonly CaseFailure[]) => {
        for (const f of failures) found.push(`case ${c.index} (${c.mutations.join("; ")}): ${f.kind}: ${f.detail}`);
      },
    });
    expect(found.slice(0, 20)).toEqual([]);
    expect(stats.clean).toBeGreaterThan(40);
    expect(stats.games).toBeGreaterThan(0);
  }, 300_000);
  // The step mechanics (expose, steps after a trick, removal, a card set aside) are in no shipped
  // ruleset yet: a shorter campaign over a fixture that has them all, crossed with the shipped ones.
  it("finds no failure in 600 cases over the step fixtures", async () => {
    const found: string[] = [];
    const fixtures = fixtureCorpus();
    const stats = await runCampaign({
      seed: CI_SEED,
      cases: 600,
      corpus: { ...fixtures, "rulesets/sticheln/classic.stich": shippedCorpus()["rulesets/sticheln/classic.stich"]! },
      onFailure: async (c: FuzzCase, failures: readonly CaseFailure[]) => {
        for (const f of failures) found.push(`case ${c.index} (${c.mutated}: ${c.mutations.join("; ")}): ${f.kind}: ${f.detail}`);
      },
    });
    console.log(`fuzz (step fixtures): ${stats.cases} cases, ${stats.clean} compiled clean, ${stats.games} games, ${stats.actions} actions, ${stats.ruleErrors} RuleErrors`);
    expect(found.slice(0, 20)).toEqual([]);
    expect(stats.clean).toBeGreaterThan(60);
    // RuleErrors are the mutants' own problems (a count too large, ...), but a sampler that cannot
    // explain what a seat saw ends as one too: 14 under this seed; the card set aside left in the hand
    // by the sampler (a deliberate bug) made it 80.
    expect(stats.ruleErrors).toBeLessThan(30);
  }, 900_000);

  it("the time guard stops a case that never answers and goes on with a fresh worker", async () => {
    const runner = new GuardedRunner(3000);
    // One small ruleset, so that the case after the hung one is quick whatever the corpus grows to
    // (with the classics in the corpus, case 1 of the whole corpus became a Stich-Meister variant that
    // needs more than 3 s at a load of 20).
    const small = { "rulesets/sticheln/classic.stich": shippedCorpus()["rulesets/sticheln/classic.stich"]! };
    try {
      const hung = await runner.run({ ...makeCase(1, 0, small), file: "test:hang" });
      expect(hung.failures).toEqual([{ kind: "timeout", detail: "no answer within 3000 ms" }]);
      const next = await runner.run(makeCase(1, 0, small));
      expect(next.failures).toEqual([]);
    } finally {
      await runner.close();
    }
  }, 60_000);
});
