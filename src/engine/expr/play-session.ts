// The hand-counts session (expr/hand-counts.ts) as a stamp others may key values by: while the session
// is live for a game and its generation stays the same, only plays that left the trick going on changed
// that game's state (a card left a hand and joined the trick). A step, the deal, a round's end, any
// other outcome of a play, and every evaluation outside the random-play loops end or pause it. Apart
// from hand-counts.ts so that the attribute tables may read it without an import cycle.

import type { Env } from "./types.js";

/** The game the session's counts follow now (null: none), and the session's generation. */
export const liveSession = { env: null as Env | null, gen: 0 };

/** The generation of the session live for `env`'s game, or -1 where none is (paused, closed, or another game's). */
export function playSession(env: Env): number {
  return liveSession.env === env ? liveSession.gen : -1;
}
