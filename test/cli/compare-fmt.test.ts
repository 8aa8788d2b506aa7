// `stichwerk compare` and `stichwerk fmt`, in-process through run() (and one real process each).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "../support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "stichwerk-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("stichwerk compare", () => {
  it("names the significant differences of Mild against Classic", () => {
    const r = runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "4", "--games", "100"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("A: Sticheln Classic (rulesets/sticheln/classic.stich)");
    expect(r.stdout).toContain("100 deals paired");
    expect(r.stdout).toMatch(/^mean score, all seats .* \*$/m);
    expect(r.stdout).toMatch(/^rounds per game .*0 \.\. 0$/m);
  });

  it("prints the library's report as JSON", () => {
    const r = runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/classic.stich", "--players", "3", "--games", "30", "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { pairedDeals: number; differences: { difference: number; significant: boolean }[] };
    expect(report.pairedDeals).toBe(30);
    expect(report.differences.every((d) => d.difference === 0 && !d.significant)).toBe(true);
  });

  it("rejects a wrong command line with the usage (exit 2)", () => {
    expect(runCli(["compare", "rulesets/sticheln/classic.stich", "--players", "4"])).toMatchObject({ status: 2, stderr: expect.stringContaining("compare takes two ruleset files") });
    expect(runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich"])).toMatchObject({ status: 2, stderr: expect.stringContaining("--players") });
    expect(runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "9"]).status).toBe(2);
    expect(runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "4", "--bots", "grredy"]).stderr).toContain("grredy");
  });

  it("runs as the real command", () => {
    const r = spawnCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/hazy.stich", "--players", "3", "--games", "12"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("B: ");
  });
});

describe("stichwerk fmt", () => {
  it("formats a file in place and says so; a second run changes nothing", () => {
    const file = join(dir, "messy.stich");
    writeFileSync(file, 'game "T"\nplayers 3..4\nsuits red blue\ndeck red blue 0..9\nscore:count( won )\n');
    expect(runCli(["fmt", file])).toMatchObject({ status: 0, stdout: `formatted: ${file}\n` });
    expect(readFileSync(file, "utf8")).toContain("score: count(won)\n");
    expect(runCli(["fmt", file])).toMatchObject({ status: 0, stdout: `unchanged: ${file}\n` });
  });

  it("--check changes nothing and exits 1 when a file is not formatted; the shipped rulesets pass", () => {
    const file = join(dir, "check.stich");
    writeFileSync(file, "score:1\n");
    expect(runCli(["fmt", "--check", file])).toMatchObject({ status: 1, stdout: `not formatted: ${file}\n` });
    expect(readFileSync(file, "utf8")).toBe("score:1\n");
    const shipped = spawnCli(["fmt", "--check", "rulesets/sticheln/classic.stich", "rulesets/sticheln/delayed.stich", "rulesets/stichling/stichling.stich"]);
    expect(shipped).toMatchObject({ status: 0, stdout: "" });
  });

  it("leaves a file it cannot tokenise alone, saying where (exit 1), and reports unreadable files (exit 2)", () => {
    const file = join(dir, "bad.stich");
    writeFileSync(file, "score: 1 @\n");
    const r = runCli(["fmt", file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}:1:10`);
    expect(readFileSync(file, "utf8")).toBe("score: 1 @\n");
    expect(runCli(["fmt", join(dir, "missing.stich")]).status).toBe(2);
  });
});
