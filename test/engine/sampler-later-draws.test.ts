// The sampler's worlds where a seat's hidden cards came from face-down draws (src/engine/steps/draw.ts)
// as well as from its deal. A card the seat plays after showing a void in its suit came to it in a
// draw after the void; a deal that put it in the seat's hand earlier (the symbolic deal's random take,
// core/symbolic.ts isGuess) is refused by the replay, and no trade of drawn cards repairs it, so the
// sampler draws a new deal at once (view/sample.ts pinned). The worlds must stay as likely as
// rejection sampling makes them: on a small two-seat fixture (German Whist's shape) at positions
// mid-round where the other seat has shown a void and played that suit later, where each hidden card
// came from (the other seat's deal, its k-th face-down draw, or the stock still) is counted over many
// sampled worlds and over the worlds of a brute-force rejection sampler (a uniform deal and stock
// order, kept when the round replays exactly as the seat saw it), and the two are compared card by
// card (chi-square, 2 x K contingency tables, each under its 0.1% point).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleStats } from "../../src/engine/view/sample.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { CardId, GameEvent, Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";

function rulesetOf(src: string): RulesetIR {
  const r = compileIn(src);
  if (!r.ir) throw new Error(`fixture does not compile: ${where(r).join(", ")}`);
  return r.ir;
}

/** German Whist in small: 20 cards, 4 each, the stock's top card face up, the winner takes it. */
const IR = rulesetOf(`game "Small Whist (fixture)"
players 2..2
suits red blue green gold
deck red blue green gold 1..5
deal 4 each
rounds 1
before tricks {
  turn up a card from leftover
  draw from leftover after each trick, winner first, top card shown
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`);

/** The fixture's deck size (card ids 0..19, 5 to a suit). */
const DECK = 20;
const VIEWER = 0;
const OTHER = 1;

/** Where each hidden card of a world came from: the other seat's deal, its k-th face-down draw, or the stock still. */
function origins(events: readonly GameEvent[], hidden: readonly CardId[]): Map<CardId, string> {
  const out = new Map<CardId, string>(hidden.map((c) => [c, "stock"]));
  const start = events[0]!;
  if (start.type !== "roundStart") throw new Error("no round start");
  for (const c of start.hands[OTHER]!) if (out.has(c)) out.set(c, "dealt");
  let k = 0;
  for (const e of events) {
    if (e.type !== "drawn" || e.seat !== OTHER || e.faceUp) continue;
    if (e.card !== null && out.has(e.card)) out.set(e.card, `draw ${k}`);
    k++;
  }
  return out;
}

/** The cards whose place the viewer does not see: not its own deal or draws, not turned up. */
function hiddenCards(obs: Observation): CardId[] {
  const seen = new Set<CardId>();
  for (const e of obs.events) {
    if (e.type === "roundStart") for (const c of e.hands[VIEWER]!) seen.add(c);
    if (e.type === "drawn" && (e.seat === VIEWER || e.faceUp) && e.card !== null) seen.add(e.card);
    if (e.type === "stockUp" || e.type === "turnCard") if (e.card !== null) seen.add(e.card);
  }
  return Array.from({ length: DECK }, (_, i) => i).filter((c) => !seen.has(c));
}

/** A position: seed and plies played at random, from the viewer's side. */
function position(seed: number, plies: number): { g: Game; obs: Observation } {
  const g = Game.create(IR, { players: 2, seed });
  const rng = new Rng(seed * 31 + 7);
  for (let i = 0; i < plies && !g.isOver; i++) {
    const s = g.toAct()[0]!;
    g.apply(s, rng.pick(g.legalActions(s)));
  }
  return { g, obs: g.observe(VIEWER) };
}

/**
 * The reference: a uniform deal and stock order given what the viewer saw (its own deal, the card
 * turned up, the cards it saw taken from the stock where they were taken), kept when the observed
 * round replays on it exactly (every action legal, the viewer's observation the same).
 */
function rejectionWorld(obs: Observation, rng: Rng): Kernel | null {
  const events = obs.events;
  const start = events[0]!;
  if (start.type !== "roundStart") throw new Error("no round start");
  const own = start.hands[VIEWER]!;
  let turned: CardId | null = null;
  const stock: CardId[] = [];
  for (const e of events) {
    if (e.type === "turnCard") turned = e.card;
    if (e.type === "stockUp") stock.push(e.card);
    if (e.type === "drawn" && !e.faceUp) stock.push(e.card ?? -1);
  }
  const known = new Set<CardId>([...own, ...stock.filter((c) => c >= 0), ...(turned === null ? [] : [turned])]);
  const pool = rng.shuffle(Array.from({ length: DECK }, (_, i) => i).filter((c) => !known.has(c)));
  const other = pool.splice(0, start.sizes[OTHER]!);
  const order = stock.map((c) => (c >= 0 ? c : pool.pop()!));
  const hands = VIEWER === 0 ? [own, other] : [other, own];
  const leftover = Array.from({ length: DECK }, (_, i) => i).filter((c) => !hands.some((h) => h.includes(c)));
  const g = Game.create(IR, { players: 2, seed: rng.nextUint32(), firstDealer: obs.dealer, deals: [{ hands, leftover, turned, stock: [...order, ...pool] }] });
  for (const e of events) {
    if (e.type !== "play") continue;
    const legal = g.legalActions(e.seat).find((a) => a.type === "play" && a.card === e.card);
    if (!legal || !g.toAct().includes(e.seat)) return null;
    g.apply(e.seat, legal);
  }
  if (JSON.stringify(g.observe(VIEWER)) !== JSON.stringify(obs)) return null;
  return (g as unknown as { k: Kernel }).k;
}

/** Counts of each hidden card's origin over worlds. */
type Counts = Map<CardId, Map<string, number>>;

function tally(counts: Counts, events: readonly GameEvent[], hidden: readonly CardId[]): void {
  for (const [c, o] of origins(events, hidden)) {
    let m = counts.get(c);
    if (!m) counts.set(c, (m = new Map()));
    m.set(o, (m.get(o) ?? 0) + 1);
  }
}

/** The chi-square distribution's upper 0.1% point for `df` degrees of freedom (Wilson-Hilferty). */
function critical999(df: number): number {
  const z = 3.09;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

/** The largest ratio, over the hidden cards, of the 2 x K table's chi-square to its 0.1% point. */
function worstCard(a: Counts, n: number, b: Counts, m: number): { card: CardId; ratio: number } {
  let worst = { card: -1, ratio: 0 };
  for (const [card, ma] of a) {
    const mb = b.get(card) ?? new Map<string, number>();
    const keys = [...new Set([...ma.keys(), ...mb.keys()])];
    if (keys.length < 2) continue;
    let x = 0;
    for (const key of keys) {
      const ca = ma.get(key) ?? 0;
      const cb = mb.get(key) ?? 0;
      const ea = ((ca + cb) * n) / (n + m);
      const eb = ((ca + cb) * m) / (n + m);
      x += (ca - ea) ** 2 / ea + (cb - eb) ** 2 / eb;
    }
    const ratio = x / critical999(keys.length - 1);
    if (ratio > worst.ratio) worst = { card, ratio };
  }
  return worst;
}

/** Did the other seat show a void in a suit (not following) and play that suit later? */
function voidThenPlayed(obs: Observation): boolean {
  const suit = (c: CardId) => Math.floor(c / 5);
  const voids = new Set<number>();
  let lead: number | null = null;
  let inTrick = 0;
  for (const e of obs.events) {
    if (e.type !== "play") continue;
    if (inTrick === 0) lead = suit(e.card);
    else if (e.seat === OTHER && suit(e.card) !== lead) voids.add(lead!);
    if (inTrick === 0 || e.seat !== OTHER) {
      if (e.seat === OTHER && voids.has(suit(e.card))) return true;
    } else if (voids.has(suit(e.card)) && suit(e.card) === lead) return true;
    inTrick = (inTrick + 1) % 2;
  }
  return false;
}

// Positions (seed, plies) mid-round where the other seat showed a void and later played that suit;
// in two of them the sampler gives up many deals at once (pinned), in two it trades cards.
const POSITIONS: readonly (readonly [number, number, boolean])[] = [
  [1, 10, false],
  [7, 12, true],
  [11, 12, true],
  [34, 14, false],
];

describe("worlds with face-down draws", () => {
  it("the positions are as described: a void shown, the suit played later, in the stock's time", () => {
    for (const [seed, plies] of POSITIONS) {
      const { obs } = position(seed, plies);
      expect(voidThenPlayed(obs), `seed ${seed}`).toBe(true);
    }
  });

  for (const [seed, plies, gives] of POSITIONS) {
    it(`are as likely as rejection sampling makes them: where each hidden card came from (seed ${seed}, ${plies} plies)`, () => {
      const { obs } = position(seed, plies);
      const hidden = hiddenCards(obs);
      const n = 2000;
      const sampled: Counts = new Map();
      const rng = new Rng(seed * 1000 + 1);
      const stats: SampleStats = { samples: 0, draws: 0, repairs: 0, pinned: 0 };
      for (let i = 0; i < n; i++) {
        const w = determinize(IR, obs, rng, 500, stats);
        tally(sampled, w.st.events, hidden);
      }
      const reference: Counts = new Map();
      const ref = new Rng(seed * 1000 + 2);
      let m = 0;
      for (let tries = 0; m < n && tries < 2_000_000; tries++) {
        const w = rejectionWorld(obs, ref);
        if (!w) continue;
        tally(reference, w.st.events, hidden);
        m++;
      }
      expect(m).toBe(n);
      // The deals the sampler gave up at once (a late card put in the deal against a void) or traded.
      expect(gives ? stats.pinned : stats.repairs, "the path this position takes").toBeGreaterThan(n / 4);
      // Every origin the reference found, the sampler found too, and the other way round.
      for (const c of hidden) expect([...(sampled.get(c)?.keys() ?? [])].sort(), `card ${c}`).toEqual([...(reference.get(c)?.keys() ?? [])].sort());
      const worst = worstCard(sampled, n, reference, m);
      expect(worst.ratio, `card ${worst.card}`).toBeLessThan(1);
    }, 120_000);
  }
});
