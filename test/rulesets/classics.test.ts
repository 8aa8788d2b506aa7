// The classics (rulesets/classics/): the test vectors of docs/rules/whist.md §8 and
// docs/rules/spades.md §7 replayed on the shipped rulesets: a turned-up trump, following, a scoring
// example, a broken suit refusing a lead, the bids offered, a side reaching the threshold.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { card, dealPack as deal, playNamed as play, playRandomWhile } from "../support/classic-deals.js";
import { loadRuleset } from "../support/rulesets.js";
import { compile } from "../../src/lang/compile.js";
import { readFileSync } from "node:fs";

const whist = loadRuleset("rulesets/classics/whist.stich");
const spades = loadRuleset("rulesets/classics/spades.stich");
const NIL = -1;

describe("whist (docs/rules/whist.md §8)", () => {
  // Dealer seat 3 holds every club and turns up clubs7; seats 0-2 hold hearts4, hearts9, heartsQ.
  function w1(): Game {
    const probe = Game.create(whist, { players: 4, seed: 1 });
    const hands = deal(probe, [["hearts4"], ["hearts9"], ["heartsQ"], []], (s) => (s === "clubs" ? [3] : [2, 1, 0]));
    return Game.create(whist, { players: 4, seed: 1, firstDealer: 3, deals: [{ hands, turned: card(probe, "clubs7") }] });
  }

  it("W1/W2: the dealer's turned-up clubs7 makes clubs trump; it is seen by all until played and wins the heart trick", () => {
    const g = w1();
    const c7 = card(g, "clubs7");
    for (let s = 0; s < 4; s++) expect(g.observe(s).exposed[3]).toEqual([c7]);
    expect(g.toAct()).toEqual([0]);
    play(g, 0, "hearts4");
    play(g, 1, "hearts9");
    play(g, 2, "heartsQ");
    play(g, 3, "clubs7");
    const trick = g.events.filter((e) => e.type === "trick").at(-1)!;
    expect(trick.type === "trick" && trick.winner).toBe(3);
    expect(g.toAct()).toEqual([3]);
    for (let s = 0; s < 4; s++) expect(g.observe(s).exposed[3]).toEqual([]);
    expect(g.state().hands.map((h) => h.length)).toEqual([12, 12, 12, 12]);
  });

  it("W4: following is compulsory: a card of another suit is refused while the seat holds a heart", () => {
    const g = w1();
    play(g, 0, "hearts4");
    play(g, 1, "hearts9");
    const hand = g.state().hands[2]!;
    const other = hand.find((c) => !g.cards[c]!.name.startsWith("hearts"))!;
    const legal = g.legalActions(2).flatMap((a) => (a.type === "play" ? [a.card] : []));
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((c) => g.cards[c]!.name.startsWith("hearts"))).toBe(true);
    expect(legal).not.toContain(other);
    expect(g.whyIllegal(2, { type: "play", card: other, target: 0 })).toMatch(/follow/);
  });

  it("W5/W7: one point per trick over six for the side, both partners alike", () => {
    expect(Game.scoreScenario(whist, { players: 4, tricksWon: [5, 2, 3, 3] })).toEqual([2, 0, 2, 0]);
    expect(Game.scoreScenario(whist, { players: 4, tricksWon: [4, 3, 3, 3] })).toEqual([1, 0, 1, 0]);
    expect(Game.scoreScenario(whist, { players: 4, tricksWon: [7, 0, 6, 0] })).toEqual([7, 0, 7, 0]);
  });

  it("W6: the deal in which a side reaches 5 ends the game, and that side wins", () => {
    expect(Game.scoreScenario(whist, { players: 4, tricksWon: [2, 5, 2, 4], totals: [4, 3, 4, 3] })).toEqual([0, 3, 0, 3]);
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = Game.resume(whist, { players: 4, seed }, { round: 2, dealer: 0, totals: [4, 3, 4, 3], roundScores: [[4, 3, 4, 3]] });
      playRandomWhile(g, seed, (g) => g.state().round === 2);
      const totals = g.state().totals;
      const over = totals.some((t) => t >= 5);
      expect(g.isOver).toBe(over);
      seen.add(over);
      if (over) {
        const top = Math.max(...totals);
        expect(g.result()!.winners).toEqual([0, 1, 2, 3].filter((s) => totals[s] === top));
        expect(g.result()!.winners).toHaveLength(2);
      }
    }
    expect(seen.size).toBe(2);
  });
});

describe("spades (docs/rules/spades.md §7)", () => {
  /** Dealer seat 3: seat 0 bids and leads first. Seat 0 holds spadesA spades7 hearts4 clubsQ, seat 2 spades2 spadesK and no club. */
  function s3(): Game {
    const probe = Game.create(spades, { players: 4, seed: 2 });
    const hands = deal(probe, [["spadesA", "spades7", "hearts4", "clubsQ"], ["clubs3"], ["spades2", "spadesK"], ["clubsA"]], (s) => (s === "clubs" ? [3, 1, 0] : [2, 0, 1, 3]));
    return Game.create(spades, { players: 4, seed: 2, firstDealer: 3, deals: [{ hands }] });
  }

  it("S1: bids are made in turn from the dealer's left, 1 to 13 or nil; 14 and pass are not offered", () => {
    const g = s3();
    const calls = [4, NIL, 3, 5];
    for (let s = 0; s < 4; s++) {
      expect(g.toAct()).toEqual([s]);
      const offered = g.legalActions(s).flatMap((a) => (a.type === "call" ? [a.value] : []));
      expect(offered.sort((a, b) => a - b)).toEqual([NIL, ...Array.from({ length: 13 }, (_, i) => i + 1)]);
      g.apply(s, { type: "call", value: calls[s]! });
    }
    expect(g.state().phase).toBe("tricks");
  });

  it("S3: a spade may not be led until spades are broken; a void seat's spade breaks them", () => {
    const g = s3();
    for (let s = 0; s < 4; s++) g.apply(s, { type: "call", value: [4, NIL, 3, 5][s]! });
    const ace = card(g, "spadesA");
    expect(g.legalActions(0).some((a) => a.type === "play" && a.card === ace)).toBe(false);
    expect(g.whyIllegal(0, { type: "play", card: ace, target: "new" })).toMatch(/open/);
    play(g, 0, "clubsQ");
    play(g, 1, "clubs3");
    play(g, 2, "spades2");
    play(g, 3, "clubsA");
    const trick = g.events.filter((e) => e.type === "trick").at(-1)!;
    expect(trick.type === "trick" && trick.winner).toBe(2);
    const spadeLeads = g.legalActions(2).filter((a) => a.type === "play" && g.cards[a.card]!.name.startsWith("spades"));
    expect(spadeLeads.length).toBeGreaterThan(0);
  });

  it("S5-S8: scoring a hand: contracts, overtricks as bags, nil, the bag penalty", () => {
    const score = (bid: number[], tricksWon: number[], totals?: number[]) => Game.scoreScenario(spades, { players: 4, calls: { bid }, tricksWon, ...(totals ? { totals } : {}) });
    // S5: A 7 bid, 9 taken: +72; B 5 bid with a failed nil beside it: -50 - 100.
    expect(score([4, NIL, 3, 5], [5, 1, 4, 3], [103, 150, 103, 150])).toEqual([72, -150, 72, -150]);
    // S6: a made nil: A 60 + 1 + 100; B exactly 6: 60.
    expect(score([NIL, 4, 6, 2], [0, 4, 7, 2])).toEqual([161, 60, 161, 60]);
    // S7: 8 bags (the total's units digit) and 3 more: 53 - 100.
    expect(score([3, 4, 2, 4], [5, 2, 3, 3], [108, 40, 108, 40])).toEqual([-47, -80, -47, -80]);
    // S8: 480 + 50 = 530, 430 + 62 = 492.
    expect(score([3, 3, 2, 3], [2, 4, 3, 4], [480, 430, 480, 430])).toEqual([50, 62, 50, 62]);
  });

  it("S8: a side reaching 500 ends the game and the higher total wins; equal totals play on", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 2; seed++) {
      const g = Game.resume(spades, { players: 4, seed }, { round: 2, dealer: 3, totals: [480, 470, 480, 470], roundScores: [[480, 470, 480, 470]] });
      const rng = new Rng(seed);
      // Both sides bid what makes a contract likely: 1 each.
      while (!g.isOver && g.state().round === 2) {
        const seat = g.toAct()[0]!;
        const legal = g.legalActions(seat);
        g.apply(seat, legal.find((a) => a.type === "call" && a.value === 1) ?? rng.pick(legal));
      }
      const totals = g.state().totals;
      const reached = totals.some((t) => t >= 500) && totals[0] !== totals[1];
      expect(g.isOver).toBe(reached);
      seen.add(reached ? "over" : "on");
      if (reached) expect(g.result()!.winners).toEqual(totals[0]! > totals[1]! ? [0, 2] : [1, 3]);
    }
    expect(seen.has("over")).toBe(true);
  });
});

describe("from a classic to a variant (docs/language.md)", () => {
  const files: Record<string, string> = Object.fromEntries(["spades", "whist"].map((n) => [`${n}.stich`, readFileSync(`rulesets/classics/${n}.stich`, "utf8")]));
  const variant = (text: string) => compile(text, { file: "v.stich", readFile: (p: string) => files[p] });

  it("the documented variants compile clean and change what they say", () => {
    const doc = readFileSync("docs/language.md", "utf8");
    const text = /```\n(variant "Spades, broken hearts"[\s\S]*?)```/.exec(doc)![1]!;
    const broken = variant(text);
    expect(broken.diagnostics).toEqual([]);
    // Hearts (suit 2) locked instead of spades (suit 3).
    expect(JSON.stringify(broken.ir!.tricks.open)).toContain('{"k":"suit","v":2}');
    expect(JSON.stringify(broken.ir!.tricks.open)).not.toContain('{"k":"suit","v":3}');
    // No bags: 8 overtricks on 9 bags cost nothing; the classic takes 100.
    const hand = { players: 4, calls: { bid: [1, 1, 1, 1] }, tricksWon: [9, 1, 1, 2], totals: [9, 0, 9, 0] };
    expect(Game.scoreScenario(broken.ir!, hand)).toEqual([28, 21, 28, 21]);
    expect(Game.scoreScenario(spades, hand)).toEqual([-72, 21, -72, 21]);
    const american = variant('variant "American whist" extends "whist.stich"\nend when: total >= 7\n');
    expect(american.diagnostics).toEqual([]);
  });
});
