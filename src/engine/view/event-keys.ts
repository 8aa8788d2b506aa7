// Events as text, for the carries that keep a seat's replayed round from one observation to its next
// (view/secret-worlds.ts Book, view/carried-rounds.ts Carry): a later observation reuses them only
// where its events begin with the same ones. Each observation holds the whole round so far, so
// stringifying every event of every observation cost a greedy playtest of a drafted layout about 4%.
// An event logged is never changed (a game's copies share its event objects: core/state.ts copies
// the log's array, not the events), and an observation shows most events as the logged object itself
// (a redacted one is a new object each time), so the text is kept per event object and made once.
// The secret worlds' book asks only for the events it has not replayed yet: those it has, it finds by
// the object itself, or by its fields where the observation made it anew (sameText, no text made).

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

/**
 * True only when `a` and `b` have the same JSON text (false: they may or may not): the same value,
 * or arrays and plain objects whose keys come in the same order with such values. No text is made:
 * an observation's redacted events (its round start, a value it may not see) are new objects each
 * time, and the round start's text is long.
 */
export function sameText(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameText(a[i], b[i])) return false;
    return true;
  }
  // Only plain objects: another kind's text may be its own (toJSON), not its fields'.
  if (!plain(a) || !plain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameText((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function plain(o: object): boolean {
  const proto = Object.getPrototypeOf(o) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The events as text, one each (eventKey). */
export function eventKeys(events: readonly GameEvent[]): string[] {
  const out = new Array<string>(events.length);
  for (let i = 0; i < events.length; i++) out[i] = eventKey(events[i]!);
  return out;
}
