// `dealer picks up the turned card` (before trick play, after `turn up a card from leftover`): the
// card turned up goes from the leftover into the dealer's hand, in the open, and the dealer then
// lays one card of its hand (possibly that one) face down in the leftover: a decision for one seat.
// Everyone knows the turned card went into the dealer's hand; only the dealer sees what it laid
// down, so to the others the turned card is in that hand or was the discard. Nothing happens when no
// card is turned up, or when it is no longer in the leftover.
//
// `dealer|declarer picks up the leftover, lays as many into PILE` (a skat, a widow, a kitty): that seat
// takes every undealt card into its hand (seen by it alone, unless the leftover is shown), then lays as
// many hand cards face down into its PILE (an owner pile), one `discard` decision each. The other seats
// see how many cards moved, never which.

import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import type { StepHandler } from "../core/step-handler.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { pileInsertSorted } from "../flow/piles.js";
import { insertSorted, removeCard } from "../lists.js";
import { SAFE } from "../rules/caps.js";
import { capsWhenListed, type CompiledStep } from "../rules/steps.js";
import type { Action, CardId, Seat } from "../types.js";
import { awaitOne } from "./decide.js";
import { coverExposed } from "./expose.js";
import { stepOfKind } from "./current.js";

/** The dealer took the card turned up from the leftover into its hand (`dealer picks up the turned card`). Public. */
export interface PickUpEvent {
  readonly type: "pickUp";
  readonly seat: Seat;
  readonly card: CardId;
}

/**
 * A seat laid a hand card face down in the leftover, or into its `pile` (`picks up the leftover, lays
 * as many into PILE`): the card is null for everyone else, unless it lay face up in the hand (`faceUp`).
 */
export interface DiscardEvent {
  readonly type: "discard";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly faceUp?: readonly CardId[];
  readonly pile?: string;
}

/** Every leftover card went into the seat's hand: each card null to another seat unless the leftover is `shown`. */
export interface PickUpLeftoverEvent {
  readonly type: "pickUpLeftover";
  readonly seat: Seat;
  readonly cards: readonly (CardId | null)[];
  readonly shown?: true;
}

/** Lay this hand card face down in the leftover (the dealer, after `dealer picks up the turned card`). */
export interface DiscardAction {
  readonly type: "discard";
  readonly card: CardId;
}

declare module "../types.js" {
  interface GameEvents {
    pickUp: PickUpEvent;
    discard: DiscardEvent;
    pickUpLeftover: PickUpLeftoverEvent;
  }
  interface Actions {
    discard: DiscardAction;
  }
}

export interface PickUpStep extends CompiledStep<"pickUp"> {
  /** The leftover form: who takes it, and the (owner) pile the laid-down cards go into; null: the turned card. */
  readonly leftover: { readonly by: "dealer" | "declarer"; readonly into: string; readonly pile: number } | null;
}

/** The leftover form: how many cards the seat still lays down. */
export const pickUpSlices = {
  layDown: mechanicSlice<number>({ kind: "game", init: () => 0, round: "reset", clone: (v) => v, seen: "events" }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof pickUpSlices> {}
}

/** The leftover form: every undealt card into the seat's hand, then as many laid down, one by one. */
function startLeftover(k: Kernel, by: "dealer" | "declarer"): "next" | "decide" {
  const st = k.st;
  const seat = by === "dealer" || st.auction.declarer < 0 ? st.dealer : st.auction.declarer;
  const cards = st.leftover.slice();
  if (cards.length === 0) return "next";
  st.leftover.length = 0;
  for (const c of cards) insertSorted(st.hands[seat]!, c);
  if (k.recording) emit(k, { type: "pickUpLeftover", seat, cards, ...(k.ir.deal.leftover === "shown" ? { shown: true as const } : {}) });
  st.layDown = cards.length;
  awaitOne(k, seat);
  return "decide";
}

export const pickUpStep: StepHandler<"pickUp", PickUpStep> = {
  label: (s) => (s.leftover ? `${s.leftover.by} picks up the leftover, lays as many into ${s.leftover.into}` : "dealer picks up the turned card"),
  compile: (s, rule, c) => ({ kind: "pickUp", leftover: s.leftover ? { by: s.leftover.by, into: s.leftover.into, pile: c.pileIndex(s.leftover.into) } : null, rule }),
  start(k, step) {
    if (step.leftover) return startLeftover(k, step.leftover.by);
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
  decision: { type: "discard", asks: (_k, step) => (step.leftover ? `lay a card face down into ${step.leftover.into}` : "lay one card face down in the leftover") },
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
    const step = stepOfKind<PickUpStep>(k, "pickUp");
    const hand = st.hands[seat]!;
    removeCard(hand, action.card, hand.indexOf(action.card));
    // A face-up card leaving the hand is seen going (steps/expose.ts).
    const faceUp = coverExposed(k, seat, [action.card]);
    const into = step.leftover?.into;
    if (step.leftover) pileInsertSorted(k, step.leftover.pile, seat, action.card);
    else insertSorted(st.leftover, action.card);
    if (k.recording) emit(k, { type: "discard", seat, card: action.card, ...(faceUp ? { faceUp } : {}), ...(into === undefined ? {} : { pile: into }) });
    // The leftover form lays down as many cards as were picked up, one decision each.
    if (into !== undefined && --st.layDown > 0) return "wait";
    st.chooser = -1;
    return "step done";
  },
};

export const pickUpEvent: EventHandler<"pickUp"> = {
  // The dealer picks up the card everyone already saw turned up.
  reveals: false,
  answersStep: false,
  // In the open: everyone sees the turned card go into the dealer's hand.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} picks up ${card(e.card)}`,
  sample: {
    cards(e, i, sym) {
      sym.put(sym.hands[e.seat]!, [sym.take(sym.place("leftover"), e.card)], i);
    },
    // The engine does it itself when the step starts.
    replay: "derived",
    // In the open: the same card in every world.
    judged: true,
  },
};

export const pickUpLeftoverEvent: EventHandler<"pickUpLeftover"> = {
  // The leftover taken shows its cards to the seat that takes it.
  reveals: true,
  answersStep: false,
  // The cards are the taker's to see (everyone's when the leftover is shown); the others see how many.
  seenBy: (e, viewer) => (e.seat === viewer || e.shown ? e : { ...e, cards: e.cards.map(() => null) }),
  describe: (e, card) => `seat ${e.seat} picks up the leftover: ${e.cards.map((c) => (c === null ? "a card" : card(c))).join(", ")}`,
  sample: {
    cards(e, i, sym) {
      const known = e.cards.every((c) => c !== null) ? (e.cards as readonly CardId[]) : null;
      sym.put(sym.hands[e.seat]!, sym.takeMove(sym.place("leftover"), known, undefined, e.cards.length, i), i);
    },
    // The engine does it itself when the step starts.
    replay: "derived",
    // Cards the viewer saw go the same way in every world; cards it did not see are drawn in each.
    judged: (e, viewer) => e.seat === viewer || e.shown === true,
  },
};

export const discardEvent: EventHandler<"discard"> = {
  // The dealer's decision; its card is null to the others unless it lay face up.
  reveals: false,
  answersStep: true,
  // Face down: its card is the discarding seat's to see (a face-up card is seen going by all).
  seenBy: (e, viewer) => (e.seat === viewer || e.faceUp !== undefined ? e : { ...e, card: null }),
  describe: (e, card) => `seat ${e.seat} lays ${e.card === null ? "a card" : card(e.card)} face down ${e.pile === undefined ? "in the leftover" : `into its ${e.pile}`}`,
  sample: {
    cards(e, i, sym) {
      const tokens = sym.takeMove(sym.hands[e.seat]!, e.card === null ? null : [e.card], e.faceUp, 1, i);
      sym.put(sym.place(e.pile === undefined ? "leftover" : `${e.pile}:${e.seat}`), tokens, i);
    },
    replay(e, i, r) {
      const card = e.card ?? r.hiddenCards(i)?.[0];
      if (card !== undefined) return { seat: e.seat, action: { type: "discard", card } };
      const legal = r.legal(e.seat);
      return legal.length > 0 ? { seat: e.seat, action: r.rng.pick(legal) } : null;
    },
    // The viewer's own card only (another seat's is drawn in each world).
    judged: (e, viewer) => e.seat === viewer,
  },
};

/** The dealer's pick-up as a mechanic (assembly/mechanics.ts). */
export const pickUpMechanic = {
  name: "pickUp",
  slices: pickUpSlices,
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
  events: { pickUp: pickUpEvent, pickUpLeftover: pickUpLeftoverEvent, discard: discardEvent },
  caps: capsWhenListed("pickUp", pickUpStep.caps),
  // Each move is judged where the viewer saw its cards (the events' own judged): the pick-up moves
  // whatever lies there, whatever it is, and a discard is a decision of its seat.
  judgedWorlds: () => true,
  // The cards move between the leftover and a hand: the hands and the leftover show them.
  view: null,
} satisfies Mechanic<"pickUp", never, "discard">;
