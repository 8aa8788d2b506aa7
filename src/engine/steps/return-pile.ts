// The `return` step (`return PILE to hand`): every seat takes the cards of one of its piles back into
// its hand, e.g. cards declared face up that stay playable. An automatic step (no decision). Its event
// shows the cards to whoever could see the pile; the others learn only how many each seat took back.

import { emit } from "../core/log.js";
import { pileTakeAll } from "../flow/piles.js";
import { insertSorted } from "../lists.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import type { CardId } from "../types.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed } from "../rules/steps.js";

/**
 * Every seat took the cards of `pile` back into its hand (`return` step). `shown`: the pile was
 * visible to all, so everyone sees the cards; otherwise a viewer sees only its own (others null).
 */
export interface ReturnEvent {
  readonly type: "return";
  readonly pile: string;
  readonly shown: boolean;
  readonly cards: readonly (readonly CardId[] | null)[];
  readonly counts: readonly number[];
}

declare module "../types.js" {
  interface GameEvents {
    return: ReturnEvent;
  }
}

export interface ReturnStep extends CompiledStep<"return"> {
  readonly pile: number;
}

export const returnStep: StepHandler<"return", ReturnStep> = {
  label: (s) => `return ${s.pile} to hand`,
  compile: (s, rule, c) => ({ kind: "return", pile: c.pileIndex(s.pile), rule }),
  start(k, step) {
    const st = k.st;
    // Whoever could see the pile sees what comes back; everyone else, how many cards.
    const shown = k.rules.pilePublic[step.pile]! || st.revealed[step.pile]!;
    const returned: CardId[][] = [];
    for (let s = 0; s < st.players; s++) {
      const cards = pileTakeAll(k, step.pile, s);
      const hand = st.hands[s]!;
      returned.push(cards);
      for (const c of cards) insertSorted(hand, c);
    }
    if (k.recording) emit(k, { type: "return", pile: k.rules.pileNames[step.pile]!, shown, cards: returned, counts: returned.map((r) => r.length) });
    return "next";
  },
  decision: null,
  caps: SAFE,
};

export const returnEvent: EventHandler<"return"> = {
  // Cards come back into hands, shown when the pile was.
  reveals: true,
  answersStep: false,
  seenBy: (e, viewer) => (e.shown ? e : { ...e, cards: e.cards.map((cards, s) => (s === viewer ? cards : null)) }),
  describe: (e, card) =>
    `${e.pile} back to hand: ${e.counts.map((n, s) => `seat ${s} ${e.cards[s] ? e.cards[s]!.map(card).join(" ") || "-" : `${n} card(s)`}`).join(", ")}`,
  sample: {
    // The pile's cards go back into each hand (shown to the seats that saw them).
    cards(e, i, sym) {
      e.counts.forEach((_n, s) => {
        const pile = sym.place(`${e.pile}:${s}`);
        const cards = e.cards[s];
        if (cards) sym.show(pile, cards);
        sym.put(sym.hands[s]!, pile.splice(0), i);
      });
    },
    // An automatic step: the replayed round moves the cards back by itself.
    replay: "derived",
  },
};

/** The `return` step as a mechanic (assembly/mechanics.ts). */
export const returnMechanic = {
  name: "return",
  steps: { return: returnStep },
  decisions: {},
  codecs: {},
  events: { return: returnEvent },
  caps: capsWhenListed("return", returnStep.caps),
  judgedWorlds: judgedUnlessListed("return"),
  // The cards go back into hands: the hands and the return event show them.
  view: null,
} satisfies Mechanic<"return">;
