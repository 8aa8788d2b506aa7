// `max(for s in suits: count(C where suit = s))` and min (expr/suit-counts.ts): in the fast compilation
// one walk over C counting every suit, in the reference compilation the `for` and a fold per suit. The
// games must be the same (the differential test plays the fast paths on the fast compilation and the
// general path on the reference one): Hat Trick's score, min, the loop variable on the left, C two
// piles joined, and a deck that lacks a suit at one player count (min is then over the deck's suits).
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { loadRuleset } from "../support/rulesets.js";

function ruleset(score: string, deck = "red blue green 1..10"): RulesetIR {
  const text = `game "t"
players 3..4
rounds 2
suits red blue green
deck by players {
  3: ${deck}
  4: red blue green 1..10
}
deal all
pile won: public
pile passed: public
first dealer: seat 0
dealer: clockwise
tricks {
  lead: left of dealer, then highest unique rank, ties red blue green
  open at most 2
  open: suit not in openSuits
  follow: suit = lead
  aside into passed: openTricks = 2 and suit not in openSuits
  winner: highest rank where suit = lead
  stop when: count(hand) = 1
}
score: ${score}
winner: highest total
`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}

function expectSameGames(ir: RulesetIR, label: string, seeds = 4): void {
  for (let players = ir.players.min; players <= ir.players.max; players++) {
    for (let seed = 1; seed <= seeds; seed++) expectSamePlay(ir, players, seed, label);
  }
}

describe("max / min over the suits of a count by suit", () => {
  it("plays Hat Trick's games as the general path", () => {
    const ir = loadRuleset("rulesets/sticheln/hat-trick.stich");
    for (let players = 4; players <= 7; players++) for (let seed = 1; seed <= 3; seed++) expectSamePlay(ir, players, seed, "Hat Trick");
  });

  const shapes: readonly [string, string, string?][] = [
    ["max, as Hat Trick's", "2 * max(for s in suits: count(won where suit = s)) - count(won) - 2 * count(passed)"],
    ["min, the loop variable on the left", "min(for c in suits: count(won where c = suit)) - count(passed)"],
    ["two piles joined", "max(for s in suits: count(won + passed where suit = s)) - count(won)"],
    ["a deck without green at three players", "min(for s in suits: count(won where suit = s)) + max(for s in suits: count(passed where suit = s))", "red blue 1..12"],
  ];
  for (const [label, score, deck] of shapes) {
    it(`plays the general path's games: ${label}`, () => {
      expectSameGames(ruleset(score, deck), label);
    });
  }
});
