// End-to-end tests of the playtest pool (editor/src/sim/pool.ts) on the built page in Chromium, as
// designer.e2e.ts drives it: a batch played on 2 or 3 workers gives the very report (elapsed time
// apart) that one worker gives, the pool really runs that many workers, a cancel between chunks keeps
// them for the next run, and a cancel they cannot answer in time (a long chunk) terminates them all.
// `?workers=N` sets the pool's size for the page. Ends with "N passed, N failed" (exit 1 on any failure).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { preview } from "vite";
import { CHROMIUM, CHROMIUM_ARGS } from "./browser.js";
import type { SimulateReport } from "../../src/index.js";
import { check, Scenarios } from "./harness.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const server = await preview({ configFile: join(here, "..", "vite.config.ts"), preview: { host: "127.0.0.1", port: 0, strictPort: false }, logLevel: "warn" });
const BASE = server.resolvedUrls?.local[0];
if (!BASE) throw new Error("the preview server has no local address");
const profiles: string[] = [];
const run = new Scenarios();

async function newContext(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), "playpool-profile-"));
  profiles.push(dir);
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1400, height: 900 } });
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  run.watch(page);
  await page.goto(url);
  await page.locator(".monaco-editor .view-lines").waitFor();
  await page.waitForFunction(() => window.__designer !== undefined && window.__designer.latestCheck() > 0 && window.__designer.idle());
  if ((await page.locator("[data-testid=welcome]").count()) > 0) await page.locator("[data-testid=welcome-close]").click();
  return page;
}

/** The playtest workers alive in the page (the pool's chunk workers, not the language or pin workers). */
const poolWorkers = (page: Page) => page.workers().filter((w) => w.url().includes("chunk-worker"));

/** Makes a change that starts playtests (the page runs after every change) and waits for the last run it started to end done. */
async function settleRun(page: Page, change: () => Promise<unknown>): Promise<SimulateReport> {
  const before = await page.evaluate(() => window.__designer!.runs());
  await change();
  const ended = () => page.waitForFunction(() => window.__designer!.runStatus() !== "running", null, { timeout: 240_000 });
  await page.waitForFunction((n) => window.__designer!.runs() > n, before, { timeout: 240_000 });
  await ended();
  await page.waitForTimeout(500); // a settings change runs after a short delay
  await ended();
  const status = await page.evaluate(() => window.__designer!.runStatus());
  check(status === "done", `the playtest ended "${status}"`);
  return page.evaluate(() => window.__designer!.lastReport()!);
}

/** Sticheln Classic, 100 games, one greedy seat: the report and the workers it was played on. */
async function greedyBatch(workers: number): Promise<{ report: SimulateReport; used: number }> {
  const ctx = await newContext();
  try {
    const page = await open(ctx, `${BASE}?workers=${workers}`);
    await settleRun(page, () => page.locator("[data-testid=games]").selectOption("100"));
    const report = await settleRun(page, () => page.locator("[data-testid=bot-0]").selectOption("greedy"));
    check(report.lineup[0] === "greedy" && report.games + report.failures === 100, `unexpected batch: ${report.games} games, ${report.lineup.join(",")}`);
    return { report, used: await page.evaluate(() => window.__designer!.playtestWorkers()) };
  } finally {
    await ctx.close();
  }
}

/** Checks that two reports are the same but for their elapsed time (the batch's wall time). */
function checkSameReport(a: SimulateReport, b: SimulateReport, what: string): void {
  const strip = (r: SimulateReport) => ({ ...r, elapsedMs: 0 });
  check(isDeepStrictEqual(strip(a), strip(b)), `${what}:\n${JSON.stringify(strip(a)).slice(0, 600)}\n${JSON.stringify(strip(b)).slice(0, 600)}`);
}

const test = (name: string, body: () => Promise<void>) => run.test(name, body);

try {
  await test("a greedy-seat playtest on 2 and 3 workers gives the report one worker gives (elapsed time apart)", async () => {
    const one = await greedyBatch(1);
    check(one.used === 1, `?workers=1 played on ${one.used} workers`);
    for (const n of [2, 3]) {
      const many = await greedyBatch(n);
      check(many.used === n, `?workers=${n} played on ${many.used} workers`);
      checkSameReport(many.report, one.report, `the report on ${n} workers differs from the one on 1`);
    }
  });

  await test("a cancel between chunks keeps the pool's workers: the next run plays on the same ones, warm, and gives the same report", async () => {
    const ctx = await newContext();
    try {
      const page = await open(ctx, `${BASE}?workers=2`);
      await settleRun(page, () => page.locator("[data-testid=games]").selectOption("200"));
      const first = await settleRun(page, () => page.locator("[data-testid=bot-0]").selectOption("greedy"));
      const kept = poolWorkers(page);
      check(kept.length === 2, `${kept.length} pool workers after a batch on ?workers=2`);
      let closed = 0;
      for (const w of kept) w.once("close", () => closed++);
      await page.locator("[data-testid=run]").click();
      await page.waitForFunction(() => ((document.querySelector("[data-testid=run-status] progress") as HTMLProgressElement | null)?.value ?? 0) > 0, null, { timeout: 60_000 });
      await page.locator("[data-testid=cancel]").click();
      await page.waitForFunction(() => window.__designer!.runStatus() === "cancelled");
      // Past the grace (pool.ts CANCEL_GRACE_MS) a worker that had not stopped would be terminated.
      await page.waitForTimeout(3000);
      check(closed === 0, `${closed} pool workers were terminated by a cancel between chunks of a greedy batch`);
      const again = await settleRun(page, () => page.locator("[data-testid=run]").click());
      const now = poolWorkers(page);
      check(closed === 0 && now.length === 2 && now.every((w) => kept.includes(w)), `the run after the cancel did not play on the kept workers (${closed} closed, ${now.length} alive)`);
      checkSameReport(again, first, "the run on the kept workers gave another report");
    } finally {
      await ctx.close();
    }
  });

  await test("a cancel during chunks longer than the grace terminates every worker of the pool; the next run starts fresh ones", async () => {
    const ctx = await newContext();
    try {
      const page = await open(ctx, `${BASE}?workers=3`);
      await settleRun(page, () => page.locator("[data-testid=games]").selectOption("100"));
      // Search bots at their full 1,000 iterations: a chunk (a deal) takes far longer than the grace.
      for (let seat = 0; seat < 4; seat++) await page.locator(`[data-testid=bot-${seat}]`).selectOption("ismcts");
      await page.waitForTimeout(1000); // past the page's delay after a settings change: the last run is the one running
      await page.waitForFunction(() => window.__designer!.runStatus() === "running");
      const deadline = Date.now() + 60_000;
      while (poolWorkers(page).length < 3 && Date.now() < deadline) await page.waitForTimeout(100);
      check(poolWorkers(page).length === 3, `${poolWorkers(page).length} pool workers running, 3 expected`);
      const closed = Promise.all(poolWorkers(page).map((w) => new Promise<void>((resolve) => w.once("close", () => resolve()))));
      await page.locator("[data-testid=cancel]").click();
      await page.waitForFunction(() => window.__designer!.runStatus() === "cancelled");
      await Promise.race([closed, page.waitForTimeout(5000).then(() => Promise.reject(new Error(`after the cancel ${poolWorkers(page).length} pool workers are still alive`)))]);
      check(poolWorkers(page).length === 0, `${poolWorkers(page).length} pool workers left after the cancel`);
      // The page still plays: back to random bots, a batch runs to the end on fresh workers.
      for (let seat = 0; seat < 4; seat++) await page.locator(`[data-testid=bot-${seat}]`).selectOption("random");
      await page.waitForFunction(() => window.__designer!.runStatus() === "done", null, { timeout: 120_000 });
    } finally {
      await ctx.close();
    }
  });
} finally {
  await server.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}

run.finish();
