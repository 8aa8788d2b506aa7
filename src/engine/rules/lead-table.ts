// The storage of a winner tier kept per lead card and card (tricks/winner-table.ts fills and reads it),
// made once per compiled tier (assembly/compile.ts) and shared by every game of the ruleset.

import type { RoundReads } from "../expr/attr-table.js";

export interface LeadTable {
  /** Keys per entry (the tier's). */
  readonly n: number;
  /** Which round constants its rules read (the others do not key it: `colour` holds for every round). */
  readonly reads: RoundReads;
  /** Cards in the deck it was sized for; entries are leadCard * size + card. */
  size: number;
  state: Uint8Array;
  /** n signed keys per entry, where state is LEAD_KEYS. */
  keys: Float64Array;
  /** Per entry with keys, the keys packed into one number of the same order, or NaN (tricks/winner-table.ts packKeys). */
  packed: Float64Array;
  /** What its entries were computed under. */
  rankOf: unknown;
  players: number;
  round: number;
  rounds: number;
  rules: number[];
  /** Whether an entry read the round's progress; then the table holds for `leads`/`played` only. */
  readProgress: boolean;
  leads: number[];
  played: number;
}

export function newLeadTable(n: number, reads: RoundReads): LeadTable {
  return { n, reads, size: 0, state: new Uint8Array(0), keys: new Float64Array(0), packed: new Float64Array(0), rankOf: null, players: -1, round: -1, rounds: -1, rules: [], readProgress: false, leads: [], played: -1 };
}
