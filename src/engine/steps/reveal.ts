// The `reveal` step: every seat's pile becomes visible to everyone for the rest of the round. An
// automatic step (no decision); its event is public and shows the cards of that pile.

import { emit } from "../core/log.js";
import type { EventHandler } from "../events/types.js";
import { SAFE } from "../rules/caps.js";
import type { StepHandler } from "./handler.js";
import type { CompiledStep } from "./types.js";

export interface RevealStep extends CompiledStep<"reveal"> {
  readonly pile: number;
}

export const revealStep: StepHandler<"reveal", RevealStep> = {
  label: (s) => `reveal ${s.pile}`,
  compile: (s, rule, c) => ({ kind: "reveal", pile: c.pileIndex(s.pile), rule }),
  start(k, step) {
    k.st.revealed[step.pile] = true;
    if (k.recording) emit(k, { type: "reveal", pile: k.rules.pileNames[step.pile]!, cards: k.st.piles[step.pile]!.map((p) => [...p]) });
    return "next";
  },
  decision: null,
  caps: SAFE,
};

export const revealEvent: EventHandler<"reveal"> = {
  // Revealed to everyone.
  seenBy: (e) => e,
  describe: (e, card) => `${e.pile} revealed: ${e.cards.map((cards, s) => `seat ${s} ${cards.map(card).join(" ") || "-"}`).join(", ")}`,
  sample: {
    // The pile's cards are public now, so the hidden cards of earlier choices into it are known:
    // each seat's revealed cards are handed out to its earlier choose events into this pile, in order.
    facts(e, i, events, f) {
      const rest = e.cards.map((cards) => [...cards]);
      for (let j = 0; j < i; j++) {
        const c = events[j]!;
        if (c.type !== "choose" || c.pile !== e.pile) continue;
        const seatCards = rest[c.seat]!;
        const mine = c.cards ? [...c.cards] : seatCards.slice(0, c.count);
        for (const x of mine) seatCards.splice(seatCards.indexOf(x), 1);
        if (!c.cards) f.showLater(c.seat, j, mine);
      }
    },
    // An automatic step: the replayed round reveals by itself.
    replay: "derived",
  },
};
