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
  /** Per seat, how many cards it received unseen (passed to it face down): they too are in its hand. */
  readonly unseenReceived: number[] = [];
  /** Per seat, the unseen passes it received: the event, its passer and how many cards. */
  private readonly unseenIn: { readonly event: number; readonly from: Seat; readonly count: number }[][] = [];
  /** Per seat, the cards it played that the viewer had not seen in its hand, with the event index of the play. */
  private readonly playedUnplaced: { readonly card: CardId; readonly at: number }[][] = [];
  /**
   * Known cards of an event's hidden part (by event index), when a later event showed some but not
   * all of them; the sampler draws the rest for the event's remaining hidden places.
   */
  readonly partlyShown = new Map<number, CardId[]>();

  constructor(players: number) {
    for (let s = 0; s < players; s++) {
      this.known.push(new Set());
      this.hidden.push([]);
      this.knownInHand.push(new Set());
      this.unseenReceived.push(0);
      this.unseenIn.push([]);
      this.playedUnplaced.push([]);
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

  /**
   * `seat` played `card`: it is no longer in its hand. Unless the viewer knows how it got there
   * (taken back, or passed to it in view), it was dealt to the seat (a card passed to it unseen may
   * have been it, but a world where the seat was dealt it explains what was seen just as well).
   */
  played(seat: Seat, card: CardId, at = -1): void {
    if (this.knownInHand[seat]!.delete(card)) return;
    this.know(seat, card);
    this.playedUnplaced[seat]!.push({ card, at });
  }

  /** `from` passed `card` to `to` in the viewer's sight. */
  moved(from: Seat, to: Seat, card: CardId): void {
    // The card left `from`'s hand: if it had come to `from` in view, that is where it was placed;
    // otherwise it was dealt to `from` (the viewer's own cards are its own deal already).
    if (!this.knownInHand[from]!.delete(card) && !this.isPlaced(card)) this.know(from, card);
    this.knownInHand[to]!.add(card);
  }

  /** `seat` received `count` cards passed to it unseen by `from` (event `event`). */
  hiddenReceived(seat: Seat, count: number, from: Seat = -1, event = -1): void {
    this.unseenReceived[seat]! += count;
    if (from >= 0) this.unseenIn[seat]!.push({ event, from, count });
  }

  /**
   * Once every event is read: a seat that received cards unseen and now holds fewer unknown cards
   * than it received must have played some of them. That many of its plays made after such a pass
   * (chosen at random, so that retries try others) are taken for passed cards: dealt to the passer,
   * shown for part of that pass event, and no longer counted as dealt to the seat.
   */
  /** Does some seat hold fewer unknown cards than it received unseen (settle has plays to attribute)? */
  needsSettling(handSizes: readonly number[], viewer: Seat): boolean {
    return handSizes.some((h, t) => t !== viewer && this.unseenReceived[t]! > h - this.knownInHand[t]!.size);
  }

  settle(handSizes: readonly number[], viewer: Seat, pick: (n: number) => number): void {
    for (let t = 0; t < handSizes.length; t++) {
      if (t === viewer) continue;
      const unknownInHand = handSizes[t]! - this.knownInHand[t]!.size;
      let excess = this.unseenReceived[t]! - unknownInHand;
      if (excess <= 0) continue;
      const plays = this.playedUnplaced[t]!.slice();
      const passes = this.unseenIn[t]!.map((p) => ({ ...p, left: p.count }));
      while (excess > 0 && plays.length > 0) {
        const k = pick(plays.length);
        const play = plays[k]!;
        plays.splice(k, 1);
        const pass = passes.find((p) => p.left > 0 && (play.at < 0 || p.event < play.at));
        if (!pass) continue;
        pass.left--;
        excess--;
        this.unseenReceived[t]!--;
        this.known[t]!.delete(play.card);
        this.know(pass.from, play.card);
        const slots = this.hidden[pass.from]!;
        slots.splice(slots.findIndex((sl) => sl.event === pass.event), 1);
        const shown = this.partlyShown.get(pass.event) ?? [];
        shown.push(play.card);
        this.partlyShown.set(pass.event, shown);
      }
    }
  }

  /** Own cards of the viewer's deal, which the sampler places itself (set by the sampler). */
  ownDeal: ReadonlySet<CardId> = new Set();

  /** Does the viewer already know where `card` was dealt? */
  private isPlaced(card: CardId): boolean {
    return this.ownDeal.has(card) || this.known.some((k) => k.has(card));
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
    return size - this.knownInHand[seat]!.size - this.unseenReceived[seat]!;
  }

  /** A later event showed the cards of event `event`'s hidden part (dealt to `seat`): they are known now. */
  showLater(seat: Seat, event: number, cards: readonly CardId[]): void {
    this.unhide(seat, event);
    for (const c of cards) this.know(seat, c);
    this.shownLater.set(event, cards);
  }
}
