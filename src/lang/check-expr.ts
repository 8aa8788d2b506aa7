// Name resolution, type checking and context checking of one expression. Each problem is reported
// once, at the smallest span that shows it; an operand that already failed has type null and is
// not complained about again.
import { BUILTIN_NAMES } from "../ir/types.js";
import type { Expr, SeatHop } from "./ast.js";
import type { TableDecl } from "./decls/table.js";
import { builtinNeeds, builtinSyntax, FUNCTIONS, isFnName } from "./builtins/table.js";
import { exprChildren } from "./ast-walk.js";
import type { Reporter } from "./diagnostics.js";
import { closest, didYouMean } from "./suggest.js";
import {
  builtinType, describeType, ELEMENT_OF, fits, isList, LIST_OF, withCtx,
  whyUnavailable, type Place, type Type,
} from "./types.js";
import { unreachable } from "../ir/unreachable.js";

/** The names a ruleset declares. */
export interface Names {
  readonly suits: ReadonlyMap<string, number>;
  /** Every pile, `won` included. */
  readonly piles: ReadonlySet<string>;
  /** Per-seat orders (lists of numbers). */
  readonly orders: ReadonlySet<string>;
  /** Top-level lets and their types (null while unknown: a cycle or an error in the let). */
  readonly lets: ReadonlyMap<string, Type | null>;
  /**
   * What the table shows of other seats (check-public.ts): seat values hidden from the other seats,
   * and lets that read such a value at another seat, each with why. Absent: every other seat's
   * value counts as hidden.
   */
  readonly hiddenAtSeat?: ReadonlyMap<string, string>;
  /** The lets that read another seat's values (`x of left`), directly or through another let. */
  readonly otherSeatLets?: ReadonlySet<string>;
  readonly peekingLets?: ReadonlyMap<string, string>;
  /** Card values (`card NAME: ...`): their types, and whether they read the trick. */
  readonly attrs: ReadonlyMap<string, AttrInfo>;
  /** Per-seat calls (numbers, 0 until called); the special calls' words and the rank names (numbers anywhere). */
  readonly calls?: ReadonlySet<string>;
  readonly words?: ReadonlyMap<string, number>;
  /**
   * The values declarations and steps name (DeclSyntax.value, StepSyntax.namedValue), read anywhere,
   * and their types (null while unknown).
   */
  readonly values?: ReadonlyMap<string, Type | null>;
  /** Of those, the ones some seat does not see, each with why (DeclSyntax.declares: a secret, the dealer's until revealed). */
  readonly hiddenValues?: ReadonlyMap<string, string>;
  /** The declarations of the declaration table the ruleset makes (a built-in may need one: BuiltinSyntax.unavailable). */
  readonly declared?: { readonly [K in TableDecl["kind"]]?: Extract<TableDecl, { readonly kind: K }> };
  /** What the declaration table's entries allow an expression to read (DeclSyntax.reads), each entry's rules. */
  readonly readRules?: readonly ReadRules[];
}

/** A problem a declaration's read rule finds: reported at the read, which then has no type. */
export interface ReadProblem {
  readonly code: "SW3002" | "SW3015" | "SW3016";
  readonly args: Readonly<Record<string, string | number>>;
}

/**
 * What a declaration allows an expression to read (decl-syntax.ts DeclSyntax.reads), asked by the
 * checker where it checks a read; the first problem found is reported there and ends that read's check.
 */
export interface ReadRules {
  /** A seat path (`x of partner`) the ruleset has no seat for: asked before anything else of `x of SEAT`. */
  readonly seatPath?: (seat: readonly SeatHop[]) => ReadProblem | undefined;
  /** `NAME of SEAT` (`phrase`, its words) read where `at` is: asked once a public place is known to read nothing hidden. */
  readonly seatOf?: (e: SeatOfExpr, phrase: string, at: Place) => ReadProblem | undefined;
  /** `NAME` (not a local) read where `at` is: asked at the same point. */
  readonly name?: (name: string, at: Place) => ReadProblem | undefined;
  /**
   * Seat hops that name one seat, the same for every seat, as `dealer` does: a path ending in one is
   * anchored there (a trick's judges and places without a seat may read what every seat sees of it).
   */
  readonly anchors?: readonly SeatHop[];
}

type SeatOfExpr = Extract<Expr, { kind: "seatOf" }>;

export interface AttrInfo {
  /** Null while unknown (a cycle or an error in it). */
  readonly type: Type | null;
  /** Reads the trick in question (position, leadCard, ...): usable only where a trick is. */
  readonly trick: boolean;
}

type Locals = ReadonlyMap<string, Type | null>;

const EQUALITY_OPS = new Set(["=", "!="]);

/** Why a play rule may not read a hidden value, and why a trick's judges read no other seat (SW3013). */
const PLAYS_SEE_TABLE = "a seat's plays may depend only on what it sees (its own hand, the cards played, every seat's tricks and totals, public piles and open calls)";
const NOT_A_PLAY = "it judges for every seat at once; read other seats in 'open', 'follow', score, let, dealer and winner keys, 'stop when' or 'end when'";
/** Why a condition whose outcome every seat sees may not read anything hidden (SW3013, "public" places). */
const SEEN_BY_ALL = "every seat sees what it decides, so it may read only what every seat sees (tricks, totals, seat, team, open calls, public piles, turned, the auction)";
/** Why a value at the dealer or the declarer read where every seat is judged alike must be public (SW3013). */
const ANCHORED_SEEN_BY_ALL = "it judges for every seat at once, so a value at the dealer or the declarer must be one every seat sees (tricks, totals, open calls, public piles)";

export class ExprChecker {
  constructor(
    private readonly names: Names,
    private readonly reporter: Reporter,
    /** Collects the `NAME of X` nodes whose X is one card (not a list): the lowering needs to know. */
    private readonly singleOf: WeakSet<Expr> = new WeakSet(),
    /**
     * Locals that stand for a seat value computed per seat (a rule card's change of the score reads the
     * score so far as `score`, and may read it at another seat: `score of right`).
     */
    private readonly seatLocals: ReadonlySet<string> = new Set(),
  ) {}

  /** Checks `e` and reports unless its type fits `want`. Returns the type found (null if unknown). */
  expect(e: Expr, at: Place, want: Type, what: string, locals: Locals = new Map()): Type | null {
    const t = this.check(e, at, locals);
    if (t !== null && !fits(t, want)) this.reporter.report("SW3001", e.span, { what, expected: describeType(want), actual: describeType(t) });
    return t;
  }

  check(e: Expr, at: Place, locals: Locals = new Map()): Type | null {
    switch (e.kind) {
      case "error":
        return null;
      case "num":
        return "number";
      case "bool":
        return "bool";
      case "name":
        return this.name(e, at, locals);
      case "call":
        return this.call(e, at, locals);
      case "binary":
        return this.binary(e, at, locals);
      case "not":
        this.expect(e.expr, at, "bool", "the value after 'not'", locals);
        return "bool";
      case "neg":
        this.expect(e.expr, at, "number", "the value after '-'", locals);
        return "number";
      case "if": {
        this.expect(e.cond, at, "bool", "the condition of 'if'", locals);
        const t = this.check(e.then, at, locals);
        const f = this.check(e.else, at, locals);
        if (t === null || f === null) return t ?? f;
        if (!fits(t, f)) {
          this.reporter.report("SW3006", e.else.span, { then: describeType(t), else: describeType(f) });
          return null;
        }
        return t === "list" ? f : t;
      }
      case "let": {
        const v = this.check(e.value, at, locals);
        return this.check(e.body, at, new Map([...locals, [e.name.name, v]]));
      }
      case "for": {
        const l = this.check(e.list, at, locals);
        let elem: Type | null = null;
        if (l !== null) {
          if (!isList(l)) this.reporter.report("SW3001", e.list.span, { what: "the list after 'for ... in'", expected: "a list", actual: describeType(l) });
          else elem = ELEMENT_OF[l] ?? null;
        }
        const b = this.check(e.body, at, new Map([...locals, [e.name.name, elem]]));
        if (b === null) return null;
        const list = LIST_OF[b];
        if (!list) {
          this.reporter.report("SW3009", e.body.span, { actual: describeType(b) });
          return null;
        }
        return list;
      }
      case "where": {
        this.expect(e.coll, at, "cards", "the part before 'where'", locals);
        this.expect(e.cond, withCtx(at, "card"), "bool", "the condition after 'where'", locals);
        return "cards";
      }
      case "of": {
        const field = e.field.name;
        const attr = this.names.attrs.get(field);
        // A built-in value of a card (rank, suit, playedBy: its entry's `ofCards`), else a card value.
        const base: Type | null | undefined = builtinSyntax(field)?.ofCards !== undefined ? builtinType(field) : attr ? attr.type : undefined;
        const c = this.check(e.coll, at, locals);
        if (base === undefined) {
          this.reporter.report("SW3007", e.field.span, { name: field });
          return null;
        }
        if (attr?.trick && !at.ctx.has("trick")) {
          this.reporter.report("SW3002", e.field.span, { name: field, why: whyUnavailable(field, "trick", at.what) });
        }
        if (c === "card") {
          this.singleOf.add(e);
          return base;
        }
        if (c !== null && c !== "cards" && c !== "list") {
          this.reporter.report("SW3001", e.coll.span, { what: `the part after '${field} of'`, expected: "a card or a list of cards", actual: describeType(c) });
        }
        if (base === null) return null;
        const list = LIST_OF[base];
        if (!list) {
          this.reporter.report("SW3001", e.field.span, { what: `'${field} of' a list of cards`, expected: "a card value that is a number, a suit or a card", actual: describeType(base) });
          return null;
        }
        return list;
      }
      case "seatOf":
        return this.seatOf(e, at, locals);
      case "list": {
        let first: Type | null = null;
        for (const item of e.items) {
          const t = this.check(item, at, locals);
          if (t === null) continue;
          if (!LIST_OF[t]) {
            this.reporter.report("SW3001", item.span, { what: "a list item", expected: "a number, a suit or a card", actual: describeType(t) });
            continue;
          }
          if (first === null) first = t;
          else if (t !== first) this.reporter.report("SW3008", item.span, { first: describeType(first), actual: describeType(t) });
        }
        return first === null ? "list" : (LIST_OF[first] ?? null);
      }
      case "index": {
        const l = this.check(e.list, at, locals);
        this.expect(e.index, at, "number", "a list position", locals);
        if (l === null) return null;
        if (!isList(l)) {
          this.reporter.report("SW3001", e.list.span, { what: "the value before '[...]'", expected: "a list", actual: describeType(l) });
          return null;
        }
        return ELEMENT_OF[l] ?? null;
      }
      default:
        return unreachable(e);
    }
  }

  /**
   * `NAME of left|right|each player`: NAME is a seat value (a let, a pile, an order or a seat built-in)
   * read from another seat's point of view. Not in the trick slots: a seat's legal plays must not
   * depend on what another seat holds.
   */
  private seatOf(e: Extract<Expr, { kind: "seatOf" }>, at: Place, locals: Locals): Type | null {
    const phrase = `${e.value.name} of ${e.seat === "each" ? "each player" : e.seat.join(" of ")}`;
    if (e.seat !== "each") {
      const seat = e.seat;
      if (this.ruled(e, (r) => r.seatPath?.(seat))) return null;
    }
    if (locals.has(e.value.name) && !this.seatLocals.has(e.value.name)) {
      this.reporter.report("SW3014", e.value.span, { name: e.value.name, phrase });
      return null;
    }
    // (Without a seat, a seat value is refused below for that reason first.)
    if (at.ctx.has("public") && at.ctx.has("seat")) {
      const hidden = this.hiddenFromSomeSeat(e.value.name);
      if (hidden !== undefined) {
        this.reporter.report("SW3013", e.span, { phrase, hidden, where: at.what, why: SEEN_BY_ALL });
        return null;
      }
    }
    if (this.ruled(e, (r) => r.seatOf?.(e, phrase, at))) return null;
    // A path from the dealer (or a hop a rule anchors, ReadRules.anchors) names one seat, the same for
    // every seat: a trick's judges and places without a seat may read a value there that every seat sees.
    const last = e.seat === "each" ? undefined : e.seat[e.seat.length - 1];
    const anchored = last !== undefined && (last === "dealer" || (this.names.readRules ?? []).some((r) => r.anchors?.includes(last) === true));
    if (!at.ctx.has("seat") || at.ctx.has("table") || at.ctx.has("trick")) {
      // A seat's plays (table slots) may read what the table shows of other seats; the trick's judges
      // (trump, winner) and places without a seat read no other seat at all but the dealer's or the
      // anchored seat's, what every seat sees of it.
      const hidden = this.names.hiddenAtSeat?.get(e.value.name) ?? (this.names.hiddenAtSeat ? undefined : "another seat's values");
      if (!at.ctx.has("seat") || !at.ctx.has("table")) {
        const hiddenThere = anchored ? this.hiddenFromSomeSeat(e.value.name) : undefined;
        if (!anchored || hiddenThere !== undefined) {
          this.reporter.report("SW3013", e.span, { phrase, hidden: hiddenThere ?? "another seat's values", where: at.what, why: anchored ? ANCHORED_SEEN_BY_ALL : NOT_A_PLAY });
          return null;
        }
      } else if (hidden !== undefined) {
        this.reporter.report("SW3013", e.span, { phrase, hidden, where: at.what, why: PLAYS_SEE_TABLE });
        return null;
      }
    }
    // At the dealer (or an anchored hop) there is a seat to read the value at, wherever the path is written.
    const t = this.name(e.value, anchored && !at.ctx.has("seat") ? { ...at, ctx: new Set([...at.ctx, "seat"]) } : at, locals);
    if (t === null || e.seat !== "each") return t;
    const list = LIST_OF[t];
    if (!list) {
      this.reporter.report("SW3001", e.value.span, { what: `the value of '${phrase}'`, expected: "a number, a suit or a card", actual: describeType(t) });
      return null;
    }
    return list;
  }

  private name(e: Extract<Expr, { kind: "name" }>, at: Place, locals: Locals): Type | null {
    const n = e.name;
    if (locals.has(n)) return locals.get(n) ?? null;
    // Without a seat only a named value is hidden here: a seat value is refused below (SW3002) for that first.
    if (at.ctx.has("public") && (at.ctx.has("seat") || this.names.values?.has(n) === true)) {
      const hidden = this.hiddenFromSomeSeat(n);
      if (hidden !== undefined) {
        this.reporter.report("SW3013", e.span, { phrase: n, hidden, where: at.what, why: SEEN_BY_ALL });
        return null;
      }
    }
    if (this.ruled(e, (r) => r.name?.(n, at))) return null;
    if (at.ctx.has("table") || at.ctx.has("trick")) {
      // In a play rule, a let may read what the table shows of other seats; in a trick's judges, none.
      const play = at.ctx.has("table") && at.ctx.has("seat") && this.names.peekingLets !== undefined;
      const peeks = play ? this.names.peekingLets?.get(n) : this.names.otherSeatLets?.has(n) ? "another seat's values" : undefined;
      if (peeks !== undefined) {
        this.reporter.report("SW3013", e.span, { phrase: n, hidden: peeks, where: at.what, why: play ? PLAYS_SEE_TABLE : NOT_A_PLAY });
        return null;
      }
    }
    if (this.names.words?.has(n)) return "number";
    const perSeat = this.names.lets.has(n) || this.names.piles.has(n) || this.names.orders.has(n) || this.names.calls?.has(n) === true;
    if (perSeat) {
      if (!at.ctx.has("seat")) {
        this.reporter.report("SW3002", e.span, { name: n, why: whyUnavailable(n, "seat", at.what) });
        return null;
      }
      if (this.names.piles.has(n)) return "cards";
      if (this.names.orders.has(n)) return "numbers";
      if (this.names.calls?.has(n)) return "number";
      return this.names.lets.get(n) ?? null;
    }
    if (this.names.values?.has(n)) return this.names.values.get(n) ?? null;
    const attr = this.names.attrs.get(n);
    if (attr) {
      if (!at.ctx.has("card")) {
        this.reporter.report("SW3002", e.span, { name: n, why: whyUnavailable(n, "card", at.what) });
        return null;
      }
      if (attr.trick && !at.ctx.has("trick")) {
        this.reporter.report("SW3002", e.span, { name: n, why: whyUnavailable(n, "trick", at.what) });
        return null;
      }
      return attr.type;
    }
    const bt = builtinType(n);
    const unavailable = builtinSyntax(n)?.unavailable?.(this.names);
    if (bt !== undefined && unavailable !== undefined) {
      this.reporter.report("SW3015", e.span, { name: n, why: unavailable });
      return null;
    }
    if (bt !== undefined) {
      const needs = builtinNeeds(n);
      if (needs && !at.ctx.has(needs)) {
        this.reporter.report("SW3002", e.span, { name: n, why: whyUnavailable(n, needs, at.what) });
        return null;
      }
      return bt;
    }
    if (this.names.suits.has(n)) return "suit";
    const suggestion = closest(n, this.candidates(at, locals));
    this.reporter.report("SW2001", e.span, { name: n, hint: didYouMean(suggestion) }, suggestion);
    return null;
  }

  /** Asks the declarations' read rules in turn; reports the first problem one finds at `e` (true: reported). */
  private ruled(e: Expr, ask: (r: ReadRules) => ReadProblem | undefined): boolean {
    for (const rules of this.names.readRules ?? []) {
      const p = ask(rules);
      if (p) {
        this.reporter.report(p.code, e.span, p.args);
        return true;
      }
    }
    return false;
  }

  /**
   * Why a name (not a local) is hidden from some seat, even at its own seat: a hand, an owner-only
   * pile, a face-down order, a secret call, a let reading one of those, a hidden named value (a
   * declaration's, as its entry says: DeclSyntax.declares). Undefined when every seat sees it.
   */
  private hiddenFromSomeSeat(n: string): string | undefined {
    // A named value some seat does not see (the values steps name share its table of types, and every seat sees them).
    const value = this.names.hiddenValues?.get(n);
    if (value !== undefined) return value;
    const own = builtinSyntax(n)?.hiddenFromOthers;
    const hidden = this.names.hiddenAtSeat?.get(n) ?? (own !== undefined && own.unlessPublic === undefined ? own.why : undefined);
    return hidden?.replace(/^another seat's /, "a seat's ");
  }

  /** Names that would be valid at this place: the pool for "did you mean". */
  private candidates(at: Place, locals: Locals): string[] {
    const out = [...locals.keys(), ...this.names.suits.keys()];
    if (at.ctx.has("seat")) out.push(...this.names.lets.keys(), ...this.names.piles, ...this.names.orders);
    if (at.ctx.has("card")) out.push(...this.names.attrs.keys());
    for (const b of Object.keys(BUILTIN_NAMES)) {
      const needs = builtinNeeds(b);
      if (!needs || at.ctx.has(needs)) out.push(b);
    }
    return out;
  }

  private call(e: Extract<Expr, { kind: "call" }>, at: Place, locals: Locals): Type | null {
    const fn = e.fn.name;
    if (!isFnName(fn)) {
      for (const a of e.args) this.check(a, at, locals);
      const suggestion = closest(fn, Object.keys(FUNCTIONS));
      this.reporter.report("SW2004", e.fn.span, { name: fn, hint: didYouMean(suggestion) }, suggestion);
      return null;
    }
    const sig = FUNCTIONS[fn];
    if (sig.needs !== undefined && !at.ctx.has(sig.needs)) {
      this.reporter.report("SW3002", e.fn.span, { name: fn, why: whyUnavailable(fn, sig.needs, at.what) });
    }
    if (e.args.length !== sig.args.length) {
      for (const a of e.args) this.check(a, at, locals);
      this.reporter.report("SW3005", e.span, { fn, expected: sig.takes, actual: e.args.length === 1 ? "1 value" : `${e.args.length} values` });
      return sig.result;
    }
    e.args.forEach((a, i) => {
      const t = this.check(a, at, locals);
      const allowed = sig.args[i] ?? [];
      if (t !== null && !allowed.some((w) => fits(t, w))) {
        this.reporter.report("SW3001", a.span, { what: `the value given to '${fn}'`, expected: sig.takes.replace(/^one /, "a "), actual: describeType(t) });
      }
    });
    return sig.result;
  }

  private binary(e: Extract<Expr, { kind: "binary" }>, at: Place, locals: Locals): Type | null {
    const op = e.op;
    if (op === "and" || op === "or") {
      this.expect(e.left, at, "bool", `the left side of '${op}'`, locals);
      this.expect(e.right, at, "bool", `the right side of '${op}'`, locals);
      return "bool";
    }
    if (op === "in" || op === "not in") {
      const l = this.check(e.left, at, locals);
      const r = this.check(e.right, at, locals);
      if (l !== null && !LIST_OF[l]) {
        this.reporter.report("SW3001", e.left.span, { what: `the left side of '${op}'`, expected: "a number, a suit or a card", actual: describeType(l) });
        return "bool";
      }
      if (l !== null && r !== null) {
        const want = LIST_OF[l];
        if (want && !fits(r, want)) this.reporter.report("SW3004", e.right.span, { op, elem: describeType(want).replace(/^a list of /, ""), actual: describeType(r) });
      } else if (r !== null && !isList(r)) {
        this.reporter.report("SW3004", e.right.span, { op, elem: "values", actual: describeType(r) });
      }
      return "bool";
    }
    const l = this.check(e.left, at, locals);
    const r = this.check(e.right, at, locals);
    if (op === "+") {
      if (l === null || r === null) return l === "number" || r === "number" ? "number" : null;
      if (l === "number" && r === "number") return "number";
      if (isList(l) && fits(l, r)) return l === "list" ? r : l;
      this.reporter.report("SW3010", e.opSpan, { left: describeType(l), right: describeType(r) });
      return null;
    }
    if (EQUALITY_OPS.has(op)) {
      // Equality is defined on single values only (the engine compares lists by identity).
      const listSide = l !== null && isList(l) ? { t: l, x: e.left } : r !== null && isList(r) ? { t: r, x: e.right } : undefined;
      if (listSide) this.reporter.report("SW3011", listSide.x.span, { op, actual: describeType(listSide.t) });
      else if (l !== null && r !== null && !fits(l, r)) this.reporter.report("SW3003", e.opSpan, { left: describeType(l), right: describeType(r) });
      return "bool";
    }
    // Arithmetic and ordering work on numbers only.
    const side = (t: Type | null, x: Expr, which: string): void => {
      if (t !== null && t !== "number") this.reporter.report("SW3001", x.span, { what: `the ${which} side of '${op}'`, expected: "a number", actual: describeType(t) });
    };
    side(l, e.left, "left");
    side(r, e.right, "right");
    return op === "<" || op === "<=" || op === ">" || op === ">=" ? "bool" : "number";
  }
}

/** Does `e` read a value at another seat (`x of left`, `x of each player`)? */
export function readsOtherSeat(e: Expr): boolean {
  return e.kind === "seatOf" || exprChildren(e).some(readsOtherSeat);
}

/** Names that `e` uses from outside itself (locals bound inside are left out). */
export function freeNames(e: Expr, bound: ReadonlySet<string> = new Set(), out: Set<string> = new Set()): Set<string> {
  const sub = (x: Expr, b: ReadonlySet<string> = bound): void => {
    freeNames(x, b, out);
  };
  switch (e.kind) {
    case "name":
      if (!bound.has(e.name)) out.add(e.name);
      break;
    case "call":
      e.args.forEach((a) => sub(a));
      break;
    case "binary":
      sub(e.left);
      sub(e.right);
      break;
    case "not":
    case "neg":
      sub(e.expr);
      break;
    case "if":
      sub(e.cond);
      sub(e.then);
      sub(e.else);
      break;
    case "let":
      sub(e.value);
      sub(e.body, new Set([...bound, e.name.name]));
      break;
    case "for":
      sub(e.list);
      sub(e.body, new Set([...bound, e.name.name]));
      break;
    case "where":
      sub(e.coll);
      sub(e.cond);
      break;
    case "of":
      sub(e.coll);
      break;
    case "seatOf":
      sub(e.value);
      break;
    case "list":
      e.items.forEach((i) => sub(i));
      break;
    case "index":
      sub(e.list);
      sub(e.index);
      break;
    case "num":
    case "bool":
    case "error":
      break;
    default:
      return unreachable(e);
  }
  return out;
}
