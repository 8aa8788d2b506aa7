/// <reference lib="webworker" />
// A worker of the playtest pool (pool.ts): plays one chunk of a batch at a time with the library's own
// runSimulationChunk and returns its aggregate; the pool merges the chunks in chunk order, so the report
// is the same for any number of workers. While it plays it sends events to the page: the games done in
// its chunk (at most every PROGRESS_MS) and, while a slow bot decides, signs of life. The workerpool
// library carries the calls and the events; terminating the pool is how the page stops a batch.
// (workerpool's worker also answers a built-in "run" method, which makes a function from text with
// `new Function`: only the page's own pool can message this worker, and it only calls "chunk". The
// ruleset reaches this worker as its IR, data, as it reached the single playtest worker before.)
import { worker, workerEmit } from "workerpool";
import { planSimulation, runSimulationChunk, type SimAggregate } from "../../../src/index.js";
import { knownIr } from "./ir-cache.js";
import type { ChunkEvent, ChunkRequest } from "./protocol.js";
import { watchedBots } from "./watched-bots.js";

/** A chunk's game count is sent at most this often. */
const PROGRESS_MS = 100;

function playChunk(req: ChunkRequest): SimAggregate {
  const { options, chunk } = req;
  // The plan depends only on the options, so every worker (and the page) makes the same one.
  const plan = planSimulation({
    ir: knownIr(options.ir), players: options.players, games: options.games, seed: options.seed, bots: options.bots,
    ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
  });
  const emit = (e: ChunkEvent) => workerEmit(e);
  const bots = watchedBots(options.bots, () => emit({ kind: "alive" }));
  let done = 0;
  let last = performance.now();
  return runSimulationChunk(plan, chunk, {
    bots,
    onGame: () => {
      done++;
      const now = performance.now();
      if (now - last < PROGRESS_MS) return;
      last = now;
      emit({ kind: "games", chunk, done });
    },
  });
}

worker({ chunk: playChunk });
