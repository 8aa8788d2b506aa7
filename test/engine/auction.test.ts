// `auction NAME: LIST [unless COND], then LIST [unless COND]`: in turn from the dealer's left, the first
// seat to name a value of the lap's offer wins (`declarer`); a lap of passes offers the next list; all
// pass: nobody. Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { writeLog } from "../../src/sim/log.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { playRandom } from "../support/play.js";
import { shippedCorpus } from "../fuzz/corpus.js";

// Three seats name a favourite colour (not the one turned up), then a number of tricks to take; the
// declarer scores double its tricks when the colour is trump, the others their tricks.
const beacon = (laps = "suit of turned, then suits unless count(turned where suit in colour) > 0"): string => `game "Colour call (fixture)"
players 3..4
suits sun moon star
deck sun moon star 1..7
deal 5 each
before tricks {
  turn up a card from leftover
  auction colour: ${laps}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in colour
  winner: highest rank where trump, then highest rank where suit = lead
  stop when: count(colour) = 0
}
score: if seat = seat of declarer and count(colour) > 0 then 2 * tricks else tricks
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const bids = (g: Game, seat: number): (number | null)[] => g.legalActions(seat).flatMap((a) => (a.type === "bid" ? [a.value] : []));
const turnedSuit = (g: Game): number => {
  const e = g.events.find((x) => x.type === "turnCard");
  return e?.type === "turnCard" && e.card !== null ? g.cards[e.card]!.suit : -1;
};

describe("auction", () => {
  it("lap 1 offers the turned suit from the dealer's left; the first to name it wins and the auction ends", () => {
    const g = Game.create(irOf(beacon()), { players: 3, seed: 4, firstDealer: 0 });
    const t = turnedSuit(g);
    expect(g.toAct()).toEqual([1]);
    expect(bids(g, 1)).toEqual([null, t]);
    g.apply(1, { type: "bid", value: null });
    expect(g.toAct()).toEqual([2]);
    g.apply(2, { type: "bid", value: t });
    expect(g.state().phase).toBe("tricks");
    for (let s = 0; s < 3; s++) expect(g.observe(s).auction).toEqual({ value: [t], declarer: 2 });
    expect(g.events.filter((e) => e.type === "bid").map((e) => e.type === "bid" && [e.seat, e.said])).toEqual([[1, "pass"], [2, ["sun", "moon", "star"][t]]]);
  });

  it("a lap of passes offers the next list, where the turned suit is refused; the namer is the declarer", () => {
    const g = Game.create(irOf(beacon()), { players: 3, seed: 4, firstDealer: 0 });
    const t = turnedSuit(g);
    for (const s of [1, 2, 0]) g.apply(s, { type: "bid", value: null });
    expect(g.toAct()).toEqual([1]);
    const others = [0, 1, 2].filter((x) => x !== t);
    expect(bids(g, 1)).toEqual([null, ...others]);
    expect(g.whyIllegal(1, { type: "bid", value: t })).toMatch(/unless/);
    g.apply(1, { type: "bid", value: null });
    g.apply(2, { type: "bid", value: others[1]! });
    expect(g.observe(0).auction).toEqual({ value: [others[1]], declarer: 2 });
    playRandom(g, new Rng(4));
    // The declarer's tricks count double.
    const round = g.events.filter((e) => e.type === "trick" && e.winner === 2).length;
    expect(g.observe(0).roundScores[0]![2]).toBe(2 * round);
  });

  it("all pass twice: nobody wins, nothing is played, nobody scores; the declarer reads as the dealer", () => {
    const g = Game.create(irOf(beacon()), { players: 3, seed: 4, firstDealer: 0 });
    for (let lap = 0; lap < 2; lap++) for (const s of [1, 2, 0]) g.apply(s, { type: "bid", value: null });
    expect(g.isOver).toBe(true);
    expect(g.events.some((e) => e.type === "trick")).toBe(false);
    expect(g.state().totals).toEqual([0, 0, 0]);
    expect(g.observe(1).auction).toBeNull();
  });

  it("a log of bids replays to the same game", () => {
    const ir = irOf(beacon());
    for (let seed = 1; seed <= 8; seed++) {
      const g = playRandom(Game.create(ir, { players: 4, seed }), new Rng(seed));
      const log = writeLog(g, { ruleset: "fixture.stich" });
      expect(log.actions.some((a) => "bid" in a)).toBe(true);
      expect(replayLog(ir, log).state().totals).toEqual(g.state().totals);
    }
  });

  it("is checked: its offers a list of suits or numbers of one kind, its unless a condition, before trick play, once, `declarer` only with an auction", () => {
    expect(where(compileIn(beacon("suit of turned, then [1, 2]")))).toEqual(["SW3001@8:40"]);
    expect(where(compileIn(beacon("3")))[0]).toBe("SW3001@8:19");
    // `unless` is a condition, reading the name as [the value being named].
    expect(where(compileIn(beacon("suit of turned unless 3")))).toEqual(["SW3001@8:41"]);
    expect(where(compileIn(beacon().replace("auction colour", "auction suits")))[0]).toMatch(/^SW2006@8:11/);
    expect(where(compileIn(beacon().replace("before tricks {", "after tricks {\n  auction other: [1]\n}\nbefore tricks {")))).toEqual(["SW4007@7:3"]);
    expect(where(compileIn(beacon().replace("  auction colour", "  auction other: [1]\n  auction colour")))).toEqual(["SW4007@9:3"]);
    const none = compileIn(beacon().replace("  auction colour: suit of turned, then suits unless count(turned where suit in colour) > 0\n", "").replace(/colour/g, "suit of turned"));
    expect(none.diagnostics.map((d) => d.message)).toContain("'declarer' is the seat that won the auction, but this ruleset has no 'auction NAME: ...' step");
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/auction.stich"]!))).toEqual([]);
  });
});

engineProperties("an auction of suits, a lap of passes and a throw-in", irOf(beacon()));
engineProperties("an auction of numbers", irOf(beacon("[1, 2, 3], then [4, 5] unless sum(colour) > players").replace("trump: suit in colour", "trump: rank in colour")));
