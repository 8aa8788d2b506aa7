// One handler per event type. The mapped type makes an event type without a handler (and so without
// a statement of who sees it) a compile error; an event whose type is not here is shown to nobody.

import { passEvent } from "../steps/pass.js";
import { giveTricksEvent } from "../steps/give-tricks.js";
import { handTrickEvent } from "../steps/hand-trick.js";
import { gameEndEvent, roundEndEvent, roundStartEvent } from "../flow/events.js";
import { chooseEvent } from "../steps/choose.js";
import { exposeEvent } from "../steps/expose.js";
import { orderEvent } from "../steps/order.js";
import { ruleKeepEvent, ruleOfferEvent, ruleRevealEvent } from "../rulecards/draft.js";
import { removeEvent } from "../steps/remove.js";
import { autoPlayEvent, reserveEvent } from "../steps/reserve.js";
import { returnEvent } from "../steps/return-pile.js";
import { revealEvent } from "../steps/reveal.js";
import { showEvent } from "../steps/show.js";
import { asideEvent, playEvent, trickEvent } from "../tricks/events.js";
import { playDownEvent, turnUpEvent } from "../tricks/face-down.js";
import type { GameEvent, Seat } from "../types.js";
import type { EventHandler, EventType, Visibility } from "../events/types.js";

export const EVENTS: { readonly [T in EventType]: EventHandler<T> } = {
  roundStart: roundStartEvent,
  choose: chooseEvent,
  reveal: revealEvent,
  return: returnEvent,
  pass: passEvent,
  expose: exposeEvent,
  remove: removeEvent,
  reserve: reserveEvent,
  autoPlay: autoPlayEvent,
  giveTricks: giveTricksEvent,
  handTrick: handTrickEvent,
  order: orderEvent,
  ruleOffer: ruleOfferEvent,
  ruleKeep: ruleKeepEvent,
  ruleReveal: ruleRevealEvent,
  show: showEvent,
  play: playEvent,
  playDown: playDownEvent,
  turnUp: turnUpEvent,
  aside: asideEvent,
  trick: trickEvent,
  roundEnd: roundEndEvent,
  gameEnd: gameEndEvent,
};

/** The handler of an event, or undefined for a type the registry does not know. */
export function eventHandler(e: GameEvent): EventHandler<EventType> | undefined {
  return Object.hasOwn(EVENTS, e.type) ? (EVENTS[e.type] as EventHandler<EventType>) : undefined;
}

/** The events as `viewer` saw them: redacted by each kind's own rule; an unknown kind is left out. */
export function eventsSeenBy(events: readonly GameEvent[], viewer: Seat, v: Visibility): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const seen = eventHandler(e)?.seenBy(e, viewer, v) ?? null;
    if (seen !== null) out.push(seen);
  }
  return out;
}

/** One line for people about any event (the replay report). */
export function describeEvent(e: GameEvent, card: (id: number) => string): string {
  const h = eventHandler(e);
  return h ? h.describe(e, card) : `an event of unknown type ${JSON.stringify(e.type)}`;
}
