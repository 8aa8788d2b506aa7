// One game of a batch, played again alone with its actions recorded: how a game seen in a playtest
// (the designer's playtest tab, simulate) becomes a pinned case, a log with its expected result
// that `stichwerk replay` and test/sim/pinned.test.ts check. A game's seed, seat rotation and bot
// streams depend only on the batch's seed and the game's index, never on the chunking, so the deal
// of the game is played on its own (a plan of one deal per chunk) and is the very game of the batch.

import type { Bot } from "../bots/bot.js";
import { writeLog, type GameLog, type LogMeta } from "./log.js";
import { planSimulation, runSimulationChunk, type GameRecord, type SimulateOptions } from "./simulate.js";

export interface BatchGame {
  readonly record: GameRecord;
  /** The game's log, with its result when it finished (a failed game's log stops where it failed). */
  readonly log: GameLog | undefined;
}

/**
 * Game `index` (0-based) of the batch `simulate(opts)` plays; its log names `meta.ruleset` and carries
 * `meta.identity` when given (log-identity.ts). `bots`: the line-up's Bot objects
 * when the caller wraps them (as the designer's worker does); by default getBot() of each spec.
 */
export function playBatchGame(opts: SimulateOptions, index: number, meta: Pick<LogMeta, "ruleset" | "identity">, bots?: readonly Bot[]): BatchGame {
  const plan = planSimulation(opts);
  if (!Number.isInteger(index) || index < 0 || index >= plan.games) throw new RangeError(`game ${index + 1} is not in 1..${plan.games} of this batch`);
  const oneDeal = { ...plan, chunkDeals: 1, chunks: plan.deals };
  let found: GameRecord | undefined;
  runSimulationChunk(oneDeal, Math.floor(index / plan.blockSize), {
    record: true,
    ...(bots !== undefined ? { bots } : {}),
    onGame: (r) => {
      if (r.index === index) found = r;
    },
  });
  if (!found) throw new Error(`game ${index + 1} was not played`); // unreachable: the deal holds it
  return { record: found, log: found.game ? writeLog(found.game, meta) : undefined };
}
