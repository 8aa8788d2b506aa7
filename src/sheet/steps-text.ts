// One step of a round in words (the phases before, during and after trick play). Each step kind's
// sentence is in its language module (src/lang/steps/*.ts `sheet`), reached through the step table.
import type { Expr, RulesetIR, StepIR } from "../ir/types.js";
import type { SheetWords } from "../lang/step-syntax.js";
import { STEP_SENTENCES } from "../lang/steps/table.js";
import { conditionText, exprText } from "./expr-text.js";

export function stepText(step: StepIR, ir: RulesetIR): string {
  const w: SheetWords = {
    n: (e: Expr) => exprText(e, ir),
    cards: (e: Expr) => (e.k === "num" && e.v === 1 ? "1 card" : `${exprText(e, ir)} cards`),
    condition: (e: Expr) => conditionText(e, ir),
  };
  const base = (STEP_SENTENCES[step.kind] as (s: StepIR, w: SheetWords) => string)(step, w);
  return step.when === undefined ? base : `Only when ${conditionText(step.when, ir)}: ${base[0]!.toLowerCase()}${base.slice(1)}`;
}
