// `auction NAME: LIST, bid and hold`: bidding in pairs over a list of numbers. The seat after the
// dealer's left bids to the dealer's left (higher than any value named so far, or pass); the listener
// holds (names the value again) or passes; the survivor listens to the next seat, up to the dealer; the
// last survivor is the declarer at the highest value named. Nobody bids: the dealer's left may take the
// lowest value or pass. Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { writeLog } from "../../src/sim/log.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { buildReplayReport, renderReplayReport } from "../../src/index.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { playRandom } from "../support/play.js";
import { shippedCorpus } from "../fuzz/corpus.js";

// Lanterns: seats bid how many tricks they will take; the declarer scores its bid when it takes that
// many, loses it otherwise; nobody bidding throws the round in.
const lanterns = (auction = "auction level: [2, 3, 4, 6, 8], bid and hold"): string => `game "Lantern bidding (fixture)"
players 2..4
suits sun moon star
deck sun moon star 1..8
deal 6 each
before tricks {
  ${auction}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
  stop when: count(level) = 0
}
score: if seat = seat of declarer and count(level) > 0 then (if tricks >= sum(level) then sum(level) else 0 - sum(level)) else 0
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const bids = (g: Game, seat: number): (number | null)[] => g.legalActions(seat).flatMap((a) => (a.type === "bid" ? [a.value] : []));
const bid = (g: Game, seat: number, value: number | null): void => {
  expect(g.toAct()).toEqual([seat]);
  g.apply(seat, { type: "bid", value });
};

describe("a bid-and-hold auction", () => {
  it("pairs the dealer's left with the next seat, then the survivor with the dealer; the last survivor wins at the highest value", () => {
    // Dealer 2: the dealer's left (0) listens, seat 1 bids, then the dealer (2) bids to the survivor.
    const g = Game.create(irOf(lanterns()), { players: 3, seed: 5, firstDealer: 2 });
    expect(bids(g, 1)).toEqual([null, 2, 3, 4, 6, 8]);
    bid(g, 1, 2);
    expect(bids(g, 0)).toEqual([null, 2]); // hold or pass
    expect(g.whyIllegal(0, { type: "bid", value: 3 })).toMatch(/hold 2/);
    bid(g, 0, 2);
    expect(bids(g, 1)).toEqual([null, 3, 4, 6, 8]); // higher than 2 only
    expect(g.whyIllegal(1, { type: "bid", value: 2 })).toMatch(/higher than 2/);
    expect(g.whyIllegal(1, { type: "bid", value: 5 })).toMatch(/name one of/);
    bid(g, 1, 3);
    bid(g, 0, null); // the listener drops out: seat 1 survives and listens to the dealer
    expect(bids(g, 2)).toEqual([null, 4, 6, 8]); // higher than every value named so far
    bid(g, 2, 4);
    bid(g, 1, 4);
    bid(g, 2, null); // the bidder drops out: seat 1 wins at 4
    expect(g.state().phase).toBe("tricks");
    for (let s = 0; s < 3; s++) expect(g.observe(s).auction).toEqual({ value: [4], declarer: 1 });
    const said = g.events.flatMap((e) => (e.type === "bid" ? [g.describe(e)] : []));
    expect(said).toEqual([
      "seat 1 names 2 in the auction level",
      "seat 0 holds 2 in the auction level",
      "seat 1 names 3 in the auction level",
      "seat 0 passes in the auction level",
      "seat 2 names 4 in the auction level",
      "seat 1 holds 4 in the auction level",
      "seat 2 passes in the auction level",
    ]);
  });

  it("a first bidder passing at once leaves the dealer's left to the dealer", () => {
    const g = Game.create(irOf(lanterns()), { players: 3, seed: 5, firstDealer: 2 });
    bid(g, 1, null);
    bid(g, 2, 3);
    bid(g, 0, 3);
    bid(g, 2, 6);
    bid(g, 0, null);
    expect(g.observe(0).auction).toEqual({ value: [6], declarer: 2 });
  });

  it("nobody bids: the dealer's left may take the lowest value, or pass and nobody wins (the round is thrown in)", () => {
    const take = Game.create(irOf(lanterns()), { players: 3, seed: 5, firstDealer: 2 });
    bid(take, 1, null);
    bid(take, 2, null);
    expect(bids(take, 0)).toEqual([null, 2]);
    expect(take.whyIllegal(0, { type: "bid", value: 3 })).toMatch(/lowest value, 2,/);
    bid(take, 0, 2);
    expect(take.observe(1).auction).toEqual({ value: [2], declarer: 0 });
    const none = Game.create(irOf(lanterns()), { players: 3, seed: 5, firstDealer: 2 });
    for (const s of [1, 2, 0]) bid(none, s, null);
    expect(none.isOver).toBe(true);
    expect(none.events.some((e) => e.type === "trick")).toBe(false);
    expect(none.observe(0).auction).toBeNull();
    expect(none.state().totals).toEqual([0, 0, 0]);
  });

  it("with four seats every seat but the dealer's left bids once in turn; with two, the dealer bids to its left", () => {
    const four = Game.create(irOf(lanterns()), { players: 4, seed: 5, firstDealer: 3 });
    bid(four, 1, 2);
    bid(four, 0, null);
    bid(four, 2, 3);
    bid(four, 1, null);
    bid(four, 3, 4);
    bid(four, 2, 4);
    bid(four, 3, null);
    expect(four.observe(0).auction).toEqual({ value: [4], declarer: 2 });
    const two = Game.create(irOf(lanterns()), { players: 2, seed: 5, firstDealer: 1 });
    bid(two, 1, 3);
    bid(two, 0, 3);
    bid(two, 1, null);
    expect(two.observe(1).auction).toEqual({ value: [3], declarer: 0 });
  });

  it("`unless` refuses bids (not holds): the value being named is read as NAME", () => {
    const g = Game.create(irOf(lanterns("auction level: [2, 3, 4, 6, 8] unless sum(level) > 4, bid and hold")), { players: 3, seed: 5, firstDealer: 2 });
    expect(bids(g, 1)).toEqual([null, 2, 3, 4]);
    expect(g.whyIllegal(1, { type: "bid", value: 6 })).toMatch(/unless/);
  });

  it("scores the declarer's value, and a log replays to the same game; the replay report names holds", () => {
    const ir = irOf(lanterns());
    let declared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const g = playRandom(Game.create(ir, { players: 3, seed }), new Rng(seed));
      const log = writeLog(g, { ruleset: "fixture.stich" });
      expect(replayLog(ir, log).state().totals).toEqual(g.state().totals);
      const a = g.observe(0).auction;
      if (a) {
        declared++;
        const t = g.events.filter((e) => e.type === "trick" && e.winner === a.declarer).length;
        expect(g.state().totals[a.declarer]).toBe(t >= a.value[0]! ? a.value[0] : -a.value[0]!);
      }
      const report = renderReplayReport(buildReplayReport(g, "fixture.stich"));
      if (g.events.some((e) => e.type === "bid" && e.holds)) expect(report).toMatch(/seat \d holds \d in the auction level/);
    }
    expect(declared).toBeGreaterThan(0);
  });

  it("is checked: numbers only, one list, the words `bid and hold` once", () => {
    expect(where(compileIn(lanterns("auction level: suits, bid and hold")))).toEqual(["SW3001@7:18"]);
    expect(where(compileIn(lanterns("auction level: [2, 3], then [4], bid and hold")))).toEqual(["SW4007@7:3"]);
    expect(where(compileIn(lanterns("auction level: [2, 3], bid and hold, bid and hold")))).toEqual(["SW4007@7:3"]);
    expect(where(compileIn(lanterns("auction level: [2, 3], bid and keep")))).toEqual(["SW1011@7:34"]);
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/bid-and-hold.stich"]!))).toEqual([]);
  });
});

engineProperties("a bid-and-hold auction with a throw-in", irOf(lanterns()));
