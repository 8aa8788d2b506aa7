// Who wins a trick (ordered winner tiers) and who leads after a cycle of play.

import { RuleError } from "./errors.js";
import type { Game, Trick } from "./game.js";
import type { Seat, TrickPlay } from "./types.js";
import { TIER_KEY, TIER_LIVE, TIER_SKIP } from "./card-tables.js";

/** The plays of a trick as objects, in play order (a new list: events and observations keep it). */
export function playsOf(t: Trick): TrickPlay[] {
  const out: TrickPlay[] = [];
  for (let i = 0; i < t.seats.length; i++) out.push({ seat: t.seats[i]!, card: t.cards[i]! });
  return out;
}

export function trickWinner(g: Game, trick: Trick): Seat {
  const env = g.env;
  env.epoch++;
  const lastWins = g.ir.tricks.ties === "last";
  const tiers = g.rules.winnerTiers;
  const tables = g.winnerTables();
  const row = trick.lead * g.deck.cards.length;
  env.lead = trick.lead;
  try {
    for (let t = 0; t < tiers.length; t++) {
      const tier = tiers[t]!;
      const table = tables[t]!;
      let best = -1;
      let bestKey = 0;
      const cards = trick.cards;
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i]!;
        let key: number;
        const state = table ? table.state[row + card]! : TIER_LIVE;
        if (state === TIER_SKIP) continue;
        if (state === TIER_KEY) {
          key = table!.key[row + card]!;
        } else {
          env.card = card;
          env.seat = trick.seats[i]!;
          if (!tier.where(env)) continue;
          key = tier.sign * tier.key(env);
        }
        if (best === -1 || key > bestKey || (lastWins && key === bestKey)) {
          best = i;
          bestKey = key;
        }
      }
      if (best !== -1) return trick.seats[best]!;
    }
  } finally {
    env.card = -1;
    env.lead = -1;
  }
  throw new RuleError(
    "no-trick-winner",
    "tricks winner",
    g.seed,
    `no card of trick ${trick.id} (${trick.cards.map((c) => g.cardName(c)).join(" ")}) satisfies any winner tier`,
  );
}

/** The seat that leads after the tricks of one cycle completed (cycle flow). */
export function nextLeadAfter(g: Game, tricks: readonly Trick[], winners: readonly Seat[], cycleLeader: Seat): Seat {
  const rule = g.ir.tricks.nextLead;
  const n = g.st.players;
  if (tricks.length === 0 || rule.kind === "nextSeat") return (cycleLeader + 1) % n;
  if (rule.kind === "winner") return winners[0]!;
  // highestUniqueRank: the player of the highest rank held by exactly one card leads.
  const rankOf = g.st.rankOf;
  const plays = tricks.flatMap(playsOf);
  const counts = new Map<number, number>();
  for (const p of plays) counts.set(rankOf[p.card]!, (counts.get(rankOf[p.card]!) ?? 0) + 1);
  const ranks = [...counts.keys()].sort((a, b) => b - a);
  for (const r of ranks) {
    if (counts.get(r) === 1) return plays.find((p) => rankOf[p.card] === r)!.seat;
  }
  // Every rank is shared: order the top cards by the ruleset's suit order.
  const top = ranks[0]!;
  const order = (suit: number) => {
    const i = rule.suitOrder.indexOf(suit);
    return i === -1 ? rule.suitOrder.length : i;
  };
  const best = plays.filter((p) => rankOf[p.card] === top).reduce((a, b) => (order(g.st.suitOf[b.card]!) < order(g.st.suitOf[a.card]!) ? b : a));
  return best.seat;
}
