// The card table shows one seat only what that seat may see: its view (editor/src/table/view.ts: the
// observation, the legal actions, the explanations of its hand, the log lines) is built from the
// engine's observation API alone, so it must be the same in every deal the seat cannot tell apart from
// the real one. Property (fast-check): at random positions of random games of the shipped rulesets
// (Stich-Meister with random rule cards among them), the view of a random seat equals its view in a
// world sampled from that seat's observation (Game.sampleHidden: other seats' hidden cards redrawn);
// and the view's cards are the seat's own or public where the observation says so. The table's
// fixtures (editor/e2e/table-fixtures.ts: a drafted layout with clues, secret values, open and secret
// calls) are among the games, and the values the table draws beyond cards (secrets, other seats' calls)
// are checked against what the seat may know, as is the round's table (the card turned up, bids, who
// sits out, the dealer's pick-up and discard).
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seatView } from "../../editor/src/table/view.js";
import { compile, Game, Rng, type RulesetIR } from "../../src/index.js";
import { loadRuleset, ROOT, ruleCardFiles, rulesetFiles } from "../support/rulesets.js";
import { TABLE_FIXTURES } from "../../editor/e2e/table-fixtures.js";

const readFile = (p: string): string | undefined => {
  try {
    return readFileSync(join(ROOT, p), "utf8");
  } catch {
    return undefined;
  }
};

const games: { name: string; ir: RulesetIR }[] = rulesetFiles()
  .filter((f) => !f.endsWith("stich-meister/game.stich"))
  .map((f) => ({ name: f, ir: loadRuleset(f) }))
  .concat(TABLE_FIXTURES.map((f) => ({ name: f.file, ir: compile(f.text, { file: f.file }).ir! })));
const cards = ruleCardFiles("stich-meister").map((f) => f.slice("rulesets/stich-meister/".length));
const withCards = (picked: readonly string[]): RulesetIR =>
  compile(readFile("rulesets/stich-meister/base.stich")!, { file: "rulesets/stich-meister/base.stich", readFile, with: [...picked] }).ir!;

/** A game after `steps` random actions (fewer when it ends first). */
function position(ir: RulesetIR, players: number, seed: number, steps: number): Game {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed ^ 0x5bd1e995);
  for (let i = 0; i < steps && !g.isOver; i++) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return g;
}

describe("the card table's view of a seat", () => {
  it("is the same in every world the seat cannot tell from the real one (no hidden card reaches the page)", () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...games.map((g) => g.ir)),
          fc.uniqueArray(fc.constantFrom(...cards), { minLength: 1, maxLength: 3 }).map(withCards),
        ),
        fc.nat(1_000_000),
        fc.nat(150),
        fc.nat(7),
        (ir, seed, steps, seatPick) => {
          const players = ir.players.min + (seed % (ir.players.max - ir.players.min + 1));
          const g = position(ir, players, seed, steps);
          if (g.isOver) return;
          const seat = seatPick % players;
          const real = seatView(g, seat);
          const world = g.sampleHidden(seat, new Rng(seed + 1));
          const seen = seatView(world, seat);
          expect(JSON.stringify(seen)).toBe(JSON.stringify(real));
          // The cards the view shows as known are the seat's own, or public by the observation.
          const st = g.state();
          expect([...real.obs.hand].sort()).toEqual([...st.hands[seat]!].sort());
          for (const t of real.obs.openTricks) {
            for (const p of t.plays) if (p.card !== null) expect(st.openTricks.find((x) => x.id === t.id)!.plays.some((q) => q.card === p.card)).toBe(true);
          }
          for (const c of real.explain ?? []) expect(st.hands[seat]).toContain(c.card);
          // A secret value is known to the dealer, to everyone once revealed, to no one else.
          for (const [name, v] of Object.entries(real.obs.secrets)) {
            if (v !== null) expect(seat === real.obs.dealer || real.obs.events.some((e) => e.type === "secretReveal" && e.name === name)).toBe(true);
          }
          // Another seat's call is shown only when it was made in the open or shown since (a public call event).
          for (const [name, per] of Object.entries(real.obs.calls)) {
            per.forEach((v, s) => {
              if (v === null || s === seat) return;
              const shown = real.obs.events.some((e) => (e.type === "call" && e.name === name && e.seat === s && e.value === v) || (e.type === "callReveal" && e.name === name && e.values[s] === v));
              expect(shown).toBe(true);
            });
          }
          // The round's table (round-table.ts): the card laid down is the discarding seat's alone; the
          // turned card and the pick-up are the referee's.
          const r = real.round;
          if (r.discard) expect(r.discard.card !== null).toBe(r.discard.seat === seat);
          if (r.pickUp) expect(st.hands[r.pickUp.seat]!.includes(r.pickUp.card) || st.leftover.includes(r.pickUp.card) || real.obs.events.some((e) => e.type === "play" && e.card === r.pickUp!.card)).toBe(true);
          for (const s of r.sitOut) expect(st.hands[s]).toHaveLength(0);
          compared++;
        },
      ),
      { numRuns: 160 },
    );
    expect(compared).toBeGreaterThan(80);
  });
});
