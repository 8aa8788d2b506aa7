// The events of a round's frame: the deal, the round's scores, the game's end.

import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import { SAFE } from "../rules/caps.js";
import type { CardId, Seat } from "../types.js";

/** A round is dealt: each seat's hand (null for the others in an observation), how many cards each got (public), the leftover (null when hidden). */
export interface RoundStartEvent {
  readonly type: "roundStart";
  readonly round: number;
  readonly dealer: Seat;
  readonly hands: readonly (readonly CardId[] | null)[];
  readonly sizes: readonly number[];
  readonly leftover: readonly CardId[] | null;
}

/** A round is scored: each seat's score for it and the totals after it. Public. */
export interface RoundEndEvent {
  readonly type: "roundEnd";
  readonly round: number;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/** The game is over: the final totals and the seats sharing first place. Public. */
export interface GameEndEvent {
  readonly type: "gameEnd";
  readonly totals: readonly number[];
  readonly winners: readonly Seat[];
}

declare module "../types.js" {
  interface GameEvents {
    roundStart: RoundStartEvent;
    roundEnd: RoundEndEvent;
    gameEnd: GameEndEvent;
  }
}

export const roundStartEvent: EventHandler<"roundStart"> = {
  // A new hand (and round): hidden until dealt.
  reveals: true,
  answersStep: false,
  // Each seat sees its own hand; the leftover cards only when the rules show them.
  seenBy: (e, viewer, v) => ({
    ...e,
    hands: e.hands.map((h, s) => (s === viewer && h ? [...h] : null)),
    leftover: v.ir.deal.leftover === "shown" && e.leftover ? [...e.leftover] : null,
  }),
  describe: (e) => `round ${e.round}: seat ${e.dealer} deals`,
  // The sampler deals the round itself (Symbolic.deal), from the viewer's own hand and the sizes.
  sample: { cards: "nothing", replay: "derived", judged: true },
};

export const roundEndEvent: EventHandler<"roundEnd"> = {
  // Scores may read hidden state (the won cards, the secrets).
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `round ${e.round} scores ${e.scores.join(" ")}, totals ${e.totals.join(" ")}`,
  sample: { cards: "nothing", replay: "derived", judged: true },
};

export const gameEndEvent: EventHandler<"gameEnd"> = {
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `game over: totals ${e.totals.join(" ")}, won by seat ${e.winners.join(" and ")}`,
  sample: { cards: "nothing", replay: "derived", judged: true },
};

/** The round itself as a mechanic (assembly/mechanics.ts): its start (the deal), its end and the game's. */
export const roundMechanic = {
  name: "round",
  decisions: {},
  codecs: {},
  events: { roundStart: roundStartEvent, roundEnd: roundEndEvent, gameEnd: gameEndEvent },
  caps: () => SAFE,
  // The deal is the sampler's own (Symbolic.deal); the round's frame moves no card.
  judgedWorlds: () => true,
  view: null,
} satisfies Mechanic<"round">;
