// What every step kind provides (the registry, assembly/steps.ts, holds one per IR step kind).

import type { Expr } from "../../ir/types.js";
import type { Kernel } from "./kernel.js";
import type { ActionType } from "./decision.js";
import type { Compiled } from "../expr/types.js";
import type { FastCaps } from "../rules/caps.js";
import type { CompiledStep, StepKind, StepSource } from "../rules/steps.js";
import type { RuleRef } from "../../ir/rule-ref.js";

/** What compiling a step (or a mechanic's part of the compiled rules) may use: the ruleset's piles, orders and calls by name, and the expression compiler. */
export interface StepCompileContext {
  pileIndex(name: string): number;
  orderIndex(name: string): number;
  callIndex(name: string): number;
  compile<T extends Compiled>(e: Expr, rule: RuleRef): T;
}

/** The handler of step kind K, whose compiled form is C. */
export interface StepHandler<K extends StepKind, C extends CompiledStep<K> = CompiledStep<K>> {
  /** How the step is named in errors, after "before tricks step N": e.g. "choose into declared". */
  label(s: Extract<StepSource, { kind: K }>): string;
  compile(s: Extract<StepSource, { kind: K }>, rule: RuleRef, c: StepCompileContext): C;
  /**
   * Begins the step: carries out an automatic step, or finds there is nothing to decide, and says
   * "next"; or sets the seats to decide (decide.ts awaitDecisions) and says "decide".
   */
  start(k: Kernel, step: C): "next" | "decide";
  /**
   * The decision its seats take (an Action type) and how to ask for it in words ("choose cards",
   * "arrange bid"); null for an automatic step.
   */
  readonly decision: {
    readonly type: ActionType;
    asks(k: Kernel, step: C): string;
    /** The decision asked now, for a step that asks more than one kind in turn (absent: always `type`). */
    now?(k: Kernel, step: C): ActionType;
  } | null;
  /** Steps run outside trick play; a step kind that ever changes trick play must say which fast paths stay correct. */
  readonly caps: FastCaps;
}
