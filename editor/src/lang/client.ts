// The page's side of the language worker: numbered requests, stale check replies dropped, and a
// probe the end-to-end tests and the benchmark read (is every check answered? what came back?).
import type { AnalysisReply, CheckReply, LangReply, LangRequest } from "./protocol.js";

type Pending = (reply: LangReply) => void;

/** What the client needs of a worker (a test gives a fake one). */
export interface WorkerLike {
  onmessage: ((ev: MessageEvent<LangReply>) => void) | null;
  postMessage(message: LangRequest): void;
  terminate(): void;
}

const languageWorker = (): WorkerLike => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "language" });
type Ask = LangRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export class LangClient {
  private worker: WorkerLike;
  private nextId = 0;
  private lastCheckSent = 0;
  private lastCheckHandled = 0;
  private pending = new Map<number, Pending>();
  /** Times of each check: sent and answered (performance.now), for the benchmark. */
  readonly timings = new Map<number, { sent: number; answered?: number; workerMs?: number }>();

  constructor(
    private readonly onCheck: (reply: CheckReply) => void,
    startWorker: () => WorkerLike = languageWorker,
    private readonly onAnalysis: (reply: AnalysisReply) => void = () => undefined,
  ) {
    this.worker = startWorker();
    this.worker.onmessage = (ev: MessageEvent<LangReply>) => this.receive(ev.data);
  }

  private receive(reply: LangReply): void {
    if (reply.kind === "analysis") {
      if (reply.id === this.lastCheckSent) this.onAnalysis(reply);
      return;
    }
    const resolve = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.kind === "check" || (resolve === undefined && reply.kind === "error")) {
      const t = this.timings.get(reply.id);
      if (t) {
        t.answered = performance.now();
        if (reply.kind === "check") t.workerMs = reply.ms;
      }
      // A reply to an older check describes text that is gone: drop it.
      if (reply.id !== this.lastCheckSent) return;
      this.lastCheckHandled = reply.id;
      if (reply.kind === "check") this.onCheck(reply);
      return;
    }
    resolve?.(reply);
  }

  check(file: string, text: string, files: Readonly<Record<string, string>>): number {
    const id = ++this.nextId;
    this.lastCheckSent = id;
    this.timings.set(id, { sent: performance.now() });
    if (this.timings.size > 200) this.timings.delete(this.timings.keys().next().value!);
    this.worker.postMessage({ id, kind: "check", file, text, files } satisfies LangRequest);
    return id;
  }

  ask<K extends LangReply["kind"]>(req: Ask): Promise<Extract<LangReply, { kind: K }> | Extract<LangReply, { kind: "error" }>> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as Pending);
      this.worker.postMessage({ ...req, id } as LangRequest);
    });
  }

  /** Every check sent has been answered (and the newest applied). */
  idle(): boolean {
    return this.lastCheckHandled === this.lastCheckSent;
  }

  get latestCheck(): number {
    return this.lastCheckSent;
  }

  dispose(): void {
    this.worker.terminate();
  }
}
