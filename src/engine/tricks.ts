// Who wins a trick (ordered winner tiers) and who leads after a cycle of play.

import { RuleError } from "./errors.js";
import type { Game } from "./game.js";
import type { CardId, Seat, TrickPlay } from "./types.js";
import { TIER_KEY, TIER_LIVE, TIER_SKIP } from "./card-tables.js";

/**
 * An open trick: its id, lead suit and plays in order. The plays are two parallel lists (seat, card),
 * so a play allocates nothing, and the engine resets a completed trick for a later one (Game.newTrick):
 * the lists keep their storage, and `size` says how many entries are this trick's. Only what leaves
 * the engine (events, observations) is built from it, as new objects (playsOf).
 */
export class Trick {
  id = 0;
  lead = -1;
  size = 0;
  private readonly seats: Seat[] = [];
  private readonly cards: CardId[] = [];

  reset(id: number, lead: number): void {
    this.id = id;
    this.lead = lead;
    this.size = 0;
  }

  add(seat: Seat, card: CardId): void {
    // Past the end this appends; below it, it overwrites an entry of the trick this object held before.
    this.seats[this.size] = seat;
    this.cards[this.size] = card;
    this.size++;
  }

  seatAt(i: number): Seat {
    return this.seats[i]!;
  }

  cardAt(i: number): CardId {
    return this.cards[i]!;
  }

  /** An independent trick with the same plays (Game.clone). */
  copy(): Trick {
    const t = new Trick();
    t.reset(this.id, this.lead);
    for (let i = 0; i < this.size; i++) t.add(this.seats[i]!, this.cards[i]!);
    return t;
  }

  /** A trick with these plays, in order (tests, and anything that builds one from outside the engine). */
  static of(id: number, lead: number, plays: readonly TrickPlay[]): Trick {
    const t = new Trick();
    t.reset(id, lead);
    for (const p of plays) t.add(p.seat, p.card);
    return t;
  }
}

/** The plays of a trick as objects, in play order (a new list: events and observations keep it). */
export function playsOf(t: Trick): TrickPlay[] {
  const out: TrickPlay[] = [];
  for (let i = 0; i < t.size; i++) out.push({ seat: t.seatAt(i), card: t.cardAt(i) });
  return out;
}

export function trickWinner(g: Game, trick: Trick): Seat {
  const lastWins = g.ir.tricks.ties === "last";
  const ranks = g.winnerRankTable();
  if (ranks !== null) {
    // Every tier tabled: the largest number wins; 0 (no tier takes the card) never does.
    const row = trick.lead * g.deck.cards.length;
    let best = -1;
    let bestRank = 0;
    for (let i = 0; i < trick.size; i++) {
      const r = ranks[row + trick.cardAt(i)]!;
      if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
        best = i;
        bestRank = r;
      }
    }
    if (best !== -1) return trick.seatAt(best);
    // No card takes any tier: the walk below reports it.
  }
  const env = g.env;
  env.epoch++;
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
      for (let i = 0; i < trick.size; i++) {
        const card = trick.cardAt(i);
        let key: number;
        const state = table ? table.state[row + card]! : TIER_LIVE;
        if (state === TIER_SKIP) continue;
        if (state === TIER_KEY) {
          key = table!.key[row + card]!;
        } else {
          env.card = card;
          env.seat = trick.seatAt(i);
          if (!tier.where(env)) continue;
          key = tier.sign * tier.key(env);
        }
        if (best === -1 || key > bestKey || (lastWins && key === bestKey)) {
          best = i;
          bestKey = key;
        }
      }
      if (best !== -1) return trick.seatAt(best);
    }
  } finally {
    env.card = -1;
    env.lead = -1;
  }
  throw new RuleError(
    "no-trick-winner",
    "tricks winner",
    g.seed,
    `no card of trick ${trick.id} (${playsOf(trick).map((p) => g.cardName(p.card)).join(" ")}) satisfies any winner tier`,
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
