/// <reference lib="webworker" />
// The pin and compare worker: a game of the playtest played again alone (its log sent back), and the
// A/B comparison of two rulesets. (The playtest batch itself is played by a pool of workers:
// pool.ts and chunk-worker.ts.) Cancelling, or a job that stops giving signs of life, is the page's
// business: it terminates this worker. Signs of life: progress, and, while a slow bot (greedy,
// ismcts) decides, an "alive" now and then (watched-bots.ts).
import { compareRulesets, playBatchGame, stringifyLog } from "../../../src/index.js";
import { identityOf } from "../log-source.js";
import { knownIr } from "./ir-cache.js";
import type { SimReply, SimRequest } from "./protocol.js";
import { watchedBots as watched } from "./watched-bots.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: SimReply) => scope.postMessage(m);
/** Progress is posted at most this often. */
const PROGRESS_MS = 100;

const watchedBots = (specs: readonly string[], job: number) => watched(specs, () => post({ job, kind: "alive" }));

/** A game of the batch played again alone (the same bots, wrapped the same way), its log sent back. */
function pin(req: Extract<SimRequest, { kind: "pin" }>): void {
  const opts = {
    ir: knownIr(req.ir), players: req.players, games: req.games, seed: req.seed, bots: req.bots,
    ...(req.maxSteps !== undefined ? { maxSteps: req.maxSteps } : {}),
  };
  const identity = identityOf(req.ir, req.source);
  const { record, log } = playBatchGame(opts, req.index, { ruleset: req.ruleset, ...(identity ? { identity } : {}) }, watchedBots(req.bots, req.job));
  if (!log) throw new Error(`game ${req.index + 1} could not be set up: ${record.failure?.message ?? "?"}`);
  post({
    job: req.job, kind: "pinned", index: req.index, text: stringifyLog(log),
    ...(log.result ? { result: log.result } : {}),
    ...(record.failure ? { failure: `[${record.failure.code}] ${record.failure.message}` } : {}),
  });
}

scope.onmessage = (ev: MessageEvent<SimRequest>) => {
  const req = ev.data;
  try {
    if (req.kind === "pin") pin(req);
    else {
      let lastPost = performance.now();
      const report = compareRulesets({
        a: { ...req.a, ir: knownIr(req.a.ir) }, b: { ...req.b, ir: knownIr(req.b.ir) }, players: req.players, games: req.games, seed: req.seed, bots: watchedBots(req.bots, req.job),
        ...(req.maxSteps !== undefined ? { maxSteps: req.maxSteps } : {}),
        onProgress: (done, total) => {
          const now = performance.now();
          if (now - lastPost < PROGRESS_MS) return;
          lastPost = now;
          post({ job: req.job, kind: "progress", done, total });
        },
      });
      post({ job: req.job, kind: "compared", report });
    }
  } catch (e) {
    post({ job: req.job, kind: "error", message: e instanceof Error ? e.message : String(e) });
  }
};
