// A/B of two source trees, each side timed in its own process:
//   npm run bench:ab:procs -- DIR_A DIR_B [--only ID,ID] [--greedy NAME,NAME] [--pairs N] [--ms N]
//
// Why: bench/ab.ts runs both trees in one process, and on this host an A/A of two checkouts of one
// commit read 1.03-1.15 there (the tree loaded second ran faster). Here every timing is a fresh
// process that loads one tree only (bench/ab-side.ts): the same warm-up, then the same work, CPU time.
// Processes alternate A B, B A, A B, ... (`--pairs` pairs, default 5), so a drift of the machine's load
// falls on both sides; each pair's ratio is of two processes back to back.
//   - random-bot rows (`--only`, ids of bench/ab-sets.ts, default all): a first process on A measures
//     A's rate and sizes the work to about `--ms` CPU ms (default 4000); every process then plays the
//     same games (seeds 1000...) after 300 untimed ones;
//   - greedy playtests (`--greedy`, file name parts as bench:greedy's --only): one batch per process,
//     the designer's (100 games, greedy seat 0), including its start-up, as the worker plays it.
// Each process's games are digested; a side that plays other games stops the run (an A/B of a change
// that plays other games measures nothing). Prints per row: per-pair B speed / A speed low / median /
// high, and the ratio of the sides' medians (above 1: B is faster). A tree is a checkout with
// node_modules (`git worktree add --detach DIR COMMIT` and a node_modules symlink). Run an A/A of
// two checkouts of one commit beside every A/B: that is the noise floor.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { SETS } from "./ab-sets.js";
import { shipped } from "./greedy-batch.js";

const USAGE = "usage: npm run bench:ab:procs -- DIR_A DIR_B [--only ID,ID] [--greedy NAME,NAME] [--pairs N] [--ms N]";
const HERE = import.meta.dirname;
const ROOT = join(HERE, "..");

interface SideRun {
  readonly cpu: number;
  readonly digest?: string;
  readonly rate?: number;
}

/** Runs bench/ab-side.ts in a fresh process (this tree's tsx) and reads its one JSON line. */
function runSide(args: readonly string[]): SideRun {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(HERE, "ab-side.ts"), ...args], { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 24 });
  const line = r.stdout.trim().split("\n").pop() ?? "";
  if (r.status !== 0 || !line.startsWith("{")) throw new Error(`ab-side ${args.join(" ")} failed (exit ${r.status}):\n${r.stderr.trim()}`);
  return JSON.parse(line) as SideRun;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const spread = (xs: readonly number[], digits: number): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(digits)} / ${median(s).toFixed(digits)} / ${s[s.length - 1]!.toFixed(digits)}`;
};

/** Times one row: `pairs` alternating pairs of processes, each given `args(side dir)`. */
function pairsOf(label: string, dirs: readonly [string, string], pairs: number, args: (dir: string) => string[]): boolean {
  const cpu: [number[], number[]] = [[], []];
  const digests = new Set<string>();
  for (let p = 0; p < pairs; p++) {
    for (const i of p % 2 === 0 ? [0, 1] : [1, 0]) {
      const run = runSide(args(dirs[i]!));
      cpu[i]!.push(run.cpu);
      if (run.digest !== undefined) digests.add(run.digest);
    }
  }
  if (digests.size > 1) {
    console.error(`${label}: the two trees played different games: no A/B`);
    return false;
  }
  const paired = cpu[0].map((a, p) => a / cpu[1][p]!);
  console.log(
    `${label.padEnd(28)} A ${spread(cpu[0], 0)} ms   B ${spread(cpu[1], 0)} ms   ` +
      `B speed / A speed: per pair ${spread(paired, 3)}, medians ${(median(cpu[0]) / median(cpu[1])).toFixed(3)}`,
  );
  return true;
}

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      strict: true,
      options: { only: { type: "string" }, greedy: { type: "string" }, pairs: { type: "string", default: "5" }, ms: { type: "string", default: "4000" } },
    });
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const pairs = Number(values.pairs);
  const ms = Number(values.ms);
  if (positionals.length !== 2 || !Number.isInteger(pairs) || pairs < 1 || !(ms > 0)) {
    console.error(USAGE);
    return 2;
  }
  const dirs = [resolve(positionals[0]!), resolve(positionals[1]!)] as const;
  for (const d of dirs) {
    if (!existsSync(join(d, "bench/games.ts")) || !existsSync(join(d, "node_modules"))) {
      console.error(`${d}: not a Stichwerk tree with node_modules\n${USAGE}`);
      return 2;
    }
  }
  const only = values.only?.split(",").filter((x) => x !== "");
  const unknown = only?.filter((id) => !SETS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) {
    console.error(`unknown row ${unknown.join(", ")} (rows: ${SETS.map((s) => s.id).join(", ")})`);
    return 2;
  }
  const greedy = values.greedy?.split(",").filter((x) => x !== "");
  // Random-bot rows unless only greedy batches were asked for.
  const rows = greedy && !only ? [] : SETS.filter((s) => !only || only.includes(s.id));
  let ok = true;
  for (const s of rows) {
    const rate = runSide([dirs[0], "rate", s.id]).rate!;
    const count = Math.max(50, Math.round(rate * ms));
    ok = pairsOf(`${s.id} (${count} games)`, dirs, pairs, (d) => [d, "games", s.id, String(count)]) && ok;
  }
  const files = greedy ? shipped(dirs[0]).filter((f) => greedy.some((g) => f.includes(g))) : [];
  if (greedy && files.length === 0) {
    console.error(`--greedy ${values.greedy}: no shipped ruleset matches`);
    return 2;
  }
  for (const f of files) ok = pairsOf(`${f} greedy`, dirs, pairs, (d) => [d, "greedy", f]) && ok;
  return ok ? 0 : 1;
}

process.exitCode = main();
