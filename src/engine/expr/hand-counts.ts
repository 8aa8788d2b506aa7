// Per-seat counts of the hand's cards by the value of a card attribute tabled per round, kept up to
// date as cards are played, so that `count(hand where A = X)` (a `follow` that counts the cards of
// the class to follow, or the trumps, before it asks any card) is one lookup per play instead of a
// walk over the hand.
//
// When the counts may be read: only inside the random-play loop off the grid (fast/random-plays.ts
// playRandomOffGrid), which opens a session for its game's evaluation context while it draws a play.
// Between two draws the loop carries out one play, and the counts follow it (handPlayed) only when
// the play's outcome is "play on": then the only change to any hand was the played card leaving its
// seat's hand (flows.ts: only playing changes a hand during trick play; steps during trick play pause
// it with "steps due", and a round's end with "tricks over", both of which end the session's counts).
// The session is paused while the play is carried out, so no rule evaluated during a play (a trick's
// value, the score at the round's end) reads counts that do not yet know the play. The loop opens a
// session only where every mechanic declares this (rules/caps.ts handCounts). Everywhere else, and
// whenever anything does not fit (a value that is not a small whole number or a boolean, an error
// while counting), the count is the compiled fold's own walk, the reference.
//
// The values are the attribute's own per-round table (expr/attr-table.ts), read for every held card
// when a session's counts are made: within a session the rules in force, the round and the deck stay
// (only steps and the deal change them, and either ends the session), so the values do too. An
// attribute that reads the round's progress (tabled per epoch) is never counted here.

import { hoist, type Hoisted } from "./folds.js";
import { tableOf, type TableView } from "./attr-table.js";
import { liveSession } from "./play-session.js";
import { emptyList } from "../lists.js";
import type { Compiled, Env } from "./types.js";

/** Values counted apart: whole numbers 0 .. MAX_KEY - 1 (or booleans as 0 / 1). */
const MAX_KEY = 64;

/** The counts of one attribute for the session they were made in. */
interface Counts {
  /** The session generation they were made in (-1: never). */
  gen: number;
  /** False when some card's value is not countable (then the walk answers). */
  usable: boolean;
  /** The values are booleans (keys 0 and 1), else whole numbers. */
  bools: boolean;
  width: number;
  /** counts[seat * width + key]. */
  counts: Int32Array;
  /** The key of each card held when they were made (and since: a card only leaves a hand): `own`, or a deck's keys. */
  keys: Int8Array;
  /** The keys make writes card by card (never a deck's keys of DECK_KEYS, which other counts share). */
  own: Int8Array;
  /** The round and the number of rule cards in force they were made in. */
  round: number;
  rules: number;
  /**
   * keyCounts' counts only (else null): per seat, a bit per key it holds cards of (held[seat] bit
   * `key` set while counts[seat * width + key] > 0), kept by handPlayed, so a draw from the kinds held
   * (tricks/keyed-draw.ts kindDraw) reads them at once instead of looking at every kind's count.
   */
  held: Int32Array | null;
}

/** The session: the game whose hands the counts follow now (null: none may be read), and its generation (play-session.ts: the attribute tables read it too). */
const session = liveSession;
/** The counts made in this session's generation, which each play updates (emptied in place: `length = 0` dropped its storage at every round). */
const made: Counts[] = [];

/** The counts of each attribute counted (by its compiled closure, one per compiled ruleset). */
const COUNTS = new WeakMap<Compiled, Counts>();

/** How many counts were answered from the session (in this process): tests read it to prove it ran. */
export const handCountReads = { count: 0 };

/** Opens a new session for `env`'s game: counts made before are stale. */
export function openHandCounts(env: Env): void {
  session.gen++;
  emptyList(made);
  session.env = env;
}

/** Pauses the session while a play is carried out (the counts are not read until it resumes). */
export function pauseHandCounts(): void {
  session.env = null;
}

/**
 * After a play whose outcome is "play on": `card` left `seat`'s hand and nothing else changed; the
 * session resumes for `env`.
 */
export function handPlayed(env: Env, seat: number, card: number): void {
  for (let i = 0; i < made.length; i++) {
    const c = made[i]!;
    if (!c.usable) continue;
    const key = c.keys[card]!;
    if (--c.counts[seat * c.width + key]! === 0 && c.held !== null) c.held[seat] = c.held[seat]! & ~(1 << key);
  }
  session.env = env;
}

/** The session resumes for `env` after a pause in which no hand changed (the counts know every play). */
export function resumeHandCounts(env: Env): void {
  session.env = env;
}

/** The session's generation: counts handed out by heldCounts hold while it stays the same. */
export function handCountsGen(): number {
  return session.gen;
}

/** Ends the session (the next one made anew). */
export function closeHandCounts(): void {
  session.env = null;
  session.gen++;
  emptyList(made);
}

/** What heldCounts gives a draw: the count of `key` in seat s's hand is counts[s * width + key]. */
export interface HeldCounts {
  readonly bools: boolean;
  readonly width: number;
  readonly counts: Int32Array;
  /** The key of each held card (booleans as 0 / 1). */
  readonly keys: Int8Array;
  /** keyCounts' only (else null): per seat, a bit per key it holds cards of (Counts.held). */
  readonly held: Int32Array | null;
}

/**
 * The session's counts of `attr` (tabled per round) for `env`'s game, made now if this session has
 * none yet; null where they may not be read (no session for `env`) or cannot hold its values (then
 * the caller asks the rules, which raise what the general path raises). For a random play drawn from
 * them (tricks/match-draw.ts).
 */
export function heldCounts(attr: Compiled, env: Env): HeldCounts | null {
  if (session.env !== env) return null;
  const view = tableOf(attr);
  if (view === undefined) return null;
  const c = countsOf(attr);
  const st = env.st;
  if (c.gen !== session.gen) make(c, attr, view, env);
  return c.usable && c.round === st.round && c.rules === st.activeRules.length ? c : null;
}

/** The counts kept for `attr` (one set per attribute, shared by every count of it and every draw). */
function countsOf(attr: Compiled): Counts {
  let counts = COUNTS.get(attr);
  if (counts === undefined) {
    counts = { gen: -1, usable: false, bools: false, width: 0, counts: new Int32Array(0), keys: new Int8Array(0), own: new Int8Array(0), round: -1, rules: -1, held: null };
    COUNTS.set(attr, counts);
  }
  return counts;
}

/** The counts of each array of keys counted by keyCounts (one set per array: expr/keyed-test.ts's kinds). */
const KEY_COUNTS = new WeakMap<Int8Array, Counts>();
/** The counts keyCounts handed out last (its keys are checked before KEY_COUNTS is asked). */
let lastKeyCounts: Counts | null = null;

/**
 * The session's per-seat counts of the held cards by `keys` (a key 0 .. width - 1 for every card of
 * the deck, which the caller has checked to hold for this whole session: keyed-test.ts's kinds of
 * card), made now from the hands if this session has none yet; null where no session is live for
 * `env`. Every play of the session updates them (handPlayed), as the attributes' counts.
 */
export function keyCounts(keys: Int8Array, width: number, env: Env): HeldCounts | null {
  if (session.env !== env) return null;
  // The last keys' counts first: a batch asks for one ruleset's kinds at every round, and this spares
  // the WeakMap lookup then.
  let c = lastKeyCounts !== null && lastKeyCounts.keys === keys ? lastKeyCounts : KEY_COUNTS.get(keys);
  if (c === undefined) {
    c = { gen: -1, usable: true, bools: false, width, counts: new Int32Array(0), keys, own: keys, round: -1, rules: -1, held: null };
    KEY_COUNTS.set(keys, c);
  }
  lastKeyCounts = c;
  if (c.gen !== session.gen) {
    made.push(c);
    c.gen = session.gen;
    const hands = env.st.hands;
    const size = hands.length * width;
    if (c.counts.length < size) c.counts = new Int32Array(size);
    const counts = c.counts;
    for (let i = 0; i < size; i++) counts[i] = 0; // TypedArray fill is a runtime call
    // The kinds held as bits where a key fits one (keyed-test.ts makes at most KINDS_MAX kinds).
    const bits = width <= 31;
    if (!bits) c.held = null;
    else if (c.held === null || c.held.length < hands.length) c.held = new Int32Array(hands.length);
    for (let s = 0; s < hands.length; s++) {
      const hand = hands[s]!;
      const base = s * width;
      let held = 0;
      for (let i = 0; i < hand.length; i++) {
        const key = keys[hand[i]!]!;
        counts[base + key]!++;
        held |= 1 << key;
      }
      if (bits) c.held![s] = held;
    }
  }
  return c;
}

/** X of `A = X`: a local slot (a lifted part or an outer local) or a constant; or none (`where A`). */
export type CountedValue = { readonly slot: number } | { readonly value: number | boolean } | null;

/**
 * `count(hand where A = X)` or `count(hand where A)` (A boolean), answered from the session's counts
 * of the attribute `attr` where it may be, else by `walk` (the fold compiled as usual). X is read
 * after the predicate's lifted parts `hoisted` are computed. Null when `attr` is not tabled per round.
 */
export function countInHand(attr: Compiled, x: CountedValue, hoisted: readonly Hoisted[], walk: Compiled): Compiled | null {
  const view = tableOf(attr);
  if (view === undefined) return null;
  // One set of counts per attribute, shared by every count of it (a rule may count one class twice).
  const c = countsOf(attr);
  const slot = x !== null && "slot" in x ? x.slot : -1;
  const fixed = x !== null && "value" in x ? x.value : null;
  const bare = x === null;
  return (env) => {
    if (session.env !== env) return walk(env);
    const st = env.st;
    if (c.gen !== session.gen) make(c, attr, view, env);
    // Within a session the round and the rules in force stay (only steps and the deal change them,
    // and either ends the session's counts); checked anyway, so a change reads the walk, not stale counts.
    if (!c.usable || (bare && !c.bools) || c.round !== st.round || c.rules !== st.activeRules.length) return walk(env);
    hoist(hoisted, env);
    handCountReads.count++;
    const v = bare ? true : slot >= 0 ? env.locals[slot] : fixed;
    // `=` is ===: a value of another type, or a number no card holds, matches no card.
    let key: number;
    if (c.bools) key = v === true ? 1 : v === false ? 0 : -1;
    else key = typeof v === "number" && v >= 0 && v < c.width && (v | 0) === v ? v : -1;
    return key < 0 ? 0 : c.counts[env.seat * c.width + key]!;
  };
}

/**
 * The keys of every card of a deck under one array of a per-round table's values (attr-table.ts: an
 * array holds the values of one deck, player count, round and set of rule cards; its entries are only
 * ever filled, never changed), made once every card's value is in it: then making counts reads no
 * value, only each held card's key. Kept per values array, so a table emptied for other values drops it.
 */
interface DeckKeys {
  readonly keys: Int8Array;
  readonly bools: boolean;
  readonly width: number;
}
const DECK_KEYS = new WeakMap<object, DeckKeys | null>();

/** How many counts were made from a deck's keys (in this process): tests read it to prove it ran. */
export const deckKeyCounts = { count: 0 };

/** Counts the attribute over every hand of the session's game; unusable when a value does not fit or raises. */
function make(c: Counts, attr: Compiled, view: TableView, env: Env): void {
  const st = env.st;
  const hands = st.hands;
  if (c.gen !== session.gen) made.push(c);
  c.gen = session.gen;
  c.usable = false;
  const cards = st.rankOf.length;
  // The table checked for this epoch and game (its closure, for a held card), then its deck's keys.
  const deck = hands.length > 0 && hands[0]!.length > 0 ? deckKeys(attr, view, env, hands[0]![0]!, cards) : null;
  let kind = 0; // 1 booleans, 2 whole numbers
  let width = 1;
  if (deck !== null) {
    deckKeyCounts.count++;
    c.keys = deck.keys;
    kind = deck.bools ? 1 : 2;
    width = deck.width;
  } else {
    if (c.own.length < cards) c.own = new Int8Array(cards);
    c.keys = c.own;
    const saved = env.card;
    try {
      for (let s = 0; s < hands.length; s++) {
        const hand = hands[s]!;
        for (let i = 0; i < hand.length; i++) {
          const card = hand[i]!;
          // The first card through the closure (which checks the table for this epoch), the others read
          // in place while the table holds them (as codegen.ts tableRead).
          let v = view.epoch === env.epoch && view.env === env ? view.values[card] : undefined;
          if (v === undefined) {
            env.card = card;
            v = attr(env);
          }
          const key = keyOf(v, kind);
          if (key < 0) return;
          kind = typeof v === "boolean" ? 1 : 2;
          c.own[card] = key;
          if (key >= width) width = key + 1;
        }
      }
    } catch {
      return; // the walk raises it where the general path does
    } finally {
      env.card = saved;
    }
  }
  c.round = st.round;
  c.rules = st.activeRules.length;
  c.bools = kind === 1;
  if (c.bools) width = 2;
  c.width = width;
  if (c.counts.length < hands.length * width) c.counts = new Int32Array(hands.length * width * 2);
  // A loop, not fill (a call into the runtime costing more than the few entries of a round's counts).
  const counts = c.counts;
  const keys = c.keys;
  for (let i = 0, end = hands.length * width; i < end; i++) counts[i] = 0;
  for (let s = 0; s < hands.length; s++) {
    const hand = hands[s]!;
    const base = s * width;
    for (let i = 0; i < hand.length; i++) counts[base + keys[hand[i]!]!]!++;
  }
  c.usable = true;
}

/** A value's key (a boolean 0 / 1, a whole number 0 .. MAX_KEY - 1), or -1 where it is not countable or not of `kind` (0: any). */
function keyOf(v: unknown, kind: number): number {
  if (typeof v === "boolean") return kind === 2 ? -1 : v ? 1 : 0;
  if (typeof v === "number" && Number.isInteger(v) && v >= 0 && v < MAX_KEY) return kind === 1 ? -1 : v;
  return -1;
}

/**
 * The keys of every card of the deck under the table's values now (DECK_KEYS), or null while some
 * card's value is not in the table yet or the values are not countable. `card` (a held card) is read
 * through the closure first, which checks the table for this epoch and game and may empty it.
 */
function deckKeys(attr: Compiled, view: TableView, env: Env, card: number, cards: number): DeckKeys | null {
  const saved = env.card;
  try {
    env.card = card;
    attr(env);
  } catch {
    return null; // the walk raises it where the general path does
  } finally {
    env.card = saved;
  }
  if (view.epoch !== env.epoch || view.env !== env) return null;
  const values = view.values;
  const known = DECK_KEYS.get(values);
  if (known !== undefined) return known;
  if (values.length < cards) return null;
  const keys = new Int8Array(cards);
  let kind = 0;
  let width = 1;
  for (let i = 0; i < cards; i++) {
    const v = values[i];
    if (v === undefined) return null; // not yet: asked again at the next session
    const key = keyOf(v, kind);
    if (key < 0) {
      DECK_KEYS.set(values, null);
      return null;
    }
    kind = typeof v === "boolean" ? 1 : 2;
    keys[i] = key;
    if (key >= width) width = key + 1;
  }
  const made: DeckKeys = { keys, bools: kind === 1, width: kind === 1 ? 2 : width };
  DECK_KEYS.set(values, made);
  return made;
}
