// Sticheln Hat Trick (rulesets/sticheln/hat-trick.stich) written by hand for speed, as the benchmark's
// baseline: integer cards (id = suit * ranks + rank - lowest rank, suits red blue green), typed arrays
// allocated once per table, scores kept as counters while tricks are won, nothing allocated in play.
//
// Draws as the engine does (test/bench/handwritten.test.ts checks it): the first dealer int(players),
// every round a shuffle of the identity deck, seat s gets slice s; the deal passes clockwise. In a
// cycle every card of the hand has exactly one legal place (the open trick of its colour, else a new
// trick while fewer than two are open, else aside), so a random play is hand[int(h)]. The leader opens,
// every other seat plays once clockwise, then the open tricks complete together: each is won by its
// highest card, and the seat of the highest rank held by one card only among them leads next (every
// rank shared: the top card by colour order red, blue, green). Play stops when every hand holds one
// card. Score: 2 * the best colour's won cards - all won cards - 2 * cards set aside.

import { highestTotals, Streams, type TightResult } from "./streams.js";

const ROUNDS = 5;
const SUITS = 3;

export class HatTrickTable {
  readonly players: number;
  private readonly deckSize: number;
  private readonly each: number;
  private readonly low: number;
  private readonly suitOf: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly rng: Streams;
  private readonly deck: Int32Array;
  private readonly owner: Int8Array;
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  /** won[seat * 3 + suit]: cards won in that suit this round. */
  private readonly won: Int32Array;
  private readonly wonAll: Int32Array;
  private readonly passed: Int32Array;
  private readonly score: Int32Array;
  private readonly total: Int32Array;
  /** The cycle's plays into tricks (card, seat), and per open trick (by suit): best rank and its seat. */
  private readonly playCard: Int32Array;
  private readonly playSeat: Int32Array;
  private readonly trickBest: Int32Array;
  private readonly trickSeat: Int32Array;
  private readonly trickSize: Int32Array;
  /** Per rank: how many cards of the cycle's tricks hold it, and the seat of the last. */
  private readonly rankCount: Int32Array;
  private readonly rankSeat: Int32Array;

  constructor(players: number) {
    if (players < 4 || players > 7) throw new Error(`Hat Trick is for 4–7 players, not ${players}`);
    this.players = players;
    this.low = players === 7 ? 0 : 1;
    const ranks = 21 - this.low;
    this.deckSize = SUITS * ranks;
    this.each = Math.floor(this.deckSize / players);
    this.suitOf = new Int32Array(this.deckSize);
    this.rankOf = new Int32Array(this.deckSize);
    for (let c = 0; c < this.deckSize; c++) {
      this.suitOf[c] = Math.floor(c / ranks);
      this.rankOf[c] = (c % ranks) + this.low;
    }
    this.rng = new Streams(players + 1);
    this.deck = new Int32Array(this.deckSize);
    this.owner = new Int8Array(this.deckSize);
    this.hands = new Int32Array(players * this.each);
    this.handLen = new Int32Array(players);
    this.won = new Int32Array(players * SUITS);
    this.wonAll = new Int32Array(players);
    this.passed = new Int32Array(players);
    this.score = new Int32Array(players);
    this.total = new Int32Array(players);
    this.playCard = new Int32Array(players);
    this.playSeat = new Int32Array(players);
    this.trickBest = new Int32Array(SUITS);
    this.trickSeat = new Int32Array(SUITS);
    this.trickSize = new Int32Array(SUITS);
    this.rankCount = new Int32Array(21);
    this.rankSeat = new Int32Array(21);
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
      dealer = dealer + 1 === n ? 0 : dealer + 1;
    }
    const totals = Array.from(this.total);
    return { roundScores, totals, dealers, winners: highestTotals(totals) };
  }

  private playRound(dealer: number): void {
    const { players: n, each, deckSize, deck, owner, hands, handLen, suitOf, rankOf, rng } = this;
    const { won, wonAll, passed, playCard, playSeat, trickBest, trickSeat, trickSize, rankCount, rankSeat } = this;
    for (let c = 0; c < deckSize; c++) deck[c] = c;
    rng.shuffle(0, deck, deckSize);
    owner.fill(-1);
    for (let s = 0, i = 0; s < n; s++) for (let end = i + each; i < end; i++) owner[deck[i]!] = s;
    handLen.fill(0);
    for (let c = 0; c < deckSize; c++) {
      const s = owner[c]!;
      if (s >= 0) hands[s * each + handLen[s]!++] = c;
    }
    won.fill(0);
    wonAll.fill(0);
    passed.fill(0);

    let leader = dealer + 1 === n ? 0 : dealer + 1;
    // Every seat plays one card per cycle, so all hands shrink together: stop at one card each.
    for (let left = each; left > 1; left--) {
      let open = 0; // bit mask of the open tricks' suits
      let plays = 0;
      let seat = leader;
      for (let k = 0; k < n; k++) {
        const card = this.take(seat, rng.int(1 + seat, handLen[seat]!));
        const suit = suitOf[card]!;
        const bit = 1 << suit;
        if ((open & bit) !== 0) {
          trickSize[suit]!++;
          if (rankOf[card]! > trickBest[suit]!) {
            trickBest[suit] = rankOf[card]!;
            trickSeat[suit] = seat;
          }
        } else if (open === 0 || (open & (open - 1)) === 0) {
          open |= bit;
          trickSize[suit] = 1;
          trickBest[suit] = rankOf[card]!;
          trickSeat[suit] = seat;
        } else {
          passed[seat]!++;
          seat = seat + 1 === n ? 0 : seat + 1;
          continue;
        }
        playCard[plays] = card;
        playSeat[plays++] = seat;
        seat = seat + 1 === n ? 0 : seat + 1;
      }
      // Award: every open trick to the seat of its best card.
      for (let suit = 0; suit < SUITS; suit++) {
        if ((open & (1 << suit)) === 0) continue;
        const w = trickSeat[suit]!;
        won[w * SUITS + suit]! += trickSize[suit]!;
        wonAll[w]! += trickSize[suit]!;
      }
      // Next lead: the highest rank held by one card only among the tricks' cards.
      let top = 0;
      for (let i = 0; i < plays; i++) {
        const r = rankOf[playCard[i]!]!;
        rankCount[r]!++;
        rankSeat[r] = playSeat[i]!;
        if (r > top) top = r;
      }
      let next = -1;
      for (let r = top; r >= 0 && next < 0; r--) if (rankCount[r] === 1) next = rankSeat[r]!;
      if (next < 0) {
        // Every rank shared: the top rank's card of the first colour in red, blue, green.
        let bestSuit = SUITS;
        for (let i = 0; i < plays; i++) {
          const c = playCard[i]!;
          if (rankOf[c] === top && suitOf[c]! < bestSuit) {
            bestSuit = suitOf[c]!;
            next = playSeat[i]!;
          }
        }
      }
      for (let i = 0; i < plays; i++) rankCount[rankOf[playCard[i]!]!] = 0;
      leader = next;
    }
    for (let s = 0; s < n; s++) {
      const b = s * SUITS;
      const best = Math.max(won[b]!, won[b + 1]!, won[b + 2]!);
      this.score[s] = 2 * best - wonAll[s]! - 2 * passed[s]!;
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
}
