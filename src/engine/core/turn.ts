// Seats and the order of play, in one place: left and right neighbours, the direction of play, who
// comes next, the dealer's left. Seats are numbered clockwise, so a seat's left neighbour (the next
// player clockwise) is seat + 1. Every other module asks here instead of writing the arithmetic out.

import type { TricksIR } from "../../ir/types.js";
import type { Seat } from "../types.js";
import type { State } from "./state.js";

/** The next seat clockwise: the left neighbour. */
export function leftOf(seat: Seat, n: number): Seat {
  return seat + 1 === n ? 0 : seat + 1;
}

/** The previous seat clockwise: the right neighbour. */
export function rightOf(seat: Seat, n: number): Seat {
  return seat === 0 ? n - 1 : seat - 1;
}

/** The next seat in direction `dir` (+1 clockwise, -1 counter-clockwise). */
export function stepSeat(seat: Seat, dir: 1 | -1, n: number): Seat {
  return dir === 1 ? leftOf(seat, n) : rightOf(seat, n);
}

/**
 * The direction of play of the round's trick `n` (1-based) under each direction rule. Only the order
 * of play turns: who leads, and "left" and "right" (leftOf, rightOf), stay fixed seat directions.
 */
export const DIRECTIONS: { readonly [K in TricksIR["direction"]]: (n: number) => 1 | -1 } = {
  clockwise: () => 1,
  counterclockwise: () => -1,
  alternating: (n) => (n % 2 === 1 ? 1 : -1),
};

/** How many seats clockwise from `from` to `to`: 1 for its left neighbour, n for itself. */
export function clockwiseDistance(from: Seat, to: Seat, n: number): number {
  return to > from ? to - from : to - from + n;
}

/** The dealer's left neighbour: who leads and chooses first unless the rules say otherwise. */
export function dealerLeft(st: State): Seat {
  return leftOf(st.dealer, st.players);
}

/** How many seats hold cards. */
export function seatsWithCards(st: State): number {
  let count = 0;
  for (let s = 0; s < st.players; s++) if (st.hands[s]!.length > 0) count++;
  return count;
}

/**
 * The first seat from `from` (inclusive when `inclusive`) in the direction of play that holds cards
 * and, when `cycle` (every seat plays once per cycle), has not played this cycle; -1 if none.
 */
export function nextWithCards(st: State, from: Seat, inclusive: boolean, cycle: boolean): Seat {
  const n = st.players;
  const dir = st.direction;
  let s = inclusive ? from : stepSeat(from, dir, n);
  for (let i = inclusive ? 0 : 1; i <= n; i++) {
    if (st.hands[s]!.length > 0 && !(cycle && st.playedInCycle[s])) return s;
    s = stepSeat(s, dir, n);
  }
  return -1;
}
