// Winner tiers fixed per deck are read from tables (card-tables.ts). The tables must decide every
// trick exactly as evaluating the rules card by card does, and only fixed tiers may be tabled.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createKernel } from "../../src/engine/assembly/create.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { newState } from "../../src/engine/assembly/state.js";
import { Trick, playsOf } from "../../src/engine/core/trick.js";
import { trickWinner } from "../../src/engine/tricks/winner.js";
import { fixedPerDeck, tierTables, winnerRanks, TIER_KEY, TIER_LIVE, TIER_SKIP, type TierTable } from "../../src/engine/core/card-tables.js";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { deckFor } from "../../src/engine/core/cards.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { bin, call, num, ref, where } from "../support/ir-build.js";
import type { CompiledRules, CompiledTier } from "../../src/engine/rules/types.js";

/** The winner by evaluating each tier's rules for each card (what the engine did before tables). */
function liveWinner(g: Kernel, trick: Trick): number | null {
  const env = g.env;
  env.lead = trick.lead;
  env.trick = trick;
  for (const tier of g.rules.winnerTiers) {
    let best = -1;
    let bestKeys: number[] = [];
    playsOf(trick).forEach((p, i) => {
      env.card = p.card;
      env.seat = p.seat;
      if (!tier.where(env)) return;
      // Several keys compare in turn (the first that differs decides).
      const keys = tier.keys.map((k) => k.sign * (k.key(env) as number));
      let cmp = 0;
      for (let j = 0; j < keys.length && cmp === 0 && best !== -1; j++) cmp = Math.sign(keys[j]! - bestKeys[j]!);
      if (best === -1 || cmp > 0 || (g.ir.tricks.ties === "last" && cmp === 0)) {
        best = i;
        bestKeys = keys;
      }
    });
    if (best !== -1) return trick.seatAt(best);
  }
  return null;
}

describe("winner tables", () => {
  for (const file of rulesetFiles()) {
    it(`decide random tricks as the rules do, with either tie rule: ${file}`, () => {
      const shipped = loadRuleset(file);
      const flipped = { ...shipped, tricks: { ...shipped.tricks, ties: shipped.tricks.ties === "last" ? "first" : "last" } } as const;
      for (const [ir, players] of [shipped, flipped].flatMap((ir) => [ir.players.min, ir.players.max].map((n) => [ir, n] as const))) {
        const g = createKernel(ir, { players, seed: 1 });
        const size = g.deck.cards.length;
        fc.assert(
          fc.property(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: 1, maxLength: Math.min(players, 8) }), (cards) => {
            const trick = Trick.of(0, g.deck.suitOf[cards[0]!]!, cards.map((card, seat) => ({ seat, card })));
            const expected = liveWinner(g, trick);
            if (expected === null) expect(() => trickWinner(g, trick)).toThrow(/satisfies any winner tier/);
            else expect(trickWinner(g, trick)).toBe(expected);
          }),
          { numRuns: 200 },
        );
      }
    });
  }

  it("are built only from names that are the same in every game of a deck", () => {
    expect(fixedPerDeck(bin("and", bin("!=", ref("suit"), ref("lead")), bin("!=", ref("rank"), num(0))), false)).toBe(true);
    expect(fixedPerDeck(bin("*", ref("rank"), ref("players")), false)).toBe(true);
    expect(fixedPerDeck(bin("+", ref("rank"), ref("round")), false)).toBe(false);
    expect(fixedPerDeck(call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead")))), false)).toBe(false);
    expect(fixedPerDeck(call("roundScore", num(1)), false)).toBe(false);
    expect(fixedPerDeck(ref("total"), false)).toBe(false);
    // `trump` only when the trump rule is itself fixed.
    expect(fixedPerDeck(ref("trump"), true)).toBe(true);
    expect(fixedPerDeck(ref("trump"), false)).toBe(false);
  });

  it("leave a card to live evaluation where its rule fails, so the error comes only if it is played", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const deck = deckFor(ir, 3)!;
    // A tier whose key fails for rank 0 (say, a list position), and otherwise keys by rank.
    const tier: CompiledTier = {
      where: (e) => e.st.suitOf[e.card] === e.lead,
      keys: [
        {
          sign: 1,
          key: (e) => {
            if (e.st.rankOf[e.card] === 0) throw new Error("position 0 is outside the list");
            return e.st.rankOf[e.card]!;
          },
        },
      ],
      leadTable: null,
    };
    // A private deck object so the shared per-deck cache does not answer from the real ruleset's tables.
    const rules: CompiledRules = { ...compileRules(ir), winnerTiers: [tier], tierFixed: [true] };
    const st = newState({ players: 3, deck, seed: 1, ir, rules, opts: { players: 3, seed: 1 } });
    const [table] = tierTables({ ...deck }, rules, st);
    const size = deck.cards.length;
    const card = (suit: number, rank: number) => deck.cards.findIndex((c) => c.suit === suit && c.rank === rank);
    expect(table!.state[0 * size + card(0, 0)]).toBe(TIER_LIVE);
    expect(table!.state[0 * size + card(0, 5)]).toBe(TIER_KEY);
    expect(table!.key[0 * size + card(0, 5)]).toBe(5);
    expect(table!.state[1 * size + card(0, 5)]).toBe(TIER_SKIP);
  });
});

/** A tier table over `entries` (lead, card) places: null = the tier does not take the card, else its key. */
function table(entries: readonly (number | null)[], live: readonly number[] = []): TierTable {
  const state = new Uint8Array(entries.length);
  const key = new Float64Array(entries.length);
  entries.forEach((k, at) => {
    if (k === null) return;
    state[at] = TIER_KEY;
    key[at] = k;
  });
  for (const at of live) state[at] = TIER_LIVE;
  return { state, key };
}

/** The winner by walking the tiers in order (trickWinner's walk over tabled tiers), or null. */
function tierWalk(tables: readonly TierTable[], places: readonly number[], lastWins: boolean): number | null {
  for (const t of tables) {
    let best = -1;
    let bestKey = 0;
    places.forEach((at, i) => {
      if (t.state[at] !== TIER_KEY) return;
      const key = t.key[at]!;
      if (best === -1 || key > bestKey || (lastWins && key === bestKey)) {
        best = i;
        bestKey = key;
      }
    });
    if (best !== -1) return best;
  }
  return null;
}

describe("winner ranks (all tiers in one number)", () => {
  it("pick the same card as walking the tiers, for either tie rule", () => {
    const places = 12;
    // Few distinct keys, negative ones too, so that ties and tiers overlapping on a card are common.
    const entry = fc.option(fc.integer({ min: -3, max: 3 }), { nil: null, freq: 3 });
    const tiers = fc.array(fc.array(entry, { minLength: places, maxLength: places }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(tiers, fc.array(fc.integer({ min: 0, max: places - 1 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (entries, trick, lastWins) => {
        const tables = entries.map((e) => table(e));
        const ranks = winnerRanks(tables)!;
        expect(ranks).not.toBeNull();
        let best = -1;
        let bestRank = 0;
        trick.forEach((at, i) => {
          const r = ranks[at]!;
          if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
            best = i;
            bestRank = r;
          }
        });
        expect(best === -1 ? null : best).toBe(tierWalk(tables, trick, lastWins));
      }),
      { numRuns: 2000 },
    );
  });

  it("are not made where a tier is live, an entry is asked live, or keys are not whole or too far apart", () => {
    expect(winnerRanks([table([1, 2, null])])).not.toBeNull();
    expect(winnerRanks([table([1, 2, null]), null])).toBeNull();
    expect(winnerRanks([table([1, 2, null], [2])])).toBeNull();
    expect(winnerRanks([table([1, 2.5, null])])).toBeNull();
    expect(winnerRanks([table([-(2 ** 51), 2 ** 51, null]), table([0, null, 1])])).toBeNull();
    expect(winnerRanks([])).toBeNull();
  });
});
