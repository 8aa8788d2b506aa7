// `dealer picks up the turned card` (before trick play, after `turn up a card from leftover`): the
// card turned up goes from the leftover into the dealer's hand, in the open, and the dealer then
// lays one card of its hand (possibly that one) face down in the leftover: a decision for one seat.
// Everyone knows the turned card went into the dealer's hand; only the dealer sees what it laid
// down, so to the others the turned card is in that hand or was the discard. Nothing happens when no
// card is turned up, or when it is no longer in the leftover.

import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import type { StepHandler } from "../core/step-handler.js";
import { insertSorted, removeCard } from "../lists.js";
import { SAFE } from "../rules/caps.js";
import { capsWhenListed, judgedUnlessListed, type CompiledStep } from "../rules/steps.js";
import type { Action, CardId, Seat } from "../types.js";
import { awaitOne } from "./decide.js";
import { coverExposed } from "./expose.js";

/** The dealer took the card turned up from the leftover into its hand (`dealer picks up the turned card`). Public. */
export interface PickUpEvent {
  readonly type: "pickUp";
  readonly seat: Seat;
  readonly card: CardId;
}

/** The dealer laid a hand card face down in the leftover: the card is null for everyone else, unless it lay face up in the hand (`faceUp`). */
export interface DiscardEvent {
  readonly type: "discard";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly faceUp?: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    pickUp: PickUpEvent;
    discard: DiscardEvent;
  }
}

export type PickUpStep = CompiledStep<"pickUp">;

export const pickUpStep: StepHandler<"pickUp", PickUpStep> = {
  label: () => "dealer picks up the turned card",
  compile: (_s, rule) => ({ kind: "pickUp", rule }),
  start(k) {
    const st = k.st;
    const card = st.turned[0];
    if (card === undefined || !st.leftover.includes(card)) return "next";
    const dealer = st.dealer;
    removeCard(st.leftover, card, st.leftover.indexOf(card));
    insertSorted(st.hands[dealer]!, card);
    if (k.recording) emit(k, { type: "pickUp", seat: dealer, card });
    awaitOne(k, dealer);
    return "decide";
  },
  decision: { type: "discard", asks: () => "lay one card face down in the leftover" },
  caps: SAFE,
};

/** Why `seat` may not lay down this card, or null when it may. */
function discardRefusal(k: Kernel, seat: Seat, card: CardId): string | null {
  return k.st.hands[seat]!.includes(card) ? null : `card ${card} is not in seat ${seat}'s hand`;
}

export const discardDecision: DecisionHandler<"discard"> = {
  legal(k, seat) {
    return k.st.hands[seat]!.map((card): Action => ({ type: "discard", card }));
  },
  explain(k, seat, action) {
    return discardRefusal(k, seat, action.card);
  },
  apply(k, seat, action) {
    const st = k.st;
    const hand = st.hands[seat]!;
    removeCard(hand, action.card, hand.indexOf(action.card));
    // A face-up card leaving the hand is seen going (steps/expose.ts).
    const faceUp = coverExposed(k, seat, [action.card]);
    insertSorted(st.leftover, action.card);
    if (k.recording) emit(k, { type: "discard", seat, card: action.card, ...(faceUp ? { faceUp } : {}) });
    st.chooser = -1;
    return "step done";
  },
};

export const pickUpEvent: EventHandler<"pickUp"> = {
  // In the open: everyone sees the turned card go into the dealer's hand.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} picks up ${card(e.card)}`,
  sample: {
    cards(e, i, sym) {
      sym.put(sym.hands[e.seat]!, [sym.take(sym.place("leftover"), e.card)], i);
    },
    // The engine does it itself when the step starts.
    replay: "derived",
  },
};

export const discardEvent: EventHandler<"discard"> = {
  // Face down: its card is the discarding seat's to see (a face-up card is seen going by all).
  seenBy: (e, viewer) => (e.seat === viewer || e.faceUp !== undefined ? e : { ...e, card: null }),
  describe: (e, card) => `seat ${e.seat} lays ${e.card === null ? "a card" : card(e.card)} face down in the leftover`,
  sample: {
    cards(e, i, sym) {
      const tokens = sym.takeMove(sym.hands[e.seat]!, e.card === null ? null : [e.card], e.faceUp, 1, i);
      sym.put(sym.place("leftover"), tokens, i);
    },
    replay(e, i, r) {
      const card = e.card ?? r.hiddenCards(i)?.[0];
      if (card !== undefined) return { seat: e.seat, action: { type: "discard", card } };
      const legal = r.legal(e.seat);
      return legal.length > 0 ? { seat: e.seat, action: r.rng.pick(legal) } : null;
    },
  },
};

/** The dealer's pick-up as a mechanic (assembly/mechanics.ts). */
export const pickUpMechanic = {
  name: "pickUp",
  steps: { pickUp: pickUpStep },
  decisions: { discard: discardDecision },
  codecs: {
    discard: {
      key: (a) => `d${a.card}`,
      describe: (a, card) => `lays ${card(a.card)} face down in the leftover`,
      // One seat decides, in the open order of steps: never committed in secret.
      fromCommitted: null,
    },
  },
  events: { pickUp: pickUpEvent, discard: discardEvent },
  caps: capsWhenListed("pickUp", pickUpStep.caps),
  // The discard moves a hidden card: worlds are replayed, not judged.
  judgedWorlds: judgedUnlessListed("pickUp"),
  // The cards move between the leftover and a hand: the hands and the leftover show them.
  view: null,
} satisfies Mechanic<"pickUp", never, "discard">;
