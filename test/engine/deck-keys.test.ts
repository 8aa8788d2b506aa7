// Hand counts made from a deck's keys (expr/hand-counts.ts deckKeys): once every card of the deck has
// its value in an attribute's per-round table, the keys of the whole deck are kept with that array of
// values, and a session's counts read each held card's key instead of its value. The games must be the
// general path's (the plain interpreter, every decision listed): on Stich-Meister base, with the four
// cards and random card sets at 3-5 players, on a class that reads the round (its table emptied each
// round, so never whole at a session's start), and on one whose values do not all count (no deck keys: the values read
// card by card, as before). Each checks whether the deck's keys were used.
import { describe, expect, it } from "vitest";
import { deckKeyCounts } from "../../src/engine/expr/hand-counts.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay, playFast } from "../support/differential.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { FOUR_CARDS, grew, smallRuleset } from "../support/follow-rulesets.js";

/** Three rounds, the class attributes given, following the class led. */
function ruleset(cls: string): RulesetIR {
  return smallRuleset({
    rounds: 3,
    attrs: `card cls: ${cls}\ncard followCls: cls of leadCard`,
    follow: "cls = followCls or count(hand where cls = followCls) = 0",
    winner: "highest (if cls = cls of leadCard then rank else 0)",
    score: "score: count(won) + 2 * tricks",
  });
}

describe("hand counts from a deck's keys", () => {
  it("play Stich-Meister's games as the general path: base, the four cards, random card sets, 3-5 players", () => {
    const sets: string[][] = [[], FOUR_CARDS, ...randomStichMeisterCardSets(4409, 12)];
    const used = grew(deckKeyCounts);
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) {
        // Games first: the deck's keys are kept once every card's value is in the table.
        for (let seed = 0; seed < 3; seed++) playFast(ir, players, 900 + seed);
        expectSamePlay(ir, players, 500 + games++, set.join(" ") || "base");
      }
    }
    expect(games).toBeGreaterThan(30);
    expect(used()).toBeGreaterThan(0);
  }, 240_000);

  // [label, class, deck keys used]
  const cases: [string, string, boolean][] = [
    ["a class of the suit", "if suit = red then 0 else if suit = blue then 1 else 2", true],
    ["a class that reads the round (its table emptied each round: no deck keys)", "if round = 1 then (if suit = red then 0 else 1) else if round = 2 then rank mod 3 else (if rank > 5 then 4 else 2)", false],
    ["a class of booleans", "rank > 6", true],
    ["values that do not all count", "if suit = red and rank = 10 then 70 else if suit = blue then 1 else 2", false],
  ];
  for (const [label, cls, usesDeck] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = ruleset(cls);
      const used = grew(deckKeyCounts);
      for (const players of [3, 4, 5]) {
        for (let seed = 100; seed < 110; seed++) playFast(ir, players, seed);
        for (let seed = 1; seed <= 5; seed++) expectSamePlay(ir, players, seed, label);
      }
      if (usesDeck) expect(used(), label).toBeGreaterThan(0);
      else expect(used(), label).toBe(0);
    });
  }
});
