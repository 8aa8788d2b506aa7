// End-to-end tests of the HTML reports (`stichwerk simulate|compare|sweep --html`): each page written
// by the real command, opened from its file in Debian's Chromium with every request outside the file
// refused (offline), must draw its charts with the designer's components (recharts): every chart of
// the page's JSON block drawn, every bar labelled and inside its plot, the significant differences and
// the cells that stand out in red, and no console error. Run by editor/e2e/run-all.ts; ends with
// "N passed, N failed". Screenshots go to $E2E_SCREENSHOTS.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./browser.js";
import type { CompareReport, SimulateReport, SweepReport } from "../../src/index.js";
import { compareChartProblems, playtestChartProblems, rankedChartProblems } from "./chart-checks.js";
import { check, Scenarios } from "./harness.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const ROOT = join(here, "..", "..");
const SHOTS = process.env["E2E_SCREENSHOTS"] ?? mkdtempSync(join(tmpdir(), "report-shots-"));
mkdirSync(SHOTS, { recursive: true });
const dir = mkdtempSync(join(tmpdir(), "report-pages-"));

/** The real command (`node bin/stichwerk.js`) from the repository root; its standard output. Exit 3: some games failed, as a sweep cell is meant to. */
async function cli(args: string[]): Promise<string> {
  const r = spawnSync(process.execPath, [join(ROOT, "bin", "stichwerk.js"), ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0 && r.status !== 3) throw new Error(`stichwerk ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

let outside: string[] = [];
const run = new Scenarios({
  reset: () => void (outside = []),
  after: () => (outside.length > 0 ? `the page asked for something outside its file:\n  ${outside.join("\n  ")}` : null),
});
const test = (name: string, body: () => Promise<void>) => run.test(name, body);

/** Opens a report from its file, offline: any request for another URL is refused and recorded. */
async function openReport(browser: Browser, file: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, offline: true });
  const url = pathToFileURL(file).href;
  await context.route("**/*", (route) => {
    if (route.request().url() === url) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  run.watch(page);
  await page.goto(url);
  // Every chart of the JSON block drawn: each element the script was given holds a recharts surface.
  await page.waitForFunction(() => [...document.querySelectorAll("[data-chart]")].every((el) => el.querySelector("svg.recharts-surface") !== null));
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  await test("simulate --html draws the designer's playtest charts from the file, offline", async () => {
    const file = join(dir, "sim.html");
    const report = JSON.parse(await cli(["simulate", "rulesets/sticheln/classic.stich", "--players", "4", "--games", "200", "--seed", "5", "--json", "--html", file])) as SimulateReport;
    const page = await openReport(browser, file);
    const problems = await playtestChartProblems(page, report.scoreHistogram.bucketWidth);
    check(problems.length === 0, problems.join("\n"));
    // The seats' mean scores as the bars' labels, written as the page's table writes them.
    const labels = await page.locator("[data-testid=chart-seat-score] text.bar-label").allTextContents();
    const cells = await page.locator("table").first().locator("tbody tr td:nth-child(3)").allTextContents();
    check(labels.length === 4 && labels.every((l, i) => cells[i]!.startsWith(`${l} [`)), `chart labels ${labels.join(" ")} against the table's ${cells.join(" | ")}`);
    await shot(page, "report-simulate");
    await page.context().close();
  });

  await test("compare --html draws every difference on its own scale, the significant ones in red, and both sides", async () => {
    const file = join(dir, "cmp.html");
    const report = JSON.parse(await cli(["compare", "rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "--players", "4", "--games", "150", "--json", "--html", file])) as CompareReport;
    const page = await openReport(browser, file);
    const { problems } = await compareChartProblems(page);
    check(problems.length === 0, problems.join("\n"));
    const panels = page.locator("[data-testid=difference]");
    check((await panels.count()) === report.differences.length, `${await panels.count()} difference panels for ${report.differences.length} figures`);
    const red = await page.locator("[data-testid=difference] .recharts-bar-rectangle path[fill='#e15759']").count();
    const significant = report.differences.filter((d) => d.significant).length;
    check(significant > 0 && red === significant, `${red} red bars for ${significant} significant differences`);
    check((await page.locator(".charts").count()) === 2, "both sides' playtest charts");
    await shot(page, "report-compare");
    await page.context().close();
  });

  await test("sweep --html draws its ranking and the cells that stand out, each named on one line", async () => {
    const spec = join(dir, "sweep.yaml");
    const rel = (p: string) => relative(dir, join(ROOT, p));
    writeFileSync(
      spec,
      [
        "name: report fixtures",
        `rulesets: [${rel("test/sim/fixtures/seat-zero.stich")}, ${rel("test/sim/fixtures/deal-decides.stich")}, ${rel("rulesets/sticheln/classic.stich")}, ${rel("rulesets/sticheln/mild.stich")}, ${rel("test/cli/fixtures/deadlock.stich")}]`,
        "players: [4]",
        "games: 60",
        "seed: 3",
        "rank: { metric: seatAdvantage }",
        "",
      ].join("\n"),
    );
    const file = join(dir, "sweep.html");
    await cli(["sweep", spec, "--out", join(dir, "sweep.report.json"), "--store", join(dir, "store"), "--workers", "1", "--json", "--html", file]);
    const report = JSON.parse(readFileSync(join(dir, "sweep.report.json"), "utf8")) as SweepReport;
    const page = await openReport(browser, file);
    const { problems, rows } = await rankedChartProblems(page);
    check(problems.length === 0, problems.join("\n"));
    check(rows[0] === report.ranking.cells.length, `the ranking chart has ${rows[0]} rows for ${report.ranking.cells.length} ranked cells`);
    // Each row named on one line: a long name cut in the middle ("…"), its ends those of the cell's whole name.
    const ticks = page.locator("[data-testid=chart-ranked-0] .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
    const names = await ticks.allTextContents();
    const whole = report.ranking.cells.map((i) => report.cells.find((c) => c.index === i)!.label);
    for (const [k, n] of names.entries()) {
      const lines = await ticks.nth(k).locator("tspan").count();
      check(lines === 1, `the row name "${n}" is written on ${lines} lines`);
      const [head, tail] = n.split("…");
      check(n.startsWith(`#${report.ranking.cells[k]} `) && (tail === undefined || (n.length <= 45 && whole[k]!.endsWith(tail.replace(/ \(4p random\)$/, "")) && head!.length > 3)), `row ${k} is named "${n}" for the cell ${whole[k]}`);
    }
    check(/seat-zero/.test(names[0] ?? ""), `the first ranked cell is "${names[0]}", not the seat-zero ruleset`);
    const red = await page.locator("[data-testid=chart-ranked-0] .recharts-bar-rectangle path[fill='#e15759']").count();
    const flagged = report.ranking.cells.filter((i) => report.cells.find((c) => c.index === i)!.flags.some((f) => !f.startsWith("far:"))).length;
    check(red === flagged, `${red} red bars in the ranking for ${flagged} flagged cells`);
    await shot(page, "report-sweep");
    await page.context().close();
  });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nscreenshots: ${SHOTS}`);
run.finish();
