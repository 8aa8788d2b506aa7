// The fast paths against the general path on random rulesets whose per-card rules read a let or a
// card attribute that can fail (a list position outside its list: test/support/fixtures/lets.ts),
// guarded so that the rules mostly never read it where it fails. The fast compilation lifts card-free
// parts ahead of the walk over the cards (expr/compile.ts compilePredicate): a lifted part that can
// fail would stop a game the general path plays to its end (2b55636 for lets, e75ad3b for card
// attributes). DIFFUZZ_RUNS=N plays more draws, FC_SEED=N others (a local campaign).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { expectSamePlay } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";

const RUNS = Number(process.env["DIFFUZZ_RUNS"] ?? "") || 100;

/** The draws with a failing let (half of all draws: the others are differential.test.ts's; other fixtures' lets do not count). */
const withFailingLet = randomRuleset.filter(({ label }) => (JSON.parse(label) as { failingLet: number }).failingLet > 0);

describe("fast and general paths agree where a per-card rule reads a let that can fail", () => {
  it("on random fixture rulesets with a failing let", () => {
    let grid = 0;
    let finished = 0;
    let stopped = 0;
    fc.assert(
      fc.property(withFailingLet, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawnPlayers, seed) => {
        const players = playersFor(ir, drawnPlayers);
        if (Game.fastPaths(ir).grid) grid++;
        const run = expectSamePlay(ir, players, seed, label);
        if (run.error === null) finished++;
        else stopped++;
      }),
      { numRuns: RUNS },
    );
    // The draws ran the fast paths, and covered games the rules play to their end (the position
    // never read where it fails) and games they stop (read there).
    expect(grid).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(RUNS / 4);
    expect(stopped).toBeGreaterThan(0);
  }, 120_000);
});
