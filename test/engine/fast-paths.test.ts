// The engine's fast paths must not change what a game is: applyRandom draws exactly like
// rng.pick(legalActions()), and apply() skips validation only for the very list it just handed out.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { IllegalActionError } from "../../src/engine/errors.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { openTricksIR } from "./fixtures.js";
import { bool, num } from "../support/ir-build.js";
import type { RulesetIR } from "../../src/ir/types.js";

describe("Game.applyRandom", () => {
  for (const file of rulesetFiles()) {
    it(`plays the same games as rng.pick(legalActions) on ${file}`, () => {
      const ir = loadRuleset(file);
      for (const players of [ir.players.min, ir.players.max]) {
        for (let seed = 1; seed <= 4; seed++) {
          const a = Game.create(ir, { players, seed });
          const b = Game.create(ir, { players, seed });
          const ra = new Rng(seed * 31);
          const rb = new Rng(seed * 31);
          while (!a.isOver) {
            const seat = a.toAct()[0]!;
            a.applyRandom(seat, ra);
            b.apply(seat, rb.pick(b.legalActions(seat)));
          }
          expect(a.events).toEqual(b.events);
          expect(a.actions).toEqual(b.actions);
          expect(a.result()).toEqual(b.result());
        }
      }
    });
  }
});

describe("Game.applyRandom with every card allowed onto every open trick", () => {
  // No shipped ruleset has more than one target per card with constant rules; here every card may
  // join any of up to 4 open tricks or open another, so the draw picks from a grid of k targets per card.
  it("plays the same games as rng.pick(legalActions)", () => {
    const base = openTricksIR();
    const ir: RulesetIR = { ...base, tricks: { ...base.tricks, follow: bool(true) } };
    let widest = 0;
    for (const players of [2, 3, 5]) {
      for (let seed = 1; seed <= 6; seed++) {
        const a = Game.create(ir, { players, seed });
        const b = Game.create(ir, { players, seed });
        const ra = new Rng(seed * 17);
        const rb = new Rng(seed * 17);
        while (!a.isOver) {
          const seat = a.toAct()[0]!;
          const legal = b.legalActions(seat);
          widest = Math.max(widest, legal.length / b.state().hands[seat]!.length);
          a.applyRandom(seat, ra);
          b.apply(seat, rb.pick(legal));
        }
        expect(a.actions).toEqual(b.actions);
        expect(a.result()).toEqual(b.result());
      }
    }
    // The grid really had several targets per card (4 open tricks and no room for a fifth).
    expect(widest).toBe(4);
  });
});

describe("Game.applyRandom for a choice of several cards", () => {
  // The choice drawn without listing (steps/card-choice.ts randomCardChoice) walks the hand forward,
  // keeping the per-suit counts of the rest of it; shipped rulesets choose at most 2 cards, where a
  // card skipped for its suit never happens, so 3 and 4 cards (of different suits or not) are here.
  const base = loadRuleset("rulesets/sticheln/classic.stich");
  for (const count of [2, 3, 4]) {
    for (const distinctSuits of [true, false]) {
      it(`draws like rng.pick(legalActions): ${count} cards${distinctSuits ? " of different suits" : ""}`, () => {
        const ir: RulesetIR = { ...base, beforeTricks: [{ kind: "choose", count: num(count), pile: "misery", distinctSuits, secret: true }, ...base.beforeTricks.slice(1)] };
        let choices = 0;
        for (const players of [3, 4]) {
          for (let seed = 1; seed <= 3; seed++) {
            const a = Game.create(ir, { players, seed });
            const b = Game.create(ir, { players, seed });
            const ra = new Rng(seed * 13);
            const rb = new Rng(seed * 13);
            while (!a.isOver) {
              const seat = a.toAct()[0]!;
              if (a.state().phase === "choose") choices++;
              a.applyRandom(seat, ra);
              b.apply(seat, rb.pick(b.legalActions(seat)));
            }
            expect(a.actions).toEqual(b.actions);
            expect(a.result()).toEqual(b.result());
          }
        }
        expect(choices).toBeGreaterThan(20);
      });
    }
  }
});

describe("Game.applyRandom for an arrangement with equal values", () => {
  // The arrangement drawn without listing (steps/order.ts randomOrder) tries each distinct value once
  // per place; Stichling's bid has three different values, so equal ones are here.
  const base = loadRuleset("rulesets/stichling/stichling.stich");
  for (const values of [[1, 1, 2], [2, 2, 2], [3, 1, 3, 1, 2], [0.5, -1, 0.5, 7]]) {
    it(`draws like rng.pick(legalActions): ${values.join(", ")}`, () => {
      const order = base.beforeTricks[0]!;
      const ir: RulesetIR = { ...base, beforeTricks: [{ ...order, values: { k: "list", items: values.map(num) } } as typeof order] };
      for (const players of [2, 4]) {
        for (let seed = 1; seed <= 4; seed++) {
          const a = Game.create(ir, { players, seed });
          const b = Game.create(ir, { players, seed });
          const ra = new Rng(seed * 7);
          const rb = new Rng(seed * 7);
          while (!a.isOver) {
            const seat = a.toAct()[0]!;
            a.applyRandom(seat, ra);
            b.apply(seat, rb.pick(b.legalActions(seat)));
          }
          expect(a.actions).toEqual(b.actions);
          expect(a.result()).toEqual(b.result());
        }
      }
    });
  }
});

/**
 * Plays a game with one stream per seat: seats in `runSeats` through applyRandomPlays (a run of
 * random trick plays), every other decision through rng.pick(legalActions) + apply.
 */
function playWithRuns(ir: RulesetIR, players: number, seed: number, runSeats: ReadonlySet<number>): Game {
  const g = Game.create(ir, { players, seed });
  const rngs = Array.from({ length: players }, (_, s) => new Rng(seed * 101 + s));
  const runRngs = rngs.map((r, s) => (runSeats.has(s) ? r : null));
  let runPlays = 0;
  while (!g.isOver) {
    const before = g.actionCount;
    g.applyRandomPlays(runRngs);
    runPlays += g.actionCount - before;
    if (g.isOver || g.actionCount > before) continue;
    const seat = g.toAct()[0]!;
    g.apply(seat, rngs[seat]!.pick(g.legalActions(seat)));
  }
  // The runs play wherever a seat with a stream is to play a card: a draw over the grid where the legal
  // plays form one (constant open/follow rules, no aside), by suit where every per-card rule answers
  // per suit (tricks/play.ts drawPlayBySuit), else by listing the plays (collectPlays).
  if (runSeats.size > 0) expect(runPlays).toBeGreaterThan(0);
  else expect(runPlays).toBe(0);
  return g;
}

describe("Game.applyRandomPlays", () => {
  for (const file of rulesetFiles()) {
    it(`plays the same games as a decision-by-decision loop, for any seats in the run: ${file}`, () => {
      const ir = loadRuleset(file);
      for (const players of [ir.players.min, ir.players.max]) {
        for (let seed = 1; seed <= 3; seed++) {
          const none = playWithRuns(ir, players, seed, new Set());
          const all = playWithRuns(ir, players, seed, new Set(Array.from({ length: players }, (_, s) => s)));
          const some = playWithRuns(ir, players, seed, new Set([0, players - 1].slice(0, seed)));
          expect(all.actions).toEqual(none.actions);
          expect(all.events).toEqual(none.events);
          expect(some.actions).toEqual(none.actions);
          expect(all.result()).toEqual(none.result());
        }
      }
    });
  }

  it("plays the grid of several targets per card like rng.pick(legalActions)", () => {
    const base = openTricksIR();
    const ir: RulesetIR = { ...base, tricks: { ...base.tricks, follow: bool(true) } };
    for (const players of [2, 3, 5]) {
      for (let seed = 1; seed <= 4; seed++) {
        const none = playWithRuns(ir, players, seed, new Set());
        const all = playWithRuns(ir, players, seed, new Set(Array.from({ length: players }, (_, s) => s)));
        expect(all.actions).toEqual(none.actions);
        expect(all.result()).toEqual(none.result());
      }
    }
  });

  it("stops at once for a seat without a stream, and at the round guard", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const g = Game.create(ir, { players: 4, seed: 9 });
    const rngs = [new Rng(1), new Rng(2), new Rng(3), new Rng(4)];
    g.applyRandomPlays([rngs[0]!, null, rngs[2]!, rngs[3]!]); // the secret misery choice waits for seat 1's bot: nobody chooses
    expect(g.actionCount).toBe(0);
    for (let s = 0; s < 4; s++) g.applyRandom(s, rngs[s]!);
    const actor = g.toAct()[0]!;
    const withoutActor = rngs.map((r, s) => (s === actor ? null : r));
    const count = g.actionCount;
    g.applyRandomPlays(withoutActor);
    expect(g.actionCount).toBe(count);
    g.applyRandomPlays(rngs, 1);
    expect(g.isOver).toBe(false); // the next round's misery choice is past the round guard
    expect(g.state().phase).toBe("choose");
    expect(g.round).toBe(2);
    g.applyRandomPlays(rngs); // without a guard the run draws the choices too, to the game's end
    expect(g.isOver).toBe(true);
  });
});

describe("apply() and the legal list it handed out", () => {
  const ir = loadRuleset("rulesets/stichling/stichling.stich");

  it("validates an action from an older list (the state moved on)", () => {
    const g = Game.create(ir, { players: 2, seed: 3 });
    g.apply(0, { type: "order", values: [1, 2, 3] });
    g.apply(1, { type: "order", values: [1, 2, 3] });
    const first = g.legalActions(0);
    g.apply(0, first[0]!);
    // Seat 1's turn now: seat 0's old options are no longer legal, whatever list they came from.
    expect(() => g.apply(0, first[1]!)).toThrow(IllegalActionError);
  });

  it("validates an equal action that is a different object", () => {
    const g = Game.create(ir, { players: 2, seed: 3 });
    g.apply(0, { type: "order", values: [1, 2, 3] });
    g.apply(1, { type: "order", values: [1, 2, 3] });
    const legal = g.legalActions(0);
    const copy = JSON.parse(JSON.stringify(legal[0]));
    g.apply(0, copy);
    expect(g.actions.at(-1)).toEqual({ seat: 0, action: legal[0] });
    expect(() => g.apply(1, { type: "play", card: 9999, target: "new" })).toThrow(/does not hold/);
  });

  it("keeps each clone's list to itself", () => {
    const g = Game.create(ir, { players: 2, seed: 3 });
    g.apply(0, { type: "order", values: [1, 2, 3] });
    g.apply(1, { type: "order", values: [1, 2, 3] });
    const legal = g.legalActions(0);
    const c = g.clone();
    c.apply(0, legal[0]!);
    g.apply(0, legal[1]!);
    expect(c.actions.at(-1)?.action).toBe(legal[0]);
    expect(g.actions.at(-1)?.action).toBe(legal[1]);
  });
});
