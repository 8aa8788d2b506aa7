// The step the step machine is at (flow/round.ts runs the lists; decisions read the current one).

import type { Kernel } from "../core/kernel.js";
import type { CompiledStep } from "./types.js";

export function currentStep(k: Kernel): CompiledStep | undefined {
  const list = k.st.stepList === "before" ? k.rules.before : k.rules.after;
  return list[k.st.stepIndex];
}

/** The current step, when it is a step of kind `kind` (a decision's own step), else an error: the engine asked the wrong handler. */
export function stepOfKind<K extends CompiledStep["kind"]>(k: Kernel, kind: K): Extract<CompiledStep, { kind: K }> {
  const step = currentStep(k);
  if (!step || step.kind !== kind) throw new Error(`internal: expected a ${kind} step, but the current step is ${step?.kind ?? "none"}`);
  return step as Extract<CompiledStep, { kind: K }>;
}
