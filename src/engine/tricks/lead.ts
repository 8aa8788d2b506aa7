// Who leads: the first lead of a round, and who leads after a cycle of tricks. One handler per IR
// kind (LeadIR, NextLeadIR), typed so that a kind without a handler does not compile; each declares
// whether the fast paths may run with it.

import type { LeadIR, NextLeadIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";
import { dealerLeft, leftOf, rightOf, stepSeat } from "../core/turn.js";
import { SAFE, type FastCaps } from "../rules/caps.js";
import type { Seat } from "../types.js";
import { playsOf, type Trick } from "../core/trick.js";
import { nextLeadNow } from "./rules-now.js";

export interface FirstLeadRule<K extends LeadIR["kind"]> {
  first(k: Kernel, rule: Extract<LeadIR, { kind: K }>): Seat;
  readonly caps: FastCaps;
}

export const FIRST_LEAD: { readonly [K in LeadIR["kind"]]: FirstLeadRule<K> } = {
  leftOfDealer: { first: (k) => dealerLeft(k.st), caps: SAFE },
  dealer: { first: (k) => k.st.dealer, caps: SAFE },
  seat: { first: (k, rule) => rule.seat % k.st.players, caps: SAFE },
};

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
 * cards are ordered by the rule's suit order (first = best).
 */
function highestUniqueRank(k: Kernel, rule: Extract<NextLeadIR, { kind: "highestUniqueRank" }>, tricks: readonly Trick[]): Seat {
  const { rankOf, suitOf } = k.st;
  const plays = tricks.flatMap(playsOf);
  const counts = new Map<number, number>();
  for (const p of plays) counts.set(rankOf[p.card]!, (counts.get(rankOf[p.card]!) ?? 0) + 1);
  const ranks = [...counts.keys()].sort((a, b) => b - a);
  for (const r of ranks) {
    if (counts.get(r) === 1) return plays.find((p) => rankOf[p.card] === r)!.seat;
  }
  const top = ranks[0]!;
  const order = (suit: number) => {
    const i = rule.suitOrder.indexOf(suit);
    return i === -1 ? rule.suitOrder.length : i;
  };
  const best = plays.filter((p) => rankOf[p.card] === top).reduce((a, b) => (order(suitOf[b.card]!) < order(suitOf[a.card]!) ? b : a));
  return best.seat;
}
