// A fuzz campaign: case i of seed S is always the same mutation of the same shipped ruleset, so a
// campaign is reproducible from its seed, and a failure from (seed, index). Runs the cases through the
// guard and counts what happened.
import { gameSeed, Rng } from "../../src/index.js";
import type { CaseFailure, CaseOutcome, FailureKind, FuzzCase } from "./case.js";
import { GuardedRunner } from "./guard.js";
import { mutate } from "./mutate.js";

export interface CampaignOptions {
  readonly seed: number;
  /** Stop after this many cases ... */
  readonly cases?: number;
  /** ... or after this much time (whichever comes first). */
  readonly minutes?: number;
  readonly corpus: Readonly<Record<string, string>>;
  /** The time guard per case (guard.ts). */
  readonly timeoutMs?: number;
  /** Called for every case with a failure, before the campaign goes on. */
  readonly onFailure?: (c: FuzzCase, failures: readonly CaseFailure[], runner: GuardedRunner) => Promise<void>;
  /** Called now and then with the figures so far. */
  readonly onProgress?: (stats: CampaignStats) => void;
}

export interface CampaignStats {
  cases: number;
  /** Cases that compiled without errors (and were played). */
  clean: number;
  games: number;
  actions: number;
  ruleErrors: number;
  failures: Record<FailureKind, number>;
  /** The most CPU time one compile took (the bound's measure), its case, and that compile's wall time. */
  slowestCompileMs: number;
  slowestCase: number;
  slowestCompileWallMs: number;
  elapsedMs: number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/** Case `index` of a campaign with `seed`. */
export function makeCase(seed: number, index: number, corpus: Readonly<Record<string, string>>): FuzzCase {
  const rng = new Rng(gameSeed(seed, index));
  const paths = Object.keys(corpus).sort();
  const file = paths[rng.int(paths.length)]!;
  // A variant's base is mutated now and then instead of the variant itself.
  const base = /extends\s+"([^"]+)"/.exec(corpus[file] ?? "")?.[1];
  const basePath = base ? `${file.slice(0, file.lastIndexOf("/") + 1)}${base}` : undefined;
  const mutated = basePath && corpus[basePath] !== undefined && rng.int(3) === 0 ? basePath : file;
  const donor = corpus[paths[rng.int(paths.length)]!] ?? "";
  const { text, mutations } = mutate(corpus[mutated] ?? "", rng, donor);
  return { index, seed: rng.int(2 ** 31), file, files: { ...corpus, [mutated]: text }, mutated, mutations };
}

export async function runCampaign(opts: CampaignOptions): Promise<CampaignStats> {
  const runner = new GuardedRunner(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const stats: CampaignStats = {
    cases: 0,
    clean: 0,
    games: 0,
    actions: 0,
    ruleErrors: 0,
    failures: { internal: 0, unlocated: 0, slow: 0, engine: 0, timeout: 0, crash: 0 },
    slowestCompileMs: 0,
    slowestCase: -1,
    slowestCompileWallMs: 0,
    elapsedMs: 0,
  };
  const start = performance.now();
  const deadline = opts.minutes !== undefined ? start + opts.minutes * 60_000 : Infinity;
  let lastProgress = start;
  try {
    for (let i = 0; (opts.cases === undefined || i < opts.cases) && performance.now() < deadline; i++) {
      const c = makeCase(opts.seed, i, opts.corpus);
      let out: CaseOutcome = await runner.run(c);
      // Slow once may be the machine (a collection, a worker's cold start); slow twice is the compiler.
      if (out.failures.some((f) => f.kind === "slow")) out = await runner.run(c);
      stats.cases++;
      if (out.clean) stats.clean++;
      stats.games += out.games;
      stats.actions += out.actions;
      stats.ruleErrors += out.ruleErrors;
      if (out.compileCpuMs > stats.slowestCompileMs) {
        stats.slowestCompileMs = out.compileCpuMs;
        stats.slowestCompileWallMs = out.compileMs;
        stats.slowestCase = i;
      }
      // One count per kind per case: a case with two unlocated diagnostics is one unlocated case.
      for (const kind of new Set(out.failures.map((f) => f.kind))) stats.failures[kind]++;
      if (out.failures.length > 0) await opts.onFailure?.(c, out.failures, runner);
      stats.elapsedMs = performance.now() - start;
      if (opts.onProgress && performance.now() - lastProgress > 10_000) {
        lastProgress = performance.now();
        opts.onProgress(stats);
      }
    }
  } finally {
    await runner.close();
  }
  stats.elapsedMs = performance.now() - start;
  return stats;
}
