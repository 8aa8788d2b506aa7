// Which targets one hand card may go to now: each open trick (`follow`), a new trick (`open`), and
// aside (`aside`), in that order, the order of tricks/play.ts's enumeration of plays. One evaluator for
// the list of legal plays (collectPlays) and the random play drawn without listing (drawPlayBySuit),
// so both evaluate the same rules on the same cards in the same order: then one rng.int(n) over the
// count gives the play rng.pick(legal) gives, and any error a rule raises is the same error.
//
// beginTargets sets the context for one seat's plays now (the card-independent parts of the rules,
// lifted out by the compiler, computed once per open trick or once for open and aside); cardTargets then
// answers one card for every target. A test that reads the card only through its suit (PerCard.bySuit)
// is answered once per suit and kept in a per-suit memo for the rest of the walk.

import type { Kernel } from "../core/kernel.js";
import { beginCards } from "../core/eval.js";
import type { Env, PerCard, Value } from "../expr/types.js";
import { hoist } from "../expr/folds.js";
import type { CompiledRules } from "../rules/types.js";
import type { Seat } from "../types.js";
import type { Trick } from "../core/trick.js";

/** Target codes in the buffers of collectPlays (tricks/play.ts): a trick id (>= 0), or one of these. */
export const TARGET_NEW = -1;
export const TARGET_ASIDE = -2;

/**
 * The place r of the i-th (from 0) allowed target in a row of target verdicts (`rows` of them from
 * `row`, 2 = allowed, in collectPlays' order: the open tricks, a new trick, the aside), or -1 when the
 * row allows fewer. Every draw of "play i" over such rows picks its target with this.
 */
export function nthAllowed(verdicts: ArrayLike<number>, row: number, rows: number, i: number): number {
  for (let r = 0; r < rows; r++) if (verdicts[row + r] === 2 && i-- === 0) return r;
  return -1;
}

/** The target a play to place r goes to (nthAllowed): the r-th open trick's id, a new trick, or the aside. */
export function targetAt(open: readonly { readonly id: number }[], r: number): number {
  return r < open.length ? open[r]!.id : r === open.length ? TARGET_NEW : TARGET_ASIDE;
}

/** Why a card may not go to a target (OK: it may); the explanation of a refused play reads these too. */
export const OK = 0;
export const NOT_FOLLOW = 1;
export const NOT_OPEN = 2;
export const ALL_OPEN = 3;
export const NO_ASIDE_RULE = 4;
export const NOT_ASIDE = 5;

/** May the card (env.card) join the trick led in env.lead? (`follow`, whole) */
export function followRefusal(rules: CompiledRules, env: Env): number {
  return (rules.followConst ?? rules.follow(env)) ? OK : NOT_FOLLOW;
}

/** May the card (env.card) open a new trick now? (fewer than `open at most` open, and `open`, whole) */
export function openRefusal(k: Kernel, env: Env): number {
  if (k.st.openTricks.length >= k.ir.tricks.maxOpen) return ALL_OPEN;
  return (k.rules.openConst ?? k.rules.open(env)) ? OK : NOT_OPEN;
}

/** May the card (env.card) be set aside? (`aside`, whole) */
export function asideRefusal(rules: CompiledRules, env: Env): number {
  if (!rules.asideWhen) return NO_ASIDE_RULE;
  return rules.asideWhen(env) ? OK : NOT_ASIDE;
}

/**
 * The walk in progress (one at a time: the engine is synchronous and a walk does not nest). The rules
 * in their lifted forms, null where the rule is constant or the compilation has none (the reference
 * compilation: then each rule is evaluated whole per card, as the explanation of a refusal does).
 */
const walk = {
  follow: null as PerCard | null,
  opens: null as PerCard | null,
  aside: null as PerCard | null,
  /** Several open tricks: the lifted parts of `follow` are kept per trick and restored per card. */
  many: false,
  canOpen: false,
  /** Targets per card: the open tricks, new, aside. */
  rows: 0,
  /** Per suit and target (suit * rows + target): 0 not yet answered, 1 no, 2 yes (by-suit tests only). */
  memo: new Uint8Array(64),
  /** Is each lifted rule answered through the memo in this walk? (by suit, and the caller asked for the memo) */
  followMemo: false,
  opensMemo: false,
  asideMemo: false,
};

/** Targets per card in the walk begun last (the open tricks, then new, then aside). */
export function targetRows(): number {
  return walk.rows;
}

/** Do all the rules in force answer per suit (or are constant, or absent), so a card's targets are its suit's? */
export function targetsBySuit(rules: CompiledRules): boolean {
  if (rules.followConst === null && (rules.followLifted === null || !rules.followLifted.bySuit)) return false;
  if (rules.openConst === null && (rules.openLifted === null || !rules.openLifted.bySuit)) return false;
  if (rules.asideWhen !== null && (rules.asideLifted === null || !rules.asideLifted.bySuit)) return false;
  return true;
}

/**
 * Begins a walk over `seat`'s cards: the rules' lifted parts computed, the memo cleared. Call
 * endCards(env) when done. `memo` false: the caller asks each suit once (drawPlayBySuit keeps its own
 * per-suit answers), so the per-suit memo is neither cleared nor kept.
 */
export function beginTargets(k: Kernel, seat: Seat, memo = true): Env {
  const rules = k.rules;
  const open = k.st.openTricks;
  const hand = k.st.hands[seat]!;
  const env = beginCards(k, seat);
  const follow = rules.followConst === null ? rules.followLifted : null;
  const opens = rules.openConst === null ? rules.openLifted : null;
  const aside = rules.asideLifted;
  walk.follow = follow;
  walk.opens = opens;
  walk.aside = aside;
  walk.canOpen = open.length < k.ir.tricks.maxOpen;
  walk.rows = open.length + 2;
  // Restored per card and trick only where the open tricks' lifted values differ (often they do not
  // read the trick at all, as `openTricks = 4` does not); nothing to do where `follow` lifts nothing.
  walk.many = follow !== null && follow.hoisted.length > 0 && liftPerTrick(env, follow, open, open.length > 1);
  env.lead = -1;
  env.trick = null;
  if (opens !== null && opens.hoisted.length > 0 && walk.canOpen && hand.length > 0) hoist(opens.hoisted, env);
  if (aside !== null && aside.hoisted.length > 0 && hand.length > 0) hoist(aside.hoisted, env);
  walk.followMemo = memo && follow !== null && follow.bySuit;
  walk.opensMemo = memo && opens !== null && opens.bySuit;
  walk.asideMemo = memo && aside !== null && aside.bySuit;
  if (memo) {
    const size = k.ir.suits.length * walk.rows;
    if (walk.memo.length < size) walk.memo = new Uint8Array(size * 2);
    // A loop, not fill(): the range is a few entries, and the builtin's call costs more than the stores.
    const m = walk.memo;
    for (let i = 0; i < size; i++) m[i] = 0;
  }
  return env;
}

/** singleTarget's answers: every card has at most one target, found as below; or NO_SINGLE. */
export const NO_SINGLE = 0;
/** The one open trick, by `follow` (no new trick may be opened, nothing set aside): every play of a cycle but its lead. */
export const FOLLOW_ONLY = 1;
/** A new trick, for every card (nothing open, `open` is plain true, nothing set aside): a cycle's lead. */
export const OPEN_EVERY = 2;

/**
 * Whether the walk begun last gives each card at most one target, so a list of plays is a list of
 * cards: FOLLOW_ONLY (then walkFollow() answers a card, as cardTargets would, env.lead and env.trick
 * set to the one open trick by the caller), OPEN_EVERY, or NO_SINGLE (use cardTargets).
 */
export function singleTarget(k: Kernel): number {
  const rules = k.rules;
  if (rules.asideWhen !== null) return NO_SINGLE;
  const open = k.st.openTricks.length;
  if (open === 0) return rules.openConst === true && walk.canOpen ? OPEN_EVERY : NO_SINGLE;
  return open === 1 && !walk.canOpen && walk.follow !== null ? FOLLOW_ONLY : NO_SINGLE;
}

/** The lifted `follow` of the walk begun last (singleTarget FOLLOW_ONLY: not null). */
export function walkFollow(): PerCard {
  return walk.follow!;
}

/**
 * Answers `card` (of `suit`) for every target of the walk, writing 2 (yes) or 1 (no) into
 * out[at + target], and returns how many targets it may go to.
 */
export function cardTargets(k: Kernel, env: Env, card: number, suit: number, out: Uint8Array, at: number): number {
  const rules = k.rules;
  const open = k.st.openTricks;
  const { follow, opens, aside, many, canOpen, rows, memo, followMemo, opensMemo, asideMemo } = walk;
  const row = suit * rows;
  let n = 0;
  env.card = card;
  for (let i = 0; i < open.length; i++) {
    const t = open[i]!;
    env.lead = t.lead;
    env.trick = t;
    let ok: boolean;
    if (follow === null) ok = followRefusal(rules, env) === OK;
    else if (followMemo && memo[row + i] !== 0) ok = memo[row + i] === 2;
    else {
      if (many) restoreLifted(env, follow, i);
      ok = follow.test(env);
      if (followMemo) memo[row + i] = ok ? 2 : 1;
    }
    out[at + i] = ok ? 2 : 1;
    if (ok) n++;
  }
  env.lead = -1;
  env.trick = null;
  const newRow = open.length;
  let ok = false;
  if (canOpen) {
    if (opens === null) ok = openRefusal(k, env) === OK;
    else if (opensMemo && memo[row + newRow] !== 0) ok = memo[row + newRow] === 2;
    else {
      ok = opens.test(env);
      if (opensMemo) memo[row + newRow] = ok ? 2 : 1;
    }
  }
  out[at + newRow] = ok ? 2 : 1;
  if (ok) n++;
  if (aside === null) ok = asideRefusal(rules, env) === OK;
  else if (asideMemo && memo[row + newRow + 1] !== 0) ok = memo[row + newRow + 1] === 2;
  else {
    ok = aside.test(env);
    if (asideMemo) memo[row + newRow + 1] = ok ? 2 : 1;
  }
  out[at + newRow + 1] = ok ? 2 : 1;
  if (ok) n++;
  return n;
}

/** The lifted parts of `follow` per open trick (one set per trick, kept for the card walk when several are open). */
const liftedPerTrick: Value[] = [];

/**
 * Computes `follow`'s lifted parts for each open trick, kept per trick when several are open. True when
 * they must be restored per trick (some value differs between two tricks, by ===); false leaves the
 * last trick's values in place, which are every trick's.
 */
function liftPerTrick(env: Env, follow: PerCard, open: readonly Trick[], many: boolean): boolean {
  const hoisted = follow.hoisted;
  const m = hoisted.length;
  let differ = false;
  for (let i = 0; i < open.length; i++) {
    const t = open[i]!;
    env.lead = t.lead;
    env.trick = t;
    hoist(hoisted, env);
    if (!many) continue;
    for (let j = 0; j < m; j++) {
      const v = env.locals[hoisted[j]!.slot]!;
      liftedPerTrick[i * m + j] = v;
      if (i > 0 && v !== liftedPerTrick[j]) differ = true;
    }
  }
  return differ;
}

function restoreLifted(env: Env, follow: PerCard, i: number): void {
  const hoisted = follow.hoisted;
  for (let j = 0; j < hoisted.length; j++) env.locals[hoisted[j]!.slot] = liftedPerTrick[i * hoisted.length + j]!;
}
