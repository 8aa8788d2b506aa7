// The lead-table loop in cycle flow (fast/table-plays.ts): each trick's winner tracked as its cards
// fall (the rank table's walk, play by play), the next lead taken from the cycle's top trick card
// where the rule leads by the highest unique rank, and the cycle ended by tricks/cycle.ts endCycleWith
// with those winners and that lead (awardOne per trick, the tricksAwarded and cycleEnded hooks, beginCycle). It must play the general path's games:
// on Hat Trick at every player count, on rules that take each branch (several targets per card, ties
// to the last card, another lead rule, a trick going to another seat, a hook reading the won tricks,
// three open tricks), and when it takes over mid-cycle with tricks already open. Each test checks
// that the loop ended cycles itself (it counts them).
import { describe, expect, it } from "vitest";
import { tableBitLeads, tableCycleEnds } from "../../src/engine/fast/table-plays.js";
import { compile } from "../../src/lang/compile.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { expectSameByStreams } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";

interface Shape {
  readonly suits?: string;
  readonly deck?: string;
  readonly lead?: string;
  readonly open?: string;
  readonly follow?: string;
  readonly aside?: string;
  readonly winner?: string;
  readonly extra?: string;
  readonly score?: string;
  /** A declaration after the tricks block. */
  readonly top?: string;
}

/** Hat Trick's shape (rulesets/sticheln/hat-trick.stich) with the parts `s` names changed. */
function ruleset(s: Shape): RulesetIR {
  const text = `game "t"
players 3..5
rounds 2
suits ${s.suits ?? "red blue green"}
deck ${s.deck ?? "red blue green 1..10"}
deal all
pile passed: public
first dealer: seat 0
dealer: clockwise
tricks {
  lead: ${s.lead ?? "left of dealer, then highest unique rank, ties red blue green"}
  ${s.open ?? "open at most 2"}
  open: suit not in openSuits
  follow: ${s.follow ?? "suit = lead"}
  aside into passed: ${s.aside ?? "openTricks = 2 and suit not in openSuits"}
  winner: ${s.winner ?? "highest rank where suit = lead"}
  ${s.extra ?? ""}
  stop when: count(hand) = 1
}
${s.top ?? ""}
score: ${s.score ?? "count(won) - 2 * count(passed)"}
winner: highest total
`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.ir;
}

/** Plays seeds 1..n at every player count against the general path; returns the cycles the loop ended. */
function expectSameGames(ir: RulesetIR, label: string, seeds = 4): number {
  const before = tableCycleEnds.count;
  for (let players = ir.players.min; players <= ir.players.max; players++) {
    for (let seed = 1; seed <= seeds; seed++) expectSamePlay(ir, players, seed, label);
  }
  return tableCycleEnds.count - before;
}

describe("the lead-table loop's whole cycles", () => {
  it("plays Hat Trick's games as the general path at every player count", () => {
    const ir = loadRuleset("rulesets/sticheln/hat-trick.stich");
    expect(expectSameGames(ir, "Hat Trick", 6)).toBeGreaterThan(0);
  });

  const shapes: readonly [string, Shape][] = [
    // Every card may join every open trick: several targets per card (drawn by place), and cards of
    // equal rank in one trick, the later winning.
    ["any card follows, ties to the last", { follow: "true", aside: "false", winner: "highest rank", extra: "ties: last" }],
    ["any card follows, ties to the first", { follow: "true", aside: "false", winner: "highest rank" }],
    ["the winner leads", { lead: "left of dealer, then winner" }],
    ["the trick goes to the winner's left", { extra: "trick goes to: left of winner" }],
    // Reading the public table adds a tricksAwarded hook (tricks/played-cards.ts).
    ["a score reading the played cards", { score: "count(won) - 2 * count(passed) + count(playedCards where suit = red)" }],
    ["four suits, three open tricks", { suits: "red blue green yellow", deck: "red blue green yellow 1..8", open: "open at most 3", aside: "openTricks = 3 and suit not in openSuits", lead: "left of dealer, then highest unique rank, ties red blue green yellow" }],
    // Won tricks kept apart (a trick value): each trick awarded by awardOne itself.
    ["tricks kept apart", { top: "trick value: count(cards where suit = red) + 1", score: "trickPoints - 2 * count(passed)" }],
    // Duplicate ranks in a suit: the top rank is often held twice, so the lead is walked for.
    ["every card twice", { deck: "red blue green 1..6, 2 copies" }],
    // Played counterclockwise, or turning at every trick: the loop's step to the next seat follows the cycle's direction.
    ["played counterclockwise", { extra: "direction: counterclockwise" }],
    ["the direction alternating", { extra: "direction: alternating" }],
    // Ranks beyond 31: the cycle's ranks are not kept as bits, and the rule finds each lead.
    ["ranks 25 to 40", { deck: "red blue green 25..40" }],
  ];
  for (const [label, shape] of shapes) {
    it(`plays the general path's games: ${label}`, () => {
      expect(expectSameGames(ruleset(shape), label)).toBeGreaterThan(0);
    });
  }

  it("takes the next lead from the cycle's rank bits, also when the top rank is shared, and not where a rank is beyond 31", () => {
    const leads = (ir: RulesetIR, label: string): number => {
      const before = tableBitLeads.count;
      expectSameGames(ir, label);
      return tableBitLeads.count - before;
    };
    expect(leads(loadRuleset("rulesets/sticheln/hat-trick.stich"), "Hat Trick")).toBeGreaterThan(0);
    // Every rank held twice: the top rank is often shared, and the lead goes to a lower rank held once.
    expect(leads(ruleset({ deck: "red blue green 1..6, 2 copies" }), "every card twice")).toBeGreaterThan(0);
    expect(leads(ruleset({ deck: "red blue green 25..40" }), "ranks 25 to 40")).toBe(0);
  });

  it("takes over mid-cycle, with tricks open, after plays made one at a time", () => {
    const irs = [loadRuleset("rulesets/sticheln/hat-trick.stich"), ruleset(shapes[0]![1]), ruleset(shapes[7]![1])];
    let ended = 0;
    for (const ir of irs) {
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 6; seed++) ended += expectSameByStreams(ir, players, seed, tableCycleEnds, (k) => (k * 5 + seed) % (players + 1));
      }
    }
    expect(ended).toBeGreaterThan(0);
  });
});
