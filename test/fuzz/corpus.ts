// The fuzzer's seeds: every shipped ruleset, with the paths they have in the repository, so that a
// variant's `extends` finds its base among them; and rulesets of constructs no shipped ruleset uses
// yet (rule cards and their draft), so that mutants of them are compiled and played too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, ruleCardFiles, rulesetFiles } from "../support/rulesets.js";
import { FIXTURE_LIST } from "../support/fixtures/index.js";

/**
 * A seed that uses the trick-play constructs no shipped ruleset uses yet (winner tiers of several
 * keys, pick, right of winner, the direction of play, face-down plays), for a campaign of its own so
 * that the shipped campaign's cases stay as they were.
 */
export function constructsCorpus(): Record<string, string> {
  return {
    "fixtures/constructs.stich": `game "Constructs"
players 3..5
rounds 2
suits fan coin koi gate
deck fan coin koi gate 1..9
deal 7 each
score: count(won) - tricks
tricks {
  lead: left of dealer, then right of winner
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit = koi or rank = 8
  winner: highest (if trump then 2 else 0) + (if suit = lead then 1 else 0), lowest (if rank = 8 then 7 else 17), highest rank, then lowest rank
  pick: if lead = koi then 2 else 1
  direction: alternating
  face down: suit != lead
  ties: last
}
`,
  };
}

/**
 * Constructs no shipped ruleset uses yet, each in a small valid ruleset: the seeds of each mechanic's
 * fixture module (test/support/fixtures/, `seeds`), so that a new mechanic's syntax reaches the fuzzer
 * from its own module.
 */
function constructSeeds(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, f] of FIXTURE_LIST)
    for (const [path, text] of Object.entries(f.seeds ?? {})) {
      if (path in out) throw new Error(`fuzz seeds: '${path}' is in two fixture modules (${name})`);
      out[path] = text;
    }
  return out;
}

/** Path (as in the repository) -> text, for every `rulesets/**\/*.stich`, and the construct seeds. */
export function shippedCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  return { ...out, ...constructSeeds() };
}

/**
 * The shipped rulesets and every `every`-th rule-card file of the shipped games
 * (`rulesets/<game>/cards/*.stich`), each compiled on its own over its base with the rulesets' root.
 */
export function ruleCardCorpus(every = 1): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  for (const file of ruleCardFiles("stich-meister").filter((_, i) => i % every === 0)) out[file] = readFileSync(join(ROOT, file), "utf8");
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
