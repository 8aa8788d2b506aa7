// compareRulesets: both versions on the same deals; real differences are flagged, identical rules
// give identical games (every difference exactly 0), and the report is deterministic.
import { describe, expect, it } from "vitest";
import { compareRulesets } from "../../src/index.js";
import { loadRuleset } from "../support/rulesets.js";

const CLASSIC = loadRuleset("rulesets/sticheln/classic.stich");
const MILD = loadRuleset("rulesets/sticheln/mild.stich");
const RANDOM4 = ["random", "random", "random", "random"];

describe("compareRulesets", () => {
  it("finds Mild's smaller penalty: higher scores, a narrower spread, the same game length", () => {
    const r = compareRulesets({ a: { ir: CLASSIC, label: "classic" }, b: { ir: MILD, label: "mild" }, players: 4, games: 120, seed: 1, bots: RANDOM4 });
    const fig = (name: string) => r.differences.find((d) => d.figure === name)!;
    expect(r.pairedDeals).toBe(120);
    expect(fig("mean score, all seats")).toMatchObject({ significant: true });
    expect(fig("mean score, all seats").difference).toBeGreaterThan(0);
    expect(fig("mean score, all seats").p).toBeLessThan(0.001);
    expect(fig("score spread (best - worst)").difference).toBeLessThan(0);
    expect(fig("score spread (best - worst)").significant).toBe(true);
    expect(fig("rounds per game")).toMatchObject({ difference: 0, significant: false });
    expect(r.a.name).toBe("Sticheln Classic");
    expect(r.b.name).toBe("Sticheln Mild");
  });

  it("the same ruleset against itself differs nowhere, with greedy in one rotating seat", () => {
    const r = compareRulesets({ a: { ir: CLASSIC, label: "a" }, b: { ir: CLASSIC, label: "b" }, players: 4, games: 16, seed: 3, bots: ["greedy", "random", "random", "random"] });
    expect(r.pairedDeals).toBe(4);
    expect(r.differences.length).toBeGreaterThan(10);
    expect(r.differences.map((d) => d.figure)).toEqual(expect.arrayContaining(["mean score, bot greedy", "win rate, bot random"]));
    for (const d of r.differences) {
      expect(d.difference, d.figure).toBe(0);
      expect(d.significant, d.figure).toBe(false);
      expect(d.a, d.figure).toBe(d.b);
    }
  });

  it("design metrics: Mild and Classic differ, a ruleset and its copy do not", () => {
    const opts = { players: 4, games: 160, seed: 4, bots: RANDOM4, rotate: true };
    const differ = compareRulesets({ ...opts, a: { ir: CLASSIC, label: "classic" }, b: { ir: MILD, label: "mild" } });
    const copy = compareRulesets({ ...opts, a: { ir: CLASSIC, label: "classic" }, b: { ir: structuredClone(CLASSIC), label: "copy" } });
    const fig = (r: typeof differ, name: string) => r.differences.find((d) => d.figure === name)!;
    expect(fig(differ, "drama (points behind)").significant).toBe(true);
    expect(differ.differences.filter((d) => d.significant).length).toBeGreaterThan(3);
    for (const name of ["lead changes per game", "decisiveness", "drama (points behind)"]) expect(fig(copy, name)).toMatchObject({ difference: 0, significant: false });
    expect(copy.differences.filter((d) => d.significant)).toEqual([]);
    expect(copy.b.metrics).toEqual(copy.a.metrics);
    expect(differ.b.metrics.luckShare).not.toEqual(differ.a.metrics.luckShare);
  });

  it("is deterministic and reports progress up to the whole batch", () => {
    const progress: number[] = [];
    const opts = { a: { ir: CLASSIC, label: "a" }, b: { ir: MILD, label: "b" }, players: 3, games: 40, seed: 9, bots: ["random", "random", "random"] };
    const one = compareRulesets({ ...opts, onProgress: (done) => progress.push(done) });
    const two = compareRulesets(opts);
    expect(one.differences).toEqual(two.differences);
    expect(progress[progress.length - 1]).toBe(40);
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
  });

  it("leaves deals with a failed game out of the paired figures", () => {
    const broken = { ...MILD, tricks: { ...MILD.tricks, winner: [{ keys: [{ dir: "highest" as const, key: { k: "ref" as const, name: "rank" } }], where: { k: "bool" as const, v: false } }] } };
    const r = compareRulesets({ a: { ir: CLASSIC, label: "a" }, b: { ir: broken, label: "b" }, players: 4, games: 8, seed: 1, bots: RANDOM4 });
    expect(r.b.failures).toBe(8);
    expect(r.pairedDeals).toBe(0);
    expect(r.differences).toEqual([]);
  });
});
