// What every compiled step has (assembly/compile.ts makes one per IR step through its kind's handler).
// Each kind's module defines the rest of its compiled form next to its behaviour; the registry
// (assembly/steps.ts) holds one handler per IR step kind, typed so that a kind without one does not compile.

import type { DealIR, RuleDraftIR, RulesetIR, SecretIR, StepIR, TasksIR } from "../../ir/types.js";
import { SAFE, type FastCaps } from "./caps.js";
import type { Compiled } from "../expr/types.js";
import type { RuleRef } from "../../ir/rule-ref.js";

/**
 * What a compiled step is made from: a step the ruleset lists, or one the engine places itself (the
 * layout draft of a `deal layout`, then the rule-card draft, first of the steps before trick play).
 */
export type StepSource =
  | StepIR
  | { readonly kind: "draft"; readonly draft: RuleDraftIR }
  | { readonly kind: "layoutDraft"; readonly layout: NonNullable<DealIR["layout"]> }
  | { readonly kind: "secretDraw"; readonly secrets: readonly SecretIR[] }
  | { readonly kind: "taskDraft"; readonly tasks: TasksIR };

export type StepKind = StepSource["kind"];

export interface CompiledStep<K extends StepKind = StepKind> {
  readonly kind: K;
  /** Names the step in errors (ruleLabel: "before tricks step 1 (choose into declared)"). */
  readonly rule: RuleRef;
  /** The step runs only in rounds where this holds (StepIR.when; a rule card's steps); absent: always. */
  readonly when?: Compiled<boolean>;
}

/** Every step the ruleset lists: before, after and during trick play. */
export function listedSteps(ir: RulesetIR): StepIR[] {
  return [...ir.beforeTricks, ...ir.afterTricks, ...(ir.trickSteps ?? []).flatMap((b) => b.steps)];
}

/**
 * A step mechanic's fast-path declaration (Mechanic.caps): its step handler's when the ruleset lists a
 * step of that kind, else SAFE (a mechanic the ruleset does not use changes no path).
 */
export function capsWhenListed(kind: StepIR["kind"], caps: FastCaps): (ir: RulesetIR) => FastCaps {
  return (ir) => (listedSteps(ir).some((s) => s.kind === kind) ? caps : SAFE);
}

/**
 * A step mechanic's judged-worlds declaration (Mechanic.judgedWorlds) for a step that moves hidden
 * cards or draws at random in the sampler's replay: off when the ruleset lists a step of that kind.
 */
export function judgedUnlessListed(kind: StepIR["kind"]): (ir: RulesetIR) => boolean {
  return (ir) => !listedSteps(ir).some((s) => s.kind === kind);
}
