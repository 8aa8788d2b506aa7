// An IR expression written back in the ruleset language's words, for explanations ("why is this card
// illegal?"): close to what the designer wrote (names, suits by name, `where`, `of`), parenthesised
// only where the precedence needs it. Not a formatter: lowered forms (a rule card's `let`) read as such.

import type { BinOp, Expr, RulesetIR } from "../../ir/types.js";
import { unreachable } from "../../ir/unreachable.js";

/** Binding strength of each operator: a child binding less tightly than its parent is parenthesised. */
const PRECEDENCE: Readonly<Record<BinOp, number>> = {
  or: 1,
  and: 2,
  "=": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, in: 4,
  "+": 5, "-": 5,
  "*": 6, "/": 6, mod: 6,
};
const ATOM = 9;

function strength(e: Expr): number {
  switch (e.k) {
    case "bin":
      return PRECEDENCE[e.op];
    case "not":
      return 3;
    case "if":
    case "let":
    case "for":
    case "where":
      return 0;
    case "num":
    case "bool":
    case "suit":
    case "ref":
    case "attr":
    case "map":
    case "at":
    case "neg":
    case "call":
    case "of":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return ATOM;
    default:
      return unreachable(e);
  }
}

/** `e` as ruleset text. */
export function exprText(e: Expr, ir: RulesetIR): string {
  const t = (x: Expr) => exprText(x, ir);
  const wrap = (x: Expr, min: number) => (strength(x) < min ? `(${t(x)})` : t(x));
  switch (e.k) {
    case "num":
      return String(e.v);
    case "bool":
      return String(e.v);
    case "suit":
      return ir.suits[e.v] ?? `suit ${e.v}`;
    case "ref":
    case "attr":
      return e.name;
    case "bin": {
      const p = PRECEDENCE[e.op];
      // Left-associative: the right operand of an equal-strength operator needs parentheses.
      return `${wrap(e.l, p)} ${e.op} ${wrap(e.r, p + 1)}`;
    }
    case "not":
      // The language's `x not in list`.
      if (e.e.k === "bin" && e.e.op === "in") return `${wrap(e.e.l, 5)} not in ${wrap(e.e.r, 5)}`;
      return `not ${wrap(e.e, 3)}`;
    case "neg":
      return `-${wrap(e.e, ATOM)}`;
    case "if":
      return `if ${t(e.c)} then ${t(e.t)} else ${t(e.e)}`;
    case "let":
      return `let ${e.name} = ${t(e.value)} in ${t(e.body)}`;
    case "call":
      return `${e.fn}(${e.args.map(t).join(", ")})`;
    case "where":
      return `${wrap(e.coll, ATOM)} where ${t(e.pred)}`;
    case "of":
      return `${e.field} of ${wrap(e.coll, ATOM)}`;
    case "for":
      return `for ${e.name} in ${wrap(e.coll, ATOM)}: ${t(e.body)}`;
    case "list":
      return `[${e.items.map(t).join(", ")}]`;
    case "atSeat":
      // A path reads from the end: atSeat(dealer, atSeat(left, x)) is `x of left of dealer`.
      return `${e.e.k === "atSeat" ? t(e.e) : wrap(e.e, ATOM)} of ${e.seat}`;
    case "seats":
      return `${wrap(e.e, ATOM)} of each player`;
    case "index":
      return `${wrap(e.coll, ATOM)}[${t(e.i)}]`;
    case "map":
      return `${wrap(e.body, ATOM)} of ${wrap(e.coll, ATOM)}`;
    case "at":
      return `${wrap(e.body, ATOM)} of ${wrap(e.card, ATOM)}`;
    default:
      return unreachable(e);
  }
}
