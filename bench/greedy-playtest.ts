// The designer's greedy playtest in Node: `npm run bench:greedy -- [DIR_A [DIR_B]] [--only NAMES] [--runs N]`.
//
// Exactly what the playtest worker runs for `npm run bench:editor -- --only greedy` (editor/bench/
// bench-editor.ts, editor/src/sim/worker.ts): every shipped ruleset, the page's player count nearest
// to 4, 100 games from seed 1, the line-up greedy at seat 0 and random elsewhere (rotated, as the lab
// does), played chunk by chunk through planSimulation/runSimulationChunk with getBot's bots; without
// Chromium, so the engine and the bot can be measured and profiled alone. Time is the process's CPU
// time (the machine is shared). With two trees (checkouts with node_modules), both run in one process,
// each ruleset alternately (A first in even runs, B first in odd ones), and each batch's aggregate is
// compared: a change that should draw the same worlds must play the same games.
// `--only` takes file name parts (comma-separated: `game.stich,skat,was-sticht.stich`). `--stats`
// also counts what drawing the greedy seat's worlds cost (view/sample.ts SampleStats: worlds, draws,
// trades tried and undone, worlds that needed a trade; per batch, the last run's): the same bot, told
// to count, so the same games. Each draw and each trade is a replay of the round, but for worlds of
// secret values (view/secret-worlds.ts), whose draws are of value combinations, each replayed once.

import { resolve } from "node:path";
import { batch, shipped, tree, type Stats, statsText } from "./greedy-batch.js";

const USAGE = "usage: npm run bench:greedy -- [DIR_A [DIR_B]] [--only NAME,NAME] [--runs N] [--stats]";

const spreadOf = (xs: readonly number[], digits: number): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(digits)} / ${s[Math.floor((s.length - 1) / 2)]!.toFixed(digits)} / ${s[s.length - 1]!.toFixed(digits)}`;
};
const spread = (xs: readonly number[]): string => spreadOf(xs, 0);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dirs: string[] = [];
  let only: string[] | null = null;
  let runs = 1;
  let counting = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--only") only = (args[++i] ?? "").split(",").filter((x) => x !== "");
    else if (a === "--runs") runs = Number(args[++i]);
    else if (a === "--stats") counting = true;
    else if (a.startsWith("-")) return (console.error(USAGE), 2);
    else dirs.push(resolve(a));
  }
  if (dirs.length > 2 || !Number.isInteger(runs) || runs < 1) return (console.error(USAGE), 2);
  if (dirs.length === 0) dirs.push(resolve(import.meta.dirname, ".."));
  const trees = await Promise.all(dirs.map(tree));
  const files = shipped(trees[0]!.dir).filter((f) => !only || only.some((o) => f.includes(o)));
  const label = (i: number) => (trees.length === 1 ? "" : i === 0 ? "A " : "B ");
  const sums = trees.map(() => 0);
  for (const file of files) {
    const cpu = trees.map((): number[] => []);
    let players = 0;
    const counts: (Stats | null)[] = trees.map(() => null);
    for (let r = 0; r < runs; r++) {
      const outcomes: string[] = [];
      const order = r % 2 === 0 ? trees.map((_, i) => i) : trees.map((_, i) => i).reverse();
      for (const i of order) {
        const stats: Stats | null = counting ? { samples: 0, draws: 0, repairs: 0, undone: 0, repaired: 0, blamedTrades: 0 } : null;
        const b = batch(trees[i]!, file, stats);
        counts[i] = stats;
        cpu[i]!.push(b.cpu);
        outcomes[i] = b.outcome;
        players = b.players;
      }
      if (trees.length === 2 && outcomes[0] !== outcomes[1]) console.log(`${file}: the two trees played different games (run ${r + 1})`);
    }
    const parts = cpu.map((xs, i) => `${label(i)}${spread(xs)} ms`);
    const ratio = trees.length === 2 ? `  B speed / A speed ${(median(cpu[0]!) / median(cpu[1]!)).toFixed(2)}` : "";
    // Also per run (A and B batches back to back, so under the same load): the shared machine's load
    // drifts over minutes, and the paired ratios' median is steadier than the medians' ratio.
    const paired = trees.length === 2 ? cpu[0]!.map((a, r) => a / cpu[1]![r]!) : [];
    console.log(`${file.padEnd(42)} ${players}p  CPU low / median / high  ${parts.join("   ")}${ratio}`);
    if (paired.length > 0) console.log(`  per run, B speed / A speed low / median / high  ${spreadOf(paired, 3)}`);
    cpu.forEach((xs, i) => (sums[i]! += median(xs)));
    counts.forEach((c, i) => c && console.log(`  ${label(i)}greedy seat's sampler: ${statsText(c)}`));
  }
  console.log(`sum of medians: ${sums.map((s, i) => `${label(i)}${(s / 1000).toFixed(1)} s`).join("   ")}`);
  return 0;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

process.exitCode = await main();
