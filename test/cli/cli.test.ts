// The `stichwerk` command: exit codes, messages, and the JSON it prints. The first block starts the
// real command (bin/stichwerk.js); the rest run the same code in-process (runCli), which is faster.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "../support/cli.js";
import { assertMatchesSchema } from "../support/schemas.js";

const TINY = "test/cli/fixtures/tiny.stich";
const DOUBLE = "test/cli/fixtures/double.stich";
const BROKEN = "test/cli/fixtures/broken.stich";
const DEADLOCK = "test/cli/fixtures/deadlock.stich";
const MISSING = "test/cli/fixtures/missing.stich";
const TINY_LOG = "test/sim/fixtures/tiny-game.log.json";

const tmp = mkdtempSync(join(tmpdir(), "stichwerk-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** No stack frames ("    at f (file:1:2)") in anything a user sees. */
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+/m);

describe("bin/stichwerk.js", () => {
  it("prints help and exits 0", () => {
    const r = spawnCli(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("usage: stichwerk <command>");
    expect(r.stdout).toContain("simulate <file.stich> --players N");
  });

  it("exits 2 with the usage on a missing command, an unknown command and an unknown option", () => {
    for (const [args, message] of [
      [[], "stichwerk: no command given"],
      [["frobnicate"], 'stichwerk: unknown command "frobnicate"; commands: check, simulate, replay, compare, fmt, rules, sweep, worker'],
      [["simulate", TINY, "--players", "2", "--frobs"], "stichwerk: unknown option --frobs"],
      // Issue 27: a misspelt command or option names the one meant.
      [["simualte", TINY], 'stichwerk: unknown command "simualte"; did you mean "simulate"?; commands: check, simulate, replay, compare, fmt, rules, sweep, worker'],
      [["simulate", TINY, "--players", "2", "--gmaes", "3"], "stichwerk: unknown option --gmaes; did you mean --games?"],
      [["check", TINY, "--wiht", "x.stich"], "stichwerk: unknown option --wiht; did you mean --with?"],
    ] as const) {
      const r = spawnCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.split("\n")[0]).toBe(message);
      expect(r.stderr).toContain("usage: stichwerk");
      expect(r.stdout).toBe("");
    }
  }, 120_000);

  it("checks rulesets: exit 0 and ok lines, exit 1 with located diagnostics, exit 2 for a missing file", () => {
    const ok = spawnCli(["check", TINY, DOUBLE]);
    expect(ok).toMatchObject({ status: 0, stdout: `ok: ${TINY}\nok: ${DOUBLE}\n` });

    const bad = spawnCli(["check", BROKEN]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(new RegExp(`^${BROKEN}:8:\\d+ SW2001 `, "m"));
    expect(bad.stderr).toContain("leed");
    noStack(bad.stderr);

    const missing = spawnCli(["check", MISSING]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`stichwerk: cannot read ${MISSING}: no such file or directory\n`);
  });

  it("simulates with a JSON report that matches its schema, and exits 3 listing failed games", () => {
    const r = spawnCli(["simulate", TINY, "--players", "3", "--games", "20", "--seed", "4", "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown>;
    assertMatchesSchema("simulate-report", report);
    expect(report).toMatchObject({ ruleset: TINY, name: "Tiny", players: 3, seed: 4, games: 20, failures: 0 });

    const failed = spawnCli(["simulate", DEADLOCK, "--players", "2", "--games", "5"]);
    expect(failed.status).toBe(3);
    expect(failed.stdout).toContain("5 games failed:");
    expect(failed.stdout).toMatch(/game 0, seed \d+: \[no-legal-action\] /);
    noStack(failed.stdout + failed.stderr);
  });

  it("replays a hand-written log", () => {
    const r = spawnCli(["replay", TINY, TINY_LOG]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("  trick 1: seat 1 red3, seat 0 red4 -> won by seat 0\n");
    expect(r.stdout).toContain("result: totals 4 0; winner: seat 0\n");
  });

  it("runs from another directory", () => {
    const r = spawnCli(["check", join(process.cwd(), TINY)], tmp);
    expect(r.status).toBe(0);
  });
});

describe("stichwerk check", () => {
  it("checks every file even after a missing one, and exits 2", () => {
    const r = runCli(["check", MISSING, TINY]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe(`ok: ${TINY}\n`);
    expect(r.stderr).toContain(`cannot read ${MISSING}`);
  });

  it("shows a diagnostic in a variant's base file with the base file's line", () => {
    const r = runCli(["check", "test/cli/fixtures/broken-variant.stich"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${BROKEN}:8:37 SW2001 unknown name 'leed'; did you mean 'lead'?\n  winner: highest rank where suit = leed\n${" ".repeat(36)}^^^^\n`);
  });

  it("needs a file, and explains itself with --help", () => {
    expect(runCli(["check"])).toMatchObject({ status: 2 });
    expect(runCli(["check"]).stderr).toContain("check needs at least one ruleset file");
    expect(runCli(["check", "--help"])).toMatchObject({ status: 0, stdout: expect.stringContaining("usage: stichwerk check") });
    expect(runCli(["help", "replay"])).toMatchObject({ status: 0, stdout: expect.stringContaining("usage: stichwerk replay") });
  });
});

describe("stichwerk simulate", () => {
  const sim = (...extra: string[]) => runCli(["simulate", TINY, ...extra]);

  it("prints a text report with one row per seat", () => {
    const r = sim("--players", "2", "--games", "10");
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe(`Tiny (${TINY})`);
    expect(lines[1]).toMatch(/^2 players, 10 games from seed 1: 10 finished, 0 failed, \d+ ms$/);
    expect(lines[2]).toBe("bots: random in every seat; no seat rotation");
    expect(lines[5]).toMatch(/^seat +bot +mean score +95% CI +win rate +95% CI +tricks\/round$/);
    expect(lines[6]).toMatch(/^ {3}0  random +-?\d+\.\d\d +-?\d+\.\d\d \.\. -?\d+\.\d\d +\d+\.\d% +\d+\.\d \.\. \d+\.\d% +\d+\.\d\d$/);
    expect(lines[7]).toMatch(/^ {3}1  random /);
  });

  it("is deterministic: the same seed gives the same report", () => {
    const a = JSON.parse(sim("--players", "4", "--games", "30", "--seed", "9", "--json").stdout) as { elapsedMs: number };
    const b = JSON.parse(sim("--players", "4", "--games", "30", "--seed", "9", "--json").stdout) as { elapsedMs: number };
    expect({ ...a, elapsedMs: 0 }).toEqual({ ...b, elapsedMs: 0 });
  });

  it.each([
    [[], "simulate needs --players N"],
    [["--players", "9"], '--players 9: "Tiny" is for 2 to 4 players'],
    [["--players", "two"], '--players must be a whole number from 1 to 1000, not "two"'],
    [["--players", "2", "--games", "0"], '--games must be a whole number from 1 to 10000000, not "0"'],
    [["--players", "2", "--seed", "-1"], "--seed"],
    [["--players", "2", "--seed", "4294967296"], '--seed must be a whole number from 0 to 4294967295, not "4294967296"'],
    [["--players", "3", "--bots", "random,random"], "--bots lists 2 bots; give one for all seats or one per seat (3)"],
    [["--players", "2", "--bots", "genius"], 'unknown bot "genius"; known bots: greedy, ismcts, random'],
    [["--players"], "option --players needs a value"],
    [["--players", "2", "--json=yes"], "option --json takes no value"],
  ])("rejects %j with exit 2: %s", (args, message) => {
    const r = sim(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe("");
  });

  it("needs exactly one ruleset", () => {
    expect(runCli(["simulate", "--players", "2"]).stderr).toContain("simulate needs a ruleset file");
    expect(runCli(["simulate", TINY, TINY, "--players", "2"]).stderr).toContain("simulate takes one ruleset file");
  });

  it("exits 1 with the diagnostics for a ruleset with errors", () => {
    const r = runCli(["simulate", BROKEN, "--players", "2"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("SW2001");
    expect(r.stdout).toBe("");
  });

  it("keeps stdout one JSON object when games fail, and summarises the failures on stderr", () => {
    const r = runCli(["simulate", DEADLOCK, "--players", "3", "--games", "12", "--json"]);
    expect(r.status).toBe(3);
    const report = JSON.parse(r.stdout) as { failures: number; failureSamples: unknown[] };
    expect(report.failures).toBe(12);
    expect(report.failureSamples).toHaveLength(10);
    expect(r.stderr).toContain("12 games failed (the first 10 shown):");
  });

  it("writes one log per game with --log-dir, and each replays to the same result", () => {
    const dir = join(tmp, "logs");
    const r = sim("--players", "3", "--games", "4", "--seed", "2", "--log-dir", dir);
    expect(r.status).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(4);
    for (const f of files) {
      expect(f).toMatch(/^game-[0-3]-seed-\d+\.json$/);
      const log = JSON.parse(readFileSync(join(dir, f), "utf8")) as { result: unknown; ruleset: string };
      assertMatchesSchema("log", log);
      expect(log.ruleset).toBe(TINY);
      const replay = runCli(["replay", TINY, join(dir, f), "--json"]);
      expect(replay.status).toBe(0);
      const report = JSON.parse(replay.stdout) as { over: boolean; result: unknown };
      assertMatchesSchema("replay-report", report);
      expect(report.over).toBe(true);
      expect(report.result).toEqual(log.result);
    }
  });
});

describe("stichwerk replay", () => {
  const writeLog = (name: string, value: unknown) => {
    const path = join(tmp, name);
    writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
    return path;
  };
  const base = JSON.parse(readFileSync(TINY_LOG, "utf8")) as { actions: unknown[] };

  it("prints the JSON report", () => {
    const r = runCli(["replay", TINY, TINY_LOG, "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { rounds: unknown[]; result: unknown };
    assertMatchesSchema("replay-report", report);
    expect(report.rounds).toHaveLength(2);
    expect(report.result).toEqual({ totals: [4, 0], winners: [0] });
  });

  it("exits 1 naming the log file and the field for a bad log", () => {
    const actions = [...base.actions.slice(0, 3), { seat: 0, play: 4, to: 0 }];
    const path = writeLog("bad-shape.json", { ...base, actions, result: undefined });
    expect(runCli(["replay", TINY, path])).toMatchObject({ status: 1, stderr: `stichwerk: ${path}: actions[3].play: must be string\n` });

    const illegal = writeLog("illegal.json", { ...base, actions: [...base.actions.slice(0, 3), { seat: 1, play: "green4", to: 0 }], result: undefined });
    const r = runCli(["replay", TINY, illegal]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^stichwerk: .*illegal\.json: actions\[3\] \(seat 1 plays green4 to trick 1 \("to": 0\)\): illegal action for seat 1: /);

    expect(runCli(["replay", TINY, writeLog("not-json.json", "{")]).stderr).toMatch(/not-json\.json: log: not valid JSON/);
  });

  it("exits 2 for a missing log or a wrong number of arguments", () => {
    expect(runCli(["replay", TINY, "nope.json"])).toMatchObject({ status: 2, stderr: "stichwerk: cannot read nope.json: no such file or directory\n" });
    const r = runCli(["replay", TINY]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("replay needs a ruleset file and a log file, but got 1 argument(s)");
  });

  it("exits 3 when the ruleset fails during the replay", () => {
    // Deadlock: seat 0 deals, seat 1 leads, and then seat 0 may not follow.
    const stuck = writeLog("stuck.json", {
      format: "stichwerk-log",
      version: 1,
      ruleset: DEADLOCK,
      players: 2,
      seed: 1,
      deals: [{ hands: [["red2", "red3", "red4"], ["red1", "red5", "red6"]] }],
      actions: [{ seat: 1, play: "red1", to: "new" }],
    });
    const r = runCli(["replay", DEADLOCK, stuck]);
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/stuck\.json: the game failed during the replay: \[no-legal-action\] seat 0 holds 3 card\(s\) but no rule lets any of them be played/);
  });
});
