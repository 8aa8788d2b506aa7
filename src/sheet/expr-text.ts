// An IR expression in words: operators and built-ins read out ("is not one of", "the number of",
// "the lead suit"), the ruleset's own names (piles, values, card values) kept as they are, since the
// sheet defines them. Nested operations are bracketed, so the reading is never ambiguous.
import type { BinOp, Expr, RulesetIR, SeatHopIR } from "../ir/types.js";
import { unreachable } from "../ir/unreachable.js";
import { builtinSyntax, FUNCTIONS } from "../lang/builtins/table.js";

const OPS: Readonly<Record<BinOp, string>> = {
  "+": "+",
  "-": "−",
  "*": "×",
  "/": "÷",
  mod: "mod",
  "=": "is",
  "!=": "is not",
  "<": "<",
  "<=": "≤",
  ">": ">",
  ">=": "≥",
  and: "and",
  or: "or",
  in: "is one of",
};

/** How tightly an expression binds: a sub-expression binding less tightly than its parent is bracketed. */
function prec(e: Expr): number {
  if (e.k === "bin") {
    if (e.op === "or") return 1;
    if (e.op === "and") return 2;
    if (e.op === "+" || e.op === "-") return 4;
    if (e.op === "*" || e.op === "/" || e.op === "mod") return 5;
    return 3; // comparisons and `in`
  }
  if (e.k === "not") return e.e.k === "bin" && (e.e.op === "in" || e.e.op === "=") ? 3 : 2.5;
  if (e.k === "neg") return 6;
  if (e.k === "if" || e.k === "let" || e.k === "where" || e.k === "for") return 0;
  return 9;
}

export function exprText(e: Expr, ir: Pick<RulesetIR, "suits">): string {
  const t = (x: Expr) => exprText(x, ir);
  // Brackets unless the sub-expression binds more tightly than the parent (or is the same associative
  // operation); `right` marks the right operand, where equal binding needs brackets (a − (b − c)).
  const sub = (x: Expr, parent: number = 9, right = false, assoc = false) => {
    const p = prec(x);
    return p > parent || (p === parent && (!right || assoc) && p !== 3) ? t(x) : `(${t(x)})`;
  };
  switch (e.k) {
    case "num":
      return e.v < 0 ? `−${-e.v}` : String(e.v);
    case "bool":
      return e.v ? "yes" : "no";
    case "suit":
      return ir.suits[e.v] ?? `suit ${e.v}`;
    case "ref":
      // A built-in reads as its entry says (src/lang/builtins/); the ruleset's own names (piles, lets,
      // card values, locals) are kept as they are.
      return builtinSyntax(e.name)?.sheet ?? e.name;
    case "attr":
      return e.name;
    case "bin": {
      const p = prec(e);
      const assoc = e.op === "and" || e.op === "or" || e.op === "+" || e.op === "*";
      return `${sub(e.l, p)} ${OPS[e.op]} ${sub(e.r, p, true, assoc)}`;
    }
    case "not":
      if (e.e.k === "bin" && e.e.op === "in") return `${sub(e.e.l, 3)} is not one of ${sub(e.e.r, 3, true)}`;
      if (e.e.k === "bin" && e.e.op === "=") return `${sub(e.e.l, 3)} is not ${sub(e.e.r, 3, true)}`;
      return `not ${sub(e.e, 2.5)}`;
    case "neg":
      return `−${sub(e.e, 6)}`;
    case "if":
      return `if ${t(e.c)} then ${sub(e.t)}, otherwise ${e.e.k === "if" ? t(e.e) : sub(e.e)}`;
    case "let":
      return `${t(e.body)}, where ${e.name} starts as ${sub(e.value)}`;
    case "call":
      return FUNCTIONS[e.fn].sheet(e.args.map((x) => sub(x)));
    case "where":
      return `cards of ${sub(e.coll)} where ${t(e.pred)}`;
    case "of":
      return `the ${e.field === "rank" ? "ranks" : "suits"} of ${sub(e.coll)}`;
    case "for":
      return `for each ${e.name} of ${sub(e.coll)}: ${t(e.body)}`;
    case "list":
      return `[${e.items.map(t).join(", ")}]`;
    case "atSeat":
      return `${sub(e.e)} of ${SEAT_WORDS[e.seat]}`;
    case "seats":
      return `${sub(e.e)} of each player`;
    case "index":
      return `entry ${sub(e.i)} of ${sub(e.coll)}`;
    case "map":
      return `${sub(e.body)} of each card of ${sub(e.coll)}`;
    case "at":
      return `${sub(e.body)} of ${sub(e.card)}`;
    default:
      return unreachable(e);
  }
}

/** A condition as a rule's text: "always" / "never" for the constants. */
export function conditionText(e: Expr, ir: Pick<RulesetIR, "suits">): string {
  if (e.k === "bool") return e.v ? "always" : "never";
  return exprText(e, ir);
}

/**
 * The value of a global number expression (players, rounds, arithmetic, comparisons, if) for a
 * player count, or undefined when it reads something else: the sheet then shows the formula.
 */
export function globalValue(e: Expr, players: number, rounds?: number): number | boolean | undefined {
  const v = (x: Expr) => globalValue(x, players, rounds);
  switch (e.k) {
    case "num":
    case "bool":
      return e.v;
    case "ref":
      return e.name === "players" ? players : e.name === "rounds" ? rounds : undefined;
    case "neg": {
      const x = v(e.e);
      return typeof x === "number" ? -x : undefined;
    }
    case "not": {
      const x = v(e.e);
      return typeof x === "boolean" ? !x : undefined;
    }
    case "if": {
      const c = v(e.c);
      return typeof c === "boolean" ? (c ? v(e.t) : v(e.e)) : undefined;
    }
    case "bin": {
      const l = v(e.l);
      const r = v(e.r);
      if (l === undefined || r === undefined) return undefined;
      if (typeof l === "boolean" && typeof r === "boolean") {
        if (e.op === "and") return l && r;
        if (e.op === "or") return l || r;
        if (e.op === "=") return l === r;
        if (e.op === "!=") return l !== r;
        return undefined;
      }
      if (typeof l !== "number" || typeof r !== "number") return undefined;
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return r === 0 ? undefined : Math.trunc(l / r);
        case "mod": return r === 0 || l % r < 0 ? undefined : l % r; // the engine's rules for 0 and negatives: left to the formula
        case "=": return l === r;
        case "!=": return l !== r;
        case "<": return l < r;
        case "<=": return l <= r;
        case ">": return l > r;
        case ">=": return l >= r;
        default: return undefined;
      }
    }
    case "suit":
    case "attr":
    case "map":
    case "at":
    case "let":
    case "call":
    case "where":
    case "of":
    case "for":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return undefined;
    default:
      return unreachable(e);
  }
}

/** A ranking key read out: "highest rank", "lowest total score" (the article of the value dropped). */
export function keyText(dir: "highest" | "lowest", e: Expr, ir: Pick<RulesetIR, "suits">): string {
  return prec(e) < 3 ? `${dir} (${exprText(e, ir)})` : `${dir} ${exprText(e, ir).replace(/^(its|the) /, "")}`;
}

/** Whether an expression is a condition (yes or no) by its shape: a comparison, and/or/not, a truth value. */
export function isCondition(e: Expr): boolean {
  return e.k === "bool" || e.k === "not" || (e.k === "bin" && !["+", "-", "*", "/", "mod"].includes(e.op)) || (e.k === "call" && e.fn === "active");
}

/** How a seat hop reads in a sentence: `tricks of the left neighbour`, `tricks of the partner`. */
const SEAT_WORDS: { readonly [H in SeatHopIR]: string } = {
  left: "the left neighbour",
  right: "the right neighbour",
  partner: "the partner",
  declarer: "the auction's winner",
  dealer: "the dealer",
};
