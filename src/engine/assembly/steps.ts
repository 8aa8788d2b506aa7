// One handler per IR step kind. The mapped type makes a step kind without a handler a compile error.

import { draftStep } from "../rulecards/draft.js";
import { giveTricksStep } from "../steps/give-tricks.js";
import { handTrickStep } from "../steps/hand-trick.js";
import type { FastCaps } from "../rules/caps.js";
import { chooseStep } from "../steps/choose.js";
import { exposeStep } from "../steps/expose.js";
import type { StepHandler } from "../steps/handler.js";
import { orderStep } from "../steps/order.js";
import { passStep } from "../steps/pass.js";
import { removeStep } from "../steps/remove.js";
import { reserveStep } from "../steps/reserve.js";
import { returnStep } from "../steps/return-pile.js";
import { revealStep } from "../steps/reveal.js";
import type { CompiledStep, StepKind } from "../rules/steps.js";

// Each handler has its own compiled form (the `any`): the registry only guarantees one handler per kind.
export const STEPS: { readonly [K in StepKind]: StepHandler<K, any> } = {
  choose: chooseStep,
  reveal: revealStep,
  order: orderStep,
  return: returnStep,
  pass: passStep,
  draft: draftStep,
  expose: exposeStep,
  remove: removeStep,
  reserve: reserveStep,
  giveTricks: giveTricksStep,
  handTrick: handTrickStep,
};

/** The handler of a compiled step, for code that holds a step of any kind. */
export function stepHandler(step: CompiledStep): StepHandler<StepKind> {
  return STEPS[step.kind] as StepHandler<StepKind>;
}

export function stepCaps(kind: StepKind): FastCaps {
  return STEPS[kind].caps;
}
