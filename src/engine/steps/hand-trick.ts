// The `each hand becomes a trick` step: every seat's remaining hand cards form one trick that seat
// holds (counted in `tricks`, its cards in `won`), which was not played: its number is 0 and
// `played` is false, so rules about played tricks leave it out. A seat with no card left forms none.
// An automatic step. Its event shows a seat's cards to whoever may see that seat's won pile; the
// others learn how many.

import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import { holdFormed } from "../tricks/held.js";
import type { CardId } from "../types.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";

/**
 * Each seat's remaining hand became one trick it holds (`each hand becomes a trick`). `shown`: the
 * won pile is visible to all, so everyone sees the cards; otherwise a viewer sees only its own (others null).
 */
export interface HandTrickEvent {
  readonly type: "handTrick";
  readonly shown: boolean;
  readonly cards: readonly (readonly CardId[] | null)[];
  readonly counts: readonly number[];
}

declare module "../types.js" {
  interface GameEvents {
    handTrick: HandTrickEvent;
  }
}

export const handTrickStep: StepHandler<"handTrick", CompiledStep<"handTrick">> = {
  label: () => "each hand becomes a trick",
  compile: (_s, rule) => ({ kind: "handTrick", rule }),
  start(k) {
    const st = k.st;
    const won = k.rules.wonPile;
    const shown = k.rules.pilePublic[won]! || st.revealed[won]!;
    const formed: CardId[][] = [];
    for (let s = 0; s < st.players; s++) {
      const hand = st.hands[s]!;
      const cards = hand.slice();
      formed.push(cards);
      while (hand.length > 0) hand.pop();
      if (cards.length > 0) holdFormed(k, cards, s);
    }
    if (k.recording) emit(k, { type: "handTrick", shown, cards: formed, counts: formed.map((c) => c.length) });
    return "next";
  },
  decision: null,
  // The same on every path: it runs outside trick play (a hand emptied before trick play simply plays nothing).
  caps: SAFE,
};

export const handTrickEvent: EventHandler<"handTrick"> = {
  // Hands become tricks: their cards may be shown.
  reveals: true,
  answersStep: false,
  seenBy: (e, viewer) => (e.shown ? e : { ...e, cards: e.cards.map((cards, s) => (s === viewer ? cards : null)) }),
  describe: (e, card) =>
    `each hand becomes a trick: ${e.counts.map((n, s) => `seat ${s} ${e.cards[s] ? e.cards[s]!.map(card).join(" ") || "-" : `${n} card(s)`}`).join(", ")}`,
  sample: {
    // Each hand's tokens move into that seat's formed trick (shown to the seats that saw them).
    cards(e, i, sym) {
      e.counts.forEach((_n, s) => {
        const hand = sym.hands[s]!;
        const place = sym.place(`handTrick:${s}`);
        const cards = e.cards[s];
        if (cards) {
          const tokens = cards.map((c) => sym.take(hand, c));
          sym.record(i, tokens);
          sym.put(place, tokens, i);
        } else {
          sym.put(place, sym.takeUnseen(hand, e.counts[s]!, i), i);
        }
      });
    },
    // An automatic step: the replayed round forms the tricks by itself.
    replay: "derived",
  },
};

/** The `handTrick` step as a mechanic (assembly/mechanics.ts). */
export const handTrickMechanic = {
  name: "handTrick",
  steps: { handTrick: handTrickStep },
  decisions: {},
  codecs: {},
  events: { handTrick: handTrickEvent },
  // A hand becomes one more held trick.
  needs: (ir) => (listedSteps(ir).some((s) => s.kind === "handTrick") ? { heldTricks: true } : {}),
  caps: capsWhenListed("handTrick", handTrickStep.caps),
  judgedWorlds: judgedUnlessListed("handTrick"),
  // A hand made a trick is one more held trick (tricks/held.ts's view).
  view: null,
} satisfies Mechanic<"handTrick">;
