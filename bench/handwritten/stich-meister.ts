// Stich-Meister (rulesets/stich-meister/base.stich) written by hand for speed, as the benchmark's
// baseline, as the base game or with rule cards 1 (2s are trumps), 28 (forced trumping), 31 (values
// reversed) and 56 (an even number of tricks scores double) in force: integer cards (id = suit * ranks
// + rank index, suits fan coin koi gate; 3 players: ranks 1-15 without 1, 10 and 13), each card's class
// tabled (trumps 0, else the colour 1-4), a per-seat count of cards per class so following is one
// lookup, the trick's winner tracked as the cards fall, tricks counted as they are won.
//
// Draws as the engine does (test/bench/handwritten.test.ts checks it): the first dealer int(players),
// every round (as many as players; the deal passes clockwise) a shuffle of the identity deck, seat s
// gets slice s. Each play draws over the seat's legal cards in hand order: the leader any card, the
// others a card of the led class if they hold one, else any (with card 28: else a trump if they hold
// one). The first trump played wins, else the highest card of the led colour (card 31: the lowest);
// each trick is worth a point (card 56: doubled for an even number); the highest total wins (ties share).

import { highestTotals, Streams, type TightResult } from "./streams.js";

const CLASSES = 5;

export type StichMeisterVariant = "base" | "cards-1-28-31-56";

export class StichMeisterTable {
  readonly players: number;
  private readonly deckSize: number;
  private readonly each: number;
  private readonly suitOf: Int32Array;
  private readonly rankOf: Int32Array;
  /** The class a card is followed by: 0 for a trump, else its colour 1-4. */
  private readonly classOf: Int32Array;
  private readonly cards: boolean;
  private readonly rng: Streams;
  private readonly deck: Int32Array;
  private readonly owner: Int8Array;
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  /** held[seat * 5 + class]: cards of that class in the seat's hand. */
  private readonly held: Int32Array;
  private readonly tricks: Int32Array;
  private readonly total: Int32Array;

  constructor(players: number, variant: StichMeisterVariant = "base") {
    if (players < 3 || players > 5) throw new Error(`Stich-Meister is for 3–5 players, not ${players}`);
    this.players = players;
    const ranks: number[] = [];
    for (let r = 1; r <= 15; r++) if (players !== 3 || (r !== 1 && r !== 10 && r !== 13)) ranks.push(r);
    this.deckSize = 4 * ranks.length;
    this.cards = variant !== "base";
    this.each = Math.floor(this.deckSize / players);
    this.suitOf = new Int32Array(this.deckSize);
    this.rankOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) {
      this.suitOf[c] = Math.floor(c / ranks.length);
      this.rankOf[c] = ranks[c % ranks.length]!;
    }
    this.classOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) this.classOf[c] = this.cards && this.rankOf[c] === 2 ? 0 : this.suitOf[c]! + 1;
    this.rng = new Streams(players + 1);
    this.deck = new Int32Array(this.deckSize);
    this.owner = new Int8Array(this.deckSize);
    this.hands = new Int32Array(players * this.each);
    this.handLen = new Int32Array(players);
    this.held = new Int32Array(players * CLASSES);
    this.tricks = new Int32Array(players);
    this.total = new Int32Array(players);
  }

  play(seed: number): TightResult {
    const n = this.players;
    this.rng.seedGame(seed, n);
    this.total.fill(0);
    const roundScores: number[][] = [];
    const dealers: number[] = [];
    let dealer = this.rng.int(0, n);
    for (let round = 0; round < n; round++) {
      dealers.push(dealer);
      this.playRound(dealer);
      const scores = Array.from(this.tricks, (t) => (this.cards && t % 2 === 0 ? 2 * t : t));
      for (let s = 0; s < n; s++) this.total[s]! += scores[s]!;
      roundScores.push(scores);
      dealer = dealer + 1 === n ? 0 : dealer + 1;
    }
    const totals = Array.from(this.total);
    return { roundScores, totals, dealers, winners: highestTotals(totals) };
  }

  private playRound(dealer: number): void {
    const { players: n, each, deckSize, deck, owner, hands, handLen, held, classOf, rankOf, rng, tricks, cards } = this;
    for (let c = 0; c < deckSize; c++) deck[c] = c;
    rng.shuffle(0, deck, deckSize);
    owner.fill(-1);
    for (let s = 0, i = 0; s < n; s++) for (let end = i + each; i < end; i++) owner[deck[i]!] = s;
    handLen.fill(0);
    held.fill(0);
    for (let c = 0; c < deckSize; c++) {
      const s = owner[c]!;
      if (s >= 0) {
        hands[s * each + handLen[s]!++] = c;
        held[s * CLASSES + classOf[c]!]!++;
      }
    }
    tricks.fill(0);
    let leader = dealer + 1 === n ? 0 : dealer + 1;
    for (let t = 0; t < each; t++) {
      let seat = leader;
      let lead = -1;
      let best = -1;
      let winner = leader;
      let trumped = false;
      for (let k = 0; k < n; k++) {
        const base = seat * each;
        const h = handLen[seat]!;
        // The class the seat must play, or -1 for any card.
        let must = -1;
        if (k > 0) {
          if (held[seat * CLASSES + lead]! > 0) must = lead;
          else if (cards && held[seat * CLASSES]! > 0) must = 0;
        }
        let at: number;
        if (must < 0) at = rng.int(1 + seat, h);
        else {
          // The j-th card of the class in hand order.
          let j = rng.int(1 + seat, held[seat * CLASSES + must]!);
          at = 0;
          for (;; at++) if (classOf[hands[base + at]!] === must && j-- === 0) break;
        }
        const card = hands[base + at]!;
        for (let i = base + at; i < base + h - 1; i++) hands[i] = hands[i + 1]!;
        handLen[seat]!--;
        const cls = classOf[card]!;
        held[seat * CLASSES + cls]!--;
        if (k === 0) lead = cls;
        if (cls === 0) {
          if (!trumped) {
            trumped = true;
            winner = seat;
          }
        } else if (!trumped && cls === lead) {
          // The card's value: its rank, or 16 - rank under card 31.
          const value = cards ? 16 - rankOf[card]! : rankOf[card]!;
          if (value > best) {
            best = value;
            winner = seat;
          }
        }
        seat = seat + 1 === n ? 0 : seat + 1;
      }
      tricks[winner]!++;
      leader = winner;
    }
  }
}
