// A winner tier's keys kept per (lead card, card) instead of evaluated for every card of every trick.
// A tier qualifies when its `where` and keys read only the card, the trick's lead card and lead suit,
// round constants (the round, the player count, the rule cards in force) and the round's progress (the
// lead cards so far), decided on the IR by attr-table.ts leadCardPure (a whitelist: anything else keeps
// the tier live). Such a tier gives one answer per lead card and card while those values stay, so the
// table is filled lazily, at the moment the live walk would evaluate the entry (the same closures in the
// same environment: the same value, or the same error at the same point), and emptied when any value
// it may have read differs from the ones it was filled under. It belongs to the compiled tier, so every
// game of the ruleset (ISMCTS's sampled worlds) shares it. Once every entry of a lead card's row is
// known, the row is ranked in one byte per card (rankRow): a trick it leads is then judged from 1 byte
// per card instead of the state and packed keys (rankedByLead), until the table is emptied.

import type { Env } from "../expr/types.js";
import { PROGRESS } from "../expr/attr-table.js";
import type { CompiledTier } from "../rules/types.js";
import type { LeadTable } from "../rules/lead-table.js";
import type { Trick } from "../core/trick.js";
import { tierKeys } from "./winner-order.js";

/** Entry states: not yet evaluated / the tier does not take the card / takes it with the kept keys. */
const UNKNOWN = 0;
export const LEAD_SKIP = 1;
export const LEAD_KEYS = 2;

/**
 * The table of `tier` ready for `trick` in `env`'s game (checked and, if stale, emptied), or null when
 * the tier is live or the trick's lead suit is not its lead card's (a trick built with another lead:
 * then the entry would not be the lead card's alone).
 */
export function leadTableFor(tier: CompiledTier, env: Env, trick: Trick, deckSize: number): LeadTable | null {
  const table = tier.leadTable;
  if (table === null || trick.size === 0) return null;
  const st = env.st;
  if (trick.lead !== st.suitOf[trick.cardAt(0)]) return null;
  if (
    table.size !== deckSize ||
    table.rankOf !== st.rankOf ||
    (table.reads.players && table.players !== st.players) ||
    (table.reads.round && (table.round !== st.round || table.rounds !== st.rounds)) ||
    (table.reads.rules && !same(table.rules, st.activeRules)) ||
    (table.readProgress && (table.played !== st.playedTricks || !same(table.leads, st.leads)))
  )
    reset(table, env, deckSize);
  return table;
}

function reset(table: LeadTable, env: Env, deckSize: number): void {
  const st = env.st;
  if (table.size !== deckSize) {
    table.size = deckSize;
    table.state = new Uint8Array(deckSize * deckSize);
    table.keys = new Float64Array(deckSize * deckSize * table.n);
    table.packed = new Float64Array(deckSize * deckSize);
    table.ranks = new Uint8Array(deckSize * deckSize);
    table.known = new Uint16Array(deckSize);
    table.ranked = new Uint8Array(deckSize);
  } else {
    table.state.fill(UNKNOWN);
    table.known.fill(0);
    table.ranked.fill(0);
  }
  table.rankOf = st.rankOf;
  table.players = st.players;
  table.round = st.round;
  table.rounds = st.rounds;
  table.rules = st.activeRules.slice();
  table.readProgress = false;
}

/**
 * The entry of `env.card` in a trick led by `leadCard`: LEAD_SKIP, or LEAD_KEYS with the keys at
 * keys[entry * n]. Evaluated on first use exactly as the live walk does (where, then the keys into
 * `scratch`); a rule that fails leaves the entry unknown and raises its error as the live walk would.
 */
export function leadEntry(table: LeadTable, tier: CompiledTier, env: Env, leadCard: number, scratch: Float64Array): number {
  const at = leadCard * table.size + env.card;
  const s = table.state[at]!;
  if (s !== UNKNOWN) return s;
  const before = PROGRESS.reads;
  let result = LEAD_SKIP;
  if (tier.where(env)) {
    tierKeys(tier, env, scratch);
    const keys = table.keys;
    const from = at * table.n;
    for (let j = 0; j < table.n; j++) keys[from + j] = scratch[j]!;
    table.packed[at] = packKeys(scratch, table.n);
    result = LEAD_KEYS;
  }
  if (PROGRESS.reads !== before && !table.readProgress) {
    // The first entry that read the progress: the table holds for this progress from now on.
    table.readProgress = true;
    table.leads = env.st.leads.slice();
    table.played = env.st.playedTricks;
  }
  table.state[at] = result;
  if (++table.known[leadCard]! === table.size) rankRow(table, leadCard);
  return result;
}

/** Distinct ranks a row may have: one byte, 0 kept for a card the tier does not take. */
export const MAX_RANKS = 255;

/** Scratch for rankRow: the packed keys of a row. */
let rowKeys = new Float64Array(0);

/**
 * Ranks the row of `leadCard` once its every entry is known (table.ranks): nothing is evaluated, the
 * ranks are the packed keys' order, so a trick led by the card is judged by one byte per card. A row
 * with an unpacked entry (NaN) or more than MAX_RANKS distinct keys stays unranked (knownBest and
 * bestByLead judge it).
 */
export function rankRow(table: LeadTable, leadCard: number): void {
  const size = table.size;
  const row = leadCard * size;
  if (rowKeys.length < size) rowKeys = new Float64Array(size);
  let m = 0;
  for (let c = 0; c < size; c++) {
    if (table.state[row + c] !== LEAD_KEYS) continue;
    const p = table.packed[row + c]!;
    if (p !== p) return;
    rowKeys[m++] = p;
  }
  const sorted = rowKeys.subarray(0, m).sort();
  let distinct = 0;
  for (let i = 0; i < m; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
  if (distinct > MAX_RANKS) return;
  for (let c = 0; c < size; c++) {
    const at = row + c;
    table.ranks[at] = table.state[at] === LEAD_KEYS ? 1 + lowerBound(sorted, distinct, table.packed[at]!) : 0;
  }
  table.ranked[leadCard] = 1;
}

/** The place of `v` in the first `n` (ascending, distinct) numbers of `a`. */
function lowerBound(a: Float64Array, n: number, v: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * For a trick whose lead card's row is ranked (table.ranked), the place of its best card as knownBest
 * and bestByLead find it (a larger rank is a larger packed key, equal ranks equal keys; `lastWins`:
 * an equal card played later wins), or -1 where the tier takes none of its cards. Kept apart from
 * tricks/winner.ts rankedBest, which reads a Float64Array: one element type per function keeps both
 * reads monomorphic.
 */
export function rankedByLead(table: LeadTable, trick: Trick, lastWins: boolean): number {
  const ranks = table.ranks;
  const row = trick.cardAt(0) * table.size;
  let best = -1;
  let bestRank = 0;
  for (let i = 0; i < trick.size; i++) {
    const r = ranks[row + trick.cardAt(i)]!;
    if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
      best = i;
      bestRank = r;
    }
  }
  return best;
}

/** Keys packed at most (PACK_RADIX ** n stays below 2 ** 53). */
const PACK_KEYS = 5;
/** Whole keys within ±PACK_BOUND are packed, in base PACK_RADIX. */
const PACK_BOUND = 511;
const PACK_RADIX = 2 * PACK_BOUND + 1;

/**
 * The n keys as one number whose order is their order (winner-order.ts compareKeys: the first key
 * that differs decides), or NaN where they cannot be packed so: more than PACK_KEYS, or a key that is
 * not a whole number within ±PACK_BOUND (infinities neither: compareKeys finds two equal infinities
 * neither better nor equal, which no number can say). Each key is a digit, v + PACK_BOUND, the first
 * the most significant: two packed entries compare as their keys do, and are equal exactly when every
 * key is (0 and -0 alike, as compareKeys counts them).
 */
export function packKeys(keys: Float64Array, n: number): number {
  if (n > PACK_KEYS) return NaN;
  let packed = 0;
  for (let j = 0; j < n; j++) {
    const v = keys[j]!;
    if (!Number.isInteger(v) || v < -PACK_BOUND || v > PACK_BOUND) return NaN;
    packed = packed * PACK_RADIX + (v + PACK_BOUND);
  }
  return packed;
}

/**
 * The place in `trick` of its best card under `tier`, kept per lead card in `table` (leadTableFor's),
 * or -1 when the tier takes none of its cards: tricks/winner.ts bestCard's walk for such a tier, each
 * entry read (or filled, by leadEntry) in play order, the keys compared where the table keeps them
 * (winner-order.ts compareKeys' order: the first key that differs decides, NaN included), without
 * copying them per card. `lastWins`: an equal card played later wins.
 */
export function bestByLead(table: LeadTable, tier: CompiledTier, env: Env, trick: Trick, lastWins: boolean, scratch: Float64Array): number {
  const leadCard = trick.cardAt(0);
  if (table.ranked[leadCard] === 1) return rankedByLead(table, trick, lastWins);
  const n = table.n;
  const row = leadCard * table.size;
  let best = -1;
  let bestFrom = 0;
  let bestPacked = NaN;
  for (let i = 0; i < trick.size; i++) {
    const card = trick.cardAt(i);
    env.card = card;
    env.seat = trick.seatAt(i);
    if (leadEntry(table, tier, env, leadCard, scratch) === LEAD_SKIP) continue;
    // Read after leadEntry: only leadTableFor's reset replaces the arrays.
    const from = (row + card) * n;
    const p = table.packed[row + card]!;
    if (best !== -1) {
      let d = p - bestPacked;
      // Either not packed (NaN): the keys one by one.
      if (d !== d) {
        const keys = table.keys;
        d = 0;
        for (let j = 0; j < n; j++) {
          d = keys[from + j]! - keys[bestFrom + j]!;
          if (d !== 0) break;
        }
      }
      if (!(d > 0 || (lastWins && d === 0))) continue;
    }
    best = i;
    bestFrom = from;
    bestPacked = p;
  }
  return best;
}

/** knownBest's answer where some card of the trick has no packed entry yet (then judge it by bestByLead). */
export const NOT_KNOWN = -2;

/**
 * bestByLead's answer read from the entries alone, for a trick whose every card has its entry and
 * each entry with keys a packed number: the place of the best card, -1 where the tier takes none;
 * NOT_KNOWN where an entry is unknown or unpacked (nothing is evaluated or filled here). The same
 * order as bestByLead's (packed entries compare as their keys do).
 */
export function knownBest(table: LeadTable, trick: Trick, lastWins: boolean): number {
  const row = trick.cardAt(0) * table.size;
  const state = table.state;
  const packed = table.packed;
  let best = -1;
  let bestPacked = 0;
  for (let i = 0; i < trick.size; i++) {
    const at = row + trick.cardAt(i);
    const s = state[at]!;
    if (s === LEAD_SKIP) continue;
    const p = packed[at]!;
    if (s !== LEAD_KEYS || p !== p) return NOT_KNOWN;
    if (best === -1 || p > bestPacked || (lastWins && p === bestPacked)) {
      best = i;
      bestPacked = p;
    }
  }
  return best;
}

function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
