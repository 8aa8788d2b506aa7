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
  /**
   * Per entry of a ranked row, the entry's place in its row's order in one byte: 0 the tier does not
   * take the card, else 1 + how many distinct packed keys of the row are smaller (equal keys, equal
   * ranks). Read only where `ranked` marks the row (tricks/winner-table.ts rankRow).
   */
  ranks: Uint8Array;
  /** Per lead card: how many entries of its row are known (LEAD_SKIP or LEAD_KEYS). */
  known: Uint16Array;
  /** Per lead card: 1 where `ranks` holds its row (every entry known, packed, at most 255 distinct keys). */
  ranked: Uint8Array;
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
  return { n, reads, size: 0, state: new Uint8Array(0), keys: new Float64Array(0), packed: new Float64Array(0), ranks: new Uint8Array(0), known: new Uint16Array(0), ranked: new Uint8Array(0), rankOf: null, players: -1, round: -1, rounds: -1, rules: [], readProgress: false, leads: [], played: -1 };
}
