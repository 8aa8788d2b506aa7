// The whole-trick loop (fast/rule-cycles.ts) writes no seat's played flag in a cycle every seat plays
// when no cycleEnded hook can pause trick play at its end (unflaggedCycles counts those cycles): the
// flags are read only by nextWithCards, which such a cycle does not ask, and its end clears them. The
// same game as the general path (expectSamePlay compares the state after every cycle, flags included)
// on Stich-Meister base and random sets of rule cards at 3-5 players, on small rulesets whose hands
// differ in size (so that some cycles are not every seat's), and on the random fixture rulesets. (No
// mechanic with a cycleEnded hook runs the loop today: steps during trick play turn it off, fast-caps.ts;
// the hook condition keeps the flags for one that would, whose pause shows them in the state.) Also: a trick object reused after a face-down trick shows none of its flags.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Trick } from "../../src/engine/core/trick.js";
import { everyoneCycles, ruleCycleRuns, unflaggedCycles } from "../../src/engine/fast/rule-cycles.js";
import { expectSamePlay } from "../support/differential.js";
import { CLASS_ATTRS, followRuleset, grew } from "../support/follow-rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

describe("the whole-trick loop's cycles without played flags", () => {
  it("plays the general path's game on Stich-Meister, base and random card sets, 3-5 players", () => {
    const sets: string[][] = [[], ...randomStichMeisterCardSets(4127, 6)];
    const unflagged = grew(unflaggedCycles);
    let seed = 700;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (let players = 3; players <= 5; players++) expectSamePlay(ir, players, seed++, set.join(" ") || "base");
    }
    // Base alone plays 4 rounds of 16 tricks at 3 players: every one such a cycle.
    expect(unflagged()).toBeGreaterThan(150);
  }, 120_000);

  it("plays the general path's game where hands differ in size (cycles that read the flags)", () => {
    // 40 cards: at 3 players one seat holds a card more, so the last cycle of a round is not every seat's.
    const ir = followRuleset(CLASS_ATTRS, "cls = followCls or count(hand where cls = followCls) = 0");
    const loop = grew(ruleCycleRuns);
    const unflagged = grew(unflaggedCycles);
    const everyone = grew(everyoneCycles);
    for (let seed = 1; seed <= 6; seed++) for (const players of [3, 4]) expectSamePlay(ir, players, 40 + seed, "class follow");
    expect(loop()).toBeGreaterThan(0);
    expect(unflagged()).toBeGreaterThan(0);
    // At 3 players 13 of a round's 14 cycles are every seat's: the 14th is one seat's, with flags.
    expect(everyone()).toBeGreaterThan(unflagged() - 1);
  });

  it("plays the general path's game on random fixture rulesets", () => {
    const loop = grew(ruleCycleRuns);
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawn, seed) => {
        expectSamePlay(ir, playersFor(ir, drawn), seed, label);
      }),
      { numRuns: 60, seed: 2611 },
    );
    expect(loop()).toBeGreaterThan(0);
  }, 120_000);
});

describe("a trick object reused", () => {
  it("shows no face-down card of the trick it held before", () => {
    const t = new Trick();
    t.reset(0, 0);
    t.add(0, 1, true);
    t.add(1, 2);
    t.add(2, 3, true);
    expect([t.isDown(0), t.isDown(1), t.isDown(2)]).toEqual([true, false, true]);
    t.reset(1, 0);
    t.add(0, 4);
    t.add(1, 5, true);
    t.add(2, 6);
    expect([t.isDown(0), t.isDown(1), t.isDown(2)]).toEqual([false, true, false]);
    expect(t.digest()).toEqual([1, 0, 0, 4, 1, -6, 2, 6]);
    expect(t.copy().digest()).toEqual(t.digest());
  });
});
