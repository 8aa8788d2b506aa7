// A hidden keep replayed on a sampled world (rulecards/draft.ts ruleKeepEvent's replay part) is drawn
// directly, drawKeep: one rng.int over the number of subsets of the offered cards that were revealed,
// unranked, instead of listing every subset of the offer (keepDecision.legal) and picking one. It must
// name the same keep with the same draws as the listing, or the sampler's worlds (and the games of
// every bot that samples them) would change.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { legalActions } from "../../src/engine/assembly/act.js";
import { directKeeps, ruleKeepEvent } from "../../src/engine/rulecards/draft.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { ReplayContext } from "../../src/engine/core/event.js";
import type { GameEvent, Observation } from "../../src/engine/types.js";
import type { RuleDraftIR, RulesetIR } from "../../src/ir/types.js";
import { bin, bool, num, ref, ruleset, where, call } from "../support/ir-build.js";
import { loadRuleset } from "../support/rulesets.js";

const kernelOf = (g: Game): Kernel => (g as unknown as { k: Kernel }).k;

/** Must-follow trick play with a rule-card draft: each chooser offered `offer`, keeping `keep`. */
function drafted(offer: number, keep: number): RulesetIR {
  const draft: RuleDraftIR = { offer: num(offer), keep: num(keep), skipLeftOfDealer: bool(false), extra: num(0) };
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Keep draws (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(5), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    tricks: {
      nextLead: { kind: "winner" },
      open: bool(true),
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: ref("tricks"),
    ruleCards: { ids: Array.from({ length: 30 }, (_, i) => i + 1), always: [], draft },
  });
}

/** The replay context the sampler gives (view/replay.ts), with the world shown or not. */
function context(k: Kernel, revealed: readonly number[], rng: Rng, showWorld: boolean): ReplayContext {
  const events: GameEvent[] = [{ type: "ruleReveal", rules: revealed, active: revealed }];
  return {
    obs: { events } as unknown as Observation,
    rng,
    hiddenCards: () => undefined,
    legal: (seat) => legalActions(k, seat),
    isOpen: () => false,
    ...(showWorld ? { world: () => k } : {}),
  };
}

describe("a hidden keep drawn without listing the offer's subsets", () => {
  it("is the keep the listing draws, with the same draws, for every offer and keep size", () => {
    const replay = ruleKeepEvent.sample.replay as Exclude<typeof ruleKeepEvent.sample.replay, "derived">;
    const before = directKeeps.count;
    let compared = 0;
    let none = 0;
    for (const [offer, keep] of [[3, 1], [4, 2], [5, 3], [2, 2], [6, 2], [5, 5]] as const) {
      const ir = drafted(offer, keep);
      for (let seed = 1; seed <= 6; seed++) {
        const k = kernelOf(Game.create(ir, { players: 4, seed }));
        const pick = new Rng(seed * 97 + offer);
        for (let seat = 0; seat < 4; seat++) {
          const offered = k.st.ruleOffers[seat]!;
          for (let t = 0; t < 12; t++) {
            // Revealed: some of the offered cards (all, none, or in between) and some others.
            const revealed = Array.from({ length: 30 }, (_, i) => i + 1).filter((id) => (offered.includes(id) ? pick.int(4) > t % 4 : pick.int(5) === 0));
            const e = { type: "ruleKeep" as const, seat, count: keep, rules: null };
            const rngA = new Rng(seed * 1000 + t);
            const rngB = new Rng(seed * 1000 + t);
            const direct = replay(e, 1, context(k, revealed, rngA, true));
            const listed = replay(e, 1, context(k, revealed, rngB, false));
            expect(direct).toEqual(listed);
            expect(rngA.sameState(rngB)).toBe(true);
            compared++;
            if (listed === null) none++;
          }
        }
      }
    }
    expect(compared).toBe(6 * 6 * 4 * 12);
    // Both outcomes met, and the direct path answered every one that had a keep to draw.
    expect(none).toBeGreaterThan(50);
    expect(directKeeps.count - before).toBe(compared - none);
  });

  it("is what the sampler's replay draws in game.stich's worlds", () => {
    const ir = loadRuleset("rulesets/stich-meister/game.stich");
    const before = directKeeps.count;
    let worlds = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const g = Game.create(ir, { players: 4, seed });
      const rng = new Rng(seed);
      // Past the draft, into trick play: every seat's keep but its own is hidden to it.
      for (let i = 0; i < 4 + seed * 3 && !g.isOver; i++) g.applyRandom(g.toAct()[0]!, rng);
      const obs = g.observe(1);
      expect(obs.events.filter((e) => e.type === "ruleKeep" && e.rules === null)).toHaveLength(3);
      Game.fromObservation(ir, obs, new Rng(seed + 50), "replay", undefined, false);
      worlds++;
    }
    expect(worlds).toBe(4);
    expect(directKeeps.count - before).toBeGreaterThanOrEqual(3 * worlds);
  });
});
