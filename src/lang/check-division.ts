// Division and `mod` by 0 give 0 (docs/language.md: the language's arithmetic is total, so a rule
// never stops a game over it), which is rarely what a designer means: a divisor that folds to 0 at
// some player count is a warning (SW3012). The walk keeps a stack instead of recursing, and tracks the
// names bound around each divisor, so that `let d = players - 3 in x / d` is folded and a local named
// `players` is not taken for the built-in.
import type { Expr } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import { evalConst, type ConstValue } from "./const-eval.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { expressionsOf, type Model } from "./model.js";

type Divide = Extract<Expr, { kind: "binary" }>;

/** `playerCounts`: the counts to fold at (those with a deck); with none known, `players` is not constant. */
export function checkDivisions(model: Model, playerCounts: readonly number[], sink: DiagnosticSink): void {
  const counts = playerCounts.length > 0 ? playerCounts : [NaN];
  for (const { expr, file } of expressionsOf(model)) {
    const zeroAt = new Map<Divide, number[]>();
    for (const p of counts) {
      for (const d of zeroDivisors(expr, p)) zeroAt.set(d, [...(zeroAt.get(d) ?? []), p]);
    }
    for (const [d, at] of zeroAt) {
      const when = at.length === counts.length || Number.isNaN(at[0]) ? "" : ` with ${at.join(", ")} players`;
      sink.forFile(file).report("SW3012", d.right.span, { op: d.op, when });
    }
  }
}

/** The `/` and `mod` nodes of `root` whose divisor is 0 with `players` players. */
function zeroDivisors(root: Expr, players: number): Divide[] {
  const out: Divide[] = [];
  const stack: [Expr, ReadonlyMap<string, ConstValue | undefined>][] = [[root, new Map()]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [e, scope] = top;
    if (e.kind === "binary" && (e.op === "/" || e.op === "mod") && evalConst(e.right, players, scope) === 0) out.push(e);
    if (e.kind === "let") {
      stack.push([e.value, scope], [e.body, new Map(scope).set(e.name.name, evalConst(e.value, players, scope))]);
    } else if (e.kind === "for") {
      // The loop variable is not constant.
      stack.push([e.list, scope], [e.body, new Map(scope).set(e.name.name, undefined)]);
    } else {
      for (const c of exprChildren(e)) stack.push([c, scope]);
    }
  }
  return out;
}
