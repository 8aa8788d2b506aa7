// Bot specs: a name, optionally with a budget after a colon (what the CLI's --bots passes through).
import { describe, expect, it } from "vitest";
import { botNames, getBot, UnknownBotError } from "../../src/bots/registry.js";
import type { IsmctsBot } from "../../src/bots/ismcts.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { decisionContext } from "../../src/sim/play.js";
import { tinyIR } from "../support/sim-fixtures.js";

const options = (spec: string) => (getBot(spec) as IsmctsBot).options;

describe("bot registry", () => {
  it("knows random, greedy and ismcts", () => {
    expect(botNames()).toEqual(["greedy", "ismcts", "random"]);
    for (const name of botNames()) expect(getBot(name).name).toBe(name);
  });

  it("gives ISMCTS 1000 iterations and no time limit by default", () => {
    expect(options("ismcts")).toMatchObject({ iterations: 1000 });
    expect(options("ismcts").timeMs).toBeUndefined();
  });

  it("parses an iteration budget, a time limit, or both", () => {
    expect(options("ismcts:200")).toMatchObject({ iterations: 200, name: "ismcts:200" });
    expect(options("ismcts:200").timeMs).toBeUndefined();
    expect(options("ismcts:50ms")).toMatchObject({ timeMs: 50 });
    expect(options("ismcts:50ms").iterations).toBeGreaterThan(1e9);
    expect(options("ismcts:300/20ms")).toMatchObject({ iterations: 300, timeMs: 20 });
  });

  it("builds bots that decide: a time-limited search still returns a legal action", () => {
    const game = Game.create(tinyIR(), { players: 3, seed: 2 });
    for (const spec of ["ismcts:5ms", "ismcts:30/5ms", "ismcts:7"]) {
      const action = getBot(spec).choose(decisionContext(game, 0), game.legalActions(0), new Rng(1));
      expect(game.whyIllegal(0, action)).toBeNull();
    }
  });

  it("names a parameterised bot by its spec, so reports tell budgets apart", () => {
    expect(getBot("ismcts:200").name).toBe("ismcts:200");
    expect(getBot("ismcts:200")).toBe(getBot("ismcts:200"));
  });

  it.each([
    ["genius", /unknown bot "genius"/],
    ["ismcts:", /bad bot "ismcts:"/],
    ["ismcts:0", /iterations must be a whole number from 1 to \d+, not 0/],
    ["ismcts:abc", /bad bot "ismcts:abc": "abc" is not a budget/],
    ["ismcts:-5", /bad bot/],
    ["ismcts:1.5", /bad bot/],
    ["ismcts:10s", /bad bot/],
    ["ismcts:0ms", /time limit in ms must be a whole number from 1 to \d+/],
    ["random:5", /random takes no parameter/],
    ["greedy:3", /greedy takes no parameter/],
    ["Ismcts", /unknown bot/],
  ])("rejects %s with a message naming the known bots and the budget syntax", (spec, detail) => {
    let error: unknown;
    try {
      getBot(spec);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(UnknownBotError);
    const message = (error as Error).message;
    expect(message).toMatch(detail);
    expect(message).toContain("known bots: greedy, ismcts, random");
    expect(message).toContain("ismcts:N");
    expect((error as UnknownBotError).botName).toBe(spec);
  });
});
