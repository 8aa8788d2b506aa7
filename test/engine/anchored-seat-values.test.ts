// A path from the dealer or the declarer (`NAME of declarer`) names one seat, the same for every seat,
// so a trick's judges (`trump`, `winner`), card values and places without a seat may read what every
// seat sees there: the contract the auction's winner calls in the open. Hidden values there stay refused
// (SW3013), and relative paths (`of left`) stay refused in the judges. A fixture that is no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { playRandom } from "../support/play.js";

// The auction's winner names a trump rank: every card of that rank is a trump, highest of all.
const beacons = (judge = "rank = colour of declarer", call = "declarer calls colour from 1..5"): string => `game "Beacon rank (fixture)"
players 3..4
suits sun moon star
deck sun moon star 1..8
deal 6 each
before tricks {
  auction level: [2, 3, 4], bid and hold
  ${call}
}
card high: ${judge}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: high
  winner: highest rank where trump, then highest rank where suit = lead
  stop when: count(level) = 0
}
score: tricks
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("values at the dealer or the declarer in a trick's judges", () => {
  it("the declarer's open call sets the trump: a card of the called rank beats the lead suit", () => {
    const ir = irOf(beacons());
    let seen = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const g = playRandom(Game.create(ir, { players: 3, seed }), new Rng(seed));
      const call = g.events.find((e) => e.type === "call");
      if (call?.type !== "call" || call.value === null) continue;
      for (const e of g.events) {
        if (e.type !== "trick") continue;
        const trumps = e.plays.filter((c) => g.cards[c.card]!.rank === call.value);
        if (trumps.length === 0) continue;
        seen++;
        // The winner played the highest card of the called rank (ties: the first played).
        const best = trumps.reduce((a, b) => (g.cards[b.card]!.rank > g.cards[a.card]!.rank ? b : a));
        expect(e.winner).toBe(best.seat);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("is refused for what a seat does not see there, and for a relative path, at the rule's place", () => {
    expect(where(compileIn(beacons("count(hand of declarer) > 3")))).toEqual(["SW3013@10:18"]);
    expect(where(compileIn(beacons("rank = colour of declarer", "each player secretly calls colour from 1..5")))).toEqual(["SW3013@10:19"]);
    expect(where(compileIn(beacons("rank = colour of left")))).toEqual(["SW3013@10:19"]);
    expect(where(compileIn(beacons("rank = tricks of left of dealer + 1")))).toEqual([]);
  });
});

engineProperties("a trump rank called by the declarer", irOf(beacons()));
