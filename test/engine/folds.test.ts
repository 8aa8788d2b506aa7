// count / sum / max / min over `where` and `of` compile to one fused loop (expr.ts compileFold). They
// must give exactly what the plain pipeline gives: filter, then map, then aggregate.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createExprCompiler, newEnv, type EvalState } from "../../src/engine/expr.js";
import type { Expr, FnName } from "../../src/ir/types.js";

const SUITS = 4;
const RANKS = 10;
const DECK = SUITS * RANKS;

function state(hand: readonly number[]): EvalState {
  const suitOf = Int32Array.from({ length: DECK }, (_, c) => Math.floor(c / RANKS));
  const rankOf = Int32Array.from({ length: DECK }, (_, c) => c % RANKS);
  return {
    players: 1,
    round: 1,
    rounds: 1,
    deckSuits: [0, 1, 2, 3],
    suitOf,
    rankOf,
    hands: [hand],
    piles: [],
    tricksWon: [0],
    totals: [0],
    roundScores: [],
    openTricks: [],
    orders: [],
  };
}

function evaluate(e: Expr, hand: readonly number[]): unknown {
  const compiler = createExprCompiler({ piles: new Map(), orders: new Map(), lets: new Map() }, { n: 0 });
  const fn = compiler.compile(e, "test");
  const env = newEnv(state(hand), 8, 0);
  return fn(env);
}

/** The reference: the same pipeline in plain JavaScript. */
function reference(fn: FnName, hand: readonly number[], minRank: number | null, field: "rank" | "suit" | null): number {
  let items = hand.filter((c) => minRank === null || c % RANKS >= minRank);
  if (field === "rank") items = items.map((c) => c % RANKS);
  if (field === "suit") items = items.map((c) => Math.floor(c / RANKS));
  if (fn === "count") return items.length;
  if (fn === "sum") return items.reduce((a, b) => a + b, 0);
  if (items.length === 0) return 0;
  return fn === "max" ? Math.max(...items) : Math.min(...items);
}

function expr(fn: FnName, minRank: number | null, field: "rank" | "suit" | null): Expr {
  let coll: Expr = { k: "ref", name: "hand" };
  if (minRank !== null) coll = { k: "where", coll, pred: { k: "bin", op: ">=", l: { k: "ref", name: "rank" }, r: { k: "num", v: minRank } } };
  if (field !== null) coll = { k: "of", field, coll };
  return { k: "call", fn, args: [coll] };
}

describe("fused folds over where / of", () => {
  it("agree with filter-map-aggregate for every function and shape", () => {
    const card = fc.integer({ min: 0, max: DECK - 1 });
    fc.assert(
      fc.property(
        fc.uniqueArray(card, { maxLength: 15 }),
        fc.constantFrom<FnName>("count", "sum", "max", "min"),
        fc.option(fc.integer({ min: 0, max: RANKS }), { nil: null }),
        fc.constantFrom<"rank" | "suit" | null>("rank", "suit", null),
        (hand, fn, minRank, field) => {
          expect(evaluate(expr(fn, minRank, field), hand)).toBe(reference(fn, hand, minRank, field));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("restores the card in question after the loop (a fold inside a card rule)", () => {
    // `count(hand where rank >= 6) + rank` with the card in question being rank 7: the fold must not
    // leave its last card in env.card.
    const e: Expr = {
      k: "bin",
      op: "+",
      l: expr("count", 6, null),
      r: { k: "ref", name: "rank" },
    };
    const compiler = createExprCompiler({ piles: new Map(), orders: new Map(), lets: new Map() }, { n: 0 });
    const env = newEnv(state([1, 8, 19, 27]), 8, 0);
    env.card = 7;
    expect(compiler.compile(e, "test")(env)).toBe(3 + 7);
    expect(env.card).toBe(7);
    for (const fn of ["sum", "max", "min"] as const) {
      for (const field of ["rank", null] as const) {
        compiler.compile(expr(fn, 6, field), "test")(env);
        expect(env.card).toBe(7);
      }
    }
  });
});
