// Random plays drawn from the lead table (lead-table.ts) for tricks/play.ts drawPlayBySuit: the same
// count, draw and play as listing them (collectPlays), each suit's targets read from the table entry
// of the open tricks' leads. Where every suit of the deck has the same number of targets, the play is
// found by its place in the hand, without walking the hand (drawUniform).

import type { Kernel } from "../core/kernel.js";
import type { Rng } from "../rng.js";
import type { Seat } from "../types.js";
import { fillEntry, leadCode, type LeadTable } from "./lead-table.js";
import { nthAllowed, targetAt } from "./play-targets.js";

/** How many plays drawFromTable has drawn (in this process): tests read it to prove it ran. */
export const tableDraws = { count: 0 };

/**
 * drawPlayBySuit where the rules answer by suit and open leads alone (lead-table.ts): each suit's
 * targets read from the table entry of the open tricks' leads now, the same answers the walk gets
 * from the rules, so the same count, draw and play; no rule is asked (the walk's lifted parts
 * included) once the entry is filled. The entries are walked as collectPlays lists them (every
 * single-target case too: drawSingle's draws are this enumeration's).
 */
export function drawFromTable(k: Kernel, table: LeadTable, seat: Seat, rng: Rng, out: Int32Array): number {
  const first = leadCode(k, table) * table.suits;
  const same = sameTargets(table.targets, first, k.st.deckSuits);
  if (same > 0) return drawUniform(k, table, k.st.hands[seat]!, first, same, rng, out);
  return drawListed(k, table, seat, rng, out, first);
}

/**
 * drawFromTable's walk over the hand, at the entry of the open leads `first` (leadCode * suits), which
 * the caller worked out (fast/table-plays.ts keeps it from play to play). A card with one target, or
 * drawn for its first, goes to the entry's first row (LeadTable.firstRow) without a walk over the rows.
 */
export function drawListed(k: Kernel, table: LeadTable, seat: Seat, rng: Rng, out: Int32Array, first: number): number {
  const hand = k.st.hands[seat]!;
  const suitOf = k.st.suitOf;
  const targets = table.targets;
  let n = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const suit = suitOf[card]!;
    const t = targets[first + suit]!;
    n += t >= 0 ? t : fillEntry(k, table, first + suit, card, suit, seat);
  }
  if (n === 0) return 0;
  tableDraws.count++;
  const open = k.st.openTricks;
  const rows = open.length + 2;
  const verdicts = table.verdicts;
  const width = table.width;
  let i = rng.int(n);
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const at = first + suitOf[card]!;
    const t = targets[at]!;
    if (i >= t) {
      i -= t;
      continue;
    }
    const r = i === 0 ? table.firstRow[at]! : nthAllowed(verdicts, at * width, rows, i);
    if (r < 0) break;
    out[0] = card;
    out[1] = targetAt(open, r);
    out[2] = h;
    return n;
  }
  throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
}

/**
 * The number of targets every suit of the deck has under the open leads of entry `first` (so every
 * card of every hand has); else -1 when some suit's entry is not answered yet (the walk answers those
 * of the suits in hand), -2 when every one is and they differ (then they always will: a filled entry
 * never changes).
 */
export function sameTargets(targets: Int8Array, first: number, deckSuits: readonly number[]): number {
  if (deckSuits.length === 0) return -1;
  const t = targets[first + deckSuits[0]!]!;
  let differ = false;
  for (let i = 1; i < deckSuits.length; i++) {
    const u = targets[first + deckSuits[i]!]!;
    if (u < 0) return -1;
    if (u !== t) differ = true;
  }
  return t < 0 ? -1 : differ ? -2 : t;
}

/**
 * drawFromTable when every card has the same number of targets, `same` (one, at every lead, or in
 * every cycle where each card has just one trick, or the aside, to go to): the walk would count
 * hand.length * same plays, and play i would be the card at place i / same, its (i mod same)-th
 * target. Drawn so, without the walks over the hand.
 */
function drawUniform(k: Kernel, table: LeadTable, hand: readonly number[], first: number, same: number, rng: Rng, out: Int32Array): number {
  const n = hand.length * same;
  if (n === 0) return 0;
  tableDraws.count++;
  uniformDraws.count++;
  let i = rng.int(n) | 0;
  const h = same === 1 ? i : (i / same) | 0;
  i -= h * same;
  const card = hand[h]!;
  const open = k.st.openTricks;
  const rows = open.length + 2;
  const row = (first + k.st.suitOf[card]!) * table.width;
  const r = nthAllowed(table.verdicts, row, rows, i);
  if (r >= 0) {
    out[0] = card;
    out[1] = targetAt(open, r);
    out[2] = h;
    return n;
  }
  throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
}

/** How many plays drawUniform has drawn (in this process): tests read it to prove it ran. */
export const uniformDraws = { count: 0 };
