// Sticheln Classic written by hand, for the benchmark only (bench/run.ts): what a competent engineer
// would write for fast simulations with random players. Small integer cards, flat typed arrays
// allocated once per player count, nothing allocated per play.
//
// It must draw randomness exactly as the engine, the random bot and the game loop do, so that a seed
// gives the very same game on both sides (test/bench/handwritten.test.ts checks this):
//  - one game Rng (seeded with the game seed) draws the first dealer with int(players), then, every
//    round, a Fisher–Yates shuffle of the identity deck [0..deckSize);
//  - seat s draws from its own bot Rng with int(number of legal actions); for this ruleset the legal
//    actions are exactly the seat's hand in ascending card order (one action per card, both for the
//    misery choice and for trick play), so the pick is hand[int(hand length)] — including the forced
//    last card, which still costs a draw.

import { Rng } from "../../src/engine/rng.js";

export const ROUNDS = 5;

/** Cards in use per player count (rules §2.1): number of suits and the top rank (ranks start at 0). */
const SETUP: Readonly<Record<number, { readonly suits: number; readonly top: number }>> = {
  3: { suits: 5, top: 8 },
  4: { suits: 5, top: 11 },
  5: { suits: 5, top: 14 },
  6: { suits: 6, top: 14 },
  7: { suits: 6, top: 17 },
  8: { suits: 6, top: 18 },
};

export interface ClassicResult {
  /** roundScores[round][seat]. */
  readonly roundScores: number[][];
  readonly totals: number[];
  /** The dealer of each round. */
  readonly dealers: number[];
  /** Seats with the highest total (a tie is shared). */
  readonly winners: number[];
}

/** One table for a fixed player count; reusable for any number of games. */
export class ClassicTable {
  readonly players: number;
  readonly deckSize: number;
  /** Cards dealt to each seat. */
  readonly each: number;
  // Card id = suit * ranks + rank (the engine's order: by suit, then rank), so lookups replace division.
  private readonly suitOf: Int32Array;
  private readonly rankOf: Int32Array;
  /** Shuffle buffer; a plain array because Rng.shuffle (the engine's) takes one. */
  private readonly deck: number[];
  /** owner[card] during the deal: the seat, or -1 for a leftover card. */
  private readonly owner: Int32Array;
  /** Hands, one slice of `each` per seat, each kept in ascending card order; handLen[s] is used. */
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  private readonly trick: Int32Array;
  private readonly miserySuit: Int32Array;
  private readonly score: Int32Array;

  constructor(players: number) {
    const setup = SETUP[players];
    if (!setup) throw new Error(`Sticheln Classic is for 3–8 players, not ${players}`);
    const ranks = setup.top + 1;
    this.players = players;
    this.deckSize = setup.suits * ranks;
    this.each = players === 8 ? 14 : 15;
    this.suitOf = new Int32Array(this.deckSize);
    this.rankOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) {
      this.suitOf[c] = Math.floor(c / ranks);
      this.rankOf[c] = c % ranks;
    }
    this.deck = new Array<number>(this.deckSize).fill(0);
    this.owner = new Int32Array(this.deckSize);
    this.hands = new Int32Array(players * this.each);
    this.handLen = new Int32Array(players);
    this.trick = new Int32Array(players);
    this.miserySuit = new Int32Array(players);
    this.score = new Int32Array(players);
  }

  /** Plays one game of 5 rounds; `bots[s]` is seat s's random-bot stream. */
  play(seed: number, bots: readonly Rng[]): ClassicResult {
    const n = this.players;
    const rng = new Rng(seed);
    const totals = new Array<number>(n).fill(0);
    const roundScores: number[][] = [];
    const dealers: number[] = [];
    let dealer = rng.int(n);
    for (let round = 0; round < ROUNDS; round++) {
      dealers.push(dealer);
      this.playRound(rng, bots, dealer);
      const scores = Array.from(this.score);
      for (let s = 0; s < n; s++) totals[s]! += scores[s]!;
      roundScores.push(scores);
      dealer = this.nextDealer(dealer, totals, scores);
    }
    let best = -Infinity;
    for (const t of totals) if (t > best) best = t;
    const winners: number[] = [];
    for (let s = 0; s < n; s++) if (totals[s] === best) winners.push(s);
    return { roundScores, totals, dealers, winners };
  }

  /** Deals, declares misery, plays every trick; leaves the round's scores in this.score. */
  private playRound(rng: Rng, bots: readonly Rng[], dealer: number): void {
    const { players: n, each, deckSize, deck, owner, hands, handLen, trick, suitOf, rankOf, miserySuit, score } = this;

    // Deal: shuffle the identity deck, seat s gets slice s of it. Marking owners and sweeping card ids
    // upwards yields every hand already sorted, as the engine sorts them.
    for (let c = 0; c < deckSize; c++) deck[c] = c;
    rng.shuffle(deck);
    owner.fill(-1);
    for (let i = 0; i < n * each; i++) owner[deck[i]!] = Math.floor(i / each);
    handLen.fill(0);
    for (let c = 0; c < deckSize; c++) {
      const s = owner[c]!;
      if (s >= 0) hands[s * each + handLen[s]!++] = c;
    }

    // Misery: every seat picks one hand card at once (each pick depends only on the seat's own hand and
    // stream, so deciding and applying in seat order is the same). The card scores against its owner.
    for (let s = 0; s < n; s++) {
      const card = this.take(s, bots[s]!.int(handLen[s]!));
      miserySuit[s] = suitOf[card]!;
      score[s] = -rankOf[card]!;
    }

    // Tricks: anyone may play any card. Trump = not the lead suit and not a 0; the highest trump wins,
    // else the highest lead-suit card; strict ">" keeps the first played on a tie.
    let leader = (dealer + 1) % n;
    for (let t = each - 1; t > 0; t--) {
      let seat = leader;
      let lead = -1;
      let bestTrump = 0; // trumps have rank >= 1, so "> 0" admits any of them
      let trumpSeat = -1;
      let bestLead = -1;
      let leadSeat = -1;
      for (let k = 0; k < n; k++) {
        const card = this.take(seat, bots[seat]!.int(handLen[seat]!));
        trick[k] = card;
        const suit = suitOf[card]!;
        const rank = rankOf[card]!;
        if (k === 0) lead = suit;
        if (suit === lead) {
          if (rank > bestLead) {
            bestLead = rank;
            leadSeat = seat;
          }
        } else if (rank > bestTrump) {
          bestTrump = rank;
          trumpSeat = seat;
        }
        seat = seat + 1 === n ? 0 : seat + 1;
      }
      const winner = trumpSeat >= 0 ? trumpSeat : leadSeat;
      // Score as the cards are won: the winner's misery suit is fixed before the first trick.
      const bad = miserySuit[winner]!;
      let gain = 0;
      for (let k = 0; k < n; k++) {
        const card = trick[k]!;
        gain += suitOf[card] === bad ? -rankOf[card]! : 1;
      }
      score[winner]! += gain;
      leader = winner;
    }
  }

  /** Removes and returns the card at `index` of seat s's hand, keeping the hand sorted. */
  private take(s: number, index: number): number {
    const hands = this.hands;
    const base = s * this.each;
    const end = base + this.handLen[s]! - 1;
    const card = hands[base + index]!;
    for (let i = base + index; i < end; i++) hands[i] = hands[i + 1]!;
    this.handLen[s]!--;
    return card;
  }

  /** Lowest total deals, then lowest score of the round just played, then the first clockwise from the dealer's left. */
  private nextDealer(dealer: number, totals: readonly number[], scores: readonly number[]): number {
    const n = this.players;
    let best = -1;
    for (let i = 1; i <= n; i++) {
      const s = (dealer + i) % n;
      if (best === -1 || totals[s]! < totals[best]! || (totals[s] === totals[best] && scores[s]! < scores[best]!)) best = s;
    }
    return best;
  }
}
