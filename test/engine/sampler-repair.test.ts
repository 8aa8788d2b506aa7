// The sampler under a duty to follow with trumps (Stich-Meister base with one, two and three trump rule
// cards, 3-5 players): late in a round many voids are known and a deal drawn at random almost never
// agrees with all of them. Sampled after every action for every seat, a world is always found (drawn
// deals are repaired by trading drawn cards, view/repair.ts), it agrees with the seat's observation,
// and it does not hand back the real hidden cards.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleStats } from "../../src/engine/view/sample.js";
import { Blamed } from "../../src/engine/view/repair.js";
import { buildObservation } from "../../src/engine/view/observe.js";
import { compile } from "../../src/lang/compile.js";
import { ROOT } from "../support/rulesets.js";
import { engineProperties } from "../support/invariants.js";
import { existsSync } from "node:fs";
import { createKernel } from "../../src/engine/assembly/create.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { applyAction } from "../../src/engine/assembly/act.js";

const BASE = "rulesets/stich-meister/base.stich";
const readFile = (path: string): string | undefined => {
  const abs = join(ROOT, path);
  return existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
};
const withCards = (cards: readonly string[]) => {
  const r = compile(readFileSync(join(ROOT, BASE), "utf8"), { file: BASE, readFile, with: [...cards] });
  if (!r.ir || r.diagnostics.length > 0) throw new Error(`${BASE} with ${cards.join(", ")}: ${JSON.stringify(r.diagnostics)}`);
  return r.ir;
};

/**
 * The world's own actions, applied again on the same deal through the checking applyAction: every one
 * legal. (The repair carries refused actions out regardless to count them; such a world must never be
 * returned, and its observation alone would not show it.)
 */
function expectEveryActionLegal(world: Kernel): void {
  const again = createKernel(world.ir, world.opts, world.resume);
  world.st.actionSeats.forEach((seat, i) => applyAction(again, seat, world.st.actionObjs[i]!));
  expect(again.st.events).toEqual(world.st.events);
}

const TRUMPS = [
  ["cards/02-trump-threes.stich"],
  ["cards/02-trump-threes.stich", "cards/17-trump-koi.stich"],
  ["cards/02-trump-threes.stich", "cards/17-trump-koi.stich", "cards/20-trump-gate.stich"],
];

describe("sampled worlds under must-follow with trumps", () => {
  it.each(TRUMPS.map((cards) => [cards.length, cards] as const))("with %i trump card(s): are found after every action, agree with the observation, are drawn, not copied", (_n, cards) => {
    const ir = withCards(cards);
    const stats: SampleStats = { samples: 0, draws: 0, repairs: 0 };
    let checks = 0;
    let failures = 0;
    let repaired = 0;
    let copied = 0;
    for (const players of [3, 4, 5]) {
      for (let seed = 1; seed <= 3; seed++) {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed * 7 + players);
        // The first round whole: every void it shows is in play by its last tricks.
        while (!g.isOver && g.state().round === 1) {
          for (let seat = 0; seat < players; seat++) {
            checks++;
            const obs = g.observe(seat);
            const before = stats.repairs;
            let world;
            try {
              world = determinize(ir, obs, new Rng(checks), undefined, stats);
            } catch {
              failures++;
              continue;
            }
            expect(buildObservation(world, seat)).toEqual(obs);
            expectEveryActionLegal(world);
            if (stats.repairs > before) {
              // The same Rng gives the same repaired world.
              if (repaired === 0) expect(determinize(ir, obs, new Rng(checks)).st.hands).toEqual(world.st.hands);
              repaired++;
              const truth = g.state().hands;
              if (truth.every((h, s) => s === seat || JSON.stringify([...h].sort()) === JSON.stringify([...world.st.hands[s]!].sort()))) copied++;
            }
          }
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
      }
    }
    const figures = `${checks} samples, ${failures} failed, ${(stats.draws / checks).toFixed(2)} draws and ${(stats.repairs / checks).toFixed(1)} repairs per sample, ${repaired} repaired, ${copied} equal to the truth`;
    console.info(`${cards.length} trump card(s): ${figures}`);
    expect(checks).toBeGreaterThan(1000);
    expect(failures).toBe(0);
    expect(stats.samples).toBe(checks);
    // Repairs happen (the property is exercised), and a repaired world is not the real deal but for
    // the few positions where the voids leave only one way to place the cards.
    expect(repaired).toBeGreaterThan(20);
    expect(copied / repaired).toBeLessThan(0.2);
  });
});

// The worlds of one decision share what their refused worlds blamed (view/repair.ts Blamed, as bots/
// worlds.ts draws them): cards a seat was blamed for are traded away before a deal's first replay. Those
// worlds must agree with the observation as every other, and the round is replayed fewer times.
describe("worlds drawn with one memory per observation", () => {
  it("agree with the observation, every action legal, with fewer replays of the round", () => {
    const ir = withCards(TRUMPS[1]!);
    const shared: SampleStats = { samples: 0, draws: 0, repairs: 0, repaired: 0, blamedTrades: 0 };
    const fresh: SampleStats = { samples: 0, draws: 0, repairs: 0, repaired: 0, blamedTrades: 0 };
    for (const players of [3, 4, 5]) {
      const g = Game.create(ir, { players, seed: 11 });
      const rng = new Rng(players);
      for (let step = 0; !g.isOver && g.state().round === 1; step++) {
        const seat = g.toAct()[0]!;
        const obs = g.observe(seat);
        const blamed = new Blamed();
        const a = new Rng(step);
        const b = new Rng(step);
        for (let w = 0; w < 8; w++) {
          const world = determinize(ir, obs, a, undefined, shared, "replay", undefined, true, blamed);
          expect(buildObservation(world, seat)).toEqual(obs);
          expectEveryActionLegal(world);
          determinize(ir, obs, b, undefined, fresh, "replay");
        }
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
    }
    const replays = (x: SampleStats) => (x.draws + x.repairs) / x.samples;
    console.info(`replays per world: ${replays(fresh).toFixed(2)} with a memory per world, ${replays(shared).toFixed(2)} with one per observation (${shared.blamedTrades} cards traded before the replay); worlds repaired after their first replay: ${fresh.repaired} and ${shared.repaired} of ${shared.samples}`);
    expect(shared.samples).toBe(fresh.samples);
    expect(shared.blamedTrades!).toBeGreaterThan(100);
    expect(fresh.blamedTrades).toBe(0);
    expect(replays(shared)).toBeLessThan(0.8 * replays(fresh));
    // Most deals the traded cards spared a refusal agree at their first replay (traded before it, not after).
    expect(shared.repaired!).toBeLessThan(0.6 * fresh.repaired!);
  });
});

// The engine's invariants on a trump variant too, among them "samples agree with the observation" at
// fast-check positions. (Its 20 positions seldom reach the hard ones: without the repair it still
// passes; the seeded loop above is what needs the repair.)
engineProperties(`${BASE} with ${TRUMPS[1]!.join(", ")}`, withCards(TRUMPS[1]!));
