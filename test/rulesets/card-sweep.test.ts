// Issue 16's sweep, in CI: every pair of Stich-Meister rule cards 21..60 present (each with a trump
// card, 1..20 in turn, at 3, 4 or 5 players in turn) plays PAIR_GAMES random games with no failure, and
// so does (card-sweep-sample.test.ts, a file of its own so that vitest runs the two at once) a seeded
// sample of 4-card combinations. `npm run sweep` runs both; a failure here prints the combination,
// player count, seeds and the command that replays it.
import { describe, expect, it } from "vitest";
import { pairCombos, sampleCombos, ruleCardsOf, comboName, PAIRED_CARDS, TRUMP_CARDS } from "../../scripts/card-sweep/plan.js";
import { listRuleCards, playCombo, playCombos as sweep } from "../../scripts/card-sweep/play.js";

const BASE = "rulesets/stich-meister/base.stich";
const SEED = 1;
const PAIR_GAMES = 50;

describe("the sweep's plan", () => {
  const names = ["01-a.stich", "02-b.stich", "03-c.stich", "21-x.stich", "22-y.stich", "30-z.stich", "60-w.stich", "notes.md"];
  const cards = ruleCardsOf(names);

  it("pairs every two cards of 21..60 once, each with a trump card in turn, at 3, 4, 5 players in turn", () => {
    const pairs = pairCombos(cards, SEED);
    expect(pairs.map(comboName)).toEqual(["1+21+22", "2+21+30", "3+21+60", "1+22+30", "2+22+60", "3+30+60"]);
    expect(pairs.map((p) => p.players)).toEqual([3, 4, 5, 3, 4, 5]);
    expect(new Set(pairs.map((p) => p.seed)).size).toBe(pairs.length);
    expect(pairCombos(cards, SEED)).toEqual(pairs);
  });

  it("samples distinct 4-card combinations (3 of 21..60, one trump), the same ones for the same seed", () => {
    const sample = sampleCombos(cards, 100, SEED, 6);
    // 3 trumps x 4 triples of the 4 paired cards = 12 distinct combinations at most.
    expect(sample.length).toBe(12);
    expect(new Set(sample.map(comboName)).size).toBe(12);
    for (const c of sample) {
      expect(c.cards.filter((x) => x.number <= TRUMP_CARDS.max)).toHaveLength(1);
      expect(c.cards.filter((x) => x.number >= PAIRED_CARDS.min)).toHaveLength(3);
    }
    expect(sample[0]!.index).toBe(6);
    expect(sampleCombos(cards, 100, SEED, 6)).toEqual(sample);
    expect(sampleCombos(cards, 100, SEED + 1, 6).map(comboName)).not.toEqual(sample.map(comboName));
  });

  it("a failure is reported with its combination, players and a replay command", () => {
    const bad = { index: 0, kind: "pair" as const, cards: [{ number: 99, path: "cards/99-missing.stich" }], players: 4, seed: 7 };
    const r = playCombo(BASE, bad, 1);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ combo: "99", players: 4, code: "compile" });
    expect(r.failures[0]!.repro).toContain("--with cards/99-missing.stich --players 4 --games 1 --seed 7");
  });
});

describe("Stich-Meister rule cards: the sweep", () => {
  const cards = listRuleCards(BASE);
  const pairs = pairCombos(cards, SEED);

  it(`every pair of cards 21..60 with a trump card plays ${PAIR_GAMES} games without a failure`, () => {
    // Every trump card present takes part once there are enough pairs.
    const trumps = cards.filter((c) => c.number <= TRUMP_CARDS.max).length;
    if (pairs.length >= trumps) expect(new Set(pairs.map((p) => p.cards[0]!.number)).size).toBe(trumps);
    const { failures, played, ms } = sweep(BASE, pairs, PAIR_GAMES);
    console.log(`card sweep: ${pairs.length} pairs, ${played} games in ${(ms / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
    expect(played).toBe(pairs.length * PAIR_GAMES);
  }, 900_000);

});
