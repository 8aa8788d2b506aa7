// The playtest batch on every core: a pool of workers (chunk-worker.ts) plays the batch's chunks, each
// worker its share, handed over at once (chunk-merge.ts shareOf: it goes from chunk to chunk without
// waiting for the page); the page merges them in chunk order, so the report is the same for 1 worker or 4.
// The pool is the workerpool library (web workers, a task queue, events from a running task, and a
// terminate that stops every worker at once); this class adds what the page had with one worker:
//   - progress: games done over all workers, and the report so far from the chunks merged so far;
//   - the TIME_LIMIT_MS cut-off: a job that sends no word (no game done, no "alive" from a slow bot)
//     for that long is cut off, every worker terminated (the next job gets fresh ones);
//   - a new job or a cancel cancels the batch's tasks: the page ignores them from then on, and each
//     worker stops before its next chunk and is kept, warm, for the next job (chunk-worker.ts); one
//     still in a chunk after CANCEL_GRACE_MS is terminated (a chunk is one synchronous loop: it cannot
//     be stopped inside). A fresh worker pays the JIT's warm-up again: 1,000 random games of
//     game.stich took 2.4-2.8 s on fresh workers against about 0.5 s on warm ones (bench:editor);
//   - the batch stops after the first chunk, in chunk order, with a failed game (stoppedEarly).
// The report's elapsedMs is the batch's wall time: from the plan to the merged report.
// Workers: min(navigator.hardwareConcurrency, POOL_CAP, the batch's chunks); `?workers=N` in the
// address sets N for this page (the one-worker figure of bench:editor, tests).
import { pool as workerPool, type Pool } from "workerpool";
import { planSimulation, simulationReport, type SimAggregate, type SimulationPlan } from "../../../src/index.js";
import workerUrl from "./chunk-worker.ts?worker&url";
import { playShares, type InOrderMerge } from "./chunk-merge.js";
import type { ChunkEvent, ShareRequest, SimJob } from "./protocol.js";
import { JobSlot, TIME_LIMIT_MS, type RunHandlers } from "./runner.js";
import { takeAddressNumber } from "../address-knob.js";

/**
 * At most this many playtest workers. Past 4 a 100-game batch (25 chunks of one greedy deal each on
 * 4 seats) gains little, and every worker compiles the ruleset once and holds its own engine.
 */
export const POOL_CAP = 4;
/**
 * How long a cancelled worker may take to reach the end of its chunk before it is terminated (workerpool's
 * workerTerminateTimeout). Its next task waits for it meanwhile: a warm worker a chunk later is worth
 * more than a fresh one now (a greedy chunk, one deal of four games, takes about a second cold).
 */
export const CANCEL_GRACE_MS = 1500;
/** The games done are passed to the page at most this often (a progress bar: cheap to draw). */
const PROGRESS_MS = 100;
/**
 * The report so far (the charts): the first after this long, the next after twice as long, then
 * REPORT_MOST_MS apart. Seven recharts panels took 40-95 ms of the page's thread to render per report,
 * more to lay out: at every 100 ms the page's thread was never idle and took a core from the workers
 * on a 2-core machine (a warm 100-game greedy batch of game.stich on 2 workers: 6.9 s with a report
 * every 100 ms, 4.2 s every second, 3.5 s with none). The first figures come as soon as before; a
 * batch of a few seconds, whose estimate changes least after them, is drawn half as often.
 */
const REPORT_MS = 1000;
const REPORT_MOST_MS = 3000;

/** The pool's size for this page: `?workers=N` (taken out of the address, like ?timeLimit), else the cores, at most POOL_CAP. */
export function poolSizeFromAddress(): number {
  const asked = takeAddressNumber("workers");
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, 16);
  const cores = typeof navigator !== "undefined" ? navigator.hardwareConcurrency : undefined;
  return cores !== undefined && Number.isInteger(cores) && cores >= 1 ? Math.min(cores, POOL_CAP) : 1;
}

export type BatchBody = Omit<SimJob, "job">;

export class PlaytestPool extends JobSlot {
  private pool: Pool | undefined;
  /** The running batch's tasks, one per worker (workerpool promises: cancel() asks the worker to stop). */
  private tasks: { cancel(): unknown }[] = [];
  /** Workers the last batch used (min(size, its chunks)). */
  workersUsed = 0;

  constructor(readonly size: number) {
    super();
  }

  /** Starts a batch, cancelling any batch still running. */
  run(body: BatchBody, handlers: RunHandlers, timeLimitMs = TIME_LIMIT_MS): number {
    this.cancel();
    const job = ++this.job;
    this.handlers = handlers;
    // This batch is still the page's: not superseded, cancelled, cut off or ended (a terminated
    // worker's chunk rejects after the cut-off: that is no error of the batch).
    const current = () => this.job === job && this.handlers === handlers;
    const arm = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        if (!current()) return;
        this.kill(true);
        handlers.onTimeout();
      }, timeLimitMs);
    };
    const end = (reply: Parameters<RunHandlers["onReply"]>[0], stopWorkers: boolean) => {
      if (!current()) return;
      clearTimeout(this.timer);
      this.handlers = undefined;
      // Chunks still running after a stop are of no use, and would hold the next batch up.
      if (stopWorkers) this.stop(false);
      else this.tasks = [];
      handlers.onReply(reply);
    };
    arm();
    const start = performance.now();
    const options: ShareRequest["options"] = {
      ir: body.ir, players: body.players, games: body.games, seed: body.seed, bots: body.bots,
      ...(body.maxSteps !== undefined ? { maxSteps: body.maxSteps } : {}),
    };
    // Asynchronous like the worker's reply was: the page has set "running" before any reply arrives.
    void Promise.resolve().then(async () => {
      const plan = planSimulation(options);
      const workers = Math.max(1, Math.min(this.size, plan.chunks));
      this.workersUsed = workers;
      const pool = (this.pool ??= workerPool(workerUrl, { maxWorkers: this.size, workerType: "web", workerTerminateTimeout: CANCEL_GRACE_MS, workerOpts: { type: "module", name: "playtest" } }));
      // Told only from a worker's event, which has re-armed the cut-off already.
      const progress = new BatchProgress(plan, start, (done, report) => {
        if (!current()) return;
        handlers.onProgress?.(done, plan.games, { job, kind: "progress", done, total: plan.games, ...(report ? { report } : {}) });
      });
      // One call per worker with its whole share: the worker goes from chunk to chunk by itself.
      const play = (chunks: readonly number[], done: (chunk: number, agg: SimAggregate) => void): Promise<void> => {
        if (!current()) return Promise.resolve();
        const task = pool.exec("share", [{ options, chunks } satisfies ShareRequest], {
          on: (e: ChunkEvent) => {
            if (!current()) return;
            arm();
            if (e.kind === "games") progress.games(e.chunk, e.done);
            else if (e.kind === "chunk") {
              progress.chunkDone(e.chunk, e.agg);
              done(e.chunk, e.agg);
            }
          },
        });
        this.tasks.push(task);
        return task.then(() => undefined);
      };
      const merge = await playShares(plan, workers, play, (m) => progress.merged(m));
      end({ job, kind: "done", report: simulationReport(plan, merge.total, performance.now() - start), stoppedEarly: merge.stoppedEarly }, merge.stoppedEarly);
    }).catch((e: unknown) => end({ job, kind: "error", message: e instanceof Error ? e.message : String(e) }, true));
    return job;
  }

  protected stop(force: boolean): void {
    const tasks = this.tasks;
    this.tasks = [];
    if (!force) {
      // Each worker stops after its chunk and stays in the pool (a task already ended ignores this).
      for (const t of tasks) t.cancel();
      return;
    }
    const p = this.pool;
    this.pool = undefined;
    // Every worker is terminated now, running chunks and all (their promises reject; current() ignores them).
    p?.terminate(true).catch(() => undefined);
  }
}

/** Games done over all workers (at most every PROGRESS_MS), and the report so far (REPORT_MS, then further apart). */
class BatchProgress {
  private readonly doneByChunk = new Map<number, number>();
  private done = 0;
  private lastCount: number;
  private lastReport: number;
  /** The time before the next report so far: REPORT_MS, one REPORT_MS longer after each, at most REPORT_MOST_MS. */
  private reportGap = REPORT_MS;

  constructor(
    private readonly plan: SimulationPlan,
    private readonly start: number,
    private readonly tell: (done: number, report?: ReturnType<typeof simulationReport>) => void,
  ) {
    this.lastCount = start;
    this.lastReport = start;
  }

  games(chunk: number, done: number): void {
    this.set(chunk, done);
    const now = performance.now();
    if (now - this.lastCount < PROGRESS_MS) return;
    this.lastCount = now;
    this.tell(this.done);
  }

  chunkDone(chunk: number, agg: SimAggregate): void {
    this.set(chunk, agg.games + agg.failures);
  }

  /** After a merge: the report of the chunks merged so far (not after the last: the final report follows). */
  merged(merge: InOrderMerge): void {
    const now = performance.now();
    if (merge.ended || now - this.lastReport < this.reportGap) return;
    this.lastReport = now;
    this.reportGap = Math.min(this.reportGap + REPORT_MS, REPORT_MOST_MS);
    this.lastCount = now;
    this.tell(this.done, simulationReport(this.plan, merge.total, now - this.start));
  }

  private set(chunk: number, done: number): void {
    const before = this.doneByChunk.get(chunk) ?? 0;
    if (done <= before) return;
    this.doneByChunk.set(chunk, done);
    this.done += done - before;
  }
}
