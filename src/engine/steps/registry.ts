// One handler per IR step kind. The mapped type makes a step kind without a handler a compile error.

import { draftStep } from "../rulecards/draft.js";
import { giveTricksStep } from "./give-tricks.js";
import { handTrickStep } from "./hand-trick.js";
import type { FastCaps } from "../rules/caps.js";
import { chooseStep } from "./choose.js";
import { exposeStep } from "./expose.js";
import type { StepHandler } from "./handler.js";
import { orderStep } from "./order.js";
import { passStep } from "./pass.js";
import { removeStep } from "./remove.js";
import { reserveStep } from "./reserve.js";
import { returnStep } from "./return-pile.js";
import { revealStep } from "./reveal.js";
import type { CompiledStep, StepKind } from "./types.js";

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
