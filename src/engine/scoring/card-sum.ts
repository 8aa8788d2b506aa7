// The score as one walk over the cards it counts (issue 26). Many scores are sums of folds over the
// same cards, each selecting by whether the card's suit is in one list fixed for the seat:
// `count(pile where suit not in bad) - sum(rank of pile where suit in bad)` with `bad` the suits of a
// declared pile. The interpreter runs each fold as its own walk (expr/folds.ts), each with its lifted
// parts and its test's set-up, and builds the list `bad` (`suit of P`), for every seat every round.
// Here the list is a mask of suits (read from the cards of the piles it names, without building it)
// and the whole score is one walk, each card adding what the terms give a card whose suit is in the
// list or not (fixed when compiling).
//
// Decided from the IR when the rules are compiled, in the fast compilation only: a score that is a sum
// (+, -, negation, whole-number constants and factors) of `count(C [where P])`, `sum(rank of C [where
// P])` and `sum(suit of C [where P])`, every C the same piles and hand joined with `+` (directly or
// through top-level lets), every P `[not] suit in V` with one and the same V, which reads no card in
// question and cannot fail (so evaluating it once ahead of the walk is what the folds' lifting does).
// Anything else keeps the interpreter's closure, which the reference compilation always uses: the
// differential tests play both (test/engine/card-sum.test.ts too). A V whose value is not a list of
// suit indices 0..30 scores that seat through the interpreter's closure, so every value is the one
// the folds give. Whole numbers only, bounded so that every partial sum is exact: the order of the
// additions cannot change a score. A shape that could be -0 where the interpreter's is (a negated
// term first) keeps the interpreter's closure too.

import type { Expr, RulesetIR } from "../../ir/types.js";
import { builtin } from "../expr/builtins.js";
import { LEAF_SUIT } from "../expr/leaf-kinds.js";
import { childrenOf, readsCard, worthLifting } from "../expr/walk.js";
import type { Compiled, Env } from "../expr/types.js";

/** What a selected card adds: 1 (count), its rank or its suit (sum). */
const VALUE_COUNT = 0;
const VALUE_RANK = 1;
const VALUE_SUIT = 2;

/** One fold of the sum: `coef * count / sum(... of C [where [not] suit in V])`. */
export interface CardSumTerm {
  readonly coef: number;
  readonly value: number;
  /** Selects every card (no `where`). */
  readonly all: boolean;
  /** Selects the cards whose suit is not in V (`not suit in V`, `suit not in V`). */
  readonly negate: boolean;
}

/** The score's shape: its folds over the same cards, a constant, and the one list of suits they test. */
export interface CardSumShape {
  readonly terms: readonly CardSumTerm[];
  readonly constant: number;
  /** The collection every fold walks: names of piles or `hand`, joined. */
  readonly parts: readonly string[];
  /** The list V the tests read (as IR). */
  readonly v: Expr;
  /** When V is `suit of C` (directly or through top-level lets): C's piles and hand, else null. */
  readonly suitsOf: readonly string[] | null;
}

/**
 * Bounds that keep every partial sum a whole number below 2^53, so exact: the factors' absolute sum,
 * a card's rank, a deck's cards, the parts joined, the constant. A card adds at most 2^20 * (1 + 2^12
 * + 31), under 2^33; at most 8 * 2^16 cards are walked.
 */
const COEF_LIMIT = 2 ** 20;
const RANK_LIMIT = 2 ** 12;
const DECK_LIMIT = 2 ** 16;
const PARTS_LIMIT = 8;
const CONSTANT_LIMIT = 2 ** 31;

/** Suits 0..30 fit an int32 mask (1 << 31 is negative). */
const MASK_SUITS = 31;

/**
 * The score `e` as a sum of folds over one collection of cards testing one list of suits, or null for
 * any other shape. `piles`: the ruleset's pile names.
 */
export function cardSumShape(ir: RulesetIR, e: Expr, piles: ReadonlySet<string>): CardSumShape | null {
  const lets = new Map(ir.lets.map((l) => [l.name, l.expr] as const));
  const terms: CardSumTerm[] = [];
  let constant = 0;
  let parts: string[] | null = null;
  let v: Expr | null = null;

  /** The piles and hand `c` joins, as joinedParts in expr/compile.ts reads them; null otherwise. */
  const joined = (c: Expr): string[] | null => {
    if (c.k === "ref") {
      if (piles.has(c.name) || c.name === "hand") return [c.name];
      const def = lets.get(c.name);
      return def ? joined(def) : null;
    }
    if (c.k === "bin" && c.op === "+") {
      const l = joined(c.l);
      const r = l && joined(c.r);
      return l && r ? [...l, ...r] : null;
    }
    return null;
  };

  const term = (fn: string, arg: Expr, coef: number): boolean => {
    let inner = arg;
    let value = VALUE_COUNT;
    if (fn === "sum") {
      if (inner.k !== "of") return false;
      value = inner.field === "rank" ? VALUE_RANK : VALUE_SUIT;
      inner = inner.coll;
    } else if (fn !== "count" || inner.k === "of") return false;
    let all = true;
    let negate = false;
    if (inner.k === "where") {
      let p = inner.pred;
      while (p.k === "not") {
        negate = !negate;
        p = p.e;
      }
      // `suit in V`: the card's suit (the built-in, as expr/leaves.ts leafOf reads it) in the one V.
      if (p.k !== "bin" || p.op !== "in" || p.l.k !== "ref" || builtin(p.l.name)?.leaf !== LEAF_SUIT) return false;
      if (v === null) {
        if (!fixedForWalk(p.r, lets)) return false;
        v = p.r;
      } else if (JSON.stringify(v) !== JSON.stringify(p.r)) return false;
      all = false;
      inner = inner.coll;
    }
    const names = joined(inner);
    if (names === null) return false;
    if (parts === null) parts = names;
    else if (parts.length !== names.length || parts.some((n, i) => n !== names[i])) return false;
    terms.push({ coef, value, all, negate });
    return true;
  };

  const linear = (x: Expr, coef: number): boolean => {
    if (!Number.isInteger(coef) || Math.abs(coef) > COEF_LIMIT) return false;
    if (x.k === "num") {
      const c = x.v * coef;
      if (!Number.isInteger(c) || Math.abs(c) > CONSTANT_LIMIT) return false;
      constant += c;
      return Math.abs(constant) <= CONSTANT_LIMIT;
    }
    if (x.k === "neg") return linear(x.e, -coef);
    if (x.k === "bin") {
      if (x.op === "+") return linear(x.l, coef) && linear(x.r, coef);
      if (x.op === "-") return linear(x.l, coef) && linear(x.r, -coef);
      if (x.op === "*" && x.l.k === "num") return linear(x.r, coef * x.l.v);
      if (x.op === "*" && x.r.k === "num") return linear(x.l, coef * x.r.v);
      return false;
    }
    // Any other kind of expression is not a sum of folds.
    return x.k === "call" && x.args.length === 1 && term(x.fn, x.args[0]!, coef);
  };

  if (!linear(e, 1) || terms.length === 0 || parts === null || v === null || mayBeNegativeZero(e)) return null;
  let d: Expr = v;
  const seen = new Set<string>();
  while (d.k === "ref" && !piles.has(d.name) && lets.has(d.name) && !seen.has(d.name)) {
    seen.add(d.name);
    d = lets.get(d.name)!;
  }
  return { terms, constant, parts, v, suitsOf: d.k === "of" && d.field === "suit" ? joined(d.coll) : null };
}

/**
 * Can the interpreter's value of `e` (a sum of the shape above) be -0, which one walk starting from
 * +0 never gives? A fold is never -0 (it starts from 0 and adds whole numbers); a constant or a
 * product or negation may be, and a sum only when its left part may be.
 */
function mayBeNegativeZero(e: Expr): boolean {
  if (e.k === "num") return Object.is(e.v, -0);
  if (e.k === "call") return false;
  if (e.k === "bin" && (e.op === "+" || e.op === "-")) return mayBeNegativeZero(e.l);
  return true;
}

/**
 * Can V be computed once ahead of the walk, as the folds lift it: it reads no card in question (nor
 * do the top-level lets it reads, through any chain of them) and cannot raise an error.
 */
function fixedForWalk(v: Expr, lets: ReadonlyMap<string, Expr>): boolean {
  const seen = new Set<string>();
  const cardFree = (x: Expr): boolean => {
    if (readsCard(x, new Set(), false)) return false;
    if (x.k === "ref" && lets.has(x.name) && !seen.has(x.name)) {
      seen.add(x.name);
      if (!cardFree(lets.get(x.name)!)) return false;
    }
    return childrenOf(x).every(cardFree);
  };
  if (!cardFree(v)) return false;
  // worthLifting is false for constants and cheap reads (they cannot fail), else whether it cannot fail.
  const plain = v.k === "num" || v.k === "bool" || v.k === "suit" || (v.k === "ref" && builtin(v.name)?.cheap === true);
  return plain || worthLifting(v, new Map(), { lets });
}

/**
 * The score of the seat in question (env.seat) by one walk: V's suits as a mask (from the cards of
 * `suitParts` when V is `suit of` them, else from V's value, `test`), then per card of `parts` what
 * it adds when its suit is in V and when not. `fallback`: the interpreter's closure of the score.
 */
export function cardSumScore(shape: CardSumShape, test: Compiled, parts: readonly Compiled<readonly number[]>[], suitParts: readonly Compiled<readonly number[]>[] | null, fallback: Compiled<number>): Compiled<number> {
  // What a card adds, by value kind, when its suit is in V (the `in` terms and those with no test) and when not.
  let inC = 0;
  let inR = 0;
  let inS = 0;
  let outC = 0;
  let outR = 0;
  let outS = 0;
  for (const t of shape.terms) {
    const whenIn = t.all || !t.negate;
    const whenOut = t.all || t.negate;
    if (t.value === VALUE_COUNT) {
      if (whenIn) inC += t.coef;
      if (whenOut) outC += t.coef;
    } else if (t.value === VALUE_RANK) {
      if (whenIn) inR += t.coef;
      if (whenOut) outR += t.coef;
    } else {
      if (whenIn) inS += t.coef;
      if (whenOut) outS += t.coef;
    }
  }
  const dC = inC - outC;
  const dR = inR - outR;
  const dS = inS - outS;
  const bySuit = inS !== 0 || outS !== 0;
  const byRank = inR !== 0 || outR !== 0;
  const constant = shape.constant;
  const m = parts.length;
  const score = (env: Env): number => {
    const st = env.st;
    const suitOf = st.suitOf;
    let mask = 0;
    if (suitParts !== null) {
      for (let k = 0; k < suitParts.length; k++) {
        const items = suitParts[k]!(env);
        for (let i = 0; i < items.length; i++) mask |= 1 << suitOf[items[i]!]!;
      }
    } else {
      const xs = test(env);
      if (!Array.isArray(xs)) return fallback(env);
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i] as number;
        // A value no suit index of the decks is (scoreRule checks they are below 31): the interpreter answers.
        if (!(Number.isInteger(x) && x >= 0 && x < MASK_SUITS)) return fallback(env);
        mask |= 1 << x;
      }
    }
    let acc = constant;
    for (let k = 0; k < m; k++) {
      const items = parts[k]!(env);
      if (bySuit) {
        const rankOf = st.rankOf;
        for (let i = 0; i < items.length; i++) {
          const c = items[i]!;
          const s = suitOf[c]!;
          const b = (mask >>> s) & 1;
          acc += outC + b * dC + rankOf[c]! * (outR + b * dR) + s * (outS + b * dS);
        }
      } else if (byRank) {
        const rankOf = st.rankOf;
        for (let i = 0; i < items.length; i++) {
          const c = items[i]!;
          const b = (mask >>> suitOf[c]!) & 1;
          acc += outC + b * dC + rankOf[c]! * (outR + b * dR);
        }
      } else {
        for (let i = 0; i < items.length; i++) acc += outC + ((mask >>> suitOf[items[i]!]!) & 1) * dC;
      }
    }
    return acc;
  };
  oneWalkScores.add(score);
  return score;
}

/** The scores cardSumScore made: a test asks whether a compiled score is one (isOneWalkScore). */
const oneWalkScores = new WeakSet<Compiled<number>>();

/** Was `score` made by cardSumScore (the score as one walk), not the interpreter's closure? */
export function isOneWalkScore(score: Compiled<number>): boolean {
  return oneWalkScores.has(score);
}

/**
 * The compiled score: one walk where the score has the shape (cardSumShape) and the decks' suits and
 * ranks are small enough, else the interpreter's closure of the score. `compile` compiles an
 * expression of the ruleset as a part of the score (the score itself first).
 */
export function scoreRule(ir: RulesetIR, pileNames: readonly string[], compile: (e: Expr) => Compiled): Compiled<number> {
  const plain = compile(ir.score) as Compiled<number>;
  const shape = cardSumShape(ir, ir.score, new Set(pileNames));
  if (shape === null) return plain;
  let suits = ir.suits.length;
  for (const d of ir.decks) {
    for (const s of d.suits) suits = Math.max(suits, s + 1);
    const cards = d.suits.length * (Math.abs(d.ranks.to - d.ranks.from) + 1) * (d.copies ?? 1);
    if (Math.max(Math.abs(d.ranks.from), Math.abs(d.ranks.to)) > RANK_LIMIT || cards > DECK_LIMIT) return plain;
  }
  const factors = shape.terms.reduce((a, t) => a + Math.abs(t.coef), 0);
  if (suits > MASK_SUITS || factors > COEF_LIMIT || shape.parts.length > PARTS_LIMIT) return plain;
  const read = (name: string): Compiled<readonly number[]> => compile({ k: "ref", name }) as Compiled<readonly number[]>;
  return cardSumScore(shape, compile(shape.v), shape.parts.map(read), shape.suitsOf?.map(read) ?? null, plain);
}
