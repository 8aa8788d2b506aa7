// The sampler with hands of a hundred cards and more (issue 22, fuzz case 76767: Stich-Meister's base
// with its ranks widened to 1..101, 130 cards a hand at 3 players). Late in such a round a seat has
// shown voids, and the one card of the led suit left in its drawn hand is what makes its observed play
// illegal; a blind trade picks it about once in a hundred tries, so the sampler spent 500 x 100 trades
// (over a minute) and found no world. The trade now prefers the cards the seat could have played
// instead (view/repair.ts): a world is found for every seat after every action, with few repairs.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleStats } from "../../src/engine/view/sample.js";
import { buildObservation } from "../../src/engine/view/observe.js";
import { compile } from "../../src/lang/compile.js";

// A plain must-follow game, no trumps, with a large deck: 4 suits of 75 cards, 100 cards a hand.
const WIDE = `game "Wide must-follow"
players 3..3
rounds 1
suits north east south west
deck north east south west 1..75
deal 100 each

tricks {
  lead: left of dealer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
  ties: first
}

score: tricks
winner: highest total
`;

describe("sampled worlds with large hands", () => {
  it("are found for every seat late in the round, with few repairs a sample", () => {
    const r = compile(WIDE, { file: "wide.stich" });
    expect(r.diagnostics).toEqual([]);
    const ir = r.ir!;
    const stats: SampleStats = { samples: 0, draws: 0, repairs: 0 };
    let checks = 0;
    for (const seed of [1, 2]) {
      const g = Game.create(ir, { players: 3, seed });
      const rng = new Rng(seed);
      // Random play, sampling for every seat every 15 actions from the middle of the round on.
      for (let n = 0; !g.isOver; n++) {
        if (n >= 120 && n % 15 === 0) {
          for (let seat = 0; seat < 3; seat++) {
            checks++;
            const obs = g.observe(seat);
            const world = determinize(ir, obs, new Rng(checks), 20, stats);
            expect(buildObservation(world, seat)).toEqual(obs);
          }
        }
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
    }
    console.info(`${checks} samples, ${(stats.draws / checks).toFixed(2)} draws and ${(stats.repairs / checks).toFixed(1)} repairs per sample`);
    expect(checks).toBeGreaterThan(60);
    expect(stats.samples).toBe(checks);
    // Blind trades needed hundreds of repairs a sample here, and fresh draws besides.
    expect(stats.draws / checks).toBeLessThan(1.5);
    expect(stats.repairs / checks).toBeLessThan(40);
  }, 120_000);
});
