/// <reference lib="webworker" />
// The playtest worker: plays the batch chunk by chunk with the library's own simulation (the chunks
// and their merge order are the CLI's, so the same options give the same report), posting progress
// with the report so far. A ruleset that breaks a rule is not played on: the batch stops after the
// first chunk with a failed game, and the report carries the engine's error (code, rule, seed).
// Cancelling, or a ruleset that never gets through a chunk, is the page's business: it terminates
// this worker.
import { compareRulesets, emptyAggregate, mergeAggregate, planSimulation, runSimulationChunk, simulationReport } from "../../../src/index.js";
import type { SimReply, SimRequest } from "./protocol.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: SimReply) => scope.postMessage(m);
/** Progress is posted at most this often (a report is a few kB). */
const PROGRESS_MS = 100;

function simulate(req: Extract<SimRequest, { kind: "simulate" }>): void {
  const plan = planSimulation({
    ir: req.ir, players: req.players, games: req.games, seed: req.seed, bots: req.bots,
    ...(req.maxSteps !== undefined ? { maxSteps: req.maxSteps } : {}),
  });
  const total = emptyAggregate(plan.players, plan.botLabels);
  const start = performance.now();
  let lastPost = start;
  for (let chunk = 0; chunk < plan.chunks; chunk++) {
    mergeAggregate(total, runSimulationChunk(plan, chunk));
    const done = total.games + total.failures;
    if (total.failures > 0) {
      post({ job: req.job, kind: "done", report: simulationReport(plan, total, performance.now() - start), stoppedEarly: chunk < plan.chunks - 1 });
      return;
    }
    const now = performance.now();
    if (now - lastPost >= PROGRESS_MS && chunk < plan.chunks - 1) {
      lastPost = now;
      post({ job: req.job, kind: "progress", done, total: plan.games, report: simulationReport(plan, total, now - start) });
    }
  }
  post({ job: req.job, kind: "done", report: simulationReport(plan, total, performance.now() - start), stoppedEarly: false });
}

scope.onmessage = (ev: MessageEvent<SimRequest>) => {
  const req = ev.data;
  try {
    if (req.kind === "simulate") simulate(req);
    else {
      let lastPost = performance.now();
      const report = compareRulesets({
        a: req.a, b: req.b, players: req.players, games: req.games, seed: req.seed, bots: req.bots,
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
