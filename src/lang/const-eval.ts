// Evaluates global expressions that are constant once the player count is known (`deal`, `rounds`,
// a `choose` count), so the checker can catch impossible setups before any game is played.
// Anything it does not understand yields undefined: the check is then simply skipped.
import type { Expr } from "./ast.js";
import { unreachable } from "../ir/unreachable.js";

export type ConstValue = number | boolean;

/**
 * The value of `e` with `players` players, or undefined when it is not constant. `locals` are the names
 * bound around `e` (undefined: bound to something not constant, e.g. a `for` variable).
 */
export function evalConst(e: Expr, players: number, locals: ReadonlyMap<string, ConstValue | undefined> = new Map()): ConstValue | undefined {
  const num = (x: Expr): number | undefined => {
    const v = evalConst(x, players, locals);
    return typeof v === "number" ? v : undefined;
  };
  const bool = (x: Expr): boolean | undefined => {
    const v = evalConst(x, players, locals);
    return typeof v === "boolean" ? v : undefined;
  };
  switch (e.kind) {
    case "num":
    case "bool":
      return e.value;
    case "name":
      if (locals.has(e.name)) return locals.get(e.name);
      return e.name === "players" ? players : undefined;
    case "neg": {
      const v = num(e.expr);
      return v === undefined ? undefined : -v;
    }
    case "not": {
      const v = bool(e.expr);
      return v === undefined ? undefined : !v;
    }
    case "if": {
      const c = bool(e.cond);
      return c === undefined ? undefined : evalConst(c ? e.then : e.else, players, locals);
    }
    case "let": {
      const v = evalConst(e.value, players, locals);
      return v === undefined ? undefined : evalConst(e.body, players, new Map([...locals, [e.name.name, v]]));
    }
    case "binary": {
      if (e.op === "and" || e.op === "or") {
        const l = bool(e.left);
        const r = bool(e.right);
        if (l === undefined || r === undefined) return undefined;
        return e.op === "and" ? l && r : l || r;
      }
      const l = num(e.left);
      const r = num(e.right);
      if (l === undefined || r === undefined) return undefined;
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        // Division and mod exactly as the engine evaluates them (truncating; a zero divisor gives 0,
        // as docs/language.md defines; the checker warns where a divisor folds to 0, SW3012).
        case "/": return r === 0 ? 0 : Math.trunc(l / r);
        case "mod": {
          if (r === 0) return 0;
          const m = l % r;
          return m < 0 ? m + Math.abs(r) : m;
        }
        case "=": return l === r;
        case "!=": return l !== r;
        case "<": return l < r;
        case "<=": return l <= r;
        case ">": return l > r;
        case ">=": return l >= r;
        default: return undefined;
      }
    }
    case "error":
    case "call":
    case "for":
    case "where":
    case "of":
    case "seatOf":
    case "list":
    case "index":
      return undefined;
    default:
      return unreachable(e);
  }
}

export function evalConstNumber(e: Expr, players: number): number | undefined {
  const v = evalConst(e, players);
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}
