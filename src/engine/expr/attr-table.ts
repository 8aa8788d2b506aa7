// Card attributes tabled per card and round. An attribute whose expression reads only the card's own
// rank and suit, constants, locals it binds itself, other such attributes and round constants (the
// round, the player count, the rule cards in force) has one value per card for the whole round: it is
// computed once per card and kept, instead of at every reference (a `class` that walks
// `isTrump -> count(trumpRules) -> ...` built lists for every card at every legality test).
//
// Which attributes qualify is decided on the IR by a whitelist (cardPure): a node kind or a name not
// listed makes the attribute untabled, so a mechanic added later is evaluated as before until someone
// declares it safe here. A table is checked at most once per evaluation epoch (expr/types.ts): when
// the state, the round or the rule cards in force differ from those it was filled under, it is emptied.

import type { Expr } from "../../ir/types.js";
import type { AttrTable, Compiled, Env } from "./types.js";

/** Built-in names a tabled attribute may read: the card's own fields and what is fixed for a round. */
const ROUND_CONSTANT_NAMES: ReadonlySet<string> = new Set(["rank", "suit", "players", "round", "rounds", "activeRules"]);
/** Functions that read nothing but their arguments (and `active`, the rule cards in force). */
const PURE_FNS: ReadonlySet<string> = new Set(["count", "sum", "max", "min", "abs", "active"]);

/**
 * Is `e` a value of the card and the round only? `pure` names the attributes already known to be;
 * `locals` the names bound inside `e` itself (let).
 */
export function cardPure(e: Expr, pure: ReadonlySet<string>, locals: ReadonlySet<string> = new Set()): boolean {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
      return true;
    case "ref":
      return locals.has(e.name) || ROUND_CONSTANT_NAMES.has(e.name);
    case "attr":
      return pure.has(e.name);
    case "not":
    case "neg":
      return cardPure(e.e, pure, locals);
    case "if":
      return cardPure(e.c, pure, locals) && cardPure(e.t, pure, locals) && cardPure(e.e, pure, locals);
    case "let":
      return cardPure(e.value, pure, locals) && cardPure(e.body, pure, new Set(locals).add(e.name));
    case "bin":
      return cardPure(e.l, pure, locals) && cardPure(e.r, pure, locals);
    case "list":
      return e.items.every((i) => cardPure(i, pure, locals));
    case "call":
      return PURE_FNS.has(e.fn) && e.args.every((a) => cardPure(a, pure, locals));
    // Anything else (walks over piles or the hand, other cards, other seats, list positions that may
    // fail) is not tabled.
    default:
      return false;
  }
}

/** `raw` (the attribute's compiled expression) read through a per-card, per-round table. */
export function tabled(index: number, raw: Compiled): Compiled {
  return (env) => {
    const card = env.card;
    if (card < 0) return raw(env);
    const table = index < env.attrTables.length ? env.attrTables[index]! : newTable(env, index);
    if (table.epoch !== env.epoch) check(table, env);
    const hit = table.values[card];
    if (hit !== undefined) return hit;
    const v = raw(env);
    table.values[card] = v;
    return v;
  };
}

/** Tables for every attribute up to `index` (each its own), made on first use in an Env. */
function newTable(env: Env, index: number): AttrTable {
  while (env.attrTables.length <= index) env.attrTables.push({ epoch: -1, st: null, round: -1, rules: [], values: [] });
  return env.attrTables[index]!;
}

/** Empties the table when the state, the round or the rule cards in force changed since it was filled. */
function check(table: AttrTable, env: Env): void {
  table.epoch = env.epoch;
  const st = env.st;
  const rules = st.activeRules;
  if (table.st === st && table.round === st.round && sameRules(table.rules, rules)) return;
  table.st = st;
  table.round = st.round;
  table.rules = rules.slice();
  table.values = [];
}

function sameRules(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
