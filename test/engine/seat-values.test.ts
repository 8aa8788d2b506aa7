// Other seats' values: `NAME of left`, `NAME of right` (a seat value from the neighbour's point of
// view) and `NAME of each player` (the list over every seat). Top-level lets read this way give every
// seat's value from one state, so a chain of lets is a chain of simultaneous stages (rules §8.4, §10.2).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { engineProperties } from "../support/invariants.js";
import { compileIn, where } from "../lang/helpers.js";

const HEAD = `game "Neighbours (fixture)"
players 3..5
rounds 2
suits fan coin koi gate
deck fan coin koi gate 1..6
`;

function ir(text: string): RulesetIR {
  const r = compileIn(HEAD + text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("values at other seats", () => {
  // §10.2: seats A, B, C, D clockwise (A's left is B, its right D); scores before card 58: 4, -3, 2, -5.
  const before = [4, -3, 2, -5];

  it("worked example §10.2: +|right| (58) and +left (59), each from the scores just before it", () => {
    const only58 = ir("let s57 = total\nscore: s57 + abs(s57 of right)\n");
    const only59 = ir("let s57 = total\nscore: s57 + s57 of left\n");
    expect(Game.scoreScenario(only58, { players: 4, totals: before })).toEqual([9, 1, 5, -3]);
    expect(Game.scoreScenario(only59, { players: 4, totals: before })).toEqual([1, -1, -3, -1]);
    // Both, as a chain of stages: 59 reads the scores after 58 at every seat, not a mix.
    const both = ir("let s57 = total\nlet s58 = s57 + abs(s57 of right)\nlet s59 = s58 + s58 of left\nscore: s59\n");
    expect(Game.scoreScenario(both, { players: 4, totals: before })).toEqual([9 + 1, 1 + 5, 5 - 3, -3 + 9]);
  });

  it("`of each player` lists a value over every seat: the fewest tricks (57), everyone tied qualifies", () => {
    const fewest = ir("score: if tricks = min(tricks of each player) then 10 else 0\n");
    expect(Game.scoreScenario(fewest, { players: 4, tricksWon: [2, 1, 1, 3] })).toEqual([0, 10, 10, 0]);
    const listed = ir("score: sum(for t in tricks of each player: t * 10) + tricks\n");
    expect(Game.scoreScenario(listed, { players: 3, tricksWon: [1, 2, 4] })).toEqual([71, 72, 74]);
  });

  it("reads the neighbour's value from the same state in play, every round", () => {
    const rules = ir("let base = count(won where rank > 3) - tricks\nscore: base of left + base * 10\n");
    for (const seed of [1, 2]) {
      const g = Game.create(rules, { players: 3, seed });
      const rng = new Rng(seed);
      let checked = 0;
      while (!g.isOver) {
        const st = g.state();
        const base = st.piles["won"]!.map((won, s) => won.filter((c) => g.cards[c]!.rank > 3).length - st.tricksWon[s]!);
        expect(g.scoresNow()).toEqual(base.map((b, s) => b * 10 + base[(s + 1) % 3]!));
        checked++;
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      expect(checked).toBeGreaterThan(10);
    }
  });

  it("is refused in the trick slots (directly or through a let), for locals, and for lists of cards", () => {
    const r = (text: string) => where(compileIn(HEAD + text));
    expect(r("let spy = count(hand of left)\ntricks {\n  follow: spy > 2\n}\nscore: spy\n")).toEqual(["SW3013@8:11"]);
    expect(r("tricks {\n  trump: count(won of right) > 0\n}\nscore: tricks of left\n")).toEqual(["SW3013@7:16"]);
    expect(r("score: let x = 1 in x of left\n")).toEqual(["SW3014@6:21"]);
    expect(r("score: count(hand of each player)\n")).toEqual(["SW3001@6:14"]);
    expect(r("trick value: tricks of left\nscore: trickPoints\n")).toEqual(["SW3013@6:14"]);
    expect(r("tricks {\n  stop when: tricks of right >= 0\n}\nscore: total of left + roundScore of right\n")).toEqual([]);
  });

  it("lowers to `at` and `seats` nodes", () => {
    expect(ir("score: tricks of right + max(tricks of each player)\n").score).toEqual({
      k: "bin",
      op: "+",
      l: { k: "atSeat", seat: "right", e: { k: "ref", name: "tricks" } },
      r: { k: "call", fn: "max", args: [{ k: "seats", e: { k: "ref", name: "tricks" } }] },
    });
  });
});

engineProperties(
  "values at other seats",
  ir(`tricks {
  stop when: count(hand) <= tricks of left
}
dealer: lowest total of right
let base = tricks - count(won where rank = 6)
score: base + abs(base of right) + min(base of each player)
`),
);
