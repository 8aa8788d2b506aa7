// Who leads: the first lead of a round, and who leads after a cycle of tricks. One handler per IR
// kind (LeadIR, NextLeadIR), typed so that a kind without a handler does not compile; each declares
// whether the fast paths may run with it.

import type { LeadIR, NextLeadIR, SeatHopIR } from "../../ir/types.js";
import { teamCount } from "../scoring/teams.js";
import { seatMove } from "../expr/seat-move.js";
import type { Kernel } from "../core/kernel.js";
import { dealerLeft, leftOf, rightOf, stepSeat } from "../core/turn.js";
import { SAFE, type FastCaps } from "../rules/caps.js";
import type { Seat } from "../types.js";
import type { Trick } from "../core/trick.js";
import { nextLeadNow } from "./rules-now.js";

export interface FirstLeadRule<K extends LeadIR["kind"]> {
  first(k: Kernel, rule: Extract<LeadIR, { kind: K }>): Seat;
  readonly caps: FastCaps;
}

export const FIRST_LEAD: { readonly [K in LeadIR["kind"]]: FirstLeadRule<K> } = {
  leftOfDealer: { first: (k) => dealerLeft(k.st), caps: SAFE },
  dealer: { first: (k) => k.st.dealer, caps: SAFE },
  seat: { first: (k, rule) => rule.seat % k.st.players, caps: SAFE },
  // Worked out once when trick play begins; a seat that sits out is passed by as for any first lead
  // (tricks/cycle.ts: the next seat holding cards leads).
  path: { first: (k, rule) => seatOfPath(k, rule.hops), caps: SAFE },
  holder: { first: (k, rule) => holderOf(k, rule.suit, rule.rank), caps: SAFE },
};

/**
 * The seat a path names, read from the right (`left of declarer`: the declarer's left neighbour), each
 * hop moving as it does in an expression (expr/seat-move.ts). The last hop is the dealer or the
 * declarer, and `partner` is refused with hidden partnerships (src/ir/structure.ts leadPathAnchored).
 */
export function seatOfPath(k: Kernel, hops: readonly SeatHopIR[]): Seat {
  let seat = k.st.dealer;
  for (let i = hops.length - 1; i >= 0; i--) seat = seatMove(hops[i]!, teamCount(k.ir), false)(k.env, seat);
  return seat;
}

/** The first seat from the dealer's left whose hand holds a card of this suit and rank; the dealer's left when none does. */
function holderOf(k: Kernel, suit: number, rank: number): Seat {
  const st = k.st;
  for (let i = 1; i <= st.players; i++) {
    const seat = (st.dealer + i) % st.players;
    for (const c of st.hands[seat]!) if (st.suitOf[c] === suit && st.rankOf[c] === rank) return seat;
  }
  return dealerLeft(st);
}

export function firstLeader(k: Kernel): Seat {
  const rule = k.ir.tricks.firstLead;
  return (FIRST_LEAD[rule.kind] as FirstLeadRule<LeadIR["kind"]>).first(k, rule);
}

export interface NextLeadRule<K extends NextLeadIR["kind"]> {
  /** Who leads after the tricks of one cycle completed, won by `winners` (one per trick, in the same order); the cycle was led by `cycleLeader`. */
  next(k: Kernel, rule: Extract<NextLeadIR, { kind: K }>, tricks: readonly Trick[], winners: readonly Seat[], cycleLeader: Seat): Seat;
  readonly caps: FastCaps;
}

export const NEXT_LEAD: { readonly [K in NextLeadIR["kind"]]: NextLeadRule<K> } = {
  winner: { next: (_k, _r, tricks, winners, cycleLeader) => (tricks.length === 0 ? cycleLeader : winners[0]!), caps: SAFE },
  // A fixed seat direction (turn.ts rightOf), not the direction of play: under alternating play the
  // seat before the winner clockwise still leads.
  rightOfWinner: { next: (k, _r, _t, winners) => rightOf(winners[0]!, k.st.players), caps: SAFE },
  // The next seat in the direction the cycle was played (clockwise unless `direction` says otherwise).
  nextSeat: { next: (k, _r, _t, _w, cycleLeader) => stepSeat(cycleLeader, k.st.direction, k.st.players), caps: SAFE },
  highestUniqueRank: { next: highestUniqueRank, caps: SAFE },
};

/** The seat that leads after the tricks of one cycle completed (cycle flow). */
export function nextLeadAfter(k: Kernel, tricks: readonly Trick[], winners: readonly Seat[], cycleLeader: Seat): Seat {
  const rule = nextLeadNow(k);
  // No trick completed (every seat set its card aside): play moves on to the next seat.
  if (tricks.length === 0) return leftOf(cycleLeader, k.st.players);
  return (NEXT_LEAD[rule.kind] as NextLeadRule<NextLeadIR["kind"]>).next(k, rule, tricks, winners, cycleLeader);
}

/**
 * Among all cards of the tricks that just completed, walk the distinct ranks from high to low: the
 * player of the first rank held by exactly one card leads. When every rank is shared, the tied top
 * cards are ordered by the rule's suit order (first = best; on equal order the earlier card).
 * Allocation-free: the cards of one cycle are few (a trick per open trick, a card per seat), so each
 * card's rank is counted against the others directly instead of through a map and a sorted key list.
 */
function highestUniqueRank(k: Kernel, rule: Extract<NextLeadIR, { kind: "highestUniqueRank" }>, tricks: readonly Trick[]): Seat {
  const { rankOf, suitOf } = k.st;
  // Usually the top rank is held by one card only, and then its player leads: one pass finds it, and
  // the walk below (a count of the other cards for each candidate rank) runs only when it is shared.
  const top1 = topRankOnce(rankOf, tricks);
  if (top1 >= 0) return top1;
  let uniqueRank = 0;
  let uniqueSeat = -1;
  let top = 0;
  let any = false;
  for (let t = 0; t < tricks.length; t++) {
    const trick = tricks[t]!;
    for (let i = 0; i < trick.size; i++) {
      const r = rankOf[trick.cardAt(i)]!;
      if (!any || r > top) top = r;
      any = true;
      if (uniqueSeat >= 0 && r <= uniqueRank) continue;
      if (sharedRank(rankOf, tricks, r, t, i)) continue;
      uniqueRank = r;
      uniqueSeat = trick.seatAt(i);
    }
  }
  if (uniqueSeat >= 0) return uniqueSeat;
  const order = rule.suitOrder;
  let best = -1;
  let bestOrder = 0;
  for (let t = 0; t < tricks.length; t++) {
    const trick = tricks[t]!;
    for (let i = 0; i < trick.size; i++) {
      const c = trick.cardAt(i);
      if (rankOf[c] !== top) continue;
      const at = order.indexOf(suitOf[c]!);
      const o = at === -1 ? order.length : at;
      if (best === -1 || o < bestOrder) {
        best = trick.seatAt(i);
        bestOrder = o;
      }
    }
  }
  return best;
}

/**
 * Does the next lead go to the player of the highest rank among the completed tricks' cards that no
 * other of those cards has, whenever there is one (highestUniqueRank's answer before its suit order)?
 * A loop that tracks the ranks as the cards fall (fast/table-plays.ts) then needs no walk over the tricks.
 */
export function leadsByUniqueTop(k: Kernel): boolean {
  return nextLeadNow(k).kind === "highestUniqueRank";
}

const fitsBits = new WeakMap<Int32Array, boolean>();

/**
 * Is every rank of `rankOf` (a deck's ranks per card) a whole number 0..31, so a set of the ranks is
 * the bits of one int32 (fast/table-plays.ts keeps the cycle's ranks so)? Answered once per deck.
 */
export function rankBits(rankOf: Int32Array): boolean {
  let fits = fitsBits.get(rankOf);
  if (fits === undefined) {
    fits = rankOf.every((r) => r >= 0 && r <= 31);
    fitsBits.set(rankOf, fits);
  }
  return fits;
}

/** The seat of the card of the top rank among `tricks`' cards when no other card has that rank, else -1. */
function topRankOnce(rankOf: ArrayLike<number>, tricks: readonly Trick[]): Seat {
  let top = -Infinity;
  let held = 0;
  let seat = -1;
  for (let t = 0; t < tricks.length; t++) {
    const trick = tricks[t]!;
    for (let i = 0; i < trick.size; i++) {
      const r = rankOf[trick.cardAt(i)]!;
      if (r > top) {
        top = r;
        held = 1;
        seat = trick.seatAt(i);
      } else if (r === top) held++;
    }
  }
  return held === 1 ? seat : -1;
}

/** Does any card of `tricks` other than card `i` of trick `t` have rank `r`? */
function sharedRank(rankOf: ArrayLike<number>, tricks: readonly Trick[], r: number, t: number, i: number): boolean {
  for (let u = 0; u < tricks.length; u++) {
    const trick = tricks[u]!;
    for (let j = 0; j < trick.size; j++) if (rankOf[trick.cardAt(j)] === r && (u !== t || j !== i)) return true;
  }
  return false;
}
