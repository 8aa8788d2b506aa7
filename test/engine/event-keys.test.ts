// Events as text kept per event object (view/event-keys.ts) for the carries of a seat's replayed
// round (view/secret-worlds.ts, view/carried-rounds.ts): the path runs on Was Sticht?'s greedy
// playtest (a drafted layout with secret values: the greedy seat's secret worlds are carried from one
// decision to the next), the greedy seat chooses exactly as when every event is stringified each
// time, and an event's kept text is its text still at the end of a game of every shipped ruleset
// (an event changed after it was logged would keep a stale text).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { randomBot } from "../../src/bots/random.js";
import { playGame } from "../../src/sim/play.js";
import type { Bot } from "../../src/bots/bot.js";
import type { GameEvent } from "../../src/engine/types.js";
import { EVENT_KEY_COUNTS, EVENT_KEYS, eventKey, eventKeys } from "../../src/engine/view/event-keys.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

const GAME = "rulesets/was-sticht/was-sticht.stich";

/** The greedy seat's choices in a seeded game of Was Sticht? (greedy at seat 0, random elsewhere). */
function choices(seed: number, kept: boolean): string[] {
  EVENT_KEYS.enabled = kept;
  try {
    const out: string[] = [];
    const greedy = greedyBot();
    const bot: Bot = { name: "greedy", choose: (ctx, legal, rng) => { const a = greedy.choose(ctx, legal, rng); out.push(JSON.stringify(a)); return a; } };
    const game = Game.create(loadRuleset(GAME), { players: 4, seed });
    playGame(game, [bot, randomBot, randomBot, randomBot], [0, 1, 2, 3].map((s) => new Rng(gameSeed(seed, s))));
    return out;
  } finally {
    EVENT_KEYS.enabled = true;
  }
}

describe("events as text kept per event object", () => {
  it("runs on Was Sticht?'s greedy playtest, which chooses as when every event is stringified each time", () => {
    const reference = choices(5, false);
    const before = { ...EVENT_KEY_COUNTS };
    const fast = choices(5, true);
    // The path RUNS: most texts were kept (an observation shows the round so far, mostly as the logged
    // events themselves; the round start and the secrets drawn by others are new objects each time).
    const kept = EVENT_KEY_COUNTS.kept - before.kept;
    expect(kept).toBeGreaterThan(1000);
    expect(kept).toBeGreaterThan(3 * (EVENT_KEY_COUNTS.made - before.made));
    expect(fast.length).toBeGreaterThan(20);
    expect(fast).toEqual(reference);
  }, 120_000);

  it("gives each event its text at the end of a game of every shipped ruleset", () => {
    for (const file of rulesetFiles()) {
      const ir = loadRuleset(file);
      const players = Math.min(ir.players.max, Math.max(ir.players.min, 4));
      const game = Game.create(ir, { players, seed: 11 });
      const rng = new Rng(11);
      const seen = new Set<GameEvent>();
      // Every seat's observation after each action, keyed as the carries key them.
      for (let step = 0; !game.isOver && step < 2000; step++) {
        for (let s = 0; s < players; s++) {
          const events = game.observe(s).events;
          eventKeys(events);
          for (const e of events) seen.add(e);
        }
        game.applyRandom(game.toAct()[0]!, rng);
      }
      expect(seen.size, file).toBeGreaterThan(10);
      for (const e of seen) expect(eventKey(e), file).toBe(JSON.stringify(e));
    }
  }, 120_000);
});
