// The fuzzer's seeds: every shipped ruleset, with the paths they have in the repository, so that a
// variant's `extends` finds its base among them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, rulesetFiles } from "../support/rulesets.js";

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

/** Path (as in the repository) -> text, for every `rulesets/**\/*.stich`. */
export function shippedCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  return out;
}
