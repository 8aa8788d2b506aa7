// Issue 27: a shipped ruleset's comments point only to what a user has. Every path a comment names
// is a file of the repository (docs/rules/..., another ruleset), never one outside it (../shared).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const files = readdirSync("rulesets", { recursive: true }).map(String).filter((f) => f.endsWith(".stich"));

describe("shipped ruleset comments", () => {
  it.each(files)("%s names no path a user does not have", (f) => {
    const comments = readFileSync(join("rulesets", f), "utf8").split("\n").filter((l) => l.trimStart().startsWith("#"));
    const paths = comments.flatMap((l) => [...l.matchAll(/(?:\.\.\/|\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:md|stich|txt)/g)].map((m) => m[0]));
    for (const p of paths) {
      expect(p.startsWith("../") || p.startsWith("/"), `${f}: ${p}`).toBe(false);
      const there = existsSync(p) || existsSync(join("rulesets", f, "..", p));
      expect(there, `${f} names ${p}, which is not in the repository`).toBe(true);
    }
  });
});
