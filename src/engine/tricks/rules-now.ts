// The trick rules a rule card may change while it is in force (TricksIR.byCard): who leads next, the
// direction of play and who holds a won trick. Every read of these three goes through here, so a
// card drafted for one round changes them for that round only.

import type { NextLeadIR, TricksIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";

type ByCard = NonNullable<TricksIR["byCard"]>[number];

/** The last override in force that sets `key`, else the ruleset's own value. */
function now<K extends "nextLead" | "direction" | "trickGoesTo">(k: Kernel, key: K): TricksIR[K] {
  const t = k.ir.tricks;
  const by = t.byCard;
  if (by !== undefined) {
    const active = k.st.activeRules;
    for (let i = by.length - 1; i >= 0; i--) {
      const o = by[i]! as ByCard;
      if (o[key] !== undefined && active.includes(o.card)) return o[key] as TricksIR[K];
    }
  }
  return t[key];
}

// Each reads the ruleset's own value directly when no card changes it (the play loop calls these).
export function nextLeadNow(k: Kernel): NextLeadIR {
  const t = k.ir.tricks;
  return t.byCard === undefined ? t.nextLead : now(k, "nextLead");
}

export function directionNow(k: Kernel): TricksIR["direction"] {
  const t = k.ir.tricks;
  return t.byCard === undefined ? t.direction : now(k, "direction");
}

export function trickGoesToNow(k: Kernel): TricksIR["trickGoesTo"] {
  const t = k.ir.tricks;
  return t.byCard === undefined ? t.trickGoesTo : now(k, "trickGoesTo");
}
