// Invariants every ruleset must keep, checked with fast-check over seeds, player counts and random play.
// Registered for the engine fixtures (test/engine) and every shipped ruleset (test/rulesets).
//
// Each assertion checks something the engine could get wrong, not what the loop around it already
// guarantees; the comment on each names a change to the engine that makes it fail (each was tried).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Observation, RefereeView } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";

/**
 * Every card of the deck is in exactly one place between decisions (hand, pile, open trick,
 * leftover, out of play, removed from the game). Fails if a played card is not removed from the hand (lists.ts removeCard skipping
 * its pop), or an awarded trick's cards are not moved to the won pile.
 */
export function expectConserved(g: Game): void {
  const st = g.state();
  const all = [...st.hands.flat(), ...Object.values(st.piles).flat(2), ...st.openTricks.flatMap((t) => t.plays.map((p) => p.card)), ...st.leftover, ...st.discarded, ...st.removed, ...st.reserved.flat()];
  expect(new Set(all).size, "a card is in two places").toBe(all.length);
  expect(all.length, "a card is lost or made up").toBe(g.cards.length);
  expectHeldAgrees(st);
}

/**
 * The tricks a seat holds are what `won` and `tricks` say: as many as its trick count, every card of
 * them in its won pile, none in two tricks, and the played ones numbered 1, 2, ... across the table.
 * Fails if a trick is held without its cards joining the won pile (tricks/held.ts hold), or a move of
 * tricks leaves the count behind.
 */
function expectHeldAgrees(st: RefereeView): void {
  // A ruleset that reads no held trick keeps none (rules.keepsHeld): its won pile and count say it all.
  if (!st.heldKept) {
    expect(st.held.every((t) => t.length === 0), "held tricks kept although nothing reads them").toBe(true);
    return;
  }
  const numbers: number[] = [];
  const seen = new Set<number>();
  st.held.forEach((tricks, s) => {
    expect(tricks.length, `seat ${s} holds as many tricks as it counts`).toBe(st.tricksWon[s]);
    const won = new Set(st.piles["won"]![s]!);
    for (const t of tricks) {
      if (t.played) numbers.push(t.number);
      for (const c of t.cards as number[]) {
        expect(won.has(c), `a card of a trick seat ${s} holds is not in its won pile`).toBe(true);
        expect(seen.has(c), "a card is in two held tricks").toBe(false);
        seen.add(c);
      }
    }
  });
  expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
}

/**
 * The seats to act are exactly the seats with a legal action, and each has one. Fails if toAct and
 * legality disagree (e.g. toAct listing a seat that already committed its secret choice, or the seat
 * after the actor).
 */
export function expectTurnAgreesWithLegality(g: Game): void {
  const toAct = [...g.toAct()].sort((a, b) => a - b);
  const withActions: number[] = [];
  for (let s = 0; s < g.players; s++) if (g.legalActions(s).length > 0) withActions.push(s);
  expect(withActions, "the seats to act are not the seats with legal actions").toEqual(toAct);
  expect(toAct.length > 0, "a game that is not over has a seat to act").toBe(!g.isOver);
}

/**
 * A finished game's result adds up: each total is the sum of that seat's round scores, there is one
 * score row per round, and every winner is best by the first winner key when that key is the total.
 * Fails if a round's score is not added to the totals, or the ranking takes the lowest total.
 */
export function expectResultAddsUp(ir: RulesetIR, g: Game): void {
  const result = g.result();
  expect(result, "a finished game has a result").not.toBeNull();
  const { totals, roundScores, winners } = result!;
  expect(roundScores.length).toBe(g.tally().rounds);
  for (let s = 0; s < g.players; s++) expect(totals[s], `seat ${s}'s total`).toBe(roundScores.reduce((a, r) => a + r[s]!, 0));
  const first = ir.winner[0];
  if (first && first.expr.k === "ref" && first.expr.name === "total") {
    const best = first.dir === "highest" ? Math.max(...totals) : Math.min(...totals);
    for (const w of winners) expect(totals[w], `winner ${w} is not best by total`).toBe(best);
  }
  for (let s = 0; s < g.players; s++) expect(g.legalActions(s), "nothing is legal once the game is over").toEqual([]);
  // Partners score the same, and a team wins together (teams by seat; hidden partnerships change
  // every round, and a seat playing alone may score as one against three).
  const teams = ir.teams?.holder ? 0 : (ir.teams?.names.length ?? 0);
  if (teams > 0) {
    for (let s = 0; s < g.players; s++) expect(totals[s], `seat ${s} and its partners' totals`).toBe(totals[s % teams]);
    for (const w of winners) for (let s = w % teams; s < g.players; s += teams) expect(winners, `seat ${s} wins with its partner ${w}`).toContain(s);
  }
}

/**
 * What one seat sees of the deal: its own hand exactly, every other hand only as a count. Fails if
 * the round-start event's redaction shows another hand (flow/events.ts), or the observation's hand is
 * not the seat's.
 */
export function expectOwnDealOnly(g: Game, obs: Observation, seat: number): void {
  expect(obs.hand).toEqual(g.state().hands[seat]);
  expect(obs.handSizes).toEqual(g.state().hands.map((h) => h.length));
  for (const e of obs.events) {
    if (e.type === "roundStart") e.hands.forEach((h, s) => expect(h === null, `seat ${seat} sees the deal of seat ${s}`).toBe(s !== seat));
  }
}

export function engineProperties(name: string, ir: RulesetIR): void {
  const counts = Array.from({ length: ir.players.max - ir.players.min + 1 }, (_, i) => ir.players.min + i);
  const arb = fc.record({ players: fc.constantFrom(...counts), seed: fc.integer({ min: 0, max: 2 ** 31 }), bot: fc.integer() });

  describe(`${name}: engine invariants`, () => {
    it("conserves cards, offers legal actions exactly to the seats to act, and ends with a result that adds up", () => {
      fc.assert(
        fc.property(arb, ({ players, seed, bot }) => {
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

    // Fails if an action is missing from the log, or the replay does not start from the same deal.
    it("replays a log exactly", () => {
      fc.assert(
        fc.property(arb, ({ players, seed, bot }) => {
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
        { numRuns: 15 },
      );
    });

    it("observations hide what a seat may not see, and samples agree with them without copying the hidden cards", () => {
      let sampledHidden = 0;
      let differed = 0;
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
            expectOwnDealOnly(g, obs, seat);
            // Resample-infostate test: a world drawn from the observation alone gives the same
            // observation. Fails if the sampler ignores a constraint the seat saw (a void, a
            // revealed card) or an event's redaction shows what the sampler cannot know.
            const sample = g.sampleHidden(seat, new Rng(bot ^ seat));
            expect(sample.observe(seat)).toEqual(obs);
            // The hidden cards are drawn, not copied from the real game: when other seats hold
            // cards this seat has not seen, some sample places them differently. Fails if the
            // sampler hands back the true deal.
            // A card seen taken from a face-up layout (`deal layout`) is no hidden card.
            const takenInView = new Set(obs.events.flatMap((e) => (e.type === "take" ? [e.card] : [])));
            const othersHidden = g.state().hands.some((h, s) => s !== seat && h.some((c) => !takenInView.has(c)));
            if (othersHidden && !g.isOver) {
              sampledHidden++;
              for (let k = 0; k < 5; k++) {
                const world = g.sampleHidden(seat, new Rng(bot * 31 + k));
                if (JSON.stringify(world.state().hands) !== JSON.stringify(g.state().hands)) {
                  differed++;
                  break;
                }
              }
            }
          }
        }),
        { numRuns: 20 },
      );
      // Positions where hidden cards could be placed otherwise were seen, and nearly always they were.
      if (sampledHidden > 0) expect(differed).toBeGreaterThan(sampledHidden * 0.5);
    });
  });
}
