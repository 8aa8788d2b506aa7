// Whether a seat can make a choice of several cards (steps/card-choice.ts hasChoice, asked for every
// seat when a choose step starts) is counted, not walked: it must say what listing every subset of
// the hand would say. Checked against a plain enumeration of the subsets here, on random hands of
// Sticheln Classic's deck (five or six suits), for choices of 0 to 6 cards with and without the rule
// that the cards be of different suits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKernel } from "../../src/engine/assembly/create.js";
import { hasChoice } from "../../src/engine/steps/card-choice.js";
import { loadRuleset } from "../support/rulesets.js";

/** Is there a set of `count` of the cards (of pairwise different suits, with `distinct`)? Every subset tried. */
function someSubset(cards: readonly number[], suitOf: ArrayLike<number>, count: number, distinct: boolean, from = 0, suits: number[] = []): boolean {
  if (suits.length === count) return true;
  for (let i = from; i < cards.length; i++) {
    const s = suitOf[cards[i]!]!;
    if (distinct && suits.includes(s)) continue;
    suits.push(s);
    const found = someSubset(cards, suitOf, count, distinct, i + 1, suits);
    suits.pop();
    if (found) return true;
  }
  return false;
}

describe("hasChoice", () => {
  const ir = loadRuleset("rulesets/sticheln/classic.stich");
  for (const players of [3, 6]) {
    it(`answers as the subsets do, ${players}-player deck`, () => {
      const k = createKernel(ir, { players, seed: 1 });
      const deckSize = k.deck.cards.length;
      let yes = 0;
      let no = 0;
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 0, max: deckSize - 1 }), { maxLength: 9 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), (hand, count, distinct) => {
          const want = someSubset(hand, k.st.suitOf, count, distinct);
          if (want) yes++;
          else no++;
          expect(hasChoice(k, hand, count, distinct)).toBe(want);
        }),
        { numRuns: 800 },
      );
      // Both answers were asked for, often.
      expect(Math.min(yes, no)).toBeGreaterThan(100);
    });
  }
});
