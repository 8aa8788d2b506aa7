// `except` leaves ranks out of every suit of a deck (a three-player deck without the 1, 10 and 13).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { compileIn, where } from "./helpers.js";

const game = (deck: string): string => `game "T"
players 3..4
suits fan coin koi gate
deck by players {
  3: fan coin koi gate 1..15 except 1 10 13
  4: ${deck}
}
score: count(won)
`;

describe("deck ... except", () => {
  it("leaves the listed ranks out of every suit, at that player count only", () => {
    const r = compileIn(game("fan coin koi gate 1..15"));
    expect(where(r)).toEqual([]);
    const three = Game.cardsOf(r.ir!, 3)!;
    expect(three).toHaveLength(48);
    expect(three.some((c) => [1, 10, 13].includes(c.rank))).toBe(false);
    expect(three.filter((c) => c.rank === 2)).toHaveLength(4);
    expect(Game.cardsOf(r.ir!, 4)).toHaveLength(60);
    // The deal uses the smaller deck: 16 cards each.
    const g = Game.create(r.ir!, { players: 3, seed: 5 });
    expect(g.observe(0).hand).toHaveLength(16);
  });

  it("reports a rank outside the range, a repeated one, and a deck left empty, at the number", () => {
    expect(where(compileIn(game("fan coin koi gate 1..15 except 16")))).toEqual(["SW4017@6:37"]);
    expect(where(compileIn(game("fan coin koi gate 1..15 except 2 2")))).toEqual(["SW4017@6:39"]);
    expect(where(compileIn(game("fan coin koi gate 1..2 except 1 2")))).toEqual(["SW4017@6:38"]);
    expect(compileIn(game("fan coin koi gate 1..15 except 16")).diagnostics[0]!.message).toContain("rank 16 is not in 1..15");
  });
});
