// The greedy bot told to count what drawing its worlds costs (GreedyOptions.stats, for
// `npm run bench:greedy -- --stats`): it must choose exactly as without counting, and the counts must
// add up per world drawn (view/sample.ts SampleStats: a world traded at most once counted as traded,
// only when trades were tried; undone trades among those tried).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { randomBot } from "../../src/bots/random.js";
import { playGame } from "../../src/sim/play.js";
import type { Bot } from "../../src/bots/bot.js";
import type { SampleStats } from "../../src/engine/view/sample.js";
import { determinize } from "../../src/engine/view/sample.js";
import { loadRuleset } from "../support/rulesets.js";

const GAME = "rulesets/stich-meister/game.stich";

/** Greedy's choices at seat 0 of a seeded game, with or without counting. */
function choices(stats?: SampleStats): string[] {
  const out: string[] = [];
  const greedy = greedyBot(stats ? { stats } : {});
  const bot: Bot = { name: "greedy", choose: (ctx, legal, rng) => { const a = greedy.choose(ctx, legal, rng); out.push(JSON.stringify(a)); return a; } };
  const ir = loadRuleset(GAME);
  const game = Game.create(ir, { players: 4, seed: 3 });
  playGame(game, [bot, randomBot, randomBot, randomBot], [0, 1, 2, 3].map((s) => new Rng(gameSeed(3, s))));
  return out;
}

describe("greedy counting its worlds", () => {
  it("chooses as it does without counting, and counts the worlds it drew", () => {
    const stats: SampleStats = { samples: 0, draws: 0, repairs: 0, undone: 0, repaired: 0 };
    const counted = choices(stats);
    expect(counted).toEqual(choices());
    expect(counted.length).toBeGreaterThan(20);
    // Up to 8 worlds per decision with more than one legal action.
    expect(stats.samples).toBeGreaterThan(counted.length);
    expect(stats.repairs).toBeGreaterThan(0);
    expect(stats.undone!).toBeLessThanOrEqual(stats.repairs);
    expect(stats.repaired!).toBeGreaterThan(0);
    expect(stats.repaired!).toBeLessThanOrEqual(stats.samples);
  }, 60_000);

  it("counts a world as traded once, and only when trades were tried", () => {
    const ir = loadRuleset(GAME);
    const game = Game.create(ir, { players: 4, seed: 9 });
    const rng = new Rng(9);
    const stats: SampleStats = { samples: 0, draws: 0, repairs: 0, undone: 0, repaired: 0 };
    let traded = 0;
    while (!game.isOver && game.round === 1) {
      const seat = game.toAct()[0]!;
      const obs = game.observe(seat);
      for (let w = 0; w < 4; w++) {
        const before = { ...stats };
        determinize(ir, obs, new Rng(w + 31 * traded), undefined, stats, "replay");
        const repaired = stats.repaired! - before.repaired!;
        const trades = stats.repairs - before.repairs;
        expect(stats.samples - before.samples).toBe(1);
        expect(repaired === 0 || repaired === 1).toBe(true);
        if (repaired === 1) expect(trades).toBeGreaterThan(0);
        // A world drawn with no trade tried was never traded.
        if (trades === 0) expect(repaired).toBe(0);
        expect(stats.undone! - before.undone!).toBeLessThanOrEqual(trades);
        traded += repaired;
      }
      game.applyRandom(seat, rng);
    }
    expect(traded).toBeGreaterThan(0);
  }, 60_000);
});
