// Cycles of trick play: who plays first in a cycle, when trick play is over, and the end of a cycle in
// cycle flow (every seat that held cards has played once; all open tricks complete together).

import type { Kernel } from "../core/kernel.js";
import { seatEnv } from "../core/eval.js";
import { tick } from "../core/log.js";
import { DIRECTIONS, nextWithCards, seatsWithCards } from "../core/turn.js";
import type { Seat } from "../types.js";
import { award, awardOne, spareAll } from "./award.js";
import { nextLeadAfter } from "./lead.js";
import { trickWinner } from "./winner.js";
import { directionNow } from "./rules-now.js";
import { RULE } from "../../ir/rule-ref.js";

/**
 * Starts a cycle led by `leader` (the first seat from it that holds cards plays first; nobody has
 * played yet). False when trick play is over instead (nobody is to play): the caller ends it.
 */
export function beginCycle(k: Kernel, leader: Seat): boolean {
  const st = k.st;
  // clearFlags and seatsWithCards written out: this runs after every trick of the one-trick loops
  // (fast/random-cycles.ts), where the calls cost more than their loops over a few seats.
  const flags = st.playedInCycle;
  for (let i = 0; i < flags.length; i++) flags[i] = false;
  st.cycleLeader = leader;
  // The cycle is played in the direction of the first trick it will open.
  st.direction = DIRECTIONS[directionNow(k)](st.nextTrickId + 1);
  const hands = st.hands;
  let withCards = 0;
  for (let s = 0; s < st.players; s++) if (hands[s]!.length > 0) withCards++;
  // tricksOver, asked only where it can say yes: nobody holds cards, or a `stop when` rule.
  if (withCards === 0 || (k.rules.stopWhen !== null && tricksOver(k, withCards))) {
    // A mechanic may play one more trick now by itself (the cards set aside for the last trick,
    // steps/reserve.ts): it is judged and awarded like any, and then (or after the steps due) trick play ends.
    const over = k.hooks.handPlayOver;
    for (let i = 0; i < over.length; i++) if (over[i]!(k, leader)) return !endCycle(k);
    st.actor = -1; // nobody is to play
    return false;
  }
  st.cycleLeft = withCards;
  st.actor = nextWithCards(st, leader, true, k.rules.completeAt === null);
  return true;
}

/**
 * beginCycle where no `stop when` rule and no handPlayOver hook can end trick play otherwise than
 * nobody holding cards, the direction of play is `dir` for every trick, and every seat plays once per
 * cycle (no `complete at`): the same steps (fast/random-cycles.ts endSingleTrick, plainDirection).
 */
export function beginPlainCycle(k: Kernel, leader: Seat, dir: 1 | -1): boolean {
  const st = k.st;
  const flags = st.playedInCycle;
  for (let i = 0; i < flags.length; i++) flags[i] = false;
  st.cycleLeader = leader;
  st.direction = dir;
  const hands = st.hands;
  let withCards = 0;
  for (let s = 0; s < st.players; s++) if (hands[s]!.length > 0) withCards++;
  if (withCards === 0) {
    st.actor = -1; // nobody is to play
    return false;
  }
  st.cycleLeft = withCards;
  st.actor = nextWithCards(st, leader, true, true);
  return true;
}

/** Does trick play end now? `withCards` is seatsWithCards(), when the caller has it. */
export function tricksOver(k: Kernel, withCards = seatsWithCards(k.st)): boolean {
  if (withCards === 0) return true;
  const stop = k.rules.stopWhen;
  if (!stop) return false;
  for (let s = 0; s < k.st.players; s++) if (!stop(seatEnv(k, s))) return false;
  return true;
}

/** Cycle flow: every seat that held cards has played; all open tricks complete together. True when trick play is over. */
export function endCycle(k: Kernel): boolean {
  return endCycleWith(k, null, -1);
}

/**
 * endCycle for every path, also the random loops' (fast/table-plays.ts, fast/random-cycles.ts
 * endSingleTrick), which know more when the cycle ends: `tracked[i]` is the winner of open trick i
 * found as its cards fell (-1: judged here, trickWinner; null: all judged here), and `lead` the next
 * lead where the loop knows it (-1: asked here, nextLeadAfter). The steps and their order are the same
 * whatever is known. True when trick play is over.
 */
export function endCycleWith(k: Kernel, tracked: ArrayLike<number> | null, lead: Seat): boolean {
  const st = k.st;
  tick(k, RULE.loop);
  // The winners list is reused from cycle to cycle, and the open-trick list trades places with the
  // spares (spareAll): no state or event keeps either (events get copies of each trick's plays).
  const done = st.openTricks;
  const winners = st.cycleWinners;
  while (winners.length > 0) winners.pop(); // keeps the storage; `length = 0` would drop it
  // A replayed world may know its winners from the observed log (view/logged-winners.ts), where the
  // winner rules read only what every world of the observation shares: the same seat as judging.
  const known = tracked === null ? k.logWinners : null;
  for (let i = 0; i < done.length; i++) {
    const w = tracked !== null ? tracked[i]! : known !== null ? known.winnerOf(done[i]!) : -1;
    winners.push(w >= 0 ? w : trickWinner(k, done[i]!));
  }
  if (lead < 0) lead = nextLeadAfter(k, done, winners, st.cycleLeader);
  if (k.recording) award(k, done, lead, winners);
  else {
    // award's steps where nothing is recorded (turnUp then only turns up in the record): each trick
    // to its winner, then the mechanics' tricksAwarded hooks. Called directly, awardOne is inlined here.
    for (let i = 0; i < done.length; i++) awardOne(k, done[i]!, winners[i]!);
    const awarded = k.hooks.tricksAwarded;
    for (let i = 0; i < awarded.length; i++) awarded[i]!(k, done);
  }
  const completed = done.length;
  spareAll(k, done);
  // Steps due after these tricks run before the next lead (steps/during.ts; assembly/round.ts resumes trick play after them).
  const ended = k.hooks.cycleEnded;
  for (let i = 0; i < ended.length; i++) if (ended[i]!(k, completed, lead)) return cycleEnded(k, true);
  return cycleEnded(k, beginCycle(k, lead));
}

/** After a cycle's tricks are awarded and the next cycle begun (`more`): tells the probe, if any. */
export function cycleEnded(k: Kernel, more: boolean): boolean {
  if (k.onTrick !== null) k.onTrick(k);
  return !more;
}
