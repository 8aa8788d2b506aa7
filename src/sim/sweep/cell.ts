// One cell of a sweep: a ruleset, a player count and a line-up, played for so many games from the
// sweep's seed, and the design metrics of it; plus, when the sweep asks, a batch of its own for the
// skill gap (strong bot in one seat, weak ones in the others, rotated, on the same deals).
//
// A cell's task is plain data and its result a pure function of it: whoever plays it (this thread, a
// pool worker, a queue worker on another machine) returns the same result, which is what makes the
// sweep's report the same however it was run. The result is passed through JSON here so that every
// path (structured clone, a queue's JSON, a file) hands back the very same numbers.

import type { RulesetIR } from "../../ir/types.js";
import { emptyAggregate, mergeAggregate, type FailureSample } from "../aggregate.js";
import { planSimulation, runSimulationChunk, simulate, simulationReport } from "../simulate.js";
import type { Static } from "../../ir/schema-kit.js";
import type { CellResultSchema, SkillResultSchema } from "./report-schema.js";

export interface CellTask {
  /** Identifies the task and its result: a digest of everything below and of the code that plays it. */
  readonly key: string;
  /** Digest of the library's code: a worker running other code refuses the task. */
  readonly code: string;
  readonly ir: RulesetIR;
  readonly players: number;
  readonly lineup: readonly string[];
  readonly games: number;
  readonly seed: number;
  readonly rotate: boolean;
  readonly countForced: boolean;
  readonly maxSteps?: number;
  readonly skill?: { readonly strong: string; readonly weak: string; readonly games: number };
}

/**
 * The skill batch of a cell: the skill gap (docs/metrics.md; null when no deal finished), the strong
 * bot's win rate. The type is the sweep report schema's (report-schema.ts), so the two cannot drift.
 */
export interface SkillResult extends Static<typeof SkillResultSchema> {}

/**
 * A cell's result (report-schema.ts): games that finished and failed, failed games that hit the
 * engine's step limit (never ending), failure codes in order of first appearance with their counts,
 * the first few failed games with what replays them, every seat's final score averaged over the
 * finished games, the design metrics, the skill batch.
 */
export interface CellResult extends Static<typeof CellResultSchema> {}

const SAMPLES = 3;

/** Plays the cell's batch (and its skill batch) and returns its result. */
export function runCell(task: CellTask): CellResult {
  const steps = task.maxSteps !== undefined ? { maxSteps: task.maxSteps } : {};
  const plan = planSimulation({
    ir: task.ir,
    players: task.players,
    games: task.games,
    seed: task.seed,
    bots: task.lineup,
    rotate: task.rotate,
    countForced: task.countForced,
    ...steps,
  });
  const total = emptyAggregate(plan.players, plan.botLabels);
  const codes = new Map<string, number>();
  for (let chunk = 0; chunk < plan.chunks; chunk++) {
    const agg = runSimulationChunk(plan, chunk, {
      onGame: (r) => {
        if (r.failure) codes.set(r.failure.code, (codes.get(r.failure.code) ?? 0) + 1);
      },
    });
    mergeAggregate(total, agg);
  }
  const report = simulationReport(plan, total, 0);
  const meanScore = report.seats.reduce((a, s) => a + s.meanScore, 0) / Math.max(1, report.seats.length);
  const result: CellResult = {
    games: report.games,
    failures: report.failures,
    neverEnding: codes.get("step-limit") ?? 0,
    failureCodes: [...codes].map(([code, count]) => ({ code, count })),
    failureSamples: report.failureSamples.slice(0, SAMPLES),
    meanScore,
    metrics: report.metrics,
    skill: task.skill ? skillBatch(task, task.skill) : null,
  };
  return JSON.parse(JSON.stringify(result)) as CellResult;
}

function skillBatch(task: CellTask, skill: NonNullable<CellTask["skill"]>): SkillResult {
  const r = simulate({
    ir: task.ir,
    players: task.players,
    games: skill.games,
    // The cell's deals: deal d has the same seed in both batches.
    seed: task.seed,
    bots: [skill.strong, ...Array.from({ length: task.players - 1 }, () => skill.weak)],
    rotate: true,
    ...(task.maxSteps !== undefined ? { maxSteps: task.maxSteps } : {}),
  });
  const g = r.metrics.skillGap;
  const strong = r.bots.find((b) => b.bot === skill.strong);
  return {
    strong: skill.strong,
    weak: skill.weak,
    games: r.games,
    failures: r.failures,
    gap: g && { mean: g.mean, ci: g.ci, n: g.n },
    winRate: strong?.winRate ?? 0,
    winRateCI: strong?.winRateCI ?? null,
  };
}
