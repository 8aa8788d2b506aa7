// Repairing a sampled deal instead of drawing a new one. Where plays have shown many voids (a seat
// that did not follow holds none of the led suit), a deal drawn at random almost never agrees with all
// of them, and drawing again and again runs out of attempts. The replay (view/sample.ts) counts the
// observed actions a sampled world refuses, naming for each the seat and the cards it held then; the
// repair trades one such card, among the cards the sampler drew at random, for a drawn card the seat
// did not hold, and replays again. A trade is kept when the world refuses no more than before, undone
// otherwise: a local search whose only oracle is the engine's own legality, so no game's rules are
// written here. Only drawn cards trade (core/symbolic.ts isDrawn): every card the viewer saw stays
// bound where it was seen, and only a world that refuses nothing is returned, so a repaired world
// explains the observation exactly as a fresh draw would.

import type { Rng } from "../rng.js";
import type { Symbolic } from "../core/symbolic.js";
import type { CardId, Seat } from "../types.js";

/** Trades tried on one drawn deal before the sampler draws afresh (100: measured on must-follow with trumps, 3-5 players; 40 left a tail of positions needing 50+ fresh deals). */
export const MAX_REPAIRS = 100;

/** An observed action a sampled world refused. */
export interface Contradiction {
  /** The index of the observed event (events.length: the secret choices committed after them). */
  readonly event: number;
  /** The seat whose action was refused, or null when no seat's hand is to blame (nothing to repair). */
  readonly seat: Seat | null;
  /** The cards that seat held in the sampled world at that moment (empty: nothing to trade). */
  readonly held: readonly CardId[];
  /**
   * Of those, the cards the rules would have let the seat play instead (empty when the refused action
   * was not a play, or nothing was legal). The seat did not play any of them, so where the rules
   * compel a card (a suit to follow, a trump to play) these are the likeliest to be wrongly drawn.
   */
  readonly instead?: readonly CardId[];
}

/**
 * One trade to try, for one of the refused actions at random: a drawn card the refused seat held then,
 * and a drawn card it did not hold; null when no refused action has one. The card traded away is,
 * three times in four, one the seat could have played instead: with a large hand, a blind pick almost
 * never hits the one card of the led suit that makes the play illegal (a 392-card deck at 3 players
 * found no world in 50,000 blind trades; issue 22's fuzz case 76767), and where it holds several, a
 * blind trade mostly leaves the refusal as it was (half of the time, as before: 3.1 replays of the
 * round per world over 100 greedy games of a shipped ruleset with a rule-card draft; three in four:
 * 2.5). The rest stays blind, so a refusal that no alternative explains (a rule about the whole
 * hand) is still repaired as before.
 */
export function proposeTrade(sym: Symbolic, refused: readonly Contradiction[], rng: Rng, blamed?: Blamed): readonly [CardId, CardId] | null {
  const repairable = refused.filter((at) => at.seat !== null && at.held.some((c) => sym.isDrawn(c)));
  if (repairable.length === 0) return null;
  const at = repairable[rng.int(repairable.length)]!;
  const heldNow = new Set(at.held);
  const instead = rng.int(4) !== 0 ? (at.instead ?? []).filter((c) => sym.isDrawn(c)) : [];
  const mine = instead.length > 0 ? instead : at.held.filter((c) => sym.isDrawn(c));
  const others = sym.drawnCards().filter((c) => !heldNow.has(c));
  if (others.length === 0) return null;
  const card = mine[rng.int(mine.length)]!;
  // The partner, where the worlds refused so far tell: not one that would stay with a seat blamed for
  // it all round, nor one whose seat would so keep `card` (Blamed). Where every partner is so, any.
  if (blamed !== undefined && !blamed.empty) {
    const mineStays = sym.stayedWith(card);
    const unblamed = others.filter((c) => blamed.allowsSwap(mineStays, card, sym.stayedWith(c), c));
    if (unblamed.length > 0) return [card, unblamed[rng.int(unblamed.length)]!];
  }
  return [card, others[rng.int(others.length)]!];
}

/**
 * The seats and cards that refused worlds of one observation have blamed: a seat that held the card
 * when an observed play of its was refused, where the rules would have let it play that card instead
 * (Contradiction.instead: under a duty to follow, a card of the suit it showed void in). Learnt from
 * the engine's own refusals only, so no game's rules are written here. Two uses:
 * - a trade looks for its partner among the cards no blamed pair forbids first (proposeTrade): about
 *   half of the trades, before, left the refusals as they were or made them worse (kept at the same
 *   cost or undone; 60 greedy-seat games of the shipped game with a rule-card draft);
 * - a fresh deal trades its blamed cards away before its first replay (tradeBlamed).
 * Both read only cards that stay in one hand all round (core/symbolic.ts stayedWith): a card passed
 * unseen may have been elsewhere at the refused play. The replay still judges every world, so each
 * world returned agrees with the observation. A pair need not hold in every world (a rule may read
 * more of the hand than the card), and where it does not, the worlds lean away from it; where the
 * rules compel a card (follow, trump), it holds, and the worlds are distributed as rejection's
 * (test/engine/sampler-repair-distribution.test.ts: must-follow, forced trumping, cards passed unseen).
 * One per observation where several worlds are drawn for it (bots/worlds.ts: a decision's worlds
 * learn from each other); a fresh one per determinize call otherwise, so the same Rng state still
 * gives the same world.
 */
export class Blamed {
  /** seat * CARD_SPAN + card, per pair blamed. */
  private readonly pairs = new Set<number>();

  get empty(): boolean {
    return this.pairs.size === 0;
  }

  /** Keeps the pairs a world's refused actions blame. */
  note(refused: readonly Contradiction[]): void {
    for (const at of refused) {
      if (at.seat === null || at.instead === undefined) continue;
      for (const c of at.instead) this.pairs.add(at.seat * CARD_SPAN + c);
    }
  }

  /**
   * May `card`, staying with `seat` (core/symbolic.ts stayedWith), trade places with `other`, staying
   * with `otherSeat`: neither goes to a seat blamed for it?
   */
  allowsSwap(seat: Seat, card: CardId, otherSeat: Seat, other: CardId): boolean {
    return !this.has(seat, other) && !this.has(otherSeat, card);
  }

  /** Was `seat` blamed for `card` (never for the leftover, a negative seat)? */
  has(seat: Seat, card: CardId): boolean {
    return seat >= 0 && this.pairs.has(seat * CARD_SPAN + card);
  }
}

/** Card ids stay below this (a deck of 2^20 cards is far past any ruleset's; the key stays an exact integer). */
const CARD_SPAN = 1 << 20;

/**
 * How far a world is from the observation (the repair keeps a trade that does not raise it): the
 * refused actions, plus the events not replayed when the replay had to stop; and, below one, how
 * many cards the refused seats could have played instead (n / (n + 1)). Refusals alone cannot tell a
 * trade that takes one of a seat's three wrong cards out of its hand from one that brings another in,
 * so the search walked to and fro among equal costs; with the fraction it keeps what moves towards
 * no wrong card and undoes what moves away.
 */
export function disagreementCost(refused: readonly Contradiction[], notReplayed: number): number {
  let instead = 0;
  for (const at of refused) instead += at.instead?.length ?? 0;
  return refused.length + notReplayed + instead / (instead + 1);
}

/**
 * Before a fresh deal's first replay: each drawn card that would stay all round with a seat blamed
 * for it (Blamed, core/symbolic.ts stayedWith) trades with a drawn card of another place that neither
 * side is blamed for, where there is one (in the order the cards were drawn, each partner at random).
 * The replay then judges the deal as any other: the trades spare it refusals the worlds before have
 * shown (the repair's trades per world fell by about half where they learn from the worlds drawn for
 * the same decision: README). Returns how many cards it traded.
 */
export function tradeBlamed(sym: Symbolic, blamed: Blamed, rng: Rng): number {
  if (blamed.empty) return 0;
  const drawn = sym.drawnCards();
  let traded = 0;
  for (const card of drawn) {
    const seat = sym.stayedWith(card);
    if (!blamed.has(seat, card)) continue;
    const partners = drawn.filter((c) => {
      const other = sym.stayedWith(c);
      return other !== seat && c !== card && blamed.allowsSwap(seat, card, other, c);
    });
    if (partners.length === 0) continue;
    sym.swapDrawn(card, partners[rng.int(partners.length)]!);
    traded++;
  }
  return traded;
}
