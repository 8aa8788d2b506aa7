// Four fast paths against the general path on random rulesets drawn with their shapes
// (test/support/fixtures/fast-shapes.ts): the score as one walk (scoring/card-sum.ts), the trick's key
// from the lead card (fast/lead-key.ts), follow drawn from the kinds held (tricks/keyed-draw.ts), held
// tricks logged and counted by trickPoints (core/held-tricks.ts). The general path is the reference
// compilation with every decision listed, and with every held trick made into an object when held
// (tricks/held.ts withHeldBuilt), so the log is compared against the objects it stands for. Near
// shapes that must not take a path are drawn too. DIFFUZZ_RUNS=N plays more draws, FC_SEED=N others.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadKeys } from "../../src/engine/fast/rule-cycles.js";
import { keyedDraws } from "../../src/engine/tricks/keyed-draw.js";
import { withHeldBuilt } from "../../src/engine/tricks/held.js";
import { cardSumShape } from "../../src/engine/scoring/card-sum.js";
import { pileNamesOf } from "../../src/engine/flow/piles.js";
import { readsName } from "../../src/ir/reads.js";
import { expectSameRuns, playFast, playGeneral } from "../support/differential.js";
import { grew } from "../support/follow-rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";

const RUNS = Number(process.env["DIFFUZZ_RUNS"] ?? "") || 80;

/** The draws with at least one of the shapes (two thirds of all draws). */
const withShapes = randomRuleset.filter(({ label }) => {
  const o = JSON.parse(label) as Record<string, number>;
  return o["sumScore"]! > 0 || o["leadFollow"]! > 0 || o["heldWorth"]! > 0;
});

describe("fast and general paths agree on random rulesets with the shapes of today's fast paths", () => {
  it("on random fixture rulesets with a summed score, a lead card's key to follow or valued held tricks", () => {
    const keys = grew(leadKeys);
    const kinds = grew(keyedDraws);
    let walked = 0;
    let counted = 0;
    let finished = 0;
    fc.assert(
      fc.property(withShapes, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawnPlayers, seed) => {
        const players = playersFor(ir, drawnPlayers);
        if (cardSumShape(ir, ir.score, new Set(pileNamesOf(ir))) !== null) walked++;
        if (ir.trickValue && readsName(ir, "trickPoints") && !/"(cards|number|played)"/.test(JSON.stringify(ir.trickValue))) counted++;
        const general = withHeldBuilt(() => playGeneral(ir, players, seed));
        const fast = playFast(ir, players, seed);
        expectSameRuns(general, fast, `${label}, ${players} players, seed ${seed}`);
        if (general.error === null) {
          finished++;
          expect(JSON.stringify(fast.tally), label).toBe(JSON.stringify(general.tally));
        }
      }),
      { numRuns: RUNS },
    );
    // Each path was reached: scores walked at once, trick points counted, keys taken from the lead card, plays drawn from the kinds held.
    expect(walked).toBeGreaterThan(RUNS / 10);
    expect(counted).toBeGreaterThan(0);
    expect(keys()).toBeGreaterThan(0);
    expect(kinds()).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(RUNS / 4);
  }, 120_000);
});
