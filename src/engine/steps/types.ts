// The compiled form of each step kind (what rules/compile.ts makes of an IR step): data only. The
// behaviour of each kind lives in its module (choose.ts, reveal.ts, order.ts) and the registry
// (registry.ts) joins them, typed so that a kind without a handler does not compile.

import type { StepIR } from "../../ir/types.js";
import type { Compiled } from "../expr/types.js";

export type StepKind = StepIR["kind"];

interface StepBase<K extends StepKind> {
  readonly kind: K;
  /** Names the step in errors: "before tricks step 1 (choose into declared)". */
  readonly rule: string;
}

export interface ChooseStep extends StepBase<"choose"> {
  readonly count: Compiled<number>;
  readonly pile: number;
  readonly distinctSuits: boolean;
  readonly secret: boolean;
}

export interface RevealStep extends StepBase<"reveal"> {
  readonly pile: number;
}

export interface OrderStep extends StepBase<"order"> {
  readonly values: Compiled<readonly number[]>;
  readonly order: number;
  readonly secret: boolean;
}

/** One compiled step per IR step kind (checked below: a kind missing here fails to compile). */
export interface CompiledSteps {
  readonly choose: ChooseStep;
  readonly reveal: RevealStep;
  readonly order: OrderStep;
}

export type CompiledStep = CompiledSteps[StepKind];

// Every IR step kind has a compiled form, and no compiled form lacks an IR kind.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STEP_KINDS_MATCH: Exact<keyof CompiledSteps, StepKind> = true;
