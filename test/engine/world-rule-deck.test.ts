// The rule deck a sampled world of a drafted round starts with (rulecards/sample.ts worldRuleDeck) is
// made by taking each offer's cards off two shuffled lists by position. It must be the deck, with the
// same draws, that splicing them off the lists' fronts made (the reference below, its code before): the
// sampler's worlds, and the games of every bot that samples them, depend on it.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { worldRuleDeck } from "../../src/engine/rulecards/sample.js";
import type { GameEvent, Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { loadRuleset } from "../support/rulesets.js";

type Of<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;

/** The deck as splicing made it: the shuffles of the same lists, then each offer's cards off the fronts. */
function reference(ir: RulesetIR, obs: Observation, rng: Rng): number[] | undefined {
  const rc = ir.ruleCards;
  if (!rc?.draft) return undefined;
  const offers = obs.events.filter((e): e is Of<"ruleOffer"> => e.type === "ruleOffer");
  const keeps = obs.events.filter((e): e is Of<"ruleKeep"> => e.type === "ruleKeep");
  const reveal = obs.events.find((e): e is Of<"ruleReveal"> => e.type === "ruleReveal");
  const ownOffer = offers.find((e) => e.seat === obs.seat)?.rules ?? [];
  const ownKept = keeps.find((e) => e.seat === obs.seat)?.rules ?? [];
  const revealed = reveal?.rules ?? [];
  const seen = new Set([...ownOffer, ...revealed]);
  const unseen = rng.shuffle(rc.ids.filter((id) => !rc.always.includes(id) && !seen.has(id)));
  const others = rng.shuffle(revealed.filter((id) => !ownKept.includes(id)));
  const deck: number[] = [];
  for (const offer of offers) {
    if (offer.seat === obs.seat) {
      deck.push(...ownOffer);
      continue;
    }
    const kept = keeps.find((e) => e.seat === offer.seat)?.count ?? 0;
    deck.push(...others.splice(0, kept), ...unseen.splice(0, offer.count - kept));
  }
  deck.push(...others, ...unseen);
  return deck;
}

describe("a sampled world's rule deck", () => {
  it("is the deck splicing made, with the same draws, at every point of drafted rounds, at 3 to 5 players", () => {
    const ir = loadRuleset("rulesets/stich-meister/game.stich");
    let compared = 0;
    let revealedCompared = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 3; seed++) {
        const game = Game.create(ir, { players, seed });
        const rng = new Rng(seed * 7 + players);
        // Two rounds: every decision's observation for every seat, the draft's and the tricks'.
        while (!game.isOver && game.round <= 2) {
          for (let seat = 0; seat < players; seat++) {
            const obs = game.observe(seat);
            const a = new Rng(compared + 11);
            const b = new Rng(compared + 11);
            expect(worldRuleDeck(ir, obs, a)).toEqual(reference(ir, obs, b));
            expect(a.nextUint32()).toBe(b.nextUint32());
            compared++;
            if (obs.events.some((e) => e.type === "ruleReveal")) revealedCompared++;
          }
          const seats = game.toAct();
          for (const s of seats) game.applyRandom(s, rng);
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(revealedCompared).toBeGreaterThan(400);
  });
});
