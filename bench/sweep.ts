// Benchmark of `stichwerk sweep` (issue 28): sweep throughput on this machine's worker pool against
// the BullMQ queue with 1, 2 and 4 `stichwerk worker` processes, so the queue's overhead is a figure.
//
//   npx tsx bench/sweep.ts [--cells N] [--games N] [--pool-workers N] [--json]
//
// Every run plays the same sweep (Stich-Meister's base and N pairs of cards 21-60 with a trump card,
// 4 players, random bots) from an empty result store; the queue runs use a redis-server of their own
// on a free loopback port (flushed between runs) and workers with one job at a time each. The time is
// the report's timing.elapsedMs (from the first cell handed out to the last result, the CLI's start
// and the compiling of the cells excluded). Each run's report must equal the pool's (timing aside).

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";

const ROOT = join(import.meta.dirname, "..");
const BIN = join(ROOT, "bin", "stichwerk.js");
const { values } = parseArgs({
  options: { cells: { type: "string" }, games: { type: "string" }, "pool-workers": { type: "string" }, json: { type: "boolean" } },
});
const pairs = Number(values.cells ?? 24);
const games = Number(values.games ?? 100);
const poolWorkers = Number(values["pool-workers"] ?? availableParallelism());

const dir = mkdtempSync(join(tmpdir(), "stichwerk-bench-sweep-"));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
};
process.on("exit", cleanup);

// The first `pairs` pairs of cards 21-60, in the order the shipped pairs sweep has them.
const sets: number[][] = [];
for (let i = 21; i <= 60 && sets.length < pairs; i++) for (let j = i + 1; j <= 60 && sets.length < pairs; j++) sets.push([i, j]);
const spec = join(dir, "bench.json");
writeFileSync(spec, JSON.stringify({ name: "bench", base: relative(dir, join(ROOT, "rulesets/stich-meister/base.stich")), cards: { sets, with: { of: "1-20" } }, players: [4], games, seed: 1 }));

interface Run {
  readonly label: string;
  readonly elapsedMs: number;
  readonly cells: number;
  readonly cellsPerSec: number;
  readonly gamesPerSec: number;
}

function sweep(label: string, extra: string[]): { run: Run; report: Record<string, unknown> } {
  const out = join(dir, `${label.replace(/\W+/g, "-")}.json`);
  const r = spawnSync(process.execPath, [BIN, "sweep", spec, "--out", out, "--store", join(dir, `store-${label.replace(/\W+/g, "-")}`), ...extra], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${label}: sweep exited ${r.status}\n${r.stderr}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as { timing: { elapsedMs: number; cellsPlayed: number }; summary: { games: number } };
  const s = report.timing.elapsedMs / 1000;
  return {
    run: { label, elapsedMs: report.timing.elapsedMs, cells: report.timing.cellsPlayed, cellsPerSec: report.timing.cellsPlayed / s, gamesPerSec: report.summary.games / s },
    report: { ...report, timing: null },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function startWorker(url: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [BIN, "worker", "--queue", url, "--concurrency", "1"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  children.push(proc);
  return new Promise((resolve, reject) => {
    let text = "";
    proc.stdout!.on("data", (c: Buffer) => {
      text += c.toString();
      if (text.includes("worker ready")) resolve(proc);
    });
    proc.on("exit", (code) => reject(new Error(`worker exited ${code}`)));
  });
}

const runs: Run[] = [];
const pool = sweep(`pool, ${poolWorkers} threads`, ["--workers", String(poolWorkers)]);
runs.push(pool.run);

const port = await freePort();
const redis = spawn("/usr/bin/redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
children.push(redis);
await new Promise((r) => setTimeout(r, 500));
const url = `redis://127.0.0.1:${port}`;
const client = new Redis(port, "127.0.0.1");
for (const n of [1, 2, 4]) {
  await client.flushall();
  const workers = await Promise.all(Array.from({ length: n }, () => startWorker(url)));
  const q = sweep(`queue, ${n} worker${n > 1 ? "s" : ""}`, ["--queue", url]);
  runs.push(q.run);
  for (const w of workers) w.kill("SIGTERM");
  if (JSON.stringify(q.report) !== JSON.stringify(pool.report)) throw new Error(`the report of ${q.run.label} differs from the pool's`);
}
client.disconnect();

if (values.json) console.log(JSON.stringify({ cells: pairs + 1, gamesPerCell: games, cores: availableParallelism(), runs }, null, 2));
else {
  console.log(`sweep of ${pairs + 1} cells (Stich-Meister base + ${pairs} card pairs with a trump card), ${games} random games per cell, 4 players; ${availableParallelism()} cores`);
  for (const r of runs) console.log(`  ${r.label.padEnd(22)} ${(r.elapsedMs / 1000).toFixed(1).padStart(7)} s  ${r.cellsPerSec.toFixed(2).padStart(6)} cells/s  ${Math.round(r.gamesPerSec).toString().padStart(6)} games/s`);
  console.log("every report equal to the pool's (timing aside)");
}
process.exit(0);
