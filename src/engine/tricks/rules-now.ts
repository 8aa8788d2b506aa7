// The trick rules a rule card may change while it is in force (TricksIR.byCard): who leads next, the
// direction of play and who holds a won trick. Every read of these three goes through here, so a
// card drafted for one round changes them for that round only.
//
// Each reads the ruleset's own value directly when no card changes it, else the last override in
// force that sets it. One loop per rule, each with its property named literally: the play loop calls
// these at every cycle and trick (of every world a search bot replays), and a property read by a key
// held in a variable took the generic lookup at every override (2% of a greedy playtest of a game
// with a rule-card draft).

import type { NextLeadIR, TricksIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";

export function nextLeadNow(k: Kernel): NextLeadIR {
  const t = k.ir.tricks;
  const by = t.byCard;
  if (by !== undefined) {
    const active = k.st.activeRules;
    for (let i = by.length - 1; i >= 0; i--) {
      const o = by[i]!;
      if (o.nextLead !== undefined && active.includes(o.card)) return o.nextLead;
    }
  }
  return t.nextLead;
}

export function directionNow(k: Kernel): TricksIR["direction"] {
  const t = k.ir.tricks;
  const by = t.byCard;
  if (by !== undefined) {
    const active = k.st.activeRules;
    for (let i = by.length - 1; i >= 0; i--) {
      const o = by[i]!;
      if (o.direction !== undefined && active.includes(o.card)) return o.direction;
    }
  }
  return t.direction;
}

export function trickGoesToNow(k: Kernel): TricksIR["trickGoesTo"] {
  const t = k.ir.tricks;
  const by = t.byCard;
  if (by !== undefined) {
    const active = k.st.activeRules;
    for (let i = by.length - 1; i >= 0; i--) {
      const o = by[i]!;
      if (o.trickGoesTo !== undefined && active.includes(o.card)) return o.trickGoesTo;
    }
  }
  return t.trickGoesTo;
}
