// The interpreter's closures for the binary operators and the plain functions of rule expressions
// (compile.ts calls them for what neither code generation nor a fold takes).

import type { FnName } from "../../ir/types.js";
import { IrError, type Compiled } from "./types.js";

export function compileBin(op: string, l: Compiled, r: Compiled): Compiled {
  switch (op) {
    case "+":
      return (env) => {
        const a = l(env);
        const b = r(env);
        if (typeof a === "number") return a + (b as number);
        return (a as readonly number[]).concat(b as readonly number[]);
      };
    case "-":
      return (env) => (l(env) as number) - (r(env) as number);
    case "*":
      return (env) => (l(env) as number) * (r(env) as number);
    case "/":
      return (env) => {
        const b = r(env) as number;
        return b === 0 ? 0 : Math.trunc((l(env) as number) / b);
      };
    case "mod":
      return (env) => {
        const b = r(env) as number;
        if (b === 0) return 0;
        const m = (l(env) as number) % b;
        return m < 0 ? m + Math.abs(b) : m;
      };
    case "=":
      return (env) => l(env) === r(env);
    case "!=":
      return (env) => l(env) !== r(env);
    case "<":
      return (env) => (l(env) as number) < (r(env) as number);
    case "<=":
      return (env) => (l(env) as number) <= (r(env) as number);
    case ">":
      return (env) => (l(env) as number) > (r(env) as number);
    case ">=":
      return (env) => (l(env) as number) >= (r(env) as number);
    case "and":
      return (env) => (l(env) as boolean) && (r(env) as boolean);
    case "or":
      return (env) => (l(env) as boolean) || (r(env) as boolean);
    case "in":
      // A loop rather than includes(): the lists are short (a few suits), where the builtin's call costs most.
      return (env) => {
        const x = l(env) as number;
        const xs = r(env) as readonly number[];
        for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
        return false;
      };
  }
  throw new IrError(`unknown operator '${op}' in IR`);
}

export function compileCall(fn: FnName, args: readonly Compiled[]): Compiled {
  const a = args[0];
  if (!a) throw new IrError(`${fn} needs an argument`);
  switch (fn) {
    case "count":
      return (env) => (a(env) as readonly number[]).length;
    case "sum":
      return (env) => {
        let s = 0;
        for (const v of a(env) as readonly number[]) s += v;
        return s;
      };
    case "max":
      return (env) => {
        const xs = a(env) as readonly number[];
        if (xs.length === 0) return 0;
        let m = xs[0]!;
        for (const v of xs) if (v > m) m = v;
        return m;
      };
    case "min":
      return (env) => {
        const xs = a(env) as readonly number[];
        if (xs.length === 0) return 0;
        let m = xs[0]!;
        for (const v of xs) if (v < m) m = v;
        return m;
      };
    case "abs":
      return (env) => Math.abs(a(env) as number);
    case "active":
      // The round's rule cards are a handful: a scan beats a set here.
      return (env) => env.st.activeRules.includes(a(env) as number);
    case "roundScore":
      return (env) => {
        const r = (a(env) as number) - 1;
        const row = env.st.roundScores[r];
        return row ? row[env.seat]! : 0;
      };
  }
}
