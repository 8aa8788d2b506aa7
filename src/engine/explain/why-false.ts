// Why a rule (an IR boolean expression) is false for the card in question, in the ruleset's words:
// which condition failed and the values it read. Used by the decisions' explanations (tricks/play.ts)
// and nowhere on the hot path: it evaluates each part of the rule with the same compiled closures the
// engine uses, in the same evaluation context, so the explanation cannot disagree with the decision.
//
// The walk descends only through the logic that decides a boolean (and, or, not, if, let); every other
// part is one condition, shown with the values of its two sides. A local bound by `let` (a rule card's
// "the rule so far") is kept as a binding around each condition that reads it, so no condition is
// evaluated out of its context.

import { BUILTIN_NAMES, type Expr, type RulesetIR } from "../../ir/types.js";
import type { Env, Value } from "../expr/types.js";
import type { CompiledRules } from "../rules/types.js";
import { exprText } from "./expr-text.js";
import { unreachable } from "../../ir/unreachable.js";
import { declRule } from "../../ir/rule-ref.js";

const EXPLANATION = declRule("explanation");

/** One reason, with the reasons it rests on. */
export interface Because {
  readonly text: string;
  readonly parts: readonly Because[];
}

/** What the walk needs besides the expression. */
export interface ExplainContext {
  readonly rules: CompiledRules;
  readonly ir: RulesetIR;
  readonly env: Env;
  /** A card's name by id (for card values). */
  readonly cardName: (id: number) => string;
}

interface Bind {
  readonly name: string;
  readonly value: Expr;
}

/**
 * The reasons `e` is false in `ctx.env` (empty when it is true). An explanation never changes a
 * decision: should a part fail to evaluate, the reason says so instead of throwing.
 */
export function whyFalse(e: Expr, ctx: ExplainContext): Because[] {
  try {
    return falseParts(e, ctx, []);
  } catch (err) {
    return [{ text: `${text(e, ctx)} is false (its parts could not be shown: ${err instanceof Error ? err.message : String(err)})`, parts: [] }];
  }
}

/** Flattens reasons into lines, nested ones indented by two spaces per level. */
export function becauseLines(parts: readonly Because[], depth = 0): string[] {
  return parts.flatMap((p) => [`${"  ".repeat(depth)}${p.text}`, ...becauseLines(p.parts, depth + 1)]);
}

/** Reasons in one line: "A; B (C, D)". */
export function becauseText(parts: readonly Because[]): string {
  return parts.map((p) => (p.parts.length > 0 ? `${p.text} ${becauseText(p.parts)}` : p.text)).join("; ");
}

function falseParts(e: Expr, ctx: ExplainContext, binds: readonly Bind[]): Because[] {
  if (truth(e, ctx, binds)) return [];
  switch (e.k) {
    case "bin":
      // As the rule reads it: the right side only when the left one holds.
      if (e.op === "and") return truth(e.l, ctx, binds) ? falseParts(e.r, ctx, binds) : falseParts(e.l, ctx, binds);
      if (e.op === "or") {
        return [{ text: `none of these holds: ${text(e, ctx)}`, parts: [...falseParts(e.l, ctx, binds), ...falseParts(e.r, ctx, binds)] }];
      }
      return [condition(e, ctx, binds)];
    case "not":
      return [{ text: `${text(e.e, ctx)} is true${sides(e.e, ctx, binds)}`, parts: [] }];
    case "if": {
      const c = truth(e.c, ctx, binds);
      return [{ text: `${guardText(e.c, c, ctx)}, so the rule is ${text(c ? e.t : e.e, ctx)}:`, parts: falseParts(c ? e.t : e.e, ctx, binds) }];
    }
    case "let":
      return falseParts(e.body, ctx, [...binds, { name: e.name, value: e.value }]);
    case "ref": {
      // A local bound above (a rule card's "the rule so far"): why that rule is false.
      const at = binds.findLastIndex((b) => b.name === e.name);
      if (at >= 0) return [{ text: `the rule before it (${e.name}) is false:`, parts: falseParts(binds[at]!.value, ctx, binds.slice(0, at)) }];
      return [condition(e, ctx, binds)];
    }
    case "num":
    case "bool":
    case "suit":
    case "attr":
    case "map":
    case "at":
    case "neg":
    case "call":
    case "where":
    case "of":
    case "for":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return [condition(e, ctx, binds)];
    default:
      return unreachable(e);
  }
}

/** The words for a branch's condition: a rule card's guard reads as such. */
function guardText(c: Expr, value: boolean, ctx: ExplainContext): string {
  if (c.k === "call" && c.fn === "active" && c.args[0]?.k === "num") return `rule card ${c.args[0].v} is ${value ? "" : "not "}in force`;
  return `${text(c, ctx)} is ${value}`;
}

function condition(e: Expr, ctx: ExplainContext, binds: readonly Bind[]): Because {
  return { text: `${text(e, ctx)} is false${sides(e, ctx, binds)}`, parts: [] };
}

/** The values a condition compared, e.g. " (suit is red, lead is blue)"; literals are left out. */
function sides(e: Expr, ctx: ExplainContext, binds: readonly Bind[]): string {
  const operands = e.k === "bin" ? [e.l, e.r] : e.k === "call" ? [...e.args] : e.k === "not" ? [e.e] : [];
  const shown = operands.filter((o) => o.k !== "num" && o.k !== "bool" && o.k !== "suit" && o.k !== "list");
  if (shown.length === 0) return "";
  return ` (${shown.map((o) => `${text(o, ctx)} is ${valueText(evaluate(o, ctx, binds), typeOf(o, ctx.ir), ctx)}`).join(", ")})`;
}

function text(e: Expr, ctx: ExplainContext): string {
  return exprText(e, ctx.ir);
}

function truth(e: Expr, ctx: ExplainContext, binds: readonly Bind[]): boolean {
  return evaluate(e, ctx, binds) === true;
}

/** Compiled closures of explained parts, by ruleset and by the part's IR text (bounded by the ruleset). */
const compiledParts = new WeakMap<CompiledRules, Map<string, (env: Env) => Value>>();

function evaluate(e: Expr, ctx: ExplainContext, binds: readonly Bind[]): Value {
  // The bindings around the part, innermost last, so the part reads its locals as the rule did.
  const whole = binds.reduceRight<Expr>((body, b) => ({ k: "let", name: b.name, value: b.value, body }), e);
  let parts = compiledParts.get(ctx.rules);
  if (!parts) compiledParts.set(ctx.rules, (parts = new Map()));
  const key = JSON.stringify(whole);
  let f = parts.get(key);
  if (!f) parts.set(key, (f = ctx.rules.compileExpr(whole, EXPLANATION)));
  return f(ctx.env);
}

type Shown = "suit" | "suits" | "card" | "cards" | "other";

/** What kind of value an expression gives, as far as showing it needs (suits and cards by name). */
function typeOf(e: Expr, ir: RulesetIR): Shown {
  switch (e.k) {
    case "suit":
      return "suit";
    case "ref": {
      const t = BUILTIN_NAMES[e.name]?.type;
      if (t === "suit" || t === "suits" || t === "card" || t === "cards") return t;
      if (t === undefined && ir.piles.some((p) => p.name === e.name)) return "cards";
      return e.name === "won" ? "cards" : "other";
    }
    case "where":
      return "cards";
    case "of":
      return e.field === "suit" ? "suits" : "other";
    case "attr": {
      const attr = ir.cardAttrs?.find((a) => a.name === e.name);
      return attr ? typeOf(attr.expr, ir) : "other";
    }
    case "if":
      return typeOf(e.t, ir);
    case "bin":
      return e.op === "+" ? typeOf(e.l, ir) : "other";
    case "num":
    case "bool":
    case "map":
    case "at":
    case "not":
    case "neg":
    case "let":
    case "call":
    case "for":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return "other";
    default:
      return unreachable(e);
  }
}

function valueText(v: Value, type: Shown, ctx: ExplainContext): string {
  const one = (n: number): string =>
    type === "suit" || type === "suits" ? (ctx.ir.suits[n] ?? String(n)) : type === "card" || type === "cards" ? (n < 0 ? "none" : ctx.cardName(n)) : String(n);
  if (typeof v === "boolean") return String(v);
  if (typeof v === "number") return one(v);
  const MAX = 12;
  const items = v.slice(0, MAX).map(one);
  return `[${items.join(", ")}${v.length > MAX ? `, … ${v.length - MAX} more` : ""}]`;
}
