// German Whist (rulesets/classics/german-whist.stich): the test vectors of docs/rules/german-whist.md
// §8 replayed on the shipped ruleset: the turned-up trump, the winner taking the face-up card and the
// loser a secret one, following with a drawn card, a trump winning, the stock emptying and play going
// on, only the last 13 tricks counting.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import type { GameEvent } from "../../src/engine/types.js";
import { card, dealPack, lastWinner, playNamed, playRandomWhile } from "../support/classic-deals.js";
import { loadRuleset } from "../support/rulesets.js";

const german = loadRuleset("rulesets/classics/german-whist.stich");

/** §8's deal: seat 1 deals, seat 0 holds the spades, seat 1 the hearts; the stock (clubs, diamonds) is taken in the order `stock` names, its first card turned up. */
function dealt(stock: readonly string[]): Game {
  const probe = Game.create(german, { players: 2, seed: 1 });
  // A third "hand" takes the stock's 26 cards (dealPack fills each list to 26 from its suits).
  const [spades, hearts] = dealPack(probe, [[], [], []], (suit) => (suit === "spades" ? [0] : suit === "hearts" ? [1] : [2]), 26);
  const [first, ...rest] = stock.map((name) => card(probe, name));
  return Game.create(german, { players: 2, seed: 1, firstDealer: 1, deals: [{ hands: [spades!, hearts!], turned: first!, stock: rest }] });
}

const STOCK = ["clubs7", "clubs2", "diamonds9"];
const drawn = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "drawn" ? [e] : []));
const legalCards = (g: Game, seat: number) => g.legalActions(seat).flatMap((a) => (a.type === "play" ? [a.card] : []));

describe("German Whist (docs/rules/german-whist.md §8)", () => {
  it("G1: the turned-up clubs7 sets trump, seen by both", () => {
    const g = dealt(STOCK);
    const c7 = card(g, "clubs7");
    for (let s = 0; s < 2; s++) expect(g.observe(s).events.find((e) => e.type === "turnCard")).toEqual({ type: "turnCard", seat: null, card: c7 });
    expect(g.toAct()).toEqual([0]);
  });

  it("G2: the winner takes the face-up card, the loser the next one face down; then the next card is turned up", () => {
    const g = dealt(STOCK);
    playNamed(g, 0, "spadesA");
    playNamed(g, 1, "hearts2");
    expect(lastWinner(g)).toBe(0);
    const [c7, c2, d9] = ["clubs7", "clubs2", "diamonds9"].map((n) => card(g, n));
    expect(drawn(g.events)).toEqual([{ type: "drawn", seat: 0, card: c7, faceUp: true }, { type: "drawn", seat: 1, card: c2 }]);
    // Seat 0 sees its face-up card go and that seat 1 drew a card; seat 1 sees both.
    expect(drawn(g.observe(0).events)).toEqual([{ type: "drawn", seat: 0, card: c7, faceUp: true }, { type: "drawn", seat: 1, card: null }]);
    expect(drawn(g.observe(1).events)).toEqual(drawn(g.events));
    for (let s = 0; s < 2; s++) expect(g.observe(s).events.at(-1)).toEqual({ type: "stockUp", card: d9 });
    expect(g.state().hands.map((h) => h.length)).toEqual([13, 13]);
    expect(g.observe(0).leftover).toBe(24);
    expect(g.state().hands[0]).toContain(c7);
    expect(g.state().hands[1]).toContain(c2);
  });

  it("G3: following with a drawn card: seat 1 must play its clubs2 to a club lead; the trump clubs7 wins", () => {
    const g = dealt(STOCK);
    playNamed(g, 0, "spadesA");
    playNamed(g, 1, "hearts2");
    playNamed(g, 0, "clubs7");
    expect(legalCards(g, 1)).toEqual([card(g, "clubs2")]);
    playNamed(g, 1, "clubs2");
    expect(lastWinner(g)).toBe(0);
  });

  it("G4: a trump wins against the led suit; its winner takes the face-up card", () => {
    const g = dealt(STOCK);
    playNamed(g, 0, "spadesA");
    playNamed(g, 1, "hearts2");
    playNamed(g, 0, "spadesK");
    playNamed(g, 1, "clubs2");
    expect(lastWinner(g)).toBe(1);
    const second = drawn(g.events).slice(2);
    expect(second[0]).toEqual({ type: "drawn", seat: 1, card: card(g, "diamonds9"), faceUp: true });
    expect(second[1]!.seat).toBe(0);
    expect(second[1]!.faceUp).toBeUndefined();
  });

  it("G5: after 13 tricks the stock is empty and each hand holds 13 cards; 13 more tricks are played without draws", () => {
    const g = dealt(STOCK);
    const tricks = (x: Game) => x.events.filter((e) => e.type === "trick").length;
    playRandomWhile(g, 5, (x) => tricks(x) < 13);
    expect(drawn(g.events).length).toBe(26);
    expect(drawn(g.events).filter((d) => d.seat === 0).length).toBe(13);
    expect(g.state().leftover).toEqual([]);
    expect(g.state().hands.map((h) => h.length)).toEqual([13, 13]);
    playRandomWhile(g, 5);
    expect(tricks(g)).toBe(26);
    expect(drawn(g.events).length).toBe(26);
  });

  it("G6: only the last 13 tricks score, one point each; the majority wins", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const g = playRandomWhile(Game.create(german, { players: 2, seed }), seed);
      const winners = g.events.flatMap((e) => (e.type === "trick" ? [e.winner!] : []));
      expect(winners.length).toBe(26);
      const late = [0, 1].map((s) => winners.slice(13).filter((w) => w === s).length);
      const result = g.result()!;
      expect(result.totals).toEqual(late);
      expect(result.winners).toEqual([late[0]! > late[1]! ? 0 : 1]);
    }
  });
});
