// Won tricks kept apart: every seat holds a list of tricks (the cards, the trick's number among the
// round's played tricks, whether it was played or formed from a hand, who won it). The `won` pile and
// the trick count `tricks` stay what they always were: the cards of the held tricks and how many are
// held. Every change to what a seat holds goes through here, so the three never disagree (the won
// pile through flow/piles.ts, which owns it). The tricks themselves are made into objects only when
// something reads them (core/held-tricks.ts): a trick won in play is logged as a few integers.

import { readsName, refsIn } from "../../ir/reads.js";
import type { Kernel } from "../core/kernel.js";
import { leftOf, rightOf } from "../core/turn.js";
import type { CardId, HeldTrickInfo, Seat } from "../types.js";
import type { Mechanic } from "../core/mechanic.js";
import type { RulesetIR } from "../../ir/types.js";
import { pileVisible } from "../core/visibility.js";
import { SAFE } from "../rules/caps.js";
import type { HeldTrick } from "../core/held-trick.js";
import { HeldTricks } from "../core/held-tricks.js";
import { zeros } from "../lists.js";
import type { Trick } from "../core/trick.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { trickGoesToNow } from "./rules-now.js";
import { pileAdd, pileAddTrick, pileTake } from "../flow/piles.js";

export type { HeldTrick };

/** Games created inside withHeldBuilt make every held trick into an object when it is held. */
let builtNow = false;

/**
 * Runs `f` with every game it creates making each held trick into an object when it is held, as
 * before tricks were logged: the general path the differential test compares the logged one against
 * (test/engine/held-log.test.ts).
 */
export function withHeldBuilt<T>(f: () => T): T {
  const before = builtNow;
  builtNow = true;
  try {
    return f();
  } finally {
    builtNow = before;
  }
}

/** A round's log entries (core/held-tricks.ts) where every trick has one card per seat: each card once, and four numbers per trick. */
function logRoom(cards: number, players: number): number {
  return cards + 4 * Math.ceil(cards / players);
}

const heldSlices = {
  /**
   * held: the tricks each seat holds, kept apart; their cards are its won pile (core/held-tricks.ts:
   * read only through it). A held trick is never changed, only replaced (dropHeldCard), so a clone
   * copies the lists and shares the tricks. Each round empties it in place (the round loop must not
   * allocate). Every seat sees who holds which trick, its number and winner; its cards as the
   * holder's won pile is seen (heldView).
   */
  held: mechanicSlice<HeldTricks>({
    kind: "game",
    // The log made with room for a round of tricks of one card per seat, so it is not grown from
    // empty (new storage four times on the way to 120 entries) in every new game's first round: the
    // random-play batches make a game each.
    init: (c) => new HeldTricks(c.players, builtNow, sameWorth(c.ir), undefined, undefined, builtNow ? undefined : zeros(logRoom(c.deck.cards.length, c.players))),
    round: "reset",
    renew: (v, c) => {
      if (v.seats !== c.players) return new HeldTricks(c.players, v.built, v.sameWorth);
      v.clear();
      return v;
    },
    clone: (v) => v.clone(),
    seen: "view",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof heldSlices> {}
}


/** Who holds a trick `winner` won (the `trick goes to` rule). */
export function holderFor(k: Kernel, winner: Seat): Seat {
  switch (trickGoesToNow(k)) {
    case undefined:
    case "winner":
      return winner;
    case "leftOfWinner":
      return leftOf(winner, k.st.players);
    case "rightOfWinner":
      return rightOf(winner, k.st.players);
  }
}

/** `holder` takes trick `t`, won in play by `winner`: the next played number, its cards into the won pile (tricks/award.ts). */
export function holdWon(k: Kernel, t: Trick, winner: Seat, holder: Seat): void {
  const st = k.st;
  st.playedTricks++;
  // While the won pile lags (lagWonPile) the log alone keeps the cards.
  const toPile = st.held.pushPlayed(holder, winner, st.playedTricks, t);
  st.tricksWon[holder]!++;
  if (toPile) pileAddTrick(k, k.rules.wonPile, holder, t);
}

/**
 * Lets the won pile lag the held tricks while a random-play loop runs (fast/rule-cycles.ts): the
 * tricks' cards are logged (core/held-tricks.ts) and not also put into the won pile. A round that ends
 * in the loop empties both, so its won pile was never filled: the cards were pushed and popped again
 * for nothing. The loop calls catchUpWonPile when it stops, so that everything after it sees the won
 * pile as holdWon fills it. True when it lags now; where wonPileMayLag says no, nothing changes.
 */
export function lagWonPile(k: Kernel): boolean {
  if (!wonPileMayLag(k)) return false;
  k.st.held.lagWon();
  return true;
}

/** The end of lagWonPile's loop: the won pile takes the cards of the tricks held since (tricks/held.ts holdWon's). */
export function catchUpWonPile(k: Kernel): void {
  k.st.held.catchUpWon(k.st.piles[k.rules.wonPile]!);
}

/**
 * May the won pile lag while the random loop plays (lagWonPile)? Only where nothing the loop runs can
 * read it: no expression of the IR names `won` (ir/reads.ts walks all of it: the rules, the score,
 * every rule card's parts), no step runs (steps move and read piles: none before, during or after
 * trick play), no mechanic hook runs (they run inside the loop: the trick's end, the round's), no
 * card set aside goes to it, every held trick is worth the same (the score counts the tricks, never
 * makes them into objects: made while the pile lags they would throw), the tricks are logged (not
 * built when held), and no probe reads the state after every trick (GameOptions.onTrick).
 */
export function wonPileMayLag(k: Kernel): boolean {
  const st = k.st;
  if (st.held.built || !st.held.sameWorth || k.onTrick !== null || k.recording) return false;
  let may = MAY_LAG.get(k.rules);
  if (may === undefined) {
    const r = k.rules;
    const h = k.hooks;
    may =
      r.keepsHeld &&
      r.before.length === 0 &&
      r.during.length === 0 &&
      r.after.length === 0 &&
      r.asidePile !== r.wonPile &&
      !readsName(k.ir, r.pileNames[r.wonPile]!) &&
      Object.values(h).every((list) => list.length === 0);
    MAY_LAG.set(k.rules, may);
  }
  return may;
}

/** wonPileMayLag's answer from the compiled rules (per compiled ruleset). */
const MAY_LAG = new WeakMap<object, boolean>();

/** `holder` takes a trick of these cards won in play by `winner` (a scenario's, view/scenario.ts): as holdWon. */
export function holdPlayed(k: Kernel, cards: readonly CardId[], winner: Seat, holder: Seat): void {
  const st = k.st;
  st.playedTricks++;
  hold(k, holder, { cards, number: st.playedTricks, played: true, winner });
}

/** `seat` holds a trick formed from cards that were not played (its number is 0). */
export function holdFormed(k: Kernel, cards: readonly CardId[], seat: Seat): void {
  hold(k, seat, { cards, number: 0, played: false, winner: seat });
}

function hold(k: Kernel, seat: Seat, t: HeldTrick): void {
  const st = k.st;
  st.held.push(seat, t);
  st.tricksWon[seat]!++;
  pileAdd(k, k.rules.wonPile, seat, t.cards);
}

/**
 * Moves the tricks of `from` that `which` selects to `to`, with their cards (out of from's won pile,
 * into to's) and their count. Returns the numbers of the moved tricks (0 for one formed from a hand).
 */
export function moveHeld(k: Kernel, from: Seat, to: Seat, which: (t: HeldTrick) => boolean): number[] {
  const st = k.st;
  if (from === to || !st.held.of(from).some(which)) return [];
  const moved = st.held.takeOut(from, which);
  for (const t of moved) {
    for (const c of t.cards) pileTake(k, k.rules.wonPile, from, c);
    st.tricksWon[from]!--;
    hold(k, to, t);
  }
  return moved.map((t) => t.number);
}

/**
 * Card `c` leaves the game from the held trick it is in, and from its holder's won pile; the trick
 * still counts. The trick is replaced, not changed: held tricks are shared by cloned states.
 * False when no held trick has the card.
 */
export function dropHeldCard(k: Kernel, c: CardId): boolean {
  const st = k.st;
  for (let s = 0; s < st.players; s++) {
    const list = st.held.of(s);
    for (let i = 0; i < list.length; i++) {
      const t = list[i]!;
      if (!t.cards.includes(c)) continue;
      st.held.replace(s, i, { ...t, cards: t.cards.filter((x) => x !== c) });
      pileTake(k, k.rules.wonPile, s, c);
      return true;
    }
  }
  return false;
}

/** The seat holding the round's last played trick, or -1 when no trick was played. */
export function holderOfLastPlayed(k: Kernel): Seat {
  const st = k.st;
  for (let s = 0; s < st.players; s++) {
    for (const t of st.held.of(s)) if (t.played && t.number === st.playedTricks) return s;
  }
  return -1;
}

/**
 * The tricks every seat holds: who holds which trick, its number and who won it are public; its cards
 * are shown as the holder's `won` pile is (viewer null: the referee, who sees all).
 */
export function heldView(k: Kernel, viewer: Seat | null): HeldTrickInfo[][] {
  const won = k.rules.wonPile;
  return k.st.held.all().map((tricks, owner) => {
    const visible = viewer === null || pileVisible(k, won, owner, viewer);
    return tricks.map((t) => ({ number: t.number, played: t.played, winner: t.winner, cards: visible ? [...t.cards] : t.cards.length }));
  });
}

/** The names of the held trick in question (expr/builtins.ts: only a trick value reads them). */
const TRICK_NAMES: ReadonlySet<string> = new Set(["cards", "number", "played"]);

/**
 * Is every held trick worth the same (the trick value reads none of the trick's names, or there is
 * none)? Then `trickPoints` adds the value once per trick held without making the tricks into
 * objects (expr/builtins.ts). The walk goes over the expression as plain data (ir/reads.ts refsIn),
 * so a form added later cannot hide a name; any other use of the names (a local so named) says no.
 */
function sameWorth(ir: RulesetIR): boolean {
  let same = sameWorthOf.get(ir);
  if (same === undefined) sameWorthOf.set(ir, (same = readsNoTrickName(ir.trickValue)));
  return same;
}

/** sameWorth per ruleset (a new game asks it). */
const sameWorthOf = new WeakMap<RulesetIR, boolean>();

function readsNoTrickName(e: unknown): boolean {
  return !refsIn(e, (name) => TRICK_NAMES.has(name));
}

/**
 * Does any expression of the IR read `trickPoints`? A reference can sit in any expression of any part
 * (a step's guard, a rule card's stage): ir/reads.ts walks the whole IR.
 */
function namesTrickPoints(ir: RulesetIR): boolean {
  return readsName(ir, "trickPoints");
}

/** Does a won trick go to another seat than its winner, in every round or in those of a rule card? */
function recipientIsNotWinner(ir: RulesetIR): boolean {
  const t = ir.tricks;
  return (t.trickGoesTo ?? "winner") !== "winner" || (t.byCard ?? []).some((o) => (o.trickGoesTo ?? "winner") !== "winner");
}

/**
 * Won tricks kept apart, and who holds them, as a mechanic (assembly/mechanics.ts). Every path awards
 * through tricks/award.ts awardOne, which hands the trick to its holder: no fast path changes.
 */
export const heldMechanic = {
  name: "held",
  slices: heldSlices,
  decisions: {},
  codecs: {},
  // Kept apart only when something reads them: a trick value, `trickPoints`, or a trick recipient
  // other than its winner (who holds which trick is then what the players see). The steps that move
  // or change held tricks say so in their own needs.
  needs: (ir) => ({ heldTricks: ir.trickValue !== undefined || namesTrickPoints(ir) || recipientIsNotWinner(ir) }),
  caps: () => SAFE,
  // Held tricks are the played cards, public.
  judgedWorlds: () => true,
  view: (k, seat) => ({ held: heldView(k, seat) }),
} satisfies Mechanic<"held", "held">;
