import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { type GameLog, stringifyLog, writeLog } from "../../src/sim/log.js";
import { checkLog, readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { LogError } from "../../src/sim/log-error.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import { simulate } from "../../src/sim/simulate.js";
import { RuleError } from "../../src/engine/errors.js";
import { asideIR, deadlockIR, tinyIR } from "../support/sim-fixtures.js";
import { assertMatchesSchema } from "../support/schemas.js";

const FIXTURE = join(import.meta.dirname, "fixtures", "tiny-game.log.json");
const handWritten = (): GameLog => readLog(readFileSync(FIXTURE, "utf8"));

function randomGame(ir: RulesetIR, players: number, seed: number): Game {
  const game = Game.create(ir, { players, seed });
  playGame(game, Array(players).fill(randomBot), Array.from({ length: players }, (_, s) => new Rng(seed * 31 + s)));
  return game;
}

/** The problems a log raises when read and replayed on `ir`. */
function problems(log: unknown, ir: RulesetIR = tinyIR()): readonly string[] {
  try {
    replayLog(ir, checkLog(log));
  } catch (e) {
    if (e instanceof LogError) return e.problems;
    throw e;
  }
  return [];
}

const withActions = (actions: unknown[]): unknown => ({ ...handWritten(), actions, result: undefined });

describe("writing and replaying logs", () => {
  it.each([
    ["Tiny (secret choices)", tinyIR(), 3],
    ["Aside (continuous flow, asides, discarded tricks)", asideIR(), 2],
  ])("round-trips random games of %s to the same events and result", (_name, ir, players) => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = randomGame(ir, players, seed);
      const text = stringifyLog(writeLog(game, { ruleset: "fixture.stich" }));
      const log = readLog(text);
      assertMatchesSchema("log", log);
      const replayed = replayLog(ir, log);
      expect(replayed.events).toEqual(game.events);
      expect(replayed.result()).toEqual(game.result());
    }
  });

  it("covers every action kind in the round trips above", () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      for (const a of randomGame(tinyIR(), 3, seed).actions) kinds.add(a.action.type);
      for (const a of randomGame(asideIR(), 2, seed).actions) kinds.add(a.action.type);
    }
    expect([...kinds].sort()).toEqual(["aside", "choose", "play"]);
  });

  it("writes one action per line, cards by name, and the deals the game was created with", () => {
    const log = handWritten();
    const game = replayLog(tinyIR(), log);
    const written = writeLog(game, { ruleset: log.ruleset, deals: (log.deals ?? []).map((d) => ({ hands: d.hands.map((h) => h.map((c) => game.parseCard(c)!)) })) });
    expect(written.actions).toEqual(log.actions);
    expect(written.result).toEqual(log.result);
    expect(written.deals?.[0]?.hands).toEqual([["red1", "red4", "green2"], ["red3", "green1", "green4"]]);
    const text = stringifyLog(written);
    expect(text).toContain('\n    {"seat":1,"play":"red3","to":"new"},\n');
    expect(JSON.parse(text)).toEqual(written);
    expect(JSON.parse(stringifyLog({ ...written, result: undefined }))).not.toHaveProperty("result");
  });

  it("replays a hand-written log with explicit deals and checks its result", () => {
    const game = replayLog(tinyIR(), handWritten());
    expect(game.isOver).toBe(true);
    expect(game.result()?.totals).toEqual([4, 0]);
    const start = game.events[0];
    expect(start?.type === "roundStart" && start.hands.map((h) => h?.map((c) => game.cardName(c)))).toEqual([
      ["red1", "red4", "green2"],
      ["red3", "green1", "green4"],
    ]);
  });

  it("accepts a partial log: the game is simply not over", () => {
    const log = { ...handWritten(), actions: handWritten().actions.slice(0, 3), result: undefined };
    const game = replayLog(tinyIR(), checkLog(JSON.parse(JSON.stringify(log))));
    expect(game.isOver).toBe(false);
    expect(game.toAct()).toEqual([0]);
    expect(game.actions).toHaveLength(3);
  });
});

describe("replaying the log of a failed game", () => {
  it("reproduces the engine's RuleError (it is the ruleset's fault, not the log's)", () => {
    let log: GameLog | undefined;
    simulate({
      ir: deadlockIR(),
      players: 2,
      games: 1,
      seed: 6,
      bots: ["random", "random"],
      onGame: ({ game }) => void (log = game && writeLog(game, { ruleset: "deadlock.stich" })),
    });
    expect(log?.actions).toHaveLength(1);
    expect(() => replayLog(deadlockIR(), readLog(stringifyLog(log!)))).toThrow(RuleError);
    expect(() => replayLog(deadlockIR(), log!)).toThrow(/no rule lets any of them be played/);
  });
});

describe("log errors name the field", () => {
  it("reports shape errors by path", () => {
    const actions = handWritten().actions.slice(0, 4);
    expect(problems(withActions([...actions.slice(0, 3), { seat: 0, play: 4, to: 0 }]))).toEqual(["actions[3].play: must be string"]);
    expect(problems(withActions([{ choose: ["green2"] }]))).toEqual(["actions[0].seat: is required"]);
    expect(problems(withActions([{ seat: 0, play: "red1", to: "old" }]))).toEqual([
      'actions[0].to: must be "new" or the id (an integer >= 0) of an open trick',
    ]);
    expect(problems(withActions([{ seat: 0, card: "red1" }]))).toEqual(['actions[0]: must have one of the fields "choose", "order", "play", "aside", "keep", "take", "clue", "call", "bid", "discard", "draftTask", "pickTask" or "finishTask"']);
    expect(problems(withActions([{ seat: 0, play: "red1", to: 0, aside: "red4" }]))).toEqual(["actions[0].aside: is not a known field here"]);
    expect(problems(withActions([{ seat: -1, aside: "red4" }]))).toEqual(["actions[0].seat: must be >= 0"]);
    expect(problems({ ...handWritten(), format: "other", seed: "1" })).toEqual(['format: must be "stichwerk-log"', "seed: must be integer"]);
    expect(problems({ ...handWritten(), deals: [{ hands: [["red1", 5]] }] })).toEqual(["deals[0].hands[0][1]: must be string"]);
    expect(problems([])).toEqual(["log: must be object"]);
  });

  it("reports text that is not JSON", () => {
    expect(() => readLog("{ nope")).toThrow(/^log: not valid JSON/);
  });

  it("names an unknown card's field and the nearest card names", () => {
    const deals = [{ hands: [["red1", "rde4", "green2"], ["red3", "green1", "green9"]] }];
    expect(problems({ ...handWritten(), deals, actions: [], result: undefined })).toEqual([
      'deals[0].hands[0][1]: unknown card "rde4" in the 2-player deck (nearest: red4, red1, red2)',
      'deals[0].hands[1][2]: unknown card "green9" in the 2-player deck (nearest: green1, green2, green3)',
    ]);
    const actions = [...handWritten().actions.slice(0, 2), { seat: 1, play: "gren4", to: "new" }];
    expect(problems(withActions(actions))).toEqual(['actions[2].play: unknown card "gren4" in the 2-player deck (nearest: green4, green1, green2)']);
  });

  it("names an illegal action by index and gives the engine's reason", () => {
    const actions = handWritten().actions.slice(0, 3);
    const [problem] = problems(withActions([...actions, { seat: 1, play: "green4", to: 0 }]));
    expect(problem).toMatch(/^actions\[3\] \(seat 1 plays green4 to trick 1 \("to": 0\)\): illegal action for seat 1: it is not seat 1's turn/);
    const [follow] = problems(withActions([...actions, { seat: 0, play: "green2", to: 0 }]));
    expect(follow).toMatch(/^actions\[3\] \(seat 0 plays green2 to trick 1 \("to": 0\)\): illegal action for seat 0: /);
  });

  it("rejects a result the replay does not reach", () => {
    const wrong = { ...handWritten(), result: { totals: [3, 1], winners: [0] } };
    expect(problems(wrong)).toEqual(["result: the log says totals [3, 1], winners [0]; the replay gives totals [4, 0], winners [0]"]);
    const early = { ...handWritten(), actions: handWritten().actions.slice(0, 6) };
    expect(problems(early)).toEqual(["result: the log has a result, but the game is not over after its 6 actions"]);
  });

  it("rejects actions after the end, seats and player counts that do not exist, and deals that do not fit", () => {
    const log = handWritten();
    expect(problems({ ...log, actions: [...log.actions, { seat: 0, play: "red1", to: "new" }] })).toEqual(["actions[12]: the game is already over"]);
    expect(problems(withActions([{ seat: 2, choose: ["green2"] }]))).toEqual(["actions[0].seat: seat 2 does not exist with 2 players"]);
    expect(problems({ ...log, players: 5 })).toEqual(["players: 5 is outside this ruleset's range 2..4"]);
    expect(problems({ ...log, firstDealer: 3 })).toEqual(["firstDealer: seat 3 does not exist with 2 players"]);
    const [deal] = problems({ ...log, deals: [{ hands: [["red1"], ["red1"]] }], actions: [], result: undefined });
    expect(deal).toMatch(/^deals: .*red1 is dealt twice/);
  });
});
