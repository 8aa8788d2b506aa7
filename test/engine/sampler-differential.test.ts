// The sampler and the games it feeds on the fast compilation of the rules (card attributes tabled per
// round, per epoch or per trick, shared by every game of a ruleset: expr/attr-table.ts) against the
// reference compilation (every attribute evaluated at every reference: withReferenceRules). The same
// Rng must draw the same world, and worlds played on step by step in turn (as ISMCTS's worlds share
// the tables) must play exactly as each played alone on the reference. Stich-Meister with the whole
// draft, and base with the cards whose attributes read the round's progress (21: the colour led to
// trick 2) or the trick in question (27: follow the last card).
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { withReferenceRules } from "../../src/engine/assembly/compile.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { ROOT, loadRuleset } from "../support/rulesets.js";
import { endingAfter } from "../../src/bots/horizon.js";

function withCards(cards: readonly string[]): RulesetIR {
  const file = "rulesets/stich-meister/base.stich";
  const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);
  const r = compile(read(file)!, { file, readFile: read, with: cards });
  if (!r.ir) throw new Error(`base with ${cards.join(", ")} does not compile`);
  return r.ir;
}

/** Plays each game to its end, one random action per game in turn; returns every game's events. */
function playInTurn(games: readonly Game[], rngs: readonly Rng[]): string[] {
  let going = true;
  while (going) {
    going = false;
    games.forEach((g, i) => {
      if (g.isOver) return;
      going = true;
      const seat = g.toAct()[0]!;
      g.apply(seat, rngs[i]!.pick(g.legalActions(seat)));
    });
  }
  return games.map((g) => JSON.stringify(g.events));
}

/**
 * Stichling with the lead's suit as a card attribute, and one of the card that reads it: several
 * tricks open at once, each with its own values.
 */
function stichlingLeadAttr(): RulesetIR {
  const file = "rulesets/stichling/stichling.stich";
  const text = readFileSync(join(ROOT, file), "utf8").replace("follow: suit = lead or", "follow: followsLead or");
  const r = compile(`card leadSuit: suit of leadCard\ncard followsLead: suit = leadSuit\n${text}`, { file, readFile: () => undefined });
  if (!r.ir) throw new Error(`the Stichling variant does not compile: ${JSON.stringify(r.diagnostics)}`);
  return r.ir;
}

const CASES: readonly (readonly [string, () => RulesetIR])[] = [
  ["Stich-Meister with the draft", () => loadRuleset("rulesets/stich-meister/game.stich")],
  ["base + 21 (trump: the colour led to trick 2) + 2", () => withCards(["cards/21-trump-colour-of-trick-two.stich", "cards/02-trump-threes.stich"])],
  ["base + 27 (follow the last card) + 21", () => withCards(["cards/27-follow-last-card.stich", "cards/21-trump-colour-of-trick-two.stich"])],
  ["Stichling with the lead's suit as an attribute (per trick in question)", stichlingLeadAttr],
];

describe("sampled worlds on the fast compilation are the reference's", () => {
  for (const [label, build] of CASES) {
    it(`${label}: the same world from the same Rng, played on in turn as alone`, () => {
      const whole = build();
      // Worlds end with the round, as the bots' do (bots/horizon.ts).
      const ir = endingAfter(whole, 1);
      let worlds = 0;
      for (const players of [3, 4, 5]) {
        const g = Game.create(whole, { players, seed: 40 + players });
        const rng = new Rng(players);
        let step = 0;
        while (!g.isOver && g.round === 1) {
          const seat = g.toAct()[0]!;
          if (step++ % 4 === 0) {
            const obs = g.observe(seat);
            const fast = Game.fromObservation(ir, obs, new Rng(step));
            const reference = withReferenceRules(() => Game.fromObservation(ir, obs, new Rng(step)));
            expect(fast.state()).toEqual(reference.state());
            expect(fast.events).toEqual(reference.events);
            worlds++;
            // Two worlds played on in turn on the fast rules (the tables they share switch between
            // them at every step), each against itself played alone on the reference rules.
            const other = Game.fromObservation(ir, obs, new Rng(step + 1000));
            const otherAlone = withReferenceRules(() => Game.fromObservation(ir, obs, new Rng(step + 1000)));
            const inTurn = playInTurn([fast, other], [new Rng(step), new Rng(step + 1)]);
            const alone = withReferenceRules(() => [playInTurn([reference], [new Rng(step)])[0], playInTurn([otherAlone], [new Rng(step + 1)])[0]]);
            expect(inTurn).toEqual(alone);
          }
          g.apply(seat, rng.pick(g.legalActions(seat)));
        }
      }
      expect(worlds).toBeGreaterThan(10);
    }, 120_000);
  }
});
