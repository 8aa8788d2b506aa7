// Steps by round: `STEP when COND` runs a step only in the rounds COND holds (global context), e.g.
// passing left, right and not at all in turn. A small fixture ruleset that is no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { sections } from "../../src/sheet/index.js";

const DRIFT = `game "Drift (fixture)"
players 3..4
rounds 6
suits fan coin koi gate
deck fan coin koi gate 1..6
deal 5 each
before tricks {
  each player passes 1 card to the left when round mod 3 = 1
  each player passes 2 cards to the right when round mod 3 = 2
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`;

function irOf(text: string, file = "game.stich", files: Record<string, string> = {}): RulesetIR {
  const r = compileIn(text, file, files);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("steps by round (STEP when COND)", () => {
  it("passes left in rounds 1 and 4, right in rounds 2 and 5, not at all in rounds 3 and 6", () => {
    const g = Game.create(irOf(DRIFT), { players: 4, seed: 3 });
    const rng = new Rng(3);
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    const byRound = new Map<number, { to: number; seat: number; count: number }[]>();
    let round = 0;
    for (const e of g.events) {
      if (e.type === "roundStart") round = e.round;
      if (e.type === "pass") byRound.set(round, [...(byRound.get(round) ?? []), { seat: e.seat, to: e.to, count: e.count }]);
    }
    for (const r of [1, 4]) expect(byRound.get(r)!.map((p) => [(p.to - p.seat + 4) % 4, p.count])).toEqual([[1, 1], [1, 1], [1, 1], [1, 1]]);
    for (const r of [2, 5]) expect(byRound.get(r)!.map((p) => [(p.to - p.seat + 4) % 4, p.count])).toEqual([[3, 2], [3, 2], [3, 2], [3, 2]]);
    for (const r of [3, 6]) expect(byRound.get(r)).toBeUndefined();
  });

  it("lowers to the step's guard, joined with a rule card's; the rules sheet says when", () => {
    const ir = irOf(DRIFT);
    expect(ir.beforeTricks[0]!.when).toEqual({ k: "bin", op: "=", l: { k: "bin", op: "mod", l: { k: "ref", name: "round" }, r: { k: "num", v: 3 } }, r: { k: "num", v: 1 } });
    const card = 'rule card 3 "Second pass" extends "game.stich"\nbefore tricks {\n  each player passes 1 card to the left when round = 2\n}\n';
    const withCard = irOf(`${DRIFT}rule cards 1..5 always 3\nwith "card.stich"\n`, "game.stich", { "card.stich": card });
    const added = withCard.beforeTricks.at(-1)!;
    expect(added.when).toEqual({ k: "bin", op: "and", l: { k: "call", fn: "active", args: [{ k: "num", v: 3 }] }, r: { k: "bin", op: "=", l: { k: "ref", name: "round" }, r: { k: "num", v: 2 } } });
    expect(JSON.stringify(sections(ir))).toContain("Only when the round number mod 3 is 1: every player passes 1 card");
  });

  it("refuses a guard that is not a condition of the round", () => {
    expect(where(compileIn(DRIFT.replace("when round mod 3 = 1", "when count(hand) > 2")))).toEqual(["SW3002@8:52"]);
    expect(where(compileIn(DRIFT.replace("when round mod 3 = 1", "when round + 1")))).toEqual(["SW3001@8:46"]);
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/step-guards.stich"]!))).toEqual([]);
  });
});

engineProperties("steps by round (a pass left, right or none in turn)", irOf(DRIFT));
