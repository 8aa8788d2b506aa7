// One handler per event type, from the mechanics of the assembly list: an event type without a
// handler (and so without a statement of who sees it) does not compile (assembly/mechanics.ts); an event whose type is not here is shown to nobody.

import { mergedPart } from "./mechanics.js";
import type { GameEvent, Observation, Seat } from "../types.js";
import type { EventHandler, EventType, Visibility } from "../core/event.js";

// Merged from the mechanics' `events` (assembly/mechanics.ts checks that every type has one).
export const EVENTS = mergedPart("events") as { readonly [T in EventType]: EventHandler<T> };

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

/**
 * Does this event, as a seat saw it (`obs`: that seat's observation just after), show it something
 * hidden until then (EventHandler.reveals)? An event of a type the registry does not know (made by a
 * newer engine than the page): assumed to reveal, which is the safe answer.
 */
export function eventReveals(e: GameEvent, obs: Observation): boolean {
  const r = eventHandler(e)?.reveals;
  if (r === undefined) return true;
  return typeof r === "function" ? r(obs) : r;
}

/** Does this event carry out a seat's decision at a listed step (EventHandler.answersStep)? Unknown types: no. */
export function answersStep(e: GameEvent): boolean {
  return eventHandler(e)?.answersStep ?? false;
}
