// Random plays drawn from the hand counts where `follow` is `A = X or count(hand where A = X) = 0`
// (tricks/match-draw.ts, expr/types.ts MatchRule). The games must be the general path's (the reference
// compilation, every decision listed), card for card: on Stich-Meister base and with random sets of
// rule cards (the draw runs wherever the cards leave `follow` in that shape), and on small rulesets
// that take each branch (either side of each `=`, a constant X, a boolean A, X no card holds, a class
// of the rank, values the counts cannot hold, an X that raises an error), and shapes it must not take.
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { matchDraws } from "../../src/engine/tricks/match-draw.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { CLASS_ATTRS as CLASS, followRuleset as ruleset } from "../support/follow-rulesets.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

describe("plays drawn by a matching follow", () => {
  it("play Stich-Meister's games, base and with random sets of rule cards, and run on the base game", () => {
    expect(compileRules(stichMeisterWith([])!).followLifted?.matching).not.toBeNull();
    const sets: string[][] = [[], ["cards/01-trump-twos.stich"], ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"]];
    sets.push(...randomStichMeisterCardSets(2626, 10));
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const before = matchDraws.count;
      for (const players of [3, 4, 5]) {
        expectSamePlay(ir, players, 60 + games, set.join(" ") || "base");
        games++;
      }
      // The base game's follow, and card 1's (a class of the rank, tabled per round), are drawn so.
      if (set.length === 0 || (set.length === 1 && set[0] === "cards/01-trump-twos.stich")) expect(matchDraws.count, set.join(" ") || "base").toBeGreaterThan(before);
    }
    expect(games).toBeGreaterThan(30);
  }, 180_000);

  // [label, attributes, follow, drawn by the match draw]
  const cases: [string, string, string, boolean][] = [
    ["a class by number", CLASS, "cls = followCls or count(hand where cls = followCls) = 0", true],
    ["either side of each =", CLASS, "followCls = cls or 0 = count(hand where followCls = cls)", true],
    ["a constant X", CLASS, "cls = 1 or count(hand where cls = 1) = 0", true],
    ["an X no card holds", CLASS, "cls = 7 or count(hand where cls = 7) = 0", true],
    ["a boolean A", "card high: rank > 6\ncard leadHigh: high of leadCard", "high = leadHigh or count(hand where high = leadHigh) = 0", true],
    ["a class of the rank", "card cls: if rank > 7 then 0 else 1\ncard followCls: cls of leadCard", "cls = followCls or count(hand where cls = followCls) = 0", true],
    // The counts cannot hold these values: the rules are asked.
    ["values the counts do not hold", "card big: if suit = red then 100 else 70\ncard leadBig: big of leadCard", "big = leadBig or count(hand where big = leadBig) = 0", true],
    // Not the shape: the rules are asked card by card.
    ["another X inside the count", CLASS, "cls = followCls or count(hand where cls = 1) = 0", false],
    ["a count compared to 1", CLASS, "cls = followCls or count(hand where cls = followCls) < 1", false],
    ["a third alternative", CLASS, "cls = followCls or count(hand where cls = followCls) = 0 or rank = 1", false],
    ["an attribute of the round's progress", "card cls: if suit = red and count(leadCards) > 2 then 0 else 1\ncard followCls: cls of leadCard", "cls = followCls or count(hand where cls = followCls) = 0", false],
  ];
  for (const [label, attrs, follow, drawn] of cases) {
    it(`play the general path's games: ${label}`, () => {
      const ir = ruleset(attrs, follow);
      expect(compileRules(ir).followLifted?.matching !== null, label).toBe(drawn);
      let finished = 0;
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 4; seed++) if (expectSamePlay(ir, players, seed, label).error === null) finished++;
      }
      // (A rule of another shape may leave a seat no legal play: the same error on both paths.)
      if (drawn) expect(finished).toBeGreaterThan(6);
    });
  }

  it("leave an X that raises an error to the rules, which raise it as the general path does", () => {
    // followCls fails (a list position outside the list) once a trick is led by a card of rank 1.
    const ir = ruleset(
      "card cls: if suit = red then 0 else 1\ncard followCls: if rank of leadCard = 1 then [0][5] else cls of leadCard",
      "cls = followCls or count(hand where cls = followCls) = 0",
    );
    expect(compileRules(ir).followLifted?.matching).not.toBeNull();
    let errors = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 6; seed++) if (expectSamePlay(ir, players, seed, "raising X").error !== null) errors++;
    }
    expect(errors).toBeGreaterThan(0);
  });
});
