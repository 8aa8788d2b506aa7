// The whole-trick loop (fast/rule-cycles.ts) steps to the next seat in the direction of play itself
// where every seat held cards when the cycle began (everyoneCycles counts those cycles), and asks
// nextWithCards otherwise: the same game as the general path (expectSamePlay compares the state after
// every cycle), on Stich-Meister base at 3-5 players and with card 37 (the direction alternates).
import { describe, expect, it } from "vitest";
import { everyoneCycles } from "../../src/engine/fast/rule-cycles.js";
import { expectSamePlay } from "../support/differential.js";
import { grew } from "../support/follow-rulesets.js";
import { stichMeisterWith } from "../support/rulesets.js";

describe("the whole-trick loop's own step to the next seat", () => {
  for (const set of [[], ["cards/37-alternating-direction.stich"], ["cards/01-trump-twos.stich", "cards/37-alternating-direction.stich"]]) {
    it(`plays the general path's game: ${set.join(" ") || "base"}, 3-5 players`, () => {
      const ir = stichMeisterWith(set)!;
      const cycles = grew(everyoneCycles);
      for (let players = 3; players <= 5; players++) {
        for (let seed = 1; seed <= 3; seed++) expectSamePlay(ir, players, 500 + seed, set.join(" ") || "base");
      }
      // Every trick of these games is such a cycle: 4 rounds of 16 tricks at 3 players, 5 of 12 at 5.
      expect(cycles()).toBeGreaterThan(100);
    });
  }
});
