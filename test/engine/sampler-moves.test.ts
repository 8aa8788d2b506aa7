// The sampler when cards move between hands unseen (passing): over every decision of random games with
// one, two and three passes in a row, in both directions, a sampled world always agrees with the
// seat's observation, and one is found within the sampler's attempts at nearly every position. (It
// draws the unseen cards, repairs draws under which a play was illegal and drops those it cannot
// repair; should every attempt fail, a search bot plays that decision without worlds.
// sampler-repair.test.ts holds the sampler to no failure at all under must-follow with trumps.)
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import { compileIn } from "../lang/helpers.js";

function passing(steps: readonly string[]): string {
  return `game "Passing"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
before tricks {
${steps.map((s) => `  each player passes ${s}`).join("\n")}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`;
}

/** Samples a world for every seat to act at every decision; counts the positions where none was found. */
function sampleEverywhere(steps: readonly string[], seeds: number): { checks: number; exhausted: number } {
  const r = compileIn(passing(steps));
  expect(r.diagnostics).toEqual([]);
  let checks = 0;
  let exhausted = 0;
  for (const players of [3, 5]) {
    for (let seed = 0; seed < seeds; seed++) {
      const g = Game.create(r.ir!, { players, seed });
      const rng = new Rng(seed);
      while (!g.isOver) {
        for (const seat of g.toAct()) {
          checks++;
          try {
            expect(g.sampleHidden(seat, new Rng(seed * 101 + checks)).observe(seat)).toEqual(g.observe(seat));
          } catch (err) {
            if (!(err instanceof RuleError && err.code === "no-consistent-sample")) throw err;
            exhausted++;
          }
        }
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
    }
  }
  return { checks, exhausted };
}

describe("sampled worlds when cards pass between hands", () => {
  it.each([
    [["2 cards to the left"]],
    [["2 cards to the left", "1 card to the left"]],
    [["2 cards to the left", "2 cards to the right"]],
    [["1 card to the right", "1 card to the left", "1 card to the left"]],
  ])("agree with every observation, and one is found at nearly every position: %j", (steps) => {
    const { checks, exhausted } = sampleEverywhere(steps, 4);
    expect(checks).toBeGreaterThan(200);
    expect(exhausted / checks).toBeLessThan(0.01);
  });

  it("agree with every observation when a card can come back round, and nearly always one is found", () => {
    const { checks, exhausted } = sampleEverywhere(["3 cards to the left", "3 cards to the left", "3 cards to the left"], 4);
    expect(checks).toBeGreaterThan(200);
    expect(exhausted / checks).toBeLessThan(0.02);
  });
});
