// npm run bench:editor — the designer's speed in headless Chromium, on the built page (run after
// `npm run build:editor`; the npm script does both). Each figure is measured several times and
// reported as lowest / median / highest:
//   - first load: navigation start to the first diagnostics applied (editor shown, text checked),
//     in a fresh browser profile each time;
//   - keystroke to markers on the largest shipped ruleset: from the keydown event in the page to the
//     moment the check's markers are set (worker time and round trip), one character typed or
//     deleted at a time, alternating a clean text and one with an error;
//   - 1,000 random-bot games of Sticheln Classic, 4 players: the batch's time as the page reports it
//     (the wall time the user waits, from the plan to the merged report, over the pool of playtest
//     workers: editor/src/sim/pool.ts), and the wall time from "Run again" to the charts' report;
//   - the designer's figures of issue 26, timed the same way: 1,000 random-bot games of
//     rulesets/stich-meister/game.stich, 4 players; and a playtest with one greedy seat (seat 0, the
//     others random) of every shipped ruleset, at the page's smallest batch (100 games) and 4 players
//     (or the nearest count the ruleset allows), once per ruleset, reported per ruleset and as
//     lowest / median / highest over them; and the same playtest again after an edit of the ruleset
//     (its name: the IR differs, so the workers compile the rules afresh, but the game is the same),
//     the loop a designer works in;
//   - the bundle: every file of editor/dist, raw and gzip.
// Prints a table, then one JSON object. The playtest batch is played on a pool of workers, as many as
// the browser's cores (at most 4) and the batch's chunks allow; `-- --workers N` opens the page with
// `?workers=N` (N = 1: the one-worker figure, as the page played before the pool). The table says how
// many workers each figure used. These are the designer's wall times, not the engine's speed: the
// engine's figures are `npm run bench`'s.
//
// `-- --only PARTS` (comma-separated: load, classic, game-stich, greedy, keystrokes) measures only those
// parts (the bundle is always listed); `--only game-stich` times the 1,000 game.stich games alone.
// `-- --rulesets PARTS` (comma-separated parts of paths: `game.stich,skat`) times the greedy-seat
// playtests of only those shipped rulesets.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { preview } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const DIST = join(here, "..", "dist");
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const LOADS = 5;
const KEYSTROKES = 40;
const BATCHES = 5;
/** The designer's whole Stich-Meister game, and the page's smallest batch for the greedy-seat playtests. */
const GAME_STICH = "rulesets/stich-meister/game.stich";
const GREEDY_GAMES = 100;

const PARTS = ["load", "classic", "game-stich", "greedy", "keystrokes"] as const;
const USAGE = "usage: npm run bench:editor -- [--only PART,PART] [--rulesets PART,PART] [--workers N]";
/** Prints the usage line with what was wrong, and exits 2 (before the server starts). */
function misuse(why: string): never {
  console.error(`bench-editor: ${why}\n${USAGE}`);
  process.exit(2);
}
const args = (() => {
  try {
    return parseArgs({ options: { only: { type: "string" }, rulesets: { type: "string" }, workers: { type: "string" } }, strict: true }).values;
  } catch (e) {
    return misuse(e instanceof Error ? e.message : String(e));
  }
})();
const listOf = (v: string | undefined): string[] | undefined => (v === undefined ? undefined : v.split(",").filter((p) => p !== ""));
const only = (() => {
  const asked = listOf(args.only);
  if (asked === undefined) return new Set<string>(PARTS);
  const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (asked.length === 0 || unknown.length > 0) misuse(`--only takes parts from ${PARTS.join(", ")}${unknown.length > 0 ? ` (not ${unknown.join(", ")})` : ""}`);
  return new Set(asked);
})();
const want = (part: (typeof PARTS)[number]): boolean => only.has(part);
/** `--workers N`: the playtest pool's size for the page (default: the page's own choice). */
const WORKERS = (() => {
  if (args.workers === undefined) return undefined;
  const n = Number(args.workers);
  if (!Number.isInteger(n) || n < 1) misuse("--workers takes a whole number >= 1");
  return n;
})();
/** `--rulesets PARTS`: the greedy-seat playtests of only the shipped rulesets whose path holds one of PARTS (comma-separated). */
const RULESETS = (() => {
  const parts = listOf(args.rulesets);
  if (parts !== undefined && parts.length === 0) misuse("--rulesets takes parts of ruleset paths, comma-separated (e.g. game.stich,skat)");
  return parts;
})();
/** The page's address for the playtest figures. */
const PAGE = (base: string) => (WORKERS !== undefined ? `${base}?workers=${WORKERS}` : base);
/** Workers each timed playtest figure was played on (the pool's size for that batch), by figure. */
const workersUsed: Record<string, number[]> = {};
const noteWorkers = async (page: Page, figure: string) => (workersUsed[figure] ??= []).push(await page.evaluate(() => window.__designer!.playtestWorkers()));

const server = await preview({ configFile: join(here, "..", "vite.config.ts"), preview: { host: "127.0.0.1", port: 0, strictPort: false }, logLevel: "warn" });
const BASE = server.resolvedUrls!.local[0]!;
const profiles: string[] = [];

async function context(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), "designer-bench-"));
  profiles.push(dir);
  return chromium.launchPersistentContext(dir, { executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", headless: true, args: ARGS, viewport: { width: 1400, height: 900 } });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
function stats(xs: number[]) {
  const s = sorted(xs);
  const mid = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { lowest: s[0]!, median: mid, highest: s[s.length - 1]!, p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!, runs: s.length };
}

async function ready(page: Page) {
  await page.waitForFunction(() => window.__designer !== undefined && window.__designer.latestCheck() > 0 && window.__designer.idle(), null, { timeout: 60_000 });
}

/** Picks a file in the workspace and waits for its check (its playtest starts by itself). */
async function openFile(page: Page, file: string) {
  await page.locator("[data-testid=file-picker]").selectOption(file);
  await ready(page);
}

/**
 * Does `change` (a click or a setting: the page then runs the playtest by itself), and waits for the
 * run it starts to end; returns that run's report. A run the page cancels for a newer one ends too,
 * so it waits until the playtest is done and idle.
 */
async function runBatch(page: Page, change: () => Promise<unknown>, timeout = 300_000) {
  const before = await page.evaluate(() => window.__designer!.runs());
  await change();
  const ended = () => page.waitForFunction(() => window.__designer!.runStatus() !== "running", null, { timeout });
  await page.waitForFunction((n) => window.__designer!.runs() > n, before, { timeout });
  await ended();
  // A settings change runs after a short delay: wait out a run that may still start from it.
  await page.waitForTimeout(500);
  await ended();
  const status = await page.evaluate(() => window.__designer!.runStatus());
  if (status !== "done") throw new Error(`the playtest ended "${status}", not done`);
  return page.evaluate(() => window.__designer!.lastReport()!);
}

/** What the greedy part's edit appends to the ruleset's name. */
const EDITED = " (edited)";

/**
 * Edits the open ruleset's name (its `game "..."` or `variant "..."` line) to its name plus EDITED, or
 * back to the name, one edit in the editor as typing makes: the page checks the text and runs the
 * playtest again by itself.
 */
async function renameRuleset(page: Page, edited: boolean) {
  await page.evaluate(({ mark, edited }) => {
    const model = window.__designer!.editor()!.getModel()!;
    const text = model.getValue();
    const m = /^(?:game|variant) "([^"]*)"/m.exec(text);
    if (!m) throw new Error("the ruleset has no game or variant line to rename");
    const name = m[1]!.endsWith(mark) ? m[1]!.slice(0, -mark.length) : m[1]!;
    const from = model.getPositionAt(m.index + m[0].length - m[1]!.length - 1);
    const to = model.getPositionAt(m.index + m[0].length - 1);
    model.pushEditOperations([], [{ range: { startLineNumber: from.lineNumber, startColumn: from.column, endLineNumber: to.lineNumber, endColumn: to.column }, text: edited ? name + mark : name }], () => null);
  }, { mark: EDITED, edited });
}

const results: Record<string, ReturnType<typeof stats>> = {};
const greedyByRuleset: Record<string, number> = {};
const greedyAfterEditByRuleset: Record<string, number> = {};
let cores = 0;
try {
  // ---- first load, fresh profile each time
  const loads: number[] = [];
  for (let i = 0; i < (want("load") ? LOADS : 0); i++) {
    const ctx = await context();
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(BASE);
    await ready(page);
    loads.push(await page.evaluate(() => performance.getEntriesByName("designer-first-check")[0]!.startTime));
    await ctx.close();
  }
  if (loads.length > 0) results["firstLoadMs"] = stats(loads);

  const ctx = await context();
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(PAGE(BASE));
  await ready(page);
  cores = await page.evaluate(() => navigator.hardwareConcurrency);

  // ---- 1,000 random games of Sticheln Classic, 4 players, on the pool
  await page.waitForFunction(() => window.__designer!.runs() > 0 && window.__designer!.runStatus() === "done", null, { timeout: 60_000 });
  const worker: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < (want("classic") ? BATCHES : 0); i++) {
    const before = await page.evaluate(() => window.__designer!.runs());
    const t0 = Date.now();
    await page.locator("[data-testid=run]").click();
    await page.waitForFunction((n) => window.__designer!.runs() > n, before, { timeout: 60_000 });
    wall.push(Date.now() - t0);
    const r = await page.evaluate(() => window.__designer!.lastReport()!);
    if (r.games !== 1000 || r.players !== 4 || r.name !== "Sticheln Classic") throw new Error(`unexpected batch: ${r.games} games of ${r.name}, ${r.players} players`);
    worker.push(r.elapsedMs);
    await noteWorkers(page, "games1000BatchMs");
  }
  if (worker.length > 0) {
    results["games1000BatchMs"] = stats(worker);
    results["games1000WallMs"] = stats(wall);
    workersUsed["games1000WallMs"] = workersUsed["games1000BatchMs"]!;
  }

  // ---- the designer's figures: game.stich at random, then one greedy seat per shipped ruleset
  const shipped = readdirSync(join(here, "..", "..", "rulesets"), { recursive: true, withFileTypes: false })
    .map(String)
    .filter((f) => f.endsWith(".stich") && !f.includes("/cards/") && !f.includes("/examples/") && !f.includes("/pinned/"))
    .map((f) => `rulesets/${f}`)
    .sort();
  if (want("game-stich")) await openFile(page, GAME_STICH);
  const gameStich: number[] = [];
  for (let i = 0; i < (want("game-stich") ? BATCHES : 0); i++) {
    const r = await runBatch(page, () => page.locator("[data-testid=run]").click());
    if (r.games + r.failures !== 1000 || r.players !== 4 || r.lineup.some((b) => b !== "random")) throw new Error(`unexpected batch: ${r.games} games of ${r.name}, ${r.players} players, ${r.lineup.join(",")}`);
    gameStich.push(r.elapsedMs);
    await noteWorkers(page, "gameStich1000BatchMs");
    console.log(`${GAME_STICH}: 1,000 random games in ${r.elapsedMs} ms (batch wall time, ${workersUsed["gameStich1000BatchMs"]!.at(-1)} workers)`);
  }
  if (gameStich.length > 0) results["gameStich1000BatchMs"] = stats(gameStich);
  // The smallest batch first (random seats: cheap), then the file, then the greedy seat: each change
  // starts a run of its own (the page runs after every change), the last one is the one timed.
  if (want("greedy")) await runBatch(page, () => page.locator("[data-testid=games]").selectOption(String(GREEDY_GAMES)));
  const greedy: Record<string, number> = {};
  const greedyEdited: Record<string, number> = {};
  for (const file of want("greedy") ? shipped.filter((f) => !RULESETS || RULESETS.some((p) => f.includes(p))) : []) {
    await openFile(page, file);
    const players = await page.evaluate(() => Number((document.querySelector("[data-testid=players]") as HTMLSelectElement).value));
    if (players !== 4) {
      const options = await page.locator("[data-testid=players] option").allTextContents();
      const nearest = options.map(Number).sort((a, b) => Math.abs(a - 4) - Math.abs(b - 4))[0]!;
      if (nearest !== players) await runBatch(page, () => page.locator("[data-testid=players]").selectOption(String(nearest)));
    }
    const r = await runBatch(page, () => page.locator("[data-testid=bot-0]").selectOption("greedy"), 600_000);
    // The lab plays whole duplicate deals (each deal once per seat rotation), so a 3-player batch of
    // 100 games is 102: the games asked for, rounded up to a multiple of the players.
    const played = r.games + r.failures;
    if ((played !== GREEDY_GAMES && played !== Math.ceil(GREEDY_GAMES / r.players) * r.players) || !r.lineup.includes("greedy")) throw new Error(`unexpected batch: ${r.games} games of ${r.name}, ${r.lineup.join(",")}`);
    greedy[`${file} (${r.players}p)`] = r.elapsedMs;
    await noteWorkers(page, "greedySeat100BatchMs");
    console.log(`${file}, ${r.players} players, one greedy seat: ${played} games in ${r.elapsedMs} ms (batch wall time, ${workersUsed["greedySeat100BatchMs"]!.at(-1)} workers)`);
    if (r.failures > 0) console.log(`${file}: ${r.failures} of ${played} greedy-seat games failed`);
    // After an edit: the loop the designer lives in (issue 26: "after every edit"). The ruleset's name
    // is edited, so the IR differs (the playtest workers compile the rules afresh: editor/src/sim/ir-cache.ts)
    // but the game played is the same; the page runs the greedy playtest again by itself.
    const edited = await runBatch(page, () => renameRuleset(page, true), 600_000);
    if (edited.name !== r.name + EDITED || edited.games + edited.failures !== played || !edited.lineup.includes("greedy")) throw new Error(`unexpected batch after the edit: ${edited.games} games of ${edited.name}, ${edited.lineup.join(",")}`);
    greedyEdited[`${file} (${r.players}p)`] = edited.elapsedMs;
    await noteWorkers(page, "greedySeatAfterEdit100BatchMs");
    console.log(`${file}, ${r.players} players, one greedy seat, after an edit: ${played} games in ${edited.elapsedMs} ms (batch wall time, ${workersUsed["greedySeatAfterEdit100BatchMs"]!.at(-1)} workers)`);
    await runBatch(page, () => page.locator("[data-testid=bot-0]").selectOption("random"));
    await runBatch(page, () => renameRuleset(page, false));
  }
  if (want("greedy")) {
    results["greedySeat100BatchMs"] = stats(Object.values(greedy));
    results["greedySeatAfterEdit100BatchMs"] = stats(Object.values(greedyEdited));
    Object.assign(greedyByRuleset, greedy);
    Object.assign(greedyAfterEditByRuleset, greedyEdited);
    console.log(`greedy seat, ${GREEDY_GAMES} games, batch wall ms per shipped ruleset (first batch on the opened file / after an edit):`);
    for (const [f, ms] of Object.entries(greedy)) console.log(`  ${f.padEnd(52)} ${String(ms).padStart(7)} ${String(greedyEdited[f]).padStart(7)}`);
  }

  // ---- keystroke to markers, on the largest shipped ruleset
  if (want("keystrokes")) await keystrokes(page, shipped);
  await ctx.close();
} finally {
  await server.close();
  for (const d of profiles) rmSync(d, { recursive: true, force: true });
}

async function keystrokes(page: Page, shipped: readonly string[]): Promise<void> {
  const biggest = shipped
    .map((f) => ({ f, size: statSync(join(here, "..", "..", f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  await page.locator("[data-testid=file-picker]").selectOption(biggest.f);
  await ready(page);
  await page.evaluate(() => {
    const w = window as unknown as { __keydown: number };
    document.addEventListener("keydown", () => (w.__keydown = performance.now()), { capture: true });
  });
  const lines = (await page.evaluate(() => window.__designer!.editor()!.getValue())).split("\n");
  const scoreLine = lines.findIndex((l) => l.startsWith("score:")) + 1;
  await page.evaluate((l) => {
    const ed = window.__designer!.editor()!;
    ed.setPosition({ lineNumber: l, column: ed.getModel()!.getLineMaxColumn(l) });
    ed.focus();
  }, scoreLine);
  const latencies: number[] = [];
  const workerMs: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    // " +" (an error: a value is missing) and back: markers come and go.
    const key = i % 4 === 0 ? " " : i % 4 === 1 ? "+" : "Backspace";
    await page.keyboard.press(key);
    await ready(page);
    const m = await page.evaluate(() => {
      const d = window.__designer!;
      const id = d.latestCheck();
      const t = d.checkTimings().find((x) => x.id === id)!;
      return { applied: d.markersApplied()[id]!, keydown: (window as unknown as { __keydown: number }).__keydown, workerMs: t.workerMs ?? NaN };
    });
    latencies.push(m.applied - m.keydown);
    workerMs.push(m.workerMs);
  }
  results["keystrokeToMarkersMs"] = stats(latencies);
  results["checkInWorkerMs"] = stats(workerMs);
  console.log(`keystrokes measured on ${biggest.f} (${biggest.size} bytes, the largest shipped ruleset)`);
}

// ---- bundle
const files: { file: string; bytes: number; gzip: number }[] = [];
const walk = (dir: string) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else {
      const data = readFileSync(p);
      files.push({ file: p.slice(DIST.length + 1), bytes: data.length, gzip: gzipSync(data).length });
    }
  }
};
walk(DIST);
const total = files.reduce((a, f) => a + f.bytes, 0);
const totalGzip = files.reduce((a, f) => a + f.gzip, 0);

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
/** "2" when every batch of a figure used 2 workers, "1-2" when they differed; "" for figures that are no playtest. */
const workersOf = (k: string) => {
  const w = workersUsed[k];
  if (!w || w.length === 0) return "";
  const lo = Math.min(...w);
  const hi = Math.max(...w);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
};
console.log(`\nplaytest pool: ${WORKERS !== undefined ? `--workers ${WORKERS}` : "the page's default size"} (the browser reports ${cores} cores)`);
console.log("figure                                  lowest   median      p95  highest  (runs)  workers");
for (const [k, v] of Object.entries(results)) console.log(`${k.padEnd(38)} ${fmt(v.lowest).padStart(7)}  ${fmt(v.median).padStart(7)}  ${fmt(v.p95).padStart(7)}  ${fmt(v.highest).padStart(7)}  (${v.runs})  ${workersOf(k).padStart(7)}`);
console.log(`\nbundle: ${(total / 1024).toFixed(0)} kB in ${files.length} files, ${(totalGzip / 1024).toFixed(0)} kB gzip`);
for (const f of files.sort((a, b) => b.bytes - a.bytes).slice(0, 8)) console.log(`  ${f.file.padEnd(40)} ${(f.bytes / 1024).toFixed(0).padStart(6)} kB  ${(f.gzip / 1024).toFixed(0).padStart(5)} kB gzip`);
console.log(JSON.stringify({ ...results, greedySeat100BatchMsByRuleset: greedyByRuleset, greedySeatAfterEdit100BatchMsByRuleset: greedyAfterEditByRuleset, workers: Object.fromEntries(Object.keys(workersUsed).map((k) => [k, workersOf(k)])), bundle: { bytes: total, gzipBytes: totalGzip, files } }));
