// A per-card rule answered per kind of card and per kinds held, instead of per card and per play (issue
// 26). Where a per-card rule (`follow`) reads the card in question only through card attributes tabled
// per round, the hand only through `count(hand where P)` compared with 0 (P reading the counted card
// the same way), and nothing else but values that are the same for every card in question at a play
// (card-free attributes: `followClass: class of leadCard`; `active(n)`), constants and its own lets,
// through operators of numbers and booleans, then which cards of a hand it allows depends only on:
// - each card's kind: the tuple of its values of those attributes (a class and whether the card is a
//   trump: a handful of kinds in the deck);
// - which kinds the hand holds (a count compared with 0 asks only whether some held card's kind
//   satisfies P; the counts themselves are never read);
// - those values at the play (`followClass`, `active(28)`): the play's values.
// (The kinds are checked once per play session: the tables' value arrays change only between sessions.)
// So the answer per kind is kept per (the play's values, kinds held): asked of the rules once (their lifted
// parts, then the test for a card of each kind), then read for every hand that brings the same key,
// trick after trick and game after game of one ruleset. A play reads its values, walks the hand
// once for the kinds held and once for the allowed cards (tricks/match-draw.ts drawListed): no lifted
// part computed, no test asked. The same cards, in hand order, as asking the test card by card.
//
// The kinds are made once per array of the tables' values (attr-table.ts: an array belongs to one deck,
// player count, round and set of rule cards, and its entries are only filled, never changed). Where
// anything does not fit (a play's value that is not a boolean or a small whole number, an attribute value
// that is not a boolean or a finite number, a table not checked for this epoch, more than KINDS_MAX
// kinds, a rule raising an error), nothing is answered here and the caller asks the rules card by card,
// the reference, which raise what the general path raises.

import type { Expr } from "../../ir/types.js";
import { unreachable } from "../../ir/unreachable.js";
import { hoist, type Hoisted } from "./folds.js";
import { tableOf, type TableView } from "./attr-table.js";
import { playSession } from "./play-session.js";
import type { Compiled, Env, KeyedTest } from "./types.js";

export type { KeyedTest };

/**
 * At most this many values of the play (6 bits each of a code that stays a small integer) and kinds
 * (the kinds held index an array of 2^kinds answers per code).
 */
const INPUTS_MAX = 4;
const KINDS_MAX = 12;
/** Codes of the play's values kept per set of kinds before they are dropped and asked again. */
const CODES_MAX = 1024;

/** Binary operators of numbers and booleans that cannot fail on them (no lists, no `in`). */
const PLAIN_OPS: ReadonlySet<string> = new Set(["=", "!=", "<", "<=", ">", ">=", "and", "or", "-", "*", "+", "/", "mod"]);

/** What keyedShape needs from the compiler. */
export interface KeyedContext {
  /** Compiled card attributes by name. */
  readonly attrs: ReadonlyMap<string, Compiled> | undefined;
  /** Card attributes that read no card in question. */
  readonly cardFree: ReadonlySet<string>;
  /** Card-free attributes with one value for every follower of a trick (CompileNames.trickConstAttrs). */
  readonly trickConst: ReadonlySet<string>;
  /** The card attributes' expressions (CompileNames.attrExprs): which inputs are `A of leadCard`. */
  readonly attrExprs: ReadonlyMap<string, Expr> | undefined;
  /** Is `e` the built-in hand? */
  readonly isHand: (e: Expr) => boolean;
  /** The closure of an expression read as a value of the play (`active(n)`). */
  readonly compile: (e: Expr) => Compiled;
}

/**
 * The per-card rule `e` (as written, before lifting) as a KeyedTest, or null where it reads anything
 * the head of this file does not list.
 */
export function keyedShape(e: Expr, ctx: KeyedContext): KeyedTest | null {
  const byName = ctx.attrs;
  if (byName === undefined) return null;
  const attrs: Compiled[] = [];
  const attrNames: string[] = [];
  // The card-free attributes read as values of the play (each `A of leadCard`, or not: byLeadKind).
  const inputAttrs: string[] = [];
  let activeInputs = 0;
  // The `active(n)` inputs' closures (fixed for a play session).
  const actives: Compiled[] = [];
  const views: TableView[] = [];
  const inputs: Compiled[] = [];
  const inputNames: string[] = [];
  // Every value of the play the same for all of a trick's followers (a trick's attribute, `active(n)`).
  let perTrick = true;
  const input = (key: string, to: Compiled[], make: () => Compiled | undefined): boolean => {
    if (inputNames.includes(key)) return true;
    const f = make();
    if (f === undefined) return false;
    inputNames.push(key);
    to.push(f);
    return true;
  };
  // `counted`: inside the predicate of a counted hand (no count and no outer let there).
  const visit = (x: Expr, bound: ReadonlySet<string>, counted: boolean): boolean => {
    switch (x.k) {
      case "num":
      case "bool":
      case "suit":
        return true;
      case "ref":
        return bound.has(x.name);
      case "attr": {
        // A card-free attribute is one value for every card of the hand at a play: read once per play.
        if (ctx.cardFree.has(x.name)) {
          if (!ctx.trickConst.has(x.name)) perTrick = false;
          if (!inputAttrs.includes(x.name)) inputAttrs.push(x.name);
          return input(`attr ${x.name}`, inputs, () => byName.get(x.name));
        }
        const attr = byName.get(x.name);
        const view = attr === undefined ? undefined : tableOf(attr);
        if (attr === undefined || view === undefined) return false;
        if (!attrs.includes(attr)) {
          attrs.push(attr);
          attrNames.push(x.name);
          views.push(view);
        }
        return true;
      }
      case "not":
      case "neg":
        return visit(x.e, bound, counted);
      case "if":
        return visit(x.c, bound, counted) && visit(x.t, bound, counted) && visit(x.e, bound, counted);
      case "let":
        return visit(x.value, bound, counted) && visit(x.body, new Set(bound).add(x.name), counted);
      case "bin": {
        if (!PLAIN_OPS.has(x.op)) return false;
        const pred = counted ? null : zeroTestedCount(x, ctx.isHand);
        if (pred !== null) return visit(pred, new Set(), true);
        return visit(x.l, bound, counted) && visit(x.r, bound, counted);
      }
      case "call": {
        const a = x.args[0];
        if (x.fn !== "active" || x.args.length !== 1 || a === undefined || a.k !== "num") return false;
        activeInputs++;
        return input(`active ${a.v}`, inputs, () => {
          const f = ctx.compile(x);
          actives.push(f);
          return f;
        });
      }
      // Lists, walks, seats, positions: not of this shape.
      case "where":
      case "of":
      case "map":
      case "at":
      case "for":
      case "atSeat":
      case "seats":
      case "list":
      case "index":
        return false;
      default:
        return unreachable(x);
    }
  };
  if (!visit(e, new Set(), false) || attrs.length === 0 || inputs.length > INPUTS_MAX) return null;
  const memo = { arrays: null, kind: null, reps: [], answers: new Map(), lastCode: -1, last: null, session: -1, sessionEnv: null, sessionRound: -1, sessionRules: -1, draw: null };
  // Every value of the play `A of leadCard` with A one of the kinds' attributes, fixed for a play
  // session (a card-free attribute tabled per card and round: a value of the round constants alone,
  // such as `isTrump` where no trump rule is in force), or `active(n)`: then the lead card's kind fixes
  // them within a session.
  const ofLeadKind = (name: string): boolean => {
    const d = ctx.attrExprs?.get(name);
    return d !== undefined && d.k === "at" && d.card.k === "ref" && d.card.name === "leadCard" && d.body.k === "attr" && attrNames.includes(d.body.name);
  };
  const ofSession = (name: string): boolean => {
    const attr = byName.get(name);
    return attr !== undefined && tableOf(attr) !== undefined;
  };
  const byLeadKind = perTrick && inputAttrs.every((name) => ofLeadKind(name) || ofSession(name));
  // Where byLeadKind: the inputs the lead card's kind does not fix, each one value for a whole session.
  const sessionInputs = byLeadKind ? [...actives, ...inputAttrs.filter((name) => !ofLeadKind(name)).map((name) => byName.get(name)!)] : [];
  return { attrs, views, inputs, perTrick, byLeadKind, sessionInputs, memo };
}

/**
 * P where `x` is `count(hand where P)` compared with 0 by `=`, `!=`, `>` (count on the left) or `<`
 * (count on the right): a question only of whether some held card satisfies P. Else null.
 */
function zeroTestedCount(x: Extract<Expr, { k: "bin" }>, isHand: (e: Expr) => boolean): Expr | null {
  const isZero = (z: Expr): boolean => z.k === "num" && z.v === 0;
  let count: Expr | null = null;
  if (isZero(x.r) && (x.op === "=" || x.op === "!=" || x.op === ">")) count = x.l;
  else if (isZero(x.l) && (x.op === "=" || x.op === "!=" || x.op === "<")) count = x.r;
  if (count === null || count.k !== "call" || count.fn !== "count" || count.args.length !== 1) return null;
  const walked = count.args[0]!;
  return walked.k === "where" && isHand(walked.coll) ? walked.pred : null;
}

/** How many plays were answered from the kept answers (in this process): tests read it to prove it ran. */
export const keyedAnswers = { count: 0 };

/**
 * The places in `hand` of the cards the rule (`hoisted`, then `test` per card) allows, in hand order,
 * written into `places`; their number, or -1 where the kinds cannot answer (then the caller computes
 * the lifted parts and asks the test card by card). Called with env's seat, lead and trick set as the
 * rule is asked, nothing lifted yet; env.card is restored. An error of the rules while answering gives
 * -1 (the caller's asking raises it where the general path does).
 */
export function keyedPlaces(kt: KeyedTest, hoisted: readonly Hoisted[], test: Compiled<boolean>, env: Env, hand: readonly number[], places: Int32Array): number {
  if (hand.length === 0) return -1;
  const memo = kt.memo;
  const saved = env.card;
  try {
    // The play's values, read as the rule reads them for the hand's first card (they read none).
    env.card = hand[0]!;
    if (!kindsChecked(kt, env)) return -1;
    const kind = memo.kind!;
    const code = playCode(kt, env);
    if (code < 0) return -1;
    let held = 0;
    for (let h = 0; h < hand.length; h++) held |= 1 << kind[hand[h]!]!;
    // The answers by kinds held for this code: the last code's (the same for a trick's followers), else looked up.
    let byHeld = memo.last;
    if (code !== memo.lastCode || byHeld === null) {
      byHeld = memo.answers.get(code) ?? null;
      if (byHeld === null) {
        if (memo.answers.size >= CODES_MAX) memo.answers.clear();
        byHeld = new Array<Uint8Array | undefined>(1 << memo.reps.length).fill(undefined);
        memo.answers.set(code, byHeld);
      }
      memo.lastCode = code;
      memo.last = byHeld;
    }
    let answers = byHeld[held];
    if (answers === undefined) {
      // Asked of the rules for this hand: its lifted parts, then the test for a card of each kind.
      hoist(hoisted, env);
      answers = new Uint8Array(memo.reps.length);
      for (let k = 0; k < answers.length; k++) {
        env.card = memo.reps[k]!;
        answers[k] = test(env) ? 1 : 0;
      }
      byHeld[held] = answers;
    }
    keyedAnswers.count++;
    // Without a branch per card (a coin flip for the branch predictor): each place written, kept when allowed.
    let n = 0;
    for (let h = 0; h < hand.length; h++) {
      places[n] = h;
      n += answers[kind[hand[h]!]!]!;
    }
    return n;
  } catch {
    return -1;
  } finally {
    env.card = saved;
  }
}

/**
 * Whether the kinds answer for env's game now: within one play session (its round and rule cards in
 * force) the tables' value arrays stay, so they are checked at its first play only (attr-table.ts takes
 * its tables as checked so), the kinds made anew where an array changed; outside a live session at
 * every play. Called with env set as the rule is asked (its seat, trick and a held card in question, the
 * epoch bumped); an error of the rules is left to the caller.
 */
export function kindsChecked(kt: KeyedTest, env: Env): boolean {
  const memo = kt.memo;
  const st = env.st;
  const session = playSession(env);
  if (session >= 0 && memo.session === session && memo.sessionEnv === env && memo.sessionRound === st.round && memo.sessionRules === st.activeRules.length) return true;
  memo.session = -1;
  // Each table checked for this epoch and game through its closure (as the first card's read would).
  const attrs = kt.attrs;
  const views = kt.views;
  let same = memo.arrays !== null;
  for (let i = 0; i < attrs.length; i++) {
    attrs[i]!(env);
    const view = views[i]!;
    if (view.epoch !== env.epoch || view.env !== env) return false;
    if (same && memo.arrays![i] !== view.values) same = false;
  }
  if (!same) makeKinds(kt, env);
  if (memo.kind === null) return false;
  memo.session = session;
  memo.sessionEnv = env;
  memo.sessionRound = st.round;
  memo.sessionRules = st.activeRules.length;
  return true;
}

/**
 * The code of the play's values (each as 6 bits, valueCode), read for env's card as the rule reads them
 * (`inputs`: all of them, or KeyedTest.sessionInputs); -1 where one does not fit. An error of the rules
 * is left to the caller.
 */
export function playCode(kt: KeyedTest, env: Env, inputs: readonly Compiled[] = kt.inputs): number {
  let code = 0;
  for (let i = 0; i < inputs.length; i++) {
    const c = valueCode(inputs[i]!(env));
    if (c < 0) return -1;
    code = code * 64 + c;
  }
  return code;
}

/** A value of the play as 6 bits: false 0, true 1, a whole number v in 0..61 as v + 2; -1 for any other value. */
function valueCode(v: unknown): number {
  if (v === true) return 1;
  if (v === false) return 0;
  if (typeof v === "number" && v >= 0 && v < 62 && (v | 0) === v && !Object.is(v, -0)) return v + 2;
  return -1;
}

/**
 * Groups the deck's cards into kinds by the attributes' values (every card's value read, through the
 * closure where the table does not hold it yet), for the tables' value arrays now; the kinds stay
 * null where a value is not a boolean or a finite number, an attribute raises for some card, a
 * table's array changes while it is filled, or there are more than KINDS_MAX kinds.
 */
function makeKinds(kt: KeyedTest, env: Env): void {
  const memo = kt.memo;
  const cards = env.st.rankOf.length;
  const attrs = kt.attrs;
  const views = kt.views;
  memo.answers = new Map();
  memo.session = -1;
  memo.lastCode = -1;
  memo.last = null;
  memo.kind = null;
  memo.reps = [];
  memo.arrays = views.map((v) => v.values);
  const kind = new Int8Array(cards);
  const ids = attrs.map(() => new Map<unknown, number>());
  const kinds = new Map<string, number>();
  try {
    for (let c = 0; c < cards; c++) {
      let tuple = "";
      for (let i = 0; i < attrs.length; i++) {
        let v = views[i]!.values[c];
        if (v === undefined) {
          env.card = c;
          v = attrs[i]!(env);
        }
        if (typeof v !== "boolean" && !(typeof v === "number" && Number.isFinite(v) && !Object.is(v, -0))) return;
        const byValue = ids[i]!;
        let id = byValue.get(v);
        if (id === undefined) {
          id = byValue.size;
          byValue.set(v, id);
        }
        tuple += `${id},`;
      }
      let k = kinds.get(tuple);
      if (k === undefined) {
        if (kinds.size >= KINDS_MAX) return;
        k = kinds.size;
        kinds.set(tuple, k);
        memo.reps.push(c);
      }
      kind[c] = k;
    }
  } catch {
    return; // the caller asks card by card, and the rules raise it where the general path does
  }
  // A value read above may have been the first of a table emptied for this epoch: the arrays must still be those.
  for (let i = 0; i < views.length; i++) if (views[i]!.values !== memo.arrays[i]) return;
  memo.kind = kind;
}
