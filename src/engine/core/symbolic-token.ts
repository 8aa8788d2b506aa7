// The parts of a round's symbolic deal (core/symbolic.ts): its card tokens, the draws a traced
// attempt made among them (its shape, for further attempts, with its blank tokens by deal and the
// working lists a further attempt draws them from), and the error an attempt that cannot explain the
// round throws.

import type { CardId, Seat } from "../types.js";

/** The deal a token belongs to: a seat, or the leftover. */
export const LEFTOVER = -1;

export class Token {
  /** The card, once known or bound; -1 while unknown. */
  card: CardId = -1;
  /** The event at which it came to where it is (-1: dealt there). */
  at = -1;
  /** Face up in a hand (an `expose` step): it leaves only by a move the viewer sees. */
  pinned = false;
  /** The place it lies in now (null: taken out), kept by Symbolic's add and remove. A field, not a map from token to place: every deal and move of every attempt sets it. */
  place: Token[] | null = null;
  constructor(
    readonly deal: Seat,
    /** Its place in the order tokens were made (Symbolic.all). */
    readonly index: number,
  ) {}
}

/**
 * One random draw of a round's symbolic deal where every token it could pick was blank (unknown,
 * never moved, not face up: see Symbolic.traced): from `count` blank tokens of deal `deal`, one
 * bound to `card` (a take), or moved unseen (`moved`: the token the traced attempt moved).
 */
export interface Draw {
  readonly deal: Seat;
  readonly count: number;
  readonly card: CardId;
  readonly moved: Token | null;
}

/**
 * A round's symbolic deal up to the fill, kept to deal further attempts without going through the
 * events again (Symbolic.again): the tokens as dealt, the draws, and what the attempt bound.
 */
export interface SymbolicShape {
  readonly viewer: Seat;
  readonly deals: readonly Seat[];
  /** Each token's card before any draw (-1: unknown, or bound by a draw). */
  readonly cards: readonly CardId[];
  readonly draws: readonly Draw[];
  /** Tokens of drawn moves that a show bound, later (the traced attempt's token: again() binds its own). */
  readonly reveals: readonly { readonly token: Token; readonly card: CardId }[];
  readonly bound: ReadonlyMap<CardId, Token>;
  readonly moved: ReadonlyMap<number, readonly Token[]>;
  /** The blank tokens' indices (cards -1) by deal, each deal's in the order they were made: deal d's from blankFrom[d - LEFTOVER] to blankFrom[d - LEFTOVER + 1]. */
  readonly blankOrder: Int32Array;
  readonly blankFrom: Int32Array;
}

/** Thrown (and caught by the sampler) when this attempt cannot explain what the viewer saw. */
export class Unexplained extends Error {
  constructor(message: string) {
    // No stack: the sampler catches every one and keeps only the message, and some rulesets throw one
    // for a good part of their attempts (4,494 against 7,728 deals drawn in 20 greedy games of game.stich).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

/**
 * The blank tokens (card -1) of a shape by deal, each deal's in the order they were made: `blankOrder`
 * holds their indices, deal d's from blankFrom[d - LEFTOVER] up to blankFrom[d - LEFTOVER + 1].
 */
export function blankRuns(deals: readonly Seat[], cards: readonly CardId[]): { blankOrder: Int32Array; blankFrom: Int32Array } {
  let top = LEFTOVER;
  for (const d of deals) if (d > top) top = d;
  const from = new Int32Array(top - LEFTOVER + 2);
  for (let i = 0; i < deals.length; i++) if (cards[i]! < 0) from[deals[i]! - LEFTOVER + 1]!++;
  for (let i = 1; i < from.length; i++) from[i]! += from[i - 1]!;
  const order = new Int32Array(from[from.length - 1]!);
  const next = from.slice(0, from.length - 1);
  for (let i = 0; i < deals.length; i++) if (cards[i]! < 0) order[next[deals[i]! - LEFTOVER]!++] = i;
  return { blankOrder: order, blankFrom: from };
}

/**
 * again()'s working list, `size` entries (grown where needed): a copy of a shape's blankOrder, then its
 * runs' lengths. One list for the process: again() is never re-entered (it calls nothing that draws again).
 */
let working = new Int32Array(64);

export function workingList(size: number): Int32Array {
  if (working.length < size) working = new Int32Array(Math.max(size, 2 * working.length));
  return working;
}
