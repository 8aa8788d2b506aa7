// Pinned deals: every log under rulesets/*/pinned/ is a regression case, a whole game with its expected
// result. Each is found here automatically (a new file is a new test), replayed on the ruleset it names,
// and must end with the same totals and winners; `stichwerk replay` fails (exit 1) on any difference.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLogIdentity, compile, logIdentity, readLog, replayLog, type ReadFile } from "../../src/index.js";
import { ROOT, runCli } from "../support/cli.js";

const readFile: ReadFile = (path) => {
  try {
    return readFileSync(join(ROOT, path), "utf8");
  } catch {
    return undefined;
  }
};

/** Every pinned log, as paths from the repository root. */
function pinnedLogs(): string[] {
  return readdirSync(join(ROOT, "rulesets"), { recursive: true })
    .map(String)
    .filter((f) => /(^|\/)pinned\/[^/]+\.log\.json$/.test(f))
    .map((f) => `rulesets/${f}`)
    .sort();
}

describe("pinned deals", () => {
  const logs = pinnedLogs();

  it("there are pinned cases for each shipped game", () => {
    for (const game of ["sticheln", "stichling", "stich-meister", "was-sticht"]) expect(logs.some((l) => l.startsWith(`rulesets/${game}/pinned/`))).toBe(true);
  });

  for (const file of logs) {
    it(`${file} replays to its pinned result`, () => {
      const log = readLog(readFileSync(join(ROOT, file), "utf8"));
      expect(log.result, "a pinned case must carry its expected result").toBeDefined();
      const text = readFile(log.ruleset) as string;
      const cards = log.with ?? [];
      const { ir, diagnostics, ruleCards } = compile(text, { file: log.ruleset, readFile, with: cards });
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      // Written by the tools, so it says which ruleset and cards it is for; they must be these.
      expect(log.irDigest, "a pinned case carries its ruleset's identity").toBeDefined();
      const check = checkLogIdentity(log, logIdentity({ text, ir: ir!, with: cards, ruleCards: ruleCards?.cards.map((c) => c.number) ?? [] }), log.ruleset);
      expect(check.refused).toEqual([]);
      // replayLog throws a LogError when the totals or winners differ from the log's result.
      const game = replayLog(ir!, log);
      expect(game.isOver).toBe(true);
      expect(game.result()!.totals).toEqual(log.result!.totals);
    });
  }

  it("stichwerk replay fails when the result differs from the pinned one", () => {
    const file = logs.find((l) => l.includes("sticheln"))!;
    const log = readLog(readFileSync(join(ROOT, file), "utf8"));
    const ok = runCli(["replay", log.ruleset, file]);
    expect(ok.status).toBe(0);
    // The same game with one total changed: the replay must refuse it.
    const dir = mkdtempSync(join(tmpdir(), "pinned-"));
    const wrongFile = join(dir, "wrong.log.json");
    const wrong = { ...log, result: { ...log.result!, totals: log.result!.totals.map((t, i) => (i === 0 ? t + 1 : t)) } };
    writeFileSync(wrongFile, JSON.stringify(wrong));
    try {
      const r = runCli(["replay", log.ruleset, wrongFile]);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/result: the log says totals/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
