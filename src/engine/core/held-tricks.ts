// The tricks every seat holds (tricks/held.ts's slice), made into objects only when something reads
// them. A trick won in play is written as a few integers into a log (its holder, winner, number and
// cards): awarding a trick allocates nothing, and most games read their held tricks once a round (the
// score) or never. Every read of the tricks goes through `of`/`all`, which first make the logged
// tricks into HeldTrick objects, in the order they were held; a change (a trick formed from a hand, a
// trick moved or a card dropped) makes them first too. So the log is invisible from outside: the
// fields are private, and there is no other way in.

import type { CardId, Seat } from "../types.js";
import type { HeldTrick } from "./held-trick.js";
import type { Trick } from "./trick.js";
import { filled } from "../lists.js";

/** A logged trick: holder, winner, number, size, then its cards. */
const HEAD = 4;

/** How many tricks were logged instead of made into objects when held (in this process): tests read it to prove the log is used. */
export const loggedTricks = { count: 0 };

/** How many rounds' won piles were emptied never filled, lagging (in this process): tests read it to prove tricks/held.ts lagWonPile's path ran. */
export const wonPilesSkipped = { count: 0 };

export class HeldTricks {
  /** Per seat, its held tricks made into objects so far, in the order held (the rest are logged). */
  private lists: HeldTrick[][];
  /** Per seat, how many tricks it holds (made or logged). */
  private readonly counts: number[];
  /**
   * Tricks won in play, held but not yet made into objects, in the order held (HEAD, then the cards).
   * A plain list (small integers): a new game makes one, and a typed array costs more to make than the
   * tricks of a round cost to log; past `logLen` it keeps last round's entries, overwritten in place.
   */
  private readonly log: number[];
  /** Entries of `log` in use. */
  private logLen = 0;
  /**
   * -1: the won pile holds the cards of every held trick (tricks/held.ts holdWon puts them there).
   * Else the won pile lags: the tricks logged from this entry of `log` on are not in it yet
   * (tricks/held.ts lagWonPile; catchUpWon puts them there). While it lags nothing may read the
   * tricks as objects or copy them: those reads throw instead of showing a won pile out of step.
   */
  private wonFrom = -1;

  /**
   * `built`: every trick is made into an object when it is held (the general path the differential
   * test compares against, tricks/held.ts withHeldBuilt); otherwise tricks won in play are logged.
   */
  constructor(
    players: number,
    readonly built: boolean,
    /** Every held trick is worth the same (tricks/held.ts sameWorth): `trickPoints` may count them. */
    readonly sameWorth: boolean,
    lists?: HeldTrick[][],
    counts?: number[],
    log?: number[],
    logLen = 0,
  ) {
    this.lists = lists ?? emptyLists(players);
    this.counts = counts ?? filled(players, 0);
    this.log = log ?? [];
    this.logLen = logLen;
  }

  /** How many seats there are. */
  get seats(): number {
    return this.lists.length;
  }

  /** How many tricks `seat` holds (none is made into an object for it). */
  count(seat: Seat): number {
    return this.counts[seat]!;
  }

  /** The tricks `seat` holds, in the order it took them (do not change the list: it is the state's). */
  of(seat: Seat): readonly HeldTrick[] {
    if (this.logLen > 0) this.build();
    return this.lists[seat]!;
  }

  /** Every seat's tricks (as `of`). */
  all(): readonly (readonly HeldTrick[])[] {
    if (this.logLen > 0) this.build();
    return this.lists;
  }

  /** `seat` now holds trick `t` (after all it held before). */
  push(seat: Seat, t: HeldTrick): void {
    if (this.logLen > 0) this.build();
    this.lists[seat]!.push(t);
    this.counts[seat]!++;
  }

  /**
   * `holder` now holds the cards of trick `t`, won in play by `winner`, the round's played trick
   * `number`. Returns whether its cards go into the won pile now (false while the won pile lags).
   */
  pushPlayed(holder: Seat, winner: Seat, number: number, t: Trick): boolean {
    // The built path apart: this method stays small enough for V8 to inline where tricks are logged.
    if (this.built) return this.pushBuilt(holder, winner, number, t);
    const size = t.size;
    let at = this.logLen;
    // Below its length this overwrites an entry of an earlier round; at its end it appends.
    const log = this.log;
    log[at++] = holder;
    log[at++] = winner;
    log[at++] = number;
    log[at++] = size;
    for (let i = 0; i < size; i++) log[at++] = t.cardAt(i);
    this.logLen = at;
    this.counts[holder]!++;
    loggedTricks.count++;
    return this.wonFrom < 0;
  }

  /** pushPlayed where every trick is made into an object when held. */
  private pushBuilt(holder: Seat, winner: Seat, number: number, t: Trick): boolean {
    this.push(holder, { cards: t.cardList(), number, played: true, winner });
    return true;
  }

  /** Does the won pile lag the log (see wonFrom)? */
  get wonLags(): boolean {
    return this.wonFrom >= 0;
  }

  /** From now on the won pile lags: tricks logged next keep their cards out of it until catchUpWon. */
  lagWon(): void {
    if (this.built) throw new Error("internal: a won pile lagging held tricks that are built when held");
    if (this.wonFrom < 0) this.wonFrom = this.logLen;
  }

  /**
   * The won pile catches up: the cards of every trick logged since it began to lag join their
   * holder's list of `won` (won[seat]: the state's won pile), in the order they were held, as
   * holdWon would have put them there; then it no longer lags.
   */
  catchUpWon(won: readonly number[][]): void {
    const log = this.log;
    for (let at = this.wonFrom < 0 ? this.logLen : this.wonFrom; at < this.logLen; ) {
      const pile = won[log[at]!]!;
      const size = log[at + 3]!;
      at += HEAD;
      for (let i = 0; i < size; i++) pile.push(log[at + i]!);
      at += size;
    }
    this.wonFrom = -1;
  }

  /** Takes the tricks of `seat` that `which` selects out of its list (the others keep their order); returns them. */
  takeOut(seat: Seat, which: (t: HeldTrick) => boolean): HeldTrick[] {
    if (this.logLen > 0) this.build();
    const moved: HeldTrick[] = [];
    const kept: HeldTrick[] = [];
    for (const t of this.lists[seat]!) (which(t) ? moved : kept).push(t);
    this.lists[seat] = kept;
    this.counts[seat] = kept.length;
    return moved;
  }

  /** Replaces the i-th trick of `seat` by `t` (a held trick is never changed: clones share them). */
  replace(seat: Seat, i: number, t: HeldTrick): void {
    if (this.logLen > 0) this.build();
    this.lists[seat]![i] = t;
  }

  /** A new round: nobody holds a trick; the lists and the log keep their storage. */
  clear(): void {
    for (const list of this.lists) while (list.length > 0) list.pop();
    const counts = this.counts;
    for (let s = 0; s < counts.length; s++) counts[s] = 0;
    // The round's won pile is emptied with the log: a lagging one lags from the new round's start,
    // and the cards of the round's tricks never went into it.
    if (this.wonFrom >= 0) {
      if (this.logLen > this.wonFrom) wonPilesSkipped.count++;
      this.wonFrom = 0;
    }
    this.logLen = 0;
  }

  /** An independent copy (the trick objects, never changed, are shared). */
  clone(): HeldTricks {
    this.inStep("copied");
    const lists = this.lists.map((x) => x.slice());
    return new HeldTricks(this.lists.length, this.built, this.sameWorth, lists, this.counts.slice(), this.log.slice(0, this.logLen), this.logLen);
  }

  /**
   * The tricks as lists of objects, the same whether they were logged or built when held (the state
   * digest and snapshots read this): logged ones are made afresh, the state is not changed.
   */
  toJSON(): HeldTrick[][] {
    this.inStep("read");
    const out = this.lists.map((x) => x.slice());
    this.eachLogged((seat, t) => out[seat]!.push(t));
    return out;
  }

  /** Makes the logged tricks into objects, in the order they were held, and empties the log. */
  private build(): void {
    this.inStep("made into objects");
    const lists = this.lists;
    this.eachLogged((seat, t) => lists[seat]!.push(t));
    this.logLen = 0;
  }

  /** Throws while the won pile lags: what reads the tricks would see a won pile out of step with them. */
  private inStep(what: string): void {
    if (this.wonFrom >= 0) throw new Error(`internal: held tricks ${what} while the won pile lags them (tricks/held.ts lagWonPile)`);
  }

  private eachLogged(f: (seat: Seat, t: HeldTrick) => void): void {
    const log = this.log;
    for (let at = 0; at < this.logLen; ) {
      const holder = log[at]!;
      const winner = log[at + 1]!;
      const number = log[at + 2]!;
      const size = log[at + 3]!;
      at += HEAD;
      const cards: CardId[] = new Array<CardId>(size);
      for (let i = 0; i < size; i++) cards[i] = log[at + i]!;
      at += size;
      // The fields in the order tricks/held.ts writes a trick held when won: the digests compare them as text.
      f(holder, { cards, number, played: true, winner });
    }
  }
}

/** A new empty list per seat, made in a plain loop (a new game makes them). */
function emptyLists(players: number): HeldTrick[][] {
  const out: HeldTrick[][] = [];
  for (let s = 0; s < players; s++) out.push([]);
  return out;
}
