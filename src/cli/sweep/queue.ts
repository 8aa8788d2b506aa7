// Sweep cells as jobs on a BullMQ queue over Redis: `stichwerk sweep --queue URL` adds one job per
// cell that has no stored result (job id = the task's key, so adding it again, from a re-run, is a
// no-op and a finished job's result is found again), and `stichwerk worker --queue URL` on any number
// of machines takes jobs, plays each in a worker thread (the event loop stays free to renew the job's
// lock), and returns the result. A worker killed mid-job stops renewing its lock; another worker's
// stalled-job check puts the job back and it is played again elsewhere.

import { Queue, QueueEvents, Worker, type ConnectionOptions, type Job } from "bullmq";
import type { CellResult, CellTask } from "../../index.js";
import { CliError, EXIT } from "../errors.js";
import { codeDigest } from "./code-digest.js";
import { cellPool } from "./pool.js";

export const QUEUE_NAME = "stichwerk-sweep";
/** Attempts per job before it counts as failed (a stalled worker's job is put back, not counted). */
const ATTEMPTS = 3;
const REACH_MS = 5000;

/** redis://[:password@]host:port[/db] as BullMQ's connection options. */
export function redisConnection(url: string, usage?: string): ConnectionOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError(`--queue ${url}: not a redis://HOST:PORT address`, EXIT.usage, usage);
  }
  if (u.protocol !== "redis:" || u.hostname === "") throw new CliError(`--queue ${url}: not a redis://HOST:PORT address`, EXIT.usage, usage);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port === "" ? 6379 : Number(u.port),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(Number.isInteger(db) ? { db } : {}),
    // Fail fast instead of retrying for ever when Redis is not there.
    connectTimeout: REACH_MS,
  };
}

async function reachable(what: { waitUntilReady(): Promise<unknown> }, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      what.waitUntilReady(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), REACH_MS))),
    ]);
  } catch {
    throw new CliError(`cannot reach Redis at ${url}`, EXIT.usage);
  } finally {
    clearTimeout(timer);
  }
}

export type QueueOutcome = { readonly result: CellResult } | { readonly error: string };

/**
 * Adds the tasks as jobs and waits until each has a result or has failed for good; onResult is called
 * once per task as it finishes, onProgress with the count of finished tasks.
 */
export async function runViaQueue(
  url: string,
  tasks: readonly CellTask[],
  onResult: (task: CellTask, outcome: QueueOutcome) => void,
): Promise<void> {
  if (tasks.length === 0) return;
  const connection = redisConnection(url);
  const queue = new Queue(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  queue.on("error", () => undefined);
  events.on("error", () => undefined);
  try {
    await reachable(queue, url);
    await reachable(events, url);
    const pending = new Map(tasks.map((t) => [t.key, t]));
    let wake: (() => void) | undefined;
    const finish = (key: string, outcome: QueueOutcome) => {
      const task = pending.get(key);
      if (task === undefined) return;
      pending.delete(key);
      onResult(task, outcome);
      if (pending.size === 0) wake?.();
    };
    // Events first, so that no job can finish unseen between adding and listening.
    events.on("completed", ({ jobId, returnvalue }) => {
      const value: unknown = typeof returnvalue === "string" ? JSON.parse(returnvalue) : returnvalue;
      finish(jobId, { result: value as CellResult });
    });
    events.on("failed", ({ jobId }) => void settle(jobId));
    const settle = async (key: string) => {
      const job = await queue.getJob(key);
      if (!job) return;
      const state = await job.getState();
      if (state === "completed") finish(key, { result: job.returnvalue as CellResult });
      else if (state === "failed") finish(key, { error: job.failedReason || "the job failed" });
    };
    await queue.addBulk(
      tasks.map((t) => ({ name: "cell", data: t, opts: { jobId: t.key, attempts: ATTEMPTS, removeOnComplete: false, removeOnFail: false } })),
    );
    // Jobs left from an earlier run: a finished one gives its result, a failed one is tried again.
    for (const t of tasks) {
      const job = (await queue.getJob(t.key)) as Job | undefined;
      if (!job) continue;
      const state = await job.getState();
      if (state === "completed") finish(t.key, { result: job.returnvalue as CellResult });
      else if (state === "failed") await job.retry("failed");
    }
    // A safety net for a missed event (e.g. a dropped connection): look at the jobs now and then.
    while (pending.size > 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 3000).unref();
      });
      for (const key of [...pending.keys()]) await settle(key);
    }
  } finally {
    await events.close();
    await queue.close();
  }
}

export interface WorkerOptions {
  readonly url: string;
  /** Jobs played at once (one worker thread each). */
  readonly concurrency: number;
  /** How long a job's lock lasts without renewal, and how often stalled jobs are looked for. */
  readonly lockMs: number;
  readonly log: (line: string) => void;
}

/** Takes jobs until stopped (SIGINT/SIGTERM); resolves when closed. */
export async function runQueueWorker(opts: WorkerOptions): Promise<void> {
  const connection = redisConnection(opts.url);
  const pool = cellPool(opts.concurrency);
  const code = codeDigest();
  const worker = new Worker(
    QUEUE_NAME,
    async (job: Job<CellTask>) => {
      if (job.data.code !== code) throw new Error(`this worker runs other code (${code}) than the sweep that queued the job (${job.data.code})`);
      opts.log(`job ${job.id} started`);
      const result = (await pool.run(job.data)) as CellResult;
      opts.log(`job ${job.id} done`);
      return result;
    },
    { connection, concurrency: opts.concurrency, lockDuration: opts.lockMs, stalledInterval: opts.lockMs, maxStalledCount: 5, autorun: false },
  );
  worker.on("error", (e) => opts.log(`worker error: ${e.message}`));
  await reachable(worker, opts.url);
  let closing: Promise<void> | undefined;
  const stop = () => (closing ??= worker.close().then(() => pool.destroy()));
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
  opts.log(`worker ready: ${opts.concurrency} at a time, code ${code}`);
  await worker.run();
  await stop();
}
