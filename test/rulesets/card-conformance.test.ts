// The engine invariants (test/support/invariants.ts) under random sets of Stich-Meister rule cards:
// fast-check draws a set (at most one trump card 1..20 and one to three cards of 21..60 present in
// rulesets/stich-meister/cards), a player count, a deal seed and a random bot's stream; the base game
// is compiled with that set in force and played at random while cards stay conserved, legality and
// turn agree, the result adds up, a log replays exactly, and observations hide the other hands.
//
// The sampler's property (a world drawn from a seat's observation gives the same observation) is
// checked for every kind of card set: with trump cards it used to fail with no-consistent-sample
// (cards 3 + 28, 4 players, seed 4, random decisions from new Rng(0): after 219 of them
// sampleHidden(0, new Rng(0)) found no deal in round 4) before the sampler repaired its draws.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { PAIRED_CARDS, TRUMP_CARDS, comboName, type RuleCardFile } from "../../scripts/card-sweep/plan.js";
import { listRuleCards } from "../../scripts/card-sweep/play.js";
import { compile } from "../../src/lang/compile.js";
import { expectConserved, expectOwnDealOnly, expectResultAddsUp, expectTurnAgreesWithLegality } from "../support/invariants.js";
import { ROOT, compileFile } from "../support/rulesets.js";

const BASE = "rulesets/stich-meister/base.stich";
const cards = listRuleCards(BASE);
const trumps = cards.filter((c) => c.number <= TRUMP_CARDS.max);
const paired = cards.filter((c) => c.number >= PAIRED_CARDS.min && c.number <= PAIRED_CARDS.max);

const readFile = (path: string): string | undefined => {
  const abs = join(ROOT, path);
  return existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
};

const compiled = new Map<string, RulesetIR>();
function rulesetWith(set: readonly RuleCardFile[]): RulesetIR {
  const key = comboName({ cards: set });
  const hit = compiled.get(key);
  if (hit) return hit;
  const r = compile(readFileSync(join(ROOT, BASE), "utf8"), { file: BASE, readFile, with: set.map((c) => c.path) });
  if (!r.ir) throw new Error(`${BASE} with ${key} does not compile:\n${r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join("\n")}`);
  compiled.set(key, r.ir);
  return r.ir;
}

const cardSet = (withTrump: boolean) =>
  fc
    .record({ trump: withTrump ? fc.constantFrom(...trumps).map((t) => [t]) : fc.constant([]), others: fc.subarray(paired, { minLength: 1, maxLength: 3 }) })
    .map(({ trump, others }) => [...trump, ...others].sort((a, b) => a.number - b.number));
const anySet = fc.oneof(cardSet(true), cardSet(false));
const game = fc.record({ players: fc.constantFrom(3, 4, 5), seed: fc.integer({ min: 0, max: 2 ** 31 }), bot: fc.integer() });

describe("Stich-Meister under random rule cards: engine invariants", () => {
  it("the base compiles clean", () => {
    expect(compileFile(BASE).diagnostics).toEqual([]);
  });

  // Fails if a card's change breaks conservation (e.g. a pass losing a card), legality or the result.
  it("conserves cards, offers legal actions exactly to the seats to act, and ends with a result that adds up", () => {
    fc.assert(
      fc.property(anySet, game, (set, { players, seed, bot }) => {
        const ir = rulesetWith(set);
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(bot);
        while (!g.isOver) {
          expectConserved(g);
          expectTurnAgreesWithLegality(g);
          const seat = g.toAct()[0]!;
          g.apply(seat, rng.pick(g.legalActions(seat)));
        }
        expectConserved(g);
        expectTurnAgreesWithLegality(g);
        expectResultAddsUp(ir, g);
      }),
      { numRuns: 25 },
    );
  });

  it("replays a log exactly", () => {
    fc.assert(
      fc.property(anySet, game, (set, { players, seed, bot }) => {
        const ir = rulesetWith(set);
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(bot);
        while (!g.isOver) {
          const seat = g.toAct()[0]!;
          g.apply(seat, rng.pick(g.legalActions(seat)));
        }
        const r = Game.create(ir, { players, seed });
        for (const a of g.actions) r.apply(a.seat, a.action);
        expect(r.events).toEqual(g.events);
        expect(r.result()).toEqual(g.result());
        expect(r.digest()).toBe(g.digest());
      }),
      { numRuns: 20 },
    );
  });

  /** Plays `cut` random decisions, then checks every seat's observation (and its samples if asked). */
  function observeAt(set: readonly RuleCardFile[], players: number, seed: number, bot: number, cut: number, sample: boolean, tally: { sampledHidden: number; differed: number }): void {
    const ir = rulesetWith(set);
    const g = Game.create(ir, { players, seed });
    const rng = new Rng(bot);
    for (let i = 0; i < cut && !g.isOver; i++) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    for (let seat = 0; seat < players; seat++) {
      const obs = g.observe(seat);
      expectOwnDealOnly(g, obs, seat);
      if (!sample) continue;
      const world = g.sampleHidden(seat, new Rng(bot ^ seat));
      expect(world.observe(seat)).toEqual(obs);
      if (g.state().hands.some((h, s) => s !== seat && h.length > 0) && !g.isOver) {
        tally.sampledHidden++;
        for (let k = 0; k < 5; k++) {
          if (JSON.stringify(g.sampleHidden(seat, new Rng(bot * 31 + k)).state().hands) !== JSON.stringify(g.state().hands)) {
            tally.differed++;
            break;
          }
        }
      }
    }
  }

  it("observations hide the other hands, whatever the cards", () => {
    const tally = { sampledHidden: 0, differed: 0 };
    fc.assert(
      fc.property(anySet, game, fc.integer({ min: 0, max: 400 }), (set, { players, seed, bot }, cut) => observeAt(set, players, seed, bot, cut, false, tally)),
      { numRuns: 20 },
    );
  });

  it("samples agree with the observation without copying the hidden cards", () => {
    const tally = { sampledHidden: 0, differed: 0 };
    fc.assert(
      fc.property(anySet, game, fc.integer({ min: 0, max: 400 }), (set, { players, seed, bot }, cut) => observeAt(set, players, seed, bot, cut, true, tally)),
      { numRuns: 40 },
    );
    if (tally.sampledHidden > 0) expect(tally.differed).toBeGreaterThan(tally.sampledHidden * 0.5);
  });
});
