// The state is a table of slices, each with its start value, round reset and clone: the kernel's
// (core/state.ts) and the mechanics' (their descriptors), put together in assembly/state.ts.
// Properties: a clone shares nothing mutable with its original, and a new round starts every reset
// slice afresh, whatever the round before left in it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKernel } from "../../src/engine/assembly/create.js";
import { ALL_SLICES as SLICES, ALL_SLICE_NAMES as SLICE_NAMES, cloneState, digestState, newState, resetRound } from "../../src/engine/assembly/state.js";
import type { State } from "../../src/engine/core/state.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { STATE_LITERAL_FILE, stateLiteralText } from "../../scripts/state-literal.js";
import { ROOT } from "../support/rulesets.js";
import { MECHANICS } from "../../src/engine/assembly/mechanics.js";
import type { AnyMechanic } from "../../src/engine/core/mechanic.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { Trick } from "../../src/engine/core/trick.js";
import { applyAction, legalActions, toAct } from "../../src/engine/assembly/act.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

/** A state's slices as text (the digest's encoding), all of them or all but the scratch ones. */
function snapshot(st: State, scratch = true): string {
  const names = SLICE_NAMES.filter((n) => scratch || SLICES[n].kind !== "scratch");
  return JSON.stringify(Object.fromEntries(names.map((n) => [n, st[n]])), (_k, v: unknown) => {
    if (v instanceof Trick || v instanceof Rng) return v.digest();
    if (ArrayBuffer.isView(v)) return Array.from(v as Int32Array);
    return v;
  });
}

/** Changes every mutable thing reachable in `v` (lists, nested lists, tricks, random streams). */
function mutate(v: unknown): void {
  if (v instanceof Trick) v.add(99, 99);
  else if (v instanceof Rng) v.nextUint32();
  else if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (typeof v[i] === "number") v[i] += 1000;
      else if (typeof v[i] === "boolean") v[i] = !v[i];
      else mutate(v[i]);
    }
    v.push(v.length > 0 && Array.isArray(v[0]) ? [] : 7);
  }
}

/** A kernel some way into a random game. */
function kernelAt(ir: Parameters<typeof createKernel>[0], players: number, seed: number, cut: number): Kernel {
  const k = createKernel(ir, { players, seed });
  const rng = new Rng(seed ^ 0x5eed);
  for (let i = 0; i < cut && k.st.phase !== "over"; i++) {
    const seat = toAct(k)[0]!;
    applyAction(k, seat, rng.pick(legalActions(k, seat)));
  }
  return k;
}

const shipped = rulesetFiles().map((f) => loadRuleset(f));
const anyRuleset = fc.oneof(fc.constantFrom(...shipped), randomRuleset.map((r) => r.ir));

describe("state slices", () => {
  it("a clone shares nothing mutable: changing every list, trick and stream of the clone leaves the original as it was", () => {
    fc.assert(
      fc.property(anyRuleset, fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 120 }), (ir, seed, cut) => {
        let k: Kernel;
        try {
          k = kernelAt(ir, ir.players.min, seed, cut);
        } catch {
          return; // a random ruleset that stops with a RuleError before the cut: nothing to clone
        }
        const before = snapshot(k.st);
        const copy = cloneState(k.st, k.shared);
        // The same state (a clone starts its pools and caches afresh)...
        expect(snapshot(copy, false)).toBe(snapshot(k.st, false));
        for (const name of SLICE_NAMES) {
          // Shared: the slices nothing changes in this game (the next property checks that).
          if (SLICES[name].clone === "immutable" || k.shared[name]) continue;
          mutate(copy[name]);
          expect(snapshot(k.st), `changing the clone's ${name} changed the original`).toBe(before);
        }
      }),
      { numRuns: 120 },
    );
  });

  it("a slice a game's copies share (Slice.unwritten) never changes: every value it held is as it was made, after every action of a whole game", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(anyRuleset, fc.integer({ min: 1, max: 2 ** 30 }), (ir, seed) => {
        const k = createKernel(ir, { players: ir.players.min, seed });
        const names = SLICE_NAMES.filter((n) => k.shared[n]);
        // Every value each shared slice held, with its text when it first held it (a round's reset
        // may put a new value in its place, made so: never one changed).
        const held = new Map<unknown, { name: string; text: string }>();
        const note = (): void => {
          for (const n of names) if (!held.has(k.st[n])) held.set(k.st[n], { name: n, text: JSON.stringify(k.st[n]) });
        };
        note();
        const copy = cloneState(k.st, k.shared);
        for (const n of names) {
          seen.add(n);
          expect(copy[n], `a copy takes ${n} as it is`).toBe(k.st[n]);
        }
        const rng = new Rng(seed ^ 0x5eed);
        for (let i = 0; i < 400 && k.st.phase !== "over"; i++) {
          const seat = toAct(k)[0]!;
          try {
            applyAction(k, seat, rng.pick(legalActions(k, seat)));
          } catch {
            return; // a random ruleset that stops with a RuleError: what it played so far was checked
          }
          for (const [value, m] of held) expect(JSON.stringify(value), `a value of ${m.name} changed by round ${k.st.round}`).toBe(m.text);
          note();
        }
      }),
      { numRuns: 120 },
    );
    // Rulesets without auctions, calls, orders or a draft are drawn: the property was asked.
    expect(seen.size).toBeGreaterThan(3);
  });

  it("finds a slice that is shared by its clone (the property above can fail)", () => {
    const k = kernelAt(shipped[0]!, 4, 1, 10);
    const copy = { ...k.st }; // a shallow copy shares every list
    const before = snapshot(k.st);
    mutate(copy.hands);
    expect(snapshot(k.st)).not.toBe(before);
  });

  it("a new round starts every reset slice as a new game's first round does, whatever the last round left", () => {
    fc.assert(
      fc.property(anyRuleset, fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 150 }), (ir, seed, cut) => {
        let k: Kernel;
        try {
          k = kernelAt(ir, ir.players.min, seed, cut);
        } catch {
          return;
        }
        const c = k.slices;
        const fresh = newState(c);
        resetRound(fresh, c);
        const used = cloneState(k.st, k.shared);
        resetRound(used, c);
        for (const name of SLICE_NAMES) {
          if (SLICES[name].round !== "reset") continue;
          expect(JSON.stringify(used[name], (_k, v: unknown) => (v instanceof Trick ? v.digest() : v)), name).toBe(
            JSON.stringify(fresh[name], (_k, v: unknown) => (v instanceof Trick ? v.digest() : v)),
          );
        }
      }),
      { numRuns: 80 },
    );
  });

  it("a cloned game plays on alone: the original's state, events and views do not move, and it can be finished as if never cloned", () => {
    for (const ir of shipped) {
      const players = ir.players.max;
      const g = Game.create(ir, { players, seed: 3 });
      const rng = new Rng(5);
      for (let i = 0; i < 40 && !g.isOver; i++) {
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      const digest = g.digest();
      const events = JSON.stringify(g.events);
      const view = JSON.stringify(g.observe(0));
      const clone = g.clone();
      const other = new Rng(77);
      while (!clone.isOver) {
        const seat = clone.toAct()[0]!;
        clone.apply(seat, other.pick(clone.legalActions(seat)));
      }
      expect(g.digest()).toBe(digest);
      expect(JSON.stringify(g.events)).toBe(events);
      expect(JSON.stringify(g.observe(0))).toBe(view);
      // The original finishes exactly as a replay of its own log does.
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      const replay = g.restart();
      for (const a of g.actions) replay.apply(a.seat, a.action);
      expect(replay.digest()).toBe(g.digest());
      expect(replay.result()).toEqual(g.result());
    }
  });

  it("makes and clones a state by the generated literals, current with the slice tables (npm run gen:state)", () => {
    expect(readFileSync(join(ROOT, STATE_LITERAL_FILE), "utf8")).toBe(stateLiteralText());
  });

  it("a mechanic slice a seat sees through its mechanic's view belongs to a mechanic with a view", () => {
    for (const m of MECHANICS as readonly AnyMechanic[]) {
      for (const [name, slice] of Object.entries(m.slices ?? {})) {
        if (slice.seen === "view") expect(m.view, `${m.name}'s slice ${name}`).not.toBeNull();
      }
    }
  });

  it("digests only the game's slices, and every one of them", () => {
    const k = kernelAt(shipped[0]!, 4, 1, 30);
    const lines = digestState(k.st).split("\n").map((l) => l.slice(0, l.indexOf("=")));
    expect(lines).toEqual(SLICE_NAMES.filter((n) => SLICES[n].kind === "game"));
  });
});
