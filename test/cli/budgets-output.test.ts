// Issue 22, item 5: every budget capped with a usage error past its cap; output errors (a full disk,
// a closed pipe) with their own exit code (5) and no stack trace; `fmt` keeps a linked ruleset a link.
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, openSync, closeSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, ROOT, runCli } from "../support/cli.js";
import { ISMCTS_MAX_ITERATIONS, ISMCTS_MAX_TIME_MS } from "../../src/bots/registry.js";

const TINY = "test/cli/fixtures/tiny.stich";
const tmp = mkdtempSync(join(tmpdir(), "stichwerk-budgets-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("budgets past their caps are usage errors", () => {
  for (const [what, args, says] of [
    ["ismcts iterations", ["--bots", `ismcts:${ISMCTS_MAX_ITERATIONS + 1}`], `the number of iterations must be a whole number from 1 to ${ISMCTS_MAX_ITERATIONS}`],
    ["ismcts:999999999999 (the issue's)", ["--bots", "ismcts:999999999999"], `from 1 to ${ISMCTS_MAX_ITERATIONS}, not 999999999999`],
    ["an ismcts time limit", ["--bots", `ismcts:${ISMCTS_MAX_TIME_MS + 1}ms`], `the time limit in ms must be a whole number from 1 to ${ISMCTS_MAX_TIME_MS}`],
    ["both", ["--bots", `ismcts:10/${ISMCTS_MAX_TIME_MS + 1}ms`], "the time limit in ms"],
    ["--games past its cap", ["--games", "99999999999"], '--games must be a whole number from 1 to 10000000, not "99999999999"'],
    ["--games -1", ["--games", "-1"], '--games must be a whole number from 1 to 10000000, not "-1"'],
    ["--seed -5", ["--seed", "-5"], '--seed must be a whole number from 0 to 4294967295, not "-5"'],
  ] as const) {
    it(`${what}: exit 2 with the cap in the message`, () => {
      const r = runCli(["simulate", TINY, "--players", "2", "--games", "2", ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(says);
      expect(r.stdout).toBe("");
    });
  }

  it("the caps themselves are accepted", () => {
    expect(runCli(["simulate", TINY, "--players", "2", "--games", "1", "--bots", `ismcts:1/${ISMCTS_MAX_TIME_MS}ms`]).status).toBe(0);
  });
});

describe("output that cannot be written", () => {
  it.runIf(existsSync("/dev/full"))("a full disk (> /dev/full): exit 5, one line, no stack trace", () => {
    const full = openSync("/dev/full", "w");
    try {
      const r = spawnSync(process.execPath, [BIN, "check", TINY], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", full, "pipe"] });
      expect(r.status).toBe(5);
      expect(r.stderr).toBe("stichwerk: cannot write the output: no space left on the device (ENOSPC)\n");
    } finally {
      closeSync(full);
    }
  }, 60_000);

  it("a closed pipe (| true): exit 5, no stack trace", () => {
    // `true` exits without reading: the command writes into a pipe whose reader is gone (EPIPE).
    const r = spawnSync("bash", ["-c", `"${process.execPath}" "${BIN}" --help | true; exit \${PIPESTATUS[0]}`], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(5);
    expect(r.stderr).toBe("stichwerk: cannot write the output: the reader of the output has gone (a closed pipe) (EPIPE)\n");
  }, 60_000);
});

describe("fmt and links", () => {
  it("a linked ruleset stays a link: its target is written, atomically", () => {
    const target = join(tmp, "real.stich");
    const link = join(tmp, "link.stich");
    writeFileSync(target, readFileSync(TINY, "utf8").replace(/\n/g, "   \n"));
    symlinkSync(target, link);
    const r = runCli(["fmt", link]);
    expect(r).toMatchObject({ status: 0, stdout: `formatted: ${link}\n` });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, "utf8")).toBe(readFileSync(TINY, "utf8"));
  });
});
