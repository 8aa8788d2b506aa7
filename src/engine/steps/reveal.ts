// The `reveal` step: every seat's pile becomes visible to everyone for the rest of the round. An
// automatic step (no decision); its event is public and shows the cards of that pile.

import { emit } from "../core/log.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { clearFlags, filled } from "../lists.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed } from "../rules/steps.js";
import type { CardId } from "../types.js";

/** Every seat's cards of `pile` are shown to everyone (`reveal` step), per seat. Public. */
export interface RevealEvent {
  readonly type: "reveal";
  readonly pile: string;
  readonly cards: readonly (readonly CardId[])[];
}

declare module "../types.js" {
  interface GameEvents {
    reveal: RevealEvent;
  }
}

export interface RevealStep extends CompiledStep<"reveal"> {
  readonly pile: number;
}

const revealSlices = {
  /**
   * revealed[pile]: a `reveal` step made it public for the rest of the round (core/visibility.ts
   * pileVisible then shows every seat's cards of it; the reveal event showed them). Each round clears
   * the flags in place.
   */
  revealed: mechanicSlice<boolean[]>({
    kind: "game",
    init: (c) => filled(c.rules.pileNames.length, false),
    round: "reset",
    renew: (v) => {
      clearFlags(v);
      return v;
    },
    clone: (v) => v.slice(),
    seen: "events",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof revealSlices> {}
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
  // Piles chosen in secret are shown.
  reveals: true,
  answersStep: false,
  // Revealed to everyone.
  seenBy: (e) => e,
  describe: (e, card) => `${e.pile} revealed: ${e.cards.map((cards, s) => `seat ${s} ${cards.map(card).join(" ") || "-"}`).join(", ")}`,
  sample: {
    // The pile's cards are public now: each seat's pile shows its cards.
    cards(e, _i, sym) {
      e.cards.forEach((cards, s) => sym.show(sym.place(`${e.pile}:${s}`), cards));
    },
    // An automatic step: the replayed round reveals by itself.
    replay: "derived",
    judged: true,
  },
};

/** The `reveal` step as a mechanic (assembly/mechanics.ts). */
export const revealMechanic = {
  name: "reveal",
  slices: revealSlices,
  steps: { reveal: revealStep },
  decisions: {},
  codecs: {},
  events: { reveal: revealEvent },
  caps: capsWhenListed("reveal", revealStep.caps),
  // Shows cards already in piles; moves none.
  judgedWorlds: () => true,
  // A revealed pile shows in the piles' view (st.revealed) and the reveal event.
  view: null,
} satisfies Mechanic<"reveal">;
