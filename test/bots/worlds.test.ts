// The search bots' sampled worlds (bots/worlds.ts): unrecorded worlds and worlds handed out without a
// copy on their last use are the same worlds as recorded copies, and no world is handed out twice;
// shared worlds (greedy's, copied per candidate) are the same worlds too, never changed by their copies.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { Worlds } from "../../src/bots/worlds.js";
import { playOutRound } from "../../src/bots/playout.js";
import { loadRuleset } from "../support/rulesets.js";

/** A Classic game some way into its second round, and the observation of the seat to act. */
function position(seed: number) {
  const ir = loadRuleset("rulesets/sticheln/classic.stich");
  const game = Game.create(ir, { players: 4, seed });
  const rng = new Rng(seed);
  while (game.round < 2 || game.tally().tricks < 18) {
    const seat = game.toAct()[0]!;
    game.apply(seat, rng.pick(game.legalActions(seat)));
  }
  return { ir, obs: game.observe(game.toAct()[0]!) };
}

describe("sampled worlds", () => {
  it("unrecorded and handed out on their last use are the worlds recorded copies are", () => {
    const { ir, obs } = position(3);
    const uses = 23;
    const copies = new Worlds(ir, obs, new Rng(9), 5);
    const lean = new Worlds(ir, obs, new Rng(9), 5, { record: false, uses });
    const handed = new Set<Game>();
    for (let i = 0; i < uses; i++) {
      const a = copies.next()!;
      const b = lean.next()!;
      expect(b.isRecording).toBe(false);
      expect(handed.has(b), `world ${i} handed out twice`).toBe(false);
      handed.add(b);
      expect(b.digest(), `world ${i}`).toBe(a.digest());
      // Each world is played on at once: a world handed out itself and then copied again would show it.
      playOutRound(a, a.round, new Rng(i));
      playOutRound(b, b.round, new Rng(i));
      expect(b.digest(), `world ${i} played out`).toBe(a.digest());
    }
    // Asked for more than it was told: refused, never a world already played on.
    expect(() => lean.next()).toThrow(/more than 23 worlds/);
  });

  it("shared worlds are next()'s worlds, drawn in the same order and kept as drawn", () => {
    const { ir, obs } = position(5);
    const copies = new Worlds(ir, obs, new Rng(11), 4);
    const shared = new Worlds(ir, obs, new Rng(11), 4, { record: false });
    const seen: Game[] = [];
    for (let i = 0; i < 10; i++) {
      const a = copies.next()!;
      const b = shared.shared()!;
      expect(b.digest(), `world ${i}`).toBe(a.digest());
      // Past the pool's size the same kept worlds come back in turn, unchanged by the copies played on.
      if (i >= 4) expect(b).toBe(seen[i % 4]);
      seen.push(b);
      const copy = b.clone({ record: false });
      playOutRound(copy, copy.round, new Rng(i));
      expect(b.digest(), `world ${i} after its copy was played`).toBe(a.digest());
    }
    // Worlds handed out on their last use are played on: shared() would hand out a changed world.
    expect(() => new Worlds(ir, obs, new Rng(11), 4, { uses: 8 }).shared()).toThrow(/shared\(\)/);
  });

  it("a game that stops recording plays on the same and refuses what needs its log", () => {
    const { ir, obs } = position(4);
    const a = Game.fromObservation(ir, obs, new Rng(2));
    const b = Game.fromObservation(ir, obs, new Rng(2));
    b.stopRecording();
    expect(b.isRecording).toBe(false);
    expect(() => b.events).toThrow(/record: false/);
    expect(() => b.observe(0)).toThrow(/record: false/);
    playOutRound(a, a.round, new Rng(1));
    playOutRound(b, b.round, new Rng(1));
    expect(b.digest()).toBe(a.digest());
    expect(b.lastRoundScores()).toEqual(a.lastRoundScores());
  });
});
