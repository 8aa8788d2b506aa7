// Who wins a trick. The winner tiers order the trick's cards totally (winner-order.ts): tier 1's
// cards first by its keys, then tier 2's cards not in tier 1, ...; cards in no tier last. The `pick`
// rule says which card of that order wins (1 = the best, the usual case). The best card needs no
// sort: the tiers are tried in order and the best card of the first tier that takes any card wins,
// evaluating nothing beyond that tier. When every tier is tabled per deck and the tie rule allows it
// (caps.rankTable), one number per (lead, card) orders all tiers and keys, and the winner is one
// lookup per card.

import type { TricksIR } from "../../ir/types.js";
import { RuleError } from "../errors.js";
import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { TIER_KEY, TIER_LIVE, TIER_SKIP } from "../core/card-tables.js";
import { SAFE, type FastCaps } from "../rules/caps.js";
import type { Seat } from "../types.js";
import { playsOf, type Trick } from "../core/trick.js";
import { compareKeys, KEY_SCRATCH, tierKeys, winnerOrder } from "./winner-order.js";
import { bestByLead, leadTableFor } from "./winner-table.js";
import { trickRule } from "../../ir/rule-ref.js";

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

/**
 * Whether the later of two equal cards wins under `k`'s rules (TIES), remembered for the last ruleset
 * asked: trickWinner runs for every trick, and the look-up by the tie rule's name cost more than the
 * rank-table walk it serves.
 */
export function lastWinsOf(k: Kernel): boolean {
  if (k.ir !== tiesIr) {
    tiesLast = TIES[k.ir.tricks.ties].lastWins;
    tiesIr = k.ir;
  }
  return tiesLast;
}

let tiesIr: Kernel["ir"] | null = null;
let tiesLast = false;

export function trickWinner(k: Kernel, trick: Trick): Seat {
  if (k.rules.pick === null) {
    // Every tier tabled: the rank table's walk, a small function the callers can take in; bestCard
    // walks the tiers only where no card takes any tier (and then reports it).
    const ranks = k.rankTable;
    const at = ranks === null ? -1 : rankedBest(ranks, trick.lead * k.deck.cards.length, trick, lastWinsOf(k));
    return at !== -1 ? trick.seatAt(at) : bestCard(k, trick);
  }
  const pick = pickOf(k, trick);
  if (pick !== 1) {
    const order = winnerOrder(k, trick);
    if (order === null) throw noWinner(k, trick);
    return trick.seatAt(order[Math.min(pick, order.length) - 1]!);
  }
  return bestCard(k, trick);
}

/** The `pick` rule for a trick: a whole number from 1 on, or a RuleError. */
function pickOf(k: Kernel, trick: Trick): number {
  const env = beginCards(k, trick.seatAt(0));
  let p: number;
  try {
    env.lead = trick.lead;
    env.trick = trick;
    env.card = trick.cardAt(0);
    p = k.rules.pick!(env) as number;
  } finally {
    endCards(env);
  }
  if (!Number.isInteger(p) || p < 1) {
    throw new RuleError("bad-pick", trickRule("pick"), k.seed, `'pick' gave ${p} for trick ${trick.id}; it must be a whole number from 1 on`);
  }
  return p;
}

/**
 * With every tier tabled (k.rankTable, row: the lead's), the place in the trick of its best card: the
 * largest number wins; 0 (no tier takes the card) never does. -1 when no card takes any tier.
 */
function rankedBest(ranks: ArrayLike<number>, row: number, trick: Trick, lastWins: boolean): number {
  let best = -1;
  let bestRank = 0;
  for (let i = 0; i < trick.size; i++) {
    const r = ranks[row + trick.cardAt(i)]!;
    if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
      best = i;
      bestRank = r;
    }
  }
  return best;
}

/** The best card of the order by walking the tiers: the first tier that takes a card decides. */
function bestCard(k: Kernel, trick: Trick): Seat {
  const lastWins = lastWinsOf(k);
  const tiers = k.rules.winnerTiers;
  const tables = k.tierTables;
  const row = trick.lead * k.deck.cards.length;
  const env = beginCards(k, -1);
  env.lead = trick.lead;
  env.trick = trick;
  const cand = KEY_SCRATCH.candidate;
  const bestKeys = KEY_SCRATCH.best;
  try {
    for (let t = 0; t < tiers.length; t++) {
      const tier = tiers[t]!;
      const table = tables[t]!;
      const n = tier.keys.length;
      // Per lead card (winner-table.ts): the keys evaluated once per lead card and card while the round's values stay.
      const byLead = table === null ? leadTableFor(tier, env, trick, k.deck.cards.length) : null;
      if (byLead !== null) {
        const at = bestByLead(byLead, tier, env, trick, lastWins, cand);
        if (at !== -1) return trick.seatAt(at);
        continue;
      }
      let best = -1;
      for (let i = 0; i < trick.size; i++) {
        const card = trick.cardAt(i);
        const state = table ? table.state[row + card]! : TIER_LIVE;
        if (state === TIER_SKIP) continue;
        if (state === TIER_KEY) {
          cand[0] = table!.key[row + card]!;
        } else {
          env.card = card;
          env.seat = trick.seatAt(i);
          if (!tier.where(env)) continue;
          tierKeys(tier, env, cand);
        }
        const cmp = best === -1 ? 1 : compareKeys(cand, bestKeys, n);
        if (cmp > 0 || (lastWins && cmp === 0)) {
          best = i;
          for (let j = 0; j < n; j++) bestKeys[j] = cand[j]!;
        }
      }
      if (best !== -1) return trick.seatAt(best);
    }
  } finally {
    endCards(env);
  }
  throw noWinner(k, trick);
}

function noWinner(k: Kernel, trick: Trick): RuleError {
  return new RuleError(
    "no-trick-winner",
    trickRule("winner"),
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
