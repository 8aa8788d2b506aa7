// Game.applyRandomPlays has a second loop for rules whose cycles are one trick that any card may
// join (singleTrickCycles): without recording, with a stream for every seat, it draws and plays a
// whole cycle at a time and tracks the winner as the cards fall. It must be the same game as the
// per-play path, which recording games take: same draws, same winners, leads, scores, counters and
// errors. Each test checks that the cycle loop really ran (the loop counts its entries).
import { describe, expect, it } from "vitest";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { RuleError } from "../../src/engine/errors.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { bin, count, num, ref } from "../support/ir-build.js";
import { expectSameByStreams, playByStreams } from "../support/play.js";
import type { RulesetIR } from "../../src/ir/types.js";

const CLASSIC = loadRuleset("rulesets/sticheln/classic.stich");

/** Counts the entries into the cycle loop from now on (the loop's own counter): `calls()`. */
function spyCycles(): { calls(): number } {
  const start = cycleLoopRuns.count;
  return { calls: () => cycleLoopRuns.count - start };
}

const play = playByStreams;

/** Plays the game both ways and expects the same outcome and counters; returns how often the cycle loop ran. */
const expectSameGame = (ir: RulesetIR, players: number, seed: number, perPlayFirst?: (k: number) => number): number =>
  expectSameByStreams(ir, players, seed, cycleLoopRuns, perPlayFirst);

/** The first error a game throws, or null when it finishes. */
function errorOf(run: () => unknown): unknown {
  try {
    run();
    return null;
  } catch (err) {
    return err;
  }
}

describe("applyRandomPlays, whole cycles of one trick", () => {
  const cycleRulesets = rulesetFiles().filter((f) => Game.fastPaths(loadRuleset(f)).cycles);

  it("applies to every Sticheln ruleset with one trick at a time (and not to Stichling's several)", () => {
    expect(cycleRulesets).toContain("rulesets/sticheln/classic.stich");
    expect(cycleRulesets).not.toContain("rulesets/stichling/stichling.stich");
  });

  for (const file of cycleRulesets) {
    it(`plays the same games as the per-play path at every player count: ${file}`, () => {
      const ir = loadRuleset(file);
      let calls = 0;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 6; seed++) calls += expectSameGame(ir, players, seed);
      }
      expect(calls).toBeGreaterThan(0);
    });
  }

  it("takes over mid-cycle after plays made one at a time (a trick already open, seats already flagged)", () => {
    let calls = 0;
    for (const players of [3, 4, 6, 8]) {
      for (let seed = 1; seed <= 8; seed++) calls += expectSameGame(CLASSIC, players, seed, (k) => (k * 7 + seed) % players);
    }
    expect(calls).toBeGreaterThan(0);
  });

  it("takes over mid-cycle after the per-play loop stopped at a seat without a stream", () => {
    const rngsFor = (seed: number) => [0, 1, 2, 3].map((s) => new Rng(seed + s));
    const a = Game.create(CLASSIC, { players: 4, seed: 5, record: false });
    const b = Game.create(CLASSIC, { players: 4, seed: 5 });
    const ra = rngsFor(40);
    const rb = rngsFor(40);
    for (let s = 0; s < 4; s++) {
      a.applyRandom(s, ra[s]!);
      b.applyRandom(s, rb[s]!);
    }
    // Seat 2 has no stream: the per-play loop runs up to it (the cycle loop needs every stream).
    const withoutTwo = ra.map((r, s) => (s === 2 ? null : r));
    a.applyRandomPlays(withoutTwo);
    b.applyRandomPlays(rb.map((r, s) => (s === 2 ? null : r)));
    expect(a.toAct()).toEqual([2]);
    expect(a.digest()).toBe(b.digest());
    // Seat 2 plays, then the cycle loop finishes the game.
    const spy = spyCycles();
    while (!a.isOver) {
      a.applyRandom(a.toAct()[0]!, ra[a.toAct()[0]!]!);
      a.applyRandomPlays(ra);
    }
    while (!b.isOver) {
      b.applyRandom(b.toAct()[0]!, rb[b.toAct()[0]!]!);
      b.applyRandomPlays(rb);
    }
    expect(spy.calls()).toBeGreaterThan(0);
    expect(a.result()).toEqual(b.result());
    expect(a.tally()).toEqual(b.tally());
  });

  // Rule variants the shipped rulesets do not have, built on Classic's IR.
  const variants: Record<string, RulesetIR> = {
    "the last of equal cards wins": { ...CLASSIC, tricks: { ...CLASSIC.tricks, ties: "last" } },
    "the next seat leads, not the winner": { ...CLASSIC, tricks: { ...CLASSIC.tricks, nextLead: { kind: "nextSeat" } } },
    "trick play stops early (stop when)": { ...CLASSIC, tricks: { ...CLASSIC.tricks, stopWhen: bin("=", count(ref("hand")), num(4)) } },
    // A key that reads the round is not fixed per deck, so there is no rank table: the winner is
    // judged by trickWinner's walk when the trick completes.
    "a winner tier judged live": {
      ...CLASSIC,
      tricks: {
        ...CLASSIC.tricks,
        winner: CLASSIC.tricks.winner.map((t) => ({ ...t, keys: t.keys.map((k) => ({ ...k, key: bin("+", k.key, bin("*", num(0), ref("round"))) })) })),
      },
    },
  };
  for (const [name, ir] of Object.entries(variants)) {
    it(`plays the same games when ${name}`, () => {
      let calls = 0;
      for (const players of [3, 4, 7]) {
        for (let seed = 1; seed <= 6; seed++) calls += expectSameGame(ir, players, seed, (k) => k % 3);
      }
      expect(calls).toBeGreaterThan(0);
    });
  }

  it("raises the same error as the per-play path when no card takes any winner tier", () => {
    // Only trumps win, and a trick without one has no winner.
    const ir: RulesetIR = { ...CLASSIC, tricks: { ...CLASSIC.tricks, winner: [CLASSIC.tricks.winner[0]!] } };
    // The first seed whose game meets a trick without a trump (about one game in three).
    let seed = 1;
    while (errorOf(() => play(ir, 4, seed, true)) === null) seed++;
    const reference = errorOf(() => play(ir, 4, seed, true));
    const spy = spyCycles();
    const fast = errorOf(() => play(ir, 4, seed, false));
    expect(spy.calls()).toBeGreaterThan(0);
    expect(fast).toBeInstanceOf(RuleError);
    expect((fast as RuleError).code).toBe("no-trick-winner");
    expect((fast as Error).message).toBe((reference as Error).message);
  });

  it("stops a runaway game at the same step, naming the same rule and seed", () => {
    for (const maxSteps of [25, 38, 61, 200]) {
      const fast = errorOf(() => play(CLASSIC, 4, 11, false, undefined, maxSteps));
      const reference = errorOf(() => play(CLASSIC, 4, 11, true, undefined, maxSteps));
      expect(fast).toBeInstanceOf(RuleError);
      expect((fast as RuleError).code).toBe("step-limit");
      expect((fast as Error).message).toBe((reference as Error).message);
    }
  });

  it("is not taken when recording, so events and actions are still logged", () => {
    const spy = spyCycles();
    const g = play(CLASSIC, 4, 2, true);
    expect(spy.calls()).toBe(0);
    expect(g.actions.length).toBe(g.tally().actions);
  });
});
