// The pieces the search bots are built from: action keys, the outcome they maximise, and worlds that
// end with the current round.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { actionKey } from "../../src/bots/action-key.js";
import { orientation, relativeScore, relativeScores } from "../../src/bots/outcome.js";
import { endingAfter } from "../../src/bots/horizon.js";
import { Worlds } from "../../src/bots/worlds.js";
import { playOutRound } from "../../src/bots/playout.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { bin, ref } from "../support/ir-build.js";
import { tinyIR } from "../support/sim-fixtures.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { FIXTURES } from "./fixtures.js";

const ALL: [string, RulesetIR][] = [...rulesetFiles().map((f): [string, RulesetIR] => [f, loadRuleset(f)]), ...FIXTURES.map(([l, b]): [string, RulesetIR] => [l, b()])];

describe("action keys", () => {
  it.each(ALL)("tell every legal action apart in random games of %s", (_, ir) => {
    const rng = new Rng(4);
    const game = Game.create(ir, { players: ir.players.min, seed: 4 });
    while (!game.isOver) {
      for (const seat of game.toAct()) {
        const legal = game.legalActions(seat);
        expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
      }
      const seat = game.toAct()[0]!;
      game.apply(seat, rng.pick(game.legalActions(seat)));
    }
  });

  it("do not depend on the order chosen cards are listed in, but do on an order's arrangement", () => {
    expect(actionKey({ type: "choose", cards: [3, 1] })).toBe(actionKey({ type: "choose", cards: [1, 3] }));
    expect(actionKey({ type: "order", values: [1, 2] })).not.toBe(actionKey({ type: "order", values: [2, 1] }));
    expect(actionKey({ type: "play", card: 1, target: "new" })).not.toBe(actionKey({ type: "play", card: 1, target: 0 }));
    expect(actionKey({ type: "aside", card: 1 })).not.toBe(actionKey({ type: "play", card: 1, target: "new" }));
  });
});

describe("the outcome bots maximise", () => {
  it("is oriented by the first winner key", () => {
    expect(orientation(tinyIR())).toBe(1);
    expect(orientation({ ...tinyIR(), winner: [{ dir: "lowest", expr: ref("total") }] })).toBe(-1);
  });

  it("is each seat's score against the mean of the others", () => {
    expect(relativeScores([6, 0, 3], 1)).toEqual([4.5, -4.5, 0]);
    expect(relativeScores([6, 0, 3], -1)).toEqual([-4.5, 4.5, -0]);
    // One seat's alone (the greedy bot's): the very same number, for every seat, orientation and count.
    for (const scores of [[6, 0, 3], [0.1, 0.7, -2.3, 5], [4], [1e9, 3, 7]]) {
      for (const sign of [1, -1] as const) scores.forEach((_, seat) => expect(Object.is(relativeScore(scores, sign, seat), relativeScores(scores, sign)[seat])).toBe(true));
    }
  });
});

describe("worlds that end with the current round", () => {
  it("play the round exactly like the full ruleset, then stop", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const game = Game.create(ir, { players: 4, seed: 8 });
    const rng = new Rng(8);
    while (game.round < 2 || game.events.filter((e) => e.type === "play").length < 70) game.apply(game.toAct()[0]!, rng.pick(game.legalActions(game.toAct()[0]!)));
    const obs = game.observe(game.toAct()[0]!);
    const full = Game.fromObservation(ir, obs, new Rng(3));
    const short = Game.fromObservation(endingAfter(ir, obs.round), obs, new Rng(3));
    playOutRound(full, obs.round, new Rng(5));
    playOutRound(short, obs.round, new Rng(5));
    expect(short.isOver).toBe(true);
    expect(full.isOver).toBe(false);
    expect(short.lastRoundScores()).toEqual(full.lastRoundScores());
  });

  it("are the bots' worlds: drawn on the ruleset itself (no copy per round number), ended after the round", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const game = Game.create(ir, { players: 4, seed: 8 });
    const rng = new Rng(8);
    while (game.round < 2 || game.events.filter((e) => e.type === "play").length < 70) game.apply(game.toAct()[0]!, rng.pick(game.legalActions(game.toAct()[0]!)));
    const obs = game.observe(game.toAct()[0]!);
    const world = new Worlds(ir, obs, new Rng(3), 1, { record: false }).next()!;
    const full = Game.fromObservation(ir, obs, new Rng(3));
    expect(world.ir).toBe(ir);
    playOutRound(world, obs.round, new Rng(5));
    playOutRound(full, obs.round, new Rng(5));
    expect(world.isOver).toBe(true);
    expect(full.isOver).toBe(false);
    expect(world.lastRoundScores()).toEqual(full.lastRoundScores());
    // Where a rule reads `rounds`, the world plays on into the next round.
    const reading: RulesetIR = { ...ir, score: bin("*", ir.score, bin("/", ref("rounds"), ref("rounds"))) };
    const on = new Worlds(reading, obs, new Rng(3), 1, { record: false }).next()!;
    playOutRound(on, obs.round, new Rng(5));
    expect(on.isOver).toBe(false);
    expect(on.round).toBe(obs.round + 1);
  });

  it("are not used when a rule reads the number of rounds", () => {
    const ir: RulesetIR = { ...tinyIR(), score: bin("*", ref("tricks"), ref("rounds")) };
    expect(endingAfter(ir, 1)).toBe(ir);
    expect(endingAfter(tinyIR(), 1)).not.toBe(tinyIR());
    const plain = tinyIR();
    expect(endingAfter(plain, 2)).toBe(endingAfter(plain, 2));
    expect(endingAfter(plain, 2).rounds).toEqual({ k: "num", v: 2 });
  });
});
