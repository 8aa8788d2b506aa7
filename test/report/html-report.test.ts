// simulate/compare --html FILE: one self-contained page (inline CSS, the charts as inline JSON drawn by
// the one inlined chart script, no external URL), the same for any number of workers, whose charts
// and tables carry the report's own figures. The drawing itself is checked in Chromium
// (editor/e2e/report.e2e.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "../support/cli.js";
import { expectSelfContained, markupOf, reportCharts } from "../support/report-page.js";
import type { CompareReport, SimulateReport } from "../../src/index.js";
import { formatValue } from "../../src/report/format.js";

const dir = mkdtempSync(join(tmpdir(), "stichwerk-html-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const playtestOf = (r: SimulateReport) => ({ players: r.players, seats: r.seats, bots: r.bots, length: r.length, scoreHistogram: r.scoreHistogram });

describe("stichwerk simulate --html", () => {
  const args = ["simulate", "rulesets/sticheln/classic.stich", "--players", "4", "--games", "60", "--seed", "3"];
  it("writes a self-contained page whose charts and tables carry every seat's figures", () => {
    const out = join(dir, "sim.html");
    const r = runCli([...args, "--html", out, "--json"]);
    expect(r.status).toBe(0);
    const html = readFileSync(out, "utf8");
    expectSelfContained(html);
    const report = JSON.parse(r.stdout) as SimulateReport;
    // The designer's playtest charts, drawn from the report's own figures.
    expect(reportCharts(html)).toEqual([{ kind: "playtest", report: playtestOf(report) }]);
    const markup = markupOf(html);
    expect(markup).toContain(`data-chart="0" data-kind="playtest"`);
    for (const s of report.seats) {
      const ci = s.meanScoreCI!;
      expect(markup).toContain(`<td>seat ${s.seat}</td><td>random</td><td>${formatValue(s.meanScore, "number")} [${formatValue(ci.low, "number")}, ${formatValue(ci.high, "number")}]</td><td>${formatValue(s.winRate, "share")}`);
    }
  });

  it("is the same page from the real command with worker threads", () => {
    const a = join(dir, "a.html");
    const b = join(dir, "b.html");
    expect(runCli([...args, "--html", a]).status).toBe(0);
    const r = spawnCli([...args, "--workers", "2", "--html", b]);
    expect(r.status).toBe(0);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });

  it("writes nothing where the file cannot be written, and says so", () => {
    const out = join(dir, "missing", "sim.html");
    const r = runCli([...args, "--html", out]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/sim\.html/);
    expect(existsSync(out)).toBe(false);
  });
});

describe("stichwerk compare --html", () => {
  it("charts every paired difference and both sides, and tables them", () => {
    const out = join(dir, "cmp.html");
    const r = runCli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "4", "--games", "80", "--json", "--html", out]);
    expect(r.status).toBe(0);
    const html = readFileSync(out, "utf8");
    expectSelfContained(html);
    const report = JSON.parse(r.stdout) as CompareReport;
    expect(report.differences.some((d) => d.significant)).toBe(true); // Mild's penalty moves the scores
    expect(reportCharts(html)).toEqual([
      { kind: "differences", differences: report.differences },
      { kind: "playtest", report: playtestOf(report.a) },
      { kind: "playtest", report: playtestOf(report.b) },
    ]);
    const markup = markupOf(html);
    for (const d of report.differences) expect(markup).toContain(`<td>${d.figure}</td>`);
    expect((markup.match(/<td>significant<\/td>/g) ?? []).length).toBe(report.differences.filter((d) => d.significant).length);
    expect(markup).toMatch(/chance alone would make about \d+\.\d\d of them significant/);
  });
});

describe("the chart script", () => {
  it("is inlined so that no text of it can end its script element", async () => {
    const { inlineScript, scriptJson } = await import("../../src/report/charts.js");
    expect(inlineScript(`a="</script>";b="</SCRIPT >"`)).toBe(`a="<\\/script>";b="<\\/SCRIPT >"`);
    const json = scriptJson({ name: "</script><!-- x" });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ name: "</script><!-- x" });
  });

  it("is refused with the command that makes it when missing or older than its sources", async () => {
    const { readReportScript } = await import("../../src/cli/report-script.js");
    const empty = mkdtempSync(join(dir, "pkg-"));
    expect(() => readReportScript(empty)).toThrow(/chart script .*charts\.js is missing: run `npm run build:report`/);
  });
});
