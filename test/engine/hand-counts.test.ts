// Hand counts (expr/hand-counts.ts): `count(hand where A = X)` of a card attribute tabled per round,
// answered from per-seat counts that the random-play loop keeps as cards are played. The games must be
// the general path's (the reference compilation, every decision listed), card for card: on
// Stich-Meister with random sets of rule cards (its `follow` counts the class to follow and, under
// card 28, the trumps; counted whether the class is a value of the suit or, under card 1, of the rank), and on small rulesets that take each branch (numbers, booleans, a constant on
// either side, values the counts cannot hold, several open tricks and cards set aside).
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/compile.js";
import { Game } from "../../src/engine/game.js";
import { handCountReads } from "../../src/engine/expr/hand-counts.js";
import { matchDraws } from "../../src/engine/tricks/match-draw.js";

/** Reads of the counts: by a count, or by a play drawn from them where `follow` is a MatchRule (tricks/match-draw.ts). */
const countsRead = (): number => handCountReads.count + matchDraws.count;
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { CLASS_ATTRS as CLASS, followRuleset } from "../support/follow-rulesets.js";

/** The rulesets here: a public pile `passed` for cards set aside, scored against the tricks won. */
const ruleset = (attrs: string, follow: string, tricks = "", score = "score: count(won) - count(passed)"): RulesetIR =>
  followRuleset(attrs, follow, tricks, score, "pile passed: public");
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

describe("hand counts", () => {
  it("play Stich-Meister's games with random sets of rule cards, and are read", () => {
    const sets: string[][] = [[], ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"]];
    sets.push(...randomStichMeisterCardSets(26, 10));
    const before = countsRead();
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) {
        expectSamePlay(ir, players, 40 + games, set.join(" ") || "base");
        games++;
      }
    }
    expect(games).toBeGreaterThan(24);
    expect(countsRead()).toBeGreaterThan(before);
  }, 120_000);

  const cases: [string, string, string, string, boolean, string?][] = [
    ["a class by number", CLASS, "cls = followCls or count(hand where cls = followCls) = 0", "", true],
    // A class of the rank (not one value per suit) is counted too (`< 1`: not the shape
    // tricks/match-draw.ts draws from the counts, so only the count reads them).
    ["a class of the rank", "card cls: if rank > 7 then 0 else 1\ncard followCls: cls of leadCard", "cls = followCls or count(hand where cls = followCls) < 1", "", true],
    ["a constant on the left", CLASS, "cls = followCls or count(hand where 0 = cls) = 0 or count(hand where cls = followCls) = 0", "", true],
    ["a boolean attribute, bare and compared", "card high: suit = red or suit = gold", "suit = lead or high or count(hand where high) = 0 or count(hand where high = false) > 5", "", true],
    ["values the counts do not hold (the walk answers)", "card big: if suit = red then 100 else 70\ncard leadBig: big of leadCard", "big = leadBig or count(hand where big = leadBig) = 0", "", false],
    [
      "several open tricks and cards set aside",
      CLASS,
      "cls = followCls or count(hand where cls = followCls) = 0",
      "open at most 2\n  open: openTricks = 0 or count(hand where cls = 0) > 2\n  aside into passed: openTricks = 2 and count(hand where cls = 1) = 0",
      true,
    ],
    // `stop when` is read while the play that ends a cycle is carried out: the counts must not be.
    ["a count read while a play is carried out", CLASS, "cls = followCls or count(hand where cls = followCls) = 0", "stop when: count(hand where cls = 0) < 2", true],
  ];
  for (const [label, attrs, follow, tricks, read, score] of cases) {
    it(`play the general path's games: ${label}`, () => {
      const ir = ruleset(attrs, follow, tricks, score);
      expect(Game.fastPaths(ir).handCounts).toBe(true);
      const before = countsRead();
      let finished = 0;
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 4; seed++) if (expectSamePlay(ir, players, seed, label).error === null) finished++;
      }
      expect(finished).toBeGreaterThan(6);
      if (read) expect(countsRead()).toBeGreaterThan(before);
      else expect(countsRead()).toBe(before);
    });
  }
});
