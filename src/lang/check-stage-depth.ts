// A rule card's change of a value is lowered around the value so far (lower.ts, stageOf:
// `let own = prev in if active(N) [and WHEN] then CHANGE else own`), two levels above the change and
// one above the value so far. Each expression is checked against LIMITS.exprDepth where it is written
// (to-ast.ts); this checks the composed one, at the card's change, so that a change near the limit (or
// many cards on one value) is a located SW1009, not an internal error from the engine's limits.
import type { Expr } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { stageExprs, stageName, type Model } from "./model.js";
import { LIMITS } from "../ir/limits.js";

/** Height of an expression as the IR has it (`a not in b` is two nodes); the tree is at most LIMITS.exprDepth high. */
function height(e: Expr): number {
  const own = e.kind === "binary" && e.op === "not in" ? 2 : 1;
  let h = own;
  for (const c of exprChildren(e)) h = Math.max(h, height(c) + own);
  return h;
}

/** A value's own expression before any card (a default the ruleset leaves out is a few levels high). */
const DEFAULT_HEIGHT = 4;

function baseHeight(model: Model, key: string): number {
  const name = stageName(key);
  let e: Expr | undefined;
  if (key.startsWith("let ")) e = model.lets.get(name!)?.item.expr;
  else if (key.startsWith("card ")) e = model.cardAttrs.get(name!)?.item.expr;
  else if (key === "trickValue") e = model.decls.trickValue?.item.expr;
  else if (key.startsWith("tricks.")) {
    const slot = (model.slots as Record<string, { item: { expr?: Expr } } | undefined>)[key.slice("tricks.".length)];
    e = slot?.item.expr;
  }
  return e ? height(e) : DEFAULT_HEIGHT;
}

export function checkStageDepth(model: Model, sink: DiagnosticSink): void {
  for (const [key, stages] of model.stages) {
    // The score's stages are lets of their own (score@N reads score@N-1 by name): they do not nest.
    let h = key === "score" ? 1 : baseHeight(model, key);
    for (const st of stages) {
      const x = stageExprs(st.item);
      if (!x) continue;
      const cond = x.when ? 1 + Math.max(2, height(x.when)) : 2;
      const next = 1 + Math.max(h, 1 + Math.max(cond, height(x.expr)));
      if (next > LIMITS.exprDepth) {
        sink.forFile(st.file).report("SW1009", st.item.span, {
          limit: LIMITS.exprDepth,
          what: "operations",
          hint: ` once rule card ${st.card}'s change is put around the value so far (two levels, and one more for each card before it); move a part of it into a 'let'`,
        });
        break;
      }
      h = key === "score" ? 1 : next;
    }
  }
}
