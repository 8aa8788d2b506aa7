// A card set aside for the last trick (steps/reserve.ts) leaves every fast path on: the choice is made
// before trick play through its decision, and the trick of the set-aside cards is played, judged and
// awarded at the cycle end every path shares (tricks/cycle.ts beginCycle's handPlayOver hook, which the
// loops reach through endCycleWith). So the loops must play the same games as the general path on the
// reference rules (expectSamePlay): Stich-Meister with card 24 alone and with cards that change the
// lead, the direction, the trick's holder, when trick play stops and what follows (the rule-cycle loop,
// fast/rule-cycles.ts), and Sticheln Classic with a reserve step (no duty to follow: the single-trick
// cycle loop, fast/random-cycles.ts, with the rank table). Each checks that its loop ran.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { loadRuleset, stichMeisterWith } from "../support/rulesets.js";

const CARD_24 = "cards/24-set-aside-for-last-trick.stich";

/** Plays `ir` both ways at `players`, seeds `seeds`; returns how often `runs` was entered by the fast side. */
function entries(ir: RulesetIR, label: string, players: readonly number[], seeds: readonly number[], runs: { readonly count: number }): number {
  const start = runs.count;
  for (const p of players) for (const seed of seeds) expectSamePlay(ir, p, seed, label);
  return runs.count - start;
}

describe("a card set aside for the last trick, under the fast paths", () => {
  it("turns no fast path off: Stich-Meister with card 24 has base's", () => {
    expect(Game.fastPaths(stichMeisterWith([CARD_24])!)).toEqual(Game.fastPaths(stichMeisterWith([])!));
  });

  const sets: string[][] = [
    [CARD_24],
    [CARD_24, "cards/22-pass-three-right.stich"],
    [CARD_24, "cards/35-trick-to-the-left.stich"],
    [CARD_24, "cards/36-right-of-winner-leads.stich"],
    [CARD_24, "cards/37-alternating-direction.stich"],
    [CARD_24, "cards/40-last-three-one-trick.stich"],
    [CARD_24, "cards/25-three-cards-face-up.stich", "cards/27-follow-last-card.stich"],
    ["cards/01-trump-twos.stich", CARD_24, "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich"],
    [CARD_24, "cards/39-last-trick-gives-all.stich", "cards/45-last-triple-first-two-zero.stich"],
  ];
  for (const set of sets) {
    it(`plays Stich-Meister + ${set.map((c) => c.slice(6, 8)).join(", ")} as the general path, 3-5 players (rule-cycle loop)`, () => {
      const ir = stichMeisterWith(set);
      expect(ir, set.join(" ")).not.toBeNull();
      expect(entries(ir!, set.join(" "), [3, 4, 5], [1, 2, 3, 4], ruleCycleRuns)).toBeGreaterThan(0);
    }, 60_000);
  }

  it("plays Sticheln Classic with a reserve step as the general path (single-trick cycle loop)", () => {
    const classic = loadRuleset("rulesets/sticheln/classic.stich");
    const ir: RulesetIR = { ...classic, beforeTricks: [...classic.beforeTricks, { kind: "reserve" }] };
    expect(Game.fastPaths(ir)).toEqual(Game.fastPaths(classic));
    expect(Game.fastPaths(ir).cycles).toBe(true);
    expect(entries(ir, "classic + reserve", [ir.players.min, 4, ir.players.max], [1, 2, 3], cycleLoopRuns)).toBeGreaterThan(0);
  }, 60_000);
});
