// Bots see what their seat may see and nothing else: a decision is a function of the observation
// (and the bot's own random stream), never of the hidden cards, and the context a bot gets holds the
// public rules, the seat and the observation only.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { decisionContext } from "../../src/sim/play.js";
import { getBot } from "../../src/bots/registry.js";
import type { DecisionContext } from "../../src/bots/bot.js";
import type { Action, Seat } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { actionKey } from "../../src/bots/action-key.js";
import { loadRuleset } from "../support/rulesets.js";
import { bidIR } from "./fixtures.js";

const BOTS = ["greedy", "ismcts:30"];

/**
 * Two games that differ only in hidden cards: seats 1 and 2 swap their first `swaps` cards. Both
 * are then driven through the same `steps` actions, never playing a swapped card, so seat 0's
 * observation stays the same in both while the hidden hands differ.
 */
function twins(ir: RulesetIR, players: number, steps: number, seed: number): [Game, Game] {
  const probe = Game.create(ir, { players, seed, firstDealer: players - 1 });
  const start = probe.events[0]!;
  if (start.type !== "roundStart") throw new Error("no deal");
  const hands = start.hands.map((h) => [...h!]);
  const swaps = 3;
  const swapped = new Set([...hands[1]!.slice(0, swaps), ...hands[2]!.slice(0, swaps)]);
  const other = hands.map((h) => [...h]);
  for (let i = 0; i < swaps; i++) [other[1]![i], other[2]![i]] = [hands[2]![i]!, hands[1]![i]!];
  const leftover = [...start.leftover!];
  const a = Game.create(ir, { players, seed, firstDealer: players - 1, deals: [{ hands, leftover }] });
  const b = Game.create(ir, { players, seed, firstDealer: players - 1, deals: [{ hands: other, leftover }] });
  const rng = new Rng(seed);
  for (let k = 0; k < steps && !a.isOver; k++) {
    const seat = a.toAct()[0]!;
    const inB = new Set(b.legalActions(seat).map(actionKey));
    const both = a.legalActions(seat).filter((x) => inB.has(actionKey(x)) && !usesAny(x, swapped));
    if (both.length === 0) break;
    const pick = rng.pick(both);
    a.apply(seat, pick);
    b.apply(seat, pick);
  }
  return [a, b];
}

function usesAny(a: Action, cards: ReadonlySet<number>): boolean {
  if (a.type === "choose") return a.cards.some((c) => cards.has(c));
  if (a.type === "order" || a.type === "keep" || a.type === "call" || a.type === "bid" || a.type === "clue" || a.type === "draftTask" || a.type === "pickTask" || a.type === "finishTask") return false;
  return cards.has(a.card);
}

/** Seat 0's decision, taken with a fresh copy of the same random stream. */
function decide(spec: string, game: Game, seat: Seat): Action {
  return getBot(spec).choose(decisionContext(game, seat), game.legalActions(seat), new Rng(1234));
}

describe("a decision depends on the observation only", () => {
  const cases: [string, RulesetIR, number, number][] = [
    ["classic, the secret choice", loadRuleset("rulesets/sticheln/classic.stich"), 4, 0],
    ["classic, mid-round", loadRuleset("rulesets/sticheln/classic.stich"), 4, 4 + 4 * 5],
    ["hazy (declared cards stay hidden), mid-round", loadRuleset("rulesets/sticheln/hazy.stich"), 4, 4 + 4 * 3],
    ["hat trick (must follow, cards set aside), mid-round", loadRuleset("rulesets/sticheln/hat-trick.stich"), 4, 4 * 4],
    ["bid fixture (secret orders), mid-round", bidIR(), 3, 3 + 3 * 3],
  ];
  for (const [label, ir, players, steps] of cases) {
    for (const spec of BOTS) {
      it(`${spec}: ${label}`, () => {
        let compared = 0;
        for (const seed of [1, 2, 3]) {
          const [a, b] = twins(ir, players, steps, seed);
          if (!a.toAct().includes(0)) continue;
          // The hidden hands differ, what seat 0 sees does not.
          expect(a.observe(1).hand).not.toEqual(b.observe(1).hand);
          expect(b.observe(0)).toEqual(a.observe(0));
          expect(decide(spec, b, 0)).toEqual(decide(spec, a, 0));
          compared++;
        }
        expect(compared).toBeGreaterThan(0);
      });
    }
  }
});

describe("the decision context", () => {
  it("holds the rules, the seat, the seat deciding and the observation, nothing else", () => {
    const game = Game.create(loadRuleset("rulesets/sticheln/classic.stich"), { players: 4, seed: 3 });
    const ctx = decisionContext(game, 0);
    // Every own property, enumerable or not: TypeScript's `private` would hide nothing at run time.
    expect(Object.getOwnPropertyNames(ctx).sort()).toEqual(["decider", "ir", "observation", "seat"]);
    expect(Object.getOwnPropertySymbols(ctx)).toEqual([]);
    expect(Object.getPrototypeOf(ctx)).toBe(Object.prototype);
  });

  it("is all a bot reads", () => {
    const game = Game.create(loadRuleset("rulesets/sticheln/hat-trick.stich"), { players: 4, seed: 5 });
    const rng = new Rng(9);
    for (let k = 0; k < 12; k++) game.apply(game.toAct()[0]!, rng.pick(game.legalActions(game.toAct()[0]!)));
    for (const spec of ["random", ...BOTS]) {
      const seat = game.toAct()[0]!;
      const read = new Set<PropertyKey>();
      const ctx = new Proxy(decisionContext(game, seat), {
        // Methods run on the real context, so only the bot's own reads are recorded.
        get(target, key) {
          read.add(key);
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }) as DecisionContext;
      const action = getBot(spec).choose(ctx, game.legalActions(seat), new Rng(1));
      expect(game.whyIllegal(seat, action)).toBeNull();
      expect([...read].every((k) => k === "ir" || k === "seat" || k === "decider" || k === "observation")).toBe(true);
    }
  });

  it("is not even looked at when there is only one legal action", () => {
    const only: Action = { type: "play", card: 0, target: "new" };
    const ctx: DecisionContext = {
      get ir(): never {
        throw new Error("read ir");
      },
      seat: 0,
      observation: () => {
        throw new Error("read the observation");
      },
    };
    for (const spec of BOTS) expect(getBot(spec).choose(ctx, [only], new Rng(1))).toBe(only);
  });
});
