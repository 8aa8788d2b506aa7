// Invariants every ruleset must keep, checked with fast-check over seeds, player counts and random play.
// Registered for the engine fixtures (test/engine) and every shipped ruleset (test/rulesets).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playRandom } from "./play.js";

/** Every card of the deck is in exactly one place between decisions (hand, pile, open trick, leftover). */
function assertConserved(g: Game): void {
  const st = g.state();
  const all = [...st.hands.flat(), ...Object.values(st.piles).flat(2), ...st.openTricks.flatMap((t) => t.plays.map((p) => p.card)), ...st.leftover];
  expect(new Set(all).size).toBe(all.length);
  expect(all.length).toBe(g.cards.length);
}

export function engineProperties(name: string, ir: RulesetIR): void {
  const counts = Array.from({ length: ir.players.max - ir.players.min + 1 }, (_, i) => ir.players.min + i);
  const arb = fc.record({ players: fc.constantFrom(...counts), seed: fc.integer({ min: 0, max: 2 ** 31 }), bot: fc.integer() });

  describe(`${name}: engine invariants`, () => {
    it("conserves cards and always offers a legal action until the end", () => {
      fc.assert(
        fc.property(arb, ({ players, seed, bot }) => {
          const g = Game.create(ir, { players, seed });
          playRandom(g, new Rng(bot), (game, seat, legal) => {
            expect(legal.length).toBeGreaterThan(0);
            expect(game.toAct()).toContain(seat);
            assertConserved(game);
          });
          expect(g.toAct()).toEqual([]);
          expect(g.result()!.totals).toHaveLength(players);
        }),
        { numRuns: 25 },
      );
    });

    it("replays a log exactly", () => {
      fc.assert(
        fc.property(arb, ({ players, seed, bot }) => {
          const g = playRandom(Game.create(ir, { players, seed }), new Rng(bot));
          const r = Game.create(ir, { players, seed });
          for (const a of g.actions) r.apply(a.seat, a.action);
          expect(r.events).toEqual(g.events);
          expect(r.result()).toEqual(g.result());
        }),
        { numRuns: 15 },
      );
    });

    it("observations hide what a seat may not see, and samples agree with them", () => {
      fc.assert(
        fc.property(arb, fc.integer({ min: 0, max: 400 }), ({ players, seed, bot }, cut) => {
          const g = Game.create(ir, { players, seed });
          const rng = new Rng(bot);
          for (let i = 0; i < cut && !g.isOver; i++) {
            const seat = g.toAct()[0]!;
            g.apply(seat, rng.pick(g.legalActions(seat)));
          }
          for (let seat = 0; seat < players; seat++) {
            const obs = g.observe(seat);
            // Own hand exactly; other hands as counts only.
            expect(obs.hand).toEqual(g.state().hands[seat]);
            for (const e of obs.events) {
              if (e.type === "roundStart") e.hands.forEach((h, s) => expect(h === null).toBe(s !== seat));
            }
            // Resample-infostate test: a different world consistent with obs gives the same obs.
            const sample = g.sampleHidden(seat, new Rng(bot ^ seat));
            expect(sample.observe(seat)).toEqual(obs);
            // ...and every other seat's hidden hand was drawn from cards this seat has not seen.
            for (let s = 0; s < players; s++) expect(sample.state().hands[s]!.length).toBe(g.state().hands[s]!.length);
          }
        }),
        { numRuns: 20 },
      );
    });
  });
}

