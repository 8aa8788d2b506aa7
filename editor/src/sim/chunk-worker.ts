/// <reference lib="webworker" />
// A worker of the playtest pool (pool.ts): plays its share of a batch's chunks (chunk-merge.ts shareOf)
// with the library's own runSimulationChunk, one after the other without waiting for the page, and
// sends each chunk's aggregate as it ends; the page merges the chunks in chunk order, so the report is
// the same for any number of workers. While it plays it also sends the games done in its current chunk
// (at most every PROGRESS_MS) and, while a slow bot decides, signs of life. The workerpool library
// carries the call and the events; terminating the pool is how the page stops a batch.
// (workerpool's worker also answers a built-in "run" method, which makes a function from text with
// `new Function`: only the page's own pool can message this worker, and it only calls "share". The
// ruleset reaches this worker as its IR, data, as it reached the single playtest worker before.)
import { worker, workerEmit } from "workerpool";
import { planSimulation, runSimulationChunk } from "../../../src/index.js";
import { knownIr } from "./ir-cache.js";
import type { ChunkEvent, ShareRequest } from "./protocol.js";
import { watchedBots } from "./watched-bots.js";

/** A chunk's game count is sent at most this often. */
const PROGRESS_MS = 100;

/** Plays the share's chunks in order; stops after a chunk with a failed game (no later chunk is merged). Returns the chunks played. */
function playShare(req: ShareRequest): number {
  const { options, chunks } = req;
  // The plan depends only on the options, so every worker (and the page) makes the same one.
  const plan = planSimulation({
    ir: knownIr(options.ir), players: options.players, games: options.games, seed: options.seed, bots: options.bots,
    ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
  });
  const emit = (e: ChunkEvent) => workerEmit(e);
  const bots = watchedBots(options.bots, () => emit({ kind: "alive" }));
  let last = performance.now();
  let played = 0;
  for (const chunk of chunks) {
    let done = 0;
    const agg = runSimulationChunk(plan, chunk, {
      bots,
      onGame: () => {
        done++;
        const now = performance.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        emit({ kind: "games", chunk, done });
      },
    });
    emit({ kind: "chunk", chunk, agg });
    played++;
    if (agg.failures > 0) break;
  }
  return played;
}

worker({ share: playShare });
