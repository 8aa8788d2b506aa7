// The conformance property of hidden partnerships (`teams A B by holder of CARD`), for any ruleset
// that has them: at random positions, no seat's observation or log view shows a team that has not
// been revealed (by a played copy of the card, or by every copy having been played), and every world
// the sampler draws for a seat agrees with its observation and gives each seat the team its own
// dealt hand gives it. Fails if the view shows every team, if a reveal is emitted before the card is
// played, or if judged worlds keep a template's teams (each was tried).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { CardId } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";

/** The copies of the team card in the game's deck. */
function teamCards(g: Game, ir: RulesetIR): Set<CardId> {
  const h = ir.teams!.holder!;
  return new Set(g.cards.filter((c) => c.suit === h.suit && c.rank === h.rank).map((c) => c.id));
}

/** In a world, each seat's own team (as it sees it) is the one its hand at the deal gives it (team 0: dealt a copy). */
export function expectWorldTeamsFromDeal(w: Game, ir: RulesetIR): void {
  const copies = teamCards(w, ir);
  for (let s = 0; s < w.players; s++) {
    const obs = w.observe(s);
    const start = obs.events.find((e) => e.type === "roundStart");
    const dealt = start?.type === "roundStart" ? start.hands[s]! : [];
    expect(obs.teams![s], `seat ${s}'s team in the world`).toBe(dealt.some((c) => copies.has(c)) ? 0 : 1);
  }
}

export function hiddenTeamsProperties(name: string, ir: RulesetIR, runs = 30): void {
  describe(`${name}: hidden partnerships`, () => {
    it("no seat's observation or log view shows a team before it is revealed; every sampled world agrees", () => {
      fc.assert(
        fc.property(fc.integer({ min: ir.players.min, max: ir.players.max }), fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 60 }), (players, seed, cut) => {
          const g = Game.create(ir, { players, seed });
          const copies = teamCards(g, ir);
          const rng = new Rng(seed + 1);
          for (let i = 0; i < cut && !g.isOver; i++) {
            const s = g.toAct()[0]!;
            g.apply(s, rng.pick(g.legalActions(s)));
          }
          if (g.isOver) return;
          // Who played a copy in a completed trick of this round, and whether every copy has been.
          const events = g.observe(0).events;
          const playedBy = new Set<number>();
          let played = 0;
          for (const e of events) if (e.type === "trick") for (const p of e.plays) if (copies.has(p.card)) (playedBy.add(p.seat), played++);
          const all = played === copies.size;
          for (let seat = 0; seat < players; seat++) {
            const obs = g.observe(seat);
            obs.teams!.forEach((t, s) => expect(t !== null, `seat ${seat} sees seat ${s}'s team`).toBe(s === seat || playedBy.has(s) || all));
            for (const e of obs.events) if (e.type === "teamReveal") expect(playedBy.has(e.seat) || all, `a reveal of seat ${e.seat} before its copy is played`).toBe(true);
            const w = g.sampleHidden(seat, new Rng(seed ^ seat));
            expect(w.observe(seat)).toEqual(obs);
            expectWorldTeamsFromDeal(w, ir);
          }
        }),
        { numRuns: runs },
      );
    });
  });
}
