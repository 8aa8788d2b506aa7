// Stichling (rulesets/stichling/stichling.stich) written by hand for speed, as the benchmark's
// baseline: integer cards (id = suit * ranks + rank - 1, suits green yellow violet blue), open tricks
// as small typed arrays, the trick count kept as tricks complete, nothing allocated in play.
//
// Draws as the engine does (test/bench/handwritten.test.ts checks it): no draw for the first starter
// (seat 0), every round a shuffle of the identity deck, seat s gets slice s (12 cards). Each seat's bot
// draws its bid over the 6 arrangements of [r, 2r, 3r] (round r), in lexicographic order, then every
// play over the list of its legal plays: for each hand card in ascending order, the open tricks it may
// join (led in its colour; with four open and none in its colour, all four) in the order they were
// opened, then a new trick while fewer than four are open. A trick completes at its fourth card and
// goes to its highest card of the lead colour; play carries on clockwise until every hand is empty
// (incomplete tricks are dropped). Score: with k > 0 tricks won, the bid's ((k - 1) mod 3 + 1)-th
// value. Highest total wins, then round 3's score, round 2's, round 1's.

import { Streams, type TightResult } from "./streams.js";

const ROUNDS = 3;
const SUITS = 4;
const HAND = 12;
const MAX_OPEN = 4;
/** The six arrangements of three distinct values, as positions into the ascending values. */
const PERMS = [0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0];

export class StichlingTable {
  readonly players: number;
  private readonly deckSize: number;
  private readonly suitOf: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly rng: Streams;
  private readonly deck: Int32Array;
  private readonly owner: Int8Array;
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  /** Per seat: the bid's arrangement (index into PERMS / 3). */
  private readonly bid: Int32Array;
  private readonly tricks: Int32Array;
  private readonly total: Int32Array;
  /** Open tricks in the order they were opened: lead suit, cards so far, best rank and its seat. */
  private readonly openLead: Int32Array;
  private readonly openSize: Int32Array;
  private readonly openBest: Int32Array;
  private readonly openSeat: Int32Array;

  constructor(players: number) {
    if (players < 2 || players > 5) throw new Error(`Stichling is for 2–5 players, not ${players}`);
    this.players = players;
    const ranks = 3 * players;
    this.deckSize = SUITS * ranks;
    this.suitOf = new Int32Array(this.deckSize);
    this.rankOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) {
      this.suitOf[c] = Math.floor(c / ranks);
      this.rankOf[c] = (c % ranks) + 1;
    }
    this.rng = new Streams(players + 1);
    this.deck = new Int32Array(this.deckSize);
    this.owner = new Int8Array(this.deckSize);
    this.hands = new Int32Array(players * HAND);
    this.handLen = new Int32Array(players);
    this.bid = new Int32Array(players);
    this.tricks = new Int32Array(players);
    this.total = new Int32Array(players);
    this.openLead = new Int32Array(MAX_OPEN);
    this.openSize = new Int32Array(MAX_OPEN);
    this.openBest = new Int32Array(MAX_OPEN);
    this.openSeat = new Int32Array(MAX_OPEN);
  }

  play(seed: number): TightResult {
    const n = this.players;
    this.rng.seedGame(seed, n);
    this.total.fill(0);
    const roundScores: number[][] = [];
    const dealers: number[] = [];
    let starter = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      dealers.push(starter);
      const scores = this.playRound(starter, round);
      for (let s = 0; s < n; s++) this.total[s]! += scores[s]!;
      roundScores.push(scores);
      starter = starter + 1 === n ? 0 : starter + 1;
    }
    const totals = Array.from(this.total);
    // Highest total, then the latest round's score, then the one before, ...; all equal share.
    let winners: number[] = [];
    for (let s = 0; s < n; s++) {
      if (winners.length === 0) winners = [s];
      else {
        const c = this.compare(s, winners[0]!, totals, roundScores);
        if (c > 0) winners = [s];
        else if (c === 0) winners.push(s);
      }
    }
    return { roundScores, totals, dealers, winners };
  }

  private compare(a: number, b: number, totals: readonly number[], roundScores: readonly number[][]): number {
    if (totals[a] !== totals[b]) return totals[a]! - totals[b]!;
    for (let r = ROUNDS - 1; r >= 0; r--) if (roundScores[r]![a] !== roundScores[r]![b]) return roundScores[r]![a]! - roundScores[r]![b]!;
    return 0;
  }

  private playRound(starter: number, round: number): number[] {
    const { players: n, deckSize, deck, owner, hands, handLen, suitOf, rankOf, rng, bid, tricks } = this;
    const { openLead, openSize, openBest, openSeat } = this;
    for (let c = 0; c < deckSize; c++) deck[c] = c;
    rng.shuffle(0, deck, deckSize);
    owner.fill(-1);
    for (let s = 0, i = 0; s < n; s++) for (let end = i + HAND; i < end; i++) owner[deck[i]!] = s;
    handLen.fill(0);
    for (let c = 0; c < deckSize; c++) {
      const s = owner[c]!;
      if (s >= 0) hands[s * HAND + handLen[s]!++] = c;
    }
    for (let s = 0; s < n; s++) bid[s] = rng.int(1 + s, 6);
    tricks.fill(0);

    let open = 0;
    let seat = starter;
    for (let left = n * HAND; left > 0; left--) {
      const base = seat * HAND;
      const h = handLen[seat]!;
      // Count the legal plays: per card, the tricks led in its colour (+ a new trick while fewer than
      // four are open); with four open, a card whose colour leads none may join any of the four.
      let total = 0;
      for (let i = 0; i < h; i++) total += this.targets(suitOf[hands[base + i]!]!, open);
      let k = rng.int(1 + seat, total);
      let at = 0;
      let per = 0;
      for (; at < h; at++) {
        per = this.targets(suitOf[hands[base + at]!]!, open);
        if (k < per) break;
        k -= per;
      }
      const card = hands[base + at]!;
      for (let i = base + at; i < base + h - 1; i++) hands[i] = hands[i + 1]!;
      handLen[seat]!--;
      const suit = suitOf[card]!;
      // The k-th target of this card: its matching tricks in opening order (or all four), then new.
      let trick = -1;
      if (open === MAX_OPEN && !this.leads(suit, open)) trick = k;
      else {
        for (let t = 0; t < open; t++) {
          if (openLead[t] !== suit) continue;
          if (k === 0) {
            trick = t;
            break;
          }
          k--;
        }
      }
      if (trick < 0) {
        trick = open++;
        openLead[trick] = suit;
        openSize[trick] = 1;
        openBest[trick] = rankOf[card]!;
        openSeat[trick] = seat;
      } else {
        openSize[trick]!++;
        if (suit === openLead[trick] && rankOf[card]! > openBest[trick]!) {
          openBest[trick] = rankOf[card]!;
          openSeat[trick] = seat;
        }
        if (openSize[trick] === 4) {
          tricks[openSeat[trick]!]!++;
          // Remove it, keeping the others in opening order.
          for (let t = trick; t < open - 1; t++) {
            openLead[t] = openLead[t + 1]!;
            openSize[t] = openSize[t + 1]!;
            openBest[t] = openBest[t + 1]!;
            openSeat[t] = openSeat[t + 1]!;
          }
          open--;
        }
      }
      seat = seat + 1 === n ? 0 : seat + 1;
    }
    const scores = new Array<number>(n);
    for (let s = 0; s < n; s++) {
      const won = tricks[s]!;
      scores[s] = won > 0 ? round * (1 + PERMS[bid[s]! * 3 + ((won - 1) % 3)]!) : 0;
    }
    return scores;
  }

  /** Is any of the `open` tricks led in `suit`? */
  private leads(suit: number, open: number): boolean {
    for (let t = 0; t < open; t++) if (this.openLead[t] === suit) return true;
    return false;
  }

  /** How many places a card of `suit` may go. */
  private targets(suit: number, open: number): number {
    let c = 0;
    for (let t = 0; t < open; t++) if (this.openLead[t] === suit) c++;
    if (open < MAX_OPEN) return c + 1;
    return c > 0 ? c : MAX_OPEN;
  }
}
