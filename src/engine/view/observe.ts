// What one seat may see. Visibility comes from the ruleset's declarations only (piles, orders,
// leftover) and from each event kind's own redaction rule (assembly/events.ts), so the no-leak
// guarantee is the same for every game; what has no rule here is not shown.

import type { Kernel } from "../core/kernel.js";
import { toAct } from "../assembly/act.js";
import { eventsSeenBy } from "../assembly/events.js";
import { exposedInHand } from "../steps/expose.js";
import { holderOf } from "../tricks/winner.js";
import { openPlays } from "../tricks/face-down.js";
import { playsOf } from "../core/trick.js";
import type { CardId, HeldTrickInfo, Observation, OpenTrick, Seat, SeatOrder } from "../types.js";

/** May `viewer` see the cards of `owner`'s pile right now? */
export function pileVisible(k: Kernel, pile: number, owner: Seat, viewer: Seat): boolean {
  return owner === viewer || k.rules.pilePublic[pile]! || k.st.revealed[pile]!;
}

/**
 * The open tricks as `viewer` sees them (null: as the referee does), with who would win each if it
 * completed now. A face-down card is shown only to its player, and a trick holding one shows no
 * holder to anyone (tricks/face-down.ts).
 */
export function openTricksView(k: Kernel, viewer: Seat | null = null): OpenTrick[] {
  return k.st.openTricks.map((t) => ({ id: t.id, lead: t.lead, plays: openPlays(t, viewer), holder: t.down > 0 ? null : holderOf(k, t) }));
}

/**
 * The tricks every seat holds: who holds which trick, its number and who won it are public; its cards
 * are shown as the holder's `won` pile is (viewer null: the referee, who sees all).
 */
export function heldView(k: Kernel, viewer: Seat | null): HeldTrickInfo[][] {
  const won = k.rules.wonPile;
  return k.st.held.map((tricks, owner) => {
    const visible = viewer === null || pileVisible(k, won, owner, viewer);
    return tricks.map((t) => ({ number: t.number, played: t.played, winner: t.winner, cards: visible ? [...t.cards] : t.cards.length }));
  });
}

export function buildObservation(k: Kernel, seat: Seat): Observation {
  const st = k.st;
  const n = st.players;
  const piles: Record<string, (readonly CardId[] | number)[]> = {};
  k.rules.pileNames.forEach((name, p) => {
    piles[name] = st.piles[p]!.map((cards, owner) => (pileVisible(k, p, owner, seat) ? [...cards] : cards.length));
  });
  const orders: Record<string, SeatOrder[]> = {};
  k.rules.orderNames.forEach((name, o) => {
    const open = !k.rules.orderSecret[o];
    orders[name] = st.orders[o]!.map((values, owner) => ({
      values: values.map((v, i) => (owner === seat || open || st.shown[o]![owner]![i] ? v : null)),
      up: st.up[o]![owner] || null,
    }));
  });
  const pending = st.pending;
  return {
    seat,
    players: n,
    round: st.round,
    rounds: st.rounds,
    dealer: st.dealer,
    phase: st.phase,
    toAct: toAct(k),
    committed: Array.from({ length: n }, (_, s) => pending !== null && pending[s] !== null),
    ownChoice: pending?.[seat] ? [...pending[seat]!] : null,
    hand: [...st.hands[seat]!],
    activeRules: [...st.activeRules],
    handSizes: st.hands.map((h) => h.length),
    exposed: st.hands.map((_, s) => exposedInHand(k, s)),
    removed: [...st.removed],
    reserved: st.reserved.map((c, owner) => (owner === seat ? (c >= 0 ? [c] : []) : c >= 0 ? 1 : 0)),
    piles,
    openTricks: openTricksView(k, seat),
    orders,
    leftover: k.ir.deal.leftover === "shown" ? [...st.leftover] : st.leftover.length,
    tricksWon: [...st.tricksWon],
    held: heldView(k, seat),
    totals: [...st.totals],
    roundScores: st.roundScores.map((r) => [...r]),
    events: eventsSeenBy(st.events.slice(st.roundEventStart), seat, k),
  };
}
