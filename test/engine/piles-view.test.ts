// The piles' view (src/engine/flow/piles.ts): a seat's pile shows its cards to its owner, and to
// everyone when the pile is public or a `reveal` step revealed it this round; otherwise only their number.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { loadRuleset } from "../support/rulesets.js";

/** A 4-player game of the Sticheln variant `file` after every seat has chosen its misery card. */
function afterMisery(file: string): Game {
  const g = Game.create(loadRuleset(`rulesets/sticheln/${file}.stich`), { players: 4, seed: 3 });
  for (const s of [0, 1, 2, 3]) g.apply(s, g.legalActions(s)[0]!);
  return g;
}

describe("the piles' view", () => {
  it("shows a pile visible to its owner (`pile misery: owner`) to that seat only: the others see how many cards", () => {
    const g = afterMisery("hazy");
    const misery = g.state().piles["misery"]!;
    for (let seat = 0; seat < 4; seat++) {
      expect(g.observe(seat).piles["misery"], `seat ${seat}`).toEqual(misery.map((cards, owner) => (owner === seat ? cards : cards.length)));
    }
  });

  it("shows every seat's pile to everyone once a reveal step revealed it this round", () => {
    const g = afterMisery("classic");
    const misery = g.state().piles["misery"]!;
    expect(misery.every((cards) => cards.length === 1)).toBe(true);
    for (let seat = 0; seat < 4; seat++) expect(g.observe(seat).piles["misery"], `seat ${seat}`).toEqual(misery);
  });
});
