// The `pass` step: every seat passes N hand cards face down to its left or right neighbour, all at
// once (each chooses before any receives). Only the passer and the receiver see the cards. The choice
// is card-choice.ts's; here: where the cards go, the event, and what it tells the sampler.

import { emit } from "../core/log.js";
import { insertSorted, removeCard } from "../lists.js";
import { leftOf, rightOf } from "../core/turn.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import { startCardChoice, type CardChoiceStep, type CarryOutCards } from "./card-choice.js";
import { coverExposed } from "./expose.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed } from "../rules/steps.js";
import type { CardId, Seat } from "../types.js";

/** A seat passed cards face down to another (`pass` step); the cards are null for everyone but the two. */
export interface PassEvent {
  readonly type: "pass";
  readonly seat: Seat;
  readonly to: Seat;
  readonly count: number;
  readonly cards: readonly CardId[] | null;
  /** The passed cards that were face up (an `expose` step): everyone saw them go. Absent when none. */
  readonly faceUp?: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    pass: PassEvent;
  }
}

export interface PassStep extends CardChoiceStep<"pass"> {
  readonly to: "left" | "right";
}

/** One seat's chosen cards go to its neighbour's hand (each seat chose from its own hand before any moved). */
const carryOut: CarryOutCards<PassStep> = (k, step, seat, cards) => {
  const st = k.st;
  const to = step.to === "left" ? leftOf(seat, st.players) : rightOf(seat, st.players);
  const from = st.hands[seat]!;
  const into = st.hands[to]!;
  const faceUp = coverExposed(k, seat, cards);
  for (let i = 0; i < cards.length; i++) {
    removeCard(from, cards[i]!, -1);
    insertSorted(into, cards[i]!);
  }
  if (k.recording) emit(k, faceUp ? { type: "pass", seat, to, count: cards.length, cards: cards.slice(), faceUp } : { type: "pass", seat, to, count: cards.length, cards: cards.slice() });
};

export const passStep: StepHandler<"pass", PassStep> = {
  label: (s) => `pass to the ${s.to}`,
  compile: (s, rule, c) => ({ kind: "pass", count: c.compile(s.count, rule), to: s.to, distinctSuits: false, secret: true, carryOut, rule }),
  start: startCardChoice,
  decision: { type: "choose", asks: (_k, step) => `choose the cards to pass to the ${step.to}` },
  caps: SAFE,
};

export const passEvent: EventHandler<"pass"> = {
  // Cards received from a neighbour.
  reveals: true,
  answersStep: true,
  // Face down: the passer and the receiver see the cards, everyone else how many (and those of them
  // that were face up: everyone saw them go).
  seenBy: (e, viewer) => (viewer === e.seat || viewer === e.to ? e : { ...e, cards: null }),
  describe: (e, card) =>
    `seat ${e.seat} passes ${e.cards ? e.cards.map(card).join(" ") : `${e.count} card(s) face down${e.faceUp ? ` (${e.faceUp.map(card).join(" ")} were face up)` : ""}`} to seat ${e.to}`,
  sample: {
    // Seen: those very cards move; unseen: any of the passer's. Every seat of the step chose before
    // any received: only cards held before the step's first pass event can be passed. A step's pass
    // events come one per seat in seat order (decide.ts carries out the commitments so), so the step
    // begins where the seats stop rising.
    cards(e, i, sym, events) {
      let first = i;
      let seat = e.seat;
      for (let prev = events[first - 1]; prev?.type === "pass" && prev.seat < seat; prev = events[first - 1]) {
        first--;
        seat = prev.seat;
      }
      const from = sym.hands[e.seat]!;
      const tokens = sym.takeMove(from, e.cards, e.faceUp, e.count, i, first);
      sym.put(sym.hands[e.to]!, tokens, i);
    },
    replay(e, i, r) {
      const cards = e.cards ?? r.hiddenCards(i);
      if (cards) return { seat: e.seat, action: { type: "choose", cards } };
      const legal = r.legal(e.seat);
      return legal.length > 0 ? { seat: e.seat, action: r.rng.pick(legal) } : null;
    },
  },
};

/** The `pass` step as a mechanic (assembly/mechanics.ts). */
export const passMechanic = {
  name: "pass",
  steps: { pass: passStep },
  decisions: {},
  codecs: {},
  events: { pass: passEvent },
  caps: capsWhenListed("pass", passStep.caps),
  judgedWorlds: judgedUnlessListed("pass"),
  // Passed cards change hands: the hands and the pass event show them.
  view: null,
} satisfies Mechanic<"pass">;
