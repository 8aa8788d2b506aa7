// A random play following the one open trick where `follow` is a MatchRule (expr/types.ts: `A = X or
// count(hand where A = X) = 0`: "follow the class led if you can"), drawn from the hand
// counts by A (expr/hand-counts.ts) without asking `follow` card by card: X once, the seat's count of
// A = X, then one draw. For every play of a cycle but its lead where each card's one target is the open
// trick (play-targets.ts singleTarget FOLLOW_ONLY), inside the random-play loop's hand-counts session.
//
// The same count, draw and play as listing them (play.ts collectPlays, or drawPlayBySuit's drawSingle):
// when the hand holds no card whose A is X, every card is legal and the i-th legal play is the hand's
// i-th card; else the legal cards are those whose A is X (`=` is ===: the counts hold A's value, X must
// be that very value), as many as the count, and the i-th is found by one walk over the held cards'
// keys. A's values for the held cards were read when the counts were made (each card once, as the
// walk would read them; an error there leaves the counts unusable). Where X raises an error, or the
// counts may not answer, nothing is drawn and the caller asks the rules as before.

import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { heldCounts, type HeldCounts } from "../expr/hand-counts.js";
import type { Trick } from "../core/trick.js";
import { hoist } from "../expr/folds.js";
import { keyedPlaces } from "../expr/keyed-test.js";
import { drawKeyed } from "./keyed-draw.js";
import type { Rng } from "../rng.js";
import type { Seat } from "../types.js";

/** How many plays drawMatching has drawn (in this process): tests read it to prove it ran. */
export const matchDraws = { count: 0 };

/**
 * The random play of `seat` where `follow` is a MatchRule and the one open trick is each card's only
 * target: writes [card, target code, the card's place in the hand] into `out` and returns how many
 * plays it drew among; -1 when it does not apply (nothing drawn: the caller draws as before).
 */
export function drawMatching(k: Kernel, seat: Seat, rng: Rng, out: Int32Array): number {
  const rules = k.rules;
  const st = k.st;
  const open = st.openTricks;
  // play-targets.ts singleTarget's FOLLOW_ONLY, read from the rules and the table.
  if (open.length !== 1 || !matchApplies(k)) return -1;
  const hand = st.hands[seat]!;
  if (hand.length === 0) return -1;
  const trick = open[0]!;
  const env = beginCards(k, seat);
  let held;
  try {
    held = heldCounts(rules.followLifted!.matching!.attr, env);
  } catch {
    return -1;
  } finally {
    endCards(env);
  }
  if (held === null) return -1;
  const key = matchKey(k, seat, trick, held);
  if (key === NO_MATCH_KEY) return -1;
  return drawByKey(held, key, hand, seat, rng, trick.id, out);
}

/**
 * Whether a play following a lone open trick may be drawn from the hand counts under `k`'s rules:
 * `follow` is a MatchRule, nothing is set aside and at most one trick is open at a time (drawMatching's
 * conditions apart from the table's and the hand's).
 */
export function matchApplies(k: Kernel): boolean {
  const rules = k.rules;
  return rules.asideWhen === null && rules.followConst === null && k.ir.tricks.maxOpen <= 1 && rules.followLifted !== null && rules.followLifted.matching !== null;
}

/** matchKey's answer where X raised an error (nothing may be drawn: the caller asks the rules). */
export const NO_MATCH_KEY = -2;

/**
 * The key of X (`follow`'s MatchRule) in `held` for `seat` following `trick`: a key of the counts, -1
 * where no card's A can be X (every card may follow), or NO_MATCH_KEY where X raises an error. X is
 * read as the rule reads it for the hand's first card (it reads no card in question).
 */
export function matchKey(k: Kernel, seat: Seat, trick: Trick, held: HeldCounts): number {
  const hand = k.st.hands[seat]!;
  const env = beginCards(k, seat);
  let x;
  try {
    env.lead = trick.lead;
    env.trick = trick;
    env.card = hand.length > 0 ? hand[0]! : -1;
    x = k.rules.followLifted!.matching!.value(env);
  } catch {
    return NO_MATCH_KEY; // raised by the rules where the general path asks them
  } finally {
    endCards(env);
  }
  if (held.bools) return x === true ? 1 : x === false ? 0 : -1;
  return typeof x === "number" && x >= 0 && x < held.width && (x | 0) === x ? x : -1;
}

/**
 * The draw of drawMatching once X's key is known (key -1: no card's A is X): writes [card, trick,
 * place in the hand] into `out` and returns how many plays it drew among.
 */
export function drawByKey(held: HeldCounts, key: number, hand: readonly number[], seat: Seat, rng: Rng, trick: number, out: Int32Array): number {
  const at = placeByKey(held, key, hand, seat, rng);
  out[0] = hand[at]!;
  out[1] = trick;
  out[2] = at;
  return key < 0 ? hand.length : held.counts[seat * held.width + key]! || hand.length;
}

/**
 * drawByKey's draw: the place in the hand of the card drawn. The whole-cycle loop (fast/rule-cycles.ts)
 * writes the same draw out in its own body, to keep one rng.int call site within V8's inlining budget,
 * and finds the same card from the hand's end while it takes it out.
 */
function placeByKey(held: HeldCounts, key: number, hand: readonly number[], seat: Seat, rng: Rng): number {
  const have = key < 0 ? 0 : held.counts[seat * held.width + key]!;
  matchDraws.count++;
  if (have === 0) return rng.int(hand.length) | 0;
  let i = rng.int(have) | 0;
  const keys = held.keys;
  for (let h = 0; h < hand.length; h++) if (keys[hand[h]!] === key && i-- === 0) return h;
  throw new Error("drawMatching: the draw fell outside the plays it counted");
}

/** How many plays drawListed has drawn (in this process): tests read it to prove it ran. */
export const listedDraws = { count: 0 };

/**
 * The random play of `seat` following the one open trick where `follow` is a per-card rule of any other
 * shape (where drawMatching does not apply): collectPlays' FOLLOW_ONLY listing (play-targets.ts
 * beginTargets, then tricks/play.ts followOnly) without its walk's bookkeeping: `follow`'s lifted parts
 * computed once for the trick, its test asked for every hand card in hand order, one draw over the
 * cards it allows. The same count, draw and play as collectPlays and rng.int over its list, for the
 * same conditions (drawMatching's head). Writes [card, target code, place in the hand] into `out` and
 * returns the count; -1 (nothing drawn) where it does not apply, where no card may follow, or where a
 * rule raises an error (then the caller lists the plays, which raises it as the general path does).
 */
export function drawListed(k: Kernel, seat: Seat, rng: Rng, out: Int32Array, places: Int32Array): number {
  const rules = k.rules;
  // Drawn from the kinds held where the trick's values and the answers are known (tricks/keyed-draw.ts,
  // which checks these conditions once per play session).
  const keyed = rules.followLifted === null ? null : rules.followLifted.keyed;
  if (keyed !== null && keyed.perTrick) {
    const drawn = drawKeyed(k, keyed, seat, rng, out);
    if (drawn >= 0) {
      listedDraws.count++;
      return drawn;
    }
  }
  const st = k.st;
  const open = st.openTricks;
  if (open.length !== 1 || open.length < k.ir.tricks.maxOpen || rules.asideWhen !== null || rules.followConst !== null) return -1;
  const follow = rules.followLifted;
  const hand = st.hands[seat]!;
  if (follow === null || hand.length === 0) return -1;
  const trick = open[0]!;
  const env = beginCards(k, seat);
  let n = 0;
  try {
    env.lead = trick.lead;
    env.trick = trick;
    // The answers kept per kind of card, kinds held and the trick's values where the rule depends on
    // nothing else (expr/keyed-test.ts), else the lifted parts and the test card by card; the same cards.
    n = follow.keyed === null ? -1 : keyedPlaces(follow.keyed, follow.hoisted, follow.test, env, hand, places);
    if (n < 0) {
      n = 0;
      hoist(follow.hoisted, env);
      const test = follow.test;
      for (let h = 0; h < hand.length; h++) {
        env.card = hand[h]!;
        if (test(env)) places[n++] = h;
      }
    }
  } catch {
    return -1; // raised by the rules where the general path asks them
  } finally {
    endCards(env);
  }
  if (n === 0) return -1;
  listedDraws.count++;
  const at = places[rng.int(n) | 0]!;
  out[0] = hand[at]!;
  out[1] = trick.id;
  out[2] = at;
  return n;
}
