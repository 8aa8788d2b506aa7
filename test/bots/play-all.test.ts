// Every bot plays every shipped ruleset, and every decision kind of the fixtures, to the end: at the
// fewest and the most players, sitting at several seats, without a failure. ISMCTS runs with a tiny
// budget here; its strength is measured elsewhere (strength.test.ts, the lab).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { getBot } from "../../src/bots/registry.js";
import { randomBot } from "../../src/bots/random.js";
import type { Bot } from "../../src/bots/bot.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { FIXTURES } from "./fixtures.js";
import { expectResultAddsUp } from "../support/invariants.js";

const BOTS = ["random", "greedy", "ismcts:20"];

/** One game with `bot` at seats 0 and players-1 (random elsewhere); returns the finished game. */
function play(ir: RulesetIR, players: number, bot: Bot, seed: number): Game {
  const bots = Array.from({ length: players }, (_, s) => (s === 0 || s === players - 1 ? bot : randomBot));
  const rngs = bots.map((_, s) => new Rng(gameSeed(seed, s)));
  const game = Game.create(ir, { players, seed });
  playGame(game, bots, rngs);
  return game;
}

/**
 * One whole game per test: a game that ends on a condition (Was Sticht?: 12-14 rounds of about 85
 * decisions on average, 1,200 actions, against 300 for Sticheln Classic's 5 rounds) gets the time of
 * four ordinary games. Measured at load 17-19 on 2 cores: greedy 26-37 s and ismcts:20 41-119 s for
 * such a game, against the default 30 s.
 */
function gameTimeout(ir: RulesetIR): number | undefined {
  return ir.end ? 180_000 : undefined;
}

describe("bots play every shipped ruleset to the end", () => {
  const files = rulesetFiles();
  it("finds the shipped rulesets", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    for (const spec of BOTS) {
      const ir = loadRuleset(file);
      // One test per player count, so each whole game has the test timeout to itself.
      for (const players of new Set([ir.players.min, ir.players.max])) {
        it(
          `${spec} on ${file} with ${players} players`,
          () => {
            // playGame applies each bot's choice through apply(), which refuses an illegal one.
            expectResultAddsUp(ir, play(ir, players, getBot(spec), 11 + players));
          },
          gameTimeout(ir),
        );
      }
    }
  }
});

describe("bots take every kind of decision", () => {
  for (const [label, build] of FIXTURES) {
    for (const spec of BOTS) {
      it(`${spec} on ${label}`, () => {
        const ir = build();
        for (const players of new Set([ir.players.min, ir.players.max])) {
          for (const seed of [1, 2]) expectResultAddsUp(ir, play(ir, players, getBot(spec), seed));
        }
      });
    }
  }
});
