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
