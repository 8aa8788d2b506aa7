// The page's side of the language worker: numbered requests, stale check replies dropped, and a
// probe the end-to-end tests and the benchmark read (is every check answered? what came back?).
import type { AnalysisReply, CheckReply, LangReply, LangRequest } from "./protocol.js";

type Pending = (reply: LangReply) => void;

/** What the client needs of a worker (a test gives a fake one). */
export interface WorkerLike {
  onmessage: ((ev: MessageEvent<LangReply>) => void) | null;
  onerror?: ((ev: ErrorEvent) => void) | null;
  postMessage(message: LangRequest): void;
  terminate(): void;
}

const languageWorker = (): WorkerLike => new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "language" });

/** How long the worker may go without answering a request it owes before it is taken for stuck. */
export const CHECK_TIMEOUT_MS = 20_000;
type Ask = LangRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export class LangClient {
  private worker: WorkerLike;
  private nextId = 0;
  private lastCheckSent = 0;
  private lastCheckHandled = 0;
  private pending = new Map<number, Pending>();
  /** Times of each check: sent and answered (performance.now), for the benchmark. */
  readonly timings = new Map<number, { sent: number; answered?: number; workerMs?: number }>();

  /** The watchdog: armed while a request is unanswered, reset by every reply. */
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Workers started after the first (a stuck or failed one is replaced). */
  restarts = 0;
  timeoutMs = CHECK_TIMEOUT_MS;

  constructor(
    private readonly onCheck: (reply: CheckReply) => void,
    private readonly startWorker: () => WorkerLike = languageWorker,
    private readonly onAnalysis: (reply: AnalysisReply) => void = () => undefined,
    /** The worker was stuck or failed and has been replaced: why, for the page to say. */
    private readonly onRestart: (why: string) => void = () => undefined,
  ) {
    this.worker = this.launch();
  }

  private launch(): WorkerLike {
    const w = this.startWorker();
    w.onmessage = (ev: MessageEvent<LangReply>) => this.receive(ev.data);
    // An error thrown outside a request's handler (or a worker that fails to load) ends its service.
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault?.();
      this.restart(`the language worker failed (${ev.message || "an error"})`);
    };
    return w;
  }

  /**
   * Replaces a stuck or failed worker. What it owed is answered now: the open check as done (the
   * page says why it has no diagnostics), the other requests with an error. The next edit is
   * checked by the new worker.
   */
  private restart(why: string): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.worker.terminate();
    this.restarts++;
    // A limit a test lowered holds until the restart it was lowered for.
    this.timeoutMs = CHECK_TIMEOUT_MS;
    this.worker = this.launch();
    const pending = [...this.pending];
    this.pending.clear();
    for (const [id, resolve] of pending) resolve({ id, kind: "error", message: why });
    this.lastCheckHandled = this.lastCheckSent;
    this.onRestart(why);
  }

  /** Arms the watchdog while anything is owed, disarms it when nothing is. */
  private watch(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0 && this.idle()) return;
    this.timer = setTimeout(() => this.restart(`a check took longer than ${Math.round(this.timeoutMs / 100) / 10} s`), this.timeoutMs);
  }

  /** Test hook: makes the worker hang or throw outside any handler, to show the watchdog at work. */
  fault(kind: "hang" | "throw"): void {
    this.worker.postMessage({ id: ++this.nextId, kind: "fault", fault: kind } as LangRequest);
    if (kind === "hang") this.pending.set(this.nextId, () => undefined);
    this.watch();
  }

  private receive(reply: LangReply): void {
    try {
      this.handle(reply);
    } finally {
      this.watch();
    }
  }

  private handle(reply: LangReply): void {
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

  check(file: string, text: string, files: Readonly<Record<string, string>>, withCards: readonly string[] = []): number {
    const id = ++this.nextId;
    this.lastCheckSent = id;
    this.timings.set(id, { sent: performance.now() });
    if (this.timings.size > 200) this.timings.delete(this.timings.keys().next().value!);
    this.worker.postMessage({ id, kind: "check", file, text, files, ...(withCards.length > 0 ? { with: withCards } : {}) } satisfies LangRequest);
    this.watch();
    return id;
  }

  ask<K extends LangReply["kind"]>(req: Ask): Promise<Extract<LangReply, { kind: K }> | Extract<LangReply, { kind: "error" }>> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as Pending);
      this.worker.postMessage({ ...req, id } as LangRequest);
      this.watch();
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
    clearTimeout(this.timer);
    this.worker.terminate();
  }
}
