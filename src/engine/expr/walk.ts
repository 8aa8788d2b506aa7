// Walks over IR expressions: their children, a rebuilt copy, and the two questions the compiler asks
// before lifting part of a per-card predicate out of the walk (does it read the card? is it worth it?).

import type { Expr } from "../../ir/types.js";
import { irChildren } from "../../ir/limits.js";
import { builtin } from "./builtins.js";
import { unreachable } from "../../ir/unreachable.js";

/**
 * Does `e` read the card in question (or a local bound inside the predicate, `bound`)? Inside a
 * nested `where`, the built-ins that read the card are that walk's own card, so only its collection
 * counts (`nested`).
 */
export function readsCard(e: Expr, bound: ReadonlySet<string>, nested: boolean, cardFree: ReadonlySet<string> = NONE, except = ""): boolean {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
      return false;
    case "ref":
      return bound.has(e.name) || (!nested && e.name !== except && builtin(e.name)?.readsCard === true);
    case "where":
      return readsCard(e.coll, bound, nested, cardFree, except) || readsCard(e.pred, bound, true, cardFree, except);
    // A card attribute is a value of the card in question, whatever it is computed from, unless its
    // expression reads no card in question (`cardFree`, worked out from the attribute's IR).
    case "attr":
      return !nested && !cardFree.has(e.name);
    // Their bodies read their own cards, as a nested walk's predicate does.
    case "map":
      return readsCard(e.coll, bound, nested, cardFree, except) || readsCard(e.body, bound, true, cardFree, except);
    case "at":
      return readsCard(e.card, bound, nested, cardFree, except) || readsCard(e.body, bound, true, cardFree, except);
    case "let":
      return readsCard(e.value, bound, nested, cardFree, except) || readsCard(e.body, new Set(bound).add(e.name), nested, cardFree, except);
    case "for":
      return readsCard(e.coll, bound, nested, cardFree, except) || readsCard(e.body, new Set(bound).add(e.name), nested, cardFree, except);
    case "bin":
    case "not":
    case "neg":
    case "if":
    case "call":
    case "of":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return childrenOf(e).some((c) => readsCard(c, bound, nested, cardFree, except));
    default:
      return unreachable(e);
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Does a card attribute's whole expression read the card in question? As readsCard, except that a
 * local bound by `let` reads the card only when its value does: the attribute is evaluated whole (its
 * locals are its own), so `followClass: let followClass = class of leadCard in ...` reads no card in
 * question. (readsCard keeps every local as reading the card: a lifted part must not read a local the
 * walk sets per card.)
 */
export function attrReadsCard(e: Expr, cardFree: ReadonlySet<string>, cardLocals: ReadonlySet<string> = NONE, nested = false, except = ""): boolean {
  if (e.k === "let") {
    if (attrReadsCard(e.value, cardFree, cardLocals, nested, except)) return true;
    const inner = new Set(cardLocals);
    inner.delete(e.name);
    return attrReadsCard(e.body, cardFree, inner, nested, except);
  }
  if (e.k === "ref") return cardLocals.has(e.name) || (!nested && e.name !== except && builtin(e.name)?.readsCard === true);
  if (e.k === "attr") return !nested && !cardFree.has(e.name);
  // Anything else binding names or cards of its own is judged as readsCard judges it.
  if (e.k === "for" || e.k === "where" || e.k === "map" || e.k === "at") return readsCard(e, cardLocals, nested, cardFree, except);
  return childrenOf(e).some((c) => attrReadsCard(c, cardFree, cardLocals, nested, except));
}

/**
 * Does a card attribute's whole expression read the card in question only through its suit (directly,
 * or through attributes in `suitOnly`, which holds the card-free ones too)? Then it has one value per
 * suit in one context (`colour: if suit = fan then 1 else ...`; `class: if isTrump then 0 else colour`
 * while no trump rule reads the rank), and a rule that reads the card only through it may be answered
 * once per suit (readsOnlySuit).
 */
export function attrReadsOnlySuit(e: Expr, suitOnly: ReadonlySet<string>): boolean {
  return !attrReadsCard(e, suitOnly, NONE, false, "suit");
}

/**
 * Does `e` read the card in question only through its suit (or attributes in `suitOnly`, which read it
 * only so: attrReadsOnlySuit)? Then its value is the same for every card of a suit in one context, and a walk over a hand may evaluate it once per suit (tricks/play.ts).
 */
export function readsOnlySuit(e: Expr, cardFree: ReadonlySet<string>, suitOnly: ReadonlySet<string> = NONE): boolean {
  return !readsCard(e, new Set(), false, suitOnly.size === 0 ? cardFree : new Set([...cardFree, ...suitOnly]), "suit");
}

/** The built-in names an expression of readsOnlyLeads may read: the card's suit, the trick's lead, the open tricks' count and leads. */
const LEAD_NAMES: ReadonlySet<string> = new Set(["suit", "lead", "openTricks", "openSuits"]);

/** Operators that cannot fail on any values (no division, no `mod`). */
const SAFE_OPS: ReadonlySet<string> = new Set(["+", "-", "*", "=", "!=", "<", "<=", ">", ">=", "and", "or", "in"]);

/**
 * Does `e` read nothing but the card's suit, the lead of the trick in question and the open tricks'
 * number and leads (`suit`, `lead`, `openTricks`, `openSuits`, the built-ins: `declared` says a name is
 * the ruleset's own), through operators that cannot fail? Then its value is one per suit and sequence
 * of open tricks' leads, whoever plays and whatever else the state holds, and it raises no error, so
 * a per-card rule of this shape may be answered from a table of those sequences (tricks/play.ts).
 */
export function readsOnlyLeads(e: Expr, declared: (name: string) => boolean): boolean {
  // Ifs, not a switch: every other kind of expression answers no (the switches over a kind list every kind).
  if (e.k === "num" || e.k === "bool" || e.k === "suit") return true;
  if (e.k === "ref") return LEAD_NAMES.has(e.name) && !declared(e.name);
  if (e.k === "not" || e.k === "neg") return readsOnlyLeads(e.e, declared);
  if (e.k === "bin") return SAFE_OPS.has(e.op) && readsOnlyLeads(e.l, declared) && readsOnlyLeads(e.r, declared);
  if (e.k === "if") return readsOnlyLeads(e.c, declared) && readsOnlyLeads(e.t, declared) && readsOnlyLeads(e.e, declared);
  return false;
}

/** The definitions a part may read by name: the top-level lets' and the card attributes'. */
export interface Definitions {
  readonly lets?: ReadonlyMap<string, Expr> | undefined;
  readonly attrs?: ReadonlyMap<string, Expr> | undefined;
}

/**
 * Is `e` worth computing once ahead of the walk? Not constants and plain reads (they cost no more
 * than the slot), and nothing that can fail: a list position (`index`) outside its list raises an
 * error, which must happen only where the rules would evaluate it (maybe never, behind an `if` or
 * after an `or`'s earlier part). A let or card attribute read counts as its definition (`defs`): one
 * holding a position fails where it is read, so a part reading it is not lifted either.
 */
export function worthLifting(e: Expr, scope: ReadonlyMap<string, number>, defs: Definitions = {}): boolean {
  if (e.k === "num" || e.k === "bool" || e.k === "suit") return false;
  if (e.k === "ref" && (scope.has(e.name) || builtin(e.name)?.cheap === true)) return false;
  return !mayFail(e, scope, defs);
}

/** Can evaluating `e` raise: does it hold a list position, itself or in a let or attribute it reads (not a local of `scope`)? */
function mayFail(e: Expr, scope: ReadonlyMap<string, number>, defs: Definitions, sizes: ReadonlyMap<string, number> = NO_SIZES): boolean {
  if (e.k === "index" && !withinGuard(e, sizes)) return true;
  if (e.k === "ref" && defs.lets !== undefined && !scope.has(e.name) && definitionMayFail(e.name, defs.lets, defs)) return true;
  if (e.k === "attr" && defs.attrs !== undefined && definitionMayFail(e.name, defs.attrs, defs)) return true;
  // `count(L) >= N and ... L[i] ...`: the right of an `and` (the branch of an `if`) runs only where
  // the guard on its left holds, so a constant position up to N in the same list cannot fail there.
  if (e.k === "bin" && e.op === "and") return mayFail(e.l, scope, defs, sizes) || mayFail(e.r, scope, defs, guarded(e.l, sizes));
  if (e.k === "if") return mayFail(e.c, scope, defs, sizes) || mayFail(e.t, scope, defs, guarded(e.c, sizes)) || mayFail(e.e, scope, defs, sizes);
  // `suit of L[2]` is `at`: its card is read where the `at` stands, its body in the card's context.
  if (e.k === "at") return mayFail(e.card, scope, defs, sizes) || mayFail(e.body, scope, defs, NO_SIZES);
  // Known sizes hold only where nothing is bound in between (a binder may shadow a name of L).
  const inner = e.k === "bin" || e.k === "not" || e.k === "neg" || e.k === "of" || e.k === "index" || e.k === "call" || e.k === "list" ? sizes : NO_SIZES;
  return childrenOf(e).some((c) => mayFail(c, scope, defs, inner));
}

const NO_SIZES: ReadonlyMap<string, number> = new Map();

/** Is `e`, a list position, a constant from 1 to a size its list is known to have at least? */
function withinGuard(e: Extract<Expr, { k: "index" }>, sizes: ReadonlyMap<string, number>): boolean {
  if (sizes.size === 0 || e.i.k !== "num" || !Number.isInteger(e.i.v) || e.i.v < 1) return false;
  return e.i.v <= (sizes.get(JSON.stringify(e.coll)) ?? 0);
}

/** `sizes` with what the condition `c` says of a list's size where it holds (`count(L) >= N`, `> N`, `= N`, and mirrored), or as it was. */
function guarded(c: Expr, sizes: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  if (c.k === "bin" && c.op === "and") return guarded(c.r, guarded(c.l, sizes));
  if (c.k !== "bin") return sizes;
  const countOf = (x: Expr): Expr | null => (x.k === "call" && x.fn === "count" && x.args.length === 1 ? x.args[0]! : null);
  const numOf = (x: Expr): number | null => (x.k === "num" && Number.isInteger(x.v) ? x.v : null);
  let list: Expr | null = null;
  let least: number | null = null;
  const l = countOf(c.l);
  const r = countOf(c.r);
  if (l !== null && numOf(c.r) !== null) {
    const n = numOf(c.r)!;
    list = l;
    least = c.op === ">=" || c.op === "=" ? n : c.op === ">" ? n + 1 : null;
  } else if (r !== null && numOf(c.l) !== null) {
    const n = numOf(c.l)!;
    list = r;
    least = c.op === "<=" || c.op === "=" ? n : c.op === "<" ? n + 1 : null;
  }
  if (list === null || least === null || least < 1) return sizes;
  const key = JSON.stringify(list);
  if ((sizes.get(key) ?? 0) >= least) return sizes;
  return new Map(sizes).set(key, least);
}

/** Per table of definitions, whether each one can raise (they form no cycle: the checker refuses one). */
const failures = new WeakMap<ReadonlyMap<string, Expr>, Map<string, boolean>>();

function definitionMayFail(name: string, table: ReadonlyMap<string, Expr>, defs: Definitions): boolean {
  let known = failures.get(table);
  if (known === undefined) failures.set(table, (known = new Map()));
  let fails = known.get(name);
  if (fails === undefined) {
    const def = table.get(name);
    known.set(name, false); // guards a cycle all the same
    // A top-level let or an attribute sees no locals: its definition is read in an empty scope.
    fails = def !== undefined && mayFail(def, EMPTY_SCOPE, defs);
    known.set(name, fails);
  }
  return fails;
}

const EMPTY_SCOPE: ReadonlyMap<string, number> = new Map();

/** The direct sub-expressions of `e`: the IR's one walk (ir/limits.ts), shared with the limit checks. */
export const childrenOf = irChildren;

/** `e` with `f` applied to each child (with the names bound around that child), as a new node. */
export function mapChildren(e: Expr, bound: ReadonlySet<string>, f: (c: Expr, bound: ReadonlySet<string>) => Expr): Expr {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
    case "ref":
    case "attr":
      return e;
    // Like a nested walk: the body reads its own card, so only the collection (or card) may be lifted.
    case "map":
      return { ...e, coll: f(e.coll, bound) };
    case "at":
      return { ...e, card: f(e.card, bound) };
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
    // Read at another seat: nothing inside may be computed ahead at this seat.
    case "atSeat":
    case "seats":
      return e;
    default:
      return unreachable(e);
  }
}
