// X's key read from the lead card's key in the hand counts (fast/lead-key.ts, fast/rule-cycles.ts):
// where `follow` is `A = X or count(hand where A = X) = 0` and X is declared `A of leadCard`, the
// whole-cycle loop takes a trick's key from the counts as its lead card falls, instead of evaluating X
// at the trick's first follow. It must play the general path's games (the plain interpreter, every
// decision listed), and must not run where X is anything else: another attribute of the lead card, A of
// the last card. A that changes from round to round checks that a new session's first trick does not
// read the last session's keys; a boolean A checks the keys of booleans.
import { describe, expect, it } from "vitest";
import { keyOfLeadCard } from "../../src/engine/fast/lead-key.js";
import { leadKeys, perTrickDraws } from "../../src/engine/fast/rule-cycles.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay, playFast } from "../support/differential.js";
import { grew, smallRuleset } from "../support/follow-rulesets.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

const SUIT_CLASS = "card cls: if suit = red then 0 else if suit = blue then 1 else 2";

function ruleset(attrs: string, follow: string, rounds = 3): RulesetIR {
  return smallRuleset({ attrs, follow, rounds, winner: "highest (if cls = cls of leadCard then rank else 0)", score: "score: count(won) + 3 * tricks" });
}

const MATCH = "cls = fc or count(hand where cls = fc) = 0";

describe("X's key from the lead card's key in the hand counts", () => {
  it("plays Stich-Meister's games as the general path: base, random card sets, 3-5 players", () => {
    const keys = grew(leadKeys);
    let games = 0;
    for (const set of [[], ...randomStichMeisterCardSets(5101, 10)]) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) expectSamePlay(ir, players, 700 + games++, set.join(" ") || "base");
    }
    expect(games).toBeGreaterThan(20);
    expect(keys()).toBeGreaterThan(0);
  }, 240_000);

  // [label, attributes, follow, taken from the lead card's key]
  const cases: [string, string, string, boolean][] = [
    ["X = A of the lead card", `${SUIT_CLASS}\ncard fc: cls of leadCard`, MATCH, true],
    ["X = A of the lead card, the equation the other way round", `${SUIT_CLASS}\ncard fc: cls of leadCard`, "fc = cls or count(hand where fc = cls) = 0", true],
    ["A changes with the round", "card cls: if round = 2 then (if rank > 5 then 0 else 1) else if suit = red then 0 else if suit = blue then 1 else 2\ncard fc: cls of leadCard", MATCH, true],
    ["A a boolean", `${SUIT_CLASS}\ncard hi: rank > 4 and suit != gold\ncard fh: hi of leadCard`, "hi = fh or count(hand where hi = fh) = 0", true],
    ["X another attribute of the lead card", `${SUIT_CLASS}\ncard half: if rank > 5 then 0 else 1\ncard fc: half of leadCard`, MATCH, false],
    ["X = A of the last card", `${SUIT_CLASS}\ncard fc: cls of lastCard`, MATCH, false],
  ];
  for (const [label, attrs, follow, keyed] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = ruleset(attrs, follow);
      expect(keyOfLeadCard(ir), label).toBe(keyed);
      const keys = grew(leadKeys);
      const draws = grew(perTrickDraws);
      for (const players of [3, 4, 5]) {
        for (let seed = 1; seed <= 12; seed++) expectSamePlay(ir, players, seed, label);
        for (let seed = 100; seed < 130; seed++) playFast(ir, players, seed);
      }
      if (keyed) {
        expect(keys(), label).toBeGreaterThan(0);
        expect(draws(), label).toBeGreaterThan(0);
      } else expect(keys(), label).toBe(0);
    });
  }
});
