// The kernel's table of built-in names, and the registry the expression compiler looks names up in:
// how each is read, and what the compiler may assume about it. A mechanic's built-ins (the names that
// read its state: `tasksLeft`, `turned`, ...) are in its descriptor (core/mechanic.ts `builtins`); the
// assembly list registers them here when it loads (assembly/mechanics.ts), and checks by type that
// every name of the IR's list (BUILTINS_INFO) has exactly one entry, here or in a listed mechanic, so
// a built-in added to the IR without one does not compile. Every entry must say whether it reads the card in question,
// whether it is fixed per deck and whether it is cheap to read, so no fast path can be left on by a
// name nobody thought about (before, four separate name lists decided these, with unsafe defaults).

import type { BuiltinName } from "../../ir/types.js";
import { PROGRESS } from "./attr-table.js";
import { LEAF_LEAD, LEAF_PLAYERS, LEAF_RANK, LEAF_ROUND, LEAF_SUIT } from "./leaf-kinds.js";
import { IrError, type Compiled, type CompileNames, type Env, type TrickCards } from "./types.js";

export interface BuiltinImpl {
  /**
   * Depends on the card in question (a per-card predicate must evaluate it card by card; nothing that
   * reads it may be lifted out of a walk over cards).
   */
  readonly readsCard: boolean;
  /**
   * The same in every game of a deck for a given card and lead (winner tiers over such names are
   * tabled once per deck). "trump rule": as fixed as the ruleset's trump rule is.
   */
  readonly fixedPerDeck: boolean | "trump rule";
  /** Costs no more to read than a local slot: not worth computing ahead of a walk. */
  readonly cheap: boolean;
  /** Leaf kind (leaf-kinds.ts) when it can be read directly without a closure, else null. */
  readonly leaf: number | null;
  compile(names: CompileNames): Compiled;
}

/** The built-ins that read the kernel's own state (or none). */
export const KERNEL_BUILTINS = {
  players: { readsCard: false, fixedPerDeck: true, cheap: true, leaf: LEAF_PLAYERS, compile: () => (env) => env.st.players },
  round: { readsCard: false, fixedPerDeck: false, cheap: true, leaf: LEAF_ROUND, compile: () => (env) => env.st.round },
  rounds: { readsCard: false, fixedPerDeck: false, cheap: true, leaf: null, compile: () => (env) => env.st.rounds },
  suits: { readsCard: false, fixedPerDeck: true, cheap: false, leaf: null, compile: () => (env) => env.st.deckSuits },
  hand: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.hands[env.seat]! },
  tricks: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.tricksWon[env.seat]! },
  total: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.totals[env.seat]! },
  roundScore: {
    readsCard: false,
    fixedPerDeck: false,
    cheap: false,
    leaf: null,
    compile: () => (env) => {
      const rs = env.st.roundScores;
      return rs.length === 0 ? 0 : rs[rs.length - 1]![env.seat]!;
    },
  },
  suit: { readsCard: true, fixedPerDeck: true, cheap: false, leaf: LEAF_SUIT, compile: () => (env) => env.st.suitOf[env.card]! },
  rank: { readsCard: true, fixedPerDeck: true, cheap: false, leaf: LEAF_RANK, compile: () => (env) => env.st.rankOf[env.card]! },
  lead: { readsCard: false, fixedPerDeck: true, cheap: true, leaf: LEAF_LEAD, compile: () => (env) => env.lead },
  trump: {
    readsCard: true,
    fixedPerDeck: "trump rule",
    cheap: false,
    leaf: null,
    compile: (names) => {
      if (!names.trump) throw new IrError("`trump` referenced where no trump rule applies");
      return names.trump;
    },
  },
  // The trick in question (follow, trump, winner): the checker allows these only there, where the
  // engine has set env.trick and the trick holds at least its lead card.
  position: { readsCard: true, fixedPerDeck: false, cheap: false, leaf: null, compile: () => positionInTrick },
  leadCard: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => trickOf(env).cardAt(0) },
  lastCard: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => lastFaceUp },
  trickNumber: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => trickOf(env).id + 1 },
  // The round's progress: each read is counted, so an attribute tabled with the progress in its key
  // keeps its values while nothing it computed read the progress (attr-table.ts PROGRESS).
  leadCards: {
    readsCard: false,
    fixedPerDeck: false,
    cheap: false,
    leaf: null,
    compile: () => (env) => {
      PROGRESS.reads++;
      return env.st.leads;
    },
  },
  openTricks: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.openTricks.length },
  openSuits: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => openSuits },
  playedTricks: {
    readsCard: false,
    fixedPerDeck: false,
    cheap: true,
    leaf: null,
    compile: () => (env) => {
      PROGRESS.reads++;
      return env.st.playedTricks;
    },
  },
  trickPoints: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: (names) => trickPoints(names.trickValue, names.fast === true) },
  // The held trick in question (only `trick value` has one; the checker allows these names nowhere else).
  cards: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.held?.cards ?? NO_CARDS },
  number: { readsCard: false, fixedPerDeck: false, cheap: true, leaf: null, compile: () => (env) => env.held?.number ?? 0 },
  played: { readsCard: false, fixedPerDeck: false, cheap: true, leaf: null, compile: () => (env) => env.held?.played ?? false },
  seat: { readsCard: false, fixedPerDeck: false, cheap: true, leaf: null, compile: () => (env) => env.seat },
} satisfies { readonly [K in BuiltinName]?: BuiltinImpl };

/** The names the kernel's table reads (the others are the listed mechanics'). */
export type KernelBuiltinName = keyof typeof KERNEL_BUILTINS;

/** Every built-in: the kernel's, joined by the listed mechanics' (registerBuiltins). */
const REGISTRY: { [K in BuiltinName]?: BuiltinImpl } = { ...KERNEL_BUILTINS };

/**
 * Adds the listed mechanics' built-ins (called once, by assembly/mechanics.ts as it loads). A name
 * given twice is a bug in the assembly list.
 */
export function registerBuiltins(table: { readonly [K in BuiltinName]?: BuiltinImpl }): void {
  for (const name of Object.keys(table) as BuiltinName[]) {
    if (REGISTRY[name] !== undefined && REGISTRY[name] !== table[name]) throw new Error(`internal error: built-in '${name}' is defined twice`);
    REGISTRY[name] = table[name];
  }
}

/** Every registered built-in, by name (tests compare it with the IR's list). */
export function registeredBuiltins(): { readonly [K in BuiltinName]?: BuiltinImpl } {
  return REGISTRY;
}

/** The trick in question; reading a trick name without one is an engine or front-end bug. */
function trickOf(env: Env): TrickCards {
  const t = env.trick;
  if (t === null || t.size === 0) throw new IrError("a trick name read where no trick with cards is in question");
  return t;
}

/**
 * The most recently played card of the trick that lies face up: a rule reading a face-down card would
 * tell a seat, through what it may play, a card it has not seen (the lead is always face up).
 */
function lastFaceUp(env: Env): number {
  const t = trickOf(env);
  for (let i = t.size - 1; i > 0; i--) if (!t.isDown(i)) return t.cardAt(i);
  return t.cardAt(0);
}

/** The card's place in its trick counting from 1; a card not in it (one that would join) comes next. */
function positionInTrick(env: Env): number {
  const t = trickOf(env);
  for (let i = 0; i < t.size; i++) if (t.cardAt(i) === env.card) return i + 1;
  return t.size + 1;
}

const NO_CARDS: readonly number[] = [];

/**
 * The sum of the trick value over the seat's held tricks; without a trick value every trick is worth
 * 1. Where every trick is worth the same (the value reads none of the trick's names) the fast
 * compilation adds it once per trick without making the tricks into objects (core/held-tricks.ts).
 */
function trickPoints(value: Compiled<number> | undefined, fast: boolean): Compiled<number> {
  if (!value) return (env) => env.st.held.count(env.seat);
  return (env) => {
    const held = env.st.held;
    let sum = 0;
    if (fast && held.sameWorth) {
      for (let n = held.count(env.seat); n > 0; n--) sum += value(env);
      return sum;
    }
    const saved = env.held;
    for (const t of held.of(env.seat)) {
      env.held = t;
      sum += value(env);
    }
    env.held = saved;
    return sum;
  };
}

/** The entry of a built-in name, or undefined for any other name (piles, lets, locals). */
export function builtin(name: string): BuiltinImpl | undefined {
  return Object.hasOwn(REGISTRY, name) ? REGISTRY[name as BuiltinName] : undefined;
}

/** The lead suits of the open tricks, in order: a new list per read (a list value is never changed after it is made), without map's closure. */
function openSuits(env: Env): number[] {
  const open = env.st.openTricks;
  const out: number[] = [];
  for (let i = 0; i < open.length; i++) out.push(open[i]!.lead);
  return out;
}
