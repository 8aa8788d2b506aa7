// `count` / `sum` over cards `where key in LIST` with a list of several whole values 0..31 walk the
// cards against a bit mask (expr/folds.ts maskWalk). The mask must count what the list search
// counts: keys outside 0..31 (negative, 32 and up, far out) never match, values in the list outside
// 0..31 or not whole keep the search, and `not` counts the rest.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createExprCompiler } from "../../src/engine/expr/compile.js";
import { newEnv, type EvalState } from "../../src/engine/expr/types.js";
import type { Expr, FnName } from "../../src/ir/types.js";
import { declRule } from "../../src/ir/rule-ref.js";

const TEST = declRule("expression");

/** Ranks around the mask's edges: below 0, 0..31, 32 and up, and far out (within the key bound). */
const RANKS = [-(2 ** 29), -33, -32, -1, 0, 1, 2, 5, 30, 31, 32, 33, 63, 64, 2 ** 29];
const DECK = RANKS.length * 2;

function state(hand: readonly number[]): EvalState {
  return {
    players: 1,
    round: 1,
    rounds: 1,
    dealer: 0,
    calls: { values: [] },
    deckSuits: [0, 1],
    suitOf: Int32Array.from({ length: DECK }, (_, c) => (c < RANKS.length ? 0 : 1)),
    rankOf: Int32Array.from({ length: DECK }, (_, c) => RANKS[c % RANKS.length]!),
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
    secrets: null,
    hiddenTeams: null,
  };
}

const num = (v: number): Expr => ({ k: "num", v });
const ref = (name: string): Expr => ({ k: "ref", name });

describe("folds over `in` a list as a bit mask", () => {
  it("count and sum what the list search counts, for keys and list values in and out of 0..31", () => {
    const value = fc.oneof(fc.constantFrom(...RANKS), fc.integer({ min: 0, max: 31 }), fc.constantFrom(2.5, -0.5, 31.5, Number.NaN));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: DECK - 1 }), { maxLength: 20 }),
        fc.array(value, { minLength: 2, maxLength: 5 }),
        fc.constantFrom<FnName>("count", "sum"),
        fc.constantFrom<"rank" | "suit" | null>("rank", "suit", null),
        fc.boolean(),
        (hand, xs, fn, field, negated) => {
          const st = state(hand);
          let test: Expr = { k: "bin", op: "in", l: ref("rank"), r: ref("xs") };
          if (negated) test = { k: "not", e: test };
          const where: Expr = { k: "where", coll: ref("hand"), pred: test };
          const mapped: Expr = field === null ? where : { k: "of", field, coll: where };
          const body: Expr = { k: "let", name: "xs", value: { k: "list", items: xs.map(num) }, body: { k: "call", fn, args: [mapped] } };
          const compiler = createExprCompiler({ piles: new Map(), orders: new Map(), lets: new Map(), keyBound: 2 ** 29 }, { n: 0 });
          const got = compiler.compile(body, TEST)(newEnv(st, 16, 0));
          const kept = hand.filter((c) => xs.includes(st.rankOf[c]!) !== negated);
          const values = kept.map((c) => (field === "rank" ? st.rankOf[c]! : field === "suit" ? st.suitOf[c]! : c));
          expect(got).toBe(fn === "count" ? values.length : values.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
