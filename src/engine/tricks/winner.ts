// Who wins a trick: the winner tiers tried in order (the best card by a tier's key among the cards
// its `where` takes), with the tie rule as the one winner modifier so far. When every tier is tabled
// per deck and the tie rule allows it (caps.rankTable), one number per (lead, card) orders all tiers
// and keys, and the winner is one lookup per card.

import type { TricksIR } from "../../ir/types.js";
import { RuleError } from "../errors.js";
import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { TIER_KEY, TIER_LIVE, TIER_SKIP } from "../rules/card-tables.js";
import { SAFE, type FastCaps } from "../rules/caps.js";
import type { Seat } from "../types.js";
import { playsOf, type Trick } from "./trick.js";

/** How equally good cards are told apart. */
export interface TieRule {
  /** The later of two equal cards wins (else the earlier). */
  readonly lastWins: boolean;
  readonly caps: FastCaps;
}

export const TIES: { readonly [K in TricksIR["ties"]]: TieRule } = {
  first: { lastWins: false, caps: SAFE },
  last: { lastWins: true, caps: SAFE },
};

export function trickWinner(k: Kernel, trick: Trick): Seat {
  const lastWins = TIES[k.ir.tricks.ties].lastWins;
  const ranks = k.rankTable;
  if (ranks !== null) {
    // Every tier tabled: the largest number wins; 0 (no tier takes the card) never does.
    const row = trick.lead * k.deck.cards.length;
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
  const tiers = k.rules.winnerTiers;
  const tables = k.tierTables;
  const row = trick.lead * k.deck.cards.length;
  const env = beginCards(k, -1);
  env.lead = trick.lead;
  env.trick = trick;
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
    endCards(env);
  }
  throw new RuleError(
    "no-trick-winner",
    "tricks winner",
    k.seed,
    `no card of trick ${trick.id} (${playsOf(trick).map((p) => k.deck.cards[p.card]!.name).join(" ")}) satisfies any winner tier`,
  );
}

/** The seat currently winning an open trick, or null when no card of it qualifies under the winner tiers yet. */
export function holderOf(k: Kernel, t: Trick): Seat | null {
  try {
    return trickWinner(k, t);
  } catch (err) {
    if (err instanceof RuleError && err.code === "no-trick-winner") return null;
    throw err;
  }
}
