// count / sum / max / min over `where` and `of` compile to one fused loop (expr.ts compileFold). They
// must give exactly what the plain pipeline gives: filter, then map, then aggregate.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createExprCompiler } from "../../src/engine/expr/compile.js";
import { newEnv, type EvalState } from "../../src/engine/expr/types.js";
import type { Expr, FnName } from "../../src/ir/types.js";
import { declRule } from "../../src/ir/rule-ref.js";

const TEST = declRule("expression");

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
    dealer: 0,
    calls: { values: [] },
    deckSuits: [0, 1, 2, 3],
    suitOf,
    rankOf,
    hands: [hand],
    piles: [],
    tricksWon: [0],
    totals: [0],
    roundScores: [],
    activeRules: [],
    openTricks: [],
    leads: [],
    orders: [],
    held: { count: () => 0, of: () => [], sameWorth: true },
    playedTricks: 0,
    auction: { value: [], declarer: -1 },
    secrets: null, hiddenTeams: null,
  };
}

function evaluate(e: Expr, hand: readonly number[]): unknown {
  const compiler = createExprCompiler({ piles: new Map(), orders: new Map(), lets: new Map() }, { n: 0 });
  const fn = compiler.compile(e, TEST);
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
    expect(compiler.compile(e, TEST)(env)).toBe(3 + 7);
    expect(env.card).toBe(7);
    for (const fn of ["sum", "max", "min"] as const) {
      for (const field of ["rank", null] as const) {
        compiler.compile(expr(fn, 6, field), TEST)(env);
        expect(env.card).toBe(7);
      }
    }
  });

  it("computes card-independent parts once per walk, with the same results", () => {
    // `count(hand where suit in suit of (hand where rank >= 5))`: the inner walk reads its own cards
    // and is lifted whole; a local bound inside the predicate (`let r = rank`) is never lifted.
    const inner: Expr = { k: "of", field: "suit", coll: { k: "where", coll: { k: "ref", name: "hand" }, pred: { k: "bin", op: ">=", l: { k: "ref", name: "rank" }, r: { k: "num", v: 5 } } } };
    const walk: Expr = {
      k: "where",
      coll: { k: "ref", name: "hand" },
      pred: {
        k: "let",
        name: "r",
        value: { k: "ref", name: "rank" },
        body: { k: "bin", op: "and", l: { k: "bin", op: "in", l: { k: "ref", name: "suit" }, r: inner }, r: { k: "bin", op: "<", l: { k: "ref", name: "r" }, r: { k: "num", v: 5 } } },
      },
    };
    const e: Expr = { k: "call", fn: "count", args: [walk] };
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: DECK - 1 }), { maxLength: 15 }), (hand) => {
        const suits = new Set(hand.filter((c) => c % RANKS >= 5).map((c) => Math.floor(c / RANKS)));
        const expected = hand.filter((c) => suits.has(Math.floor(c / RANKS)) && c % RANKS < 5).length;
        expect(evaluate(e, hand)).toBe(expected);
        // The same predicate as a plain `where` (not a fold) lifts the same way.
        expect((evaluate(walk, hand) as number[]).length).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("does not lift a list position: it is evaluated only where the rules would", () => {
    // `count(hand where if rank > 100 then [1][5] = 1 else true)`: position 5 of a one-item list is an
    // error, but the branch is never taken; lifting it ahead of the walk would raise it.
    const bad: Expr = { k: "index", coll: { k: "list", items: [{ k: "num", v: 1 }] }, i: { k: "num", v: 5 } };
    const e: Expr = {
      k: "call",
      fn: "count",
      args: [
        {
          k: "where",
          coll: { k: "ref", name: "hand" },
          pred: { k: "if", c: { k: "bin", op: ">", l: { k: "ref", name: "rank" }, r: { k: "num", v: 100 } }, t: { k: "bin", op: "=", l: bad, r: { k: "num", v: 1 } }, e: { k: "bool", v: true } },
        },
      ],
    };
    expect(evaluate(e, [1, 2, 3])).toBe(3);
  });

  it("evaluates card tests inline exactly as the predicate's closures would", () => {
    // `[not] suit|rank <op> value` folds test each card inside the loop (leaves.ts cardTestOf). The
    // reference is the same predicate as a plain `where` (closures, card by card), aggregated in JS.
    const ref = (name: string): Expr => ({ k: "ref", name });
    const num = (v: number): Expr => ({ k: "num", v });
    // Halves and values far outside the deck too: the branch-free walk rounds and clamps its range.
    const other = fc.oneof(
      fc.integer({ min: -1, max: RANKS + 1 }).map(num),
      fc.integer({ min: -3, max: 2 * RANKS + 3 }).map((v) => num(v / 2)),
      fc.constantFrom(num(2 ** 40), num(-(2 ** 40)), num(2 ** 29 + 1), num(-(2 ** 29) - 1), num(Number.NaN)),
      fc.constantFrom(ref("lead"), ref("round"), ref("players"), ref("x")),
    );
    const list = fc.array(fc.integer({ min: 0, max: RANKS }), { maxLength: 4 }).map((vs): Expr => ({ k: "list", items: vs.map(num) }));
    const comparison = fc.tuple(fc.constantFrom("suit", "rank"), fc.constantFrom("=", "!=", "<", "<=", ">", ">="), other).map(([f, op, r]): Expr => ({ k: "bin", op, l: ref(f), r }));
    // `in` a list: a literal (lifted ahead of the walk) or the let-bound local `xs`.
    const membership = fc.tuple(fc.constantFrom("suit", "rank"), fc.oneof(list, fc.constant(ref("xs")))).map(([f, r]): Expr => ({ k: "bin", op: "in", l: ref(f), r }));
    const pred = fc.tuple(fc.oneof(comparison, membership), fc.nat(2)).map(([p, nots]) => {
      let e = p;
      for (let i = 0; i < nots; i++) e = { k: "not", e };
      return e;
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: DECK - 1 }), { maxLength: 15 }),
        pred,
        fc.constantFrom<FnName>("count", "sum", "max", "min"),
        fc.constantFrom<"rank" | "suit" | null>("rank", "suit", null),
        fc.integer({ min: -1, max: SUITS }),
        fc.integer({ min: 0, max: RANKS }),
        list,
        // With the decks' key bound the engine passes, count and sum take the branch-free walk
        // (rangeWalk); without one, every fold keeps the branching loop. Both must agree with the reference.
        fc.constantFrom<number | undefined>(Math.max(SUITS, RANKS), undefined),
        (hand, p, fn, field, lead, x, xs, keyBound) => {
          const where: Expr = { k: "where", coll: ref("hand"), pred: p };
          const mapped: Expr = field === null ? where : { k: "of", field, coll: where };
          const withLets = (body: Expr): Expr => ({ k: "let", name: "x", value: num(x), body: { k: "let", name: "xs", value: xs, body } });
          const compiler = createExprCompiler({ piles: new Map(), orders: new Map(), lets: new Map(), ...(keyBound === undefined ? {} : { keyBound }) }, { n: 0 });
          const env = newEnv(state(hand), 16, 0);
          env.lead = lead;
          const items = compiler.compile(withLets(mapped), TEST)(env) as number[];
          let expected: number;
          if (fn === "count") expected = items.length;
          else if (fn === "sum") expected = items.reduce((a, b) => a + b, 0);
          else expected = items.length === 0 ? 0 : fn === "max" ? Math.max(...items) : Math.min(...items);
          expect(compiler.compile(withLets({ k: "call", fn, args: [mapped] }), TEST)(env)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
