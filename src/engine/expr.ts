// Compiles IR expressions to closures, once per ruleset. Evaluation then costs a few function calls
// and no lookups by name. Values are numbers (also suits and card ids), booleans, or arrays of numbers;
// the front-end has type-checked every expression, so no run-time type tests are needed beyond `+`.

import type { Expr, FnName } from "../ir/types.js";
import { cardTestOf, foldOpOf, fuseLeaves, leafOf, leafValue, FOLD_COUNT, FOLD_SUM, FOLD_MAX, LEAF_RANK, TEST_IN, TEST_EQ, TEST_NE, TEST_LT, TEST_LE, TEST_GT, type CardTest } from "./leaves.js";
import { filled } from "./lists.js";

export type Value = number | boolean | readonly number[];

/** The read-only view of the game that expressions may consult. */
export interface EvalState {
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
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
  readonly openTricks: readonly { readonly lead: number }[];
  /** orders[orderIndex][seat]: the seat's arranged values this round (empty before it arranged them). */
  readonly orders: readonly (readonly (readonly number[])[])[];
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
  readonly locals: Value[];
  /**
   * Bumped by every entry point that evaluates rules (the engine's evalGlobal/evalSeat, legality,
   * trick winners). Between two bumps the state does not change, so a top-level let's value per seat
   * can be reused: `letEpoch[let][seat] === epoch` means `letValue[let][seat]` is current.
   */
  epoch: number;
  readonly letEpoch: number[][];
  readonly letValue: Value[][];
}

/** A fresh Env for a game state. */
export function newEnv(st: EvalState, slotCount: number, letCount: number): Env {
  // Plain loops: one Env per game, and a simulation makes thousands of games a second.
  const letEpoch: number[][] = [];
  const letValue: Value[][] = [];
  for (let i = 0; i < letCount; i++) {
    letEpoch.push(filled(st.players, 0));
    letValue.push(filled<Value>(st.players, 0));
  }
  return { st, seat: 0, card: -1, lead: -1, locals: filled<Value>(slotCount, 0), epoch: 1, letEpoch, letValue };
}

/** Wraps a top-level let (seat context) so it is computed once per seat between two epoch bumps. */
export function memoLet(index: number, raw: Compiled): Compiled {
  return (env) => {
    const seat = env.seat;
    const epochs = env.letEpoch[index]!;
    if (epochs[seat] === env.epoch) return env.letValue[index]![seat]!;
    const v = raw(env);
    epochs[seat] = env.epoch;
    env.letValue[index]![seat] = v;
    return v;
  };
}

export type Compiled<T extends Value = Value> = (env: Env) => T;

export interface ExprCompiler {
  /** `rule` names the ruleset slot the expression belongs to, for run-time errors. */
  compile(e: Expr, rule?: string): Compiled;
}

/** Shared by every compiler of one ruleset, so no two bindings ever use the same local slot. */
export interface SlotCounter {
  n: number;
}

export interface CompileNames {
  /** Pile name -> index into EvalState.piles. */
  readonly piles: ReadonlyMap<string, number>;
  /** Already compiled top-level lets (seat context). */
  readonly lets: ReadonlyMap<string, Compiled>;
  /** Order name -> index into EvalState.orders. */
  readonly orders: ReadonlyMap<string, number>;
  /** The expressions of the top-level lets (to see through `let all = won + kept` in folds). */
  readonly letExprs?: ReadonlyMap<string, Expr>;
  /** The compiled `trump` slot, if `trump` may be referenced. */
  readonly trump?: Compiled<boolean>;
  /**
   * The largest |suit index| or |rank| of any card in the ruleset's decks. At most KEY_LIMIT, folds
   * test their cards by int32 arithmetic (rangeWalk); unknown, they keep the branching loop.
   */
  readonly keyBound?: number;
}

/** Suits and ranks within ±KEY_LIMIT keep every difference rangeWalk forms inside int32. */
export const KEY_LIMIT = 2 ** 29;

/** A compiled per-card predicate and the card-independent values to compute before walking the cards. */
interface Predicate {
  readonly test: Compiled<boolean>;
  readonly hoisted: readonly Hoisted[];
  /** The predicate with its lifted parts replaced by references to their slots, and the scope naming them. */
  readonly rewritten: Expr;
  readonly scope: ReadonlyMap<string, number>;
}

interface Hoisted {
  readonly slot: number;
  readonly value: Compiled;
}

/** Thrown only when the IR contradicts itself (an engine or front-end bug), never for user input. */
export class IrError extends Error {}

/**
 * A value the rules cannot work with, found at run time (a list position outside the list). The
 * engine turns it into a RuleError that also names the seed.
 */
export class ExprValueError extends Error {
  constructor(
    readonly rule: string,
    detail: string,
  ) {
    super(detail);
    this.name = "ExprValueError";
  }
}

export function createExprCompiler(names: CompileNames, slots: SlotCounter): ExprCompiler {
  let rule = "expression";
  const compiler: ExprCompiler = {
    compile(e: Expr, label = "expression"): Compiled {
      rule = label;
      return compileIn(e, new Map());
    },
  };

  function compileIn(e: Expr, scope: ReadonlyMap<string, number>): Compiled {
    switch (e.k) {
      case "num": {
        const v = e.v;
        return () => v;
      }
      case "bool": {
        const v = e.v;
        return () => v;
      }
      case "suit": {
        const v = e.v;
        return () => v;
      }
      case "ref":
        return compileRef(e.name, scope);
      case "not": {
        const a = compileIn(e.e, scope) as Compiled<boolean>;
        return (env) => !a(env);
      }
      case "neg": {
        const a = compileIn(e.e, scope) as Compiled<number>;
        return (env) => -a(env);
      }
      case "if": {
        const c = compileIn(e.c, scope) as Compiled<boolean>;
        const t = compileIn(e.t, scope);
        const f = compileIn(e.e, scope);
        return (env) => (c(env) ? t(env) : f(env));
      }
      case "let": {
        const slot = slots.n++;
        const value = compileIn(e.value, scope);
        const body = compileIn(e.body, new Map(scope).set(e.name, slot));
        return (env) => {
          env.locals[slot] = value(env);
          return body(env);
        };
      }
      case "bin": {
        const fused = fuseLeaves(e.op, leafOf(e.l, scope), leafOf(e.r, scope));
        return fused ?? compileBin(e.op, compileIn(e.l, scope), compileIn(e.r, scope));
      }
      case "call":
        return compileFold(e.fn, e.args[0], scope) ?? compileCall(e.fn, e.args.map((a) => compileIn(a, scope)));
      case "where": {
        const coll = compileIn(e.coll, scope) as Compiled<readonly number[]>;
        const { test: pred, hoisted } = compilePredicate(e.pred, scope);
        return (env) => {
          hoist(hoisted, env);
          const saved = env.card;
          const out: number[] = [];
          for (const c of coll(env)) {
            env.card = c;
            if (pred(env)) out.push(c);
          }
          env.card = saved;
          return out;
        };
      }
      case "of": {
        const coll = compileIn(e.coll, scope) as Compiled<readonly number[]>;
        const byRank = e.field === "rank";
        // A loop, not map(): map's callback would be a new closure on every evaluation.
        return (env) => {
          const items = coll(env);
          const field = byRank ? env.st.rankOf : env.st.suitOf;
          const out = new Array<number>(items.length);
          for (let i = 0; i < items.length; i++) out[i] = field[items[i]!]!;
          return out;
        };
      }
      case "for": {
        const slot = slots.n++;
        const coll = compileIn(e.coll, scope) as Compiled<readonly number[]>;
        const body = compileIn(e.body, new Map(scope).set(e.name, slot));
        return (env) => {
          const items = coll(env);
          const out = new Array<number>(items.length);
          for (let i = 0; i < items.length; i++) {
            env.locals[slot] = items[i]!;
            out[i] = body(env) as number;
          }
          return out;
        };
      }
      case "list": {
        const items = e.items.map((i) => compileIn(i, scope) as Compiled<number>);
        return (env) => items.map((i) => i(env));
      }
      case "index": {
        const coll = compileIn(e.coll, scope) as Compiled<readonly number[]>;
        const at = compileIn(e.i, scope) as Compiled<number>;
        const where = rule;
        return (env) => {
          const items = coll(env);
          const i = at(env);
          if (!Number.isInteger(i) || i < 1 || i > items.length) {
            throw new ExprValueError(where, `position ${i} is outside a list of ${items.length} (positions count from 1)`);
          }
          return items[i - 1]!;
        };
      }
    }
    throw new IrError(`unknown expression kind '${(e as { k: string }).k}' in IR`);
  }

  /**
   * count / sum / max / min over `C where P`, `rank of C` or `rank of (C where P)` as one loop over C,
   * without building the filtered or mapped lists (scores are mostly such folds). Null for other shapes.
   */
  function compileFold(fn: FnName, arg: Expr | undefined, scope: ReadonlyMap<string, number>): Compiled | null {
    if (!arg || (fn !== "count" && fn !== "sum" && fn !== "max" && fn !== "min")) return null;
    let inner = arg;
    let field: "rank" | "suit" | null = null;
    if (inner.k === "of") {
      field = inner.field;
      inner = inner.coll;
    }
    let pred: Predicate | null = null;
    if (inner.k === "where") {
      pred = compilePredicate(inner.pred, scope);
      inner = inner.coll;
    }
    if (field === null && pred === null) return null;
    const parts = partsOf(inner, scope);
    const p = pred?.test ?? (() => true);
    const hoisted = pred?.hoisted ?? [];
    // The value of a selected card: its rank, its suit, or (a plain filter) the item itself.
    const valueOf = field === "rank" ? 1 : field === "suit" ? 2 : 0;
    const op = foldOpOf(fn);
    const test = pred && cardTestOf(pred.rewritten, pred.scope);
    if (test) return foldWithTest(parts, hoisted, test, valueOf, op, names.keyBound !== undefined && names.keyBound <= KEY_LIMIT);
    return (env) => {
      hoist(hoisted, env);
      const saved = env.card;
      let acc = 0;
      let first = true;
      for (let k = 0; k < parts.length; k++) {
        const items = parts[k]!(env);
        for (let i = 0; i < items.length; i++) {
          const c = items[i]!;
          env.card = c;
          if (!p(env)) continue;
          if (op === FOLD_COUNT) {
            acc++;
            continue;
          }
          const v = valueOf === 1 ? env.st.rankOf[c]! : valueOf === 2 ? env.st.suitOf[c]! : c;
          // max and min of an empty selection are 0, as for a plain list.
          if (op === FOLD_SUM) acc += v;
          else if (first || (op === FOLD_MAX ? v > acc : v < acc)) acc = v;
          first = false;
        }
      }
      env.card = saved;
      return acc;
    };
  }

  /**
   * The lists a fold walks in turn: `a + b` of piles or the hand, also through a top-level let defined
   * so (`let all = won + kept`), is walked part by part instead of being joined into a new list.
   */
  function partsOf(e: Expr, scope: ReadonlyMap<string, number>): Compiled<readonly number[]>[] {
    return joinedParts(e, scope) ?? [compileIn(e, scope) as Compiled<readonly number[]>];
  }

  /** The piles / hand `e` joins with `+` (directly or through a top-level let), each read as it is; or null. */
  function joinedParts(e: Expr, scope: ReadonlyMap<string, number>): Compiled<readonly number[]>[] | null {
    if (e.k === "ref" && !scope.has(e.name)) {
      if (names.piles.has(e.name) || e.name === "hand") return [compileRef(e.name, scope) as Compiled<readonly number[]>];
      const def = names.letExprs?.get(e.name);
      // A top-level let sees no locals: its definition is read in an empty scope.
      return def ? joinedParts(def, new Map()) : null;
    }
    if (e.k === "bin" && e.op === "+") {
      const l = joinedParts(e.l, scope);
      const r = l && joinedParts(e.r, scope);
      return l && r ? [...l, ...r] : null;
    }
    return null;
  }

  /**
   * A per-card predicate (of `where` or a fold) with its card-independent parts lifted out: each is
   * computed once per walk into a local slot (`hoisted`) instead of once per card. In `suit not in
   * bad`, the let `bad` is then looked up once, not for every card.
   */
  function compilePredicate(pred: Expr, scope: ReadonlyMap<string, number>): Predicate {
    const hoisted: Hoisted[] = [];
    const inner = new Map(scope);
    const lift = (e: Expr, bound: ReadonlySet<string>): Expr => {
      if (worthLifting(e, scope) && !readsCard(e, bound, false)) {
        const slot = slots.n++;
        const name = `\u0000lifted${slot}`; // no ruleset name can contain NUL
        hoisted.push({ slot, value: compileIn(e, scope) });
        inner.set(name, slot);
        return { k: "ref", name };
      }
      return mapChildren(e, bound, lift);
    };
    const rewritten = lift(pred, new Set());
    return { test: compileIn(rewritten, inner) as Compiled<boolean>, hoisted, rewritten, scope: inner };
  }

  function compileRef(name: string, scope: ReadonlyMap<string, number>): Compiled {
    const slot = scope.get(name);
    if (slot !== undefined) return (env) => env.locals[slot]!;
    const pile = names.piles.get(name);
    if (pile !== undefined) return (env) => env.st.piles[pile]![env.seat]!;
    const order = names.orders.get(name);
    if (order !== undefined) return (env) => env.st.orders[order]![env.seat]!;
    const letFn = names.lets.get(name);
    if (letFn !== undefined) return letFn;
    switch (name) {
      case "players":
        return (env) => env.st.players;
      case "round":
        return (env) => env.st.round;
      case "rounds":
        return (env) => env.st.rounds;
      case "suits":
        return (env) => env.st.deckSuits;
      case "hand":
        return (env) => env.st.hands[env.seat]!;
      case "tricks":
        return (env) => env.st.tricksWon[env.seat]!;
      case "total":
        return (env) => env.st.totals[env.seat]!;
      case "roundScore":
        return (env) => {
          const rs = env.st.roundScores;
          return rs.length === 0 ? 0 : rs[rs.length - 1]![env.seat]!;
        };
      case "suit":
        return (env) => env.st.suitOf[env.card]!;
      case "rank":
        return (env) => env.st.rankOf[env.card]!;
      case "lead":
        return (env) => env.lead;
      case "trump": {
        const trump = names.trump;
        if (!trump) throw new IrError("`trump` referenced where no trump rule applies");
        return trump;
      }
      case "openTricks":
        return (env) => env.st.openTricks.length;
      case "openSuits":
        return (env) => env.st.openTricks.map((t) => t.lead);
    }
    throw new IrError(`unknown name '${name}' in IR`);
  }

  return compiler;
}

/**
 * A fold whose predicate is a CardTest: the same walk as compileFold's general loop, with the test
 * evaluated inline instead of through the predicate's closures (scores run such folds over every won
 * card of every seat every round). The card in question is not set: the test reads no closure.
 */
function foldWithTest(parts: readonly Compiled<readonly number[]>[], hoisted: readonly Hoisted[], test: CardTest, valueOf: number, op: number, smallKeys: boolean): Compiled {
  const byRank = test.field === LEAF_RANK;
  const cmp = test.op;
  const otherKind = test.other.kind;
  const otherV = test.other.v;
  return (env) => {
    hoist(hoisted, env);
    const keys = byRank ? env.st.rankOf : env.st.suitOf;
    const values = valueOf === 1 ? env.st.rankOf : env.st.suitOf;
    // The test, fixed for the walk, as a range lo..hi of whole-number keys (suits and ranks are whole),
    // possibly negated: one test per card instead of a chain of operator cases. `in` a list of one
    // value (`suit in bad` with one bad suit) is such a range too; a longer list is searched.
    let list = EMPTY;
    let negate = test.negate;
    let lo = -Infinity;
    let hi = Infinity;
    if (cmp === TEST_IN) {
      list = env.locals[otherV] as readonly number[];
      if (list.length <= 1) {
        lo = list.length === 1 ? list[0]! : Infinity; // an empty list: an empty range
        hi = list.length === 1 ? list[0]! : -Infinity;
        list = EMPTY;
      }
    } else {
      const x = leafValue(otherKind, otherV, env);
      if (cmp === TEST_EQ || cmp === TEST_NE) {
        lo = hi = x;
        if (cmp === TEST_NE) negate = !negate;
      } else if (cmp === TEST_LT) hi = Math.ceil(x) - 1;
      else if (cmp === TEST_LE) hi = Math.floor(x);
      else if (cmp === TEST_GT) lo = Math.floor(x) + 1;
      else lo = Math.ceil(x);
    }
    const searched = list.length > 0;
    if (smallKeys && !searched && (op === FOLD_COUNT || op === FOLD_SUM)) {
      // Whole bounds (no whole key lies between 2.5 and 3), clamped to the keys' reach; NaN matches nothing.
      if (lo !== lo || hi !== hi) return rangeWalk(parts, env, keys, values, valueOf, KEY_LIMIT, -KEY_LIMIT, negate, op);
      lo = Math.min(Math.max(Math.ceil(lo), -KEY_LIMIT), KEY_LIMIT + 1);
      hi = Math.min(Math.max(Math.floor(hi), -KEY_LIMIT - 1), KEY_LIMIT);
      return rangeWalk(parts, env, keys, values, valueOf, lo, hi, negate, op);
    }
    let acc = 0;
    let first = true;
    for (let k = 0; k < parts.length; k++) {
      const items = parts[k]!(env);
      for (let i = 0; i < items.length; i++) {
        const c = items[i]!;
        const key = keys[c]!;
        let hit: boolean;
        if (searched) {
          hit = false;
          for (let j = 0; j < list.length; j++) {
            if (list[j] === key) {
              hit = true;
              break;
            }
          }
        } else hit = key >= lo && key <= hi;
        if (hit === negate) continue;
        if (op === FOLD_COUNT) {
          acc++;
          continue;
        }
        const v = valueOf === 0 ? c : values[c]!;
        if (op === FOLD_SUM) acc += v;
        else if (first || (op === FOLD_MAX ? v > acc : v < acc)) acc = v;
        first = false;
      }
    }
    return acc;
  };
}

const EMPTY: readonly number[] = [];

/**
 * count, or sum of each card's value, over the cards whose key lies in lo..hi (negated: outside it),
 * with no branch per card: whether a card counts is 0 or 1 by int32 arithmetic. Over dealt cards a
 * branch on the test is a coin flip for the CPU's branch predictor, and its mispredictions cost more
 * than the rest of the loop (with the branch, a benchmark game took 5-11% longer).
 * Needs whole lo, hi in [-KEY_LIMIT - 1, KEY_LIMIT + 1] and keys within ±KEY_LIMIT: then key - lo and
 * hi - key are int32, and their sign bits say whether the key is below or above the range.
 */
function rangeWalk(
  parts: readonly Compiled<readonly number[]>[],
  env: Env,
  keys: ArrayLike<number>,
  values: ArrayLike<number>,
  valueOf: number,
  lo: number,
  hi: number,
  negate: boolean,
  op: number,
): number {
  const keep = negate ? 0 : 1; // XOR with "outside" (1 when the key is out of range)
  let acc = 0;
  for (let k = 0; k < parts.length; k++) {
    const items = parts[k]!(env);
    for (let i = 0; i < items.length; i++) {
      const c = items[i]!;
      const key = keys[c]!;
      const selected = (((key - lo) | (hi - key)) >>> 31) ^ keep;
      if (op === FOLD_COUNT) acc += selected;
      else acc += selected * (valueOf === 0 ? c : values[c]!);
    }
  }
  return acc;
}

/** Computes a predicate's lifted parts into their slots, once before a walk. */
function hoist(hoisted: readonly Hoisted[], env: Env): void {
  for (let h = 0; h < hoisted.length; h++) env.locals[hoisted[h]!.slot] = hoisted[h]!.value(env);
}

function compileBin(op: string, l: Compiled, r: Compiled): Compiled {
  switch (op) {
    case "+":
      return (env) => {
        const a = l(env);
        const b = r(env);
        if (typeof a === "number") return a + (b as number);
        return (a as readonly number[]).concat(b as readonly number[]);
      };
    case "-":
      return (env) => (l(env) as number) - (r(env) as number);
    case "*":
      return (env) => (l(env) as number) * (r(env) as number);
    case "/":
      return (env) => {
        const b = r(env) as number;
        return b === 0 ? 0 : Math.trunc((l(env) as number) / b);
      };
    case "mod":
      return (env) => {
        const b = r(env) as number;
        if (b === 0) return 0;
        const m = (l(env) as number) % b;
        return m < 0 ? m + Math.abs(b) : m;
      };
    case "=":
      return (env) => l(env) === r(env);
    case "!=":
      return (env) => l(env) !== r(env);
    case "<":
      return (env) => (l(env) as number) < (r(env) as number);
    case "<=":
      return (env) => (l(env) as number) <= (r(env) as number);
    case ">":
      return (env) => (l(env) as number) > (r(env) as number);
    case ">=":
      return (env) => (l(env) as number) >= (r(env) as number);
    case "and":
      return (env) => (l(env) as boolean) && (r(env) as boolean);
    case "or":
      return (env) => (l(env) as boolean) || (r(env) as boolean);
    case "in":
      // A loop rather than includes(): the lists are short (a few suits), where the builtin's call costs most.
      return (env) => {
        const x = l(env) as number;
        const xs = r(env) as readonly number[];
        for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
        return false;
      };
  }
  throw new IrError(`unknown operator '${op}' in IR`);
}

function compileCall(fn: FnName, args: readonly Compiled[]): Compiled {
  const a = args[0];
  if (!a) throw new IrError(`${fn} needs an argument`);
  switch (fn) {
    case "count":
      return (env) => (a(env) as readonly number[]).length;
    case "sum":
      return (env) => {
        let s = 0;
        for (const v of a(env) as readonly number[]) s += v;
        return s;
      };
    case "max":
      return (env) => {
        const xs = a(env) as readonly number[];
        if (xs.length === 0) return 0;
        let m = xs[0]!;
        for (const v of xs) if (v > m) m = v;
        return m;
      };
    case "min":
      return (env) => {
        const xs = a(env) as readonly number[];
        if (xs.length === 0) return 0;
        let m = xs[0]!;
        for (const v of xs) if (v < m) m = v;
        return m;
      };
    case "abs":
      return (env) => Math.abs(a(env) as number);
    case "roundScore":
      return (env) => {
        const r = (a(env) as number) - 1;
        const row = env.st.roundScores[r];
        return row ? row[env.seat]! : 0;
      };
  }
}

// ── lifting card-independent parts out of per-card predicates ─────────────────────────────────

/** Names whose value depends on the card in question. */
const CARD_NAMES: ReadonlySet<string> = new Set(["suit", "rank", "trump"]);

/**
 * Does `e` read the card in question (or a local bound inside the predicate, `bound`)? Inside a
 * nested `where`, suit/rank/trump are that walk's own card, so only its collection counts (`nested`).
 */
function readsCard(e: Expr, bound: ReadonlySet<string>, nested: boolean): boolean {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
      return false;
    case "ref":
      return bound.has(e.name) || (!nested && CARD_NAMES.has(e.name));
    case "where":
      return readsCard(e.coll, bound, nested) || readsCard(e.pred, bound, true);
    case "let":
      return readsCard(e.value, bound, nested) || readsCard(e.body, new Set(bound).add(e.name), nested);
    case "for":
      return readsCard(e.coll, bound, nested) || readsCard(e.body, new Set(bound).add(e.name), nested);
    default:
      return childrenOf(e).some((c) => readsCard(c, bound, nested));
  }
}

/**
 * Is `e` worth computing once ahead of the walk? Not constants and plain reads (they cost no more
 * than the slot), and nothing that can fail: a list position (`index`) outside its list raises an
 * error, which must happen only where the rules would evaluate it (maybe never, behind an `if`).
 */
function worthLifting(e: Expr, scope: ReadonlyMap<string, number>): boolean {
  if (e.k === "num" || e.k === "bool" || e.k === "suit") return false;
  if (e.k === "ref" && (scope.has(e.name) || CHEAP_NAMES.has(e.name))) return false;
  return !containsIndex(e);
}

/** Reads that cost no more than a slot (suit, rank and trump read the card, so readsCard keeps them anyway). */
const CHEAP_NAMES: ReadonlySet<string> = new Set(["players", "round", "rounds", "lead"]);

function containsIndex(e: Expr): boolean {
  return e.k === "index" || childrenOf(e).some(containsIndex);
}

/** The direct sub-expressions of `e`. */
export function childrenOf(e: Expr): readonly Expr[] {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
    case "ref":
      return [];
    case "not":
    case "neg":
      return [e.e];
    case "if":
      return [e.c, e.t, e.e];
    case "let":
      return [e.value, e.body];
    case "bin":
      return [e.l, e.r];
    case "call":
      return e.args;
    case "where":
      return [e.coll, e.pred];
    case "of":
      return [e.coll];
    case "for":
      return [e.coll, e.body];
    case "list":
      return e.items;
    case "index":
      return [e.coll, e.i];
  }
}

/** `e` with `f` applied to each child (with the names bound around that child), as a new node. */
function mapChildren(e: Expr, bound: ReadonlySet<string>, f: (c: Expr, bound: ReadonlySet<string>) => Expr): Expr {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
    case "ref":
      return e;
    case "not":
    case "neg":
      return { ...e, e: f(e.e, bound) };
    case "if":
      return { ...e, c: f(e.c, bound), t: f(e.t, bound), e: f(e.e, bound) };
    case "let":
      return { ...e, value: f(e.value, bound), body: f(e.body, new Set(bound).add(e.name)) };
    case "bin":
      return { ...e, l: f(e.l, bound), r: f(e.r, bound) };
    case "call":
      return { ...e, args: e.args.map((a) => f(a, bound)) };
    // A nested walk keeps its predicate as it is (its card is not ours); only its collection may be lifted.
    case "where":
      return { ...e, coll: f(e.coll, bound) };
    case "of":
      return { ...e, coll: f(e.coll, bound) };
    case "for":
      return { ...e, coll: f(e.coll, bound), body: f(e.body, new Set(bound).add(e.name)) };
    case "list":
      return { ...e, items: e.items.map((i) => f(i, bound)) };
    case "index":
      return { ...e, coll: f(e.coll, bound), i: f(e.i, bound) };
  }
}
