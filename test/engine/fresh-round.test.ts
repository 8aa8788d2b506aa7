// A new game's first round starts without the round's reset (assembly/create.ts startRound(k, fresh)):
// that is the same game only if a state just made by newState already holds, in every slice, what
// resetRound would make of it. Checked on every shipped ruleset at every player count and on random
// fixture rulesets, slice by slice (the log and scratch slices too).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_SLICE_NAMES, newState, resetRound } from "../../src/engine/assembly/state.js";
import { rulesOf } from "../../src/engine/assembly/create.js";
import { deckFor } from "../../src/engine/core/cards.js";
import type { SliceContext, State } from "../../src/engine/core/state.js";
import { Rng } from "../../src/engine/rng.js";
import { Trick } from "../../src/engine/core/trick.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

function snapshot(st: State): string {
  return JSON.stringify(Object.fromEntries(ALL_SLICE_NAMES.map((n) => [n, st[n]])), (_k, v: unknown) => {
    if (v instanceof Trick || v instanceof Rng) return v.digest();
    if (ArrayBuffer.isView(v)) return Array.from(v as Int32Array);
    return v;
  });
}

/** Where a new state and the same state after a round's reset differ (a slice's name and both values), or null. */
function resetChanges(ir: RulesetIR, players: number, seed: number): string | null {
  const deck = deckFor(ir, players);
  if (!deck) return null;
  const c: SliceContext = { players, deck, seed, ir, rules: rulesOf(ir, seed), opts: { players, seed } };
  const st = newState(c);
  const before = JSON.parse(snapshot(st)) as Record<string, unknown>;
  resetRound(st, c);
  const after = JSON.parse(snapshot(st)) as Record<string, unknown>;
  for (const name of ALL_SLICE_NAMES) {
    const a = JSON.stringify(before[name]);
    const b = JSON.stringify(after[name]);
    if (a !== b) return `${name}: new ${a}, after the reset ${b}`;
  }
  return null;
}

describe("a new game's state is a round's start state", () => {
  it("on every shipped ruleset at every player count", () => {
    let checked = 0;
    for (const file of rulesetFiles()) {
      const ir = loadRuleset(file);
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        expect(resetChanges(ir, players, 7), `${file}, ${players} players`).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("on random fixture rulesets", () => {
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 2, max: 8 }), ({ ir, label }, players) => {
        const n = Math.min(Math.max(players, ir.players.min), ir.players.max);
        expect(resetChanges(ir, n, 3), label).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
