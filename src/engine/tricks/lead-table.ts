// The targets of a card by suit, tabled per sequence of open tricks' leads, where every per-card rule
// of trick play reads nothing but the card's suit, the trick's lead and the open tricks' number and
// leads, and cannot fail (PerCard.byLeads: expr/walk.ts readsOnlyLeads). Then a suit's answers are
// the same whoever plays and whatever else the state holds, so they are worked out once per
// sequence of leads (by play-targets.ts cardTargets, the evaluator every other path uses) and read
// from the table at every later play: a random play by suit (tricks/play.ts drawPlayBySuit) then
// asks no rule. A rule that cannot fail raises no error the table could skip.

import type { Kernel } from "../core/kernel.js";
import { endCards } from "../core/eval.js";
import type { CompiledRules } from "../rules/types.js";
import type { Seat } from "../types.js";
import { beginTargets, cardTargets, nthAllowed } from "./play-targets.js";

/** At most this many sequences of leads per ruleset are tabled (one byte per suit and target each). */
const MAX_CODES = 4096;

/** One ruleset's table, filled as sequences of leads and suits come up. */
export interface LeadTable {
  readonly suits: number;
  /** Rows per entry: every open trick, new, aside (the most there can be: `open at most` + 2). */
  readonly width: number;
  /** Per code and suit (code * suits + suit): how many targets a card of the suit has; -1 not yet answered. */
  readonly targets: Int8Array;
  /** Per code, suit and row ((code * suits + suit) * width + row): 2 the card may go there, 1 not. */
  readonly verdicts: Uint8Array;
  /** Per code and suit: the row of the first target a card of the suit may go to (nthAllowed's answer for play 0), -1 none or not yet answered. */
  readonly firstRow: Int8Array;
  /** Per code: the number of targets every suit of the deck has there (table-draw.ts sameTargets) once it is known to be more than 0, -2 once they are known to differ, else 0 (not yet known, or none). */
  readonly same: Int8Array;
  /** Per number of open tricks i: the weight (suits + 1) ** i of the i-th trick's digit in a code (leadCode). */
  readonly digit: Int32Array;
}

const tables = new WeakMap<CompiledRules, LeadTable | null>();

/** Do all the per-card rules in force answer by suit and open leads alone (or are constant, or absent)? */
function rulesByLeads(rules: CompiledRules): boolean {
  if (rules.followConst === null && (rules.followLifted === null || !rules.followLifted.byLeads)) return false;
  if (rules.openConst === null && (rules.openLifted === null || !rules.openLifted.byLeads)) return false;
  if (rules.asideWhen !== null && (rules.asideLifted === null || !rules.asideLifted.byLeads)) return false;
  return true;
}

/**
 * The ruleset's table (shared by its games at every player count: an entry is answered at a card the
 * hand holds, so no deck's cards are assumed), or null where its rules read more than suits and
 * leads, or the sequences of leads are too many to table.
 */
export function leadTable(k: Kernel): LeadTable | null {
  const rules = k.rules;
  let table = tables.get(rules);
  if (table !== undefined) return table;
  const suits = k.ir.suits.length;
  const maxOpen = k.ir.tricks.maxOpen;
  table = null;
  if (rulesByLeads(rules) && (suits + 1) ** maxOpen <= MAX_CODES) {
    const codes = (suits + 1) ** maxOpen;
    const width = maxOpen + 2;
    table = { suits, width, targets: new Int8Array(codes * suits).fill(-1), verdicts: new Uint8Array(codes * suits * width), firstRow: new Int8Array(codes * suits).fill(-1), same: new Int8Array(codes), digit: Int32Array.from({ length: maxOpen + 1 }, (_, i) => (suits + 1) ** i) };
  }
  tables.set(rules, table);
  return table;
}

/** The code of the open tricks' leads now: each lead + 1 a digit in base suits + 1, the first trick lowest (none open: 0). */
export function leadCode(k: Kernel, table: LeadTable): number {
  const open = k.st.openTricks;
  const base = table.suits + 1;
  let code = 0;
  for (let i = open.length - 1; i >= 0; i--) code = code * base + open[i]!.lead + 1;
  return code;
}

/**
 * Answers the entry `at` (code * suits + suit) at `card`, a card of that suit in the hand of `seat`
 * (the answers are every seat's), and returns its number of targets.
 */
export function fillEntry(k: Kernel, table: LeadTable, at: number, card: number, suit: number, seat: Seat): number {
  const env = beginTargets(k, seat, false);
  let t: number;
  try {
    t = cardTargets(k, env, card, suit, table.verdicts, at * table.width);
  } finally {
    endCards(env);
  }
  table.firstRow[at] = nthAllowed(table.verdicts, at * table.width, k.st.openTricks.length + 2, 0);
  table.targets[at] = t;
  return t;
}
