// Plays the chunks of a simulation in worker threads (tinypool) and merges their aggregates in chunk
// order, so the result is the same for any number of workers. Memory stays bounded: at most a few
// chunks per worker are in flight or waiting for an earlier chunk to be merged.

import { Tinypool } from "tinypool";
import { mergeAggregate, type ChunkResult, type ChunkTask, type SimAggregate, type LogIdentity, type SimulationPlan, type WorkerSetup } from "../index.js";

/**
 * The worker entry. Built (dist/, this file is .js): the compiled simulate-worker-entry.js. From the
 * sources (this file is .ts, run by tsx or vitest): plain JavaScript that registers tsx in the new
 * thread, then loads src/sim/simulate-worker.ts.
 */
const WORKER = import.meta.url.endsWith(".ts")
  ? new URL("./simulate-worker.mjs", import.meta.url)
  : new URL("./simulate-worker-entry.js", import.meta.url);

/** Chunks handed out but not yet merged, per worker. */
const WINDOW_PER_WORKER = 4;
/** How often the progress counter is read. */
const PROGRESS_MS = 200;

export interface PoolOptions {
  readonly workers: number;
  /** Chunks before this one are already merged into `total` (played in the calling thread). */
  readonly firstChunk?: number;
  /** Whether the workers send back each game's log (for --log-dir). */
  readonly logs: boolean;
  /** Written into every log. */
  readonly identity?: LogIdentity;
  /** Called with the number of games the workers played so far, a few times a second. */
  readonly onProgress?: (games: number) => void;
  /** Called, in chunk order, with each game log the workers send back. */
  readonly onLog?: (name: string, text: string) => void;
}

/** Plays the chunks of `plan` and merges them, in order, into `total`. */
export async function runInWorkers(plan: SimulationPlan, total: SimAggregate, opts: PoolOptions): Promise<void> {
  const setup: WorkerSetup = { plan, logs: opts.logs, ...(opts.identity !== undefined ? { identity: opts.identity } : {}) };
  const pool = new Tinypool({
    filename: WORKER.href,
    minThreads: opts.workers,
    maxThreads: opts.workers,
    workerData: setup,
  });
  const counter = opts.onProgress ? new Int32Array(new SharedArrayBuffer(4)) : null;
  const timer = counter !== null ? setInterval(() => opts.onProgress!(Atomics.load(counter, 0)), PROGRESS_MS) : undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      const waiting = new Map<number, ChunkResult>();
      const window = opts.workers * WINDOW_PER_WORKER;
      let next = opts.firstChunk ?? 0;
      let merged = next;
      let failed = false;
      const fail = (e: unknown) => {
        failed = true;
        reject(e);
      };
      const done = (chunk: number, result: ChunkResult) => {
        if (failed) return;
        try {
          waiting.set(chunk, result);
          for (let r = waiting.get(merged); r !== undefined; r = waiting.get(merged)) {
            waiting.delete(merged);
            mergeAggregate(total, r.aggregate);
            for (const log of r.logs) opts.onLog?.(log.name, log.text);
            merged++;
          }
          if (merged === plan.chunks) resolve();
          else handOut();
        } catch (e) {
          fail(e);
        }
      };
      const handOut = () => {
        while (!failed && next < plan.chunks && next - merged < window) {
          const chunk = next++;
          const task: ChunkTask = { chunk, progress: counter };
          (pool.run(task) as Promise<ChunkResult>).then((r) => done(chunk, r), fail);
        }
      };
      if (merged === plan.chunks) resolve();
      else handOut();
    });
  } finally {
    clearInterval(timer);
    await pool.destroy();
  }
  if (counter !== null) opts.onProgress!(Atomics.load(counter, 0));
}
