// Code generation for rule expressions (issue 26): a region of an IR expression made of operators,
// constants, locals and the plain built-ins (`class = followClass or n = 0`, `if isTrump then 3 else
// ...`) becomes one JavaScript function instead of a tree of closures, so V8 compiles each rule of a
// ruleset to its own straight-line code. A card attribute tabled per round is read from its table in
// place (tableRead), and `count(C where P)` answered card by card is one generated loop with P inline
// (generateCount). Everything else in the region (other attributes, lets, other folds, walks, seat
// moves) stays a closure of the interpreter (compile.ts), called from the generated code.
//
// Safety: a ruleset is data and is never evaluated as JavaScript. The source is assembled only from
// fixed tokens of this module and from numbers the compiler makes (slot and closure indices, and the
// IR's number constants, which the validated IR holds as numbers and which are written by String() of
// a finite number). No name or string of the ruleset is ever written into it, and generate() checks
// every source against a whitelist of tokens before compiling it (SOURCE_TOKENS): anything else is a
// compiler bug and fails loudly. This is the one module that calls `new Function`
// (test/architecture.test.ts allows exactly this file).
//
// The interpreter stays the reference: the reference compilation (assembly/compile.ts
// withReferenceRules) generates nothing, and the differential test plays both.

import type { Expr } from "../../ir/types.js";
import { builtin } from "./builtins.js";
import { tableOf, type TableView } from "./attr-table.js";
import type { Hoisted } from "./folds.js";
import { IrError, type Compiled } from "./types.js";
import { unreachable } from "../../ir/unreachable.js";

/** What the generator needs from the compiler that calls it. */
export interface GenContext {
  /** The interpreter's closure for a node the generator does not write (compile.ts compileNode). */
  readonly delegate: (e: Expr, scope: ReadonlyMap<string, number>) => Compiled;
  /** A fresh local slot (a `let` bound inside the region). */
  readonly newSlot: () => number;
  /** Is `name` a ruleset-declared name (pile, order, call, let, secret, auction), not a built-in? */
  readonly declared: (name: string) => number | "other" | null;
  /** The fast compilation's `x in openSuits` as a walk over the open tricks (CompileNames.fast). */
  readonly openSuitsWalk: boolean;
}

/** Built-ins read directly, with the same reads as their closures in builtins.ts. */
const INLINE_BUILTINS: Readonly<Record<string, string>> = {
  players: "st.players",
  round: "st.round",
  rounds: "st.rounds",
  suit: "st.suitOf[env.card]",
  rank: "st.rankOf[env.card]",
  lead: "env.lead",
  seat: "env.seat",
  hand: "st.hands[env.seat]",
  tricks: "st.tricksWon[env.seat]",
  total: "st.totals[env.seat]",
  openTricks: "st.openTricks.length",
};

const COMPARE: Readonly<Record<string, string>> = { "=": "===", "!=": "!==", "<": "<", "<=": "<=", ">": ">", ">=": ">=", "-": "-", "*": "*", and: "&&", or: "||" };
const HELPER_OPS: Readonly<Record<string, string>> = { "+": "add", "/": "div", mod: "mod", in: "has" };

/** Helpers the generated code calls: the interpreter's semantics for `+`, `/`, `mod` and `in` (compile.ts compileBin). */
function add(a: unknown, b: unknown): unknown {
  if (typeof a === "number") return a + (b as number);
  return (a as readonly number[]).concat(b as readonly number[]);
}
function div(a: number, b: number): number {
  return b === 0 ? 0 : Math.trunc(a / b);
}
function mod(a: number, b: number): number {
  if (b === 0) return 0;
  const m = a % b;
  return m < 0 ? m + Math.abs(b) : m;
}
function has(x: number, xs: readonly number[]): boolean {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
  return false;
}
/** `x in openSuits` without the list (compile.ts inOpenSuits). */
function inOpen(x: number, open: readonly { readonly lead: number }[]): boolean {
  for (let i = 0; i < open.length; i++) if (open[i]!.lead === x) return true;
  return false;
}
const HELPER_NAMES = ["add", "div", "mod", "has", "inOpen"] as const;
const HELPERS = [add, div, mod, has, inOpen];

/**
 * Every identifier the generated source may contain: the fixed ones below, the closures f0, f1, ...
 * and nothing else; with numbers and punctuation (checkSource).
 */
export const SOURCE_IDENTIFIERS: ReadonlySet<string> = new Set([
  "return", "function", "const", "env", "st", "l", "locals", "card", "lead", "seat",
  "suitOf", "rankOf", "players", "round", "rounds", "hands", "tricksWon", "totals", "openTricks", "length",
  "piles", "activeRules", "includes", "Math", "abs", "true", "false", ...HELPER_NAMES,
  // table reads (t0.. the tables, v0.. their values) and the generated count loop
  "let", "epoch", "values", "undefined", "for", "if", "saved", "n", "i", "xs",
]);

/** The compiler-made names: closures f0.., attribute tables t0.., temporaries v0... */
const MADE_NAME = /^[ftv]\d+$/;

/** One token of a generated source: an identifier, a number, or punctuation/operators (no quotes, no backslash). */
const TOKEN = /\s+|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?(?:e[+-]?\d+)?|===|!==|<=|>=|&&|\|\||[-+*/<>!?:;,.()[\]{}=]/y;

/** Is every token of `source` on the whitelist (fixed identifiers, f0.., numbers, operators)? The name of a bad token, or null. */
export function checkSource(source: string): string | null {
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    if (!m || m[0].length === 0) return `character ${JSON.stringify(source[at])} at ${at}`;
    const t = m[0];
    if (/^[A-Za-z_$]/.test(t) && !SOURCE_IDENTIFIERS.has(t) && !MADE_NAME.test(t)) return `identifier ${t}`;
    at += t.length;
  }
  return null;
}

/** Listeners for generated sources (tests: no ruleset text reaches them). */
const sourceListeners: ((source: string) => void)[] = [];

/** Calls `listener` with every source generated until the returned function is called. */
export function onGeneratedSource(listener: (source: string) => void): () => void {
  sourceListeners.push(listener);
  return () => {
    const i = sourceListeners.indexOf(listener);
    if (i >= 0) sourceListeners.splice(i, 1);
  };
}

/**
 * The region of `e` rooted here as one generated function, or null when the root is not an operator
 * node the generator writes (then the interpreter compiles it; its children come back here).
 */
export function generate(e: Expr, scope: ReadonlyMap<string, number>, ctx: GenContext): Compiled | null {
  if (!isOperator(e)) return null;
  const out = newOutput();
  const body = emit(e, scope, ctx, out);
  return make(out, `return ${body};`);
}

/**
 * `count(C where P)` as one generated loop (compile.ts compileFold's general walk, for a predicate
 * answered card by card): the predicate's lifted parts into their slots, then each list part of C
 * walked with the card in question set to each item and P written inline, so the loop calls no
 * predicate closure per card and reads tabled attributes in place.
 */
export function generateCount(parts: readonly Compiled[], hoisted: readonly Hoisted[], pred: Expr, scope: ReadonlyMap<string, number>, ctx: GenContext): Compiled {
  const out = newOutput();
  const ref = (f: Compiled): string => {
    out.fns.push(f);
    return `f${out.fns.length - 1}`;
  };
  const lifted = hoisted
    .map((h) => {
      const guard = (h.guards ?? []).map((g) => `l[${numberSource(g.slot)!}] === ${g.want ? "true" : "false"}`).join(" && ");
      return `${guard === "" ? "" : `if (${guard}) `}l[${numberSource(h.slot)!}] = ${ref(h.value)}(env); `;
    })
    .join("");
  const lists = parts.map((p) => ref(p));
  const test = emit(pred, scope, ctx, out);
  const walks = lists.map((p) => `xs = ${p}(env); for (let i = 0; i < xs.length; i++) { env.card = xs[i]; if (${test}) n = n + 1; } `).join("");
  return make(out, `${lifted}const saved = env.card; let n = 0; let xs; ${walks}env.card = saved; return n;`);
}

/** What a generated function is made of: its closures, the attribute tables it reads, its temporaries. */
interface Output {
  readonly fns: Compiled[];
  readonly tables: TableView[];
  temps: number;
}

function newOutput(): Output {
  return { fns: [], tables: [], temps: 0 };
}

/** Compiles `body` (statements ending in a return) as a function of env, after checking every token. */
function make(out: Output, body: string): Compiled {
  const temps = out.temps > 0 ? `let ${Array.from({ length: out.temps }, (_, i) => `v${i}`).join(", ")}; ` : "";
  const source = `return function (env) { const st = env.st; const l = env.locals; ${temps}${body} };`;
  const bad = checkSource(source);
  if (bad !== null) throw new IrError(`generated source holds a token outside the whitelist (${bad})`);
  for (const listen of sourceListeners) listen(source);
  const params = [...out.fns.map((_, i) => `f${i}`), ...out.tables.map((_, i) => `t${i}`)];
  // The one place the engine compiles source: built above from fixed tokens and numbers only.
  const made = new Function(...HELPER_NAMES, ...params, source) as (...args: unknown[]) => Compiled;
  return made(...HELPERS, ...out.fns, ...out.tables);
}

/** Node kinds written as code (anything else is a closure call). */
function isOperator(e: Expr): boolean {
  switch (e.k) {
    case "not":
    case "neg":
    case "if":
    case "let":
    case "bin":
      return true;
    case "call":
      return (e.fn === "count" || e.fn === "abs" || e.fn === "active") && !isFold(e);
    case "num":
    case "bool":
    case "suit":
    case "ref":
    case "where":
    case "of":
    case "attr":
    case "map":
    case "at":
    case "for":
    case "atSeat":
    case "seats":
    case "list":
    case "index":
      return false;
    default:
      return unreachable(e);
  }
}

/** count / sum / max / min over `C where P` or `F of C`: the interpreter's one-loop fold (compile.ts compileFold). */
function isFold(e: Extract<Expr, { k: "call" }>): boolean {
  const a = e.args[0];
  return a !== undefined && (e.fn === "count" || e.fn === "sum" || e.fn === "max" || e.fn === "min") && (a.k === "where" || a.k === "of");
}

/** A number the IR holds, as source: String() of a finite number is digits, a point, an exponent. */
function numberSource(v: unknown): string | null {
  if (typeof v !== "number" || !Number.isFinite(v)) return null;
  if (Object.is(v, -0)) return "(-0)";
  return v < 0 ? `(-${String(-v)})` : String(v);
}

function emit(e: Expr, scope: ReadonlyMap<string, number>, ctx: GenContext, out: Output): string {
  const fns = out.fns;
  const closure = (): string => {
    fns.push(ctx.delegate(e, scope));
    return `f${fns.length - 1}(env)`;
  };
  const sub = (x: Expr, s: ReadonlyMap<string, number> = scope): string => emit(x, s, ctx, out);
  switch (e.k) {
    case "num":
    case "suit":
      return numberSource(e.v) ?? closure();
    case "bool":
      return e.v === true ? "true" : "false";
    case "ref": {
      const slot = scope.get(e.name);
      if (slot !== undefined) return `l[${numberSource(slot)!}]`;
      const decl = ctx.declared(e.name);
      if (typeof decl === "number") return `st.piles[${numberSource(decl)!}][env.seat]`;
      if (decl === null && builtin(e.name) && Object.hasOwn(INLINE_BUILTINS, e.name)) return INLINE_BUILTINS[e.name]!;
      return closure();
    }
    case "not":
      return `(!${sub(e.e)})`;
    case "neg":
      return `(-${sub(e.e)})`;
    case "if":
      return `(${sub(e.c)} ? ${sub(e.t)} : ${sub(e.e)})`;
    case "let": {
      const slot = numberSource(ctx.newSlot())!;
      const value = sub(e.value);
      const body = sub(e.body, new Map(scope).set(e.name, Number(slot)));
      return `(l[${slot}] = ${value}, ${body})`;
    }
    case "bin": {
      if (ctx.openSuitsWalk && e.op === "in" && e.r.k === "ref" && e.r.name === "openSuits" && !scope.has("openSuits")) {
        return `inOpen(${sub(e.l)}, st.openTricks)`;
      }
      const op = COMPARE[e.op];
      if (op !== undefined) return `(${sub(e.l)} ${op} ${sub(e.r)})`;
      const helper = HELPER_OPS[e.op];
      if (helper !== undefined) return `${helper}(${sub(e.l)}, ${sub(e.r)})`;
      return closure();
    }
    case "call": {
      const a = e.args[0];
      if (a === undefined || !isOperator(e)) return closure();
      if (e.fn === "count") return `(${sub(a)}).length`;
      if (e.fn === "abs") return `Math.abs(${sub(a)})`;
      return `st.activeRules.includes(${sub(a)})`;
    }
    case "attr":
      return tableRead(ctx.delegate(e, scope), out);
    // Folds, walks, lists, seat moves: the interpreter's closures.
    case "where":
    case "of":
    case "map":
    case "at":
    case "for":
    case "atSeat":
    case "seats":
    case "list":
    case "index":
      return closure();
    default:
      return unreachable(e);
  }
}


/**
 * A card attribute: its value read in place from its per-round table where the table was checked in
 * this epoch and game and holds the card (attr-table.ts TableView), else its closure (which checks,
 * computes and fills). Each read site is its own code, so the engine's caches see one table each.
 * A card in question below 0 finds no value (no table has negative indices) and calls the closure.
 */
function tableRead(attr: Compiled, out: Output): string {
  out.fns.push(attr);
  const f = `f${out.fns.length - 1}`;
  const table = tableOf(attr);
  if (table === undefined) return `${f}(env)`;
  out.tables.push(table);
  const t = `t${out.tables.length - 1}`;
  const v = `v${out.temps++}`;
  return `((${t}.epoch === env.epoch && ${t}.env === env && (${v} = ${t}.values[env.card]) !== undefined) ? ${v} : ${f}(env))`;
}
