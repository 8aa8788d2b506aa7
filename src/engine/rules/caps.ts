// Fast paths, and which mechanics may run under them. Each fast path is a shortcut that plays the same
// game as the general path only under assumptions; every mechanic of a ruleset declares for each fast
// path whether it keeps those assumptions (assembly/fast-caps.ts), and a fast path runs only when all of
// them do. A mechanic that declares nothing does not compile; one that says "false" turns the path off.

export interface FastCaps {
  /**
   * Grid plays: every hand card has the same targets (the open tricks it may follow, then a new
   * trick), whatever the card, and nothing else can be done with a card in trick play. A random play
   * is then one draw over hand × targets, made without listing the plays (fast/random-plays.ts).
   */
  readonly grid: boolean;
  /**
   * Single-trick cycles: a cycle of play is one trick that any card joins or opens, every seat with
   * cards plays once clockwise, and the cycle ends in award.ts's single-trick ending. Random play then
   * runs a whole cycle in one loop (fast/random-cycles.ts).
   */
  readonly cycles: boolean;
  /**
   * Ranked winners: the winner of a trick is its card with the largest rank-table number (ties by the
   * tie rule), so it can be read from one table per (lead, card), also as the cards fall.
   */
  readonly rankTable: boolean;
  /**
   * Hand counts: during trick play, a play whose outcome is "play on" changes no hand but by the
   * played card leaving its seat's hand. The random-play loop then keeps per-seat counts of the
   * hands by a tabled card attribute as cards are played (expr/hand-counts.ts).
   */
  readonly handCounts: boolean;
  /**
   * Inline plays: a fast loop may carry a play out itself (the card into its trick, the flow's next
   * seat) instead of through tricks/play.ts playCard, which alone runs the mechanics' `played` hooks
   * and lays a card face down. Turned off, whatever the mechanics' own declarations say, for a ruleset
   * any of whose mechanics has a `played` hook (derived from the descriptors' hooks in
   * assembly/fast-caps.ts HOOK_POINTS), so no mechanic has to remember it and no loop checks the hooks
   * by hand: the single-trick cycle loops (fast/random-cycles.ts, fast/rule-cycles.ts) and the lead
   * table's in-cycle plays (fast/table-plays.ts) read this cap.
   */
  readonly inlinePlays: boolean;
}

export const SAFE: FastCaps = { grid: true, cycles: true, rankTable: true, handCounts: true, inlinePlays: true };
export const UNSAFE: FastCaps = { grid: false, cycles: false, rankTable: false, handCounts: false, inlinePlays: false };

/**
 * Caps of a part that keeps plays off the grid and the cycle loop but changes no hand except by a
 * play (a per-card `follow` or `open`, an `aside` rule): the hand counts stay, and so does the rank
 * table (such a rule decides where a card may go, not which card of a trick wins).
 */
export const OFF_GRID: FastCaps = { grid: false, cycles: false, rankTable: true, handCounts: true, inlinePlays: true };

/** Caps that allow grid plays and ranked winners but not the single-trick cycle loop. */
export const NOT_CYCLES: FastCaps = { grid: true, cycles: false, rankTable: true, handCounts: true, inlinePlays: true };

/** Caps that allow grid plays and the cycle loop, but no winner read from the rank table. */
export const NO_RANK_TABLE: FastCaps = { grid: true, cycles: true, rankTable: false, handCounts: true, inlinePlays: true };

/**
 * Caps of a part whose plays must go through playCard (a `played` hook, a card laid face down): the
 * grid draw stays (it plays through playCard), the inline loops are off (the cycle loop plays inline).
 */
export const NOT_INLINE: FastCaps = { grid: true, cycles: false, rankTable: true, handCounts: true, inlinePlays: false };

/** A path runs only if every mechanic allows it. */
export function allOf(caps: readonly FastCaps[]): FastCaps {
  let grid = true;
  let cycles = true;
  let rankTable = true;
  let handCounts = true;
  let inlinePlays = true;
  for (const c of caps) {
    grid &&= c.grid;
    cycles &&= c.cycles;
    rankTable &&= c.rankTable;
    handCounts &&= c.handCounts;
    inlinePlays &&= c.inlinePlays;
  }
  // The cycle loop draws over the grid and plays inline: it needs grid plays and inline plays as well.
  return { grid, cycles: cycles && grid && inlinePlays, rankTable, handCounts, inlinePlays };
}
