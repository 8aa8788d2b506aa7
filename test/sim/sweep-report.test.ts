// buildSweepReport on made-up cell results: which cells are far from the base, which stand out among
// the cells, and the ranking.
import { describe, expect, it } from "vitest";
import { buildSweepReport, type CellResult, type DesignMetrics, type SweepCellSpec } from "../../src/index.js";

const est = (mean: number, half: number) => ({ mean, ci: { low: mean - half, high: mean + half }, n: 50 });

function result(luck: number, advantage: number, failures = 0): CellResult {
  const metrics: DesignMetrics = {
    skillGap: null,
    luckShare: { value: luck, ci: { low: luck - 0.05, high: luck + 0.05 }, deals: 50, replays: 4 },
    seats: [],
    fairness: null,
    seatAdvantage: { seat: 0, value: advantage, ci: { low: advantage - 0.05, high: advantage + 0.05 } },
    leadChanges: est(1, 0.1),
    decisiveness: null,
    drama: null,
    forcedShare: null,
    length: { rounds: null, tricks: null, decisions: null },
  };
  return { games: 200 - failures, failures, neverEnding: failures, failureCodes: failures ? [{ code: "step-limit", count: failures }] : [], failureSamples: [], meanScore: 0, metrics, skill: null };
}

const cell = (index: number, isBase = false): SweepCellSpec => ({ index, label: isBase ? "base" : `c${index}`, ruleset: "b.stich", cards: [], players: 4, lineup: ["random", "random", "random", "random"], isBase });

describe("buildSweepReport", () => {
  const lucks = [0.4, 0.41, 0.39, 0.4, 0.42, 0.38, 0.9, 0.4];
  const cells = lucks.map((_, i) => cell(i, i === 0));
  const outcomes = lucks.map((l, i) => ({ result: result(l, i === 3 ? 0.2 : 0.01 * i, i === 5 ? 2 : 0) }));
  const timing = { elapsedMs: 1, mode: "pool" as const, workers: 1, cellsPlayed: 8, cellsReused: 0 };
  const r = buildSweepReport("s.json", { games: 200, rank: { metric: "luckShare" } }, cells, outcomes, timing);

  it("flags the cell far from the base, the one that stands out, and failures", () => {
    expect(r.cells[6]!.flags).toEqual(expect.arrayContaining(["far:luckShare", "stands-out:luckShare"]));
    expect(r.cells[6]!.farFromBase.find((f) => f.metric === "luckShare")).toMatchObject({ value: 0.9, base: 0.4 });
    expect(r.cells[1]!.farFromBase).toEqual([]);
    expect(r.cells[3]!.flags).toEqual(expect.arrayContaining(["far:seatAdvantage"]));
    expect(r.cells[5]!).toMatchObject({ status: "failed" });
    expect(r.cells[5]!.flags).toEqual(expect.arrayContaining(["fails", "never-ends"]));
    expect(r.cells[0]!.flags).toEqual([]);
    expect(r.summary).toMatchObject({ cells: 8, failed: 1, neverEnding: 1, farFromBase: 2 });
  });

  it("ranks by the chosen metric, highest first, ties by cell order", () => {
    expect(r.ranking.cells[0]).toBe(6);
    expect(r.ranking.cells.slice(-2)).toEqual([2, 5]);
    expect(r.cells[6]!.rank).toBe(1);
    const asc = buildSweepReport("s.json", { games: 200, rank: { metric: "luckShare", order: "ascending" } }, cells, outcomes, timing);
    expect(asc.ranking.cells[0]).toBe(5);
  });
});
