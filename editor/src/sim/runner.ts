// Runs playtest jobs in a worker the page can always take back: a new job or a cancel terminates
// the worker at once (a job is one synchronous loop: it cannot be asked to stop), and a job that
// sends no word for TIME_LIMIT_MS is cut off the same way, so the page never waits on a runaway
// ruleset. Progress and the worker's "alive" signs (sent while a slow bot decides) reset the clock.
// A fresh worker is started for the next job.
import type { SimReply, SimRequest } from "./protocol.js";

export const TIME_LIMIT_MS = 10_000;

export interface RunHandlers {
  onProgress?(done: number, total: number, reply: Extract<SimReply, { kind: "progress" }>): void;
  onReply(reply: Exclude<SimReply, { kind: "progress" | "alive" }>): void;
  /** The job was cut off after TIME_LIMIT_MS without word from the worker. */
  onTimeout(): void;
}

type JobBody = SimRequest extends infer R ? (R extends { job: number } ? Omit<R, "job"> : never) : never;

/**
 * One job at a time, numbered, that the page can always take back: what the single-worker runner
 * below and the playtest pool (pool.ts) share. A cancel (or a new job) stops the running job at
 * once through `stop`: its replies are ignored from then on, and its workers are terminated (the
 * single worker; the next job gets a fresh one) or asked to stop (the pool's, kept for the next job).
 */
export abstract class JobSlot {
  protected job = 0;
  protected timer: ReturnType<typeof setTimeout> | undefined;
  protected handlers: RunHandlers | undefined;

  /**
   * Stops the workers of the running job, if any: `force`, terminated at once (a job cut off, the page
   * closing); else asked to stop, where they can be (the playtest pool's workers, between chunks).
   */
  protected abstract stop(force: boolean): void;

  protected kill(force: boolean): void {
    clearTimeout(this.timer);
    this.stop(force);
    this.handlers = undefined;
  }

  /** Stops the running job, if any (its workers stopped or terminated: stop). */
  cancel(): boolean {
    const running = this.handlers !== undefined;
    if (running) this.kill(false);
    this.job++;
    return running;
  }

  get busy(): boolean {
    return this.handlers !== undefined;
  }

  dispose(): void {
    this.kill(true);
  }
}

export class SimRunner extends JobSlot {
  private worker: Worker | undefined;

  /** Starts a job, cancelling any job still running. */
  run(body: JobBody, handlers: RunHandlers, timeLimitMs = TIME_LIMIT_MS): number {
    this.cancel();
    const job = ++this.job;
    this.handlers = handlers;
    const w = (this.worker ??= this.startWorker());
    const arm = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        if (this.job !== job) return;
        this.kill(true);
        handlers.onTimeout();
      }, timeLimitMs);
    };
    w.onmessage = (ev: MessageEvent<SimReply>) => {
      const reply = ev.data;
      if (reply.job !== this.job) return;
      if (reply.kind === "alive") {
        arm();
        return;
      }
      if (reply.kind === "progress") {
        arm();
        this.handlers?.onProgress?.(reply.done, reply.total, reply);
        return;
      }
      clearTimeout(this.timer);
      this.handlers = undefined;
      handlers.onReply(reply);
    };
    arm();
    w.postMessage({ ...body, job } as SimRequest);
    return job;
  }

  private startWorker(): Worker {
    return new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "playtest" });
  }

  /** Always terminates the worker: its job is one synchronous loop, which cannot be asked to stop. */
  protected stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
