// A random follow play drawn from the kinds of card held, where `follow` is answered per kind of card
// (expr/keyed-test.ts) and every value of the play it reads is one per trick (KeyedTest.perTrick: a
// trick's attribute such as `followClass: class of leadCard`, `active(n)`). What keyedPlaces does at
// every play (the play's values through their closures, a walk over the hand for the kinds held, a walk
// writing every allowed place) is done here so:
// - the play's values once per trick (their code, and the kinds' answers under it, kept for the trick),
//   or once per kind of lead card and play session where each is `A of leadCard` with A an attribute of
//   the kinds (KeyedTest.byLeadKind: `followClass: class of leadCard`), a card-free value of the round
//   constants (`isTrump` where no trump rule is in force) or `active(n)`, and those codes kept for the
//   next sessions, of this game and others, while the kinds and the session's values stay the same;
// - the kinds held from per-seat counts of the held cards by kind (expr/hand-counts.ts keyCounts, kept up
//   to date by the session's handPlayed), kept as bits per seat: one look;
// - the allowed kinds as a bit mask per kinds held, made from keyedPlaces' answers;
// - the draw: where every held kind is allowed, the i-th card of the hand; else the i-th card of an
//   allowed kind, found by one walk that stops there (where one kind is allowed, the whole-cycle loop
//   finds it from the hand's end as it takes it out: kindDraw's kind).
// The same count, draw and card as keyedPlaces' list and drawListed's rng.int over it (the allowed cards
// in hand order). Where anything is not known yet (the kinds not checked in this play session, no
// session live, an answer not asked yet, a value of the play that does not fit or raises), nothing is
// drawn and drawListed asks keyedPlaces, which checks, asks and keeps the answer for the next play.
// In two parts: keyedTrick (the session's and the trick's reads) and kindDraw (which cards the play is
// drawn among), so the whole-cycle loop (fast/rule-cycles.ts) asks the first once per trick and the
// second at every follow, and draws itself; drawKeyed, for drawListed, does both (placeByKinds: kindDraw,
// the draw and the walk).

import type { Kernel } from "../core/kernel.js";
import type { Trick } from "../core/trick.js";
import { beginCards, endCards } from "../core/eval.js";
import { keyCounts } from "../expr/hand-counts.js";
import { kindsChecked, playCode } from "../expr/keyed-test.js";
import { liveSession, playSession } from "../expr/play-session.js";
import type { KeyedTest, KindDraw } from "../expr/types.js";
import type { Rng } from "../rng.js";
import type { Seat } from "../types.js";

/**
 * How many plays were drawn from the kinds held (in this process): tests read it to prove it ran. Counted
 * where the draw is made (placeByKinds; fast/rule-cycles.ts, which asks kindDraw and draws itself).
 */
export const keyedDraws = { count: 0 };

/** How many tricks took their code from their lead card's kind (KeyedTest.byLeadKind; in this process): tests read it. */
export const leadKindTricks = { count: 0 };

/** How many play sessions kept the lead kinds' codes of the sessions before (in this process): tests read it. */
export const keptCodes = { count: 0 };

/** Masks kept per code of the play's values before they are dropped (each holds 2^kinds entries). */
const CODES_KEPT = 64;

/**
 * The random play of `seat` following the one open trick drawn from the kinds held (drawListed's
 * conditions: one trick open, at most one at a time, nothing set aside, `follow` not a constant): writes
 * [card, trick id, place in the hand] into `out` and returns how many plays it drew among; -1 where it
 * cannot answer yet (nothing drawn, no rng read: the caller asks as before, keyedPlaces first).
 */
export function drawKeyed(k: Kernel, kt: KeyedTest, seat: Seat, rng: Rng, out: Int32Array): number {
  const st = k.st;
  const open = st.openTricks;
  const hand = st.hands[seat]!;
  if (open.length !== 1 || hand.length === 0) return -1;
  const trick = open[0]!;
  const d = keyedTrick(k, kt, seat, trick);
  const at = d === null ? -1 : placeByKinds(d, seat, hand, rng);
  if (at < 0) return -1;
  out[0] = hand[at]!;
  out[1] = trick.id;
  out[2] = at;
  return d!.drawn;
}

/**
 * The draw's state with `trick`'s masks (its code of the play's values read as drawKeyed reads them),
 * made for the play session live now; null where it may not draw (drawKeyed's -1). For `seat` (holding
 * cards) following the one open trick. The whole-cycle loop (fast/rule-cycles.ts) asks it once per
 * trick and then draws each of the trick's follows by kindDraw: within the loop's trick the session
 * stays live and its generation the same (only the trick's end pauses it), so what this checks holds.
 */
export function keyedTrick(k: Kernel, kt: KeyedTest, seat: Seat, trick: Trick): KindDraw | null {
  // The common trick first (a session set up, its masks read by lead kind, this lead kind's read
  // before): a few checks and loads. The rest (readTrick) reads what it must.
  const d = kt.memo.draw;
  if (d !== null && kt.byLeadKind && d.gen === liveSession.gen && liveSession.env === k.env && d.kind === kt.memo.kind) {
    if (d.trick === trick.id && d.trickGen === d.gen) return d.masks === null ? null : d;
    const lead = d.kind![trick.cardAt(0)]!;
    if (d.kindCodes[lead] !== -2) return leadKindTrick(d, trick, lead);
  }
  return readTrick(k, kt, seat, trick);
}

/** keyedTrick where the session's draw is to be set up, or the trick's code read. */
function readTrick(k: Kernel, kt: KeyedTest, seat: Seat, trick: Trick): KindDraw | null {
  const env = k.env;
  const memo = kt.memo;
  const hand = k.st.hands[seat]!;
  let d = memo.draw;
  // Set up once per play session (and whenever the kinds were made anew), else nothing to check.
  if (d === null || d.gen !== liveSession.gen || liveSession.env !== env || d.kind !== memo.kind) {
    if (hand.length === 0) return null;
    d = sessionDraw(k, kt, seat, trick, hand);
    if (d === null) return null;
  }
  if (d.trick === trick.id && d.trickGen === d.gen) return d.masks === null ? null : d;
  if (kt.byLeadKind) {
    // Read once per kind of lead card (and session's values): the values are the lead card's (its kind's) and the session's.
    const lead = d.kind![trick.cardAt(0)]!;
    if (d.kindCodes[lead] === -2) {
      const code = codeOf(k, kt, seat, trick, hand);
      d.kindCodes[lead] = code;
      d.kindMasks[lead] = code < 0 ? null : masksOf(d, code, d.width);
    }
    return leadKindTrick(d, trick, lead);
  }
  d.trick = trick.id;
  d.trickGen = d.gen;
  d.code = codeOf(k, kt, seat, trick, hand);
  d.masks = d.code < 0 ? null : masksOf(d, d.code, d.width);
  return d.masks === null ? null : d;
}

/** `trick` takes the code and masks read for its lead card's kind `lead` (KeyedTest.byLeadKind). */
function leadKindTrick(d: KindDraw, trick: Trick, lead: number): KindDraw | null {
  d.trick = trick.id;
  d.trickGen = d.gen;
  d.code = d.kindCodes[lead]!;
  d.masks = d.kindMasks[lead]!;
  leadKindTricks.count++;
  return d.masks === null ? null : d;
}

/**
 * One follow play of `seat` drawn from the kinds held under `d`'s trick masks (keyedTrick's answer for
 * the trick open now): returns the card's place in the hand, and keeps in `d.drawn` how many plays it
 * drew among; -1 where the answer for these kinds held is not known yet or no card may follow (nothing
 * drawn, no rng read: the caller lists the plays, keyedPlaces first). The i-th allowed card in hand
 * order: the hand's i-th where every card held may follow, else found by one walk that stops there.
 */
export function placeByKinds(d: KindDraw, seat: Seat, hand: readonly number[], rng: Rng): number {
  const r = kindDraw(d, seat, hand.length);
  if (r === -1) return -1;
  keyedDraws.count++;
  const j = rng.int(d.drawn) | 0;
  if (r === EVERY_KIND) return j;
  // One kind: placeAmongKinds' walk with that kind alone allowed.
  if (r >= 0) d.allowed = 1 << r;
  return placeAmongKinds(d, hand, j);
}

/** kindDraw's answer where every card held may follow: the draw is over the whole hand. */
export const EVERY_KIND = -2;

/** kindDraw's answer where several kinds (not all held) may follow: placeAmongKinds finds the i-th of their cards. */
export const SEVERAL_KINDS = -3;

/**
 * Which cards `seat` (holding `handLength` cards) may follow with, from the kinds it holds under `d`'s
 * trick masks, drawing nothing: a kind (0 and up) where one kind may follow; EVERY_KIND where every
 * card held may; SEVERAL_KINDS where several kinds but not all may (their mask kept in d.allowed);
 * -1 where the answer for these kinds held is not known yet or no card may follow. `d.drawn` is then
 * how many cards the draw is over. No rng read here: the caller draws (rng.int(d.drawn)), so the
 * whole-cycle loop keeps its one draw site, and this stays small enough for V8 to inline there.
 */
export function kindDraw(d: KindDraw, seat: Seat, handLength: number): number {
  // The kinds held, kept as bits by the session's plays (hand-counts.ts Counts.held).
  const held = d.held![seat]!;
  let allowed = d.masks![held]!;
  if (allowed < 0) {
    allowed = knownMask(d, held);
    if (allowed < 0) return -1;
  }
  // The allowed kinds held: all of them, one, or several.
  allowed &= held;
  if (allowed === held) {
    // Every card held may follow: the i-th allowed card is the hand's i-th.
    d.drawn = handLength;
    return EVERY_KIND;
  }
  if ((allowed & (allowed - 1)) === 0) {
    // One kind: its count read directly.
    if (allowed === 0) return -1; // no card may follow: the listing raises it
    const one = 31 - Math.clz32(allowed);
    d.drawn = d.counts![seat * d.width + one]!;
    return one;
  }
  return severalKinds(d, seat, allowed);
}

/** kindDraw where several kinds may follow: their mask and their cards' count kept in `d`. */
function severalKinds(d: KindDraw, seat: Seat, allowed: number): number {
  const counts = d.counts!;
  const base = seat * d.width;
  let n = 0;
  for (let i = 0; i < d.width; i++) n += counts[base + i]! & -((allowed >> i) & 1);
  d.allowed = allowed;
  d.drawn = n;
  return SEVERAL_KINDS;
}

/** The place in `hand` of the j-th card (in hand order) of the kinds kindDraw's SEVERAL_KINDS allowed. */
export function placeAmongKinds(d: KindDraw, hand: readonly number[], j: number): number {
  const allowed = d.allowed;
  const kind = d.kind!;
  let at = 0;
  for (; at < hand.length; at++) if (((allowed >> kind[hand[at]!]!) & 1) === 1 && j-- === 0) break;
  if (at === hand.length) throw new Error("drawKeyed: the draw fell outside the plays it counted");
  return at;
}

/** keyedPlaces' answer for the kinds `held` under `d`'s trick code as a mask, kept in the trick's masks; -1 where not asked yet. */
function knownMask(d: KindDraw, held: number): number {
  const answers = d.memo.answers.get(d.code)?.[held];
  if (answers === undefined) return -1;
  let allowed = 0;
  for (let i = 0; i < d.width; i++) if (answers[i] === 1) allowed |= 1 << i;
  d.masks![held] = allowed;
  return allowed;
}

/**
 * The draw's state for the play session live now, or null where it may not draw: no session live for
 * the game, the kinds not checked by keyedPlaces in this session (its own conditions), or the rules'
 * conditions for drawListed not met. Makes the session's counts of the held cards by kind.
 */
function sessionDraw(k: Kernel, kt: KeyedTest, seat: Seat, trick: Trick, hand: readonly number[]): KindDraw | null {
  const env = k.env;
  const memo = kt.memo;
  const rules = k.rules;
  const session = playSession(env);
  if (session < 0 || k.ir.tricks.maxOpen > 1 || rules.asideWhen !== null || rules.followConst !== null) return null;
  // The kinds checked for this session as keyedPlaces checks them, with env set as the rule is asked.
  let checked = false;
  // The code of the session's values of the play (KeyedTest.sessionInputs), -1 where one does not fit or raises.
  let sessionCode = -1;
  beginCards(k, seat);
  try {
    env.lead = trick.lead;
    env.trick = trick;
    env.card = hand[0]!;
    checked = kindsChecked(kt, env);
    if (checked && kt.byLeadKind) sessionCode = playCode(kt, env, kt.sessionInputs);
  } catch {
    sessionCode = -1; // the rules raise it where the general path asks them (codeOf gives -1 then)
  } finally {
    endCards(env);
  }
  if (!checked || memo.session !== session) return null;
  let d = memo.draw;
  if (d === null) {
    d = { memo, kind: null, width: 0, drawn: 0, gen: -1, counts: null, held: null, allowed: 0, trick: -1, trickGen: -1, code: -1, masks: null, byCode: new Map(), sessionCode: -1, kindCodes: new Int32Array(32), kindMasks: new Array<Int32Array | null>(32).fill(null) };
    memo.draw = d;
  }
  const kind = memo.kind!;
  // The lead kinds' codes kept from the sessions before (of this game or another) where the kinds and the
  // session's values are the same: a lead kind's code is a function of its kind's values and those.
  // Else read anew (the round and the rules in force may differ).
  if (d.kind !== kind || sessionCode < 0 || sessionCode !== d.sessionCode) d.kindCodes.fill(-2);
  else keptCodes.count++;
  d.sessionCode = sessionCode;
  if (d.kind !== kind) {
    d.kind = kind;
    d.width = memo.reps.length;
    d.masks = null;
    d.byCode.clear();
  }
  d.gen = -1;
  d.trickGen = -1;
  const made = keyCounts(kind, memo.reps.length, env);
  if (made === null) return null;
  // Without the kinds held as bits (more kinds than bits: keyed-test.ts makes fewer) it does not draw.
  if (made.held === null) return null;
  d.counts = made.counts;
  d.held = made.held;
  d.gen = session;
  return d;
}

/** The code of the trick's values (expr/keyed-test.ts playCode, read as the rule reads them), or -1. */
function codeOf(k: Kernel, kt: KeyedTest, seat: Seat, trick: Trick, hand: readonly number[]): number {
  const env = beginCards(k, seat);
  try {
    env.lead = trick.lead;
    env.trick = trick;
    env.card = hand[0]!;
    return playCode(kt, env);
  } catch {
    return -1; // the rules raise it where the general path asks them
  } finally {
    endCards(env);
  }
}

/** The masks kept for `code` (every entry -1 when new). */
function masksOf(d: KindDraw, code: number, width: number): Int32Array {
  let masks = d.byCode.get(code);
  if (masks === undefined) {
    if (d.byCode.size >= CODES_KEPT) d.byCode.clear();
    masks = new Int32Array(1 << width).fill(-1);
    d.byCode.set(code, masks);
  }
  return masks;
}
