// `active(N)` naming a rule card that exists: a model-wide check of every expression (also of a
// ruleset without `rule cards`). The rule deck's and the draft's own checks are their entries'
// (src/lang/decls/rule-cards.ts).
import type { Expr } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { expressionsOf, type Model } from "./model.js";
import { ruleCardNumbers } from "./decls/rule-cards.js";

/** `active(N)` with a constant N that is no rule card (or with no rule cards at all) is never true: a warning. */
export function checkActiveCalls(model: Model, sink: DiagnosticSink): void {
  const ids = ruleCardNumbers(model);
  for (const { expr, file } of expressionsOf(model)) {
    // An explicit stack: expressions may nest deeply (the depth limit is checked elsewhere).
    const stack: Expr[] = [expr];
    for (let e = stack.pop(); e !== undefined; e = stack.pop()) {
      stack.push(...exprChildren(e));
      if (e.kind !== "call" || e.fn.name !== "active" || e.args.length !== 1) continue;
      const n = evalConstNumber(e.args[0]!, 0);
      // A rule card may refer to another card of its game (card 27 inert under card 26): not a slip.
      if (n === undefined || ids.includes(n) || model.ruleCards.some((c) => c.file === file)) continue;
      const why = model.decls.ruleCards ? `rule card ${n} is not among the rule cards` : "the ruleset has no 'rule cards'";
      sink.forFile(file).report("SW4023", e.span, { detail: `active(${n}) is never true: ${why}` });
    }
  }
}
