// `turn up a card from leftover|dealer`: one card turned face up for the round, read as `turned`
// (here: its suit is trump). Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { GameEvent } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { sections } from "../../src/sheet/index.js";

const beacon = (from: "leftover" | "dealer", deal = "deal 6 each"): string => `game "Beacon (fixture)"
players 3..4
suits fan coin koi gate
deck fan coin koi gate 1..7
${deal}
before tricks {
  turn up a card from ${from}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks + count(won where suit in suit of turned)
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

function turnEvent(events: readonly GameEvent[]): Extract<GameEvent, { type: "turnCard" }> {
  const e = events.find((x) => x.type === "turnCard");
  if (e?.type !== "turnCard") throw new Error("no turnCard event");
  return e;
}

function playOut(g: Game, seed: number, each?: (g: Game) => void): void {
  const rng = new Rng(seed);
  while (!g.isOver) {
    each?.(g);
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
}

describe("turn up a card", () => {
  it("from the leftover: a card of the leftover, shown to all, stays there; its suit is trump", () => {
    const ir = irOf(beacon("leftover"));
    let trumpWins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const g = Game.create(ir, { players: 3, seed });
      const e = turnEvent(g.events);
      expect(e.seat).toBeNull();
      expect(g.state().leftover).toContain(e.card);
      for (let s = 0; s < 3; s++) expect(g.observe(s).events.find((x) => x.type === "turnCard")).toEqual(e);
      const trumpSuit = g.cards[e.card!]!.suit;
      playOut(g, seed);
      // Every trick with a card of the turned suit went to the highest of them.
      for (const t of g.events) {
        if (t.type !== "trick" || t.winner === null) continue;
        const trumps = t.plays.filter((p) => g.cards[p.card]!.suit === trumpSuit);
        if (trumps.length === 0) continue;
        const best = trumps.reduce((a, b) => (g.cards[a.card]!.rank > g.cards[b.card]!.rank ? a : b));
        expect(t.winner).toBe(best.seat);
        if (g.cards[t.plays[0]!.card]!.suit !== trumpSuit) trumpWins++;
      }
    }
    expect(trumpWins).toBeGreaterThan(10);
  });

  it("from the dealer: a card of the dealer's hand, face up to every seat until it is played", () => {
    const ir = irOf(beacon("dealer", "deal all"));
    for (let seed = 1; seed <= 10; seed++) {
      const g = Game.create(ir, { players: 4, seed });
      const e = turnEvent(g.events);
      const dealer = g.state().dealer;
      expect(e.seat).toBe(dealer);
      expect(g.state().hands[dealer]).toContain(e.card);
      let seen = 0;
      playOut(g, seed, (game) => {
        const held = game.state().hands[dealer]!.includes(e.card!);
        for (let s = 0; s < 4; s++) {
          expect(game.observe(s).exposed[dealer]!.includes(e.card!)).toBe(held);
          if (held) seen++;
        }
      });
      expect(seen).toBeGreaterThan(0);
    }
  });

  it("turns up nothing when nothing is left over: no trump", () => {
    const g = Game.create(irOf(beacon("leftover", "deal all")), { players: 4, seed: 3 });
    expect(turnEvent(g.events).card).toBeNull();
    playOut(g, 3);
    for (const t of g.events) if (t.type === "trick" && t.winner !== null) expect(g.cards[t.plays.find((p) => p.seat === t.winner)!.card]!.suit).toBe(g.cards[t.plays[0]!.card]!.suit);
  });

  it("turns up the card a deal gives, and refuses one that is not there", () => {
    const ir = irOf(beacon("leftover"));
    const dealt = Game.create(ir, { players: 3, seed: 5 }).state();
    const spec = { hands: dealt.hands, leftover: dealt.leftover };
    const pick = dealt.leftover[2]!;
    expect(turnEvent(Game.create(ir, { players: 3, seed: 9, deals: [{ ...spec, turned: pick }] }).events).card).toBe(pick);
    expect(() => Game.create(ir, { players: 3, seed: 9, deals: [{ ...spec, turned: dealt.hands[0]![0]! }] })).toThrow(/not where the step turns a card up/);
  });

  it("is checked: before trick play, once, 'a card'", () => {
    const bad = (steps: string): string[] => where(compileIn(beacon("leftover").replace("before tricks {\n  turn up a card from leftover\n}", steps)));
    expect(bad("after tricks {\n  turn up a card from dealer\n}")).toEqual(["SW4007@7:3"]);
    expect(bad("before tricks {\n  turn up a card from dealer\n  turn up a card from leftover\n}")).toEqual(["SW4007@8:3"]);
    expect(bad("before tricks {\n  turn up any card from dealer\n}")).toEqual(["SW1011@7:11"]);
  });

  it("reads in the rules sheet, and a ruleset may still name a let 'up'", () => {
    const sheet = JSON.stringify(sections(irOf(beacon("dealer", "deal all"))));
    expect(sheet).toContain("The dealer's last card is turned face up for the round");
    expect(where(compileIn(beacon("dealer").replace("score:", "let up = tricks\nlet turn = up\nscore: turn +")))).toEqual([]);
  });

  it("the fuzzer's seed for it compiles clean", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/turn-card.stich"]!))).toEqual([]);
  });
});

engineProperties("a card turned up from the leftover sets the trump", irOf(beacon("leftover")));
engineProperties("the dealer's card turned up (face up in hand)", irOf(beacon("dealer", "deal all")));
