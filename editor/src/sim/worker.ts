/// <reference lib="webworker" />
// The playtest worker: plays the batch chunk by chunk with the library's own simulation (the chunks
// and their merge order are the CLI's, so the same options give the same report), posting progress
// with the report so far. A ruleset that breaks a rule is not played on: the batch stops after the
// first chunk with a failed game, and the report carries the engine's error (code, rule, seed).
// Cancelling, or a batch that stops giving signs of life, is the page's business: it terminates this
// worker. Signs of life: progress after every game, and, while a slow bot (greedy, ismcts) decides,
// an "alive" now and then from a wrapper around it; a random bot is left unwrapped, so the engine's
// fast random play stays on.
import {
  compareRulesets, emptyAggregate, getBot, mergeAggregate, planSimulation, playBatchGame, runSimulationChunk, simulationReport, stringifyLog, type Bot,
} from "../../../src/index.js";
import { identityOf } from "../log-source.js";
import { knownIr } from "./ir-cache.js";
import type { SimReply, SimRequest } from "./protocol.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: SimReply) => scope.postMessage(m);
/** Progress is posted at most this often (a report is a few kB). */
const PROGRESS_MS = 100;
/** Signs of life from inside a game at most this often. */
const ALIVE_MS = 250;

let lastSign = 0;
function alive(job: number): void {
  const now = performance.now();
  if (now - lastSign < ALIVE_MS) return;
  lastSign = now;
  post({ job, kind: "alive" });
}

/** The line-up's bots; each slow one says it is alive while it decides. Named by its spec, as the report names it. */
function watchedBots(specs: readonly string[], job: number): Bot[] {
  return specs.map((spec) => {
    const bot = getBot(spec);
    if (bot.uniform === true) return bot;
    return { name: spec, choose: (ctx, legal, rng) => (alive(job), bot.choose(ctx, legal, rng)) };
  });
}

function simulate(req: Extract<SimRequest, { kind: "simulate" }>): void {
  const plan = planSimulation({
    ir: knownIr(req.ir), players: req.players, games: req.games, seed: req.seed, bots: req.bots,
    ...(req.maxSteps !== undefined ? { maxSteps: req.maxSteps } : {}),
  });
  const total = emptyAggregate(plan.players, plan.botLabels);
  const bots = watchedBots(req.bots, req.job);
  const start = performance.now();
  // The count after a game; the report so far (charts) after a chunk, each at most every PROGRESS_MS.
  let lastCount = start;
  let lastPost = start;
  for (let chunk = 0; chunk < plan.chunks; chunk++) {
    mergeAggregate(total, runSimulationChunk(plan, chunk, {
      bots,
      onGame: (record) => {
        const now = performance.now();
        if (now - lastCount < PROGRESS_MS) return;
        lastCount = now;
        post({ job: req.job, kind: "progress", done: record.index + 1, total: plan.games });
      },
    }));
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
    if (req.kind === "simulate") simulate(req);
    else if (req.kind === "pin") pin(req);
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
