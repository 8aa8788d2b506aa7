// `dealer picks up the turned card`: the card turned up from the leftover goes into the dealer's hand
// in the open, and the dealer lays one card face down in the leftover, seen by the dealer only.
// A small fixture ruleset that is no classic.
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

const harbour = (guard = ""): string => `game "Harbour (fixture)"
players 3..4
suits sun moon star
deck sun moon star 1..7
deal 5 each
before tricks {
  turn up a card from leftover
  dealer picks up the turned card${guard}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("dealer picks up the turned card", () => {
  it("moves the turned card into the dealer's hand, then the dealer lays one card down, seen by it alone", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = Game.create(irOf(harbour()), { players: 3, seed, firstDealer: 1 });
      const turned = g.events.find((e) => e.type === "turnCard");
      const card = turned?.type === "turnCard" ? turned.card! : -1;
      expect(g.state().hands[1]).toContain(card);
      expect(g.state().hands[1]).toHaveLength(6);
      expect(g.toAct()).toEqual([1]);
      const legal = g.legalActions(1);
      expect(legal.map((a) => a.type === "discard" && a.card).sort()).toEqual([...g.state().hands[1]!].sort());
      const down = legal[seed % legal.length]!;
      g.apply(1, down);
      const discard = down.type === "discard" ? down.card : -1;
      expect(g.state().hands[1]).toHaveLength(5);
      expect(g.state().leftover).toContain(discard);
      for (let s = 0; s < 3; s++) {
        const pick = g.observe(s).events.find((e) => e.type === "pickUp");
        expect(pick).toEqual({ type: "pickUp", seat: 1, card });
        const d = g.observe(s).events.find((e) => e.type === "discard");
        expect(d?.type === "discard" && d.card).toBe(s === 1 ? discard : null);
      }
      expect(g.state().phase).toBe("tricks");
    }
  });

  it("does nothing in a round whose guard fails, and a log replays", () => {
    const ir = irOf(harbour(" when round mod 2 = 0"));
    const g = Game.create(ir, { players: 4, seed: 3 });
    expect(g.state().phase).toBe("tricks");
    expect(g.events.some((e) => e.type === "pickUp")).toBe(false);
    const played = playRandom(Game.create(irOf(harbour()), { players: 4, seed: 5 }), new Rng(5));
    const log = writeLog(played, { ruleset: "fixture.stich" });
    expect(log.actions.some((a) => "discard" in a)).toBe(true);
    expect(replayLog(irOf(harbour()), log).state().totals).toEqual(played.state().totals);
  });

  it("is checked: after a card turned up from the leftover, before trick play, 'the turned card'", () => {
    expect(where(compileIn(harbour().replace("turn up a card from leftover", "turn up a card from dealer")))).toEqual(["SW4007@8:3"]);
    expect(where(compileIn(harbour().replace("  turn up a card from leftover\n  dealer picks up the turned card", "  dealer picks up the turned card\n  turn up a card from leftover")))).toEqual(["SW4007@7:3"]);
    expect(where(compileIn(harbour().replace("the turned card", "the best card")))).toEqual(["SW1011@8:23"]);
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/pick-up.stich"]!))).toEqual([]);
  });
});

engineProperties("the dealer picks up the turned card and lays one down", irOf(harbour()));
