// The whole-cycle loop's per-trick reads (fast/rule-cycles.ts): where `follow` is a MatchRule whose X
// is one value per trick (expr/types.ts MatchRule.perTrick: a constant, or a card-free attribute of
// the lead card and round constants), the hand counts are asked once per session and X once per
// trick; where the first winner tier is kept per lead card, the trick is judged from the entries
// (tricks/winner-table.ts knownBest) once every one of its cards has one. Both must play the general
// path's games (the plain interpreter, every decision listed): on Stich-Meister base, with random sets
// of rule cards (card 27's X reads the last card: not per trick) at 3-5 players, and on small rulesets
// that take each branch (X per trick or not, ties to the last card, unpacked keys, a first tier that
// takes no card). Each checks that the path it is about ran.
import { describe, expect, it } from "vitest";
import { knownWinners, perTrickDraws } from "../../src/engine/fast/rule-cycles.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay, playFast } from "../support/differential.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { FOUR_CARDS, grew, smallRuleset } from "../support/follow-rulesets.js";


/** The given attributes (after a class of the suit), follow, winner and ties. */
function ruleset(attrs: string, follow: string, winner: string, ties = "first"): RulesetIR {
  return smallRuleset({ attrs: `card cls: if suit = red then 0 else if suit = blue then 1 else 2\n${attrs}`, follow, tricks: `  ties: ${ties}`, winner, score: "score: count(won) + 3 * tricks" });
}

const MATCH = "cls = followCls or count(hand where cls = followCls) = 0";

describe("the whole-cycle loop's per-trick reads", () => {
  it("play Stich-Meister's games as the general path: base, the four cards, card 27, random card sets, 3-5 players", () => {
    const sets: string[][] = [[], FOUR_CARDS, ["cards/27-follow-last-card.stich"], ["cards/27-follow-last-card.stich", "cards/28-forced-trumping.stich"], ...randomStichMeisterCardSets(3301, 14)];
    const draws = grew(perTrickDraws);
    const known = grew(knownWinners);
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) expectSamePlay(ir, players, 400 + games++, set.join(" ") || "base");
    }
    expect(games).toBeGreaterThan(40);
    expect(draws()).toBeGreaterThan(0);
    expect(known()).toBeGreaterThan(0);
  }, 240_000);

  // [label, attributes, follow, winner, ties, X per trick, winners from the entries]
  const cases: [string, string, string, string, string, boolean, boolean][] = [
    ["X of the lead card, a winner of the lead card", "card followCls: cls of leadCard", MATCH, "highest (if cls = cls of leadCard then rank else 0)", "first", true, true],
    ["X of the last card (read at every play)", "card followCls: cls of lastCard", MATCH, "highest (if cls = cls of leadCard then rank else 0)", "first", false, true],
    ["X a constant", "card followCls: 1", "cls = 1 or count(hand where cls = 1) = 0", "highest (if cls = cls of leadCard then rank else 0)", "first", true, true],
    ["the later of equal cards wins", "card followCls: cls of leadCard", MATCH, "highest (if cls = cls of leadCard then 1 else 0)", "last", true, true],
    ["keys that do not pack (judged by the walk)", "card followCls: cls of leadCard", MATCH, "highest (if cls = cls of leadCard then rank * 1000 else 0)", "first", true, false],
    ["a first tier that takes no card of some tricks", "card followCls: cls of leadCard", MATCH, "highest rank where cls = 0 and cls of leadCard != 0, then highest rank where suit = lead", "first", true, true],
  ];
  for (const [label, attrs, follow, winner, ties, perTrick, fromEntries] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = ruleset(attrs, follow, winner, ties);
      const draws = grew(perTrickDraws);
      const known = grew(knownWinners);
      for (const players of [3, 4, 5]) {
        // The lead table fills as tricks are judged (and is emptied for another deck): games first,
        // so that whole tricks find their entries.
        for (let seed = 100; seed < 200; seed++) playFast(ir, players, seed);
        for (let seed = 1; seed <= 5; seed++) expectSamePlay(ir, players, seed, label);
      }
      if (perTrick) expect(draws(), label).toBeGreaterThan(0);
      else expect(draws(), label).toBe(0);
      if (fromEntries) expect(known(), label).toBeGreaterThan(0);
      else expect(known(), label).toBe(0);
    });
  }
});
