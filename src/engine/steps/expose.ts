// The `expose` step: every seat lays N hand cards face up, all at once (each chooses before any is
// shown, like a secret choice). The cards stay in the hand and are played as usual; everyone sees
// them while they stay there. A face-up card that leaves the hand other than by a play (passed on,
// put into a pile) is seen leaving, and is an ordinary hidden card wherever it goes: the events that
// move it say which of their cards were face up (coverExposed), and that part is public.

import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import { emptied, insertSorted, removeCard } from "../lists.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import type { CardId, Seat } from "../types.js";
import { startCardChoice, type CardChoiceStep, type CarryOutCards } from "./card-choice.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed } from "../rules/steps.js";

/** A seat laid these hand cards face up (public; they stay in its hand). */
export interface ExposeEvent {
  readonly type: "expose";
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    expose: ExposeEvent;
  }
}

export type ExposeStep = CardChoiceStep<"expose">;

/** One seat's chosen cards are face up from now on (they stay in its hand). */
const carryOut: CarryOutCards<ExposeStep> = (k, _step, seat, cards) => {
  for (let i = 0; i < cards.length; i++) exposeCard(k, seat, cards[i]!);
  if (k.recording) emit(k, { type: "expose", seat, cards: cards.slice() });
};

/** Card `c` of `seat`'s hand is face up from now on (here, or the dealer's card turned up, steps/turn-card.ts). */
export function exposeCard(k: Kernel, seat: Seat, c: CardId): void {
  const up = k.st.exposed[seat]!;
  if (!up.includes(c)) insertSorted(up, c);
}

/**
 * `cards` leave `seat`'s hand other than by a play: those that were face up are face up no more.
 * Returns them (everyone saw them go; the moving event shows them to all), or undefined when none
 * was, so that events of rulesets without exposed cards keep their shape.
 */
export function coverExposed(k: Kernel, seat: Seat, cards: readonly CardId[]): CardId[] | undefined {
  const up = k.st.exposed[seat]!;
  if (up.length === 0) return undefined;
  let out: CardId[] | undefined;
  for (let i = 0; i < cards.length; i++) {
    if (!up.includes(cards[i]!)) continue;
    removeCard(up, cards[i]!, -1);
    (out ??= []).push(cards[i]!);
  }
  return out;
}

/** The face-up cards `seat` holds now (a played card leaves the hand and so this list). */
export function exposedInHand(k: Kernel, seat: Seat): CardId[] {
  const hand = k.st.hands[seat]!;
  return k.st.exposed[seat]!.filter((c) => hand.includes(c));
}

const exposeSlices = {
  /**
   * exposed[seat]: the cards the seat laid face up this round (an `expose` step, or the dealer's card
   * turned up, steps/turn-card.ts), sorted; a card leaving the hand other than by a play is taken out
   * (coverExposed). A played card stays listed (the play loop does not look here); the view shows
   * everyone only those still held. Each round empties the seats' lists in place (emptied); a new
   * game's are made so (its first round is not reset: assembly/round.ts startRound).
   */
  exposed: mechanicSlice<number[][]>({
    kind: "game",
    init: (c) => emptied([], c.players),
    round: "reset",
    renew: (v, c) => emptied(v, c.players),
    clone: (v) => v.map((x) => x.slice()),
    seen: "view",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof exposeSlices> {}
}

export const exposeStep: StepHandler<"expose", ExposeStep> = {
  label: () => "expose",
  compile: (s, rule, c) => ({ kind: "expose", count: c.compile(s.count, rule), distinctSuits: false, secret: true, carryOut, rule }),
  start: startCardChoice,
  decision: { type: "choose", asks: () => "choose the cards to lay face up" },
  // Trick play is unchanged: a face-up card is played like any other.
  caps: SAFE,
};

export const exposeEvent: EventHandler<"expose"> = {
  // Hand cards laid face up.
  reveals: true,
  answersStep: true,
  // Face up: public.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} lays ${e.cards.map(card).join(" ")} face up`,
  sample: {
    // Those very cards are in the seat's hand, and stay there until a move shows them leaving.
    cards(e, _i, sym) {
      sym.expose(sym.hands[e.seat]!, e.cards);
    },
    replay: (e) => ({ seat: e.seat, action: { type: "choose", cards: e.cards } }),
  },
};

/** The `expose` step as a mechanic (assembly/mechanics.ts): a face-up card stays in the hand, seen by all. */
export const exposeMechanic = {
  name: "expose",
  slices: exposeSlices,
  steps: { expose: exposeStep },
  decisions: {},
  codecs: {},
  events: { expose: exposeEvent },
  caps: capsWhenListed("expose", exposeStep.caps),
  judgedWorlds: judgedUnlessListed("expose"),
  view: (k) => ({ exposed: k.st.hands.map((_, s) => exposedInHand(k, s)) }),
} satisfies Mechanic<"expose", "exposed">;
