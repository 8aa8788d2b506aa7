// What a simulation worker does with the chunks of a batch: play each chunk it is given and send back
// its aggregate, plus the game logs when asked (whoever started the worker writes them). Plain
// functions and data, no Node: the CLI runs this in worker threads (src/cli/simulate-worker.mjs),
// and a browser worker pool could run it too.

import type { SimAggregate } from "./aggregate.js";
import { stringifyLog, writeLog } from "./log.js";
import type { LogIdentity } from "./log-identity.js";
import { runSimulationChunk, type GameRecord, type SimulationPlan } from "./simulate.js";

/** Sent once, as the pool's workerData. */
export interface WorkerSetup {
  readonly plan: SimulationPlan;
  readonly logs: boolean;
  /** Written into every log (the ruleset's name, digests and rule cards in force). */
  readonly identity?: LogIdentity;
}

export interface ChunkTask {
  readonly chunk: number;
  /** A counter on a SharedArrayBuffer: one added per game played, for the progress bar. */
  readonly progress: Int32Array | null;
}

export interface GameLogFile {
  readonly name: string;
  readonly text: string;
}

export interface ChunkResult {
  readonly aggregate: SimAggregate;
  readonly logs: readonly GameLogFile[];
}

export function chunkRunner(setup: WorkerSetup): (task: ChunkTask) => ChunkResult {
  return ({ chunk, progress }) => {
    const logs: GameLogFile[] = [];
    const onGame = (record: GameRecord) => {
      if (progress !== null) Atomics.add(progress, 0, 1);
      const log = setup.logs ? gameLog(record, setup.plan.ruleset, setup.identity) : undefined;
      if (log !== undefined) logs.push(log);
    };
    return { aggregate: runSimulationChunk(setup.plan, chunk, { onGame, ...(setup.logs ? { record: true } : {}) }), logs };
  };
}

/** The log file of a game; undefined when Game.create itself failed (nothing to replay; the failure is in the report). */
export function gameLog(record: GameRecord, ruleset: string, identity?: LogIdentity): GameLogFile | undefined {
  if (record.game === undefined) return undefined;
  const meta = identity !== undefined ? { ruleset, identity } : { ruleset };
  return { name: `game-${record.index}-seed-${record.seed}.json`, text: stringifyLog(writeLog(record.game, meta)) };
}
