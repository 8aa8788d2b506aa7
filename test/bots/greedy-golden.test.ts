// The greedy bot's decisions on seeded games, pinned: the sampler and the engine may get faster, but
// every choice the greedy bot makes (seats 0 and 2; the others play at random) must stay the same.
// Each file lists the bot's choices in order and the final totals. Stich-Meister is played for two
// rounds (a copy of the ruleset that ends there): its full game costs seconds of sampling.
// After an intended change of the bot's decisions:
//   UPDATE_GOLDEN=1 npx vitest run test/bots/greedy-golden.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { randomBot } from "../../src/bots/random.js";
import { endingAfter } from "../../src/bots/horizon.js";
import type { Bot } from "../../src/bots/bot.js";
import { ROOT, loadRuleset } from "../support/rulesets.js";

const update = process.env["UPDATE_GOLDEN"] === "1";

const CASES: readonly { name: string; file: string; players: number; rounds?: number }[] = [
  { name: "classic-4p", file: "rulesets/sticheln/classic.stich", players: 4 },
  { name: "stichling-4p", file: "rulesets/stichling/stichling.stich", players: 4 },
  { name: "stich-meister-base-4p", file: "rulesets/stich-meister/base.stich", players: 4, rounds: 2 },
  { name: "stich-meister-game-3p", file: "rulesets/stich-meister/game.stich", players: 3, rounds: 2 },
];

describe("the greedy bot's choices on seeded games", () => {
  for (const c of CASES) {
    const golden = join(ROOT, "test", "golden", "bots", `greedy-${c.name}.txt`);
    it(`${c.file} with ${c.players} players matches greedy-${c.name}.txt`, () => {
      const full = loadRuleset(c.file);
      const ir = c.rounds === undefined ? full : endingAfter(full, c.rounds);
      const lines: string[] = [];
      const greedy = greedyBot();
      const recording: Bot = {
        name: "greedy",
        choose(ctx, legal, rng) {
          const a = greedy.choose(ctx, legal, rng);
          lines.push(`seat ${ctx.seat}: ${JSON.stringify(a)}`);
          return a;
        },
      };
      const bots = Array.from({ length: c.players }, (_, s) => (s % 2 === 0 ? recording : randomBot));
      const rngs = bots.map((_, s) => new Rng(gameSeed(7, s)));
      const game = Game.create(ir, { players: c.players, seed: 7 });
      playGame(game, bots, rngs);
      const text = `${c.file}, ${c.players} players, seed 7: greedy at seats 0 and 2\n${lines.join("\n")}\ntotals ${JSON.stringify(game.state().totals)}\n`;
      if (update) writeFileSync(golden, text);
      expect(existsSync(golden), `missing ${golden}: run with UPDATE_GOLDEN=1 to create it`).toBe(true);
      expect(text).toBe(readFileSync(golden, "utf8"));
    });
  }
});
