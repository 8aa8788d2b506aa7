// playBatchGame: a game of a playtest batch, played again alone, is the very game the batch played
// (same deal, seat rotation, bot streams and actions), and its log replays to its result: a pinned case.
import { describe, expect, it } from "vitest";
import { playBatchGame, readLog, replayLog, simulate, stringifyLog, writeLog, type GameLog } from "../../src/index.js";
import { loadRuleset } from "../support/rulesets.js";

const CLASSIC = loadRuleset("rulesets/sticheln/classic.stich");
const STICHLING = loadRuleset("rulesets/stichling/stichling.stich");

/** Every game's log as the batch itself played it (greedy in the line-up: the games are recorded). */
function batchLogs(ir: typeof CLASSIC, opts: { players: number; games: number; seed: number; bots: string[] }): GameLog[] {
  const logs: GameLog[] = [];
  simulate({ ir, ...opts, onGame: (r) => logs.push(writeLog(r.game!, { ruleset: "x.stich" })) });
  return logs;
}

describe("playBatchGame", () => {
  for (const [name, ir] of [["Sticheln Classic", CLASSIC], ["Stichling", STICHLING]] as const) {
    it(`${name}: every game of a rotating batch with greedy and random is the batch's own game`, () => {
      const opts = { players: 4, games: 8, seed: 7, bots: ["greedy", "random", "random", "random"] };
      const logs = batchLogs(ir, opts);
      expect(logs.length).toBe(8);
      for (const index of [0, 1, 5, 7]) {
        const { record, log } = playBatchGame({ ir, ...opts }, index, { ruleset: "x.stich" });
        expect(record.index).toBe(index);
        expect(log).toEqual(logs[index]);
      }
    });
  }

  it("the game's log carries its result and replays to it (what stichwerk replay checks)", () => {
    const { log } = playBatchGame({ ir: CLASSIC, players: 4, games: 100, seed: 1, bots: ["random", "random", "random", "random"] }, 42, { ruleset: "rulesets/sticheln/classic.stich" });
    expect(log?.result).toBeDefined();
    const again = readLog(stringifyLog(log!));
    const game = replayLog(CLASSIC, again);
    expect(game.result()!.totals).toEqual(log!.result!.totals);
    expect(game.result()!.winners).toEqual(log!.result!.winners);
  });

  it("a game number outside the batch is refused", () => {
    expect(() => playBatchGame({ ir: CLASSIC, players: 4, games: 10, seed: 1, bots: ["random", "random", "random", "random"] }, 10, { ruleset: "x" })).toThrow(/not in 1\.\.10/);
  });
});
