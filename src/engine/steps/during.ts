// Steps during trick play (`after trick K { ... }`, `after each trick { ... }`): once a cycle of play
// has completed its tricks (won and awarded), the blocks due then run as a step list of their own
// ("during"), in declaration order, before the next cycle is led. Trick play pauses meanwhile: nobody
// is to play (actor -1), and the seats decide as in any step. assembly/round.ts runs the list and then
// resumes trick play with the leader kept here.

import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { Seat } from "../types.js";
import { SAFE } from "../rules/caps.js";
import type { StepCompileContext } from "../core/step-handler.js";
import type { Compiled } from "../expr/types.js";
import type { RulesValues } from "../rules/types.js";
import type { RulesetIR } from "../../ir/types.js";
import type { RuleRef } from "../../ir/rule-ref.js";

/** A block of steps during trick play: after which trick (null: every trick). */
export interface CompiledTrickBlock {
  readonly trick: Compiled<number> | null;
  readonly rule: RuleRef;
}

const duringRules = {
  /** Each block of steps during trick play: after which trick it runs. */
  duringBlocks: (ir: RulesetIR, c: StepCompileContext): readonly CompiledTrickBlock[] =>
    (ir.trickSteps ?? []).map((b, bi) => {
      const rule: RuleRef = { k: "block", block: bi };
      return { trick: b.trick ? c.compile<Compiled<number>>(b.trick, rule) : null, rule };
    }),
  /** duringBlockOf[i]: the block of the i-th step of rules.during (all blocks' steps in one list). */
  duringBlockOf: (ir: RulesetIR): readonly number[] => (ir.trickSteps ?? []).flatMap((b, bi) => b.steps.map(() => bi)),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof duringRules> {}
}

const duringSlices = {
  /**
   * Which blocks run after the cycle just completed (filled when a pause first looks, emptied in place
   * each round), and who leads when trick play resumes. The engine's bookkeeping from the public trick
   * count: the steps show through their own events.
   */
  due: mechanicSlice<boolean[]>({
    kind: "game",
    init: () => [],
    round: "reset",
    renew: (v) => {
      while (v.length > 0) v.pop();
      return v;
    },
    clone: (v) => v.slice(),
    seen: "events",
  }),
  resumeLead: mechanicSlice<Seat>({ kind: "game", init: () => -1, round: "keep", clone: "value", seen: "events" }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof duringSlices> {}
}

/**
 * After a cycle that completed `completed` tricks (st.tricksDone counts them already), whose next
 * leader is `lead`: marks the blocks due (every trick; or the K-th trick of the round among those
 * just completed). True when any is: trick play is paused, the step list "during" is set to run,
 * and `lead` is kept for when it resumes.
 */
export function pauseForSteps(k: Kernel, completed: number, lead: Seat): boolean {
  const blocks = k.rules.duringBlocks;
  if (blocks.length === 0 || completed === 0) return false;
  const st = k.st;
  const done = st.tricksDone;
  let any = false;
  while (st.due.length < blocks.length) st.due.push(false);
  for (let b = 0; b < blocks.length; b++) {
    const at = blocks[b]!.trick;
    let due = true;
    if (at !== null) {
      const n = evalGlobal(k, at);
      due = n > done - completed && n <= done;
    }
    st.due[b] = due;
    any ||= due;
  }
  if (!any) return false;
  st.resumeLead = lead;
  st.stepList = "during";
  st.stepIndex = 0;
  st.actor = -1;
  return true;
}

/** Is the current step of the "during" list in a block that is due now? */
export function stepDue(k: Kernel): boolean {
  return k.st.due[k.rules.duringBlockOf[k.st.stepIndex]!] === true;
}

/** Steps during trick play: trick play pauses after a cycle whose tricks make a block due. */
export const duringMechanic = {
  name: "during",
  slices: duringSlices,
  rules: duringRules,
  decisions: {},
  codecs: {},
  hooks: (ir) => ((ir.trickSteps ?? []).length > 0 ? { cycleEnded: pauseForSteps } : {}),
  // Steps during trick play run between cycles; a `complete at` trick completes mid-cycle.
  // Steps after a trick need cycle play: src/ir/structure.ts (shared with the checker).
  // The pause itself: the steps' own mechanics declare theirs (and assembly/fast-caps.ts turns the
  // random fast paths off for trickSteps, which play cycle after cycle without such a pause).
  caps: () => SAFE,
  // Its steps are declared by their own mechanics.
  judgedWorlds: () => true,
  // Which blocks are due is the engine's bookkeeping; the steps show through their own events.
  view: null,
} satisfies Mechanic<"during">;
