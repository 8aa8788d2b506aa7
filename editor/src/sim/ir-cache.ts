// The rulesets this playtest worker has played, kept by content. Every job brings its ruleset's IR as a
// fresh copy (a message is a structured clone), and the engine compiles rules once per IR object
// (assembly/compile.ts: card tables, generated code, all keyed by that object); a copy would compile
// again and start the engine's compiled code cold, which made a batch of Stich-Meister's game.stich about
// half as fast again as the same batch on rules already compiled. A job of an equal IR (the same JSON)
// gets the copy the worker already has, so "Run again" and a settings change play on warm rules.
import type { RulesetIR } from "../../../src/index.js";

/** How many different rulesets are kept (a comparison plays two; the designer switches between a few). */
const KEEP = 4;

const kept: { readonly key: string; readonly ir: RulesetIR }[] = [];

/** `ir`, or an equal IR this worker was given before (the most recently used first). */
export function knownIr(ir: RulesetIR): RulesetIR {
  const key = JSON.stringify(ir);
  const at = kept.findIndex((e) => e.key === key);
  const entry = at >= 0 ? kept.splice(at, 1)[0]! : { key, ir };
  kept.unshift(entry);
  if (kept.length > KEEP) kept.pop();
  return entry.ir;
}
