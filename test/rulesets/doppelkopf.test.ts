// Doppelkopf (rulesets/classics/doppelkopf.stich): the test vectors of docs/rules/doppelkopf.md §7
// replayed on the shipped ruleset: identical cards (the first played wins, the second never), the
// Dulle, following by class, a hidden partnership revealed by a played queen of clubs (and what the
// sampler may do with it), a Doppelkopf trick, Karlchen, the scoring examples, a silent solo, schwarz.
// The fox caught (§5.3) reads who played the diamond ace into a won trick (`playedBy`): D5 and D7
// are scored with it, and a diamond ace a party played into its own trick is no fox.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, CardId, GameEvent, Seat } from "../../src/engine/types.js";
import { ids, playRandom } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";

const doko = loadRuleset("rulesets/classics/doppelkopf.stich");
const probe = Game.create(doko, { players: 4, seed: 1 });
const SUITS = ["clubs", "spades", "hearts", "diamonds"];
const RANK: Record<string, number> = { "9": 9, "10": 10, J: 11, Q: 12, K: 13, A: 14 };
/** A card's suit and rank name from its name (`hearts10`, `clubsQ#2`). */
const parts = (n: string): { suit: string; rank: string } => {
  const base = n.split("#")[0]!;
  const suit = SUITS.find((s) => base.startsWith(s))!;
  return { suit, rank: base.slice(suit.length) };
};
const isTrump = (n: string): boolean => {
  const { suit, rank } = parts(n);
  return rank === "Q" || rank === "J" || suit === "diamonds" || (suit === "hearts" && rank === "10");
};

/**
 * A deal: each seat's named cards, then cards filled in deck order, each seat taking only cards its
 * `keep` allows (a seat with no plain spades, ...), the most constrained seats first.
 */
function deal(special: Record<number, string[]>, keep: Record<number, (name: string) => boolean> = {}): { hands: CardId[][] } {
  const hands: CardId[][] = [[], [], [], []];
  const used = new Set<CardId>();
  for (const [seat, names] of Object.entries(special)) for (const c of ids(probe, names)) (hands[Number(seat)]!.push(c), used.add(c));
  const order = [0, 1, 2, 3].sort((a, b) => (keep[b] ? 1 : 0) - (keep[a] ? 1 : 0));
  for (const s of order) {
    for (let c = 0; hands[s]!.length < 12 && c < 48; c++) {
      if (used.has(c) || !(keep[s]?.(probe.cardName(c)) ?? true)) continue;
      hands[s]!.push(c);
      used.add(c);
    }
  }
  return { hands };
}

/** A game on that deal; `dealer` deals (its left leads first). */
function game(special: Record<number, string[]>, dealer: Seat = 3, keep: Record<number, (name: string) => boolean> = {}): Game {
  return Game.create(doko, { players: 4, seed: 1, firstDealer: dealer, deals: [deal(special, keep)] });
}

const card = (g: Game, n: string): number => ids(g, [n])[0]!;
const play = (g: Game, seat: Seat, n: string): void => {
  expect(g.toAct()).toEqual([seat]);
  g.apply(seat, { type: "play", card: card(g, n), target: g.state().openTricks.length === 0 ? "new" : g.state().openTricks[0]!.id });
};
const lastTrick = (g: Game) => g.events.filter((e): e is Extract<GameEvent, { type: "trick" }> => e.type === "trick").at(-1)!;
const plays = (g: Game, seat: Seat): string[] => g.legalActions(seat).flatMap((a: Action) => (a.type === "play" ? [g.cardName(a.card)] : []));
const POINTS: Record<string, number> = { A: 11, "10": 10, K: 4, Q: 3, J: 2, "9": 0 };
const points = (names: readonly string[]): number => names.reduce((a, n) => a + POINTS[parts(n).rank]!, 0);

describe("doppelkopf (docs/rules/doppelkopf.md §7)", () => {
  it("the deck: 48 cards, two copies of 9 to A in four suits, 240 card points, 26 trumps", () => {
    const names = probe.cards.map((c) => c.name);
    expect(names).toHaveLength(48);
    expect(points(names)).toBe(240);
    expect(names.filter(isTrump)).toHaveLength(26);
    expect(names).toContain("clubsQ#2");
    expect(RANK["A"]).toBe(probe.cards.find((c) => c.name === "clubsA")!.rank);
  });

  it("D1: of two identical queens of hearts the first played wins; the second never does (ties: first)", () => {
    const g = game({ 1: ["heartsQ"], 2: ["diamondsJ"], 3: ["heartsQ#2"], 0: ["diamonds9"] }, 0);
    play(g, 1, "heartsQ");
    play(g, 2, "diamondsJ");
    play(g, 3, "heartsQ#2");
    play(g, 0, "diamonds9");
    expect(lastTrick(g).winner).toBe(1);
    expect(points(["heartsQ", "diamondsJ", "heartsQ", "diamonds9"])).toBe(8);
  });

  it("D2: the Dulle beats the queens; the second Dulle does not beat the first", () => {
    const g = game({ 0: ["clubsQ"], 1: ["hearts10"], 2: ["spadesQ"], 3: ["hearts10#2"] });
    play(g, 0, "clubsQ");
    play(g, 1, "hearts10");
    play(g, 2, "spadesQ");
    play(g, 3, "hearts10#2");
    expect(lastTrick(g).winner).toBe(1);
    expect(points(["clubsQ", "hearts10", "spadesQ", "hearts10"])).toBe(26);
  });

  it("D3: following by class: a queen is no spade, the Dulle is no heart, a trump lead asks for a trump", () => {
    // spadesA led; seat 2 holds spadesQ and clubs9 and no plain spade: both legal.
    const a = game({ 0: ["spadesA"], 2: ["spadesQ", "clubs9"] }, 3, { 2: (n) => !(parts(n).suit === "spades" && !isTrump(n)) });
    play(a, 0, "spadesA");
    play(a, 1, plays(a, 1)[0]!);
    expect(plays(a, 2)).toEqual(expect.arrayContaining(["spadesQ", "clubs9"]));
    // heartsA led; seat 2 holds hearts10 and heartsK: only the plain heart follows.
    const b = game({ 0: ["heartsA"], 2: ["hearts10", "heartsK"] });
    play(b, 0, "heartsA");
    play(b, 1, plays(b, 1)[0]!);
    expect(plays(b, 2)).toContain("heartsK");
    expect(plays(b, 2)).not.toContain("hearts10");
    expect(b.whyIllegal(2, { type: "play", card: card(b, "hearts10"), target: 0 })).toMatch(/follow/);
    // diamonds9 led (a trump); seat 2 holds clubsJ (its only trump) and spadesA: must play clubsJ.
    const c = game({ 0: ["diamonds9"], 2: ["clubsJ", "spadesA"] }, 3, { 2: (n) => !isTrump(n) });
    play(c, 0, "diamonds9");
    play(c, 1, plays(c, 1)[0]!);
    expect(plays(c, 2)).toEqual(["clubsJ"]);
  });

  it("D4: a hidden partnership revealed by a played queen of clubs; sampled worlds respect it", () => {
    // Seat 1 holds no plain spade, so it may trump seat 3's spadesA lead in trick 2 with its queen.
    const plainSpade = (n: string) => parts(n).suit === "spades" && !isTrump(n);
    const g = game({ 0: ["diamonds9"], 1: ["clubsQ", "diamondsK"], 2: ["diamondsA"], 3: ["clubsQ#2", "spadesA"] }, 3, { 1: (n) => !plainSpade(n) });
    // Before any queen of clubs: each seat knows its own party only (Re = team 0, Kontra = team 1).
    expect(g.observe(1).teams).toEqual([null, 0, null, null]);
    expect(g.observe(0).teams).toEqual([1, null, null, null]);
    play(g, 0, "diamonds9");
    play(g, 1, "diamondsK");
    play(g, 2, "diamondsA");
    play(g, 3, "clubsQ#2");
    expect(lastTrick(g).winner).toBe(3);
    // Public now: seat 3 is Re; seat 1 knows its partner; for seat 0 the other queen may be anywhere
    // but its own hand, seat 3's included (a silent solo).
    for (let s = 0; s < 4; s++) expect(g.observe(s).events.filter((e) => e.type === "teamReveal")).toEqual([{ type: "teamReveal", seat: 3, team: 0, name: "re", why: "played" }]);
    expect(g.observe(0).teams).toEqual([1, null, null, 0]);
    expect(g.observe(1).teams).toEqual([null, 0, null, 0]);
    const other = card(g, "clubsQ");
    const holders = new Set<number>();
    for (let i = 0; i < 120; i++) {
      const w = g.sampleHidden(0, new Rng(i));
      expect(w.observe(0)).toEqual(g.observe(0));
      holders.add(w.state().hands.findIndex((h) => h.includes(other)));
    }
    expect([...holders].sort()).toEqual([1, 2, 3]);
    // Trick 2 (seat 3 leads): seat 1 plays the other queen of clubs: both parties are known to all.
    play(g, 3, "spadesA");
    const follow = plays(g, 0)[0]!;
    play(g, 0, follow);
    play(g, 1, "clubsQ");
    play(g, 2, plays(g, 2)[0]!);
    for (let s = 0; s < 4; s++) expect(g.observe(s).teams).toEqual([1, 0, 1, 0]);
  });

  it("D5/D6: a Doppelkopf trick (42 points) goes to the Dulle; Karlchen: the jack of clubs takes the last trick", () => {
    const g = game({ 0: ["clubsA"], 1: ["clubs10"], 2: ["hearts10"], 3: ["diamondsA"] }, 3, { 2: (n) => parts(n).suit !== "clubs" || isTrump(n), 3: (n) => parts(n).suit !== "clubs" || isTrump(n) });
    play(g, 0, "clubsA");
    play(g, 1, "clubs10");
    play(g, 2, "hearts10");
    play(g, 3, "diamondsA");
    expect(lastTrick(g).winner).toBe(2);
    expect(points(["clubsA", "clubs10", "hearts10", "diamondsA"])).toBe(42);
    // Scored with Re = {1, 3} winning 125 : 115 (game points 1): Kontra's Doppelkopf and the fox
    // (seat 3's diamond ace, Re's, in Kontra's trick) make V = 1 - 2 = -1.
    const dk = ids(probe, ["clubsA", "clubs10", "hearts10", "diamondsA"]);
    const d5 = { cards: dk, by: [0, 1, 2, 3] };
    expect(score({ teams: [1, 0, 1, 0], tricks: { 2: [d5], 1: pad(125) }, padTo: { 0: 115 - 42 } })).toEqual([1, -1, 1, -1]);
    // The same trick with the diamond ace played by Kontra's seat 0 (and the clubs ace by Re's seat 3): no fox, V = 0.
    expect(score({ teams: [1, 0, 1, 0], tricks: { 2: [{ cards: dk, by: [3, 1, 2, 0] }], 1: pad(125) }, padTo: { 0: 115 - 42 } })).toEqual([0, 0, 0, 0]);
    // Played: the diamond ace lies in seat 2's won pile, played by seat 3 (public table state).
    expect(g.state().piles["won"]![2]).toContain(card(g, "diamondsA"));
    // D6: the 12th trick won by the jack of clubs (no higher card in it): +1 to its party.
    const karl = ids(probe, ["diamonds9", "diamondsK", "clubsJ", "heartsJ"]);
    // Re = {0, 1} wins 125 : 115 (1 game point); Kontra's seat 3 takes the last trick with Karlchen: V = 0.
    expect(score({ teams: [0, 0, 1, 1], tricks: { 3: [karl], 0: pad(125) }, padTo: { 2: 115 - 8 }, last: 3 })).toEqual([0, 0, 0, 0]);
    // The same tricks with the jack of clubs beaten by a queen in the last trick: no Karlchen, V = 1.
    const beaten = ids(probe, ["diamonds9", "diamondsQ", "clubsJ", "heartsJ"]);
    expect(score({ teams: [0, 0, 1, 1], tricks: { 3: [beaten], 0: pad(125) }, padTo: { 2: 115 - 9 }, last: 3 })).toEqual([1, 1, -1, -1]);
  });

  it("D7, D8, D9: the value of a normal game, the losers' extra points netted", () => {
    // D7: Re = {1, 3} 151 : 89; Re caught one fox (+1), Kontra one Doppelkopf (+1, its diamond ace
    // played by Kontra's own seat 2: no fox). Re: won 1 + under 90 1 = 2; V = 2 + 1 - 1 = 2.
    const dk = ids(probe, ["clubsA", "clubs10", "hearts10", "diamondsA"]);
    const kontraDk = { cards: dk, by: [1, 3, 0, 2] };
    const fox = { cards: ids(probe, ["diamondsA#2"]), by: [0] };
    expect(score({ teams: [1, 0, 1, 0], tricks: { 0: [kontraDk], 1: [fox, ...pad(151 - 11)] }, padTo: { 2: 89 - 42 } })).toEqual([-2, 2, -2, 2]);
    // The diamond ace played by Re's own seat 3 into seat 1's trick: no fox, V = 1.
    const own = { cards: ids(probe, ["diamondsA#2"]), by: [3] };
    expect(score({ teams: [1, 0, 1, 0], tricks: { 0: [kontraDk], 1: [own, ...pad(151 - 11)] }, padTo: { 2: 89 - 42 } })).toEqual([-1, 1, -1, 1]);
    // D8: Re = {0, 1} 120 : 120; Kontra Karlchen. Kontra: won 1 + against the old ones 1 = 2; V = 3.
    const karl = ids(probe, ["diamonds9", "diamondsK", "clubsJ", "heartsJ"]);
    expect(score({ teams: [0, 0, 1, 1], tricks: { 3: [karl], 0: pad(120) }, padTo: { 2: 120 - 8 }, last: 3 })).toEqual([-3, -3, 3, 3]);
    // D9: Re wins 125 : 115 (1); Kontra two Doppelkopf tricks (the diamond aces its own): V = 1 - 2 = -1.
    const dk2 = ids(probe, ["clubsA#2", "clubs10#2", "hearts10#2", "diamondsA#2"]);
    const kontraOwn = (cards: CardId[]) => ({ cards, by: [0, 2, 1, 3] });
    expect(score({ teams: [0, 1, 0, 1], tricks: { 1: [kontraOwn(dk), kontraOwn(dk2)], 0: pad(125) }, padTo: { 3: 115 - 84 } })).toEqual([-1, 1, -1, 1]);
  });

  it("D10, D11: a silent solo scores three times against each of three; schwarz", () => {
    expect(score({ teams: [1, 1, 0, 1], tricks: { 2: pad(125), 0: pad(115) } })).toEqual([-1, -1, 3, -1]);
    expect(score({ teams: [1, 1, 0, 1], tricks: { 2: pad(100), 0: pad(140) } })).toEqual([1, 1, -3, 1]);
    // D11: Re takes all 12 tricks (240 : 0): 1 + under 90, 60, 30 + schwarz = 5.
    expect(score({ teams: [0, 1, 0, 1], tricks: { 0: pad(240) } })).toEqual([5, -5, 5, -5]);
  });

  it("D12: random games are zero-sum round by round; the highest total wins", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = playRandom(Game.create(doko, { players: 4, seed }), new Rng(seed));
      const r = g.result()!;
      expect(r.roundScores).toHaveLength(4);
      for (const row of r.roundScores) expect(row.reduce((a, b) => a + b, 0)).toBe(0);
      const best = Math.max(...r.totals);
      expect(r.winners).toEqual([0, 1, 2, 3].filter((s) => r.totals[s] === best));
    }
  });
});

/**
 * Single-card tricks worth `target` card points in all, none worth 40 (no Doppelkopf by accident):
 * aces, tens, then smaller cards.
 */
function pad(target: number): CardId[][] {
  const out: CardId[][] = [];
  let left = target;
  for (const [n, v] of [["spadesA", 11], ["spades10", 10], ["spadesK", 4], ["spadesQ", 3], ["spadesJ", 2]] as const) {
    while (left >= v && !(left - v === 1)) {
      out.push(ids(probe, [n]));
      left -= v;
    }
  }
  if (left !== 0) throw new Error(`cannot pad ${target}`);
  return out;
}

/** A held trick with the seat that played each of its cards (`playedBy`); a bare list: played in turn from the holder. */
interface Played {
  readonly cards: CardId[];
  readonly by: number[];
}
const asPlayed = (t: CardId[] | Played): { cards: CardId[]; by?: number[] } => (Array.isArray(t) ? { cards: t } : { cards: t.cards, by: t.by });

/**
 * The round score of a made-up end of round: `teams` per seat (0 Re, 1 Kontra), the held tricks per
 * seat (`padTo`: more single-card tricks worth that much; a trick with `by` says who played each card), numbered 1.. in seat order, with seat
 * `last`'s first trick numbered last (the round's last trick, for Karlchen: the scenario counts the
 * played tricks seat by seat, so `last` must be the highest seat holding tricks).
 */
function score(sc: { teams: number[]; tricks: Record<number, (CardId[] | Played)[]>; padTo?: Record<number, number>; last?: Seat }): number[] {
  const held: { cards: CardId[]; number: number; by?: number[] }[][] = [[], [], [], []];
  let n = 0;
  const lastTrick = sc.last !== undefined ? sc.tricks[sc.last]![0]! : null;
  for (let s = 0; s < 4; s++) {
    const tricks = [...(sc.tricks[s] ?? []), ...(sc.padTo?.[s] !== undefined ? pad(sc.padTo[s]!) : [])];
    for (const t of tricks) if (t !== lastTrick) held[s]!.push({ ...asPlayed(t), number: ++n });
  }
  if (lastTrick && sc.last !== undefined) held[sc.last]!.push({ ...asPlayed(lastTrick), number: ++n });
  return Game.scoreScenario(doko, { players: 4, held, teams: sc.teams });
}

// No leak of an unrevealed party in any seat's observation or log view, and sampled worlds that keep
// the revealed parties and each seat's own: test/rulesets/conformance.test.ts runs that property over
// every shipped ruleset with hidden partnerships (test/support/hidden-teams.ts), this one included.
