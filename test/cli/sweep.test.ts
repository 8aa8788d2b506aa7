// stichwerk sweep on this machine: the sweep file's located errors, the cells a spec names, a small
// sweep's report (schema, flags, ranking), and a re-run that plays nothing and reports the same.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cardSets, expandSweep, type CardFile, type SweepReport } from "../../src/index.js";
import { runAsync } from "../../src/cli/run.js";
import { nodeIo, type Io } from "../../src/cli/io.js";
import { parseSweepSpec, SweepFileError } from "../../src/cli/sweep/spec-file.js";
import { assertMatchesSchema } from "../support/schemas.js";
import { ROOT } from "../support/cli.js";
import { expectSelfContained, markupOf, reportCharts } from "../support/report-page.js";
import { readReportScript } from "../../src/cli/report-script.js";

const dir = mkdtempSync(join(tmpdir(), "stichwerk-sweep-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sweep(args: readonly string[]) {
  let stdout = "";
  let stderr = "";
  const io: Io = { ...nodeIo(), out: (t) => void (stdout += t), err: (t) => void (stderr += t) };
  const status = await runAsync(["sweep", ...args], io);
  return { status, stdout, stderr };
}

const problems = (text: string) => {
  try {
    parseSweepSpec("s.yaml", text);
  } catch (e) {
    if (e instanceof SweepFileError) return e.problems.map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`);
    throw e;
  }
  return [];
};

describe("sweep files", () => {
  it("point at the problem: syntax, an unknown field, a wrong value, a missing ruleset", () => {
    expect(problems("games: 10\nbase: [\n")[0]).toMatch(/^\d+:\d+ SW8001 /);
    expect(problems("games: 10\nbase: b.stich\ncards:\n  combinations: { of: 21-60, size: 9 }\n")).toEqual(["4:36 SW8002 cards.combinations.size: must be <= 4"]);
    expect(problems("games: 10\nbase: b.stich\nplayerz: [4]\n")).toEqual(['3:1 SW8002 "playerz" is not a field of a sweep']);
    expect(problems('{"games": 10}')).toEqual(['1:1 SW8002 the sweep needs "base" (a ruleset and its card sets) or "rulesets"']);
    expect(problems("games: 10\nrulesets: [a.stich]\nrank: { metric: luck }\n")[0]).toMatch(/^3:17 SW8002 rank.metric: must be one of "skillGap"/);
    expect(problems("games: 10\nrulesets: [a.stich]\n")).toEqual([]);
  });

  it("a card the folder does not have is a located error of the command (SW8003), exit 1", async () => {
    const spec = join(dir, "missing-card.json");
    writeFileSync(spec, JSON.stringify({ base: relative(dir, join(ROOT, "rulesets/stich-meister/base.stich")), cards: { sets: [[21, 99]] }, games: 4 }, null, 2));
    const r = await sweep([spec, "--out", join(dir, "x.json"), "--store", join(dir, "store")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/missing-card\.json:3:\d+ SW8003 there is no rule card 99/);
  });

  it("the shipped pairs sweep names the base and all 780 pairs of cards 21-60, each with a trump card in turn, and a greedy-against-random skill batch", () => {
    const { spec } = parseSweepSpec("p.json", readFileSync(join(ROOT, "sweeps/stich-meister-pairs.json"), "utf8"));
    const cards: CardFile[] = Array.from({ length: 60 }, (_, i) => ({ number: i + 1, path: `cards/${String(i + 1).padStart(2, "0")}-x.stich` }));
    const sets = cardSets(spec, cards);
    expect(sets).toHaveLength(780);
    expect(sets[0]!.map((c) => c.number)).toEqual([1, 21, 22]);
    expect(sets[20]!.map((c) => c.number)).toEqual([1, 21, 42]);
    expect(sets[779]!.map((c) => c.number)).toEqual([59 % 20 === 0 ? 20 : 20, 59, 60].sort((a, b) => a - b));
    expect(new Set(sets.map((s) => s.filter((c) => c.number <= 20).length))).toEqual(new Set([1]));
    const cells = expandSweep(spec, cards, 3);
    expect(cells).toHaveLength(781);
    expect(cells[0]).toMatchObject({ label: "base", isBase: true, players: 4, lineup: ["random", "random", "random", "random"] });
    // The README's skill-gap findings come from this batch: greedy in one seat, random in the others.
    expect(spec.skill).toEqual({ strong: "greedy", weak: "random", games: 20 });
  });
});

describe("stichwerk sweep on this machine", () => {
  const spec = join(dir, "fixtures.yaml");
  const rel = (p: string) => relative(dir, join(ROOT, p));
  writeFileSync(
    spec,
    [
      "name: fixtures",
      `rulesets: [${rel("test/sim/fixtures/seat-zero.stich")}, ${rel("test/sim/fixtures/deal-decides.stich")}, ${rel("test/cli/fixtures/deadlock.stich")}, ${rel("test/cli/fixtures/broken.stich")}]`,
      "players: [4]",
      "lineups: [random, [greedy, random, random, random]]",
      "games: 40",
      "seed: 7",
      "rank: { metric: seatAdvantage }",
      "",
    ].join("\n"),
  );
  const out = join(dir, "fixtures.report.json");
  const store = join(dir, "store");

  it("plays every cell, flags failures and compile errors, ranks the cells; a re-run plays nothing and reports the same", async () => {
    const first = await sweep([spec, "--out", out, "--store", store, "--workers", "2"]);
    expect(first.status, first.stderr).toBe(3);
    const report = JSON.parse(readFileSync(out, "utf8")) as SweepReport;
    assertMatchesSchema("sweep-report", report);
    expect(report.cells).toHaveLength(8);
    expect(report.timing).toMatchObject({ mode: "pool", cellsPlayed: 6, cellsReused: 0 });
    const cell = (label: string, bot: string) => report.cells.find((c) => c.label.endsWith(label) && c.lineup[0] === bot)!;
    expect(cell("seat-zero.stich", "random").result!.metrics.seatAdvantage!.seat).toBe(0);
    expect(cell("deal-decides.stich", "greedy").result!.metrics.skillGap).toMatchObject({ mean: 0 });
    expect(cell("deadlock.stich", "random")).toMatchObject({ status: "failed", flags: ["fails"] });
    expect(cell("broken.stich", "random")).toMatchObject({ status: "compile-error", result: null });
    // Ranked by seat advantage, highest first: seat-zero's cells lead.
    expect(report.cells[report.ranking.cells[0]!]!.label).toMatch(/seat-zero/);
    const values = report.ranking.cells.map((i) => report.cells[i]!.result!.metrics.seatAdvantage!.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(first.stdout).toMatch(/cells that fail:/);

    const again = await sweep([spec, "--out", out, "--store", store, "--workers", "1", "--html", join(dir, "again.html")]);
    expect(again.status).toBe(3);
    const second = JSON.parse(readFileSync(out, "utf8")) as SweepReport;
    expect(second.timing).toMatchObject({ cellsPlayed: 0, cellsReused: 6 });
    expect({ ...second, timing: null }).toEqual({ ...report, timing: null });

    // --html: the same report as a page; only its timing line differs from the first run's.
    const html = readFileSync(join(dir, "again.html"), "utf8");
    expectSelfContained(html);
    const markup = markupOf(html);
    expect(markup).toMatch(/<h2 class="sig">Cells that fail \(4\)<\/h2>/);
    expect(markup).toMatch(/deadlock\.stich[^<]*<\/td><td>\d+ of 40 games failed/);
    expect(markup).toMatch(/broken\.stich[^<]*<\/td><td>compile error: /);
    // The ranking chart: the cells in the report's ranked order, the seat-zero ruleset first.
    const ranking = reportCharts(html)[0]!;
    if (ranking.kind !== "ranked") throw new Error(`the first chart is ${ranking.kind}`);
    expect(ranking.title).toMatch(/^seat advantage/);
    expect(ranking.bars[0]!.name).toMatch(/seat-zero/);
    expect(ranking.bars.map((b) => b.name.split(" ")[0])).toEqual(report.ranking.cells.slice(0, ranking.bars.length).map((i) => `#${i}`));
    expect((markup.match(/<tr><td>#/g) ?? []).length).toBe(8 + 4); // every cell, and the failing ones above
    const firstHtml = (await import("../../src/report/sweep-html.js")).sweepHtml(report, readReportScript());
    const noTiming = (h: string) => h.replace(/<p class="meta timing">.*<\/p>/, "");
    expect(noTiming(html)).toBe(noTiming(firstHtml));
    expect(html).not.toBe(firstHtml); // the timing line itself differs (6 cells played, then 6 reused)
  });
});
