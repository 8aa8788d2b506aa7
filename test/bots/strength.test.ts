// The search bots play clearly better than chance. Fixed seeds make these exact replays, not samples
// that could flake; the margins are wide so that an honest change to a bot does not break them
// either, while a broken one (e.g. maximising the wrong seat's score) would.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { getBot } from "../../src/bots/registry.js";
import { randomBot } from "../../src/bots/random.js";
import type { Bot } from "../../src/bots/bot.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { num } from "../support/ir-build.js";
import { classicIR } from "../engine/fixtures.js";
import { bidIR } from "./fixtures.js";

/** Games won by `bot` (shared wins count a share) against random seats; the bot's seat rotates. */
function winShare(ir: RulesetIR, players: number, bot: Bot, games: number, seed: number): number {
  let won = 0;
  for (let i = 0; i < games; i++) {
    const s = gameSeed(seed, i);
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, k) => (k === seat ? bot : randomBot));
    const game = Game.create(ir, { players, seed: s });
    playGame(game, bots, bots.map((_, k) => new Rng(gameSeed(s, k))));
    const { winners } = game.result()!;
    if (winners.includes(seat)) won += 1 / winners.length;
  }
  return won / games;
}

/** One round of Sticheln Classic: short games where skill still shows. */
const oneRoundClassic = (): RulesetIR => ({ ...classicIR(), rounds: num(1) });

describe("search bots beat random play", () => {
  it("ismcts (40 iterations) wins well over its third of 3-player one-round Sticheln games", () => {
    expect(winShare(oneRoundClassic(), 3, getBot("ismcts:40"), 30, 1)).toBeGreaterThanOrEqual(0.6);
  });

  it("greedy wins well over its third of the same games", () => {
    expect(winShare(oneRoundClassic(), 3, getBot("greedy"), 30, 1)).toBeGreaterThanOrEqual(0.6);
  });

  it("ismcts (40 iterations) wins more than its third with secret orders and four open tricks", () => {
    expect(winShare({ ...bidIR(), rounds: num(1) }, 3, getBot("ismcts:40"), 30, 2)).toBeGreaterThanOrEqual(0.5);
  });
});
