// Trick.cardList (core/trick.ts): the list of a trick's cards a held trick keeps (tricks/award.ts
// awardOne). Written as a literal for the usual sizes, so each branch is checked against the cards in
// play order, on a trick object reused for a smaller trick (the storage beyond `size` holds an older
// trick's cards), and the list must be the trick's own copy.
import { describe, expect, it } from "vitest";
import { Trick } from "../../src/engine/core/trick.js";

function trickOf(cards: readonly number[], reuse?: Trick): Trick {
  const t = reuse ?? new Trick();
  t.reset(7, 0);
  cards.forEach((c, i) => t.add(i % 5, c));
  return t;
}

describe("Trick.cardList", () => {
  it("is the cards in play order at every size, also on a reused trick holding an older, larger one", () => {
    for (let n = 0; n <= 9; n++) {
      const cards = Array.from({ length: n }, (_, i) => 40 - 3 * i);
      expect(trickOf(cards).cardList()).toEqual(cards);
      const reused = trickOf([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
      expect(trickOf(cards, reused).cardList()).toEqual(cards);
    }
  });

  it("is a new list: neither the trick's later plays nor a reset change it", () => {
    const t = trickOf([5, 9, 2, 11]);
    const list = t.cardList();
    t.reset(8, 1);
    t.add(0, 30);
    t.add(1, 31);
    expect(list).toEqual([5, 9, 2, 11]);
    expect(t.cardList()).toEqual([30, 31]);
  });
});
