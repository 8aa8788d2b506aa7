// `dealer|declarer picks up the leftover, lays as many into PILE`: that seat takes every undealt card
// into its hand (seen by it alone), then lays as many hand cards face down into its owner PILE, one
// `discard` decision each; the others see how many cards moved, never which. A small fixture ruleset
// that is no classic.
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

// The widow: the auction's winner takes the three undealt cards and buries three, shown when the tricks
// are played; every seat scores its tricks and the ranks it buried.
const widow = (step = "declarer picks up the leftover, lays as many into widow", extra = "pile widow: owner"): string => `game "Widow (fixture)"
players 3..3
suits sun moon star
deck sun moon star 1..7
deal 6 each
${extra}
before tricks {
  auction level: [1, 2, 3], bid and hold
  ${step}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  stop when: count(level) = 0
}
after tricks {
  reveal widow
}
score: tricks + sum(rank of widow)
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

/** Seat 1 wins the auction at 1 (dealer 2: seat 1 bids to seat 0, which passes; the dealer passes). */
function won(ir: RulesetIR, seed: number): Game {
  const g = Game.create(ir, { players: 3, seed, firstDealer: 2 });
  g.apply(1, { type: "bid", value: 1 });
  g.apply(0, { type: "bid", value: null });
  g.apply(2, { type: "bid", value: null });
  return g;
}

describe("declarer picks up the leftover, lays as many into a pile", () => {
  it("the declarer takes the three undealt cards, seen by it alone, and lays three face down into its pile", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const probe = Game.create(irOf(widow()), { players: 3, seed, firstDealer: 2 });
      const undealt = [...probe.state().leftover];
      expect(undealt).toHaveLength(3);
      const g = won(irOf(widow()), seed);
      expect(g.state().leftover).toEqual([]);
      expect(g.state().hands.map((h) => h.length)).toEqual([6, 9, 6]);
      for (const c of undealt) expect(g.state().hands[1]).toContain(c);
      for (let s = 0; s < 3; s++) {
        const pick = g.observe(s).events.find((e) => e.type === "pickUpLeftover");
        expect(pick).toEqual({ type: "pickUpLeftover", seat: 1, cards: s === 1 ? undealt : [null, null, null] });
      }
      const laid: number[] = [];
      for (let k = 0; k < 3; k++) {
        expect(g.toAct()).toEqual([1]);
        const legal = g.legalActions(1);
        expect(legal.map((a) => a.type === "discard" && a.card).sort()).toEqual([...g.state().hands[1]!].sort());
        const down = legal[(seed + k) % legal.length]!;
        if (down.type === "discard") laid.push(down.card);
        g.apply(1, down);
      }
      expect(g.state().phase).toBe("tricks");
      expect(g.state().hands.map((h) => h.length)).toEqual([6, 6, 6]);
      expect([...(g.observe(1).piles["widow"]![1] as readonly number[])].sort()).toEqual([...laid].sort());
      for (let s = 0; s < 3; s++) {
        const seen = g.observe(s).events.filter((e) => e.type === "discard");
        expect(seen.map((e) => e.type === "discard" && e.card)).toEqual(s === 1 ? laid : [null, null, null]);
        expect(seen.every((e) => e.type === "discard" && e.pile === "widow")).toBe(true);
      }
      expect(g.describe(g.events.find((e) => e.type === "discard")!)).toMatch(/^seat 1 lays \S+ face down into its widow$/);
    }
  });

  it("the laid cards count in the score; nobody winning takes nothing up (the dealer would), and a log replays", () => {
    const ir = irOf(widow());
    for (let seed = 1; seed <= 8; seed++) {
      const g = playRandom(Game.create(ir, { players: 3, seed }), new Rng(seed));
      const log = writeLog(g, { ruleset: "fixture.stich" });
      expect(replayLog(ir, log).state().totals).toEqual(g.state().totals);
      expect(renderReplayReport(buildReplayReport(g, "fixture.stich"))).toMatch(/picks up the leftover/);
    }
    const dealerTakes = irOf(widow("dealer picks up the leftover, lays as many into widow"));
    const d = Game.create(dealerTakes, { players: 3, seed: 2, firstDealer: 0 });
    for (const s of [2, 0, 1]) d.apply(s, { type: "bid", value: null });
    // Nobody won: the round is thrown in, but the dealer still picks up (the step is not guarded).
    expect(d.toAct()).toEqual([0]);
  });

  it("is checked: an owner pile, not won, after an auction for the declarer, before trick play, the words", () => {
    expect(where(compileIn(widow(undefined, "pile widow: public")))).toEqual(["SW4007@9:53"]);
    expect(where(compileIn(widow("declarer picks up the leftover, lays as many into won")))).toEqual(["SW4007@9:53"]);
    expect(where(compileIn(widow("declarer picks up the leftover, lays as many into wido"))).map((w) => w.slice(0, 6))).toEqual(["SW2003"]);
    expect(where(compileIn(widow("declarer picks up the turned card")))).toEqual(["SW4007@9:3"]);
    expect(where(compileIn(widow("declarer picks up the leftover, puts as many into widow")))).toEqual(["SW1011@9:35"]);
    expect(where(compileIn(widow().replace("  auction level: [1, 2, 3], bid and hold\n", "").replace(/count\(level\) = 0/, "false")))).toEqual(["SW4007@8:3"]);
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/pick-up-leftover.stich"]!))).toEqual([]);
  });
});

engineProperties("the declarer picks up the leftover and lays as many down", irOf(widow()));
