// Golden rules sheets: `stichwerk rules FILE` for every shipped ruleset (games, variants and every
// Stich-Meister rule card; a variant or a card lists only what differs from its base), as Markdown,
// and as HTML for the games and variants, must match the files in test/golden/rules/. After an
// intended change of the rules or the wording:
//   UPDATE_GOLDEN=1 npx vitest run test/sheet/rules-golden.test.ts
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli.js";

const update = process.env["UPDATE_GOLDEN"] === "1";
const GOLDEN = join(ROOT, "test", "golden", "rules");

function allRulesets(dir = join(ROOT, "rulesets")): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allRulesets(join(dir, e.name)) : e.name.endsWith(".stich") ? [relative(ROOT, join(dir, e.name))] : []))
    .sort();
}

function check(args: readonly string[], golden: string) {
  const r = runCli(["rules", ...args]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  if (update) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(golden, r.stdout);
  }
  expect(existsSync(golden), `missing ${golden}: run with UPDATE_GOLDEN=1 to create it`).toBe(true);
  expect(r.stdout).toBe(readFileSync(golden, "utf8"));
}

describe("rules sheets of the shipped rulesets", () => {
  const files = allRulesets();
  it("covers every shipped ruleset, the rule cards too", () => {
    expect(files.filter((f) => f.includes("/cards/")).length).toBe(60);
    expect(files.length).toBeGreaterThan(60);
  });
  for (const file of files) {
    const name = file.replace(/^rulesets\//, "").replace(/\.stich$/, "").replace(/\//g, "__");
    // A rule card extends its base one folder up: the game's folder is given as the root it may read.
    const root = file.includes("/cards/") ? ["--root", file.replace(/\/cards\/[^/]+$/, "")] : [];
    it(`${file} (Markdown) matches ${name}.md`, () => check([file, ...root], join(GOLDEN, `${name}.md`)));
    if (!file.includes("/cards/")) it(`${file} (HTML) matches ${name}.html`, () => check([file, "--format", "html"], join(GOLDEN, `${name}.html`)));
  }
  it("a combination of rule cards lists what they change (base + cards 10 and 30)", () =>
    check(["rulesets/stich-meister/base.stich", "--with", "cards/10-trump-elevens.stich", "--with", "cards/30-second-highest.stich"], join(GOLDEN, "stich-meister__base+10+30.md")));
});
