// One handler per IR step kind, from the mechanics of the assembly list: a step kind that no listed
// mechanic handles does not compile (assembly/mechanics.ts).

import type { FastCaps } from "../rules/caps.js";
import { mergedPart } from "./mechanics.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep, StepKind } from "../rules/steps.js";

// Merged from the mechanics' `steps` (assembly/mechanics.ts checks that every kind has one). Each
// handler has its own compiled form (the `any`): the registry only guarantees one handler per kind.
export const STEPS = mergedPart("steps") as { readonly [K in StepKind]: StepHandler<K, any> };

/** The handler of a compiled step, for code that holds a step of any kind. */
export function stepHandler(step: CompiledStep): StepHandler<StepKind> {
  return STEPS[step.kind] as StepHandler<StepKind>;
}

export function stepCaps(kind: StepKind): FastCaps {
  return STEPS[kind].caps;
}
