// The fuzzer's seeds: every shipped ruleset, with the paths they have in the repository, so that a
// variant's `extends` finds its base among them; and rulesets of constructs no shipped ruleset uses
// yet (rule cards and their draft), so that mutants of them are compiled and played too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, rulesetFiles } from "../support/rulesets.js";

/** Constructs no shipped ruleset uses yet, each in a small valid ruleset. */
const CONSTRUCT_SEEDS: Readonly<Record<string, string>> = {
  "fuzz-seeds/rule-draft.stich": `game "Rule draft"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..8
deal 5 each
rule cards 1..30 always 30
draft: each player is offered 2 rule cards and keeps 1, except left of dealer when players = 5, and (if players = 3 then 1 else 0) from the deck
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: active(7) and rank = 8
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks * (if active(3) then 2 else 1) + count(activeRules)
`,
};

/** Path (as in the repository) -> text, for every `rulesets/**\/*.stich`, and the construct seeds. */
export function shippedCorpus(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of rulesetFiles()) out[file] = readFileSync(join(ROOT, file), "utf8");
  return { ...out, ...CONSTRUCT_SEEDS };
}
