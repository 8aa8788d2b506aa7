// The time guard: each case runs in a worker thread, and a case that does not answer within the
// guard's time (a hang, or work out of all proportion) is recorded as a `timeout` and its worker is
// replaced; a worker that dies (out of memory) is a `crash`. The main thread never runs ruleset code.
import { Worker } from "node:worker_threads";
import type { CaseOutcome, FuzzCase } from "./case.js";

const WORKER = new URL("./worker.mjs", import.meta.url);

export class GuardedRunner {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;

  constructor(
    /** Wall time a case may take in all (compile and play) before it counts as hung. */
    private readonly timeoutMs: number,
  ) {}

  private start(): Promise<Worker> {
    this.ready ??= new Promise((resolve, reject) => {
      // A heap limit: a case that allocates without bound crashes its worker, not the machine.
      const w = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: 1024 } });
      w.once("message", () => resolve(w));
      w.once("error", reject);
      this.worker = w;
    });
    return this.ready;
  }

  private async stop(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (w) await w.terminate();
  }

  async run(c: FuzzCase): Promise<CaseOutcome> {
    const w = await this.start();
    const answer = new Promise<CaseOutcome | { kind: "timeout" | "crash"; detail: string }>((resolve) => {
      const timer = setTimeout(() => resolve({ kind: "timeout", detail: `no answer within ${this.timeoutMs} ms` }), this.timeoutMs);
      const done = (value: CaseOutcome | { kind: "crash"; detail: string }): void => {
        clearTimeout(timer);
        w.off("message", onMessage);
        w.off("error", onError);
        w.off("exit", onExit);
        resolve(value);
      };
      const onMessage = (m: CaseOutcome): void => done(m);
      const onError = (e: Error): void => done({ kind: "crash", detail: `${e.name}: ${e.message}` });
      const onExit = (code: number): void => done({ kind: "crash", detail: `the worker exited with code ${code}` });
      w.on("message", onMessage);
      w.on("error", onError);
      w.on("exit", onExit);
      w.postMessage(c);
    });
    const out = await answer;
    if ("failures" in out) return out;
    await this.stop();
    return { compileMs: Number.NaN, compileCpuMs: Number.NaN, clean: false, diagnostics: 0, games: 0, actions: 0, ruleErrors: 0, failures: [out] };
  }

  close(): Promise<void> {
    return this.stop();
  }
}
