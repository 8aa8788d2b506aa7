// Winner tiers that depend only on the card and its trick's lead suit (`highest rank where trump`,
// with `trump: suit != lead and rank != 0`) give the same answer in every game of a deck. They are
// evaluated once per (lead suit, card) when a deck first completes a trick, and every later trick
// reads the table instead of calling the rule's closures for each card of each tier.

import type { Expr, RulesetIR } from "../../ir/types.js";
import type { Deck } from "./cards.js";
import { builtin } from "../expr/builtins.js";
import { newEnv, type EvalState } from "../expr/types.js";
import { childrenOf } from "../expr/walk.js";
import type { CompiledRules } from "../rules/types.js";
import { unreachable } from "../../ir/unreachable.js";

/** Entry states: the tier does not take the card / takes it with the tabled key / ask the rule live. */
export const TIER_SKIP = 0;
export const TIER_KEY = 1;
export const TIER_LIVE = 2;

/** One winner tier over one deck, indexed by lead * deck size + card. */
export interface TierTable {
  readonly state: Uint8Array;
  /** sign * key, where state is TIER_KEY. */
  readonly key: Float64Array;
}

/**
 * Is a name the same in every game of a deck? Only built-ins that declare so (expr/builtins.ts): the
 * card's suit and rank, the lead, whether the card is a trump (when the trump rule itself is fixed),
 * the player count and the deck's suits. Piles, lets, scores and the round change from game to game.
 */
function fixedName(name: string, trumpFixed: boolean): boolean {
  const fixed = builtin(name)?.fixedPerDeck;
  return fixed === true || (fixed === "trump rule" && trumpFixed);
}

/** Does `e` depend only on the card, the lead and the deck? `bound` holds locals bound inside it. */
export function fixedPerDeck(e: Expr, trumpFixed: boolean, bound: ReadonlySet<string> = new Set()): boolean {
  switch (e.k) {
    case "ref":
      return bound.has(e.name) || fixedName(e.name, trumpFixed);
    // A card attribute may read the round (the lead cards so far): never tabled.
    case "attr":
      return false;
    case "call":
      // roundScore(n) reads the game's scores and active(n) the round's rule cards; the others only
      // fold their argument.
      return e.fn !== "roundScore" && e.fn !== "active" && e.args.every((a) => fixedPerDeck(a, trumpFixed, bound));
    case "let":
      return fixedPerDeck(e.value, trumpFixed, bound) && fixedPerDeck(e.body, trumpFixed, new Set(bound).add(e.name));
    case "for":
      return fixedPerDeck(e.coll, trumpFixed, bound) && fixedPerDeck(e.body, trumpFixed, new Set(bound).add(e.name));
    case "num":
    case "bool":
    case "suit":
    case "map":
    case "at":
    case "bin":
    case "not":
    case "neg":
    case "if":
    case "where":
    case "of":
    case "list":
    case "index":
    case "atSeat":
    case "seats":
      return childrenOf(e).every((c) => fixedPerDeck(c, trumpFixed, bound));
    default:
      return unreachable(e);
  }
}

/** Which winner tiers of a ruleset can be tabled (their `where` and `key` are fixed per deck). */
export function tableableTiers(ir: RulesetIR): boolean[] {
  const trumpFixed = fixedPerDeck(ir.tricks.trump, false);
  // A tier with several keys would need them folded into one number: it is evaluated live instead.
  return ir.tricks.winner.map((t) => t.keys.length === 1 && fixedPerDeck(t.where, trumpFixed) && fixedPerDeck(t.keys[0]!.key, trumpFixed));
}

const cache = new WeakMap<Deck, (TierTable | null)[]>();

/**
 * The tables of a deck's winner tiers (null for a tier that must be evaluated live), built on first
 * use over the state of any game of the deck (only fixed names are read). A rule that fails for some
 * card and lead (a list position out of range) is marked live there, so the error is raised only if
 * that card is ever judged in play, exactly as without the table.
 */
export function tierTables(deck: Deck, rules: CompiledRules, st: EvalState): (TierTable | null)[] {
  const hit = cache.get(deck);
  if (hit) return hit;
  const env = newEnv(st, rules.slotCount, rules.ir.lets.length);
  const size = deck.cards.length;
  const suitCount = rules.ir.suits.length;
  const tables = rules.winnerTiers.map((tier, t): TierTable | null => {
    if (!rules.tierFixed[t]) return null;
    const state = new Uint8Array(suitCount * size);
    const key = new Float64Array(suitCount * size);
    for (let lead = 0; lead < suitCount; lead++) {
      for (let card = 0; card < size; card++) {
        const at = lead * size + card;
        env.lead = lead;
        env.card = card;
        try {
          if (!tier.where(env)) continue;
          const first = tier.keys[0]!;
          key[at] = first.sign * first.key(env);
          state[at] = TIER_KEY;
        } catch {
          state[at] = TIER_LIVE;
        }
      }
    }
    return { state, key };
  });
  cache.set(deck, tables);
  return tables;
}

const rankCache = new WeakMap<readonly (TierTable | null)[], Float64Array | null>();

/** Two tiers' numbers must stay exact floats: tiers * key span at most 2^52. */
const MAX_RANK = 2 ** 52;

/**
 * All winner tiers of a deck folded into one number per (lead suit, card): 0 where no tier takes the
 * card, else larger for an earlier tier and, within a tier, for a larger key. A trick's winner is then
 * the card with the largest number (equal numbers: the tie rule), one lookup per card instead of one
 * per card per tier. Null when a tier is not tabled or has an entry asked live, or when the keys are
 * not whole or too far apart for one exact float per (tier, key).
 */
export function winnerRanks(tables: readonly (TierTable | null)[]): Float64Array | null {
  if (!rankCache.has(tables)) rankCache.set(tables, foldTiers(tables));
  return rankCache.get(tables)!;
}

function foldTiers(tables: readonly (TierTable | null)[]): Float64Array | null {
  if (tables.length === 0) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const table of tables) {
    if (!table) return null;
    for (let at = 0; at < table.state.length; at++) {
      if (table.state[at] === TIER_LIVE) return null;
      if (table.state[at] !== TIER_KEY) continue;
      const key = table.key[at]!;
      if (!Number.isInteger(key)) return null;
      lo = Math.min(lo, key);
      hi = Math.max(hi, key);
    }
  }
  // No card takes any tier: every trick ends without a winner, which the tier walk reports.
  const span = lo <= hi ? hi - lo + 1 : 1;
  if (tables.length * span > MAX_RANK) return null;
  const size = tables[0]!.state.length;
  const ranks = new Float64Array(size);
  // Later tiers first, so that an earlier tier that takes the card overwrites them.
  for (let t = tables.length - 1; t >= 0; t--) {
    const table = tables[t]!;
    const base = (tables.length - 1 - t) * span + 1;
    for (let at = 0; at < size; at++) if (table.state[at] === TIER_KEY) ranks[at] = base + (table.key[at]! - lo);
  }
  return ranks;
}
