// What one seat may see. Visibility comes from the ruleset's declarations only (piles, leftover),
// so the no-leak guarantee is the same for every game.

import type { Game } from "./game.js";
import { trickWinner, playsOf, type Trick } from "./tricks.js";
import { RuleError } from "./errors.js";
import type { CardId, GameEvent, Observation, Seat, SeatOrder } from "./types.js";

/** May `viewer` see the cards of `owner`'s pile right now? */
export function pileVisible(g: Game, pile: number, owner: Seat, viewer: Seat): boolean {
  return owner === viewer || g.rules.pilePublic[pile]! || g.st.revealed[pile]!;
}

/** The event as `viewer` saw it when it happened. */
export function redactEvent(g: Game, e: GameEvent, viewer: Seat): GameEvent {
  switch (e.type) {
    case "roundStart":
      return {
        ...e,
        hands: e.hands.map((h, s) => (s === viewer && h ? [...h] : null)),
        leftover: g.ir.deal.leftover === "shown" && e.leftover ? [...e.leftover] : null,
      };
    case "choose": {
      const pile = g.rules.pileNames.indexOf(e.pile);
      return e.seat === viewer || g.rules.pilePublic[pile] ? e : { ...e, cards: null };
    }
    case "order": {
      const order = g.rules.orderNames.indexOf(e.name);
      return e.seat === viewer || !g.rules.orderSecret[order] ? e : { ...e, values: null };
    }
    case "aside": {
      const pile = g.rules.pileNames.indexOf(e.pile);
      return e.seat === viewer || g.rules.pilePublic[pile] ? e : { ...e, card: null };
    }
    default:
      return e;
  }
}

export function buildObservation(g: Game, seat: Seat, events: readonly GameEvent[], roundStart: number): Observation {
  const st = g.st;
  const n = st.players;
  const piles: Record<string, (readonly CardId[] | number)[]> = {};
  g.rules.pileNames.forEach((name, p) => {
    piles[name] = st.piles[p]!.map((cards, owner) => (pileVisible(g, p, owner, seat) ? [...cards] : cards.length));
  });
  const orders: Record<string, SeatOrder[]> = {};
  g.rules.orderNames.forEach((name, o) => {
    const open = !g.rules.orderSecret[o];
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
    toAct: g.toAct(),
    committed: Array.from({ length: n }, (_, s) => pending !== null && pending[s] !== null),
    ownChoice: pending?.[seat] ? [...pending[seat]!] : null,
    hand: [...st.hands[seat]!],
    handSizes: st.hands.map((h) => h.length),
    piles,
    openTricks: st.openTricks.map((t) => ({ id: t.id, lead: t.lead, plays: playsOf(t), holder: holderOf(g, t) })),
    orders,
    leftover: g.ir.deal.leftover === "shown" ? [...st.leftover] : st.leftover.length,
    tricksWon: [...st.tricksWon],
    totals: [...st.totals],
    roundScores: st.roundScores.map((r) => [...r]),
    events: events.slice(roundStart).map((e) => redactEvent(g, e, seat)),
  };
}

/** The seat currently winning an open trick, or null when no card of it qualifies under the winner tiers yet. */
export function holderOf(g: Game, t: Trick): Seat | null {
  try {
    return trickWinner(g, t);
  } catch (err) {
    if (err instanceof RuleError && err.code === "no-trick-winner") return null;
    throw err;
  }
}
