// GameOptions.record: false plays the very same game without keeping events or actions. The lab plays
// random bots so, and its statistics come from the engine's tally, which must agree with the events.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Game } from "../../src/engine/game.js";
import { IllegalActionError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import type { Seat } from "../../src/engine/types.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

/** Plays to the end with applyRandom (the lab's random bot), one bot stream per seat. */
function play(ir: RulesetIR, players: number, seed: number, record: boolean): Game {
  const game = Game.create(ir, { players, seed, record });
  const rngs = Array.from({ length: players }, (_, s) => new Rng(seed + 1000 * (s + 1)));
  while (!game.isOver) {
    const sole = game.singleActor();
    const seat: Seat = sole >= 0 ? sole : game.toAct()[0]!;
    game.applyRandom(seat, rngs[seat]!);
  }
  return game;
}

/** The tally counted from the events of a recording game. */
function tallyFromEvents(game: Game) {
  const tricksWon = new Array<number>(game.players).fill(0);
  let rounds = 0;
  let tricks = 0;
  for (const e of game.events) {
    if (e.type === "roundStart") rounds++;
    if (e.type === "trick") {
      tricks++;
      if (e.winner !== null) tricksWon[e.winner]!++;
    }
  }
  return { rounds, tricks, tricksWon, actions: game.actions.length };
}

const files = rulesetFiles();

describe("record: false", () => {
  it.each(files)("%s: same result and tally as a recording game, and the tally matches the events", (file) => {
    const ir = loadRuleset(file);
    for (const players of new Set([ir.players.min, ir.players.max])) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
          const recorded = play(ir, players, seed, true);
          const bare = play(ir, players, seed, false);
          expect(bare.isRecording).toBe(false);
          expect(bare.result()).toEqual(recorded.result());
          expect(bare.tally()).toEqual(recorded.tally());
          expect(recorded.tally()).toEqual(tallyFromEvents(recorded));
          expect(bare.actionCount).toBe(recorded.actions.length);
        }),
        { numRuns: 10 },
      );
    }
  });

  it("refuses to hand out events, actions or observations, with a message that says why", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const game = Game.create(ir, { players: 4, seed: 3, record: false });
    for (const read of [() => game.events, () => game.actions, () => game.observe(0), () => game.sampleHidden(0, new Rng(1))]) {
      expect(read).toThrow(IllegalActionError);
      expect(read).toThrow(/record: false/);
    }
    // Legal actions and the tally need no recording.
    expect(game.legalActions(game.toAct()[0]!).length).toBeGreaterThan(0);
    expect(game.tally()).toEqual({ rounds: 1, tricks: 0, tricksWon: [0, 0, 0, 0], actions: 0 });
  });

  it("a clone of a game without recording plays on exactly like the original", () => {
    const ir = loadRuleset("rulesets/stichling/stichling.stich");
    const a = Game.create(ir, { players: 4, seed: 11, record: false });
    const rng = new Rng(5);
    for (let i = 0; i < 30; i++) {
      const sole = a.singleActor();
      a.applyRandom(sole >= 0 ? sole : a.toAct()[0]!, rng);
    }
    const b = a.clone();
    expect(b.isRecording).toBe(false);
    const ra = rng.clone();
    const rb = rng.clone();
    const finish = (g: Game, r: Rng) => {
      while (!g.isOver) {
        const sole = g.singleActor();
        g.applyRandom(sole >= 0 ? sole : g.toAct()[0]!, r);
      }
      return { result: g.result(), tally: g.tally() };
    };
    expect(finish(b, rb)).toEqual(finish(a, ra));
  });
});
