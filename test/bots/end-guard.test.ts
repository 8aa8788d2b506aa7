// A ruleset that ends on a condition and declares no `rounds` (`end when` alone): its number of rounds
// is only a guard, and a game that reaches it without the condition holding stops with the "no-end"
// rule error. The search bots' worlds must not be ended after their round that way (bots/horizon.ts
// mayEndAfterRound): each would fail at its round's end, and greedy scored such a candidate 0 in silence
// (Was Sticht?, before this was found) and ISMCTS dropped the iteration.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { RuleError } from "../../src/engine/errors.js";
import { declRule } from "../../src/ir/rule-ref.js";
import { Worlds } from "../../src/bots/worlds.js";
import { playOutRound } from "../../src/bots/playout.js";
import { mayEndAfterRound, tellsNothing } from "../../src/bots/horizon.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { playGame } from "../../src/sim/play.js";
import { END_GUARD_ROUNDS } from "../../src/lang/decls/end.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { bin, num, ref } from "../support/ir-build.js";
import { asideIR, tinyIR } from "../support/sim-fixtures.js";

/** `base` ending once a seat's total reaches `total`, with no `rounds` declared (as the compiler lowers `end when` alone). */
function endingOn(base: RulesetIR, total: number): RulesetIR {
  return { ...base, rounds: num(END_GUARD_ROUNDS), end: { when: bin(">=", ref("total"), num(total)), unlessTied: false, roundsIsGuard: true } };
}

describe("worlds of a ruleset whose rounds only guard its end condition", () => {
  it("are not ended after their round, but play on and give the round's scores", () => {
    const ir = endingOn(tinyIR(), 1000);
    expect(mayEndAfterRound(ir)).toBe(false);
    // Declared `rounds` with the same condition: the world may end after its round.
    expect(mayEndAfterRound({ ...ir, end: { ...ir.end!, roundsIsGuard: false } })).toBe(true);
    const game = Game.create(ir, { players: 3, seed: 8 });
    const rng = new Rng(8);
    while (game.events.filter((e) => e.type === "play").length < 4) game.apply(game.toAct()[0]!, rng.pick(game.legalActions(game.toAct()[0]!)));
    const obs = game.observe(game.toAct()[0]!);
    const world = new Worlds(ir, obs, new Rng(3), 1, { record: false }).next()!;
    const full = Game.fromObservation(ir, obs, new Rng(3));
    playOutRound(world, obs.round, new Rng(5));
    playOutRound(full, obs.round, new Rng(5));
    expect(world.isOver).toBe(false);
    expect(world.round).toBe(obs.round + 1);
    expect(world.lastRoundScores()).not.toBeNull();
    expect(world.lastRoundScores()).toEqual(full.lastRoundScores());
  });

  it("never meet the end guard's error, which the bots do not swallow", () => {
    // Cards set aside and tricks discarded at the round's end: greedy's candidates often show their
    // effect only when the round is scored, so each of its worlds is played to the round's end.
    const ir = endingOn(asideIR(), 2);
    for (let seed = 1; seed <= 6; seed++) {
      const game = Game.create(ir, { players: 3, seed });
      const bots = [greedyBot(), greedyBot(), greedyBot()];
      playGame(game, bots, bots.map((_, s) => new Rng(gameSeed(seed, s))));
      expect(game.isOver).toBe(true);
    }
    const noEnd = new RuleError("no-end", declRule("end when"), 1, "the game did not end");
    expect(tellsNothing(noEnd)).toBe(false);
    expect(tellsNothing(new RuleError("no-legal-action", declRule("end when"), 1, "stuck"))).toBe(true);
    expect(tellsNothing(new Error("bug"))).toBe(false);
  });
});
