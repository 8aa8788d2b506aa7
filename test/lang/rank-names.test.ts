// `ranks J = 11, ...`: rank names in the deck, in expressions and in card names; an order computed
// from the round's trump (a card of another suit counting as a trump) and card points, written as
// card values. Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "./helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";

// Three suits, ranks 8..A; a card turned up from the stock names the trump suit. The jack of the
// trump suit is the highest card, every other jack the next highest trump; then the trump suit.
const court = (ranks = "ranks J = 11, Q = 12, K = 13, A = 14", deck = "deck sun moon star 8..A"): string => `game "Court (fixture)"
players 3..3
suits sun moon star
${ranks}
${deck}
deal 5 each
before tricks {
  turn up a card from leftover
}
card power: if rank = J and suit in suit of turned then 100 else if rank = J then 90 else rank
card points: if rank = A then 11 else if rank = K then 4 else if rank = Q then 3 else if rank = J then 2 else 0
tricks {
  follow: (rank = J) = (rank of leadCard = J) and (rank = J or suit = lead) or count(hand where (rank = J) = (rank of leadCard = J) and (rank = J or suit = lead)) = 0
  trump: suit in suit of turned or rank = J
  winner: highest power where trump, then highest rank where suit = lead
}
score: sum(points of won)
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("rank names", () => {
  it("name the ranks of the deck and the cards: 8..A is 8 to 14, the jack of sun is sunJ", () => {
    const ir = irOf(court());
    expect(ir.decks[0]!.ranks).toEqual({ from: 8, to: 14 });
    const names = Game.cardsOf(ir, 3)!.map((c) => c.name);
    expect(names.slice(0, 7)).toEqual(["sun8", "sun9", "sun10", "sunJ", "sunQ", "sunK", "sunA"]);
    const g = Game.create(ir, { players: 3, seed: 1 });
    expect(g.parseCard("moonQ")).toBe(g.parseCard("moon12"));
    expect(g.cardName(g.parseCard("starA")!)).toBe("starA");
  });

  it("read as their numbers in expressions: the jack of the turned suit wins over everything, another jack over the trump ace", () => {
    const ir = irOf(court());
    let bowers = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = Game.create(ir, { players: 3, seed });
      const turned = g.events.find((e) => e.type === "turnCard");
      const trump = turned?.type === "turnCard" && turned.card !== null ? g.cards[turned.card]!.suit : -1;
      const rng = new Rng(seed);
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
      }
      for (const t of g.events) {
        if (t.type !== "trick" || t.winner === null) continue;
        const cards = t.plays.map((p) => g.cards[p.card]!);
        const jacks = t.plays.filter((p) => g.cards[p.card]!.rank === 11);
        if (jacks.length === 0) continue;
        const right = jacks.find((p) => g.cards[p.card]!.suit === trump);
        expect(t.winner).toBe((right ?? jacks[0]!).seat);
        if (!right && cards.some((c) => c.suit === trump && c.rank === 14)) bowers++;
      }
    }
    expect(bowers).toBeGreaterThan(0);
  });

  it("score card points by name: an ace 11, a king 4, a queen 3, a jack 2", () => {
    const g = Game.create(irOf(court()), { players: 3, seed: 7 });
    const rng = new Rng(7);
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    const worth = [0, 0, 0, 2, 3, 4, 11];
    const won = [0, 0, 0];
    for (const t of g.events) if (t.type === "trick" && t.winner !== null) for (const p of t.plays) won[t.winner] = won[t.winner]! + worth[g.cards[p.card]!.rank - 8]!;
    expect(g.state().totals).toEqual(won);
    expect(won.reduce((a, b) => a + b)).toBeGreaterThan(0);
  });

  it("are checked: an unknown name, a name twice, a number twice, a clash with a suit, a let or a built-in", () => {
    // `A` unknown in the deck (5:23) and in the card points (11:24).
    expect(where(compileIn(court("ranks J = 11, Q = 12, K = 13", "deck sun moon star 8..A")))).toEqual(["SW2001@5:23", "SW2001@11:24"]);
    expect(compileIn(court("", "deck sun moon star 8..A")).diagnostics[0]!.message).toContain("name ranks with 'ranks J = 11, ...'");
    expect(where(compileIn(court("ranks J = 11, J = 12, K = 13, A = 14")))).toEqual(["SW2005@4:15", "SW2001@11:73"]);
    expect(compileIn(court("ranks J = 11, Q = 11, K = 13, A = 14")).diagnostics[0]!.message).toBe("rank '11' is listed twice");
    expect(where(compileIn(court("ranks sun = 11, Q = 12, K = 13, A = 14")))[0]).toBe("SW2006@4:7");
    expect(where(compileIn(court("ranks J = 11, Q = 12, K = 13, A = 14, rank = 9")))).toEqual(["SW2006@4:39"]);
    expect(compileIn(court().replace("score:", "let A = 2\nscore:")).diagnostics.map((d) => d.message)).toEqual(["let 'A' has the same name as the rank name 'A'; pick another name"]);
    expect(where(compileIn(court().replace("card points:", "card K:")))).toContain("SW2006@11:6");
    expect(where(compileIn(court("ranks J = 11, Q = 12, K = 13, A = 14", "deck sun moon star 8..A except Q 9")))).toEqual([]);
    expect(Game.cardsOf(irOf(court("ranks J = 11, Q = 12, K = 13, A = 14", "deck sun moon star 8..A except Q 9")), 3)!.map((c) => c.name).slice(0, 5)).toEqual(["sun8", "sun10", "sunJ", "sunK", "sunA"]);
  });

  it("the fuzzer's seed for them compiles clean, and `trumps: ..., ranks ...` still reads", () => {
    expect(where(compileIn(shippedCorpus()["fuzz-seeds/rank-names.stich"]!))).toEqual([]);
    const trumps = court().replace(/  trump: .*\n  winner: .*\n/, "  trumps: suits suit of turned, ranks [J]\n").replace(/  follow: .*\n/, "");
    expect(where(compileIn(trumps))).toEqual([]);
  });
});

engineProperties("rank names and a trump order from the turned card", irOf(court()));
