// `each player sits out if COND` (before trick play): every seat for which COND holds (seat context)
// lays its hand face down in the leftover and takes no part in this round's trick play: it holds no
// card, so play passes it by and a trick has one card fewer, and a first lead that would be its goes
// to the next seat that holds cards (tricks/cycle.ts). Who sits out is public; its cards are its own
// to see (a face-up card among them is seen going). An automatic step: COND decides, no seat.

import type { EventHandler } from "../core/event.js";
import { evalSeat } from "../core/eval.js";
import { emit } from "../core/log.js";
import type { Mechanic } from "../core/mechanic.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Compiled } from "../expr/types.js";
import { insertSorted } from "../lists.js";
import { NOT_CYCLES } from "../rules/caps.js";
import { capsWhenListed, judgedUnlessListed, type CompiledStep } from "../rules/steps.js";
import { coverExposed } from "./expose.js";
import type { CardId, Seat } from "../types.js";

/** A seat lays its hand face down in the leftover and sits out the round's trick play (`sits out if`): its cards are its own to see. Public. */
export interface SitOutEvent {
  readonly type: "sitOut";
  readonly seat: Seat;
  readonly cards: readonly CardId[] | null;
  readonly count: number;
  readonly faceUp?: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    sitOut: SitOutEvent;
  }
}

export interface SitOutStep extends CompiledStep<"sitOut"> {
  readonly cond: Compiled<boolean>;
}

export const sitOutStep: StepHandler<"sitOut", SitOutStep> = {
  label: () => "each player sits out if ...",
  compile: (s, rule, c) => ({ kind: "sitOut", cond: c.compile(s.cond, rule), rule }),
  start(k, step) {
    const st = k.st;
    // Every seat is judged before any lays its hand down.
    const out: number[] = [];
    for (let s = 0; s < st.players; s++) if (evalSeat<boolean>(k, step.cond, s)) out.push(s);
    for (const s of out) {
      const cards = st.hands[s]!.splice(0);
      const faceUp = coverExposed(k, s, cards);
      for (const c of cards) insertSorted(st.leftover, c);
      if (k.recording) emit(k, { type: "sitOut", seat: s, cards, count: cards.length, ...(faceUp ? { faceUp } : {}) });
    }
    return "next";
  },
  decision: null,
  // A cycle with a seat that holds no card is not the fixed cycle of the one-loop path.
  caps: NOT_CYCLES,
};

export const sitOutEvent: EventHandler<"sitOut"> = {
  // Who sits out follows from a condition that reads only what every seat sees (SW3013); the cards
  // laid down are the seat's own (face-up ones were seen already).
  reveals: false,
  answersStep: false,
  // Who sits out is public; the cards laid down are the seat's own (face-up ones were seen by all).
  seenBy: (e, viewer) => (e.seat === viewer ? e : { ...e, cards: null }),
  describe: (e) => `seat ${e.seat} sits out, laying ${e.count} card(s) face down`,
  sample: {
    cards(e, i, sym) {
      const tokens = sym.takeMove(sym.hands[e.seat]!, e.cards, e.faceUp, e.count, i);
      sym.put(sym.place("leftover"), tokens, i);
    },
    // The engine does it itself when the step starts.
    replay: "derived",
  },
};

/** The `sitOut` step as a mechanic (assembly/mechanics.ts). */
export const sitOutMechanic = {
  name: "sitOut",
  steps: { sitOut: sitOutStep },
  decisions: {},
  codecs: {},
  events: { sitOut: sitOutEvent },
  caps: capsWhenListed("sitOut", sitOutStep.caps),
  // A hand laid down moves hidden cards: worlds are replayed, not judged.
  judgedWorlds: judgedUnlessListed("sitOut"),
  // The hand goes to the leftover: the hands, the leftover and the event show it.
  view: null,
} satisfies Mechanic<"sitOut">;
