// A log carries the ruleset's identity (name, digests of its text and of its compiled rules, the rule
// cards in force): replaying it with other cards or against another ruleset is refused with a message
// that says what differs (exit 1), never an unrelated "not seat 2's turn"; a log that records its cards
// replays without repeating --with; a log without these fields (written by hand) replays against
// whatever the command line gives. docs/log-format.md.
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli.js";
import { assertMatchesSchema } from "../support/schemas.js";

const BASE = "rulesets/stich-meister/base.stich";
const CARD22 = "cards/22-pass-three-right.stich";
const CARD28 = "cards/28-forced-trumping.stich";
const tmp = mkdtempSync(join(tmpdir(), "stichwerk-identity-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** One random-bot game's log, written by `simulate --log-dir` with these cards in force. */
function simulateLog(name: string, file: string, cards: readonly string[]): { path: string; log: Record<string, unknown> } {
  const dir = join(tmp, name);
  const r = runCli(["simulate", file, "--players", "4", "--games", "1", "--seed", "5", "--bots", "random", ...cards.flatMap((c) => ["--with", c]), "--log-dir", dir, "--json"]);
  expect(r.status, r.stderr).toBe(0);
  const [only] = readdirSync(dir);
  const path = join(dir, only!);
  return { path, log: JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown> };
}

const IDENTITY = ["name", "sourceDigest", "with", "ruleCards", "irDigest"];

describe("a log's identity", () => {
  let withCards: { path: string; log: Record<string, unknown> };
  beforeAll(() => {
    withCards = simulateLog("cards", BASE, [CARD22, CARD28]);
  });

  it("is written by simulate --log-dir: name, digests, the --with list in order, the cards in force", () => {
    const { log } = withCards;
    assertMatchesSchema("log", log);
    expect(log).toMatchObject({ name: "Stich-Meister", with: [CARD22, CARD28], ruleCards: [22, 28] });
    expect(log.sourceDigest).toBe(`sha256:${sha256Hex(readFileSync(join(ROOT, BASE), "utf8"))}`);
    expect(log.irDigest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The identity comes before the game, so a person reads it first.
    expect(Object.keys(log).slice(0, 9)).toEqual(["format", "version", "ruleset", ...IDENTITY, "players"]);
  });

  it("replays without repeating --with (the log's own list), and with the same --with", () => {
    const plain = runCli(["replay", BASE, withCards.path, "--json"]);
    expect(plain.status, plain.stderr).toBe(0);
    expect(JSON.parse(plain.stdout)).toMatchObject({ over: true, result: withCards.log.result });
    expect(plain.stderr).toBe("");
    const repeated = runCli(["replay", BASE, withCards.path, "--with", CARD22, "--with", `rulesets/stich-meister/${CARD28}`]);
    expect(repeated.status, repeated.stderr).toBe(0);
  });

  it("refuses other cards in force, naming the log's cards and the --with to give (exit 1)", () => {
    const r = runCli(["replay", BASE, withCards.path, "--with", CARD28]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${withCards.path}: ruleCards: this log was written with rule cards 22, 28 in force, but the replay has rule card 28; replay it with --with ${CARD22} --with ${CARD28}`,
    );
    expect(r.stderr).not.toMatch(/turn/);
    expect(r.stdout).toBe("");
  });

  it("refuses cards in force that the log was written without", () => {
    const none = simulateLog("none", BASE, []);
    expect(none.log.ruleCards).toEqual([]);
    expect(none.log).not.toHaveProperty("with");
    const r = runCli(["replay", BASE, none.path, "--with", CARD22]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("ruleCards: this log was written with no rule cards in force, but the replay has rule card 22");
  });

  it("refuses another ruleset by name", () => {
    const none = simulateLog("none-2", BASE, []);
    const r = runCli(["replay", "rulesets/stichling/stichling.stich", none.path]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`name: this log was written for "Stich-Meister", not for "Stichling" (rulesets/stichling/stichling.stich)`);
  });

  it("a log without the identity fields (written by hand) replays against the ruleset and cards of the command line", () => {
    const bare = Object.fromEntries(Object.entries(withCards.log).filter(([k]) => !IDENTITY.includes(k)));
    const path = join(tmp, "bare.log.json");
    writeFileSync(path, JSON.stringify(bare));
    const given = runCli(["replay", BASE, path, "--with", CARD22, "--with", CARD28]);
    expect(given.status, given.stderr).toBe(0);
    // Without --with nothing says which cards were in force: the actions themselves do not fit.
    const without = runCli(["replay", BASE, path]);
    expect(without.status).toBe(1);
    expect(without.stderr).not.toContain("ruleCards:");
  });

  describe("an edited ruleset (the same name and cards)", () => {
    const copy = join(tmp, "game");
    beforeAll(() => cpSync(join(ROOT, "rulesets/stich-meister"), copy, { recursive: true }));
    const edited = (name: string, change: (text: string) => string) => {
      const file = join(copy, name);
      writeFileSync(file, change(readFileSync(join(ROOT, BASE), "utf8")));
      return file;
    };

    it("a comment changed: the compiled rules are the same, the replay says nothing", () => {
      const file = edited("base.stich", (t) => `# a new comment\n${t}`);
      const r = runCli(["replay", file, withCards.path]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toBe("");
    });

    it("a rule changed: the replay goes on and, when it no longer fits, says that the ruleset's text changed", () => {
      const file = edited("base.stich", (t) => t.replace("trick value: 1", "trick value: 2"));
      const r = runCli(["replay", file, withCards.path]);
      expect(r.status).toBe(1);
      const lines = r.stderr.split("\n");
      expect(lines[0]).toMatch(/irDigest: the compiled rules differ from those this log was written with \([0-9a-f]{12}, now [0-9a-f]{12}\): the ruleset's text has changed since/);
      expect(r.stderr).toContain("result: the log says totals");
    });
  });
});

function sha256Hex(text: string): string {
  // node:crypto here, the library's own digest in the code: the test checks one against the other.
  return createHash("sha256").update(text, "utf8").digest("hex");
}
