// The search bots never look past the end of the current round, but after scoring a round the engine
// deals the next one at once, which late in a round costs as much as the rest of the playout. So a
// sampled world ends after its current round (Game.endAfterRound: its number of rounds set to the
// current round's). That is only sound when no rule reads `rounds` (e.g. "double in the last round"):
// then the world plays the current round exactly like the original. Otherwise it plays on.
// endingAfter, a copy of the ruleset that ends after a given round, is for tests and tools that want a
// shorter game; the worlds do not use it, since each copy is compiled anew (once per round number).

import type { RulesetIR } from "../ir/types.js";

const copies = new WeakMap<RulesetIR, Map<number, RulesetIR>>();
const readsRounds = new WeakMap<RulesetIR, boolean>();

/** May a game of `ir` be ended after its current round and play that round as before (no rule reads `rounds`)? */
export function mayEndAfterRound(ir: RulesetIR): boolean {
  let reads = readsRounds.get(ir);
  if (reads === undefined) readsRounds.set(ir, (reads = mentionsRef(ir, "rounds")));
  return !reads;
}

/** A ruleset that plays like `ir` up to the end of round `round` and then ends (`ir` itself when a rule reads `rounds`). */
export function endingAfter(ir: RulesetIR, round: number): RulesetIR {
  if (!mayEndAfterRound(ir)) return ir;
  let byRound = copies.get(ir);
  if (!byRound) copies.set(ir, (byRound = new Map()));
  let copy = byRound.get(round);
  // One copy per round number, so the engine compiles each only once (it caches rules per IR object).
  if (!copy) byRound.set(round, (copy = { ...ir, rounds: { k: "num", v: round } }));
  return copy;
}

/** Does any expression anywhere in the IR refer to `name`? (A plain walk over the JSON.) */
function mentionsRef(ir: RulesetIR, name: string): boolean {
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(walk);
    if (v === null || typeof v !== "object") return false;
    const o = v as Record<string, unknown>;
    if (o.k === "ref" && o.name === name) return true;
    return Object.values(o).some(walk);
  };
  // The `rounds` rule itself is replaced, so its own text does not count.
  return walk({ ...ir, rounds: null });
}
