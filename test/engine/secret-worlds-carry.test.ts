// The secret worlds' book carried from one observation of a seat to its next (view/secret-worlds.ts):
// a later observation finds the book's events among its own by the event objects themselves where it
// can (BOOK_COUNTS.same), by their text otherwise, and the book's round start by its cards and text.
// The path RUNS on Was Sticht?'s greedy playtest, and a book is carried only where it is the
// observation's own: observations of two games of one deal that part ways (the same round start,
// other events), taken in turn, draw the worlds a fresh book draws for each.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { greedyBot } from "../../src/bots/greedy.js";
import { randomBot } from "../../src/bots/random.js";
import { playGame } from "../../src/sim/play.js";
import { digestState } from "../../src/engine/assembly/state.js";
import { determinize } from "../../src/engine/view/sample.js";
import { BOOK_COUNTS } from "../../src/engine/view/secret-worlds.js";
import type { Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileFile, loadRuleset } from "../support/rulesets.js";

const GAME = "rulesets/was-sticht/was-sticht.stich";

/** Four worlds of `obs` drawn from seed `i`, as text (state, events, random source). */
function worlds(ir: RulesetIR, obs: Observation, i: number): string {
  const r = new Rng(i);
  const out: string[] = [];
  for (let k = 0; k < 4; k++) {
    const w = determinize(ir, obs, r);
    out.push(digestState(w.st), JSON.stringify(w.st.events), JSON.stringify(w.st.rng.digest()));
  }
  return out.join("|");
}

/** A fresh compilation of the ruleset: it shares no book with any other. */
function fresh(): RulesetIR {
  const ir = compileFile(GAME).ir;
  if (!ir) throw new Error(`${GAME} does not compile`);
  return ir;
}

describe("the secret worlds' book carried from one observation to the next", () => {
  it("runs on Was Sticht?'s greedy playtest: the book's events found as the same objects", () => {
    const before = { ...BOOK_COUNTS };
    const seed = 3;
    const game = Game.create(loadRuleset(GAME), { players: 4, seed });
    playGame(game, [greedyBot(), randomBot, randomBot, randomBot], [0, 1, 2, 3].map((s) => new Rng(gameSeed(seed, s))));
    const same = BOOK_COUNTS.same - before.same;
    const alike = BOOK_COUNTS.alike - before.alike;
    const texts = BOOK_COUNTS.texts - before.texts;
    const carried = BOOK_COUNTS.carried - before.carried;
    expect(carried).toBeGreaterThan(20);
    expect(same).toBeGreaterThan(500);
    // The round start and the values drawn by others are new objects in each observation, found
    // by their fields; no text is made for them.
    expect(alike).toBeGreaterThan(carried);
    expect(texts).toBe(0);
    // The round start found by its fields wherever the book was carried.
    expect(BOOK_COUNTS.starts - before.starts).toBeGreaterThanOrEqual(carried);
  }, 120_000);

  it("is carried only where the observation's round so far begins with the book's", () => {
    // Two games of one seed (one deal, the same secret values) whose draft parts ways: the seat's
    // observations of the two, in turn, each from the book the other one left.
    const ir = fresh();
    const players = 4;
    // The same actions up to the `part`th, then others.
    const line = (part: number): Observation[] => {
      const g = Game.create(ir, { players, seed: 17 });
      const seat = (g.observe(0).dealer + 1) % players;
      const rng = new Rng(5);
      const other = new Rng(part);
      const next = (): string | undefined => g.legalActions(g.toAct()[0]!)[0]?.type;
      // Past the game's task draft, to the round's layout draft (cards taken, clues named).
      while (next() !== "take") g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
      const seen: Observation[] = [];
      // The draft, the values revealed (another round start: the values known), the tricks.
      const round = g.round;
      while (g.round === round && !g.isOver) {
        seen.push(g.observe(seat));
        const s = g.toAct()[0]!;
        g.apply(s, (seen.length > part ? other : rng).pick(g.legalActions(s)));
      }
      return seen;
    };
    const a = line(Infinity);
    const b = line(9);
    const n = Math.min(a.length, b.length);
    expect(n).toBeGreaterThan(20);
    // The first observations from one game, then in turn from each, then the first one's to the
    // round's end (past the values' reveal: the same events so far, the values known).
    const turns: Observation[] = [];
    for (let i = 0; i < a.length; i++) turns.push(i < 6 || i >= 20 || i % 2 === 0 || i >= n ? a[i]! : b[i]!);
    expect(a.some((o) => o.events.some((e) => e.type === "secretReveal"))).toBe(true);
    const before = { ...BOOK_COUNTS };
    const carried = turns.map((obs, i) => worlds(ir, obs, i));
    // Where the two games' rounds so far are the same, the book was carried, over events of the
    // other game (the same texts, other objects) too.
    expect(BOOK_COUNTS.carried - before.carried).toBeGreaterThan(5);
    expect(BOOK_COUNTS.alike - before.alike).toBeGreaterThan(5);
    turns.forEach((obs, i) => expect(carried[i], `observation ${i}`).toBe(worlds(fresh(), obs, i)));
  }, 120_000);
});
