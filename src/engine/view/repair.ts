// Repairing a sampled deal instead of drawing a new one. Where plays have shown many voids (a seat
// that did not follow holds none of the led suit), a deal drawn at random almost never agrees with all
// of them, and drawing again and again runs out of attempts. When the replay finds an observed action
// illegal, it names a seat and a moment; the repair trades one card that seat held then, among the cards
// the sampler drew at random, for a drawn card it did not hold, and replays again. A trade is kept when
// the replay now gets at least as far as before (earlier checks still hold), undone otherwise: a local
// search whose only oracle is the engine's own legality, so no game's rules are written here. Only
// drawn cards trade (view/../events/symbolic.ts isDrawn): every card the viewer saw stays bound where
// it was seen, so a repaired world explains the observation exactly as a fresh draw would.

import type { Rng } from "../rng.js";
import type { Symbolic } from "../events/symbolic.js";
import type { CardId, Seat } from "../types.js";

/** Trades tried on one drawn deal before the sampler draws afresh. */
export const MAX_REPAIRS = 40;

/** Where a replay on a sampled world stopped agreeing with the observation. */
export interface Contradiction {
  /** The index of the observed event that could not be replayed (events.length: the secret choices after them). */
  readonly event: number;
  /** The seat whose action was refused, or null when the sample failed for no seat's hand (nothing to repair). */
  readonly seat: Seat | null;
  /** The cards that seat held in the sampled world at that moment. */
  readonly held: readonly CardId[];
}

/** One trade to try: a drawn card the refused seat held, and a drawn card it did not; null when there is none. */
export function proposeTrade(sym: Symbolic, at: Contradiction, rng: Rng): readonly [CardId, CardId] | null {
  if (at.seat === null) return null;
  const heldNow = new Set(at.held);
  const mine = at.held.filter((c) => sym.isDrawn(c));
  if (mine.length === 0) return null;
  const others = sym.drawnCards().filter((c) => !heldNow.has(c));
  if (others.length === 0) return null;
  return [mine[rng.int(mine.length)]!, others[rng.int(others.length)]!];
}
