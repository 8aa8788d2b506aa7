// An auction lap offers its list's values once each, in the order listed (first occurrence kept):
// a list that rises throughout is taken as it is, any other goes through the de-duplication
// (steps/auction.ts beginLap). Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn } from "../lang/helpers.js";

const ruleset = (offer: string): string => `game "Offer order (fixture)"
players 3..4
suits sun moon star
deck sun moon star 1..7
deal 5 each
before tricks {
  auction bid: ${offer}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
}
score: tricks
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const offered = (offer: string): (number | null)[] => {
  const g = Game.create(irOf(ruleset(offer)), { players: 3, seed: 2, firstDealer: 0 });
  const seat = g.toAct()[0]!;
  return g.legalActions(seat).flatMap((a) => (a.type === "bid" ? [a.value] : []));
};

describe("auction offer", () => {
  it("a rising list is offered as listed", () => {
    expect(offered("[18, 20, 22, 23]")).toEqual([null, 18, 20, 22, 23]);
  });

  it("repeats are offered once, at their first place, in the list's own order", () => {
    expect(offered("[20, 18, 20, 22, 18]")).toEqual([null, 20, 18, 22]);
    expect(offered("[5, 5, 6]")).toEqual([null, 5, 6]);
  });
});
