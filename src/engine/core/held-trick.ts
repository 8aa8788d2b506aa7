// One trick a seat holds (tricks/held.ts), as a type of its own: the state's slices name it, and
// held.ts works on the kernel, so the type lives apart from both (no import cycle).

import type { CardId, Seat } from "../types.js";

/** One trick a seat holds. Never changed once made (a clone shares it). */
export interface HeldTrick {
  readonly cards: readonly CardId[];
  /** Its place among the round's played tricks, in the order they completed (1 = first); 0 if formed from a hand. */
  readonly number: number;
  /** Won in play (true), or formed from a seat's remaining hand (false). */
  readonly played: boolean;
  /** The seat that won it in play (for a trick formed from a hand: its owner). */
  readonly winner: Seat;
}
