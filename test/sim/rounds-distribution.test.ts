// The game-length report's distribution of rounds per game (SimulateReport.length.roundsDistribution):
// every finished game counted once under its own number of rounds, merged alike from any chunks.
import { describe, expect, it } from "vitest";
import { simulate } from "../../src/sim/simulate.js";
import { compileIn } from "../lang/helpers.js";

// A game that ends once a seat has taken 4 tricks in total: its length varies from game to game.
const RACE = compileIn(`game "Race"
players 3..4
suits red blue
deck red blue 1..6
deal 3 each
score: tricks
end when: total >= 4
winner: highest total
`).ir!;

describe("rounds per game", () => {
  it("counts each finished game under its number of rounds, the lengths ascending", () => {
    const r = simulate({ ir: RACE, players: 3, games: 60, seed: 4, bots: ["random", "random", "random"] });
    const d = r.length.roundsDistribution!;
    expect(d.length).toBeGreaterThan(1);
    expect(d.reduce((a, x) => a + x.games, 0)).toBe(r.games);
    expect(d.map((x) => x.rounds)).toEqual([...d.map((x) => x.rounds)].sort((a, b) => a - b));
    expect(d[0]!.rounds).toBe(r.length.rounds.min);
    expect(d[d.length - 1]!.rounds).toBe(r.length.rounds.max);
    const mean = d.reduce((a, x) => a + x.rounds * x.games, 0) / r.games;
    expect(mean).toBeCloseTo(r.length.rounds.mean, 9);
  });
});
