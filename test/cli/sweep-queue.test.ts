// stichwerk sweep --queue: Debian's redis-server on a free loopback port (started and killed here),
// two `stichwerk worker` processes, one of them killed mid-job. The sweep still completes, and its
// report equals the one played on this machine's worker pool (timing aside).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SweepReport } from "../../src/index.js";
import { runAsync } from "../../src/cli/run.js";
import { nodeIo, type Io } from "../../src/cli/io.js";
import { BIN, ROOT } from "../support/cli.js";

const REDIS = "/usr/bin/redis-server";
const dir = mkdtempSync(join(tmpdir(), "stichwerk-queue-"));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = connect(port, "127.0.0.1", () => (c.end(), resolve(true)));
      c.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A `stichwerk worker` process; `lines` collects what it prints. */
function startWorker(url: string): { proc: ChildProcess; lines: string[]; waitFor: (re: RegExp, ms: number) => Promise<string> } {
  const proc = spawn(process.execPath, [BIN, "worker", "--queue", url, "--concurrency", "1", "--lock-ms", "1000"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  children.push(proc);
  const lines: string[] = [];
  const waiters: { re: RegExp; resolve: (line: string) => void }[] = [];
  let buffer = "";
  proc.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of waiters.filter((x) => x.re.test(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  proc.stderr!.on("data", (chunk: Buffer) => lines.push(`stderr: ${chunk.toString().trimEnd()}`));
  const waitFor = (re: RegExp, ms: number) => {
    const seen = lines.find((l) => re.test(l));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no line matching ${re} within ${ms} ms:\n${lines.join("\n")}`)), ms);
      waiters.push({ re, resolve: (l) => (clearTimeout(timer), resolve(l)) });
    });
  };
  return { proc, lines, waitFor };
}

async function sweep(args: readonly string[]) {
  let stdout = "";
  let stderr = "";
  const io: Io = { ...nodeIo(), out: (t) => void (stdout += t), err: (t) => void (stderr += t) };
  const status = await runAsync(["sweep", ...args], io);
  return { status, stdout, stderr };
}

let url = "";
beforeAll(async () => {
  if (!existsSync(REDIS)) throw new Error(`${REDIS} is missing: .ci/run installs Debian's redis-server`);
  const port = await freePort();
  const redis = spawn(REDIS, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  children.push(redis);
  await waitForPort(port, 10_000);
  url = `redis://127.0.0.1:${port}`;
});

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("stichwerk sweep --queue", () => {
  const spec = join(dir, "cards.json");
  writeFileSync(
    spec,
    JSON.stringify({
      name: "queue test",
      base: relative(dir, join(ROOT, "rulesets/stich-meister/base.stich")),
      cards: { sets: [[30, 58], [21, 36], [42, 56], [47, 59]], with: { of: "1-20" } },
      players: [4],
      games: 16,
      seed: 11,
    }),
  );

  it("two workers, one killed mid-job: the sweep completes with the local pool's report", async () => {
    const local = await sweep([spec, "--out", join(dir, "local.json"), "--store", join(dir, "store-local"), "--workers", "2"]);
    expect(local.status, local.stderr).toBe(0);
    const a = startWorker(url);
    const b = startWorker(url);
    await Promise.all([a.waitFor(/^worker ready/, 30_000), b.waitFor(/^worker ready/, 30_000)]);
    const queued = sweep([spec, "--out", join(dir, "queue.json"), "--store", join(dir, "store-queue"), "--queue", url]);
    // Kill whichever worker starts a job first, in the middle of it.
    const first = await Promise.race([a.waitFor(/^job \S+ started/, 30_000).then((l) => ({ w: a, other: b, l })), b.waitFor(/^job \S+ started/, 30_000).then((l) => ({ w: b, other: a, l }))]);
    first.w.proc.kill("SIGKILL");
    const job = /^job (\S+) started/.exec(first.l)![1]!;
    const r = await queued;
    expect(r.status, r.stderr).toBe(0);
    // The killed worker's job was played again by the other.
    expect(first.other.lines).toContain(`job ${job} done`);
    expect(first.w.lines).not.toContain(`job ${job} done`);
    const fromQueue = JSON.parse(readFileSync(join(dir, "queue.json"), "utf8")) as SweepReport;
    const fromPool = JSON.parse(readFileSync(join(dir, "local.json"), "utf8")) as SweepReport;
    expect(fromQueue.timing).toMatchObject({ mode: "queue", cellsPlayed: 5 });
    expect({ ...fromQueue, timing: null }).toEqual({ ...fromPool, timing: null });
    first.other.proc.kill("SIGTERM");
  }, 120_000);
});
