// One side of `npm run bench:ab:procs` (bench/ab-procs.ts starts it; not for use by hand): loads ONE
// tree in a fresh process and times one piece of work, so no other tree's code shares the process
// (bench/ab.ts's in-process A/B showed a loading-order bias of a few percent on this host).
//   tsx bench/ab-side.ts DIR rate ID              games per CPU ms of row ID, after a warm-up (to size the work)
//   tsx bench/ab-side.ts DIR games ID COUNT       COUNT random-bot games of row ID, after a warm-up
//   tsx bench/ab-side.ts DIR greedy FILE          one greedy playtest batch of FILE (as bench:greedy's)
// Prints one JSON line: { cpu } (CPU ms of the timed part) and, for games and greedy, a digest of what
// was played, so the parent can check both trees played the same games.

import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SETS } from "./ab-sets.js";
import { batch, cpuMs, tree } from "./greedy-batch.js";

type Games = typeof import("./games.js");

/** Untimed games before the timed ones: V8 has optimised the engine by then (the same on both sides). */
const WARM_GAMES = 300;

async function main(): Promise<number> {
  const [dirArg, mode, what, countArg] = process.argv.slice(2);
  if (!dirArg || !what || (mode !== "rate" && mode !== "games" && mode !== "greedy")) {
    console.error("usage: tsx bench/ab-side.ts DIR rate|games|greedy ID|FILE [COUNT]");
    return 2;
  }
  const dir = resolve(dirArg);
  if (mode === "greedy") {
    const b = batch(await tree(dir), what, null);
    console.log(JSON.stringify({ cpu: b.cpu, digest: createHash("sha1").update(b.outcome).digest("hex") }));
    return 0;
  }
  const set = SETS.find((s) => s.id === what);
  if (!set) {
    console.error(`no row ${what} (rows: ${SETS.map((s) => s.id).join(", ")})`);
    return 2;
  }
  const games = (await import(pathToFileURL(join(dir, "bench/games.ts")).href)) as Games;
  const ir = games.loadRuleset(set.file, set.cards);
  for (let i = 0; i < WARM_GAMES; i++) games.playCompiled(ir, set.players, 500000 + i, false);
  if (mode === "rate") {
    const t = cpuMs();
    let n = 0;
    while (cpuMs() - t < 1000) games.playCompiled(ir, set.players, 700000 + n++, false);
    console.log(JSON.stringify({ cpu: cpuMs() - t, rate: n / (cpuMs() - t) }));
    return 0;
  }
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`COUNT must be a positive integer, not ${countArg}`);
    return 2;
  }
  const outcomes: ReturnType<Games["playCompiled"]>[] = [];
  const t = cpuMs();
  for (let i = 0; i < count; i++) outcomes.push(games.playCompiled(ir, set.players, 1000 + i, false));
  const cpu = cpuMs() - t;
  const hash = createHash("sha1");
  for (const o of outcomes) hash.update(`${o.roundScores.map((r) => r.join(",")).join("|")}=${o.totals.join(",")};`);
  console.log(JSON.stringify({ cpu, digest: hash.digest("hex") }));
  return 0;
}

process.exitCode = await main();
