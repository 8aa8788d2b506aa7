// The fuzzer's seeds: every shipped ruleset, with the paths they have in the repository, so that a
// variant's `extends` finds its base among them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, rulesetFiles } from "../support/rulesets.js";

/** Path (as in the repository) -> text, for every `rulesets/**\/*.stich`. */
export function shippedCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  return out;
}

/**
 * Fuzzing seeds that are not shipped games: rulesets written to carry constructs no shipped ruleset
 * uses yet (test/fuzz/fixtures/), by their path in the repository.
 */
export function fixtureCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["steps.stich"]) {
    const file = `test/fuzz/fixtures/${name}`;
    out[file] = readFileSync(join(ROOT, file), "utf8");
  }
  return out;
}
