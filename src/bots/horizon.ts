// The search bots never look past the end of the current round, but after scoring a round the engine
// deals the next one at once, which late in a round costs as much as the rest of the playout. A copy
// of the ruleset that ends after the current round makes the sampled worlds stop there instead.
// That is only sound when no rule reads `rounds` (e.g. "double in the last round"): then the copy
// plays the current round exactly like the original. Otherwise the original is used.

import type { RulesetIR } from "../ir/types.js";

const copies = new WeakMap<RulesetIR, Map<number, RulesetIR>>();
const readsRounds = new WeakMap<RulesetIR, boolean>();

/** A ruleset that plays like `ir` up to the end of round `round` and then ends. */
export function endingAfter(ir: RulesetIR, round: number): RulesetIR {
  let reads = readsRounds.get(ir);
  if (reads === undefined) readsRounds.set(ir, (reads = mentionsRef(ir, "rounds")));
  if (reads) return ir;
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
