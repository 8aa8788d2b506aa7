// What one seat may see. Visibility comes from the ruleset's declarations only (the leftover here;
// each mechanic's view for its own state: the piles' in flow/piles.ts) and from each event kind's own
// redaction rule (assembly/events.ts), so the no-leak guarantee is the same for every game; what has
// no rule here is not shown.

import type { Kernel } from "../core/kernel.js";
import { toAct } from "../assembly/act.js";
import { eventsSeenBy } from "../assembly/events.js";
import { holderOf } from "../tricks/winner.js";
import { openPlays } from "../tricks/face-down.js";
import { playsOf } from "../core/trick.js";
import type { Observation, OpenTrick, Seat } from "../types.js";
import { mechanicViews, type MechanicFields } from "../assembly/mechanics.js";

/**
 * The open tricks as `viewer` sees them (null: as the referee does), with who would win each if it
 * completed now. A face-down card is shown only to its player (to all when it lay face up in the
 * hand), and a trick holding one shows no holder to anyone (tricks/face-down.ts).
 */
export function openTricksView(k: Kernel, viewer: Seat | null = null): OpenTrick[] {
  return k.st.openTricks.map((t) => ({ id: t.id, lead: t.lead, plays: openPlays(t, viewer, k.st.exposed), holder: t.down > 0 ? null : holderOf(k, t) }));
}

/**
 * What `seat` sees: the kernel's own fields here, and each mechanic's part from its descriptor's view
 * (assembly/mechanics.ts). The base is typed as the Observation without the mechanics' fields, so a
 * field that neither this nor any mechanic fills does not compile.
 */
export function buildObservation(k: Kernel, seat: Seat): Observation {
  const st = k.st;
  const n = st.players;
  const pending = st.pending;
  const committed: boolean[] = [];
  for (let s = 0; s < n; s++) committed.push(pending !== null && pending[s] !== null);
  const base: Omit<Observation, MechanicFields> = {
    seat,
    players: n,
    round: st.round,
    rounds: st.rounds,
    dealer: st.dealer,
    phase: st.phase,
    toAct: toAct(k),
    committed,
    ownChoice: pending?.[seat] ? [...pending[seat]!] : null,
    hand: [...st.hands[seat]!],
    handSizes: st.hands.map((h) => h.length),
    openTricks: openTricksView(k, seat),
    leftover: k.ir.deal.leftover === "shown" ? [...st.leftover] : st.leftover.length,
    tricksWon: [...st.tricksWon],
    totals: [...st.totals],
    roundScores: st.roundScores.map((r) => [...r]),
    events: eventsSeenBy(st.events.slice(st.roundEventStart), seat, k),
  };
  // The mechanics' fields assigned onto the base, not gathered in an object of their own and both
  // spread into a new one: that object had many keys added one by one (a dictionary), and spreading
  // it cost about 50 µs per observation (a greedy seat asks for one per decision), assigning 5 µs.
  // The same keys in the same order.
  return mechanicViews(k, seat, base);
}
