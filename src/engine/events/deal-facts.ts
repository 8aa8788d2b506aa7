// What a seat's observation tells about the current round's deal, gathered event by event (each
// event kind's sample part, events/types.ts): cards known to have been dealt to a seat, and the hidden
// places of the cards it does not know. The sampler (view/sample.ts) fills the hidden places with the
// unseen cards at random.

import type { CardId, Seat } from "../types.js";

/** Where one hidden card of a seat's deal went: into the hidden part of event `event`, or -1 for the hand. */
export interface HiddenSlot {
  readonly event: number;
}

export class DealFacts {
  /** known[seat]: cards the viewer knows were dealt to the seat. */
  readonly known: Set<CardId>[] = [];
  /** hidden[seat]: the places of the seat's dealt cards the viewer does not know. */
  readonly hidden: HiddenSlot[][] = [];
  /** Cards that a later event showed for the hidden part of an earlier one (by event index). */
  readonly shownLater = new Map<number, readonly CardId[]>();
  /**
   * Per seat, cards now in its hand that the viewer nonetheless knows (taken back from a visible
   * pile): they already have their places, so the hand's hidden places are fewer by as many.
   */
  readonly knownInHand: Set<CardId>[] = [];

  constructor(players: number) {
    for (let s = 0; s < players; s++) {
      this.known.push(new Set());
      this.hidden.push([]);
      this.knownInHand.push(new Set());
    }
  }

  /** `card` was dealt to `seat`. */
  know(seat: Seat, card: CardId): void {
    this.known[seat]!.add(card);
  }

  /** `count` cards dealt to `seat` went into the hidden part of event `event`. */
  hide(seat: Seat, event: number, count: number): void {
    for (let k = 0; k < count; k++) this.hidden[seat]!.push({ event });
  }

  /** `seat` played `card`: it was dealt to the seat, and it is no longer in its hand. */
  played(seat: Seat, card: CardId): void {
    this.knownInHand[seat]!.delete(card);
    this.know(seat, card);
  }

  /** `seat` took back into its hand cards the viewer knows (they were dealt to it). */
  backInHand(seat: Seat, cards: readonly CardId[]): void {
    for (const c of cards) {
      this.know(seat, c);
      this.knownInHand[seat]!.add(c);
    }
  }

  /**
   * The hidden cards of event `event` went back into `seat`'s hand unseen: they are among the hand's
   * hidden places now, so the event keeps none of its own (its replay then takes any cards the rules
   * allow from the sampled hand).
   */
  unhide(seat: Seat, event: number): void {
    const slots = this.hidden[seat]!;
    for (let k = slots.length - 1; k >= 0; k--) if (slots[k]!.event === event) slots.splice(k, 1);
  }

  /** How many of `seat`'s hand cards (`size` of them) have no place yet: the hand's hidden places. */
  handPlaces(seat: Seat, size: number): number {
    return size - this.knownInHand[seat]!.size;
  }

  /** A later event showed the cards of event `event`'s hidden part (dealt to `seat`): they are known now. */
  showLater(seat: Seat, event: number, cards: readonly CardId[]): void {
    this.unhide(seat, event);
    for (const c of cards) this.know(seat, c);
    this.shownLater.set(event, cards);
  }
}
