// What a rule may read for the sampler to judge worlds instead of replaying each (view/judged.ts):
// every world drawn for one observation differs from the others only by the cards the seat did not
// see, so a rule whose value must be the same in all of them (a condition refusing a bid, `stop
// when`) may read only what every seat sees, and a value a seat notes for itself only what that seat
// sees. Worked out from the IR by a walk that answers no for anything it does not know: a name
// neither public nor the seat's own (a hidden pile, a secret call, a note, a team, a score), or an
// expression kind it has no rule for. A no only means every world is replayed, as the reference does.

import type { Expr, RulesetIR } from "../../ir/types.js";
import { irChildren } from "../../ir/limits.js";
import { listedSteps } from "./steps.js";

/** Built-ins every seat sees alike (the table, the counts of tricks, the totals), and a card's own values. */
const PUBLIC_BUILTINS: ReadonlySet<string> = new Set(["players", "round", "rounds", "suits", "tricks", "total", "leadCards", "playedCards", "turned", "activeRules", "playedTricks", "seat", "suit", "rank", "playedBy"]);

/** Built-ins a seat sees of itself besides the public ones. */
const OWN_BUILTINS: ReadonlySet<string> = new Set(["hand"]);

/** The names a ruleset's rules may read, by who sees them. */
interface Names {
  /** Values every seat sees: the auctions, the open calls, the public piles. */
  readonly open: ReadonlySet<string>;
  /** Values a seat sees of itself only: its secret calls and notes, its own piles. */
  readonly own: ReadonlySet<string>;
  readonly lets: ReadonlyMap<string, Expr>;
  readonly attrs: ReadonlyMap<string, Expr>;
  /**
   * The trick rules' `trump` rule, which the name `trump` reads (expr/builtins.ts: the compiled rule
   * itself, for the card in question); undefined where the ruleset has none.
   */
  readonly trump: Expr | undefined;
  /** The piles' names (a place: its size is public whoever sees its cards). */
  readonly piles: ReadonlySet<string>;
}

const namesOf = new WeakMap<RulesetIR, Names>();

function names(ir: RulesetIR): Names {
  let n = namesOf.get(ir);
  if (n) return n;
  const open = new Set<string>();
  const own = new Set<string>();
  for (const p of ir.piles) (p.visibility === "public" ? open : own).add(p.name);
  for (const s of listedSteps(ir)) {
    if (s.kind === "auction") open.add(s.name);
    else if (s.kind === "call") (s.secret ? own : open).add(s.name);
    // A noted value is computed from the noting seat's cards: its own, even when shown to all.
    else if (s.kind === "note") own.add(s.name);
  }
  const stepNames = new Set(listedSteps(ir).flatMap((s) => ("name" in s ? [s.name] : [])));
  // A name declared twice over (a call and a pile alike) is read as the less visible one.
  for (const name of own) open.delete(name);
  n = {
    open,
    own,
    lets: new Map(ir.lets.map((l) => [l.name, l.expr])),
    attrs: new Map((ir.cardAttrs ?? []).map((a) => [a.name, a.expr])),
    trump: ir.tricks?.trump,
    // A name a step declares as well is not taken for the pile (the walk cannot tell which is read).
    piles: new Set(ir.piles.map((p) => p.name).filter((name) => !stepNames.has(name))),
  };
  namesOf.set(ir, n);
  return n;
}

/** Does `e` read only what every seat sees (so it has one value in every world of an observation)? */
export function readsOnlyPublic(e: Expr, ir: RulesetIR): boolean {
  return reads(e, names(ir), false, new Set(), new Set());
}

/**
 * The names of the trick in question (expr/builtins.ts): its lead, lead card, last face-up card, number,
 * and a card's place in it. Each is read off the trick's plays alone.
 */
const TRICK_NAMES: readonly string[] = ["lead", "leadCard", "lastCard", "trickNumber", "position"];

const trickNamesOf = new WeakMap<RulesetIR, Names>();

/**
 * Does `e`, evaluated on a trick in question, read only the plays of the trick in question and what
 * every seat sees? Then it has one value in every world of an observation that holds the same trick, played face up
 * (view/logged-winners.ts: the trick winners a replay takes from the log). A name the ruleset declares
 * for a value not every seat sees stays unseen.
 */
export function readsOnlyPublicAndTrick(e: Expr, ir: RulesetIR): boolean {
  let n = trickNamesOf.get(ir);
  if (!n) {
    const base = names(ir);
    const open = new Set(base.open);
    for (const name of TRICK_NAMES) if (!base.own.has(name)) open.add(name);
    trickNamesOf.set(ir, (n = { ...base, open }));
  }
  return reads(e, n, false, new Set(), new Set());
}

/**
 * Does `e`, evaluated at one seat, read only what that seat sees (its own hand, piles and calls, and
 * what every seat sees)? Then it has one value in every world of that seat's observations.
 */
export function readsOnlyOwnSeat(e: Expr, ir: RulesetIR): boolean {
  return reads(e, names(ir), true, new Set(), new Set());
}

/**
 * The walk: `own` whether the seat's own values count as seen; `bound` the locals in scope (their
 * values are walked where they are bound); `visiting` the lets and attributes being walked (a name
 * met again inside itself answers no rather than looping).
 */
function reads(e: Expr, n: Names, own: boolean, bound: ReadonlySet<string>, visiting: Set<string>): boolean {
  if (e.k === "num" || e.k === "bool" || e.k === "suit") return true;
  if (e.k === "ref") {
    const name = e.name;
    if (bound.has(name)) return true;
    const body = n.lets.get(name);
    if (body !== undefined) return inside(`let ${name}`, body, n, own, visiting);
    if (n.open.has(name)) return true;
    if (n.own.has(name)) return own;
    // `trump` is the trump rule's value for the card in question: it sees what the rule reads (a
    // winner tier `where trump` read as never public judged every replayed trick of every ruleset
    // with trumps, where the log holds its winner).
    if (name === "trump") return n.trump !== undefined && inside("trump rule", n.trump, n, own, visiting);
    return PUBLIC_BUILTINS.has(name) || (own && OWN_BUILTINS.has(name));
  }
  if (e.k === "attr") {
    const body = n.attrs.get(e.name);
    return body !== undefined && inside(`attr ${e.name}`, body, n, own, visiting);
  }
  // How many cards a place holds, its cards unread: the same in every world of an observation (the
  // sampler's worlds differ by which card each token is, never by where the tokens lie: core/symbolic.ts),
  // and every seat sees it: a `stop when: count(hand) = 1` stops every world alike.
  if (e.k === "call" && e.fn === "count" && e.args.length === 1 && isPlace(e.args[0]!, n, bound)) return true;
  // Another seat's point of view: only what every seat sees there.
  if (e.k === "atSeat" || e.k === "seats") return reads(e.e, n, false, bound, visiting);
  if (e.k === "let") return reads(e.value, n, own, bound, visiting) && reads(e.body, n, own, new Set(bound).add(e.name), visiting);
  if (e.k === "for") return reads(e.coll, n, own, bound, visiting) && reads(e.body, n, own, new Set(bound).add(e.name), visiting);
  if (e.k === "bin" || e.k === "not" || e.k === "neg" || e.k === "if" || e.k === "call" || e.k === "where" || e.k === "of" || e.k === "list" || e.k === "index" || e.k === "map" || e.k === "at") {
    return irChildren(e).every((c) => reads(c, n, own, bound, visiting));
  }
  return false;
}

/**
 * Is `e` a place's cards as a whole: the seat's hand or one of its piles, of this seat or another
 * (`hand of left`)? Not a local of that name, a let, or a filtered or computed list.
 */
function isPlace(e: Expr, n: Names, bound: ReadonlySet<string>): boolean {
  if (e.k === "atSeat") return isPlace(e.e, n, bound);
  return e.k === "ref" && !bound.has(e.name) && !n.lets.has(e.name) && (e.name === "hand" || n.piles.has(e.name));
}

/** A let's or an attribute's body, walked in its own scope (no locals of the reader). */
function inside(key: string, body: Expr, n: Names, own: boolean, visiting: Set<string>): boolean {
  if (visiting.has(key)) return false;
  visiting.add(key);
  const ok = reads(body, n, own, new Set(), visiting);
  visiting.delete(key);
  return ok;
}
