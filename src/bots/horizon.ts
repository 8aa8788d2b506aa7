// The search bots never look past the end of the current round, but after scoring a round the engine
// deals the next one at once, which late in a round costs as much as the rest of the playout. So a
// sampled world ends after its current round (Game.endAfterRound: its number of rounds set to the
// current round's). That is only sound when no rule reads `rounds` (e.g. "double in the last round"):
// then the world plays the current round exactly like the original. Nor when `rounds` is only the guard
// of an end condition (`end when` with no `rounds` declared): there, a game reaching it without the
// condition holding stops with the "no-end" rule error, so a world ended that way would fail at its
// round's end and tell the bot nothing. Otherwise it plays on (into the next round's deal), and the
// bots read the round's scores as it ended (outcome.ts roundScores).
// endingAfter, a copy of the ruleset that ends after a given round, is for tests and tools that want a
// shorter game; the worlds do not use it, since each copy is compiled anew (once per round number).

import type { RulesetIR } from "../ir/types.js";
import { RuleError } from "../engine/errors.js";

const copies = new WeakMap<RulesetIR, Map<number, RulesetIR>>();
const readsRounds = new WeakMap<RulesetIR, boolean>();

/**
 * May a game of `ir` be ended after its current round and play that round as before (no rule reads
 * `rounds`), and end there without an error (`rounds` is not only an end condition's guard)?
 */
export function mayEndAfterRound(ir: RulesetIR): boolean {
  let reads = readsRounds.get(ir);
  if (reads === undefined) readsRounds.set(ir, (reads = mentionsRef(ir, "rounds") || ir.end?.roundsIsGuard === true));
  return !reads;
}

/**
 * Is `err` a rule error a sampled world may meet though the real game does not (a seat left without
 * a legal card by the world's deal), so that the playout just tells nothing? Not the end guard's
 * ("no-end"): no world is ended on it (mayEndAfterRound), so meeting it is a bug to surface, not a
 * candidate to score 0 in silence.
 */
export function tellsNothing(err: unknown): boolean {
  return err instanceof RuleError && err.code !== "no-end";
}

/** A ruleset that plays like `ir` up to the end of round `round` and then ends (`ir` itself when it may not: mayEndAfterRound). */
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
