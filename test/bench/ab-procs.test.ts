// bench:ab:procs (bench/ab-procs.ts): each side in its own process, the same games on both sides.
// Not timed: a tiny run checks that the tool runs end to end, that one tree named twice plays the
// same games (the digests agree), and that misuse gets the usage line and exit 2.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "bench/ab-procs.ts"), ...args], { cwd: ROOT, encoding: "utf8" });

describe("bench:ab:procs", () => {
  it("times a row in separate processes and finds the same games on both sides", () => {
    const r = run(ROOT, ROOT, "--only", "classic", "--pairs", "1", "--ms", "20");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^classic \(\d+ games\) +A \d+ \/ \d+ \/ \d+ ms +B .* per pair [\d.]+ \/ [\d.]+ \/ [\d.]+, medians [\d.]+$/m);
  }, 60_000);

  it("answers misuse with the usage line and exit 2", () => {
    for (const args of [[ROOT], [ROOT, ROOT, "--pairs", "0"], [ROOT, ROOT, "--only", "nope"], [ROOT, ROOT, "--bogus"]]) {
      const r = run(...args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/usage: npm run bench:ab:procs|unknown row nope/);
    }
  }, 60_000);
});
