// Seats deciding in a step: all at once and hidden (secret), or one after another from the dealer's
// left. Shared by every step kind whose seats decide (choose, order).

import type { Kernel } from "../core/kernel.js";
import { filled } from "../lists.js";
import { dealerLeft, leftOf } from "../core/turn.js";
import type { Outcome } from "../core/decision.js";
import type { Seat } from "../types.js";

/** The current step waits for every seat's decision: all at once and hidden (secret), or in turn from the dealer's left. */
export function awaitDecisions(k: Kernel, secret: boolean): void {
  const st = k.st;
  st.phase = "choose";
  if (secret) {
    st.pending = filled<number[] | null>(st.players, null);
  } else {
    st.chooseStart = dealerLeft(st);
    st.chooser = st.chooseStart;
  }
}

/**
 * The current step waits for one seat's decision only: the one-after-another mode, begun so that the
 * turn comes back round to where it began right after `seat` (commitDecision then says "step done").
 */
export function awaitOne(k: Kernel, seat: Seat): void {
  const st = k.st;
  st.phase = "choose";
  st.chooser = seat;
  st.chooseStart = leftOf(seat, st.players);
}

/**
 * One seat's decision in the current step (cards sorted, or values in their order): held back until
 * every seat has committed (secret), or carried out at once and the turn passed on. `carryOut` does
 * the step's own part for one seat. "step done" once every seat's decision is carried out.
 */
export function commitDecision(k: Kernel, seat: Seat, payload: number[], carryOut: (k: Kernel, seat: Seat, payload: number[]) => void): Outcome {
  const st = k.st;
  if (st.pending) {
    st.pending[seat] = payload;
    for (let s = 0; s < st.players; s++) if (st.pending[s] === null) return "wait";
    const all = st.pending as number[][];
    st.pending = null;
    for (let s = 0; s < st.players; s++) carryOut(k, s, all[s]!);
    return "step done";
  }
  carryOut(k, seat, payload);
  st.chooser = leftOf(st.chooser, st.players);
  if (st.chooser !== st.chooseStart) return "wait";
  st.chooser = -1;
  return "step done";
}

/** Is `seat` one of the seats to decide in the current step? */
export function decides(k: Kernel, seat: Seat): boolean {
  const st = k.st;
  return st.pending ? st.pending[seat] === null : st.chooser === seat;
}
