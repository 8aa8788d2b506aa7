// What a mechanic contributes to the engine, named by kind and never by mechanic: the kernel's side of
// the mechanic descriptor. A mechanic module (steps/, tricks/, rulecards/) exports one `Mechanic`; the
// assembly list (assembly/mechanics.ts) names them all, and the per-ruleset parts are compiled from it
// into flat lists (kernel.ts HookLists) that are empty when no mechanic of the ruleset uses a hook, so a
// mechanic costs a ruleset that does not use it one length check at each hook point.

import type { RulesetIR } from "../../ir/types.js";
import type { Hooks } from "./kernel.js";

/** One mechanic: everything it adds to the engine, found in one place. */
export interface Mechanic<N extends string = string> {
  /** Names it in the assembly list and in tests (`reserve`, `show`, ...). */
  readonly name: N;
  /**
   * The hooks this ruleset needs of it (none when the ruleset does not use the mechanic): asked once
   * per ruleset, so the trick loop never asks whether a mechanic is in use.
   */
  readonly hooks?: (ir: RulesetIR) => Partial<Hooks>;
}
