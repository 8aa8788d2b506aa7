// The lead-table loop's code of the open leads and its number of targets per card (fast/table-plays.ts):
// a trick opened in the loop adds its digit to the code instead of a walk over the leads, and a code's
// number of targets, once the same for every suit, is kept in the table (LeadTable.same) for later
// plays and games, but only where the deck holds every suit of the table. The games must be the
// general path's: with one, two and three open tricks (every digit), and for a ruleset whose deck
// lacks a suit at one player count, where the kept number would be wrong for the other count's deck.
import { describe, expect, it } from "vitest";
import { tableLoopRuns } from "../../src/engine/fast/table-plays.js";
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";

function ruleset(text: string): RulesetIR {
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}

/** Plays seeds 1..n at each player count of `counts`, in that order, against the general path; returns how often the loop ran. */
function expectSameGames(ir: RulesetIR, counts: readonly number[], label: string, seeds = 4): number {
  const before = tableLoopRuns.count;
  for (const players of counts) for (let seed = 1; seed <= seeds; seed++) expectSamePlay(ir, players, seed, label);
  return tableLoopRuns.count - before;
}

describe("the lead-table loop's code of the open leads", () => {
  it("plays the general path's games with up to three open tricks, each card set aside in a colour of its own", () => {
    // Four suits and three open tricks: the code takes a digit per open trick (weights 1, 5, 25), and
    // yellow may also be set aside at any time, so the number of targets differs by suit at some codes.
    const ir = ruleset(`game "t"
players 3..5
rounds 2
suits red blue green yellow
deck red blue green yellow 1..8
deal all
pile passed: public
first dealer: seat 0
dealer: clockwise
tricks {
  lead: left of dealer, then highest unique rank, ties red blue green yellow
  open at most 3
  open: suit not in openSuits
  follow: suit = lead
  aside into passed: (openTricks = 3 and suit not in openSuits) or (suit = yellow and openTricks > 0)
  winner: highest rank where suit = lead
  stop when: count(hand) = 1
}
score: count(won) - 2 * count(passed)
winner: highest total
`);
    expect(expectSameGames(ir, [3, 4, 5], "three open tricks")).toBeGreaterThan(0);
  });

  it("keeps a code's number of targets only where the deck holds every suit", () => {
    // With three players the deck has no green: every card then has one target at every code (red
    // and blue cannot be set aside), and that number must not be kept for the four-player deck, where
    // a green card may also be set aside. Three players first, in one process, so a kept number would
    // be read at four.
    const ir = ruleset(`game "t"
players 3..4
rounds 2
suits red blue green
deck by players {
  3: red blue 1..12
  4: red blue green 1..12
}
deal all
pile passed: public
first dealer: seat 0
dealer: clockwise
tricks {
  lead: left of dealer, then highest unique rank, ties red blue green
  open at most 2
  open: suit not in openSuits
  follow: suit = lead
  aside into passed: suit = green and openTricks > 0
  winner: highest rank where suit = lead
  stop when: count(hand) = 1
}
score: count(won) - 2 * count(passed)
winner: highest total
`);
    expect(expectSameGames(ir, [3, 4, 3, 4], "a suit missing at three players")).toBeGreaterThan(0);
  });
});
