// The winner tiers as a total order over a trick's cards. A card belongs to the first tier whose
// `where` takes it; tier 1's cards come first, ordered by the tier's keys lexicographically (each
// key's best first), then tier 2's, and so on; cards no tier takes come after all of them. Cards
// equal on every key, and the cards of no tier, are ordered by play order as the tie rule says
// (`ties: first`: the earlier ranks higher). `pick` (winner.ts) takes the pick-th card of this order.

import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import type { Env } from "../expr/types.js";
import { TIER_KEY, TIER_LIVE, TIER_SKIP } from "../core/card-tables.js";
import type { CompiledTier } from "../rules/types.js";
import type { Trick } from "../core/trick.js";

/**
 * Reused key buffers (the engine runs one evaluation at a time; key rules cannot judge a trick).
 * `grow` keeps them large enough for the ruleset's longest tier.
 */
export const KEY_SCRATCH = {
  candidate: new Float64Array(8),
  best: new Float64Array(8),
};

/** Makes the scratch buffers hold at least `n` keys (called when a ruleset is compiled into a game). */
export function growKeyScratch(n: number): void {
  if (KEY_SCRATCH.candidate.length >= n) return;
  KEY_SCRATCH.candidate = new Float64Array(n);
  KEY_SCRATCH.best = new Float64Array(n);
}

/** The signed keys of the card in `env` under `tier` (larger is better) into `out`. */
export function tierKeys(tier: CompiledTier, env: Env, out: Float64Array): void {
  const keys = tier.keys;
  for (let j = 0; j < keys.length; j++) out[j] = keys[j]!.sign * keys[j]!.key(env);
}

/** Lexicographic comparison of the first `n` signed keys: > 0 when `a` is better. */
export function compareKeys(a: ArrayLike<number>, b: ArrayLike<number>, n: number): number {
  for (let j = 0; j < n; j++) {
    const d = a[j]! - b[j]!;
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The trick's card positions (0-based play order) in winner order, best first; null when no tier
 * takes any card (the trick has no winner). Every card's tier and keys are evaluated.
 */
export function winnerOrder(k: Kernel, trick: Trick): number[] | null {
  const tiers = k.rules.winnerTiers;
  const tables = k.tierTables;
  const lastWins = k.ir.tricks.ties === "last";
  const row = trick.lead * k.deck.cards.length;
  const tierOf: number[] = [];
  const keysOf: number[][] = [];
  const env = beginCards(k, -1);
  env.lead = trick.lead;
  env.trick = trick;
  const buf = KEY_SCRATCH.candidate;
  let tiered = 0;
  try {
    for (let i = 0; i < trick.size; i++) {
      const card = trick.cardAt(i);
      let at = tiers.length;
      let keys: number[] = [];
      for (let t = 0; t < tiers.length; t++) {
        const table = tables[t]!;
        const state = table ? table.state[row + card]! : TIER_LIVE;
        if (state === TIER_SKIP) continue;
        if (state === TIER_KEY) {
          keys = [table!.key[row + card]!];
        } else {
          env.card = card;
          env.seat = trick.seatAt(i);
          if (!tiers[t]!.where(env)) continue;
          tierKeys(tiers[t]!, env, buf);
          keys = Array.from(buf.subarray(0, tiers[t]!.keys.length));
        }
        at = t;
        break;
      }
      if (at < tiers.length) tiered++;
      tierOf.push(at);
      keysOf.push(keys);
    }
  } finally {
    endCards(env);
  }
  if (tiered === 0) return null;
  const order = Array.from({ length: trick.size }, (_, i) => i);
  order.sort((a, b) => {
    if (tierOf[a] !== tierOf[b]) return tierOf[a]! - tierOf[b]!;
    const ka = keysOf[a]!;
    const cmp = compareKeys(keysOf[b]!, ka, ka.length);
    if (cmp !== 0) return cmp;
    return lastWins ? b - a : a - b;
  });
  return order;
}
