// The types every part of the expression compiler shares: values, the state expressions read, the
// evaluation context, compiled closures, and the two errors compilation and evaluation can raise.

import type { Expr } from "../../ir/types.js";
import { zeros } from "../lists.js";
import type { RuleRef } from "../../ir/rule-ref.js";

export type Value = number | boolean | readonly number[];

/** The read-only view of the game that expressions may consult. */
export interface EvalState {
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  /** The seat dealing this round (`NAME of dealer`). */
  readonly dealer: number;
  /** Suit indices present in this deck. */
  readonly deckSuits: readonly number[];
  readonly suitOf: ArrayLike<number>;
  readonly rankOf: ArrayLike<number>;
  readonly hands: readonly (readonly number[])[];
  /** piles[pileIndex][seat] */
  readonly piles: readonly (readonly (readonly number[])[])[];
  readonly tricksWon: readonly number[];
  readonly totals: readonly number[];
  /** roundScores[roundIndex][seat] for finished rounds. */
  readonly roundScores: readonly (readonly number[])[];
  /** The numbers of the rule cards in force this round, ascending (rulecards/). */
  readonly activeRules: readonly number[];
  readonly openTricks: readonly { readonly lead: number }[];
  /** The first card of each trick of this round, in order. */
  readonly leads: readonly number[];
  /** calls[callIndex][seat]: the seat's call this round, or null before it is made (read as 0). */
  readonly calls: { readonly values: readonly (readonly (number | null)[])[] };
  /** orders[orderIndex][seat]: the seat's arranged values this round (empty before it arranged them). */
  readonly orders: readonly (readonly (readonly number[])[])[];
  /** The tricks each seat holds, kept apart (tricks/held.ts, core/held-tricks.ts). */
  readonly held: HeldTricksView;
  /** The round's auction (steps/auction.ts): the named value as a list (empty: none) and its seat (-1: none). */
  readonly auction: { readonly value: readonly number[]; readonly declarer: number };
  /** Tricks played to completion and won so far this round. */
  readonly playedTricks: number;
  /** The round's secret values (steps/secrets.ts), null before they are drawn. */
  readonly secrets: { readonly values: readonly (readonly number[])[] } | null;
  /** Hidden partnerships (scoring/hidden-teams.ts): each seat's team this round (the `partner` hop reads it); null without them or before the deal. */
  readonly hiddenTeams: { readonly team: readonly number[] } | null;
}

/** The held tricks as expressions read them: a seat's count, its tricks, and whether they are all worth the same. */
export interface HeldTricksView {
  count(seat: number): number;
  of(seat: number): readonly HeldTrickView[];
  /** The trick value reads none of the trick's names (`trickPoints` may count the tricks). */
  readonly sameWorth: boolean;
}

/** What a trick value reads of one held trick. */
export interface HeldTrickView {
  readonly cards: readonly number[];
  readonly number: number;
  readonly played: boolean;
}

/** The cards of a trick in play order, as rules read them. */
export interface TrickCards {
  /** The trick's number in the round, counting from 0. */
  readonly id: number;
  readonly size: number;
  cardAt(i: number): number;
  /** Does the i-th card lie face down (only its player has seen it)? */
  isDown(i: number): boolean;
}

/** Mutable evaluation context, reused across calls to avoid allocation in the play loop. */
export interface Env {
  st: EvalState;
  /** The seat whose point of view applies (score, lets), or the acting seat (trick slots). */
  seat: number;
  /** The card in question, or -1. */
  card: number;
  /** Lead suit of the trick in question, or -1. */
  lead: number;
  /** The trick in question (the one the card is in or would join), or null. Set with `lead`. */
  trick: TrickCards | null;
  /** The held trick in question (`trick value`), or null. */
  held: HeldTrickView | null;
  readonly locals: Value[];
  /**
   * Bumped by every entry point that evaluates rules (the engine's evalGlobal/evalSeat, legality,
   * trick winners), always to a new number (nextEpoch, never `epoch++`: the lets' lists are shared).
   * Between two bumps the state does not change, so a top-level let's value per seat can be reused:
   * `letEpoch[i] === epoch` means `letValue[i]` is current, where i is `let * letStride + seat`.
   */
  epoch: number;
  /** Per top-level let and seat, flat (two lists per game, shared by its copies: an Env is made for every game, world and copy). */
  readonly letEpoch: number[];
  readonly letValue: Value[];
  /** The seats per let in letEpoch and letValue (the players). */
  readonly letStride: number;
}

/**
 * The last epoch handed out (nextEpoch), for every Env of this thread: no two bumps anywhere give the
 * same number, so an Env's memoised lets may live in lists it shares with the copies of its game.
 */
let lastEpoch = 0;

/**
 * A new epoch for an Env's bump (core/eval.ts): never given before to any Env. A let's entry in the
 * shared lists (newEnv's `from`) is current for an Env only if that Env wrote it since its last bump:
 * no other Env can have held the epoch the entry carries.
 */
export function nextEpoch(): number {
  return ++lastEpoch;
}

/**
 * A fresh Env for a game state; `from`, the Env of the game it copies (same rules and seats), to
 * share its memoised lets' lists with (their epochs are distinct: nextEpoch).
 */
export function newEnv(st: EvalState, slotCount: number, letCount: number, from?: Env): Env {
  // One Env per game, and per world and copy the search bots make: its own slots (lists.ts zeros),
  // the lets' lists shared with the game it copies. Two lists per let, grown by pushes, made a
  // ruleset of 16 lets and 61 slots allocate 33 lists per Env (the greedy bot's largest allocation
  // on it); the lets' two lists per copy were still a fifth of a copy of that ruleset's game.
  const players = st.players;
  const shared = from !== undefined && from.letStride === players && from.letEpoch.length === letCount * players;
  const letEpoch = shared ? from.letEpoch : zeros(letCount * players);
  const letValue = shared ? from.letValue : zeros(letCount * players);
  return { st, seat: 0, card: -1, lead: -1, trick: null, held: null, locals: zeros(slotCount), epoch: nextEpoch(), letEpoch, letValue, letStride: players };
}

/** Wraps a top-level let (seat context) so it is computed once per seat between two epoch bumps. */
export function memoLet(index: number, raw: Compiled): Compiled {
  return (env) => {
    const seat = env.seat;
    const stride = env.letStride;
    // A seat off the table (none is asked today) would read another let's entry: computed, not kept.
    if (seat >>> 0 >= stride) return raw(env);
    const at = index * stride + seat;
    if (env.letEpoch[at] === env.epoch) return env.letValue[at]!;
    const v = raw(env);
    env.letEpoch[at] = env.epoch;
    env.letValue[at] = v;
    return v;
  };
}

export type Compiled<T extends Value = Value> = (env: Env) => T;

export interface ExprCompiler {
  /** `rule` names the ruleset slot the expression belongs to, for run-time errors. */
  compile(e: Expr, rule?: RuleRef): Compiled;
  /**
   * A per-card rule (follow, open, aside) with its card-independent parts lifted out: `hoisted` are
   * computed once (expr/folds.ts hoist) for a run of cards under one context, then `test` per card.
   */
  compilePerCard(e: Expr, rule?: RuleRef): PerCard;
}

/** A per-card rule split into what to compute once per context and the per-card test. */
export interface PerCard {
  readonly test: Compiled<boolean>;
  readonly hoisted: readonly { readonly slot: number; readonly value: Compiled }[];
  /** Does `test` read the card only through its suit (the same answer for every card of a suit)? */
  readonly bySuit: boolean;
  /**
   * Does the rule read nothing but the card's suit, the trick's lead and the open tricks' number and
   * leads, and never fail (walk.ts readsOnlyLeads)? Then its answers may be tabled per suit and
   * sequence of open leads (tricks/play.ts). Implies bySuit.
   */
  readonly byLeads: boolean;
  /** The rule is `A = X or count(hand where A = X) = 0` (MatchRule), or null. */
  readonly matching: MatchRule | null;
  /** `test` reads the card only through attributes tabled per round: answered per kind of card (keyed-test.ts), or null. */
  readonly keyed: KeyedTest | null;
}

/**
 * A per-card rule of the shape `A = X or count(hand where A = X) = 0` (either side of each `=`): a
 * card whose A is X, or any card where the hand holds none. A is a card attribute tabled per card and
 * round, X a card attribute that reads no card in question (`followClass: class of leadCard`) or a
 * constant, the same on both sides. Then the cards it allows are read from the hand counts by A
 * (tricks/match-draw.ts) without asking the rule card by card.
 */
export interface MatchRule {
  readonly attr: Compiled;
  readonly value: Compiled;
  /**
   * X is a constant or an attribute in CompileNames.trickConstAttrs: the same value for every seat
   * that follows one trick (fast/rule-cycles.ts reads it once per trick).
   */
  readonly perTrick: boolean;
}

/**
 * A per-card rule whose answers depend on the card's kind, the kinds held and the play's values
 * (expr/keyed-test.ts keyedShape, which says when; keyedPlaces answers from it).
 */
export interface KeyedTest {
  /** The attributes that make a card's kind (each tabled per round), and their tables (attr-table.ts TableView). */
  readonly attrs: readonly Compiled[];
  readonly views: readonly { readonly env: Env | null; readonly epoch: number; readonly values: readonly (Value | undefined)[] }[];
  /** The values the rule reads that are the same for every card in question at a play (card-free attributes, `active(n)`). */
  readonly inputs: readonly Compiled[];
  /**
   * Every one of `inputs` is the same for all the followers of one trick (an attribute of
   * CompileNames.trickConstAttrs, or `active(n)`): tricks/keyed-draw.ts reads them once per trick.
   */
  readonly perTrick: boolean;
  /**
   * Every one of `inputs` is an attribute declared `A of leadCard` with A one of `attrs`, a card-free
   * attribute tabled per card and round (a value of the round constants), or `active(n)`: within a
   * play session the lead card's kind fixes them (tricks/keyed-draw.ts reads them once per kind of
   * lead card and session).
   */
  readonly byLeadKind: boolean;
  /**
   * Where byLeadKind, the inputs the lead card's kind does not fix (`active(n)`, a card-free value of
   * the round): the codes read per kind of lead card hold while these and the kinds stay the same.
   */
  readonly sessionInputs: readonly Compiled[];
  /** The kinds of the deck and the answers per key, made at run time. */
  readonly memo: KindMemo;
}

/** The kinds made from one set of value arrays, and the rule's answers per key (expr/keyed-test.ts). */
export interface KindMemo {
  /** The tables' value arrays the kinds were made from (null: none yet). */
  arrays: (readonly unknown[])[] | null;
  /** The kind of every card of the deck, or null where the values do not fit. */
  kind: Int8Array | null;
  /** A card of each kind. */
  reps: number[];
  /**
   * The answer per kind (1 allowed, 0 not), by the code of the play's values and then by the kinds
   * held (a bit per kind: an index into 2^kinds entries); the last code's entries kept apart.
   */
  answers: Map<number, (Uint8Array | undefined)[]>;
  lastCode: number;
  last: (Uint8Array | undefined)[] | null;
  /**
   * The play session (expr/play-session.ts) in which the tables were last checked against the kinds
   * (-1: none), its game, round and number of rule cards in force (as attr-table.ts takes a table as
   * checked within a session).
   */
  session: number;
  sessionEnv: Env | null;
  sessionRound: number;
  sessionRules: number;
  /** Kept between plays by tricks/keyed-draw.ts (null: nothing yet). */
  draw: KindDraw | null;
}

/** The kinds' counts, a trick's code and the allowed kinds per kinds held (tricks/keyed-draw.ts). */
export interface KindDraw {
  /** The memo it belongs to (KindMemo.draw). */
  readonly memo: KindMemo;
  /** The kinds (KindMemo.kind) the masks and counts were made for, and how many kinds they are. */
  kind: Int8Array | null;
  width: number;
  /** How many plays the last draw drew among (tricks/keyed-draw.ts kindDraw). */
  drawn: number;
  /** The session (play-session.ts generation) the counts were asked in, and their array (counts[seat * kinds + kind]). */
  gen: number;
  counts: Int32Array | null;
  /** The counts' kinds held as bits per seat (expr/hand-counts.ts Counts.held), set with `counts`. */
  held: Int32Array | null;
  /** The kinds the last draw's SEVERAL_KINDS allowed, as bits (tricks/keyed-draw.ts kindDraw). */
  allowed: number;
  /** The trick (its id, and the session it was read in) whose code of values is `code` (-1: they do not fit). */
  trick: number;
  trickGen: number;
  code: number;
  /** The allowed kinds (a bit each) by kinds held (-1: not known yet) for `code`, and those of other codes. */
  masks: Int32Array | null;
  readonly byCode: Map<number, Int32Array>;
  /**
   * Where KeyedTest.byLeadKind: per kind of lead card, the code read (-2: not yet, -1: does not fit) and
   * its masks, kept from session to session while the kinds and the session inputs' code, `sessionCode`
   * (-1: none, or a value that does not fit), stay the same.
   */
  sessionCode: number;
  readonly kindCodes: Int32Array;
  readonly kindMasks: (Int32Array | null)[];
}

/** Shared by every compiler of one ruleset, so no two bindings ever use the same local slot. */
export interface SlotCounter {
  n: number;
}

export interface CompileNames {
  /** Pile name -> index into EvalState.piles. */
  readonly piles: ReadonlyMap<string, number>;
  /** Already compiled card attributes (card context), by name. */
  readonly attrs?: ReadonlyMap<string, Compiled>;
  /** Already compiled top-level lets (seat context). */
  readonly lets: ReadonlyMap<string, Compiled>;
  /** Call name -> index into EvalState.calls. */
  readonly calls?: ReadonlyMap<string, number>;
  /** Secret name -> index into EvalState.secrets (RulesetIR.secrets). */
  readonly secrets?: ReadonlyMap<string, number>;
  /** The name of the ruleset's auction (an `auction` step), read as EvalState.auction.value. */
  readonly auction?: string;
  /** Order name -> index into EvalState.orders. */
  readonly orders: ReadonlyMap<string, number>;
  /** The expressions of the top-level lets (to see through `let all = won + kept` in folds). */
  readonly letExprs?: ReadonlyMap<string, Expr>;
  /** The expressions of the card attributes (to see whether reading one can fail: walk.ts worthLifting). */
  readonly attrExprs?: ReadonlyMap<string, Expr>;
  /** The compiled `trump` slot, if `trump` may be referenced. */
  readonly trump?: Compiled<boolean>;
  /** The compiled `trick value` (held-trick context), if the ruleset declares one: `trickPoints` sums it. */
  readonly trickValue?: Compiled<number>;
  /**
   * The largest |suit index| or |rank| of any card in the ruleset's decks. At most KEY_LIMIT, folds
   * test their cards by int32 arithmetic (rangeWalk); unknown, they keep the branching loop.
   */
  readonly keyBound?: number;
  /**
   * Card attributes whose value does not depend on the card in question (`followClass: class of
   * leadCard`): a per-card rule may compute them once ahead of its walk over cards.
   */
  readonly cardFreeAttrs?: ReadonlySet<string>;
  /**
   * Card-free attributes that read besides the round constants only the trick's lead card and suit
   * and the lead cards so far (attr-table.ts leadCardPure): one value for every seat and card in
   * question while a trick's followers play (its lead is down; nothing they read changes until it ends).
   */
  readonly trickConstAttrs?: ReadonlySet<string>;
  /**
   * Card attributes that read the card in question only through its suit (walk.ts attrReadsOnlySuit),
   * card-free ones aside: a per-card test reading the card only through these and `suit` is answered
   * once per suit (PerCard.bySuit, and folds over a hand).
   */
  readonly suitOnlyAttrs?: ReadonlySet<string>;
  /** How many teams the ruleset declares (RulesetIR.teams), or 0: `team` and the `partner` hop need them. */
  readonly teams?: number;
  /** The teams are hidden partnerships, decided by the deal (RulesetIR.teams.holder): read from the state. */
  readonly hiddenTeams?: boolean;
  /**
   * The fast compilation (not the reference one, assembly/compile.ts withReferenceRules): forms that
   * build no list where the reference builds one (`x in openSuits` as a walk over the open tricks).
   */
  readonly fast?: boolean;
  /** With `fast`: write operator regions as generated code (expr/codegen.ts); false keeps closures (A/B, tests). */
  readonly generate?: boolean;
}

/** Suits and ranks within ±KEY_LIMIT keep every difference rangeWalk forms inside int32. */
export const KEY_LIMIT = 2 ** 29;

/** Thrown only when the IR contradicts itself (an engine or front-end bug), never for user input. */
export class IrError extends Error {}

/**
 * A value the rules cannot work with, found at run time (a list position outside the list). The
 * engine turns it into a RuleError that also names the seed.
 */
export class ExprValueError extends Error {
  constructor(
    readonly rule: RuleRef,
    detail: string,
  ) {
    super(detail);
    this.name = "ExprValueError";
  }
}
