// The rule-card sweep (issue 16): every pair of Stich-Meister rule cards 21..60 present in
// rulesets/stich-meister/cards, each with one trump card (1..20 in turn), plays random-bot games at
// 3, 4 or 5 players (in turn); then a seeded sample of 4-card combinations (3 cards of 21..60 and a
// trump card). Any failure (compile error, RuleError, internal error) is listed with its combination,
// player count, seeds and a command that replays it; the exit status is 1 if there was one.
//
//   npm run sweep -- [--games N] [--sample N] [--sample-games N] [--seed N] [--json]
//
// The CI test (test/rulesets/card-sweep.test.ts) runs the same sweep with the figures it can afford.

import { parseArgs } from "node:util";
import { pairCombos, sampleCombos } from "./card-sweep/plan.js";
import { listRuleCards, playCombo, type ComboResult } from "./card-sweep/play.js";

const BASE = "rulesets/stich-meister/base.stich";

const USAGE = `usage: npm run sweep -- [options]
  --games N          games per pair (default 50)
  --sample N         random 4-card combinations after the pairs (default 1000)
  --sample-games N   games per sampled combination (default 50)
  --seed N           sweep seed (default 1)
  --json             print one JSON object instead of text`;

function int(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v)) {
    process.stderr.write(`sweep: --${name} must be a whole number, not "${v}"\n${USAGE}\n`);
    process.exit(2);
  }
  return Number(v);
}

function main(): void {
  let values;
  try {
    ({ values } = parseArgs({ options: { games: { type: "string" }, sample: { type: "string" }, "sample-games": { type: "string" }, seed: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } } }));
  } catch (e) {
    process.stderr.write(`sweep: ${e instanceof Error ? e.message : String(e)}\n${USAGE}\n`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const games = int(values.games, "games", 50);
  const sample = int(values.sample, "sample", 1000);
  const sampleGames = int(values["sample-games"], "sample-games", 50);
  const seed = int(values.seed, "seed", 1);

  const cards = listRuleCards(BASE);
  const pairs = pairCombos(cards, seed);
  const sampled = sampleCombos(cards, sample, seed, pairs.length);
  const start = performance.now();
  const results: ComboResult[] = [];
  const progress = process.stderr.isTTY && !values.json;
  const all = [...pairs.map((c) => [c, games] as const), ...sampled.map((c) => [c, sampleGames] as const)];
  for (const [combo, n] of all) {
    results.push(playCombo(BASE, combo, n));
    if (progress && results.length % 10 === 0) process.stderr.write(`\r${results.length}/${all.length} combinations`);
  }
  if (progress) process.stderr.write("\n");
  const elapsedMs = performance.now() - start;
  const failures = results.flatMap((r) => r.failures);
  const sum = (f: (r: ComboResult) => number, kind?: string) => results.filter((r) => kind === undefined || r.combo.kind === kind).reduce((a, r) => a + f(r), 0);
  const summary = {
    base: BASE,
    seed,
    cards: cards.map((c) => c.number),
    pairs: pairs.length,
    pairGames: sum((r) => r.games, "pair"),
    sample: sampled.length,
    sampleGames: sum((r) => r.games, "sample"),
    failedCombinations: results.filter((r) => r.failures.length > 0).length,
    failures,
    compileMs: Math.round(sum((r) => r.compileMs)),
    playMs: Math.round(sum((r) => r.playMs)),
    elapsedMs: Math.round(elapsedMs),
  };
  if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
  else {
    const lines = [
      `${BASE}: rule cards ${summary.cards.join(" ")}`,
      `  ${summary.pairs} pairs of cards 21..60 (each with a trump card), ${games} games each: ${summary.pairGames} games`,
      `  ${summary.sample} sampled 4-card combinations, ${sampleGames} games each: ${summary.sampleGames} games`,
      `  ${summary.failedCombinations} combinations failed; compile ${summary.compileMs} ms, play ${summary.playMs} ms, total ${summary.elapsedMs} ms`,
      ...failures.map((f) => `  FAIL ${f.kind} ${f.combo} at ${f.players} players: ${f.code}: ${f.message}${f.game !== undefined ? ` (game ${f.game}, seed ${f.gameSeed})` : ""}\n    replay: ${f.repro}`),
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  }
  if (failures.length > 0) process.exitCode = 1;
}

main();
