// An open trick, and its plays as objects for what leaves the engine.

import type { CardId, Seat, TrickPlay } from "../types.js";

/**
 * An open trick: its id, lead suit and plays in order. The plays are two parallel lists (seat, card),
 * so a play allocates nothing, and the engine resets a completed trick for a later one (award.ts newTrick):
 * the lists keep their storage, and `size` says how many entries are this trick's. Only what leaves
 * the engine (events, observations) is built from it, as new objects (playsOf).
 */
export class Trick {
  id = 0;
  lead = -1;
  size = 0;
  /** How many of its cards lie face down (tricks/face-down.ts); they are turned up when it completes. */
  down = 0;
  private readonly seats: Seat[] = [];
  private readonly cards: CardId[] = [];
  private readonly faceDown: boolean[] = [];

  reset(id: number, lead: number): void {
    this.id = id;
    this.lead = lead;
    // Flags are written only for face-down cards (add): those of the trick this object held before go.
    if (this.down > 0) for (let i = 0; i < this.size; i++) this.faceDown[i] = false;
    this.size = 0;
    this.down = 0;
  }

  add(seat: Seat, card: CardId, down = false): void {
    // Past the end this appends; below it, it overwrites an entry of the trick this object held before.
    this.seats[this.size] = seat;
    this.cards[this.size] = card;
    if (down) {
      this.faceDown[this.size] = true;
      this.down++;
    }
    this.size++;
  }

  /** Was the i-th card played face down? */
  isDown(i: number): boolean {
    return this.down > 0 && this.faceDown[i] === true;
  }

  seatAt(i: number): Seat {
    return this.seats[i]!;
  }

  cardAt(i: number): CardId {
    return this.cards[i]!;
  }

  /**
   * Its cards in play order as a new list of exactly that length (a held trick keeps it). Written as
   * a literal for the usual sizes: a list grown by push from empty reallocates its storage on the first
   * push, which cost more than the rest of awarding a trick.
   */
  cardList(): CardId[] {
    const c = this.cards;
    switch (this.size) {
      case 3:
        return [c[0]!, c[1]!, c[2]!];
      case 4:
        return [c[0]!, c[1]!, c[2]!, c[3]!];
      case 5:
        return [c[0]!, c[1]!, c[2]!, c[3]!, c[4]!];
      default:
        return c.slice(0, this.size);
    }
  }

  /** An independent trick with the same plays (a cloned game's). */
  copy(): Trick {
    const t = new Trick();
    t.reset(this.id, this.lead);
    for (let i = 0; i < this.size; i++) t.add(this.seats[i]!, this.cards[i]!, this.isDown(i));
    return t;
  }

  /** The trick as plain numbers (state digests): id, lead, then seat and card of each play (-1 - card when face down). */
  digest(): number[] {
    const out = [this.id, this.lead];
    for (let i = 0; i < this.size; i++) out.push(this.seats[i]!, this.isDown(i) ? -1 - this.cards[i]! : this.cards[i]!);
    return out;
  }

  /** A trick with these plays, in order (tests, and anything that builds one from outside the engine). */
  static of(id: number, lead: number, plays: readonly TrickPlay[]): Trick {
    const t = new Trick();
    t.reset(id, lead);
    for (const p of plays) t.add(p.seat, p.card);
    return t;
  }
}

/** The plays of a trick as objects, in play order (a new list: events and observations keep it). */
export function playsOf(t: Trick): TrickPlay[] {
  const out: TrickPlay[] = [];
  for (let i = 0; i < t.size; i++) out.push({ seat: t.seatAt(i), card: t.cardAt(i) });
  return out;
}

/**
 * A trick's number in every text for people (event lines, refusals, reports): its id + 1. Ids count
 * from 0 within the round in the order the tricks were opened, and stay what a log's `to` and an
 * action's target hold; people read "trick 1" for the round's first trick.
 */
export function trickNumber(id: number): number {
  return id + 1;
}
