// Random plays following the one open trick drawn by tricks/match-draw.ts drawListed, where `follow` is
// a per-card rule of a shape the match draw does not take (Stich-Meister under card 28, and rules
// reading the rank): the whole-cycle loop (fast/rule-cycles.ts) asks `follow`'s lifted parts once and
// its test per hand card, then draws once, instead of listing the plays through collectPlays. The games
// must be the general path's (the reference compilation, every decision listed), card for card: on
// Stich-Meister with random sets of rule cards at 3-5 players, on random fixture rulesets, and on small
// rulesets that take each branch (a test that raises an error, a seat with no card that may follow).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { listedDraws } from "../../src/engine/tricks/match-draw.js";
import { expectSamePlay } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { CLASS_ATTRS, followRuleset } from "../support/follow-rulesets.js";

describe("plays drawn by listing the lifted follow", () => {
  it("play Stich-Meister's games with rule cards, random sets included, at 3-5 players, and run under card 28", () => {
    const sets: string[][] = [["cards/28-forced-trumping.stich"], ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"]];
    sets.push(...randomStichMeisterCardSets(2627, 12));
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const before = listedDraws.count;
      for (const players of [3, 4, 5]) {
        expectSamePlay(ir, players, 80 + games, set.join(" "));
        games++;
      }
      // Card 28's follow is not a MatchRule: its plays are drawn so.
      if (set.includes("cards/28-forced-trumping.stich")) {
        expect(compileRules(ir).followLifted?.matching, set.join(" ")).toBeNull();
        expect(listedDraws.count, set.join(" ")).toBeGreaterThan(before);
      }
    }
    expect(games).toBeGreaterThan(30);
  }, 180_000);

  it("play the general path's games on random fixture rulesets", () => {
    let finished = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawnPlayers, seed) => {
        if (expectSamePlay(ir, playersFor(ir, drawnPlayers), seed, label).error === null) finished++;
      }),
      { numRuns: 60, seed: 2627 },
    );
    expect(finished).toBeGreaterThan(20);
  }, 180_000);

  // [label, attributes, follow]: none of them a MatchRule, so every play that follows is drawn by listing.
  const cases: [string, string, string][] = [
    ["the rank read per card", CLASS_ATTRS, "cls = followCls or rank > 8 or count(hand where cls = followCls) = 0"],
    ["two counts, one under a rule of the round", CLASS_ATTRS, "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0 or round = 1)"],
    ["a lifted count of the rank", "card high: rank > 6", "high or count(hand where high) < 2 or suit = lead"],
    // Some seat may hold no card that may follow: the general path's error, from the listing.
    ["no card may follow", CLASS_ATTRS, "cls = followCls and rank > 2"],
  ];
  for (const [label, attrs, follow] of cases) {
    it(`play the general path's games: ${label}`, () => {
      const ir = followRuleset(attrs, follow);
      expect(compileRules(ir).followLifted?.matching, label).toBeNull();
      const before = listedDraws.count;
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 4; seed++) expectSamePlay(ir, players, seed, label);
      }
      expect(listedDraws.count, label).toBeGreaterThan(before);
    });
  }

  it("leave a test that raises an error to the rules, which raise it as the general path does", () => {
    // The test fails (a list position outside the list) for a 10 of another class in a hand that holds the class led.
    const ir = followRuleset(CLASS_ATTRS, "cls = followCls or count(hand where cls = followCls) = 0 or (rank = 10 and [0][rank] = 0)");
    let errors = 0;
    const before = listedDraws.count;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 6; seed++) if (expectSamePlay(ir, players, seed, "raising test").error !== null) errors++;
    }
    expect(listedDraws.count).toBeGreaterThan(before);
    expect(errors).toBeGreaterThan(0);
  });
});
