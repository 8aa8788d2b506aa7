// The whole-cycle loop's follows drawn from the trick's masks (fast/rule-cycles.ts with tricks/keyed-draw.ts
// keyedTrick once per trick, placeByKinds per follow), where `follow` is answered per kind of card with
// one code of the play's values per trick and is no MatchRule: Stich-Meister under card 28. The games
// must be the general path's (the reference compilation, every decision listed) and the per-play loop's
// (a recording game), card for card: the four cards of the benchmark, card 28 alone, random card sets,
// 3-5 players, small rulesets taking each branch, and the loop taking over mid-trick. Each test checks
// that the loop drew from the masks (kindDraws), and where one kind may follow that it found the card
// from the hand's end as it took it out (oneKindDraws: keyed-draw.ts kindDraw's kind).
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { kindDraws, oneKindDraws, ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import { expectSamePlay } from "../support/differential.js";
import { CLASS_ATTRS, FOUR_CARDS, followRuleset, grew, smallRuleset } from "../support/follow-rulesets.js";
import { expectSameByStreams } from "../support/play.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

const CARD_28 = ["cards/28-forced-trumping.stich"];
const SHAPE_28 = "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)";

describe("the whole-cycle loop's follows drawn from the trick's masks", () => {
  it("plays Stich-Meister's games: the four cards, card 28 alone, 1 with 28, random sets, 3-5 players", () => {
    const sets: string[][] = [FOUR_CARDS, CARD_28, ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich"], ...randomStichMeisterCardSets(2631, 12)];
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const drawn = grew(kindDraws);
      const oneKind = grew(oneKindDraws);
      for (const players of [3, 4, 5]) {
        for (const seed of [1, 2]) {
          expectSamePlay(ir, players, 500 + games, set.join(" "));
          games++;
        }
      }
      const rules = compileRules(ir);
      const keyed = rules.followLifted?.keyed ?? null;
      // Drawn so where card 28 is in force; never where `follow` is a MatchRule (the hand counts' draw) or not per trick.
      if (set === FOUR_CARDS || set === CARD_28) {
        expect(drawn(), set.join(" ")).toBeGreaterThan(0);
        // Most follows there are of the class led alone.
        expect(oneKind(), set.join(" ")).toBeGreaterThan(drawn() / 2);
      }
      if (rules.followLifted?.matching || keyed === null || !keyed.perTrick) expect(drawn() + oneKind(), set.join(" ")).toBe(0);
    }
    expect(games).toBeGreaterThan(60);
  }, 240_000);

  it("plays the per-play loop's games when it takes over mid-trick", () => {
    const ir = stichMeisterWith(FOUR_CARDS)!;
    const drawn = grew(kindDraws);
    const oneKind = grew(oneKindDraws);
    let calls = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 6; seed++) calls += expectSameByStreams(ir, players, seed, ruleCycleRuns, (k) => (k * 5 + seed) % players);
    }
    expect(calls).toBeGreaterThan(0);
    expect(drawn()).toBeGreaterThan(0);
    expect(oneKind()).toBeGreaterThan(0);
  });

  // [label, attributes, follow, rounds]: each drawn from the masks in the loop.
  const cases: [string, string, string, number][] = [
    ["card 28's shape", CLASS_ATTRS, SHAPE_28, 2],
    // Every held kind allowed at times (no walk), some kinds never held together.
    ["a kind allowed only with another held", `${CLASS_ATTRS}\ncard low: rank < 4`, "cls = followCls or count(hand where cls = followCls) = 0 or (low and count(hand where low and cls != followCls) != 0)", 2],
    // The kinds made anew each round: the same kind numbers mean other values, the counts made again.
    ["kinds that change with the round", "card c: if round = 1 then (if suit = red then 0 else if suit = blue then 1 else 2) else (if suit = red then 2 else if suit = blue then 1 else 0)\ncard fc: c of leadCard", "(c = fc or count(hand where c = fc) = 0) and (c = 0 or count(hand where c = fc) > 0 or count(hand where c = 0) = 0)", 3],
    // Not `A of leadCard`: the trick's code read once per trick, not per lead kind.
    ["a class to follow that changes with the round", CLASS_ATTRS.replace("card followCls: cls of leadCard", "card followCls: if round = 1 then cls of leadCard else (cls of leadCard + 1) mod 3"), SHAPE_28, 3],
    // A value of the round fixed for a session: the lead kinds' codes kept, then read anew when it changes.
    ["a value of the round", `${CLASS_ATTRS}\ncard strict: round > 2`, "(cls = followCls or count(hand where cls = followCls) = 0) and (not strict or cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", 4],
  ];
  for (const [label, attrs, follow, rounds] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = smallRuleset({ attrs, follow, rounds });
      const keyed = compileRules(ir).followLifted?.keyed;
      expect(keyed?.perTrick, label).toBe(true);
      expect(compileRules(ir).followLifted?.matching ?? null, label).toBeNull();
      const drawn = grew(kindDraws);
      const oneKind = grew(oneKindDraws);
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 5; seed++) expectSamePlay(ir, players, seed, label);
      }
      expect(drawn(), label).toBeGreaterThan(0);
      expect(oneKind(), label).toBeGreaterThan(0);
    });
  }

  it("leaves a hand with no card that may follow to the listing, which raises it as the general path does", () => {
    const ir = followRuleset(CLASS_ATTRS, "cls = followCls");
    expect(compileRules(ir).followLifted?.keyed?.perTrick).toBe(true);
    const drawn = grew(kindDraws);
    let errors = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 4; seed++) if (expectSamePlay(ir, players, seed, "must follow").error !== null) errors++;
    }
    expect(errors).toBeGreaterThan(0);
    expect(drawn()).toBeGreaterThan(0);
  });
});
