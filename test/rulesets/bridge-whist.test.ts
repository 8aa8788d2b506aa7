// Bridge Whist (rulesets/classics/bridge-whist.stich): the test vectors of docs/rules/bridge-whist.md
// §8 replayed on the shipped ruleset: the dealer's declaration, the dummy laid face up after the
// opening lead and played by the dealer, trumps and no trumps, the trick score, the game of 30.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import type { Seat } from "../../src/engine/types.js";
import { card, dealPack as deal, lastWinner, playNamed as play, playRandomWhile } from "../support/classic-deals.js";
import { loadRuleset } from "../support/rulesets.js";

const bridge = loadRuleset("rulesets/classics/bridge-whist.stich");

/** Dealer seat 3 with the given hands, before its declaration. */
function dealt(fixed: readonly (readonly string[])[], prefer: (suit: string) => readonly Seat[]): Game {
  const probe = Game.create(bridge, { players: 4, seed: 1 });
  return Game.create(bridge, { players: 4, seed: 1, firstDealer: 3, deals: [{ hands: deal(probe, fixed, prefer) }] });
}

describe("bridge whist (docs/rules/bridge-whist.md §8)", () => {
  it("BW1: only the dealer declares, one of 2, 4, 6, 8 and 12, in the open", () => {
    const g = dealt([[], [], [], []], () => [0, 1, 2, 3]);
    expect(g.toAct()).toEqual([3]);
    expect(g.legalActions(3)).toEqual([2, 4, 6, 8, 12].map((value) => ({ type: "call", value })));
    for (const s of [0, 1, 2]) expect(g.legalActions(s)).toEqual([]);
    g.apply(3, { type: "call", value: 8 });
    for (let s = 0; s < 4; s++) expect(g.observe(s).events.filter((e) => e.type === "call").map((e) => e.type === "call" && e.value)).toEqual([8]);
  });

  it("BW2: the dealer's partner is the dummy: secret until the opening lead, then face up, played by the dealer", () => {
    const g = dealt([[], [], [], []], () => [0, 1, 2, 3]);
    g.apply(3, { type: "call", value: 12 });
    const dummy = g.state().hands[1]!;
    for (let s = 0; s < 4; s++) {
      const obs = g.observe(s);
      expect(obs.exposed[1]).toEqual([]);
      if (s !== 1) for (const c of obs.hand) expect(dummy).not.toContain(c);
    }
    expect(g.toAct()).toEqual([0]);
    g.apply(0, g.legalActions(0)[0]!);
    for (let s = 0; s < 4; s++) expect(g.observe(s).exposed[1]).toEqual(dummy);
    expect(g.toAct()).toEqual([1]);
    expect(g.decider(1)).toBe(3);
    expect([0, 2, 3].map((s) => g.decider(s))).toEqual([0, 2, 3]);
    // The dummy plays from its own hand (seat 1 was dealt the diamonds: it may play any card to a club).
    const legal = g.legalActions(1);
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) expect(dummy).toContain(a.type === "play" ? a.card : -1);
    g.apply(1, legal[0]!);
    for (let s = 0; s < 4; s++) expect(g.observe(s).exposed[1]).toEqual(g.state().hands[1]);
    expect(g.observe(2).exposed[1]).toHaveLength(12);
  });

  it("BW3: a trump (hearts, 8) beats the led suit", () => {
    // Seat 2 holds no club; clubs go to seats 0, 1 and 3.
    const g = dealt([["clubsA"], ["clubs2"], ["hearts2"], ["clubsK"]], (s) => (s === "clubs" ? [3, 0, 1] : [2, 0, 1, 3]));
    g.apply(3, { type: "call", value: 8 });
    play(g, 0, "clubsA");
    play(g, 1, "clubs2");
    play(g, 2, "hearts2");
    play(g, 3, "clubsK");
    expect(lastWinner(g)).toBe(2);
  });

  it("BW4: at no trumps (12) the highest card of the led suit wins", () => {
    const g = dealt([["clubs3"], ["clubs2"], ["heartsA"], ["clubs4"]], (s) => (s === "clubs" ? [3, 0, 1] : [2, 0, 1, 3]));
    g.apply(3, { type: "call", value: 12 });
    play(g, 0, "clubs3");
    play(g, 1, "clubs2");
    play(g, 2, "heartsA");
    play(g, 3, "clubs4");
    expect(lastWinner(g)).toBe(3);
  });

  it("BW5: each trick over six at the declaration's value, for the side that won more than six", () => {
    const calls = (v: number) => ({ strain: [v, v, v, v] });
    expect(Game.scoreScenario(bridge, { players: 4, tricksWon: [5, 2, 4, 2], calls: calls(8) })).toEqual([24, 0, 24, 0]);
    expect(Game.scoreScenario(bridge, { players: 4, tricksWon: [3, 4, 3, 3], calls: calls(2) })).toEqual([0, 2, 0, 2]);
    expect(Game.scoreScenario(bridge, { players: 4, tricksWon: [7, 0, 6, 0], calls: calls(12) })).toEqual([84, 0, 84, 0]);
  });

  it("BW6: the hand in which a side reaches 30 ends the game, and that side wins", () => {
    const calls = { strain: [6, 6, 6, 6] };
    expect(Game.scoreScenario(bridge, { players: 4, tricksWon: [4, 2, 4, 3], calls, totals: [18, 24, 18, 24] })).toEqual([12, 0, 12, 0]);
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = Game.resume(bridge, { players: 4, seed }, { round: 2, dealer: 0, totals: [18, 24, 18, 24], roundScores: [[18, 24, 18, 24]] });
      playRandomWhile(g, seed, (g) => g.state().round === 2);
      const totals = g.state().totals;
      const over = totals.some((t) => t >= 30);
      expect(g.isOver).toBe(over);
      seen.add(over);
      if (over) expect(g.result()!.winners).toEqual([0, 1, 2, 3].filter((s) => totals[s] === Math.max(...totals)));
    }
    expect(seen.size).toBe(2);
    // From 28 all, every hand ends the game: one side always scores 2 or more.
    for (let seed = 1; seed <= 40; seed++) {
      const g = Game.resume(bridge, { players: 4, seed }, { round: 2, dealer: 0, totals: [28, 28, 28, 28], roundScores: [[28, 28, 28, 28]] });
      playRandomWhile(g, seed);
      expect(g.round).toBe(2);
      expect(Math.max(...g.state().totals)).toBeGreaterThanOrEqual(30);
    }
  });
});
