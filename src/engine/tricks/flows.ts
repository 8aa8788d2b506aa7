// How trick play flows, one handler per flow: "cycle" (the leader plays, then every other seat with
// cards once; then all open tricks complete together) and "continuous" (seats play on without pause
// and a trick completes as soon as it holds `complete at` cards). Each says what happens after a play
// and declares which fast paths it keeps correct.

import type { TricksIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import { tick } from "../core/log.js";
import { nextWithCards } from "../core/turn.js";
import { NOT_CYCLES, SAFE, type FastCaps } from "../rules/caps.js";
import type { Seat } from "../types.js";
import { award } from "./award.js";
import { cycleEnded, endCycle, tricksOver } from "./cycle.js";
import type { Trick } from "../core/trick.js";
import { trickRule } from "../../ir/rule-ref.js";

const COMPLETE_AT = trickRule("complete at");

export type FlowKind = "cycle" | "continuous";

export function flowOf(t: TricksIR): FlowKind {
  return t.completeAt === null ? "cycle" : "continuous";
}

export interface TrickFlow {
  /** After `seat` played (into `trick`, or set a card aside): completes tricks and passes the turn. True when trick play is over. */
  afterPlay(k: Kernel, seat: Seat, trick: Trick | undefined): boolean;
  readonly caps: FastCaps;
}

/** The flow of `k`'s rules (flowOf, read from the compiled rules: this runs on every play). */
export function flowFor(k: Kernel): TrickFlow {
  return k.rules.completeAt === null ? FLOWS.cycle : FLOWS.continuous;
}

/** The cycle flow's afterPlay (also called directly by the random loop of fast/table-plays.ts). */
export function afterCyclePlay(k: Kernel, seat: Seat): boolean {
  const st = k.st;
  st.playedInCycle[seat] = true;
  // Only playing empties a hand during trick play, so the seats still to play all hold cards.
  if (--st.cycleLeft > 0) {
    st.actor = nextWithCards(st, seat, false, true);
    return false;
  }
  return endCycle(k);
}

export const FLOWS: { readonly [K in FlowKind]: TrickFlow } = {
  cycle: {
    afterPlay: (k, seat) => afterCyclePlay(k, seat),
    caps: SAFE,
  },
  continuous: {
    afterPlay(k, seat, trick) {
      const st = k.st;
      if (trick && trick.size >= evalGlobal(k, k.rules.completeAt!)) {
        tick(k, COMPLETE_AT);
        st.openTricks.splice(st.openTricks.indexOf(trick), 1);
        award(k, [trick], null);
        st.spareTricks.push(trick);
        cycleEnded(k, true);
      }
      if (tricksOver(k)) return true;
      st.actor = nextWithCards(st, seat, false, false);
      return false;
    },
    // Tricks complete at a size while play goes on: not the single-trick cycle loop.
    caps: NOT_CYCLES,
  },
};
