// The step the step machine is at (assembly/round.ts runs the lists; decisions read the current one).

import type { Kernel } from "../core/kernel.js";
import type { CompiledStep } from "../rules/steps.js";

export function currentStep(k: Kernel): CompiledStep | undefined {
  const where = k.st.stepList;
  const list = where === "before" ? k.rules.before : where === "after" ? k.rules.after : k.rules.during;
  return list[k.st.stepIndex];
}

/**
 * The current step as its own kind's compiled form (a decision's own step); an error when the current
 * step is of another kind: the engine asked the wrong handler.
 */
export function stepOfKind<C extends CompiledStep>(k: Kernel, kind: C["kind"]): C {
  const step = currentStep(k);
  if (!step || step.kind !== kind) throw new Error(`internal: expected a ${kind} step, but the current step is ${step?.kind ?? "none"}`);
  return step as C;
}
