// What every compiled step has (rules/compile.ts makes one per IR step through its kind's handler).
// Each kind's module defines the rest of its compiled form next to its behaviour; the registry
// (registry.ts) holds one handler per IR step kind, typed so that a kind without one does not compile.

import type { StepIR } from "../../ir/types.js";

export type StepKind = StepIR["kind"];

export interface CompiledStep<K extends StepKind = StepKind> {
  readonly kind: K;
  /** Names the step in errors: "before tricks step 1 (choose into declared)". */
  readonly rule: string;
}
