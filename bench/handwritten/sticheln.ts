// Sticheln Classic, Reverse and Aggravated written by hand for speed, as the benchmark's baseline
// (bench/run.ts): integer cards (id = suit * ranks + rank, the engine's deck order), typed arrays
// allocated once per table, the random streams inlined (streams.ts), scores kept as tricks are won,
// nothing allocated in the play loop. The three differ only in the declaration (one card, or two of
// different suits), the winner among trumps (highest / lowest) and how a card scores.
//
// It draws exactly as the engine, the random bot and the game loop do, so a seed gives the same game
// (test/bench/handwritten.test.ts checks every ruleset):
//  - the game stream draws the first dealer with int(players), then every round shuffles the
//    identity deck; seat s gets slice s, held in ascending card order;
//  - each seat's bot draws int(number of legal actions): the declaration of one card is hand[int(h)];
//    of two cards of different suits the k-th pair (hand positions i < j, lexicographic) with
//    different suits; a trick play is hand[int(h)] (no duty to follow), the forced last card too.

import { highestTotals, Streams, type TightResult } from "./streams.js";

export type StichelnVariant = "classic" | "reverse" | "aggravated";

/** Cards in use per player count (rules §2.1): number of suits and the top rank (ranks start at 0). */
const SETUP: Readonly<Record<number, { readonly suits: number; readonly top: number }>> = {
  3: { suits: 5, top: 8 },
  4: { suits: 5, top: 11 },
  5: { suits: 5, top: 14 },
  6: { suits: 6, top: 14 },
  7: { suits: 6, top: 17 },
  8: { suits: 6, top: 18 },
};

const ROUNDS = 5;

export class StichelnTable {
  readonly players: number;
  private readonly deckSize: number;
  private readonly each: number;
  private readonly declared: number;
  private readonly reverse: boolean;
  private readonly suitOf: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly rng: Streams;
  private readonly deck: Int32Array;
  private readonly owner: Int8Array;
  /** Hands, `each` slots per seat, ascending; handLen[s] used. */
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  /** Bit mask of each seat's declared suits (bad in Classic/Aggravated, lucky in Reverse). */
  private readonly declaredSuits: Int32Array;
  private readonly score: Int32Array;
  private readonly total: Int32Array;

  constructor(variant: StichelnVariant, players: number) {
    const setup = SETUP[players];
    if (!setup) throw new Error(`Sticheln is for 3–8 players, not ${players}`);
    const ranks = setup.top + 1;
    this.players = players;
    this.deckSize = setup.suits * ranks;
    this.each = players === 8 ? 14 : 15;
    this.declared = variant === "aggravated" ? 2 : 1;
    this.reverse = variant === "reverse";
    this.suitOf = new Int32Array(this.deckSize);
    this.rankOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) {
      this.suitOf[c] = Math.floor(c / ranks);
      this.rankOf[c] = c % ranks;
    }
    this.rng = new Streams(players + 1);
    this.deck = new Int32Array(this.deckSize);
    this.owner = new Int8Array(this.deckSize);
    this.hands = new Int32Array(players * this.each);
    this.handLen = new Int32Array(players);
    this.declaredSuits = new Int32Array(players);
    this.score = new Int32Array(players);
    this.total = new Int32Array(players);
  }

  play(seed: number): TightResult {
    const n = this.players;
    const rng = this.rng;
    rng.seedGame(seed, n);
    this.total.fill(0);
    const roundScores: number[][] = [];
    const dealers: number[] = [];
    let dealer = rng.int(0, n);
    for (let round = 0; round < ROUNDS; round++) {
      dealers.push(dealer);
      this.playRound(dealer);
      const scores = Array.from(this.score);
      for (let s = 0; s < n; s++) this.total[s]! += scores[s]!;
      roundScores.push(scores);
      dealer = this.nextDealer(dealer);
    }
    const totals = Array.from(this.total);
    return { roundScores, totals, dealers, winners: highestTotals(totals) };
  }

  private playRound(dealer: number): void {
    const { players: n, each, deckSize, deck, owner, hands, handLen, suitOf, rankOf, declaredSuits, score, rng, reverse } = this;
    for (let c = 0; c < deckSize; c++) deck[c] = c;
    rng.shuffle(0, deck, deckSize);
    owner.fill(-1);
    for (let s = 0, i = 0; s < n; s++) for (let end = i + each; i < end; i++) owner[deck[i]!] = s;
    handLen.fill(0);
    for (let c = 0; c < deckSize; c++) {
      const s = owner[c]!;
      if (s >= 0) hands[s * each + handLen[s]!++] = c;
    }

    // Declarations, in seat order (each depends only on the seat's own hand and stream). A declared
    // card scores as a won card of a declared suit: -rank (Classic, Aggravated) or +rank (Reverse).
    for (let s = 0; s < n; s++) {
      if (this.declared === 1) {
        const card = this.take(s, rng.int(1 + s, handLen[s]!));
        declaredSuits[s] = 1 << suitOf[card]!;
        score[s] = reverse ? rankOf[card]! : -rankOf[card]!;
      } else {
        this.declarePair(s);
      }
    }

    let leader = dealer + 1 === n ? 0 : dealer + 1;
    for (let t = each - this.declared; t > 0; t--) {
      let seat = leader;
      let lead = -1;
      let bestTrump = reverse ? 1 << 30 : 0; // trumps have rank >= 1
      let trumpSeat = -1;
      let bestLead = -1;
      let leadSeat = -1;
      let suits = 0; // bit mask of the trick's suits
      const sums = this.sums;
      const counts = this.counts;
      for (let k = 0; k < n; k++) {
        const card = this.take(seat, rng.int(1 + seat, handLen[seat]!));
        const suit = suitOf[card]!;
        const rank = rankOf[card]!;
        if (k === 0) lead = suit;
        if (suit === lead) {
          if (rank > bestLead) {
            bestLead = rank;
            leadSeat = seat;
          }
        } else if (rank !== 0 && (reverse ? rank < bestTrump : rank > bestTrump)) {
          bestTrump = rank;
          trumpSeat = seat;
        }
        if ((suits & (1 << suit)) === 0) {
          suits |= 1 << suit;
          sums[suit] = rank;
          counts[suit] = 1;
        } else {
          sums[suit]! += rank;
          counts[suit]!++;
        }
        seat = seat + 1 === n ? 0 : seat + 1;
      }
      const winner = trumpSeat >= 0 ? trumpSeat : leadSeat;
      // Score as the cards are won: declared suits score their ranks (negated outside Reverse), the
      // other cards 1 each (-1 in Reverse).
      const mine = declaredSuits[winner]! & suits;
      let ranks = 0;
      let declaredCards = 0;
      for (let m = mine; m !== 0; m &= m - 1) {
        const suit = 31 - Math.clz32(m & -m);
        ranks += sums[suit]!;
        declaredCards += counts[suit]!;
      }
      score[winner]! += reverse ? ranks - (n - declaredCards) : n - declaredCards - ranks;
      leader = winner;
    }
  }

  /** Per suit: the rank sum and the number of the current trick's cards (valid for its suits only). */
  private readonly sums = new Int32Array(6);
  private readonly counts = new Int32Array(6);

  /** Two cards of different suits: the k-th such pair of hand positions, k drawn over all of them. */
  private declarePair(s: number): void {
    const { hands, each, suitOf, rankOf } = this;
    const base = s * each;
    const h = this.handLen[s]!;
    // Same-suit cards are adjacent in a sorted hand: position i pairs with every position from the
    // end of its suit's run on. Count the pairs, draw k, then find it.
    let pairs = 0;
    for (let i = 0, end = 0; i < h; i++) {
      if (i === end) while (end < h && suitOf[hands[base + end]!] === suitOf[hands[base + i]!]) end++;
      pairs += h - end;
    }
    let k = this.rng.int(1 + s, pairs);
    let first = -1;
    let second = -1;
    for (let i = 0, end = 0; i < h; i++) {
      if (i === end) while (end < h && suitOf[hands[base + end]!] === suitOf[hands[base + i]!]) end++;
      const here = h - end;
      if (k < here) {
        first = i;
        second = end + k;
        break;
      }
      k -= here;
    }
    const a = hands[base + first]!;
    const b = hands[base + second]!;
    this.take(s, second);
    this.take(s, first);
    this.declaredSuits[s] = (1 << suitOf[a]!) | (1 << suitOf[b]!);
    this.score[s] = -rankOf[a]! - rankOf[b]!;
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
  private nextDealer(dealer: number): number {
    const { players: n, total, score } = this;
    let best = -1;
    for (let i = 1; i <= n; i++) {
      const s = (dealer + i) % n;
      if (best === -1 || total[s]! < total[best]! || (total[s] === total[best] && score[s]! < score[best]!)) best = s;
    }
    return best;
  }
}
