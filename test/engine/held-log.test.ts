// Held tricks logged as a few integers and made into objects only when something reads them
// (core/held-tricks.ts), with `trickPoints` counting the tricks where every trick is worth the same,
// against held tricks made into objects as they are held (tricks/held.ts withHeldBuilt) on the general
// path: the same game cycle by cycle (the state digest holds the held tricks), and the same views.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { withHeldBuilt } from "../../src/engine/tricks/held.js";
import { loggedTricks } from "../../src/engine/core/held-tricks.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral, type Run } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

/** Where the logged game parts from the built one, or null. */
function divergence(built: Run, logged: Run): string | null {
  const n = Math.max(built.digests.length, logged.digests.length);
  for (let i = 0; i < n; i++) {
    const a = built.digests[i];
    const b = logged.digests[i];
    if (a === b) continue;
    if (a === undefined || b === undefined) return `after cycle ${i + 1}: one game stopped`;
    const la = a.split("\n");
    const lb = b.split("\n");
    const k = la.findIndex((line, j) => line !== lb[j]);
    return `after cycle ${i + 1}: built ${la[k]} / logged ${lb[k]}`;
  }
  if (built.error !== logged.error) return `errors differ: ${built.error} / ${logged.error}`;
  if (JSON.stringify(built.result) !== JSON.stringify(logged.result)) return "results differ";
  return null;
}

/** The general path with every held trick built against the lab's fast path with tricks logged. */
function expectSame(ir: RulesetIR, players: number, seed: number, label: string): Run {
  const built = withHeldBuilt(() => playGeneral(ir, players, seed));
  const logged = playFast(ir, players, seed);
  const where = divergence(built, logged);
  expect(where, `${label}, ${players} players, seed ${seed}: ${where}`).toBeNull();
  return built;
}

/**
 * One game on the general path twice, held tricks built and logged: after every decision, every
 * seat's view and the referee's state agree (who holds which trick is public, its cards as the won
 * pile is seen: a logged trick shows no more than a built one). Returns the number of held tricks seen.
 */
function expectSameViews(ir: RulesetIR, players: number, seed: number, label: string): number {
  const built = withHeldBuilt(() => Game.create(ir, { players, seed }));
  const logged = Game.create(ir, { players, seed });
  const rng = new Rng(seed);
  let seen = 0;
  while (!built.isOver) {
    const seat = built.toAct()[0]!;
    const action = rng.pick(built.legalActions(seat));
    built.apply(seat, action);
    logged.apply(seat, action);
    for (let s = 0; s < players; s++) expect(JSON.stringify(logged.observe(s)), `${label}: seat ${s}'s view`).toBe(JSON.stringify(built.observe(s)));
    const state = built.state();
    expect(JSON.stringify(logged.state()), `${label}: state`).toBe(JSON.stringify(state));
    seen += state.held.reduce((n, ts) => n + ts.length, 0);
  }
  expect(logged.isOver).toBe(true);
  return seen;
}

const BASE = "rulesets/stich-meister/base.stich";
/** Rule cards that move or change held tricks, or give them to another seat than the winner. */
const MOVERS = ["cards/34-winner-removes-a-card.stich", "cards/35-trick-to-the-left.stich", "cards/39-last-trick-gives-all.stich", "cards/40-last-three-one-trick.stich"];
/** Rule cards whose trick value reads the trick (its cards or number). */
const VALUED = ["cards/41-value-by-colours.stich", "cards/44-fifth-trick-triple.stich", "cards/45-last-triple-first-two-zero.stich"];

describe("held tricks logged and made when read play the same game as held tricks built when held", () => {
  it("Stich-Meister base at 3, 4 and 5 players", () => {
    const ir = loadRuleset(BASE);
    const before = loggedTricks.count;
    for (let players = 3; players <= 5; players++) {
      for (let seed = 1; seed <= 6; seed++) expectSame(ir, players, seed, "base");
    }
    // The lab's side logged its tricks (the general side builds them): the log was used.
    expect(loggedTricks.count).toBeGreaterThan(before);
  });

  it("Stich-Meister with rule cards that move, change or give away held tricks, that value them, and random sets", () => {
    const sets: string[][] = [...MOVERS.map((c) => [c]), ...VALUED.map((c) => [c]), [MOVERS[1]!, VALUED[0]!], [MOVERS[0]!, MOVERS[2]!], [MOVERS[1]!, MOVERS[3]!, VALUED[1]!], ...randomStichMeisterCardSets(2611, 16)];
    let games = 0;
    sets.forEach((set, i) => {
      const ir = stichMeisterWith(set);
      if (!ir) return;
      for (const players of [3, 4, 5]) {
        expectSame(ir, players, 11 + i * 3 + players, set.join(" "));
        games++;
      }
    });
    expect(games).toBeGreaterThan(60);
  }, 180_000);

  it("on random fixture rulesets (trick values, recipients, gifts, hand tricks, removals among them)", () => {
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawn, seed) => {
        expectSame(ir, playersFor(ir, drawn), seed, label);
      }),
      { numRuns: 120 },
    );
  });

  it("every seat's view and the state agree after every decision", () => {
    let seen = 0;
    for (const set of [[], [MOVERS[1]!], [MOVERS[2]!], [MOVERS[0]!, VALUED[1]!], [MOVERS[3]!]]) {
      const ir = set.length === 0 ? loadRuleset(BASE) : stichMeisterWith(set)!;
      for (const players of [3, 5]) seen += expectSameViews(ir, players, 40 + players, set.join(" ") || "base");
    }
    expect(seen).toBeGreaterThan(100);
  }, 120_000);

  it("a clone's held tricks are its own, logged or made", () => {
    const ir = stichMeisterWith([MOVERS[1]!])!;
    const g = Game.create(ir, { players: 4, seed: 5 });
    const rng = new Rng(5);
    // Into the second round, with tricks of it logged (the digest reads them without making them).
    let inRound = 0;
    while (inRound < 10) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
      if (g.round === 2) inRound++;
    }
    const before = g.digest();
    const copy = g.clone();
    // The clone's tricks made into objects, then more logged, into its next rounds: the original is as it was.
    copy.state();
    for (let i = 0; i < 120 && !copy.isOver; i++) {
      const seat = copy.toAct()[0]!;
      copy.apply(seat, rng.pick(copy.legalActions(seat)));
    }
    expect(g.digest()).toBe(before);
  });
});
