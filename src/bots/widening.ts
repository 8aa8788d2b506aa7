// Progressive widening of ISMCTS's value decisions (Coulom 2007; Chaslot et al. 2008). A bid or a
// call offers many values (skat's auction: a pass and 44 bids), and with a few hundred iterations
// per decision each would be tried only a few times: the most visited one is then close to a random
// pick, and a random bid is far too high. So the values open in the order the rules list them (a
// pass first, then the values as listed: an auction's lowest bids first), a few at the start and
// more as the node is visited, and the search compares the values it can tell apart. Plays, choices
// and orders are searched in full as before.

import type { Action } from "../engine/types.js";

/** Options open at a node after n visits: about √n·WIDEN_RATE, never fewer than WIDEN_MIN. */
export const WIDEN_RATE = 1;
export const WIDEN_MIN = 3;

/** Is this decision one whose values open progressively (a bid's or a call's)? */
export function widened(legal: readonly Action[]): boolean {
  const t = legal[0]?.type;
  return legal.length > WIDEN_MIN && (t === "bid" || t === "call");
}

/** How many of the `total` options (in the rules' order) compete at the node's n-th visit. */
export function openOptions(n: number, total: number): number {
  return Math.min(total, Math.max(WIDEN_MIN, Math.ceil(WIDEN_RATE * Math.sqrt(n))));
}
