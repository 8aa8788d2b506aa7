/// <reference lib="webworker" />
// A worker of the playtest pool (pool.ts): plays its share of a batch's chunks (chunk-merge.ts shareOf)
// with the library's own runSimulationChunk, one after the other without waiting for the page, and
// sends each chunk's aggregate as it ends; the page merges the chunks in chunk order, so the report is
// the same for any number of workers. While it plays it also sends the games done in its current chunk
// (at most every PROGRESS_MS) and, while a slow bot decides, signs of life. The workerpool library
// carries the call and the events.
//
// Between chunks the share gives the worker's event loop a turn, so that a cancel from the page (a new
// batch, an edit, the cancel button: workerpool's cleanup message, which runs the abort listener below)
// is heard there: the share stops before its next chunk and the worker stays, warm (its engine code
// compiled by the JIT, the ruleset compiled), for the next batch. A chunk itself is one synchronous
// loop and cannot be stopped: a worker still in one when the page's grace runs out is terminated
// (pool.ts CANCEL_GRACE_MS), as is every worker of a batch cut off for sending no word.
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

/** What workerpool gives a method as `this`: the abort listeners it runs when the page cancels the task. */
interface TaskApi {
  readonly worker?: { addAbortListener(listener: () => Promise<void>): void };
}

/** A turn of the event loop: a message to this worker sent before it (the page's cancel) is handled first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Plays the share's chunks in order; stops after a chunk with a failed game (no later chunk is merged),
 * or before the next chunk once the page has cancelled the task. Resolves with the chunks played.
 */
function playShare(this: TaskApi, req: ShareRequest): Promise<number> {
  const { options, chunks } = req;
  // The plan depends only on the options, so every worker (and the page) makes the same one.
  const plan = planSimulation({
    ir: knownIr(options.ir), players: options.players, games: options.games, seed: options.seed, bots: options.bots,
    ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
  });
  const emit = (e: ChunkEvent) => workerEmit(e);
  const bots = watchedBots(options.bots, () => emit({ kind: "alive" }));
  let cancelled = false;
  const run = (async () => {
    let last = performance.now();
    let played = 0;
    for (const chunk of chunks) {
      if (cancelled) break;
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
      await nextTurn();
    }
    return played;
  })();
  // The cleanup is answered once the share has stopped and workerpool has sent its result: only then
  // may the page hand this worker its next task (workerpool sends each event under the id of the task
  // it last started, and forgets that id when a task's result is sent). workerpool keeps a share's
  // listener until the next cleanup, when it answers at once: its share has ended.
  this.worker?.addAbortListener(() => {
    cancelled = true;
    return run.then(() => undefined);
  });
  return run;
}

worker({ share: playShare });
