// Issue 16's sweep, second part: a seeded sample of SAMPLE 4-card combinations of Stich-Meister rule
// cards (3 cards of 21..60 and a trump card, at 3, 4 or 5 players in turn) plays SAMPLE_GAMES random
// games each without a failure (1,000 x 50 games take about 3 minutes on a 2-core machine, beside the
// pair sweep in the other test worker).
import { describe, expect, it } from "vitest";
import { pairCombos, sampleCombos } from "../../scripts/card-sweep/plan.js";
import { listRuleCards, playCombos } from "../../scripts/card-sweep/play.js";

const BASE = "rulesets/stich-meister/base.stich";
const SEED = 1;
const SAMPLE = 1000;
const SAMPLE_GAMES = 50;

describe("Stich-Meister rule cards: the sweep's sample", () => {
  const cards = listRuleCards(BASE);
  // Indexed after the pairs, as npm run sweep numbers them, so both give a combination the same seed.
  const sample = sampleCombos(cards, SAMPLE, SEED, pairCombos(cards, SEED).length);

  it(`${SAMPLE} sampled 4-card combinations play ${SAMPLE_GAMES} games each without a failure`, () => {
    const { failures, played, ms } = playCombos(BASE, sample, SAMPLE_GAMES);
    console.log(`card sweep: ${sample.length} sampled combinations, ${played} games in ${(ms / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
    expect(played).toBe(sample.length * SAMPLE_GAMES);
  }, 900_000);
});
