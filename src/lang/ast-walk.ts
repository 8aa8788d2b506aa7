// The sub-expressions of an AST expression node: the one place that knows where each kind keeps
// them, for walks that must not recurse (depth limits, constant folding over a whole ruleset).
import type { Expr } from "./ast.js";
import { unreachable } from "../ir/unreachable.js";

export function exprChildren(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case "num":
    case "bool":
    case "name":
    case "error":
      return [];
    case "call":
      return e.args;
    case "binary":
      return [e.left, e.right];
    case "not":
    case "neg":
      return [e.expr];
    case "if":
      return [e.cond, e.then, e.else];
    case "let":
      return [e.value, e.body];
    case "for":
      return [e.list, e.body];
    case "where":
      return [e.coll, e.cond];
    case "of":
      return [e.coll];
    case "seatOf":
      return [e.value];
    case "list":
      return e.items;
    case "index":
      return [e.list, e.index];
    default:
      return unreachable(e);
  }
}
