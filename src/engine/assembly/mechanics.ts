// The assembly list: every mechanic the engine is made of (core/mechanic.ts), in the order their
// hooks run at a hook point. A mechanic joins the engine by one line here.

import type { RulesetIR } from "../../ir/types.js";
import type { HookLists, HookName, Hooks } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { duringMechanic } from "../steps/during.js";
import { reserveMechanic } from "../steps/reserve.js";
import { showMechanic } from "../steps/show.js";

export const MECHANICS = [reserveMechanic, showMechanic, duringMechanic] as const satisfies readonly Mechanic[];

export type MechanicName = (typeof MECHANICS)[number]["name"];

const HOOK_NAMES: { readonly [H in HookName]: true } = { tricksAwarded: true, handPlayOver: true, cycleEnded: true };

const cache = new WeakMap<RulesetIR, HookLists>();

/** The ruleset's hooks per hook point, once per IR: a list is empty when no mechanic of the ruleset uses it. */
export function hooksOf(ir: RulesetIR): HookLists {
  let lists = cache.get(ir);
  if (lists) return lists;
  const out: { [H in HookName]: Hooks[H][] } = { tricksAwarded: [], handPlayOver: [], cycleEnded: [] };
  for (const m of MECHANICS as readonly Mechanic[]) {
    const hooks = m.hooks?.(ir);
    if (!hooks) continue;
    for (const name of Object.keys(HOOK_NAMES) as HookName[]) {
      const h = hooks[name];
      if (h) (out[name] as Hooks[HookName][]).push(h);
    }
  }
  cache.set(ir, (lists = out));
  return lists;
}
