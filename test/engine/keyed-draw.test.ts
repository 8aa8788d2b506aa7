// Follow plays drawn from the kinds held (tricks/keyed-draw.ts, through tricks/match-draw.ts drawListed in
// the whole-cycle loop): where `follow` is answered per kind of card (expr/keyed-test.ts) and the values of
// the play it reads are one per trick, a play reads the trick's code once per trick, the kinds held from
// per-seat counts by kind (expr/hand-counts.ts keyCounts) and the allowed kinds as a mask, and draws
// without a list. The games must be the general path's (the reference compilation, every decision
// listed), card for card: Stich-Meister (base, the four cards of the benchmark, 27 with 28, random card
// sets), 3-5 players, random fixture rulesets, and small rulesets taking each branch.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { keptCodes, keyedDraws, leadKindTricks } from "../../src/engine/tricks/keyed-draw.js";
import { expectSamePlay } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { CLASS_ATTRS, FOUR_CARDS, followRuleset, grew, smallRuleset } from "../support/follow-rulesets.js";
import type { RulesetIR } from "../../src/ir/types.js";

describe("follow drawn from the kinds held", () => {
  it("plays Stich-Meister's games: the base, the four cards, 27 with 28, 1 with 28, random sets, 3-5 players", () => {
    const sets: string[][] = [[], FOUR_CARDS, ["cards/27-follow-last-card.stich", "cards/28-forced-trumping.stich"], ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich"]];
    sets.push(...randomStichMeisterCardSets(2629, 14));
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      const drawn = grew(keyedDraws);
      for (const players of [3, 4, 5]) {
        for (const seed of [1, 2]) {
          expectSamePlay(ir, players, 400 + games, set.join(" "));
          games++;
        }
      }
      const keyed = compileRules(ir).followLifted?.keyed ?? null;
      // The four cards: drawn so (card 28's follow, its class to follow one per trick). Card 27's class
      // to follow is the last card's (not one per trick): never drawn so.
      if (set === FOUR_CARDS) expect(drawn(), "four cards").toBeGreaterThan(0);
      if (set.includes("cards/27-follow-last-card.stich")) expect(drawn(), set.join(" ")).toBe(0);
      if (keyed === null || !keyed.perTrick) expect(drawn(), set.join(" ")).toBe(0);
    }
    expect(games).toBeGreaterThan(90);
  }, 240_000);

  it("plays the general path's games on random fixture rulesets", () => {
    let finished = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawnPlayers, seed) => {
        if (expectSamePlay(ir, playersFor(ir, drawnPlayers), seed, label).error === null) finished++;
      }),
      { numRuns: 40, seed: 2629 },
    );
    expect(finished).toBeGreaterThan(15);
  }, 180_000);

  it("reads the values once per kind of lead card where each is `A of leadCard` with A an attribute of the kinds", () => {
    const follow = "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)";
    const byLeadKind = (attrs: string, f = follow) => compileRules(followRuleset(attrs, f)).followLifted?.keyed?.byLeadKind;
    expect(byLeadKind(CLASS_ATTRS)).toBe(true);
    expect(byLeadKind(CLASS_ATTRS.replace("card followCls: cls of leadCard", "card followCls: if round = 1 then cls of leadCard else 2"))).toBe(false);
    expect(byLeadKind(`${CLASS_ATTRS}\ncard big: rank > 5\ncard leadBig: big of leadCard`, `${follow} and (cls = 0 or leadBig)`)).toBe(false);
    expect(compileRules(stichMeisterWith(FOUR_CARDS)!).followLifted?.keyed?.byLeadKind).toBe(true);
    // A card-free value of the round constants (card 28 alone: `isTrump` with no trump rule in force is
    // false for every card) is fixed for a play session as `active(n)` is.
    expect(byLeadKind(`${CLASS_ATTRS}\ncard strict: round > 1`, `${follow} and (not strict or cls = followCls or cls = 0)`)).toBe(true);
    expect(compileRules(stichMeisterWith(["cards/28-forced-trumping.stich"])!).followLifted?.keyed?.byLeadKind).toBe(true);
  });

  it("keeps the lead kinds' codes for the next sessions while the session's values stay, and reads them anew when these change", () => {
    // The four cards (`active(28)` the session's value) and card 28 alone (`isTrump` too): kept. A value of
    // the round (`strict: round > 2`, four rounds) changes between rounds 2 and 3: kept from round 1 to 2
    // and 3 to 4, read anew at round 3, and the games are the general path's.
    const strict = smallRuleset({ attrs: `${CLASS_ATTRS}\ncard strict: round > 2`, follow: "(cls = followCls or count(hand where cls = followCls) = 0) and (not strict or cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", rounds: 4 });
    const cases: [string, RulesetIR][] = [["the four cards", stichMeisterWith(FOUR_CARDS)!], ["card 28 alone", stichMeisterWith(["cards/28-forced-trumping.stich"])!], ["a value of the round", strict]];
    for (const [label, ir] of cases) {
      expect(compileRules(ir).followLifted?.keyed?.byLeadKind, label).toBe(true);
      const kept = grew(keptCodes);
      const tricks = grew(leadKindTricks);
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 4; seed++) expectSamePlay(ir, players, 900 + seed, label);
      }
      expect(kept(), label).toBeGreaterThan(0);
      expect(tricks(), label).toBeGreaterThan(0);
    }
  });

  it("takes a trick's code from its lead card's kind where a value of the play is one of the round (card 28 alone)", () => {
    const cases: [string, RulesetIR][] = [
      ["card 28 alone", stichMeisterWith(["cards/28-forced-trumping.stich"])!],
      ["a value of the round", followRuleset(`${CLASS_ATTRS}\ncard strict: round > 1`, "(cls = followCls or count(hand where cls = followCls) = 0) and (not strict or cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)")],
    ];
    for (const [label, ir] of cases) {
      const tricks = grew(leadKindTricks);
      const drawn = grew(keyedDraws);
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 4; seed++) expectSamePlay(ir, players, 700 + seed, label);
      }
      expect(tricks(), label).toBeGreaterThan(0);
      expect(drawn(), label).toBeGreaterThan(0);
    }
  });

  // [label, attributes, follow, drawn from the kinds?]
  const cases: [string, string, string, boolean][] = [
    ["card 28's shape", CLASS_ATTRS, "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", true],
    ["two attributes, one of the rank", `${CLASS_ATTRS}\ncard high: rank > 6`, "(cls = followCls or count(hand where cls = followCls) = 0) and (high or count(hand where high and cls = followCls) = 0)", true],
    // Every held kind allowed at times (no walk), some kinds never held together.
    ["a kind allowed only with another held", `${CLASS_ATTRS}\ncard low: rank < 4`, "cls = followCls or count(hand where cls = followCls) = 0 or (low and count(hand where low and cls != followCls) != 0)", true],
    // The kinds made anew each round: the same kind numbers mean other values, the counts are made again.
    ["kinds that change with the round", "card c: if round = 1 then (if suit = red then 0 else if suit = blue then 1 else 2) else (if suit = red then 2 else if suit = blue then 1 else 0)\ncard fc: c of leadCard", "(c = fc or count(hand where c = fc) = 0) and (c = 0 or count(hand where c = fc) > 0 or count(hand where c = 0) = 0)", true],
    // The class to follow changes with the round (not `A of leadCard`): read once per trick.
    ["a class to follow that changes with the round", CLASS_ATTRS.replace("card followCls: cls of leadCard", "card followCls: if round = 1 then cls of leadCard else (cls of leadCard + 1) mod 3"), "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", true],
    // A value of the lead card that is not one of the kinds' attributes (`big` is read of the lead card only).
    ["the lead card's value of another attribute", `${CLASS_ATTRS}\ncard big: rank > 5\ncard leadBig: big of leadCard`, "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or leadBig or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", true],
    // Not drawn so: the class to follow is the last card's (one per play, not per trick).
    ["the last card's class", "card cls: if suit = red then 0 else if suit = blue then 1 else 2\ncard followCls: cls of lastCard", "(cls = followCls or count(hand where cls = followCls) = 0) and (cls = 0 or count(hand where cls = followCls) > 0 or count(hand where cls = 0) = 0)", false],
  ];
  for (const [label, attrs, follow, keyed] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = followRuleset(attrs, follow);
      const rules = compileRules(ir);
      expect(rules.followLifted?.keyed, label).not.toBeNull();
      expect(rules.followLifted?.keyed?.perTrick, label).toBe(keyed);
      const drawn = grew(keyedDraws);
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 5; seed++) expectSamePlay(ir, players, seed, label);
      }
      expect(drawn() > 0, label).toBe(keyed);
    });
  }

  it("leaves a hand with no card that may follow to the listing, which raises it as the general path does", () => {
    const ir = followRuleset(CLASS_ATTRS, "cls = followCls");
    expect(compileRules(ir).followLifted?.keyed?.perTrick).toBe(true);
    let errors = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 4; seed++) if (expectSamePlay(ir, players, seed, "must follow").error !== null) errors++;
    }
    expect(errors).toBeGreaterThan(0);
  });

  it("gives a trick value that is not a small whole number back to the rules", () => {
    const ir = followRuleset(`${CLASS_ATTRS}\ncard far: followCls + 100`, "(cls + 100 = far or count(hand where cls + 100 = far) = 0) and (cls = 0 or count(hand where cls = 0) = 0 or count(hand where cls + 100 = far) > 0)");
    expect(compileRules(ir).followLifted?.keyed?.perTrick).toBe(true);
    const drawn = grew(keyedDraws);
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 4; seed++) expectSamePlay(ir, players, seed, "far");
    }
    expect(drawn()).toBe(0);
  });
});
