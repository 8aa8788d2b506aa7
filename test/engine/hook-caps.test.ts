// The hook points' fast-path declarations (assembly/fast-caps.ts HOOK_POINTS): a ruleset any of whose
// mechanics has a `played` hook gets caps that keep the loops playing without tricks/play.ts playCard
// off (rules/caps.ts inlinePlays), derived from the descriptors' hooks, so neither the mechanic nor the
// loops have to remember it. Bridge Whist's dummy (steps/dummy.ts, a `played` hook, caps SAFE of its
// own) is the shipped case: its fast games must be the general path's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { capsByPart } from "../../src/engine/assembly/fast-caps.js";
import { hooksOf } from "../../src/engine/assembly/mechanics.js";
import { NOT_INLINE, SAFE } from "../../src/engine/rules/caps.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import { tableLoopRuns } from "../../src/engine/fast/table-plays.js";
import { loadRuleset } from "../support/rulesets.js";
import { compileIn } from "../lang/helpers.js";
import { expectSamePlay } from "../support/differential.js";
import { randomRuleset } from "../support/random-rulesets.js";

const bridge = loadRuleset("rulesets/classics/bridge-whist.stich");

describe("hook points' caps", () => {
  it("a `played` hook turns the inline loops off, though its mechanic declares every path safe", () => {
    expect(hooksOf(bridge).played.length).toBeGreaterThan(0);
    const parts = capsByPart(bridge);
    expect(parts["mechanic dummy"]).toEqual(SAFE);
    expect(parts["hook played"]).toEqual(NOT_INLINE);
    const caps = Game.fastPaths(bridge);
    expect(caps.inlinePlays).toBe(false);
    expect(caps.cycles).toBe(false);
  });

  it("every random ruleset with a `played` hook has neither inline plays nor the cycle loop", () => {
    let withHook = 0;
    for (const { ir, label } of fc.sample(randomRuleset, { numRuns: 400, seed: 23 })) {
      if (hooksOf(ir).played.length === 0) continue;
      withHook++;
      const caps = Game.fastPaths(ir);
      expect(caps.inlinePlays, label).toBe(false);
      expect(caps.cycles, label).toBe(false);
    }
    expect(withHook).toBeGreaterThan(0);
  });

  it("Bridge Whist plays the same game by the random loops as play by play, every play through playCard", () => {
    const cycles = cycleLoopRuns.count;
    const byRule = ruleCycleRuns.count;
    for (let seed = 1; seed <= 6; seed++) {
      const streams = () => [0, 1, 2, 3].map((s) => new Rng(seed * 10 + s));
      const loops = Game.create(bridge, { players: 4, seed, record: false });
      const a = streams();
      while (!loops.isOver) {
        const s = loops.toAct()[0]!;
        // The declaration is a decision, not a play: drawn one at a time; trick play by the loops.
        if (loops.state().phase === "tricks") loops.applyRandomPlays(a);
        else loops.applyRandom(s, a[s]!);
      }
      const single = Game.create(bridge, { players: 4, seed, record: false });
      const b = streams();
      while (!single.isOver) {
        const s = single.toAct()[0]!;
        single.applyRandom(s, b[s]!);
      }
      expect(loops.digest(), `seed ${seed}`).toBe(single.digest());
      expectSamePlay(bridge, 4, seed, "Bridge Whist");
    }
    // Its per-card `follow` (no lead table is made for it) would take the rule-cycles
    // loop but for the `played` hook; neither loop that plays inline ran.
    expect(cycleLoopRuns.count).toBe(cycles);
    expect(ruleCycleRuns.count).toBe(byRule);
  });
});

describe("face-down plays and the inline loops", () => {
  // A card is laid face down by playCard only (tricks/face-down.ts declares NOT_INLINE): the lead
  // table's loop must carry each play through it, as play by play does.
  const r = compileIn(`game "Face down by leads"
players 4..4
suits clubs diamonds hearts spades
deck clubs diamonds hearts spades 2..14
deal all
first dealer: seat 0
tricks {
  lead: left of dealer, then winner
  follow: suit = lead or lead != spades
  face down: true
  winner: highest rank where suit = lead
}
score: tricks
rounds 2
`);
  const ir = r.ir!;

  it("play the same game by the lead table's loop as play by play", () => {
    expect(r.diagnostics).toEqual([]);
    const tables = tableLoopRuns.count;
    for (let seed = 1; seed <= 8; seed++) {
      const streams = () => [0, 1, 2, 3].map((s) => new Rng(seed * 10 + s));
      const loops = Game.create(ir, { players: 4, seed, record: false });
      const a = streams();
      const byLoops = outcome(loops, () => {
        while (!loops.isOver) loops.applyRandomPlays(a);
      });
      const single = Game.create(ir, { players: 4, seed, record: false });
      const b = streams();
      const bySingle = outcome(single, () => {
        while (!single.isOver) {
          const s = single.toAct()[0]!;
          single.applyRandom(s, b[s]!);
        }
      });
      expect(byLoops, `seed ${seed}`).toBe(bySingle);
    }
    expect(tableLoopRuns.count).toBeGreaterThan(tables);
    expect(Game.fastPaths(ir).inlinePlays).toBe(false);
  });

  it("leave the cards face down that play by play lays face down, where the loop stops mid-trick", () => {
    for (let seed = 1; seed <= 8; seed++) {
      // Seat 3 has no stream: the loop stops at its turn, with seats 0-2's cards of the trick on the table.
      const streams = () => [0, 1, 2].map((s) => new Rng(seed * 10 + s));
      const loops = Game.create(ir, { players: 4, seed, record: false });
      loops.applyRandomPlays([...streams(), null]);
      const single = Game.create(ir, { players: 4, seed, record: false });
      const b = streams();
      while (!single.isOver && single.toAct()[0] !== 3) {
        const s = single.toAct()[0]!;
        single.applyRandom(s, b[s]!);
      }
      expect(loops.state().openTricks.length, `seed ${seed}`).toBe(1);
      expect(JSON.stringify(loops.state().openTricks), `seed ${seed}`).toBe(JSON.stringify(single.state().openTricks));
    }
  });
});

/** The game's digest once `play` is done, or its rule error (this follow rule can leave a seat without a legal card). */
function outcome(g: Game, play: () => void): string {
  try {
    play();
    return g.digest();
  } catch (err) {
    return String(err);
  }
}
