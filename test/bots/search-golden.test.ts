// The search bots' decisions on seeded games, pinned: the sampler, the engine and the bots may get
// faster, but every choice the greedy bot (or a small ISMCTS) makes at seats 0 and 2 (the others play
// at random) must stay the same. Each file lists the bot's choices in order and the final totals.
// Stich-Meister is played for two rounds, ISMCTS for one (a copy of the ruleset that ends there):
// their full games cost seconds of sampling.
// After an intended change of the bots' decisions:
//   UPDATE_GOLDEN=1 npx vitest run test/bots/search-golden.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { getBot } from "../../src/bots/registry.js";
import { randomBot } from "../../src/bots/random.js";
import { endingAfter } from "../../src/bots/horizon.js";
import type { Bot } from "../../src/bots/bot.js";
import { ROOT, loadRuleset } from "../support/rulesets.js";

const update = process.env["UPDATE_GOLDEN"] === "1";

const CASES: readonly { name: string; bot: string; file: string; players: number; rounds?: number }[] = [
  { name: "greedy-classic-4p", bot: "greedy", file: "rulesets/sticheln/classic.stich", players: 4 },
  { name: "greedy-stichling-4p", bot: "greedy", file: "rulesets/stichling/stichling.stich", players: 4 },
  { name: "greedy-stich-meister-base-4p", bot: "greedy", file: "rulesets/stich-meister/base.stich", players: 4, rounds: 2 },
  { name: "greedy-stich-meister-game-3p", bot: "greedy", file: "rulesets/stich-meister/game.stich", players: 3, rounds: 2 },
  { name: "ismcts-classic-4p", bot: "ismcts:150", file: "rulesets/sticheln/classic.stich", players: 4, rounds: 1 },
  { name: "ismcts-stich-meister-base-4p", bot: "ismcts:150", file: "rulesets/stich-meister/base.stich", players: 4, rounds: 1 },
];

describe("the search bots' choices on seeded games", () => {
  for (const c of CASES) {
    const golden = join(ROOT, "test", "golden", "bots", `${c.name}.txt`);
    it(`${c.bot} on ${c.file} with ${c.players} players matches ${c.name}.txt`, () => {
      const full = loadRuleset(c.file);
      const ir = c.rounds === undefined ? full : endingAfter(full, c.rounds);
      const lines: string[] = [];
      const bot = getBot(c.bot);
      const recording: Bot = {
        name: bot.name,
        choose(ctx, legal, rng) {
          const a = bot.choose(ctx, legal, rng);
          lines.push(`seat ${ctx.seat}: ${JSON.stringify(a)}`);
          return a;
        },
      };
      const bots = Array.from({ length: c.players }, (_, s) => (s % 2 === 0 ? recording : randomBot));
      const rngs = bots.map((_, s) => new Rng(gameSeed(7, s)));
      const game = Game.create(ir, { players: c.players, seed: 7 });
      playGame(game, bots, rngs);
      const text = `${c.file}, ${c.players} players, seed 7: ${c.bot} at seats 0 and 2\n${lines.join("\n")}\ntotals ${JSON.stringify(game.state().totals)}\n`;
      if (update) writeFileSync(golden, text);
      expect(existsSync(golden), `missing ${golden}: run with UPDATE_GOLDEN=1 to create it`).toBe(true);
      expect(text).toBe(readFileSync(golden, "utf8"));
    });
  }
});
