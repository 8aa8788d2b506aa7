// The `dummy` step: one seat's hand is a dummy for the round. The step names the two seats (seat paths,
// as a first lead's) before trick play; at the point the ruleset names (after the round's first play,
// the opening lead, or after its first trick) the dummy's whole hand is laid face up for everyone, and
// from then on another seat makes the dummy's decisions. The kernel still asks the dummy's seat to act
// (the rules are the dummy's: it follows suit from its own hand); who decides for it is the `decider`
// hook, which Game.decider asks (the bots' loop and the designer hand the decision to that seat, with
// that seat's view). Until the point the hand is as secret as any and the seat decides for itself.

import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { SAFE } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";
import type { SeatHopIR } from "../../ir/types.js";
import { seatOfPath } from "../tricks/lead.js";
import { exposeCard } from "./expose.js";
import type { CardId, Seat } from "../types.js";

/** This round's dummy: `seat`'s hand, played by `by` once it is face up (public). */
export interface DummyEvent {
  readonly type: "dummy";
  readonly seat: Seat;
  readonly by: Seat;
}

/** The dummy's hand is laid face up: these are its cards (public; they stay in its hand). */
export interface DummyShownEvent {
  readonly type: "dummyShown";
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    dummy: DummyEvent;
    dummyShown: DummyShownEvent;
  }
}

export interface DummyStep extends CompiledStep<"dummy"> {
  readonly seat: readonly SeatHopIR[];
  readonly by: readonly SeatHopIR[];
  readonly after: "play" | "trick";
}

/** The round's dummy, from its step on: its seat, the seat deciding for it, when its hand is shown, and whether it is. */
export interface DummyState {
  readonly seat: Seat;
  readonly by: Seat;
  readonly after: "play" | "trick";
  shown: boolean;
}

const dummySlices = {
  /** The round's dummy (null before its step, and in rulesets without one): made afresh every round. */
  dummy: mechanicSlice<DummyState | null>({ kind: "game", init: () => null, round: "reset", clone: (v) => (v === null ? null : { ...v }), seen: "events" }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof dummySlices> {}
}

export const dummyStep: StepHandler<"dummy", DummyStep> = {
  label: (s) => `dummy ${s.seat.join(" of ")}, played by ${s.by.join(" of ")}`,
  compile: (s, rule) => ({ kind: "dummy", seat: s.seat, by: s.by, after: s.after, rule }),
  start(k, step) {
    const seat = seatOfPath(k, step.seat);
    const by = seatOfPath(k, step.by);
    k.st.dummy = { seat, by, after: step.after, shown: false };
    if (k.recording) emit(k, { type: "dummy", seat, by });
    return "next";
  },
  decision: null,
  // Trick play is unchanged: the dummy's cards are played by the same rules, whoever chooses them. The
  // `played` hook runs on every path that plays a card (the kernel's fast loops defer to playCard when a
  // ruleset has one), so the fast paths stay the same game.
  caps: SAFE,
};

/** Lays the dummy's hand face up (once): every card of it is a face-up hand card (steps/expose.ts) from now on. */
function show(k: Kernel, d: DummyState): void {
  d.shown = true;
  const hand = k.st.hands[d.seat]!;
  for (let i = 0; i < hand.length; i++) exposeCard(k, d.seat, hand[i]!);
  if (k.recording) emit(k, { type: "dummyShown", seat: d.seat, cards: hand.slice() });
}

export const dummyEvent: EventHandler<"dummy"> = {
  // Names two seats; shows no card.
  reveals: false,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} is the dummy, played by seat ${e.by} once its hand is face up`,
  sample: {
    cards() {},
    // An automatic step: every world names the same seats (they are worked out from the dealer and the auction).
    replay: "derived",
  },
};

export const dummyShownEvent: EventHandler<"dummyShown"> = {
  // A whole hand laid face up.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} lays its hand face up as the dummy: ${e.cards.map(card).join(" ")}`,
  sample: {
    // Those very cards are in the dummy's hand, face up until each is played (as exposed cards).
    cards(e, _i, sym) {
      sym.expose(sym.hands[e.seat]!, e.cards);
    },
    replay: "derived",
  },
};

/** The `dummy` step as a mechanic (assembly/mechanics.ts): a hand laid face up and played by another seat. */
export const dummyMechanic = {
  name: "dummy",
  slices: dummySlices,
  steps: { dummy: dummyStep },
  decisions: {},
  codecs: {},
  events: { dummy: dummyEvent, dummyShown: dummyShownEvent },
  hooks: (ir) => {
    const steps = listedSteps(ir).filter((s) => s.kind === "dummy");
    if (steps.length === 0) return {};
    return {
      // The opening lead (or any first play of the round) shows the hand of a dummy shown `after the first play`.
      played: (k) => {
        const d = k.st.dummy;
        if (d !== null && !d.shown && d.after === "play") show(k, d);
      },
      tricksAwarded: (k) => {
        const d = k.st.dummy;
        if (d !== null && !d.shown && d.after === "trick") show(k, d);
      },
      // Once the hand is face up, the seat named decides for the dummy.
      decider: (k, seat) => {
        const d = k.st.dummy;
        return d !== null && d.shown && d.seat === seat ? d.by : seat;
      },
    };
  },
  caps: capsWhenListed("dummy", dummyStep.caps),
  // Worlds are replayed: the face-up hand binds the dummy's cards in each (as `expose` does).
  judgedWorlds: judgedUnlessListed("dummy"),
  // The seats show in the `dummy` event; the face-up hand in the expose view (`exposed`).
  view: null,
} satisfies Mechanic<"dummy">;
