// Small builders for hand-written IR expressions in test fixtures.
import type { Expr } from "../../src/ir/types.js";

export const num = (v: number): Expr => ({ k: "num", v });
export const bool = (v: boolean): Expr => ({ k: "bool", v });
export const ref = (name: string): Expr => ({ k: "ref", name });
export const bin = (op: Extract<Expr, { k: "bin" }>["op"], l: Expr, r: Expr): Expr => ({ k: "bin", op, l, r });
export const call = (fn: Extract<Expr, { k: "call" }>["fn"], ...args: Expr[]): Expr => ({ k: "call", fn, args });
export const count = (coll: Expr): Expr => call("count", coll);
export const where = (coll: Expr, pred: Expr): Expr => ({ k: "where", coll, pred });
export const not = (e: Expr): Expr => ({ k: "not", e });
