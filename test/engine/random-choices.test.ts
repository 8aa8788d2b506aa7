// The engine's random run (Game.applyRandomPlays) takes the steps' choices too: a secret choice for
// every seat at once when each seat still to choose draws at random (steps/card-choice.ts
// randomSecretChoices), and any other choice one seat at a time as applyRandom draws it. It must be
// the game the general path plays (every decision listed and drawn with rng.pick), cycle by cycle,
// and with a seat whose bot decides for itself the game its bot would have played.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { secretChoiceRuns } from "../../src/engine/fast/random-plays.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { Bot } from "../../src/bots/bot.js";
import { expectSamePlay } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

/** Shipped rulesets with a secret card choice (`each player secretly chooses ...`): one card, or two of different suits. */
const SECRET = ["rulesets/sticheln/classic.stich", "rulesets/sticheln/reverse.stich", "rulesets/sticheln/aggravated.stich", "rulesets/sticheln/hazy.stich"];
/** Other choices the run draws one seat at a time: a secret arrangement (Stichling's bid), Skat's auction and notes. */
const OTHER = ["rulesets/stichling/stichling.stich", "rulesets/classics/skat.stich"];

/** Draws as the random bot does, but is not marked uniform: playGame asks it and applies its action. */
const askedRandom: Bot = { name: "asked-random", choose: (_ctx, legal, rng) => rng.pick(legal) };

function streams(players: number, seed: number): Rng[] {
  return Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s)));
}

function played(file: string, players: number, seed: number, bots: Bot[]): string {
  const game = Game.create(loadRuleset(file), { players, seed, record: false });
  playGame(game, bots, streams(players, seed));
  return JSON.stringify([game.result(), game.tally()]);
}

describe("random choices in the engine's random run", () => {
  for (const file of [...SECRET, ...OTHER]) {
    it(`plays the general path's game: ${file}`, () => {
      const ir = loadRuleset(file);
      const before = secretChoiceRuns.count;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 3; seed++) expectSamePlay(ir, players, seed, file);
      }
      // The secret card choices were drawn in the run, all seats at once.
      if (SECRET.includes(file)) expect(secretChoiceRuns.count).toBeGreaterThan(before);
    });
  }

  it("leaves a secret step to playGame when a seat's bot decides itself, and the game is the same", () => {
    for (const file of ["rulesets/sticheln/classic.stich", "rulesets/sticheln/aggravated.stich"]) {
      for (let seed = 1; seed <= 6; seed++) {
        const all = played(file, 4, seed, [randomBot, randomBot, randomBot, randomBot]);
        const before = secretChoiceRuns.count;
        // Seat `seed % 4` is asked (its bot draws the same way): the others' secret choices wait for it.
        const bots = [randomBot, randomBot, randomBot, randomBot];
        bots[seed % 4] = askedRandom;
        expect(played(file, 4, seed, bots), `${file}, seed ${seed}`).toBe(all);
        expect(secretChoiceRuns.count).toBe(before);
      }
    }
  });
});
