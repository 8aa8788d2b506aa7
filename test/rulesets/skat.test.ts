// Skat (rulesets/classics/skat.stich): the test vectors of docs/rules/skat.md §9 replayed on the
// shipped ruleset: the auction's result (K1-K3), jacks as trumps and following by class (K10), a null
// trick and a null game lost by a trick (K9, K11), matadors (K4), a grand won schwarz with the skat laid
// down counting (K12-like), and the scoring of every contract checked against an independent reading
// of §5-§7 over random deals.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, CardId, GameEvent, Seat } from "../../src/engine/types.js";
import { ids } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";

const skat = loadRuleset("rulesets/classics/skat.stich");
const PASS = { type: "bid", value: null } as const;
const bid = (v: number) => ({ type: "bid", value: v }) as const;
// The contract call: a suit by its base value, grand and null as the words' numbers.
const GRAND = -1;
const NULL = -2;
const CONTRACT = { clubs: 12, spades: 11, hearts: 10, diamonds: 9, grand: GRAND, null: NULL } as const;
const SUITS = ["clubs", "spades", "hearts", "diamonds"] as const;
const RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"] as const;

/** Dealer seat 2 (Rearhand): Forehand 0, Middlehand 1. The hands by card name; the rest is the skat. */
function dealt(hands: string[][]): Game {
  const probe = Game.create(skat, { players: 3, seed: 1 });
  const all = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`));
  const taken = new Set(hands.flat());
  const skatCards = all.filter((c) => !taken.has(c));
  expect(skatCards).toHaveLength(2);
  return Game.create(skat, { players: 3, seed: 1, firstDealer: 2, deals: [{ hands: hands.map((h) => ids(probe, h)), leftover: ids(probe, skatCards) }] });
}
const card = (g: Game, n: string): CardId => ids(g, [n])[0]!;
const play = (g: Game, seat: Seat, n: string): void => {
  expect(g.toAct()).toEqual([seat]);
  g.apply(seat, { type: "play", card: card(g, n), target: g.state().openTricks.length === 0 ? "new" : g.state().openTricks[0]!.id });
};
const act = (g: Game, seat: Seat, a: Action): void => {
  expect(g.toAct()).toEqual([seat]);
  g.apply(seat, a);
};
const plays = (g: Game, seat: Seat): string[] => g.legalActions(seat).flatMap((a) => (a.type === "play" ? [g.cardName(a.card)] : [])).sort();
const lastTrick = (g: Game) => g.events.filter((e): e is Extract<GameEvent, { type: "trick" }> => e.type === "trick").at(-1)!;
/**
 * The matadors the declarer noted (a secret note: no decision, nobody is asked), as every seat reads
 * them (0 for a seat whose value was not noted); checks that trick play comes next and that the
 * defenders do not see the value.
 */
function notedTops(g: Game, declarer: Seat): number[] {
  expect(g.state().phase).toBe("tricks");
  for (let s = 0; s < 3; s++) if (s !== declarer) expect(g.observe(s).calls["tops"]).toEqual([null, null, null]);
  return g.observe(declarer).calls["tops"]!.map((v) => v ?? 0);
}
/** The declarer lays two cards down and names the contract; returns the matadors noted then. */
function declare(g: Game, seat: Seat, down: [string, string], contract: number): number[] {
  act(g, seat, { type: "discard", card: card(g, down[0]) });
  act(g, seat, { type: "discard", card: card(g, down[1]) });
  act(g, seat, { type: "call", value: contract });
  return notedTops(g, seat);
}

// Forehand 0 holds the clubs and the diamonds jack; Middlehand 1 the spades and hearts; Rearhand 2 the rest.
const SPREAD = [
  ["clubs7", "clubs8", "clubs9", "clubs10", "clubsQ", "clubsK", "clubsA", "diamondsJ", "diamonds7", "diamonds8"],
  ["spades7", "spades8", "spades9", "spades10", "spadesQ", "spadesK", "spadesA", "hearts7", "hearts8", "hearts9"],
  ["hearts10", "heartsQ", "heartsK", "heartsA", "diamonds9", "diamonds10", "diamondsQ", "diamondsK", "diamondsA", "clubsJ"],
];

describe("skat (docs/rules/skat.md §9)", () => {
  it("K1: M bids to F, R to the survivor; R declares at 24; refused: 22 (not higher), 21 and 25 (no game value), F naming a value", () => {
    const g = dealt(SPREAD);
    act(g, 1, bid(18));
    expect(g.legalActions(0)).toEqual([PASS, bid(18)]);
    expect(g.whyIllegal(0, bid(20))).toMatch(/hold 18/);
    act(g, 0, bid(18));
    act(g, 1, bid(20));
    act(g, 0, bid(20));
    act(g, 1, bid(22));
    act(g, 0, PASS);
    expect(g.whyIllegal(2, bid(22))).toMatch(/higher than 22/);
    expect(g.whyIllegal(2, bid(21))).toMatch(/name one of/);
    expect(g.whyIllegal(2, bid(25))).toMatch(/name one of/);
    act(g, 2, bid(23));
    act(g, 1, bid(23));
    act(g, 2, bid(24));
    act(g, 1, PASS);
    for (let s = 0; s < 3; s++) expect(g.observe(s).auction).toEqual({ value: [24], declarer: 2 });
    // The declarer picks up the skat: 12 cards, then lays two down.
    expect(g.state().hands[2]).toHaveLength(12);
    expect(g.toAct()).toEqual([2]);
  });

  it("K2/K3: M passes at once, R wins at 20; nobody bids: F may play at 18, or pass and the deal is passed in", () => {
    const k2 = dealt(SPREAD);
    act(k2, 1, PASS);
    act(k2, 2, bid(18));
    act(k2, 0, bid(18));
    act(k2, 2, bid(20));
    act(k2, 0, PASS);
    expect(k2.observe(0).auction).toEqual({ value: [20], declarer: 2 });
    const k3 = dealt(SPREAD);
    act(k3, 1, PASS);
    act(k3, 2, PASS);
    expect(k3.legalActions(0)).toEqual([PASS, bid(18)]);
    act(k3, 0, bid(18));
    expect(k3.observe(1).auction).toEqual({ value: [18], declarer: 0 });
    const passed = dealt(SPREAD);
    for (const s of [1, 2, 0]) act(passed, s, PASS);
    // Passed in: no play, nobody scores, the next deal (dealer 0) begins.
    expect(passed.events.some((e) => e.type === "trick")).toBe(false);
    expect(passed.observe(0).roundScores[0]).toEqual([0, 0, 0]);
    expect(passed.state().round).toBe(2);
  });

  it("K9: null is refused above a bid of 23", () => {
    const g = dealt(SPREAD);
    act(g, 1, bid(24));
    act(g, 0, PASS);
    act(g, 2, PASS);
    act(g, 1, { type: "discard", card: card(g, "hearts7") });
    act(g, 1, { type: "discard", card: card(g, "hearts8") });
    expect(g.legalActions(1).map((a) => a.type === "call" && a.value)).toEqual([9, 10, 11, 12, GRAND]);
    expect(g.whyIllegal(1, { type: "call", value: NULL })).toMatch(/unless/);
  });

  it("K10: spades trump: F leads spadesA, M's diamondsJ follows as a trump and wins; hearts trump: clubsJ is no club, so M is void in clubs", () => {
    // Forehand declares spades at 18 (M and R pass), laying down two cards of the skat.
    const hands = [
      ["spadesA", "spades10", "spadesK", "spadesQ", "clubs7", "clubs8", "clubs9", "hearts7", "hearts8", "hearts9"],
      ["diamondsJ", "clubsJ", "diamonds7", "diamonds8", "diamonds9", "diamonds10", "diamondsQ", "diamondsK", "diamondsA", "hearts10"],
      ["spades7", "spades8", "spades9", "clubs10", "clubsQ", "clubsK", "clubsA", "heartsQ", "heartsK", "heartsA"],
    ];
    const g = dealt(hands);
    act(g, 1, PASS);
    act(g, 2, PASS);
    act(g, 0, bid(18));
    declare(g, 0, ["hearts7", "hearts8"], CONTRACT.spades);
    play(g, 0, "spadesA");
    // M holds no spade but two jacks, trumps both: it must follow with one of them.
    expect(plays(g, 1)).toEqual(["clubsJ", "diamondsJ"]);
    play(g, 1, "diamondsJ");
    play(g, 2, "spades7");
    const t = lastTrick(g);
    expect(t.winner).toBe(1);
    const pts = t.plays.reduce((s, p) => s + ({ A: 11, "10": 10, K: 4, Q: 3, J: 2 }[g.cardName(p.card).replace(/^[a-z]+/, "")] ?? 0), 0);
    expect(pts).toBe(13);

    const h = dealt(hands);
    act(h, 1, PASS);
    act(h, 2, PASS);
    act(h, 0, bid(18));
    declare(h, 0, ["hearts7", "hearts8"], CONTRACT.hearts);
    play(h, 0, "clubs7");
    // M's only "club" is clubsJ, a trump in a suit game: M is void in clubs, any card is legal.
    expect(plays(h, 1)).toEqual([...h.state().hands[1]!].map((c) => h.cardName(c)).sort());
  });

  it("K11 and K9: in null, J ranks above 10 and nothing is trump; the null declarer taking a trick loses 2 x 23", () => {
    const hands = [
      ["hearts10", "clubs7", "clubs8", "clubs9", "spades7", "spades8", "spades9", "diamonds7", "diamonds8", "diamonds9"],
      ["heartsJ", "clubsJ", "clubs10", "spadesJ", "spades10", "diamondsJ", "diamonds10", "heartsQ", "heartsK", "heartsA"],
      ["hearts9", "hearts8", "hearts7", "clubsQ", "clubsK", "clubsA", "spadesQ", "spadesK", "spadesA", "diamondsQ"],
    ];
    const g = dealt(hands);
    act(g, 1, bid(18));
    act(g, 0, PASS);
    act(g, 2, PASS);
    expect(declare(g, 1, ["heartsA", "heartsK"], CONTRACT.null)).toEqual([0, 0, 0]);
    play(g, 0, "hearts10");
    // No trumps in null: clubsJ is a club, so M must follow hearts (heartsJ or heartsQ).
    expect(plays(g, 1)).toEqual(["heartsJ", "heartsQ"]);
    play(g, 1, "heartsJ");
    play(g, 2, "hearts9");
    expect(lastTrick(g).winner).toBe(1);
    // The rest played out by the first legal card: the null is lost whatever happens.
    while (g.state().round === 1) {
      const s = g.toAct()[0]!;
      g.apply(s, g.legalActions(s)[0]!);
    }
    expect(g.observe(0).roundScores[0]).toEqual([0, -46, 0]);
  });

  it("K4: matadors from the declarer's 12 cards: with 3, without 3, without 1 (grand), with 7", () => {
    // Middlehand declares at 18 with the given hand; the matadors are noted from its 12 cards.
    const cases: { hand: string[]; contract: number; tops: number }[] = [
      { hand: ["clubsJ", "spadesJ", "heartsJ", "hearts7", "hearts8", "clubs7", "clubs8", "clubs9", "spades7", "spades8"], contract: CONTRACT.hearts, tops: 3 },
      { hand: ["diamondsJ", "heartsA", "hearts10", "clubs7", "clubs8", "clubs9", "spades7", "spades8", "spades9", "diamonds7"], contract: CONTRACT.hearts, tops: 3 },
      { hand: ["spadesJ", "heartsJ", "clubs7", "clubs8", "clubs9", "spades7", "spades8", "spades9", "diamonds7", "diamonds8"], contract: GRAND, tops: 1 },
      { hand: ["clubsJ", "spadesJ", "heartsJ", "diamondsJ", "clubsA", "clubs10", "clubsK", "spades7", "spades8", "spades9"], contract: CONTRACT.clubs, tops: 7 },
    ];
    for (const c of cases) {
      // The skat: two cards none of the cases' trump runs depends on (hearts/diamonds/spades low cards given away).
      const rest = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`)).filter((x) => !c.hand.includes(x));
      const skatCards: string[] = rest.filter((x) => x === "diamondsQ" || x === "spadesQ");
      const others = rest.filter((x) => !skatCards.includes(x));
      const g = dealt([others.slice(0, 10), c.hand, others.slice(10, 20)]);
      act(g, 1, bid(18));
      act(g, 0, PASS);
      act(g, 2, PASS);
      const tops = declare(g, 1, [c.hand[8]!, c.hand[9]!], c.contract);
      expect(tops).toEqual([0, c.tops, 0]);
    }
  });

  it("a grand won schwarz with 4: the skat laid down counts (120 card points), 24 x (4 + 1 + 1 + 1) = +168", () => {
    // Middlehand holds every jack, clubs/spades/hearts A and 10; the skat holds diamondsA and diamonds10.
    const hands = [
      ["clubs7", "clubs8", "clubs9", "clubsQ", "clubsK", "spades7", "spades8", "spades9", "spadesQ", "spadesK"],
      ["clubsJ", "spadesJ", "heartsJ", "diamondsJ", "clubsA", "clubs10", "spadesA", "spades10", "heartsA", "hearts10"],
      ["hearts7", "hearts8", "hearts9", "heartsQ", "heartsK", "diamonds7", "diamonds8", "diamonds9", "diamondsQ", "diamondsK"],
    ];
    const g = dealt(hands);
    act(g, 1, bid(18));
    act(g, 0, PASS);
    act(g, 2, PASS);
    expect(declare(g, 1, ["diamondsA", "diamonds10"], GRAND)).toEqual([0, 4, 0]);
    // The defenders never win a trick: play on by the first legal card.
    while (g.state().round === 1) {
      const s = g.toAct()[0]!;
      g.apply(s, g.legalActions(s)[0]!);
    }
    expect(g.events.filter((e) => e.type === "trick" && e.winner !== 1)).toEqual([]);
    expect(g.observe(0).roundScores[0]).toEqual([0, 168, 0]);
    // The skat is shown to every seat once the tricks are played.
    const shown = g.events.find((e) => e.type === "reveal");
    expect(shown?.type === "reveal" && shown.pile === "skat" && shown.cards[1]!.map((c) => g.cardName(c)).sort()).toEqual(["diamonds10", "diamondsA"]);
  });

  it("scores every contract as §5-§7 say, over random deals (suit, grand, null, overbid, schneider)", () => {
    const POINTS: Record<string, number> = { A: 11, "10": 10, K: 4, Q: 3, J: 2 };
    const BASE = [12, 11, 10, 9];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = Game.create(skat, { players: 3, seed });
      const rng = new Rng(seed * 7 + 1);
      let mine: CardId[] | null = null;
      let laid: CardId[] = [];
      while (g.state().round === 1 && !g.isOver) {
        const s = g.toAct()[0]!;
        const legal = g.legalActions(s);
        // Bid low (random bots overbid nearly always): pass, hold or name the lowest value.
        const a = legal[0]!.type === "bid" ? (legal.length > 1 && rng.int(3) > 0 ? legal[1]! : legal[0]!) : rng.pick(legal);
        g.apply(s, a);
        const st = g.state();
        const decl = g.observe(0).auction?.declarer;
        if (mine === null && st.phase === "tricks" && decl !== undefined) {
          laid = [...st.piles["skat"]![decl]!];
          mine = [...st.hands[decl]!, ...laid];
        }
      }
      const score = g.observe(0).roundScores[0]!;
      const auction = g.events.find((e) => e.type === "bid") ? g.events.filter((e) => e.type === "bid") : [];
      const declarer = [...g.events].reverse().find((e): e is Extract<GameEvent, { type: "call" }> => e.type === "call" && e.name === "contract")?.seat;
      if (declarer === undefined || mine === null) {
        expect(score).toEqual([0, 0, 0]);
        seen.add("passed in");
        continue;
      }
      const bidValue = Math.max(...auction.flatMap((e) => (e.type === "bid" && e.value !== null ? [e.value] : [])));
      const contract = g.events.find((e): e is Extract<GameEvent, { type: "call" }> => e.type === "call" && e.name === "contract")!.value!;
      const suitOf = (c: CardId) => g.cards[c]!.suit;
      const rankOf = (c: CardId) => g.cardName(c).replace(/^[a-z]+/, "");
      const isTrump = (c: CardId) => contract !== NULL && (rankOf(c) === "J" || (contract !== GRAND && BASE[suitOf(c)] === contract));
      const tpos = (c: CardId) => (rankOf(c) === "J" ? suitOf(c) + 1 : 5 + ["A", "10", "K", "Q", "9", "8", "7"].indexOf(rankOf(c)));
      const trumpCount = contract === GRAND ? 4 : 11;
      const held = new Set(mine.filter(isTrump).map(tpos));
      let matadors = 0;
      const withTop = held.has(1);
      while (matadors < trumpCount && held.has(matadors + 1) === withTop) matadors++;
      const tricks = g.events.filter((e): e is Extract<GameEvent, { type: "trick" }> => e.type === "trick" && e.winner === declarer);
      const pts = [...tricks.flatMap((t) => t.plays.map((p) => p.card)), ...laid].reduce((s, c) => s + (POINTS[rankOf(c)] ?? 0), 0);
      let expected: number;
      if (contract === NULL) {
        expected = tricks.length === 0 ? 23 : -46;
        seen.add(`null ${tricks.length === 0 ? "won" : "lost"}`);
      } else {
        const base = contract === GRAND ? 24 : contract;
        const level = matadors + 1 + (pts >= 90 || pts <= 30 ? 1 : 0) + (tricks.length === 10 || tricks.length === 0 ? 1 : 0);
        const overbid = base * level < bidValue;
        const value = overbid ? Math.ceil(bidValue / base) * base : base * level;
        const won = !overbid && pts >= 61;
        expected = won ? value : -2 * value;
        seen.add(`${contract === GRAND ? "grand" : "suit"} ${overbid ? "overbid" : won ? "won" : "lost"}`);
      }
      expect(score, `seed ${seed}`).toEqual([0, 1, 2].map((s) => (s === declarer ? expected : 0)));
    }
    // The random deals reached the kinds of result the rules distinguish.
    expect([...seen].sort()).toEqual(expect.arrayContaining(["grand lost", "null lost", "suit lost", "suit won"]));
  });
});
