// The `choose` step: every seat moves N hand cards into one of its piles (optionally of different
// suits), all at once and hidden, or one after another in the open. The choice itself is
// card-choice.ts's; here: where the cards go, the event, who sees the chosen cards, and how the
// sampler treats them.

import { emit } from "../core/log.js";
import { pileAdd } from "../flow/piles.js";
import { removeCard } from "../lists.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import { startCardChoice, type CardChoiceStep, type CarryOutCards } from "./card-choice.js";
import { coverExposed } from "./expose.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed } from "../rules/steps.js";
import type { CardId, Seat } from "../types.js";

/** A seat moved `count` hand cards into its pile `pile` (`choose` step); the cards are null for every other seat unless the pile is public. */
export interface ChooseEvent {
  readonly type: "choose";
  readonly seat: Seat;
  readonly pile: string;
  readonly count: number;
  readonly cards: readonly CardId[] | null;
  /** The chosen cards that were face up (an `expose` step): everyone saw them go. Absent when none. */
  readonly faceUp?: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    choose: ChooseEvent;
  }
}

export interface ChooseStep extends CardChoiceStep<"choose"> {
  readonly pile: number;
}

/** One seat's chosen cards leave its hand for the step's pile. */
const carryOut: CarryOutCards<ChooseStep> = (k, step, seat, cards) => {
  const hand = k.st.hands[seat]!;
  const faceUp = coverExposed(k, seat, cards);
  // A loop, not a spread call (a slow path), and this runs for every seat every round.
  for (let i = 0; i < cards.length; i++) removeCard(hand, cards[i]!, -1);
  pileAdd(k, step.pile, seat, cards);
  if (k.recording) {
    const pile = k.rules.pileNames[step.pile]!;
    emit(k, faceUp ? { type: "choose", seat, pile, count: cards.length, cards: cards.slice(), faceUp } : { type: "choose", seat, pile, count: cards.length, cards: cards.slice() });
  }
};

export const chooseStep: StepHandler<"choose", ChooseStep> = {
  label: (s) => `choose into ${s.pile}`,
  compile: (s, rule, c) => ({
    kind: "choose",
    count: c.compile(s.count, rule),
    pile: c.pileIndex(s.pile),
    distinctSuits: s.distinctSuits,
    secret: s.secret,
    carryOut,
    rule,
  }),
  start: startCardChoice,
  decision: { type: "choose", asks: () => "choose cards" },
  caps: SAFE,
};

export const chooseEvent: EventHandler<"choose"> = {
  // A secret choice committed: nothing shown (its cards are null to the others).
  reveals: false,
  answersStep: true,
  seenBy(e, viewer, v) {
    const pile = v.rules.pileNames.indexOf(e.pile);
    return e.seat === viewer || v.rules.pilePublic[pile] ? e : { ...e, cards: null };
  },
  describe: (e, card) =>
    `seat ${e.seat} chose ${e.cards ? e.cards.map(card).join(" ") : `${e.count} card(s), face down${e.faceUp ? ` (${e.faceUp.map(card).join(" ")} were face up)` : ""},`} into ${e.pile}`,
  sample: {
    cards(e, i, sym) {
      const hand = sym.hands[e.seat]!;
      const pile = sym.place(`${e.pile}:${e.seat}`);
      // Seen: those very cards; unseen: any of the seat's but its face-up ones, unless seen going (a
      // later reveal of the pile may show them).
      const tokens = sym.takeMove(hand, e.cards, e.faceUp, e.count, i);
      sym.put(pile, tokens, i);
    },
    replay(e, i, r) {
      const cards = e.cards ?? r.hiddenCards(i);
      if (cards) return { seat: e.seat, action: { type: "choose", cards } };
      // Cards nobody saw and that have no place of their own (they went back into the hand): any
      // choice the rules allow from the sampled hand.
      const legal = r.legal(e.seat);
      return legal.length > 0 ? { seat: e.seat, action: r.rng.pick(legal) } : null;
    },
    // Judged only when the chosen cards are known (view/judged.ts refuses a replay that draws).
    judged: true,
  },
};

/** The `choose` step as a mechanic (assembly/mechanics.ts). */
export const chooseMechanic = {
  name: "choose",
  steps: { choose: chooseStep },
  decisions: {},
  codecs: {},
  events: { choose: chooseEvent },
  caps: capsWhenListed("choose", chooseStep.caps),
  // Hidden choices draw at random in the replay: view/judged.ts sees the draw and replays instead.
  judgedWorlds: () => true,
  // The chosen cards go into a pile: the piles' view and the choose event show them.
  view: null,
} satisfies Mechanic<"choose">;
