// Issue 22, item 4: a hostile log (a 15 MB card name, a huge field name) is refused by its shape
// before any card is looked up (the lookup's "nearest" list compared the 15 MB name with every card:
// 25 s), and no message quotes more than a few dozen characters of it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameLog } from "../../src/sim/log.js";
import { readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { LogError } from "../../src/sim/log-error.js";
import { QUOTE_MAX } from "../../src/sim/clip.js";
import { checkLogIdentity, logIdentity } from "../../src/sim/log-identity.js";
import { tinyIR } from "../support/sim-fixtures.js";

const FIXTURE = readFileSync(join(import.meta.dirname, "fixtures", "tiny-game.log.json"), "utf8");

function problems(f: () => unknown): readonly string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof LogError) return e.problems;
    throw e;
  }
  throw new Error("no LogError");
}

function withPlay(card: string, extra: Record<string, unknown> = {}): string {
  const log = JSON.parse(FIXTURE) as GameLog & Record<string, unknown>;
  const actions = log.actions.map((a, i) => (i === 2 ? { ...a, play: card } : a));
  return JSON.stringify({ ...log, actions, ...extra });
}

describe("hostile logs", () => {
  it("a 15 MB card name: refused by the log's shape, and not echoed", () => {
    const huge = `red3${"x".repeat(15_000_000)}`;
    const p = problems(() => readLog(withPlay(huge)));
    expect(p).toEqual(["actions[2].play: must NOT have more than 200 characters"]);
  });

  it("a long card name within the shape's bound: the message quotes its start only", () => {
    const long = `red3${"x".repeat(190)}`;
    const p = problems(() => replayLog(tinyIR(), readLog(withPlay(long))));
    expect(p).toHaveLength(1);
    expect(p[0]).toContain(`unknown card "${long.slice(0, QUOTE_MAX)}... (194 characters)"`);
    expect(p[0]!.length).toBeLessThan(300);
  });

  it("a huge unknown field name is quoted cut", () => {
    const p = problems(() => readLog(withPlay("red3", { ["f".repeat(1_000_000)]: 1 })));
    expect(p[0]).toContain("(1000000 characters)");
    expect(p[0]).toContain("is not a known field here");
    expect(p[0]!.length).toBeLessThan(200);
  });
});

describe("hostile identity fields (log-identity.ts)", () => {
  const ir = tinyIR();
  const identity = logIdentity({ text: "game \"Tiny\"", ir });
  const refusal = (extra: Record<string, unknown>) => checkLogIdentity(readLog(withPlay("red3", extra)), identity, "tiny.stich").refused;

  it("huge or malformed fields are refused by the log's shape, and not echoed", () => {
    expect(problems(() => readLog(withPlay("red3", { name: "n".repeat(2_000_000) })))).toEqual(["name: must NOT have more than 1000000 characters"]);
    // A ruleset may be named "": its log is not refused for that.
    expect(readLog(withPlay("red3", { name: "" })).name).toBe("");
    expect(problems(() => readLog(withPlay("red3", { irDigest: "md5:1234" })))[0]).toMatch(/^irDigest: must match pattern/);
    expect(problems(() => readLog(withPlay("red3", { sourceDigest: `sha256:${"x".repeat(2_000_000)}` })))[0]!.length).toBeLessThan(200);
    expect(problems(() => readLog(withPlay("red3", { with: Array.from({ length: 101 }, () => "cards/01.stich") })))).toEqual(["with: must NOT have more than 100 items"]);
    expect(problems(() => readLog(withPlay("red3", { ruleCards: [1.5] })))).toEqual(["ruleCards[0]: must be integer"]);
  });

  it("a wrong digest, name or card set is named; a long card list is cut", () => {
    expect(refusal({ name: "Tiny!" })).toEqual([`name: this log was written for "Tiny!", not for "Tiny" (tiny.stich)`]);
    const many = refusal({ ruleCards: Array.from({ length: 900 }, (_, i) => i + 1), with: Array.from({ length: 100 }, (_, i) => `cards/${"c".repeat(3000)}${i}.stich`) });
    expect(many).toHaveLength(1);
    expect(many[0]).toContain("rule cards 1, 2, 3");
    expect(many[0]).toContain("(900 in all)");
    expect(many[0]!.length).toBeLessThan(2_000);
    // Another file whose text and rules both differ: another ruleset, refused.
    const other = refusal({ ruleset: "other.stich", sourceDigest: `sha256:${"1".repeat(64)}`, irDigest: `sha256:${"2".repeat(64)}` });
    expect(other[0]).toMatch(/^irDigest: this log was written for other\.stich, whose compiled rules differ from those of tiny\.stich \(222222222222, now [0-9a-f]{12}\)$/);
  });

  it("missing fields check nothing: a log written by hand replays as given", () => {
    expect(checkLogIdentity(readLog(FIXTURE), identity, "tiny.stich")).toEqual({ refused: [] });
    expect(replayLog(ir, readLog(FIXTURE)).isOver).toBe(true);
  });
});
