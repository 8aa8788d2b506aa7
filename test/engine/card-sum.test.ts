// The score as one walk (scoring/card-sum.ts): which scores take it, and that it gives every seat the
// interpreter's score, on the shipped rulesets it covers and on random fixture rulesets whose scores
// are and are not such sums (the reference compilation, which never takes it, is the other side).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { seatEnv } from "../../src/engine/core/eval.js";
import { RuleError } from "../../src/engine/errors.js";
import { compileRules, withReferenceRules } from "../../src/engine/assembly/compile.js";
import { cardSumShape, isOneWalkScore } from "../../src/engine/scoring/card-sum.js";
import { pileNamesOf } from "../../src/engine/flow/piles.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { Expr, RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { bin, call, count, not, num, ref, where } from "../support/ir-build.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

const shapeOf = (ir: RulesetIR) => cardSumShape(ir, ir.score, new Set(pileNamesOf(ir)));

/** The shipped rulesets whose score is one walk. */
const ONE_WALK = ["rulesets/sticheln/aggravated.stich", "rulesets/sticheln/classic.stich", "rulesets/sticheln/hazy.stich", "rulesets/sticheln/mild.stich", "rulesets/sticheln/reverse.stich"];

/** Plays random-bot games (fast path) and, at each game's end, scores every seat both ways on its last round's cards. */
function expectSameScores(ir: RulesetIR, players: number, seeds: number, label: string): void {
  const reference = withReferenceRules(() => compileRules(ir));
  for (let seed = 1; seed <= seeds; seed++) {
    let game: Game | null = null;
    try {
      game = Game.create(ir, { players, seed, record: false });
      playGame(game, new Array(players).fill(randomBot), Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s))));
    } catch (err) {
      // Rules that stop the game (expectSamePlay compares the error): the state where they stopped is scored.
      if (!(err instanceof RuleError)) throw err;
    }
    if (game === null) continue;
    const k = (game as unknown as { k: Kernel }).k;
    for (let s = 0; s < players; s++) {
      const fast = attempt(() => k.rules.score(seatEnv(k, s)));
      const general = attempt(() => reference.score(seatEnv(k, s)));
      // toBe: Object.is, so a -0 where the interpreter gives 0 (or the other way) fails too.
      expect(fast, `${label} ${players} players, seed ${seed}, seat ${s}`).toBe(general);
    }
  }
}

/** The value, or the error's message. */
function attempt(f: () => number): number | string {
  try {
    return f();
  } catch (err) {
    return String(err);
  }
}

describe("the score as one walk", () => {
  it("is taken by the shipped scores that are sums of folds over the same cards, testing one list of suits", () => {
    const taken = rulesetFiles().filter((f) => shapeOf(loadRuleset(f)) !== null);
    expect(taken).toEqual(ONE_WALK);
    // The fast compilation scores them in one walk; the reference compilation keeps the interpreter's closure.
    for (const f of rulesetFiles()) {
      const ir = loadRuleset(f);
      expect(isOneWalkScore(compileRules(ir).score), f).toBe(ONE_WALK.includes(f));
      expect(isOneWalkScore(withReferenceRules(() => compileRules(ir)).score), f).toBe(false);
    }
    const classic = shapeOf(loadRuleset("rulesets/sticheln/classic.stich"))!;
    expect(classic.parts).toEqual(["won", "misery"]);
    expect(classic.suitsOf).toEqual(["misery"]);
    expect(classic.terms.map((t) => [t.coef, t.value, t.negate])).toEqual([
      [1, 0, true],
      [-1, 1, false],
    ]);
  });

  it("is not taken by other shapes", () => {
    const base = loadRuleset("rulesets/sticheln/classic.stich");
    const inBad = bin("in", ref("suit"), ref("bad"));
    const scores: [string, Expr][] = [
      ["a fraction", bin("*", num(0.5), count(where(ref("pile"), inBad)))],
      ["two collections", bin("-", count(where(ref("won"), inBad)), count(where(ref("pile"), inBad)))],
      ["two lists", bin("-", count(where(ref("pile"), inBad)), count(where(ref("pile"), bin("in", ref("suit"), ref("pile")))))],
      ["a rank test", count(where(ref("pile"), bin(">", ref("rank"), num(3))))],
      ["a suit comparison", count(where(ref("pile"), bin("=", ref("suit"), num(1))))],
      ["a negated first term (-0)", { k: "neg", e: count(where(ref("pile"), inBad)) }],
      ["a product of folds", bin("*", count(ref("pile")), count(where(ref("pile"), inBad)))],
      ["a max", call("max", { k: "of", field: "rank", coll: where(ref("pile"), inBad) })],
      ["a list that reads the card", count(where(ref("pile"), bin("in", ref("suit"), { k: "list", items: [ref("rank")] })))],
      ["no test", count(ref("pile"))],
    ];
    for (const [what, score] of scores) expect(shapeOf({ ...base, score }), what).toBeNull();
    // The same shapes as the shipped ones, written otherwise, are taken.
    const taken: [string, Expr][] = [
      ["a factor on the right", bin("+", count(where(ref("pile"), not(inBad))), bin("*", count(where(ref("pile"), inBad)), num(-2)))],
      ["a constant and no test", bin("+", num(3), bin("-", count(ref("pile")), count(where(ref("pile"), inBad))))],
      ["a list literal", count(where(ref("won"), bin("in", ref("suit"), { k: "list", items: [{ k: "suit", v: 1 }, { k: "suit", v: 3 }] })))],
    ];
    for (const [what, score] of taken) expect(shapeOf({ ...base, score }), what).not.toBeNull();
  });

  it("gives every seat the interpreter's score and plays the same games, on the shipped rulesets it covers", () => {
    for (const file of ONE_WALK) {
      const ir = loadRuleset(file);
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        expectSameScores(ir, players, 4, file);
        expectSamePlay(ir, players, 1, file);
      }
    }
  });

  it("gives every seat the interpreter's score on random fixture rulesets with scores that are and are not such sums", () => {
    // The cards walked, the lists of suits tested (a pile's suits, literal suits, a number: the
    // interpreter answers), what each term adds, and terms that break the shape (a rank test).
    const colls: Expr[] = [ref("won"), bin("+", ref("won"), ref("kept")), ref("csPile")];
    const lists: Expr[] = [
      ref("csSuits"),
      { k: "of", field: "suit", coll: ref("hand") },
      { k: "list", items: [{ k: "suit", v: 0 }, { k: "suit", v: 2 }] },
      { k: "list", items: [] },
      ref("csNumber"),
    ];
    const term = fc.record({
      kind: fc.integer({ min: 0, max: 2 }),
      test: fc.constantFrom(0, 1, 1, 2, 2, 3),
      coef: fc.integer({ min: -3, max: 3 }),
    });
    let taken = 0;
    let kept = 0;
    fc.assert(
      fc.property(
        randomRuleset,
        fc.integer({ min: 3, max: 5 }),
        fc.array(term, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: colls.length - 1 }),
        fc.integer({ min: 0, max: lists.length - 1 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        ({ ir, label }, drawnPlayers, terms, c, l, seed) => {
          const coll = colls[c]!;
          const list = lists[l]!;
          const parts = terms.map((t, i): Expr => {
            // test 0: none, 1: in, 2: not in, 3: a rank test (not the shape)
            const pred = t.test === 1 ? bin("in", ref("suit"), list) : t.test === 2 ? not(bin("in", ref("suit"), list)) : t.test === 3 ? bin(">", ref("rank"), num(2)) : null;
            const cards = pred === null ? coll : where(coll, pred);
            const fold = t.kind === 0 ? count(cards) : call("sum", { k: "of", field: t.kind === 1 ? "rank" : "suit", coll: cards });
            // The first term mostly plain: a factor before it could make the interpreter's score -0, which the walk leaves alone.
            const coef = i === 0 && t.coef !== -3 ? 1 : t.coef;
            return coef === 1 ? fold : bin("*", num(coef), fold);
          });
          const score = parts.reduce((a, b, i) => bin(i % 2 === 0 ? "+" : "-", a, b));
          const lets = [
            ...ir.lets,
            { name: "csSuits", expr: { k: "of", field: "suit", coll: ref("kept") } as Expr },
            { name: "csPile", expr: bin("+", ref("kept"), ref("won")) },
            { name: "csNumber", expr: ref("round") },
          ];
          const drawn: RulesetIR = { ...ir, lets, score };
          if (shapeOf(drawn) !== null) taken++;
          else kept++;
          const players = playersFor(drawn, drawnPlayers);
          expectSameScores(drawn, players, 1, label);
          expectSamePlay(drawn, players, seed, label);
        },
      ),
      { numRuns: 120 },
    );
    // Both kinds of score were drawn.
    expect(taken).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(20);
  });
});
