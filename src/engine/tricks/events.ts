// The events of trick play: a card played to a trick, a card set aside, a trick completed or
// discarded. Who sees them and how the sampler treats them.

import { trickNumber } from "../core/trick.js";
import type { EventHandler } from "../core/event.js";
import type { GameEvent, Seat, CardId, TrickPlay } from "../types.js";

/** A seat played a card face up onto trick `trick` (its id within the round). Public. */
export interface PlayEvent {
  readonly type: "play";
  readonly seat: Seat;
  readonly card: CardId;
  readonly trick: number;
}

/** The card is null in an observation when the pile is hidden from the viewer. */
export interface AsideEvent {
  readonly type: "aside";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly pile: string;
}

/** A trick completed (winner) or was discarded incomplete at round end (winner null). */
export interface TrickEvent {
  readonly type: "trick";
  readonly trick: number;
  readonly lead: number;
  readonly plays: readonly TrickPlay[];
  readonly winner: Seat | null;
  readonly nextLead: Seat | null;
  /** Who holds the trick, when not its winner (`trick goes to`). Public. */
  readonly holder?: Seat;
}

declare module "../types.js" {
  interface GameEvents {
    play: PlayEvent;
    aside: AsideEvent;
    trick: TrickEvent;
  }
}

/** Did the events from `from` on include a play of this kind by `seat`? (the sampler's confirm) */
export function madePlay(events: readonly GameEvent[], from: number, type: "play" | "playDown", seat: Seat): boolean {
  for (let i = from; i < events.length; i++) {
    const m = events[i]!;
    if (m.type === type && m.seat === seat) return true;
  }
  return false;
}

export const playEvent: EventHandler<"play"> = {
  // A card played face up: a seat's decision.
  reveals: false,
  answersStep: false,
  // Cards are played face up.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} plays ${card(e.card)} to trick ${trickNumber(e.trick)}`,
  sample: {
    // The card leaves the seat's hand: that card, or an unknown one of the hand that it was.
    cards: (e, _i, sym) => void sym.take(sym.hands[e.seat]!, e.card),
    replay: (e, _i, r) => ({ seat: e.seat, action: { type: "play", card: e.card, target: r.isOpen(e.trick) ? e.trick : "new" } }),
    // Face up in the sampled world too (a `face down` rule may read the card).
    confirm: (e, events, from) => madePlay(events, from, "play", e.seat),
    // The world's play just carried out was this seat's (the replay's decision): face up, as noted.
    confirmState: (_e, world) => !world.st.lastPlayDown,
    judged: true,
  },
};

export const asideEvent: EventHandler<"aside"> = {
  // A card set aside into a pile, null to those who may not see the pile: a seat's decision.
  reveals: false,
  answersStep: false,
  seenBy(e, viewer, v) {
    const pile = v.rules.pileNames.indexOf(e.pile);
    return e.seat === viewer || v.rules.pilePublic[pile] ? e : { ...e, card: null };
  },
  describe: (e, card) => `seat ${e.seat} sets ${e.card === null ? "a card" : card(e.card)} aside into ${e.pile}`,
  sample: {
    cards(e, i, sym) {
      const hand = sym.hands[e.seat]!;
      const tokens = e.card === null ? sym.takeUnseen(hand, 1, i) : [sym.take(hand, e.card)];
      if (e.card !== null) sym.record(i, tokens);
      sym.put(sym.place(`${e.pile}:${e.seat}`), tokens, i);
    },
    replay(e, i, r) {
      const card = e.card ?? r.hiddenCards(i)?.[0];
      return card === undefined ? null : { seat: e.seat, action: { type: "aside", card } };
    },
    // A hidden card set aside is a drawn one: the judge sees its card change and replays instead.
    judged: true,
  },
};

export const trickEvent: EventHandler<"trick"> = {
  // A completed trick: its cards were played face up (face-down ones come with turnUp), but its winner
  // tells about a secret value the person does not know (a secret trump).
  reveals: (obs) => Object.values(obs.secrets).some((s) => s === null),
  answersStep: false,
  // Completed tricks are face up on the table.
  seenBy: (e) => e,
  describe: (e, card) =>
    `trick ${trickNumber(e.trick)} (${e.plays.map((p) => `${card(p.card)} by seat ${p.seat}`).join(", ")}) ${e.winner === null ? "discarded" : `won by seat ${e.winner}`}${e.holder === undefined ? "" : `, held by seat ${e.holder}`}`,
  sample: { cards: "nothing", replay: "derived", judged: true },
};
