// Completing tricks: a new trick object (reused from completed ones), the winner taking a trick, the
// trick event, and moving finished tricks out of the open list.

import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import type { Seat } from "../types.js";
import { turnUp } from "./face-down.js";
import { holderFor, holdWon } from "./held.js";
import { pileAddTrick } from "../flow/piles.js";
import { playsOf, Trick } from "../core/trick.js";
import { trickWinner } from "./winner.js";

/**
 * A trick opened by `card` (its lead suit is the card's), with the next id and no plays yet: a spare
 * one reset, or a new one. The caller then adds the card. The round's list of lead cards grows here,
 * on every path, so `leadCards` never depends on which path played the trick.
 */
export function newTrick(k: Kernel, card: number): Trick {
  const st = k.st;
  const t = st.spareTricks.pop() ?? new Trick();
  t.reset(st.nextTrickId++, st.suitOf[card]!);
  st.leads.push(card);
  return t;
}

/** Moves every trick of the open list (just completed or discarded) to the spares. */
export function spareAll(k: Kernel, done: Trick[]): void {
  const st = k.st;
  const spare = st.spareTricks;
  if (spare.length === 0 && done === st.openTricks) {
    // The usual case (new tricks take the spares): trade the lists instead of moving the tricks.
    st.spareTricks = done;
    st.openTricks = spare;
    return;
  }
  while (done.length > 0) spare.push(done.pop()!);
}

/**
 * Seat `w` wins trick `t`: the seat the trick goes to holds it (its cards into that won pile), and it
 * counts; then the mechanics' trickWon hooks run (the `remove` step keeps the last trick, steps/remove.ts).
 * The held tricks and the piles are written by their own modules (tricks/held.ts, flow/piles.ts).
 */
export function awardOne(k: Kernel, t: Trick, w: Seat): void {
  countWon(k, t, w, holderFor(k, w));
  const hooks = k.hooks.trickWon;
  for (let i = 0; i < hooks.length; i++) hooks[i]!(k, t, w);
}

/**
 * awardOne before the trickWon hooks, with the trick's `holder` known: it counts, and the holder
 * holds it (fast/random-cycles.ts endSingleTrick calls this alone where no hook or rule card is there).
 */
export function countWon(k: Kernel, t: Trick, w: Seat, holder: Seat): void {
  const st = k.st;
  st.tricksWonInGame[w]!++;
  st.tricksEnded++;
  st.tricksDone++;
  if (k.rules.keepsHeld) {
    holdWon(k, t, w, holder);
  } else {
    // Nothing reads the tricks kept apart: the cards go to the won pile, as they always did.
    st.playedTricks++;
    st.tricksWon[holder]!++;
    pileAddTrick(k, k.rules.wonPile, holder, t);
  }
}

/**
 * Awards completed tricks (to `winners`, or judged here); then the mechanics' tricksAwarded hooks run
 * (the public table keeps their cards, tricks/played-cards.ts; face-up entries are re-evaluated,
 * steps/show.ts). The fast cycle loop runs the same hooks (fast/random-cycles.ts).
 */
export function award(k: Kernel, tricks: readonly Trick[], nextLead: Seat | null, winners?: readonly Seat[]): void {
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i]!;
    const w = winners ? winners[i]! : trickWinner(k, t);
    awardOne(k, t, w);
    turnUp(k, t);
    if (k.recording) {
      const holder = holderFor(k, w);
      // `holder` only when someone else than the winner takes the trick: the events of other rulesets stay as they were.
      emit(k, { type: "trick", trick: t.id, lead: t.lead, plays: playsOf(t), winner: w, nextLead, ...(holder !== w ? { holder } : {}) });
    }
  }
  const hooks = k.hooks.tricksAwarded;
  for (let i = 0; i < hooks.length; i++) hooks[i]!(k, tricks);
}

/** Trick play ended with these tricks still open: they are discarded (counted, won by nobody; their cards leave play). */
export function discardOpen(k: Kernel): void {
  const st = k.st;
  st.tricksEnded += st.openTricks.length;
  for (const t of st.openTricks) {
    for (let i = 0; i < t.size; i++) st.discarded.push(t.cardAt(i));
    // A discarded trick is shown in its trick event like a completed one: its face-down cards turn up first.
    turnUp(k, t);
    if (k.recording) emit(k, { type: "trick", trick: t.id, lead: t.lead, plays: playsOf(t), winner: null, nextLead: null });
  }
  spareAll(k, st.openTricks);
}
