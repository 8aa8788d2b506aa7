// Compiles IR expressions to closures, once per ruleset. Evaluation then costs a few function calls
// and no lookups by name. Values are numbers (also suits and card ids), booleans, or arrays of numbers;
// the front-end has type-checked every expression, so no run-time type tests are needed beyond `+`.

import type { Expr, FnName } from "../../ir/types.js";
import { seatMove } from "./seat-move.js";
import { builtin } from "./builtins.js";
import { foldWithTest, hoist, type Hoisted } from "./folds.js";
import { cardTestOf, foldOpOf, fuseLeaves, leafOf, FOLD_COUNT, FOLD_SUM, FOLD_MAX } from "./leaves.js";
import { ExprValueError, IrError, KEY_LIMIT, type Compiled, type CompileNames, type Env, type ExprCompiler, type MatchRule, type PerCard, type SlotCounter } from "./types.js";
import { mapChildren, readsCard, readsOnlyLeads, readsOnlySuit, worthLifting } from "./walk.js";
import { unreachable } from "../../ir/unreachable.js";
import { generate, generateCount, type GenContext } from "./codegen.js";
import { countInHand } from "./hand-counts.js";
import { tableOf } from "./attr-table.js";
import { matchShape } from "./match-rule.js";
import { keyedShape } from "./keyed-test.js";
import { suitCountFold, suitCountsOf } from "./suit-counts.js";
import { compileBin, compileCall } from "./operators.js";
import { declRule, type RuleRef } from "../../ir/rule-ref.js";
import { isDeclaredName, namedValue } from "./named-values.js";

const EXPRESSION = declRule("expression");

/** A compiled per-card predicate and the card-independent values to compute before walking the cards. */
interface Predicate {
  readonly test: Compiled<boolean>;
  readonly hoisted: readonly Hoisted[];
  /** The predicate with its lifted parts replaced by references to their slots, and the scope naming them. */
  readonly rewritten: Expr;
  readonly scope: ReadonlyMap<string, number>;
}

/** Suit indices a fold keeps per-suit answers for (decks have a handful of suits; others are evaluated per card). */
const SUIT_MEMO = 32;

export function createExprCompiler(names: CompileNames, slots: SlotCounter): ExprCompiler {
  let rule: RuleRef = EXPRESSION;
  const compiler: ExprCompiler = {
    compile(e: Expr, label: RuleRef = EXPRESSION): Compiled {
      rule = label;
      return compileIn(e, new Map());
    },
    compilePerCard(e: Expr, label: RuleRef = EXPRESSION): PerCard {
      rule = label;
      const { test, hoisted, rewritten } = compilePredicate(e, new Map());
      const bySuit = readsOnlySuit(rewritten, names.cardFreeAttrs ?? new Set(), names.suitOnlyAttrs);
      // Answered per kind of card and kinds held (keyed-test.ts), in the fast compilation only.
      const keyed =
        names.fast === true
          ? keyedShape(e, { attrs: names.attrs, cardFree: names.cardFreeAttrs ?? new Set(), trickConst: names.trickConstAttrs ?? new Set(), attrExprs: names.attrExprs, isHand: (x) => isHand(x, new Map()), compile: (x) => compileIn(x, new Map()) })
          : null;
      return { test, hoisted, bySuit, byLeads: bySuit && readsOnlyLeads(e, declaredName), matching: matchRuleOf(e), keyed };
    },
  };

  /** Is `name` one of the ruleset's own (expr/named-values.ts: a pile, order, let, call, secret or the auction), read before any built-in of that name? */
  const declaredName = (name: string): boolean => isDeclaredName(names, name);

  // The fast compilation writes regions of operators as generated code (codegen.ts), calling back
  // compileNode for what it leaves to closures; the reference compilation is closures throughout.
  const gen: GenContext | null =
    names.fast === true && names.generate !== false
      ? {
          delegate: (e, scope) => compileNode(e, scope),
          newSlot: () => slots.n++,
          declared: (name) => names.piles.get(name) ?? (declaredName(name) ? "other" : null),
          openSuitsWalk: true }
      : null;

  function compileIn(e: Expr, scope: ReadonlyMap<string, number>): Compiled {
    if (gen !== null) {
      const generated = generate(e, scope, gen);
      if (generated !== null) return generated;
    }
    return compileNode(e, scope);
  }

  /** The interpreter's closure for `e`, its children through compileIn. */
  function compileNode(e: Expr, scope: ReadonlyMap<string, number>): Compiled {
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
        if (names.fast === true && isOpenSuitsIn(e, scope)) return inOpenSuits(compileIn(e.l, scope) as Compiled<number>);
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
      case "attr": {
        const attr = names.attrs?.get(e.name);
        if (!attr) throw new IrError(`unknown card attribute '${e.name}' in IR`);
        return attr;
      }
      case "map": {
        const coll = compileIn(e.coll, scope) as Compiled<readonly number[]>;
        const body = compileIn(e.body, scope) as Compiled<number>;
        return (env) => {
          const items = coll(env);
          const saved = env.card;
          const out = new Array<number>(items.length);
          for (let i = 0; i < items.length; i++) {
            env.card = items[i]!;
            out[i] = body(env);
          }
          env.card = saved;
          return out;
        };
      }
      case "at": {
        const card = compileIn(e.card, scope) as Compiled<number>;
        const body = compileIn(e.body, scope);
        return (env) => {
          const c = card(env);
          const saved = env.card;
          env.card = c;
          const v = body(env);
          env.card = saved;
          return v;
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
      case "atSeat": {
        // A seat value at another seat: the same closure, with the seat of the evaluation context moved
        // there and back. Memoised lets are kept per seat, so every seat's value is read from one state.
        const value = compileIn(e.e, scope);
        const move = seatMove(e.seat, names.teams ?? 0, names.hiddenTeams === true);
        return (env) => {
          const seat = env.seat;
          env.seat = move(env, seat);
          try {
            return value(env);
          } finally {
            env.seat = seat;
          }
        };
      }
      case "seats": {
        const value = compileIn(e.e, scope) as Compiled<number>;
        return (env) => {
          const seat = env.seat;
          const out = new Array<number>(env.st.players);
          try {
            for (let s = 0; s < out.length; s++) {
              env.seat = s;
              out[s] = value(env);
            }
          } finally {
            env.seat = seat;
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
      default:
        return unreachable(e);
    }
    throw new IrError(`unknown expression kind '${(e as { k: string }).k}' in IR`);
  }

  /**
   * count / sum / max / min over `C where P`, `rank of C` or `rank of (C where P)` as one loop over C,
   * without building the filtered or mapped lists (scores are mostly such folds). Null for other shapes.
   */
  function compileFold(fn: FnName, arg: Expr | undefined, scope: ReadonlyMap<string, number>): Compiled | null {
    if (!arg || (fn !== "count" && fn !== "sum" && fn !== "max" && fn !== "min")) return null;
    // `max(for s in suits: count(C where suit = s))` (or min): one walk over C (suit-counts.ts).
    const suitColl = names.fast === true && fn !== "count" && fn !== "sum" ? suitCountsOf(arg, (name) => !scope.has(name) && !declaredName(name)) : null;
    if (suitColl !== null) return suitCountFold(partsOf(suitColl, scope), fn === "max");
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
    const walk = compileWalk(fn, field, pred, inner, scope);
    // `count(hand where A = X)` of an attribute tabled per round: from the hand counts where the play
    // loop keeps them (hand-counts.ts), else the walk. Where A reads the card through its suit alone
    // the walk is the per-suit closure below, which the counts beat (in-process A/B 1.17-1.33x on a
    // whole game); else it is one generated loop (codegen.ts generateCount), which they did not beat
    // measurably in the per-play loop (0.85-1.01x), where the counts are made anew every trick, but do
    // in the whole-cycle loop, which keeps them for the round (fast/rule-cycles.ts).
    const counted = gen !== null && fn === "count" && field === null && pred !== null && isHand(inner, scope) ? handCount(pred, walk) : null;
    return counted ?? walk;
  }

  /** The per-card rule `e` as a MatchRule (match-rule.ts matchShape), in the fast compilation; else null. */
  function matchRuleOf(e: Expr): MatchRule | null {
    if (names.fast !== true || !names.attrs) return null;
    const shape = matchShape(e, names.cardFreeAttrs ?? new Set(), (x) => isHand(x, new Map()));
    const attr = shape === null ? undefined : names.attrs.get(shape.attr);
    if (shape === null || attr === undefined || tableOf(attr) === undefined) return null;
    const x = shape.value;
    const perTrick = x.k !== "attr" || (names.trickConstAttrs?.has(x.name) ?? false);
    return { attr, value: compileIn(x, new Map()), perTrick };
  }

  /** Is `e` the built-in `hand` (no local, pile or other declared name of that name)? */
  function isHand(e: Expr, scope: ReadonlyMap<string, number>): boolean {
    return e.k === "ref" && e.name === "hand" && !scope.has("hand") && !declaredName("hand");
  }

  /**
   * The count of `hand where A = X` / `X = A` / `A` (A a card attribute tabled per round, X read
   * from a lifted slot, an outer local or a constant) through the hand counts, `walk` where they
   * cannot answer; null for other predicates.
   */
  function handCount(pred: Predicate, walk: Compiled): Compiled | null {
    const p = pred.rewritten;
    const fixed = (e: Expr): boolean => e.k === "num" || e.k === "suit" || e.k === "bool" || (e.k === "ref" && pred.scope.has(e.name));
    let attr: Expr | null = null;
    let other: Expr | null = null;
    if (p.k === "attr") attr = p;
    else if (p.k === "bin" && p.op === "=") {
      if (p.l.k === "attr" && fixed(p.r)) [attr, other] = [p.l, p.r];
      else if (p.r.k === "attr" && fixed(p.l)) [attr, other] = [p.r, p.l];
    }
    if (attr === null || attr.k !== "attr") return null;
    const read = names.attrs?.get(attr.name);
    if (!read) return null;
    if (other === null) return countInHand(read, null, pred.hoisted, walk);
    if (other.k === "ref") return countInHand(read, { slot: pred.scope.get(other.name)! }, pred.hoisted, walk);
    return other.k === "num" || other.k === "suit" || other.k === "bool" ? countInHand(read, { value: other.v }, pred.hoisted, walk) : null;
  }

  /** The fold as one walk over its lists (compileFold's shapes). */
  function compileWalk(fn: FnName, field: "rank" | "suit" | null, pred: Predicate | null, inner: Expr, scope: ReadonlyMap<string, number>): Compiled {
    const parts = partsOf(inner, scope);
    const p = pred?.test ?? (() => true);
    const hoisted = pred?.hoisted ?? [];
    // The value of a selected card: its rank, its suit, or (a plain filter) the item itself.
    const valueOf = field === "rank" ? 1 : field === "suit" ? 2 : 0;
    const op = foldOpOf(fn);
    const test = pred && cardTestOf(pred.rewritten, pred.scope);
    if (test) return foldWithTest(parts, hoisted, test, valueOf, op, names.keyBound !== undefined && names.keyBound <= KEY_LIMIT);
    // A predicate that reads the card only through its suit (`class = followClass` where `class` is a
    // value of the suit) is evaluated once per suit of the walk: its answers are kept in `memo` (0 not
    // yet, 1 no, 2 yes), one per suit index below SUIT_MEMO.
    const bySuit = pred !== null && readsOnlySuit(pred.rewritten, names.cardFreeAttrs ?? new Set(), names.suitOnlyAttrs);
    // A count answered card by card, in the fast compilation: one generated loop (codegen.ts generateCount).
    if (gen !== null && pred !== null && !bySuit && op === FOLD_COUNT && valueOf === 0) return generateCount(parts, hoisted, pred.rewritten, pred.scope, gen);
    const memo = new Uint8Array(SUIT_MEMO);
    return (env) => {
      hoist(hoisted, env);
      const saved = env.card;
      const suitOf = env.st.suitOf;
      if (bySuit) memo.fill(0);
      let acc = 0;
      let first = true;
      for (let k = 0; k < parts.length; k++) {
        const items = parts[k]!(env);
        for (let i = 0; i < items.length; i++) {
          const c = items[i]!;
          if (bySuit) {
            const s = suitOf[c]!;
            if (s >= 0 && s < SUIT_MEMO) {
              let m = memo[s]!;
              if (m === 0) {
                env.card = c;
                m = p(env) ? 2 : 1;
                memo[s] = m;
              }
              if (m === 1) continue;
            } else {
              env.card = c;
              if (!p(env)) continue;
            }
          } else {
            env.card = c;
            if (!p(env)) continue;
          }
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
  /** What a lifted part may read by name, for worthLifting's check of what can fail. */
  const definitions = { lets: names.letExprs, attrs: names.attrExprs };

  function compilePredicate(pred: Expr, scope: ReadonlyMap<string, number>): Predicate {
    const hoisted: Hoisted[] = [];
    const inner = new Map(scope);
    // The lifted conditions of the `if` branches being walked (fast compilation): parts lifted inside a
    // branch are computed only when the predicate would read them (folds.ts Hoisted.guards).
    const guards: { slot: number; want: boolean }[] = [];
    const lift = (e: Expr, bound: ReadonlySet<string>): Expr => {
      if (worthLifting(e, scope, definitions) && !readsCard(e, bound, false, names.cardFreeAttrs)) {
        const slot = slots.n++;
        const name = `\u0000lifted${slot}`; // no ruleset name can contain NUL
        hoisted.push(guards.length > 0 ? { slot, value: compileIn(e, scope), guards: [...guards] } : { slot, value: compileIn(e, scope) });
        inner.set(name, slot);
        return { k: "ref", name };
      }
      if (names.fast === true && e.k === "if") {
        const c = lift(e.c, bound);
        const cond = c.k === "ref" ? inner.get(c.name) : undefined;
        // Only a condition lifted here (a slot of this predicate's) guards its branches.
        if (cond === undefined || c === e.c) return { ...e, c, t: lift(e.t, bound), e: lift(e.e, bound) };
        guards.push({ slot: cond, want: true });
        const t = lift(e.t, bound);
        guards[guards.length - 1] = { slot: cond, want: false };
        const f = lift(e.e, bound);
        guards.pop();
        return { ...e, c, t, e: f };
      }
      // `suit in openSuits` stays a walk over the open tricks (inOpenSuits): lifting `openSuits` would
      // build its list once per walk, which is what the walk spares.
      if (names.fast === true && e.k === "bin" && isOpenSuitsIn(e, scope)) return { ...e, l: lift(e.l, bound) };
      return mapChildren(e, bound, lift);
    };
    const rewritten = lift(pred, new Set());
    return { test: compileIn(rewritten, inner) as Compiled<boolean>, hoisted, rewritten, scope: inner };
  }

  function compileRef(name: string, scope: ReadonlyMap<string, number>): Compiled {
    const slot = scope.get(name);
    if (slot !== undefined) return (env) => env.locals[slot]!;
    const own = namedValue(names, name);
    if (own !== undefined) return own;
    const b = builtin(name);
    if (b) return b.compile(names);
    throw new IrError(`unknown name '${name}' in IR`);
  }

  return compiler;
}

/** `x in openSuits`, with `openSuits` the built-in (no local of that name)? */
function isOpenSuitsIn(e: Extract<Expr, { k: "bin" }>, scope: ReadonlyMap<string, number>): boolean {
  return e.op === "in" && e.r.k === "ref" && e.r.name === "openSuits" && !scope.has("openSuits");
}

/**
 * `x in openSuits` without the list: is x the lead suit of an open trick? The same answer as the
 * reference compilation's membership test on the list the built-in builds (expr/builtins.ts).
 */
function inOpenSuits(x: Compiled<number>): Compiled<boolean> {
  return (env) => {
    const v = x(env);
    const open = env.st.openTricks;
    for (let i = 0; i < open.length; i++) if (open[i]!.lead === v) return true;
    return false;
  };
}
