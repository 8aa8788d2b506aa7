// `stichwerk simulate` as the command runs it (runAsync: worker threads, progress bar): the report
// does not depend on the number of workers, the JSON matches its schema, the progress bar appears
// only on a terminal and never with --json, and command-line mistakes exit 2 with the usage.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { runAsync } from "../../src/cli/run.js";
import { simulateCommandAsync } from "../../src/cli/cmd-simulate.js";
import { nodeIo, type Io } from "../../src/cli/io.js";
import type { ProgressStream } from "../../src/cli/simulate-progress.js";
import { ROOT, runCli, spawnCli, type CliRun } from "../support/cli.js";
import { assertMatchesSchema } from "../support/schemas.js";

const TINY = "test/cli/fixtures/tiny.stich";
const DEADLOCK = "test/cli/fixtures/deadlock.stich";

const tmp = mkdtempSync(join(tmpdir(), "stichwerk-simulate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function capture(): { io: Io; out: () => string; err: () => string } {
  if (process.cwd() !== ROOT) throw new Error(`run the tests from the repository root (${ROOT}), not ${process.cwd()}`);
  let stdout = "";
  let stderr = "";
  return { io: { ...nodeIo(), out: (t) => void (stdout += t), err: (t) => void (stderr += t) }, out: () => stdout, err: () => stderr };
}

/** runAsync() in this process, with captured output (the progress bar goes nowhere: stderr is captured). */
async function runAsyncCli(args: readonly string[]): Promise<CliRun> {
  const c = capture();
  const status = await runAsync(args, c.io);
  return { status, stdout: c.out(), stderr: c.err() };
}

/** A stream that says it is a terminal and keeps what is written to it. */
function fakeTerminal(): ProgressStream & { text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      text += chunk.toString();
      done();
    },
  }) as Writable & { isTTY: boolean; columns: number; text: () => string };
  stream.isTTY = true;
  stream.columns = 100;
  stream.text = () => text;
  return stream;
}

const json = (r: CliRun) => {
  const { elapsedMs, ...rest } = JSON.parse(r.stdout) as { elapsedMs: number };
  expect(typeof elapsedMs).toBe("number");
  return rest;
};

describe("stichwerk simulate in worker threads", () => {
  const args = ["simulate", TINY, "--players", "3", "--games", "300", "--seed", "5", "--bots", "greedy,random,random", "--json"];

  it("gives the same report with 1, 2 and 3 workers, and in this thread (run)", async () => {
    const one = await runAsyncCli([...args, "--workers", "1"]);
    const two = await runAsyncCli([...args, "--workers", "2"]);
    const three = await runAsyncCli([...args, "--workers", "3"]);
    for (const r of [one, two, three]) expect(r).toMatchObject({ status: 0, stderr: "" });
    const report = json(one);
    expect(report).toMatchObject({ rotate: true, deals: 100, games: 300, failures: 0 });
    expect(json(two)).toEqual(report);
    expect(json(three)).toEqual(report);
    expect(json(runCli(args))).toEqual(report);
  });

  it("gives the same failures from workers, and writes the same game logs", async () => {
    const failing = ["simulate", DEADLOCK, "--players", "2", "--games", "40", "--json"];
    const one = await runAsyncCli([...failing, "--workers", "1"]);
    const two = await runAsyncCli([...failing, "--workers", "2"]);
    expect(one.status).toBe(3);
    expect(two.status).toBe(3);
    expect(json(two)).toEqual(json(one));
    expect(two.stderr).toContain("40 games failed (the first 10 shown):");

    const logs = (workers: string) => {
      const dir = join(tmp, `logs-${workers}`);
      return { dir, args: ["simulate", TINY, "--players", "2", "--games", "70", "--bots", "greedy,random", "--log-dir", dir, "--workers", workers] };
    };
    const a = logs("1");
    const b = logs("2");
    expect((await runAsyncCli(a.args)).status).toBe(0);
    expect((await runAsyncCli(b.args)).status).toBe(0);
    const files = readdirSync(a.dir).sort();
    expect(files).toHaveLength(70);
    expect(readdirSync(b.dir).sort()).toEqual(files);
    for (const f of files.slice(0, 5)) expect(readFileSync(join(b.dir, f), "utf8")).toBe(readFileSync(join(a.dir, f), "utf8"));
  });

  it("works from the real command (bin/stichwerk.js) too", () => {
    const r = spawnCli([...args, "--workers", "2"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(""); // no progress bar: stderr is a pipe here
    assertMatchesSchema("simulate-report", JSON.parse(r.stdout));
    expect(json(r)).toEqual(json(runCli(args)));
  });
});

describe("stichwerk simulate --json", () => {
  it("matches the schema, rotated or not, with failures or not", async () => {
    for (const extra of [[], ["--bots", "greedy,random"], ["--bots", "greedy,random", "--no-rotate"]]) {
      const r = await runAsyncCli(["simulate", TINY, "--players", "2", "--games", "30", "--json", ...extra]);
      expect(r.status).toBe(0);
      assertMatchesSchema("simulate-report", JSON.parse(r.stdout));
    }
    const failed = await runAsyncCli(["simulate", DEADLOCK, "--players", "2", "--games", "5", "--json"]);
    expect(failed.status).toBe(3);
    assertMatchesSchema("simulate-report", JSON.parse(failed.stdout));
  });

  it("turns rotation on for mixed line-ups, and --rotate / --no-rotate decide otherwise", async () => {
    const report = async (...extra: string[]) =>
      JSON.parse((await runAsyncCli(["simulate", TINY, "--players", "2", "--games", "10", "--json", ...extra])).stdout) as { rotate: boolean; deals: number };
    expect(await report()).toMatchObject({ rotate: false, deals: 10 });
    expect(await report("--bots", "greedy,random")).toMatchObject({ rotate: true, deals: 5 });
    expect(await report("--bots", "greedy,random", "--no-rotate")).toMatchObject({ rotate: false, deals: 10 });
    expect(await report("--rotate")).toMatchObject({ rotate: true, deals: 5 });
  });
});

describe("the text report", () => {
  it("has a table per bot for a mixed line-up, one per seat, the game length and a histogram", async () => {
    const r = await runAsyncCli(["simulate", TINY, "--players", "3", "--games", "31", "--bots", "greedy,random,random", "--workers", "1"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe(`Tiny (${TINY})`);
    expect(lines[1]).toMatch(/^3 players, 33 games from seed 1: 33 finished, 0 failed, \d+ ms$/);
    expect(lines[2]).toBe("bots: by seat greedy, random, random; seat rotation: 11 deals, each played 3 times, the bots one seat on each time (31 rounded up to whole deals)");
    expect(r.stdout).toMatch(/^bot +seats +mean score +95% CI +win rate +95% CI$/m);
    expect(r.stdout).toMatch(/^greedy +1 +-?\d+\.\d\d +-?\d+\.\d\d \.\. -?\d+\.\d\d +\d+\.\d% +\d+\.\d \.\. \d+\.\d%$/m);
    expect(r.stdout).toMatch(/^random +2 /m);
    expect(r.stdout).toMatch(/^seat +mean score +95% CI +win rate +95% CI +tricks\/round$/m);
    expect(r.stdout).toContain("game length: 2 rounds, 4 tricks, 18 decisions per game");
    expect(r.stdout).toContain("final scores (99: every seat of every finished game)");
    expect(r.stdout).toMatch(/^ {2}0 {2}█+.* +\d+\.\d%$/m);
  });

  it("names the bot of each seat without rotation", async () => {
    const r = await runAsyncCli(["simulate", TINY, "--players", "2", "--games", "10"]);
    expect(r.stdout).toContain("bots: random in every seat; no seat rotation");
    expect(r.stdout).toMatch(/^seat +bot +mean score/m);
    expect(r.stdout).toMatch(/^ {3}0 +random +/m);
    expect(r.stdout).not.toMatch(/^bot +seats/m);
  });
});

describe("the progress bar", () => {
  const base = ["simulate", TINY, "--players", "2", "--games", "200", "--workers", "2"] as const;

  it("is drawn on a terminal and cleared before the report", async () => {
    const term = fakeTerminal();
    const c = capture();
    expect(await simulateCommandAsync(base.slice(1), c.io, term)).toBe(0);
    expect(term.text()).toMatch(/\d+% \| \d+\/200 games/);
    expect(term.text()).toContain("200/200 games");
    expect(c.out()).toMatch(/^Tiny/);
  });

  it("is never drawn with --json, nor when stderr is not a terminal", async () => {
    const term = fakeTerminal();
    const c = capture();
    expect(await simulateCommandAsync([...base.slice(1), "--json"], c.io, term)).toBe(0);
    expect(term.text()).toBe("");
    expect(c.err()).toBe("");
    const piped = spawnCli([...base]);
    expect(piped.status).toBe(0);
    expect(piped.stderr).toBe("");
  });
});

describe("simulate command-line mistakes", () => {
  it.each([
    [["--players", "3", "--bots", "random,random"], "--bots lists 2 bots; give one for all seats or one per seat (3)"],
    [["--players", "2", "--bots", "genius"], 'unknown bot "genius"; known bots: '],
    [["--players", "2", "--bots", "random,genius"], 'unknown bot "genius"'],
    [["--players", "2", "--bots", "ismcts:lots"], 'bad bot "ismcts:lots"'],
    [["--players", "2", "--workers", "0"], '--workers must be a whole number from 1 to 256, not "0"'],
    [["--players", "2", "--workers", "two"], '--workers must be a whole number from 1 to 256, not "two"'],
    [["--players", "2", "--rotate", "--no-rotate"], "give --rotate or --no-rotate, not both"],
  ])("rejects %j with exit 2 and the usage: %s", async (extra, message) => {
    for (const r of [await runAsyncCli(["simulate", TINY, ...extra]), runCli(["simulate", TINY, ...extra])]) {
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain("usage: stichwerk simulate");
      expect(r.stdout).toBe("");
    }
  });
});
