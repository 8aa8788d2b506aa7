// `draw from leftover after each trick, winner first[, top card shown]` (before trick play, once):
// the leftover is a stock that refills the hands during trick play. After each trick, while the stock
// lasts, every seat takes one card from it into its hand: the trick's winner first, then the others in
// turn (clockwise from the winner). With `top card shown` the stock's top card lies face up: the
// first seat to draw takes that card (everyone sees it go into that hand), the others draw face down
// (only the drawer sees its card), and then the next card is turned face up. A card already turned up
// from the leftover (`turn up a card from leftover`, steps/turn-card.ts) is the first face-up card;
// else the step turns one up when it runs.
//
// The stock's order is hidden and drawn from the seed as the cards are taken (the leftover is kept
// sorted). A round dealt explicitly may give it (DealSpec.stock, declared below): the cards taken from
// the stock in order (turned up or drawn face down), then the seed's. The sampler's worlds are given
// it so (the events' `deal` part, view/sample.ts): the face-up cards where everyone saw them, the
// viewer's own face-down draws as it saw them, the other seats' as the attempt drew them.
//
// The draws run in the tricksAwarded hook (after the trick's event, before the next lead), on every
// path; they add hand cards between cycles, which the random loop's hand counts do not follow
// (caps: handCounts off).

import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { stepSeat } from "../core/turn.js";
import { IllegalActionError } from "../errors.js";
import { insertSorted, removeCard } from "../lists.js";
import { trickWinner } from "../tricks/winner.js";
import { SAFE, type FastCaps } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";
import type { CardId, Seat } from "../types.js";

/**
 * `seat` took a card from the stock into its hand: the face-up top card (`faceUp`, public), or a card
 * drawn face down, null to every other seat.
 */
export interface DrawnEvent {
  readonly type: "drawn";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly faceUp?: true;
  /** The leftover is shown (`deal ..., leftover shown`): everyone sees which card left it. */
  readonly shown?: true;
}

/** The stock's next card is turned face up (public); it stays in the leftover until drawn. */
export interface StockUpEvent {
  readonly type: "stockUp";
  readonly card: CardId;
}

declare module "../types.js" {
  interface GameEvents {
    drawn: DrawnEvent;
    stockUp: StockUpEvent;
  }
  interface DealSpec {
    /**
     * With `draw from leftover`: the cards taken from the stock in this order (each turned face up or
     * drawn face down; -1: drawn from the seed), then the seed's. Absent: every one drawn from the seed.
     */
    readonly stock?: readonly CardId[];
  }
}

export interface DrawStep extends CompiledStep<"draw"> {
  readonly faceUp: boolean;
}

/** The round's stock, from the step on: whether its top lies face up, that card, the cards taken. */
export interface StockState {
  readonly faceUp: boolean;
  /** The face-up top card (in the leftover), or -1. */
  up: CardId;
  /** How many cards were taken from the stock's order this round (turned up or drawn face down). */
  taken: number;
}

const drawSlices = {
  /** The round's stock (null before its step, and in rulesets without one): made afresh every round. */
  stock: mechanicSlice<StockState | null>({
    kind: "game",
    init: () => null,
    round: "reset",
    clone: (v) => (v === null ? null : { ...v }),
    seen: "events",
  }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof drawSlices> {}
}

/** The stock's next card, taken out of the leftover: the round's given order first (DealSpec.stock), then the seed's. */
function takeFromStock(k: Kernel, s: StockState): CardId {
  const st = k.st;
  const left = st.leftover;
  const given = k.presetDeals[st.round - 1]?.stock;
  let card = given !== undefined && s.taken < given.length ? given[s.taken]! : -1;
  s.taken++;
  let at: number;
  if (card >= 0) {
    at = left.indexOf(card);
    if (at < 0) throw new IllegalActionError(`the deal of round ${st.round} draws card ${card} from the stock, which is not in the leftover`);
  } else {
    at = st.rng.int(left.length) | 0;
    card = left[at]!;
  }
  removeCard(left, card, at);
  return card;
}

/** Turns the stock's next card face up (it stays in the leftover), when one is left. */
function turnUp(k: Kernel, s: StockState): void {
  if (k.st.leftover.length === 0) {
    s.up = -1;
    return;
  }
  const card = takeFromStock(k, s);
  // Back on the stock, face up: the leftover is kept sorted.
  insertSorted(k.st.leftover, card);
  s.up = card;
  if (k.recording) emit(k, { type: "stockUp", card });
}

/** After a trick won by `winner`: each seat draws one card while the stock lasts, the winner first. */
function drawRound(k: Kernel, s: StockState, winner: Seat): void {
  const st = k.st;
  const n = st.players;
  let seat = winner;
  for (let i = 0; i < n && st.leftover.length > 0; i++, seat = stepSeat(seat, 1, n)) {
    const hand = st.hands[seat]!;
    if (i === 0 && s.up >= 0) {
      const card = s.up;
      removeCard(st.leftover, card, st.leftover.indexOf(card));
      insertSorted(hand, card);
      s.up = -1;
      if (k.recording) emit(k, { type: "drawn", seat, card, faceUp: true });
    } else {
      const card = takeFromStock(k, s);
      insertSorted(hand, card);
      if (k.recording) emit(k, { type: "drawn", seat, card, ...(k.ir.deal.leftover === "shown" ? { shown: true as const } : {}) });
    }
  }
  if (s.faceUp && s.up < 0) turnUp(k, s);
}

/**
 * Draws add hand cards between cycles: the random loop's hand counts (expr/hand-counts.ts), which follow
 * only the plays, are off. The other paths read the hands afresh each cycle and run the hook (every
 * path runs tricksAwarded, assembly/fast-caps.ts HOOK_POINTS).
 */
const DRAW_CAPS: FastCaps = { ...SAFE, handCounts: false };

export const drawStep: StepHandler<"draw", DrawStep> = {
  label: (s) => `draw from leftover after each trick, winner first${s.faceUp ? ", top card shown" : ""}`,
  compile: (s, rule) => ({ kind: "draw", faceUp: s.faceUp, rule }),
  start(k, step) {
    const st = k.st;
    const s: StockState = { faceUp: step.faceUp, up: -1, taken: 0 };
    st.stock = s;
    if (step.faceUp) {
      // A card turned up from the leftover before (steps/turn-card.ts) is the face-up top already.
      const turned = st.turned[0];
      if (turned !== undefined && st.leftover.includes(turned)) s.up = turned;
      else turnUp(k, s);
    }
    return "next";
  },
  decision: null,
  caps: DRAW_CAPS,
};

export const drawnEvent: EventHandler<"drawn"> = {
  // A card drawn face down shows the drawer its card.
  reveals: true,
  answersStep: false,
  // The face-up card is seen by everyone going into the hand; a face-down one by its drawer only (by
  // everyone when the leftover is shown).
  seenBy: (e, viewer) => (e.seat === viewer || e.faceUp || e.shown ? e : { ...e, card: null }),
  describe: (e, card) => `seat ${e.seat} draws ${e.card === null ? "a card" : card(e.card)} from the stock${e.faceUp ? " (face up)" : ""}`,
  sample: {
    // One card from the leftover into the hand: the very card where the viewer saw it, else an unknown one.
    cards(e, i, sym) {
      sym.put(sym.hands[e.seat]!, sym.takeMove(sym.place("leftover"), e.card === null ? null : [e.card], undefined, 1, i), i);
    },
    // The engine draws it after the trick; the world draws the same card from its deal's stock order.
    replay: "derived",
    // A face-down draw takes the stock's next card: the one the viewer saw, or the one this attempt gave.
    deal(e, cards, deal) {
      if (e.faceUp) return;
      deal.stock = [...(deal.stock ?? []), e.card ?? cards?.[0] ?? -1];
    },
  },
};

export const stockUpEvent: EventHandler<"stockUp"> = {
  // A card of the stock turned face up.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e, card) => `${card(e.card)} is turned face up on the stock`,
  sample: {
    // The card is in the leftover, where everyone sees it.
    cards(e, _i, sym) {
      sym.show(sym.place("leftover"), [e.card]);
    },
    replay: "derived",
    // The stock's next card, turned up: the same in every world.
    deal(e, _cards, deal) {
      deal.stock = [...(deal.stock ?? []), e.card];
    },
  },
};

/** The `draw` step as a mechanic (assembly/mechanics.ts): the hands refilled from the stock after each trick. */
export const drawMechanic = {
  name: "draw",
  slices: drawSlices,
  steps: { draw: drawStep },
  decisions: {},
  codecs: {},
  events: { drawn: drawnEvent, stockUp: stockUpEvent },
  hooks: (ir) => {
    if (!listedSteps(ir).some((s) => s.kind === "draw")) return {};
    return {
      // After the tricks' events: each trick's winner (judged again, as award judged it) draws first.
      tricksAwarded: (k, tricks) => {
        const s = k.st.stock;
        if (s === null) return;
        for (let i = 0; i < tricks.length; i++) drawRound(k, s, trickWinner(k, tricks[i]!));
      },
    };
  },
  caps: capsWhenListed("draw", drawStep.caps),
  // Worlds are replayed: each draws its face-down cards as its deal's stock order says.
  judgedWorlds: judgedUnlessListed("draw"),
  // The stock shows in its events (the face-up card, each seat's own draws) and in the leftover's size.
  view: null,
} satisfies Mechanic<"draw">;
