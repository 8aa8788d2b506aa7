// One handler per event type, from the mechanics of the assembly list: an event type without a
// handler (and so without a statement of who sees it) does not compile (assembly/mechanics.ts); an event whose type is not here is shown to nobody.

import { mergedPart } from "./mechanics.js";
import type { GameEvent, Seat } from "../types.js";
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
