// The greedy bot tries its last candidate in each sampled world on the pool's world itself, not on a
// copy (bots/greedy.ts). Where the sampler gives up, Worlds.shared hands the same world out again; the
// bot must then still copy it, or a later try would start from a world already played on. Simulated
// here by handing out one world for every request: the bot's choices must be the ones it makes when
// each request gets an untouched copy of that world.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { Worlds } from "../../src/bots/worlds.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { randomBot } from "../../src/bots/random.js";
import { playGame } from "../../src/sim/play.js";
import type { Bot } from "../../src/bots/bot.js";
import { loadRuleset } from "../support/rulesets.js";

const shared = Worlds.prototype.shared;

/** Greedy's choices at seat 0 of a seeded Classic game, every request after a decision's first answered by `again`. */
function choices(again: (first: Game) => Game): string[] {
  const firsts = new WeakMap<Worlds, Game>();
  vi.spyOn(Worlds.prototype, "shared").mockImplementation(function (this: Worlds) {
    const first = firsts.get(this);
    if (first) return again(first);
    const world = shared.call(this);
    if (world) firsts.set(this, world);
    return world;
  });
  const out: string[] = [];
  const greedy = greedyBot();
  const bot: Bot = { name: "greedy", choose: (ctx, legal, rng) => { const a = greedy.choose(ctx, legal, rng); out.push(JSON.stringify(a)); return a; } };
  const ir = loadRuleset("rulesets/sticheln/classic.stich");
  const game = Game.create(ir, { players: 4, seed: 5 });
  playGame(game, [bot, randomBot, randomBot, randomBot], [0, 1, 2, 3].map((s) => new Rng(gameSeed(5, s))));
  vi.restoreAllMocks();
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe("greedy on a world handed out again", () => {
  it("chooses as on untouched copies of it", () => {
    const same = choices((first) => first);
    const copies = choices((first) => first.clone({ record: false }));
    expect(same.length).toBeGreaterThan(20);
    expect(same).toEqual(copies);
  });
});
