// Events as text, for the carries that keep a seat's replayed round from one observation to its next
// (view/secret-worlds.ts Book, view/carried-rounds.ts Carry): a later observation reuses them only
// where its events begin with the same ones. Each observation holds the whole round so far, so
// stringifying every event of every observation cost a greedy playtest of a drafted layout about 4%.
// An event logged is never changed (a game's copies share its event objects: core/state.ts copies
// the log's array, not the events), and an observation shows most events as the logged object itself
// (a redacted one is a new object each time), so the text is kept per event object and made once.

import type { GameEvent } from "../types.js";

const texts = new WeakMap<GameEvent, string>();

/** How often an event's text was found kept or made (for the test that the path runs). */
export const EVENT_KEY_COUNTS = { kept: 0, made: 0 };

/** Off: every event is stringified each time, as before (the differential test's reference). */
export const EVENT_KEYS = { enabled: true };

/** The event as text: JSON.stringify(e), made once per event object. */
export function eventKey(e: GameEvent): string {
  if (!EVENT_KEYS.enabled) return JSON.stringify(e);
  let text = texts.get(e);
  if (text === undefined) {
    texts.set(e, (text = JSON.stringify(e)));
    EVENT_KEY_COUNTS.made++;
  } else EVENT_KEY_COUNTS.kept++;
  return text;
}

/** The events as text, one each (eventKey). */
export function eventKeys(events: readonly GameEvent[]): string[] {
  const out = new Array<string>(events.length);
  for (let i = 0; i < events.length; i++) out[i] = eventKey(events[i]!);
  return out;
}
