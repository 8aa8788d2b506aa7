// Scratch buffers shared by every game of one deck. The engine is synchronous and uses each buffer
// only within one call (enumerating plays, dealing), so games and their clones can share them; a
// simulation then allocates none of them per game.

import type { Deck } from "./cards.js";

export interface Scratch {
  /** collectPlays' output: the card and target code of each legal play (at most every card onto every target). */
  readonly cards: Int32Array;
  readonly targets: Int32Array;
  /** The place in the hand of each play's card (collectPlays with places: the random loop removes it without a search). */
  readonly places: Int32Array;
  /** The deal: the shuffled card ids, and the seat each card goes to (or -1). */
  readonly deal: number[];
  readonly owner: Int16Array;
  /** Game.rankSeats: the seats still tied, and their values of the key being compared. */
  readonly rankSeats: Int32Array;
  readonly rankValues: Float64Array;
}

const cache = new WeakMap<Deck, Scratch>();

/**
 * The scratch space for games of `deck` with `players` seats and at most `maxOpen` open tricks (all
 * three are fixed per ruleset and player count).
 */
export function scratchFor(deck: Deck, players: number, maxOpen: number): Scratch {
  let s = cache.get(deck);
  if (!s) {
    const size = deck.cards.length * (maxOpen + 2);
    s = {
      cards: new Int32Array(size),
      targets: new Int32Array(size),
      places: new Int32Array(size),
      deal: new Array<number>(deck.cards.length).fill(0),
      owner: new Int16Array(deck.cards.length),
      rankSeats: new Int32Array(players),
      rankValues: new Float64Array(players),
    };
    cache.set(deck, s);
  }
  return s;
}
