// The designer's playtest pool merges the chunks its workers finish, in whatever order they finish, back
// in chunk order (editor/src/sim/chunk-merge.ts): the report must be the one simulate() gives for the
// same options, for 1, 2 or 3 workers (a project rule), and a batch stops after the first chunk, in
// chunk order, with a failed game, as the single worker did.
import { beforeAll, describe, expect, it } from "vitest";
import { InOrderMerge, playShares, shareOf } from "../../editor/src/sim/chunk-merge.js";
import { Rng } from "../../src/engine/rng.js";
import { planSimulation, runSimulationChunk, simulate, simulationReport, type SimAggregate, type SimulateOptions, type SimulateReport } from "../../src/index.js";
import { loadRuleset } from "../support/rulesets.js";

const classic = loadRuleset("rulesets/sticheln/classic.stich");
const noTime = (r: SimulateReport) => ({ ...r, elapsedMs: 0 });

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const rng = new Rng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every chunk of the plan played in-process, by chunk number. */
function allChunks(opts: SimulateOptions) {
  const plan = planSimulation(opts);
  return { plan, aggs: Array.from({ length: plan.chunks }, (_, c) => runSimulationChunk(plan, c)) };
}

/**
 * Plays the batch through playShares as the pool's workers do: each share's chunks one after the other,
 * each chunk ending after a random delay (so the shares' chunks come back interleaved in a shuffled
 * order), a share stopping after its own chunk with a failed game.
 */
async function pooled(opts: SimulateOptions, workers: number, seed: number, aggs?: readonly SimAggregate[]) {
  const plan = planSimulation(opts);
  const rng = new Rng(seed);
  const asked: number[] = [];
  const shares: (readonly number[])[] = [];
  let inFlight = 0;
  let most = 0;
  const merge = await playShares(plan, workers, async (chunks, done) => {
    shares.push(chunks);
    most = Math.max(most, ++inFlight);
    for (const chunk of chunks) {
      asked.push(chunk);
      const agg = aggs ? structuredClone(aggs[chunk]!) : runSimulationChunk(plan, chunk);
      await new Promise((resolve) => setTimeout(resolve, rng.int(6)));
      done(chunk, agg);
      if (agg.failures > 0) break;
    }
    inFlight--;
  });
  return { plan, merge, report: simulationReport(plan, merge.total, 0), asked, most, shares };
}

describe("the playtest pool's merge in chunk order", () => {
  // One greedy seat: seat rotation, one deal per chunk (the designer's greedy playtest, smaller).
  const greedy: SimulateOptions = { ir: classic, players: 4, games: 24, seed: 7, bots: ["greedy", "random", "random", "random"] };
  const random: SimulateOptions = { ir: classic, players: 4, games: 300, seed: 3, bots: ["random", "random", "random", "random"] };

  // Each batch played once: simulate()'s report, and every chunk's aggregate (handed out as copies).
  let cases: { opts: SimulateOptions; expected: SimulateReport; plan: ReturnType<typeof planSimulation>; aggs: SimAggregate[] }[] = [];
  beforeAll(() => {
    cases = [greedy, random].map((opts) => ({ opts, expected: noTime(simulate(opts)), ...allChunks(opts) }));
  }, 120_000);

  it("a 100-game greedy-seat batch has enough chunks for a pool (25: one deal of 4 rotations each)", () => {
    expect(planSimulation({ ...greedy, games: 100 }).chunks).toBe(25);
    expect(planSimulation({ ...random, games: 100 }).chunks).toBe(50);
  });

  it("chunk results merged in any finish order give simulate()'s report", () => {
    for (const { expected, plan, aggs } of cases) {
      expect(plan.chunks).toBeGreaterThan(3);
      for (let seed = 1; seed <= 5; seed++) {
        const merge = new InOrderMerge(plan);
        for (const c of shuffled(aggs.map((_, i) => i), seed)) merge.add(c, structuredClone(aggs[c]!));
        expect(merge.ended).toBe(true);
        expect(merge.stoppedEarly).toBe(false);
        expect(noTime(simulationReport(plan, merge.total, 0))).toEqual(expected);
      }
    }
  });

  it("shares the chunks round robin: every chunk once, in order within a share, shares differing by one chunk at most", () => {
    for (const [chunks, workers] of [[25, 2], [50, 3], [2, 4], [1, 1], [7, 7]] as const) {
      const n = Math.min(workers, chunks);
      const shares = Array.from({ length: n }, (_, w) => shareOf(chunks, n, w));
      expect(shares.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: chunks }, (_, i) => i));
      for (const share of shares) expect([...share].sort((a, b) => a - b)).toEqual(share);
      const sizes = shares.map((x) => x.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it("the pooled batch gives the same report on 1, 2 and 3 workers, with that many shares played at once", async () => {
    for (const { opts, expected, aggs } of cases) {
      for (const workers of [1, 2, 3]) {
        for (let seed = 1; seed <= 3; seed++) {
          const run = await pooled(opts, workers, seed * 10 + workers, aggs);
          expect(run.report.elapsedMs).toBe(0);
          expect(noTime(run.report)).toEqual(expected);
          expect(run.most).toBe(workers);
          expect([...run.asked].sort((a, b) => a - b)).toEqual(Array.from({ length: run.plan.chunks }, (_, i) => i));
        }
      }
    }
  });

  it("stops after the first chunk in chunk order with a failed game, whatever finishes first; a share stops at its own failed chunk", async () => {
    const { plan, aggs } = cases[1]!;
    // Chunks 5 and 9 hold a failed game (planted: the merge only reads the counts and samples).
    const failing = aggs.map((a, c) => (c === 5 || c === 9 ? { ...structuredClone(a), failures: a.failures + 1 } : a));
    const sequential = new InOrderMerge(plan);
    for (let c = 0; c <= 5; c++) sequential.add(c, structuredClone(failing[c]!));
    expect(sequential.stoppedAt).toBe(5);
    expect(sequential.ended && sequential.stoppedEarly).toBe(true);
    for (const workers of [1, 2, 3]) {
      for (let seed = 1; seed <= 4; seed++) {
        const run = await pooled(random, workers, seed, failing);
        expect(run.merge.stoppedAt).toBe(5);
        expect(run.merge.merged).toBe(6);
        expect(run.merge.stoppedEarly).toBe(true);
        expect(run.merge.total).toEqual(sequential.total);
        // The share holding chunk 5 played nothing after it.
        const mine = run.shares.find((share) => share.includes(5))!;
        expect(run.asked.filter((c) => mine.includes(c) && c > 5)).toEqual([]);
      }
    }
  });

  it("refuses a chunk given twice", () => {
    const { plan, aggs } = cases[1]!;
    const merge = new InOrderMerge(plan);
    merge.add(1, aggs[1]!);
    expect(() => merge.add(1, aggs[1]!)).toThrow(/twice/);
  });
});
