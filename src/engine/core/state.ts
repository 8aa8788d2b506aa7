// A game's mutable state, as registered slices. Every field of the state is one slice, and the slice
// says how the field starts a game, what happens to it at the start of each round, and how a cloned
// game gets its own copy. The State type is derived from the slice tables, so a field cannot exist
// without those three answers: a new list can be neither shared by accident between a search world
// and the real game (clone) nor carried over into the next round (round) because somebody forgot a line.
//
// Two tables: the kernel's own slices (SLICES below), and each mechanic's, declared in its descriptor
// (`slices`, a MechanicSlice each: core/mechanic.ts) and added to the State type by the mechanic's
// module (`interface MechanicState extends SliceValues<typeof slices>`). The assembly list checks that
// the two agree (assembly/mechanics.ts), and the object literals that make and clone a state are
// generated from both (assembly/state-literal.ts, `npm run gen:state`), so this file does not change
// when a mechanic is added.
//
// Slices are of three kinds: "game" (what the rules play on; the differential tests digest these),
// "log" (events, actions, counters: what a game records of itself) and "scratch" (pools and caches
// that only save allocations; a clone starts them afresh).

import type { Action, GameEvent, GameOptions, Phase, Seat } from "../types.js";
import type { RulesetIR } from "../../ir/types.js";
import type { CompiledRules } from "../rules/types.js";
import type { Deck } from "./cards.js";
import { Rng } from "../rng.js";
import type { Trick } from "./trick.js";
import { emptied, emptyList, filled, objectList, objectListOf } from "../lists.js";

/**
 * What a slice's init and round reset may read: the game's ruleset, compiled rules and options, so
 * that a mechanic's slice derives what it needs itself (how many piles, the rule deck...) and this
 * context names no mechanic.
 */
export interface SliceContext {
  readonly players: number;
  readonly deck: Deck;
  readonly seed: number;
  readonly ir: RulesetIR;
  readonly rules: CompiledRules;
  readonly opts: GameOptions;
}

export type SliceKind = "game" | "log" | "scratch";
export interface Slice<T> {
  readonly kind: SliceKind;
  /** The value a new game starts with. */
  readonly init: (c: SliceContext) => T;
  /** At the start of every round: "keep" the value, or "reset" it (RESETS below says how). */
  readonly round: "keep" | "reset";
  /**
   * A cloned game's value: a function making an independent copy, "value" for primitives (copied by
   * assignment), "immutable" for values nothing ever changes after init (shared).
   */
  readonly clone: "value" | "immutable" | ((v: T) => T);
  /**
   * True for a game in which nothing ever changes a value of the slice once made (no step of the kind
   * that writes it is listed, say), its round reset included (renew returns the same value or a new
   * one, never empties one in place): the game's copies then share the value instead of copying it
   * (assembly/state-literal.ts sharedSlices; test/engine/state.test.ts plays games checking that no
   * such value changes). Absent: every copy copies it.
   */
  readonly unwritten?: (c: SliceContext) => boolean;
}

/** Per game: the slices its copies share (Slice.unwritten true), worked out once when the game is made. */
export type SharedSlices = { readonly [K in keyof State]?: boolean };

/**
 * A mechanic's slice (core/mechanic.ts `slices`): a "reset" one is made afresh by `init` at the start
 * of every round, or by its `renew`. `seen` says how a seat learns of it, so that nobody adds state
 * without deciding: "view" through the mechanic's view (its observation fields: the mechanic must have
 * one), "events" only through the mechanic's events (their `seenBy`), never by reading the state.
 */
export type MechanicSlice<T> = Slice<T> & { readonly seen: "view" | "events" } & (
    | { readonly round: "keep"; readonly renew?: never }
    | {
        readonly round: "reset";
        /**
         * A "reset" slice that keeps its storage from round to round (the round loop must not
         * allocate): given last round's value, the round's start value, emptied in place where it can
         * be: whatever the last round left, the same as a new game's first round starts with
         * (test/engine/state.test.ts checks). Without it, `init` makes the value afresh every round.
         * Only a "reset" slice has one (a "keep" slice's would never run: it does not compile).
         */
        readonly renew?: (v: T, c: SliceContext) => T;
      }
  );

/** A mechanic's slice, typed by its value. */
export function mechanicSlice<T>(s: MechanicSlice<T>): MechanicSlice<T> {
  return s;
}

/** The values of a table of slices, as state fields. */
export type SliceValues<S> = { -readonly [K in keyof S]: S[K] extends Slice<infer T> ? T : never };

/**
 * The mechanics' slices, one field each: every mechanic module that declares slices adds them here
 * (`declare module "../core/state.js" { interface MechanicState extends SliceValues<typeof slices> {} }`),
 * and assembly/mechanics.ts refuses to compile when this and the listed descriptors' slices differ.
 */
export interface MechanicState {}

type Kept<T> = Slice<T> & { readonly round: "keep" };
type Reset<T> = Slice<T> & { readonly round: "reset" };

/** A slice that keeps its value from round to round. */
function kept<T>(s: Omit<Slice<T>, "round">): Kept<T> {
  return { ...s, round: "keep" };
}

/** A slice that starts every round afresh, as its RESETS entry (below) says. */
function reset<T>(s: Omit<Slice<T>, "round">): Reset<T> {
  return { ...s, round: "reset" };
}

const copy = <T>(v: readonly T[]): T[] => v.slice();
const copy2 = <T>(v: readonly (readonly T[])[]): T[][] => v.map((x) => x.slice());

/** The kernel's own slices (the mechanics' are in their descriptors). */
export const SLICES = {
  // ── fixed for the whole game ─────────────────────────────────────────────────────────────────
  players: kept<number>({ kind: "game", init: (c) => c.players, clone: "value" }),
  /** Suit indices present in this deck. */
  deckSuits: kept<readonly number[]>({ kind: "game", init: (c) => c.deck.suits, clone: "immutable" }),
  suitOf: kept<Int32Array>({ kind: "game", init: (c) => c.deck.suitOf, clone: "immutable" }),
  rankOf: kept<Int32Array>({ kind: "game", init: (c) => c.deck.rankOf, clone: "immutable" }),
  /** The game's number of rounds (the `rounds` rule, evaluated when the game is created). */
  rounds: kept<number>({ kind: "game", init: () => 1, clone: "value" }),

  // ── the game's progress ──────────────────────────────────────────────────────────────────────
  /** Every source of chance in the game (the deal, a random first dealer). */
  rng: kept<Rng>({ kind: "game", init: (c) => new Rng(c.seed), clone: (r) => r.clone() }),
  round: kept<number>({ kind: "game", init: () => 1, clone: "value" }),
  dealer: kept<Seat>({ kind: "game", init: () => 0, clone: "value" }),
  phase: kept<Phase>({ kind: "game", init: () => "choose", clone: "value" }),
  totals: kept<number[]>({ kind: "game", init: (c) => filled(c.players, 0), clone: copy }),
  /** roundScores[round - 1][seat] for every finished round. */
  roundScores: kept<number[][]>({ kind: "game", init: () => objectList(), clone: (v) => objectListOf(copy2(v)) }),
  /** The seats sharing first place, once the game is over. */
  winners: kept<Seat[] | null>({ kind: "game", init: () => null, clone: (v) => (v ? copy(v) : null) }),
  // ── the round: cards ─────────────────────────────────────────────────────────────────────────
  /** One list per seat from the start (as the round's reset makes them: a new game's first round skips it). */
  hands: reset<number[][]>({ kind: "game", init: (c) => emptied([], c.players), clone: copy2 }),
  leftover: reset<number[]>({ kind: "game", init: () => [], clone: copy }),
  /** Cards out of play this round: the cards of tricks discarded incomplete when trick play ended. */
  discarded: reset<number[]>({ kind: "game", init: () => [], clone: copy }),
  /** The first card of each trick of this round, in the order the tricks were opened (`leadCards`). */
  leads: reset<number[]>({ kind: "game", init: () => [], clone: copy }),
  tricksWon: reset<number[]>({ kind: "game", init: (c) => filled(c.players, 0), clone: copy }),
  /** Tricks played to completion and won this round (the number the next one gets, less 1). */
  playedTricks: reset<number>({ kind: "game", init: () => 0, clone: "value" }),

  // ── the round: the step machine and decisions before and after trick play ────────────────────
  /** Which step list runs now, and where in it. */
  stepList: reset<"before" | "during" | "after">({ kind: "game", init: () => "before", clone: "value" }),
  /** Tricks completed (won) this round. */
  tricksDone: reset<number>({ kind: "game", init: () => 0, clone: "value" }),
  stepIndex: reset<number>({ kind: "game", init: () => 0, clone: "value" }),
  /** Secret commitments of the current step (cards of a choice or values of an order; null = not yet), or null outside a secret step. */
  pending: kept<(number[] | null)[] | null>({
    kind: "game",
    init: () => null,
    clone: (v) => (v ? v.map((p) => (p ? copy(p) : null)) : null),
  }),
  /** The seat deciding in a step taken one seat after another, or -1; and the seat that began it. */
  chooser: kept<Seat>({ kind: "game", init: () => -1, clone: "value" }),
  chooseStart: kept<Seat>({ kind: "game", init: () => -1, clone: "value" }),
  // ── the round: trick play ────────────────────────────────────────────────────────────────────
  openTricks: reset<Trick[]>({
    kind: "game",
    init: () => objectList(),
    clone: (v) => objectListOf(v.map((t) => t.copy())),
  }),
  /** Id the next opened trick gets (ids are stable within a round; they are the targets of play actions). */
  nextTrickId: reset<number>({ kind: "game", init: () => 0, clone: "value" }),
  /** The seat to play. */
  actor: kept<Seat>({ kind: "game", init: () => -1, clone: "value" }),
  /** Direction of play: +1 clockwise (each seat's left neighbour plays next), -1 counter-clockwise (turn.ts). */
  direction: reset<1 | -1>({ kind: "game", init: () => 1, clone: "value" }),
  /** Cycle flow: who led this cycle, who has played in it, and how many seats are still to play. */
  cycleLeader: kept<Seat>({ kind: "game", init: () => -1, clone: "value" }),
  playedInCycle: kept<boolean[]>({ kind: "game", init: (c) => filled(c.players, false), clone: copy }),
  cycleLeft: kept<number>({ kind: "game", init: () => 0, clone: "value" }),
  // ── what the game records of itself (GameOptions.record), and its tally ──────────────────────
  events: kept<GameEvent[]>({ kind: "log", init: () => [], clone: copy }),
  /** Index in events of the current round's roundStart event. */
  roundEventStart: kept<number>({ kind: "log", init: () => 0, clone: "value" }),
  /**
   * Who did what, as two parallel lists: recording a play must not allocate (the hot path of every
   * simulation). The facade pairs them up on demand into actionPairs.
   */
  actionSeats: kept<Seat[]>({ kind: "log", init: () => [], clone: copy }),
  actionObjs: kept<Action[]>({ kind: "log", init: () => objectList(), clone: (v) => objectListOf(v) }),
  actionPairs: kept<{ readonly seat: Seat; readonly action: Action }[]>({ kind: "log", init: () => objectList(), clone: (v) => objectListOf(v) }),
  /** Engine steps so far (the step limit). */
  steps: kept<number>({ kind: "log", init: () => 0, clone: "value" }),
  actionsApplied: kept<number>({ kind: "log", init: () => 0, clone: "value" }),
  roundsBegun: kept<number>({ kind: "log", init: () => 0, clone: "value" }),
  tricksEnded: kept<number>({ kind: "log", init: () => 0, clone: "value" }),
  tricksWonInGame: kept<number[]>({ kind: "log", init: (c) => filled(c.players, 0), clone: copy }),
  // ── scratch: pools and caches (a clone starts them afresh) ───────────────────────────────────
  /** Completed tricks whose objects a new trick reuses (nothing keeps a trick once it is awarded). */
  spareTricks: kept<Trick[]>({ kind: "scratch", init: () => objectList(), clone: () => objectList() }),
  /** The winners of the tricks of one cycle (cycle flow), reused. */
  cycleWinners: kept<Seat[]>({ kind: "scratch", init: () => [], clone: () => [] }),
  /**
   * The list the last legalActions() call returned, and for which seat at which action count: apply()
   * trusts an action that is one of those very objects instead of validating it again.
   */
  legalSeat: kept<Seat>({ kind: "scratch", init: () => -1, clone: () => -1 }),
  legalAt: kept<number>({ kind: "scratch", init: () => -1, clone: () => -1 }),
  legalList: kept<readonly Action[]>({ kind: "scratch", init: () => [], clone: () => [] }),
};

type Slices = typeof SLICES;
/** The state: one field per slice, the kernel's and the mechanics'. Also the EvalState that compiled rules read. */
export type State = SliceValues<Slices> & MechanicState;

/** The kernel's own slices' names. */
export type SliceName = keyof Slices;
export const SLICE_NAMES = Object.keys(SLICES) as readonly SliceName[];
/** The slices whose round is "reset". */
type ResetName = { [K in SliceName]: Slices[K]["round"] extends "keep" ? never : K }[SliceName];

/**
 * How each "reset" slice starts a round: exactly one entry per such slice (a missing one, or one for a
 * slice marked "keep", does not compile). Each writes its own field by name.
 */
const RESETS: { readonly [K in ResetName]: (st: State, c: SliceContext) => void } = {
  // Last round's hand lists are refilled: they keep their storage, so dealing allocates
  // nothing. Nothing outside the state holds them (events, observations and clones take copies).
  hands: (st, c) => void (st.hands = emptied(st.hands, c.players)),
  // Emptied in place like the hands: nothing outside the state holds either (events, views and
  // clones take copies; a preset deal puts a new list in place), and most rounds leave them empty.
  leftover: (st) => emptyList(st.leftover),
  discarded: (st) => emptyList(st.discarded),
  leads: (st) => emptyList(st.leads), // keeps the storage, like the hands
  tricksWon: (st) => {
    for (let s = 0; s < st.tricksWon.length; s++) st.tricksWon[s] = 0;
  },
  playedTricks: (st) => void (st.playedTricks = 0),
  stepList: (st) => {
    st.stepList = "before";
  },
  stepIndex: (st) => {
    st.stepIndex = 0;
  },
  tricksDone: (st) => {
    st.tricksDone = 0;
  },
  // Trick play always ends with no trick open (won, or discarded); a new round starts with none.
  openTricks: (st) => {
    while (st.openTricks.length > 0) st.openTricks.pop();
  },
  nextTrickId: (st) => {
    st.nextTrickId = 0;
  },
  direction: (st) => {
    st.direction = 1;
  },
};
/**
 * Every kernel "reset" slice's round reset (RESETS), each entry called by name; the mechanics' slices
 * are reset by assembly/state.ts. Called by name, each call has one target, which the optimizing
 * compiler inlines: a loop over the table's values was one call site for all of them, and took several
 * times as long per round. An entry left out here is caught by the state test's reset property (a new
 * round starts every reset slice as a new game's first round does).
 */
export function resetKernelSlices(st: State, c: SliceContext): void {
  const r = RESETS;
  r.hands(st, c);
  r.leftover(st, c);
  r.discarded(st, c);
  r.leads(st, c);
  r.tricksWon(st, c);
  r.playedTricks(st, c);
  r.stepList(st, c);
  r.stepIndex(st, c);
  r.tricksDone(st, c);
  r.openTricks(st, c);
  r.nextTrickId(st, c);
  r.direction(st, c);
}

/**
 * The clone function of a slice whose Slice.clone is one, for assembly/state-literal.ts cloneState,
 * which calls each slice's by name; that file names a "value" or "immutable" slice's value itself.
 * A slice whose clone is no function here was generated as one: the file is stale, and the state
 * test says so too (the generated text differs).
 */
export function cloner<T>(slice: Slice<T>): (v: T) => T {
  const how = slice.clone;
  if (typeof how !== "function") throw new Error("internal error: src/engine/assembly/state-literal.ts is stale (npm run gen:state)");
  return how;
}
