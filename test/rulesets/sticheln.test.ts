// The Sticheln family as shipped (rulesets/sticheln/*.stich), against docs/rules/sticheln.md:
// the trick vectors, each variant's difference from Classic, and Hat Trick's double trick.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { loadRuleset } from "../support/rulesets.js";
import { ids, playOneTrick } from "../support/play.js";

const load = (name: string) => loadRuleset(`rulesets/sticheln/${name}.stich`);
const FILLER = ["green11", "brown11", "yellow11", "blue10"]; // misery cards kept out of the trick

describe("Classic trick winner, vectors T1–T7 (§3.4)", () => {
  const cases: [string, string[], string][] = [
    ["T1", ["red5", "red9", "red2", "red0"], "red9"],
    ["T2", ["red5", "blue0", "green0", "yellow0"], "red5"],
    ["T3", ["red5", "blue3", "red9", "green3"], "blue3"],
    ["T4", ["red0", "blue0", "green0", "brown0"], "red0"],
    ["T5", ["red0", "blue0", "red4", "green0"], "red4"],
    ["T6", ["blue7", "red1", "blue11", "yellow0"], "red1"],
    ["T7", ["yellow3", "green3", "brown2", "red3"], "green3"],
  ];
  for (const [name, cards, winner] of cases) {
    it(`${name}: ${cards.join(", ")} -> ${winner}`, () => {
      expect(playOneTrick(load("classic"), cards, FILLER).winnerCard).toBe(winner);
    });
  }
});

describe("Reverse (§4.4)", () => {
  it("the lowest trump wins: red5, blue3, green1, yellow0 -> green1", () => {
    expect(playOneTrick(load("reverse"), ["red5", "blue3", "green1", "yellow0"], FILLER).winnerCard).toBe("green1");
  });
  it("equal lowest trumps: the first played wins", () => {
    expect(playOneTrick(load("reverse"), ["red5", "blue2", "green2", "yellow4"], FILLER).winnerCard).toBe("blue2");
  });
  it("without a trump the highest lead-colour card still wins (A4)", () => {
    expect(playOneTrick(load("reverse"), ["red5", "red9", "blue0", "red2"], FILLER).winnerCard).toBe("red9");
  });
  it("classic gives the same trick to the highest trump", () => {
    expect(playOneTrick(load("classic"), ["red5", "blue3", "green1", "yellow0"], FILLER).winnerCard).toBe("blue3");
  });
});

/** Trick events of round 1 of a random game, and the game. */
function firstRound(name: string, players: number, seed = 3) {
  const g = Game.create(load(name), { players, seed });
  const rng = new Rng(seed);
  while (g.round === 1 && !g.isOver) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  const end = g.events.findIndex((e) => e.type === "roundEnd");
  return { g, events: g.events.slice(0, end + 1) };
}

describe("tricks per round (§2.1, §4.1 B, §4.3 A, C2)", () => {
  const table: [string, number, number][] = [
    ["classic", 14, 13],
    ["hazy", 14, 13],
    ["reverse", 14, 13],
    ["mild", 14, 13],
    ["aggravated", 13, 12],
    ["delayed", 15, 14],
  ];
  for (const [name, upTo7, at8] of table) {
    it(`${name}: ${upTo7} tricks with 3–7 players, ${at8} with 8`, () => {
      for (let players = 3; players <= 8; players++) {
        const tricks = firstRound(name, players).events.filter((e) => e.type === "trick").length;
        expect(tricks).toBe(players === 8 ? at8 : upTo7);
      }
    });
  }
  it("hat trick: hand size minus one (§5.1, §5.5)", () => {
    const hands: Record<number, number> = { 4: 15, 5: 12, 6: 10, 7: 9 };
    for (let players = 4; players <= 7; players++) {
      const { events } = firstRound("hat-trick", players);
      const start = events[0]!;
      expect(start.type === "roundStart" && start.hands[0]!.length).toBe(hands[players]);
      // Each play round is one or two tricks: count play rounds by their next-lead stamp.
      const plays = events.filter((e) => e.type === "play" || e.type === "aside").length;
      expect(plays).toBe((hands[players]! - 1) * players);
    }
  });
});

describe("misery declaration", () => {
  it("Classic: one card, secret until all have chosen, then public (§3.2)", () => {
    const g = Game.create(load("classic"), { players: 4, seed: 8 });
    expect(g.toAct()).toEqual([0, 1, 2, 3]);
    expect(g.legalActions(0).every((a) => a.type === "choose" && a.cards.length === 1)).toBe(true);
    g.apply(0, g.legalActions(0)[0]!);
    expect(g.observe(1).committed).toEqual([true, false, false, false]);
    // A world sampled for seat 0 replays its own commitment (by the choose decision's codec, fromCommitted).
    for (let seed = 1; seed <= 3; seed++) expect(g.sampleHidden(0, new Rng(seed)).observe(0)).toEqual(g.observe(0));
    expect(g.observe(1).piles["misery"]![0]).toBe(0); // still in seat 0's hand, unseen
    for (const s of [1, 2, 3]) g.apply(s, g.legalActions(s)[0]!);
    const misery = g.observe(1).piles["misery"]!;
    expect(misery.every((p) => Array.isArray(p) && p.length === 1)).toBe(true);
  });

  it("Aggravated: two cards of different suits (§4.1 A, A5)", () => {
    const g = Game.create(load("aggravated"), { players: 5, seed: 8 });
    const legal = g.legalActions(0);
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) {
      expect(a.type === "choose" && new Set(a.cards.map((c) => g.cards[c]!.suit)).size).toBe(2);
    }
    const hand = g.observe(0).hand;
    const sameSuit = hand.filter((c) => g.cards[c]!.suit === g.cards[hand[0]!]!.suit).slice(0, 2);
    if (sameSuit.length === 2) expect(g.whyIllegal(0, { type: "choose", cards: sameSuit })).toMatch(/different suits/);
  });

  it("Hazy: other seats' misery stays hidden until the round ends (§4.2)", () => {
    const { g, events } = firstRound("hazy", 4);
    const reveal = events.findIndex((e) => e.type === "reveal");
    const lastTrick = events.map((e) => e.type).lastIndexOf("trick");
    expect(reveal).toBeGreaterThan(lastTrick);
    // Mid-round, seat 1 sees its own misery card and only the number of the others'.
    const mid = Game.create(load("hazy"), { players: 4, seed: 3 });
    for (const s of [0, 1, 2, 3]) mid.apply(s, mid.legalActions(s)[0]!);
    const seen = mid.observe(1).piles["misery"]!;
    expect(seen.map((p) => (Array.isArray(p) ? "cards" : p))).toEqual([1, "cards", 1, 1]);
    expect(g.round).toBe(2);
  });

  it("Delayed: no declaration; all cards are played (§4.3)", () => {
    const g = Game.create(load("delayed"), { players: 3, seed: 4 });
    expect(g.legalActions(g.toAct()[0]!).every((a) => a.type === "play")).toBe(true);
  });
});

describe("Delayed scoring picks the best colour among won cards (§4.3 B–E)", () => {
  it("matches a brute-force choice over the won colours for every seat of random games", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { g, events } = firstRound("delayed", 4, seed);
      const end = events.at(-1)!;
      if (end.type !== "roundEnd") throw new Error("round did not end");
      for (let seat = 0; seat < 4; seat++) {
        const won = events.flatMap((e) => (e.type === "trick" && e.winner === seat ? e.plays.map((p) => g.cards[p.card]!) : []));
        const colours = [...new Set(won.map((c) => c.suit))];
        const best = colours.length === 0 ? 0 : Math.max(...colours.map((m) => won.reduce((s, c) => s + (c.suit === m ? -c.rank : 1), 0)));
        expect(end.scores[seat]).toBe(best);
      }
    }
  });
});

describe("Classic round scoring over won + declared cards (§3.6), checked against the trick log", () => {
  for (const [name, value] of [
    ["classic", (rank: number) => -rank],
    ["mild", () => -5],
  ] as const) {
    it(`${name}: misery cards cost ${name === "mild" ? "5 each" : "their rank"}, others +1`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const { g, events } = firstRound(name, 5, seed);
        const end = events.at(-1)!;
        if (end.type !== "roundEnd") throw new Error("round did not end");
        for (let seat = 0; seat < 5; seat++) {
          const declared = events.flatMap((e) => (e.type === "choose" && e.seat === seat ? e.cards ?? [] : []));
          const won = events.flatMap((e) => (e.type === "trick" && e.winner === seat ? e.plays.map((p) => p.card) : []));
          const m = g.cards[declared[0]!]!.suit;
          const expected = [...declared, ...won].reduce((s, c) => s + (g.cards[c]!.suit === m ? value(g.cards[c]!.rank) : 1), 0);
          expect(end.scores[seat]).toBe(expected);
        }
      }
    });
  }
});

describe("Hat Trick double trick on the shipped ruleset (§5.2–§5.4)", () => {
  it("R17 A, R15 B | B17 C, B15 D, B9 E: each colour won by its highest card; E leads", () => {
    const ir = load("hat-trick");
    const probe = Game.create(ir, { players: 5, seed: 3, firstDealer: 4 });
    const plays = ["red17", "red15", "blue17", "blue15", "blue9"];
    const hands = plays.map((c, s) => ids(probe, [c, `green${s + 1}`]));
    const g = Game.create(ir, { players: 5, seed: 3, firstDealer: 4, deals: [{ hands }] });
    const play = (seat: number, card: string, target: number | "new") => g.apply(seat, { type: "play", card: ids(g, [card])[0]!, target });
    play(0, "red17", "new");
    play(1, "red15", 0);
    play(2, "blue17", "new");
    play(3, "blue15", 1);
    play(4, "blue9", 1);
    const tricks = g.events.filter((e) => e.type === "trick");
    expect(tricks.map((t) => t.type === "trick" && [t.winner, t.nextLead])).toEqual([
      [0, 4],
      [2, 4],
    ]);
  });

  it("won cards are public; a passed card's identity is public", () => {
    const mid = Game.create(load("hat-trick"), { players: 4, seed: 2 });
    const rng = new Rng(2);
    for (let i = 0; i < 30; i++) {
      const s = mid.toAct()[0]!;
      mid.apply(s, rng.pick(mid.legalActions(s)));
    }
    const o = mid.observe(0);
    expect(o.piles["won"]!.every(Array.isArray)).toBe(true);
    expect(o.piles["passed"]!.every(Array.isArray)).toBe(true);
  });
});
