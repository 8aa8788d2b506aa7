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
import { EVENT_KEY_COUNTS, EVENT_KEYS, eventKey, eventKeys, sameText } from "../../src/engine/view/event-keys.js";
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

/** Copies of a JSON value with one part changed each: a leaf, an array's length, or an object's first two keys swapped. */
function variants(v: unknown): unknown[] {
  if (typeof v === "number") return [v + 1];
  if (typeof v === "string") return [`${v}x`];
  if (typeof v === "boolean") return [!v];
  if (v === null) return [0];
  if (Array.isArray(v)) {
    const out: unknown[] = [[...v, 0]];
    v.forEach((x, i) => {
      for (const y of variants(x)) out.push(v.map((z, j) => (j === i ? y : z)));
    });
    return out;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  const out: unknown[] = [];
  if (keys.length >= 2 && JSON.stringify(o[keys[0]!]) !== JSON.stringify(o[keys[1]!])) {
    const swapped: Record<string, unknown> = {};
    for (const k of [keys[1]!, keys[0]!, ...keys.slice(2)]) swapped[k] = o[k];
    out.push(swapped);
  }
  for (const k of keys) for (const y of variants(o[k])) out.push({ ...o, [k]: y });
  return out;
}

describe("events as text kept per event object", () => {
  it("runs on Was Sticht?'s greedy playtest, which chooses as when every event is stringified each time", () => {
    const reference = choices(5, false);
    const before = { ...EVENT_KEY_COUNTS };
    const fast = choices(5, true);
    // The path RUNS: texts were kept (a new book of the secret worlds keys the round so far, mostly the
    // logged events themselves). A carried book looks up only the events it has not replayed: the
    // others it finds by the objects themselves or their fields (view/secret-worlds.ts Book.leads).
    const kept = EVENT_KEY_COUNTS.kept - before.kept;
    expect(kept).toBeGreaterThan(300);
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

  it("sameText is true exactly where two events' texts are the same (every shipped ruleset)", () => {
    for (const file of rulesetFiles()) {
      const ir = loadRuleset(file);
      const players = Math.min(ir.players.max, Math.max(ir.players.min, 4));
      const game = Game.create(ir, { players, seed: 12 });
      const rng = new Rng(12);
      const events: GameEvent[] = [];
      // The log and seat 0's view of it (redacted events are new objects), the first 300 steps.
      for (let step = 0; !game.isOver && step < 300; step++) {
        if (step % 25 === 0) events.push(...game.observe(0).events);
        game.applyRandom(game.toAct()[0]!, rng);
      }
      events.push(...game.events.slice(0, 300));
      expect(events.length, file).toBeGreaterThan(10);
      events.forEach((e, i) => {
        const text = JSON.stringify(e);
        expect(sameText(e, JSON.parse(text)), file).toBe(true);
        for (const f of [events[i + 1], events[i + 2], events[(i * 7) % events.length]]) expect(sameText(e, f), file).toBe(text === JSON.stringify(f));
        // Each value of the event changed in a copy, one at a time: another text, never the same
        // (every third event, the first 100 changes: the test's time).
        if (i % 3 !== 0) return;
        for (const changed of variants(JSON.parse(text) as unknown).slice(0, 100)) {
          expect(JSON.stringify(changed), file).not.toBe(text);
          expect(sameText(e, changed), file).toBe(false);
        }
      });
    }
  }, 120_000);
});
