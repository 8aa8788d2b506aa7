// A single trick's end in the one-trick loops (fast/random-cycles.ts endSingleTrick, which
// fast/rule-cycles.ts's whole-trick loop calls too) takes only the plain steps where nothing else can
// happen (plainDirection: the winner leads and holds the trick, no rule card changes that or the
// direction, no hook at a trick's or cycle's end, no `stop when`, a fixed direction); plainTrickEnds
// counts those tricks. The same game as the general path (expectSamePlay compares the state after every
// cycle) on Stich-Meister base and random sets of rule cards at 3-5 players, on Sticheln Classic and
// Reverse, and on the random fixture rulesets (counterclockwise and alternating play, hooks, stops).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainTrickEnds } from "../../src/engine/fast/random-cycles.js";
import { expectSamePlay } from "../support/differential.js";
import { grew } from "../support/follow-rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, randomStichMeisterCardSets, ruleCardFiles, stichMeisterWith } from "../support/rulesets.js";
import type { RulesetIR } from "../../src/ir/types.js";

describe("a single trick's plain end", () => {
  it("plays the general path's game on Stich-Meister, base and random card sets, 3-5 players", () => {
    const sets: string[][] = [[], ["cards/37-alternating-direction.stich"], ...randomStichMeisterCardSets(5021, 6)];
    let seed = 300;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const plain = grew(plainTrickEnds);
      for (let players = 3; players <= 5; players++) expectSamePlay(ir, players, seed++, set.join(" ") || "base");
      // Base: every trick of its 4 + 4 + 5 rounds (48 tricks at 3 players); card 37 alternates the direction: none.
      if (set.length === 0) expect(plain(), "base").toBeGreaterThan(150);
      if (set[0] === "cards/37-alternating-direction.stich") expect(plain(), "card 37").toBe(0);
    }
  }, 120_000);

  it("plays the general path's game on Stich-Meister with every rule card alone, 4 players", () => {
    const plain = grew(plainTrickEnds);
    for (const file of ruleCardFiles("stich-meister")) {
      const card = file.slice("rulesets/stich-meister/".length);
      const ir = stichMeisterWith([card]);
      if (ir) expectSamePlay(ir, 4, 77, card);
    }
    expect(plain()).toBeGreaterThan(0);
  }, 120_000);

  it("plays the general path's game on Stich-Meister base played the other way round, alternating, or held by the winner's left", () => {
    const base = stichMeisterWith([])!;
    const ways = [
      { direction: "counterclockwise", plainEnds: true },
      { direction: "alternating", plainEnds: false },
      { trickGoesTo: "leftOfWinner", plainEnds: false },
    ] as const;
    for (const { plainEnds, ...way } of ways) {
      const ir: RulesetIR = { ...base, tricks: { ...base.tricks, ...way } };
      const plain = grew(plainTrickEnds);
      for (let players = 3; players <= 5; players++) expectSamePlay(ir, players, 40 + players, JSON.stringify(way));
      if (plainEnds) expect(plain(), JSON.stringify(way)).toBeGreaterThan(100);
      else expect(plain(), JSON.stringify(way)).toBe(0);
    }
  }, 120_000);

  it("plays the general path's game on Sticheln Classic and Reverse", () => {
    const plain = grew(plainTrickEnds);
    for (const file of ["rulesets/sticheln/classic.stich", "rulesets/sticheln/reverse.stich"]) {
      const ir = loadRuleset(file);
      for (let players = 3; players <= 6; players++) expectSamePlay(ir, players, 20 + players, file);
    }
    expect(plain()).toBeGreaterThan(100);
  }, 120_000);

  it("plays the general path's game on random fixture rulesets", () => {
    const plain = grew(plainTrickEnds);
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawn, seed) => {
        expectSamePlay(ir, playersFor(ir, drawn), seed, label);
      }),
      { numRuns: 100, seed: 4409 },
    );
    // These draws mostly keep a hook or a lead rule that turns the plain end off: then they check that it stays off.
    expect(plain()).toBeGreaterThanOrEqual(0);
  }, 180_000);
});
