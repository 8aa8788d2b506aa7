// The `gives its tricks` step (`holder of the last trick gives its tricks to the left`): whoever holds
// the round's last played trick passes every played trick it holds to a neighbour, before scoring.
// Tricks formed from a hand stay with their owner (they were never taken). An automatic step; the
// event is public, as who holds which trick is.

import { emit } from "../core/log.js";
import { leftOf, rightOf } from "../core/turn.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import { holderOfLastPlayed, moveHeld } from "../tricks/held.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";
import type { Seat } from "../types.js";

/** The holder of the last played trick gave these played tricks (by number) to a neighbour (`gives its tricks` step). Public. */
export interface GiveTricksEvent {
  readonly type: "giveTricks";
  readonly seat: Seat;
  readonly to: Seat;
  readonly tricks: readonly number[];
}

declare module "../types.js" {
  interface GameEvents {
    giveTricks: GiveTricksEvent;
  }
}

export interface GiveTricksStep extends CompiledStep<"giveTricks"> {
  readonly to: "left" | "right";
}

export const giveTricksStep: StepHandler<"giveTricks", GiveTricksStep> = {
  label: (s) => `holder of the last trick gives its tricks to the ${s.to}`,
  compile: (s, rule) => ({ kind: "giveTricks", to: s.to, rule }),
  start(k, step) {
    const from = holderOfLastPlayed(k);
    if (from < 0) return "next";
    const n = k.st.players;
    const to = step.to === "left" ? leftOf(from, n) : rightOf(from, n);
    const tricks = moveHeld(k, from, to, (t) => t.played);
    if (k.recording && tricks.length > 0) emit(k, { type: "giveTricks", seat: from, to, tricks });
    return "next";
  },
  decision: null,
  // Moves held tricks only (no hand card, nothing trick play reads), the same on every path.
  caps: SAFE,
};

export const giveTricksEvent: EventHandler<"giveTricks"> = {
  // Tricks given to a neighbour: the receiver may see the cards of won tricks it could not see before.
  reveals: true,
  answersStep: false,
  // Who holds which trick is public, and the cards of played tricks were seen on the table.
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} gives its tricks (${e.tricks.join(", ")}) to seat ${e.to}`,
  // No hand card moves; the replayed round gives the tricks by itself.
  sample: { cards: "nothing", replay: "derived" },
};

/** The `giveTricks` step as a mechanic (assembly/mechanics.ts). */
export const giveTricksMechanic = {
  name: "giveTricks",
  steps: { giveTricks: giveTricksStep },
  decisions: {},
  codecs: {},
  events: { giveTricks: giveTricksEvent },
  // It moves held tricks from seat to seat.
  needs: (ir) => (listedSteps(ir).some((s) => s.kind === "giveTricks") ? { heldTricks: true } : {}),
  caps: capsWhenListed("giveTricks", giveTricksStep.caps),
  judgedWorlds: judgedUnlessListed("giveTricks"),
  // Who holds which trick is the held tricks' view (tricks/held.ts).
  view: null,
} satisfies Mechanic<"giveTricks">;
