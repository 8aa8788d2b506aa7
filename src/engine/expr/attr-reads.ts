// What an attribute tabled by attr-table.ts may read besides the card: the round constants and, for
// one kept per epoch, the parts of the round's progress (attr-progress.ts). Its table is keyed by these
// only, so it survives every change of the others.

import type { Expr } from "../../ir/types.js";
import { irChildren as childrenOf } from "../../ir/limits.js";
import { progressProbesOf, type ProgressProbe } from "./attr-progress.js";

/**
 * Which round constants an attribute's value may depend on (through the attributes it reads too): a
 * table keyed by fewer of them survives more changes (`colour` reads neither the round nor the rule
 * cards in force, so its table holds for every round and game of a deck). The card's own rank and
 * suit are the table's index, and the deck (rankOf) is always part of the key.
 */
export interface RoundReads {
  /** `round` or `rounds`. */
  readonly round: boolean;
  readonly players: boolean;
  /** The rule cards in force: `activeRules` or `active(n)`. */
  readonly rules: boolean;
  /**
   * The rule cards it may read, by number (`active(7)`), or null when it may read any (`activeRules`,
   * or `active` of a computed number): only these of the cards in force key its values.
   */
  readonly ruleIds: readonly number[] | null;
  /**
   * The parts of the round's progress it may read (attr-progress.ts), or null (or absent) when it may
   * read the progress in other ways: the whole progress keys it. Only a table kept per epoch reads any.
   */
  readonly progress?: readonly ProgressProbe[] | null;
}

export const ALL_ROUND_READS: RoundReads = { round: true, players: true, rules: true, ruleIds: null, progress: null };

/**
 * The round constants `e` reads, directly or through the attributes in `known` (their reads). Only
 * for expressions cardPure or cardEpochPure accepted: every other name they may read is the card's own
 * or the round's progress (keyed apart), so a name not counted here cannot change the value.
 */
export function roundReadsOf(e: Expr, known: ReadonlyMap<string, RoundReads>): RoundReads {
  let round = false;
  let players = false;
  let rules = false;
  let ids: Set<number> | null = new Set();
  const walk = (x: Expr): void => {
    if (x.k === "ref") {
      if (x.name === "round" || x.name === "rounds") round = true;
      else if (x.name === "players") players = true;
      else if (x.name === "activeRules") {
        rules = true;
        ids = null;
      }
    } else if (x.k === "attr") {
      // An attribute not known (not tabled) may read anything.
      const r = known.get(x.name) ?? ALL_ROUND_READS;
      round ||= r.round;
      players ||= r.players;
      rules ||= r.rules;
      if (r.ruleIds === null) ids = null;
      else for (const id of r.ruleIds) ids?.add(id);
    } else if (x.k === "call" && x.fn === "active") {
      rules = true;
      const n = x.args[0];
      if (x.args.length === 1 && n?.k === "num" && Number.isInteger(n.v) && n.v >= 0 && n.v <= MAX_RULE_ID) ids?.add(n.v);
      else ids = null;
    }
    for (const c of childrenOf(x)) walk(c);
  };
  walk(e);
  return { round, players, rules, ruleIds: ids === null ? null : [...ids].sort((a, b) => a - b), progress: progressProbesOf(e, known) };
}

/** Rule card numbers kept apart by number (a larger one counts as any). */
const MAX_RULE_ID = 4096;
