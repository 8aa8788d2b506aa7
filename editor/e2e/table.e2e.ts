// End-to-end tests of the designer's card table (editor/src/table/): whole games played by clicking
// against bots (Sticheln Classic with its secret choice, Stichling with its bid order and several open
// tricks, Stich-Meister with two rule cards: a pass and forced trumping, and the rule-card draft), the
// reason for an illegal card with a jump to its rule's line, undo, the log saved and replayed, and a
// game watched play by play and trick by trick, a card turned up with an auction, a pick-up and a seat
// sitting out. Run by editor/e2e/run-all.ts; ends with
// "N passed, N failed". Screenshots go to $E2E_SCREENSHOTS.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./browser.js";
import { preview } from "vite";
import { compile, Game, readLog, replayLog } from "../../src/index.js";
import { LANTERN_TEXT, MARKET_TEXT, PLEDGE_TEXT, SECRET_CALLS_TEXT } from "./table-fixtures.js";
import { check, Scenarios } from "./harness.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const ROOT = join(here, "..", "..");
const SHOTS = process.env["E2E_SCREENSHOTS"] ?? mkdtempSync(join(tmpdir(), "table-shots-"));
mkdirSync(SHOTS, { recursive: true });

const server = await preview({ configFile: join(here, "..", "vite.config.ts"), preview: { host: "127.0.0.1", port: 0, strictPort: false }, logLevel: "warn" });
const BASE = server.resolvedUrls?.local[0];
if (!BASE) throw new Error("the preview server has no local address");
// Bots answer after 20 ms here (a person gets 700 ms): the games stay short.
const PAGE = `${BASE}?tablePace=20`;

const run = new Scenarios();
const profiles: string[] = [];
const downloads = mkdtempSync(join(tmpdir(), "table-downloads-"));

async function newContext(): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), "table-profile-"));
  profiles.push(dir);
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1500, height: 1000 }, acceptDownloads: true });
}

async function open(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  run.watch(page);
  await page.goto(PAGE);
  await page.locator(".monaco-editor .view-lines").waitFor();
  await settled(page);
  return page;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__designer !== undefined && window.__designer.latestCheck() > 0 && window.__designer.idle());
}

const test = (name: string, body: () => Promise<void>) => run.test(name, body);

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Opens a workspace file in the editor and waits for its check. */
async function openFile(page: Page, file: string): Promise<void> {
  await page.locator("[data-testid=file-picker]").selectOption(file);
  await settled(page);
}

/** Starts a game at the table: `players` seats, the person at seat 0, greedy bots elsewhere. */
async function startGame(page: Page, players: number, seed = 1): Promise<void> {
  await page.locator("[data-testid=tab-table]").click();
  await page.locator("[data-testid=table-players]").fill(String(players));
  await page.locator("[data-testid=table-seed]").fill(String(seed));
  await page.locator("[data-testid=table-start]").click();
  await page.locator("[data-testid=table-status]").waitFor();
}

/** Waits until the person is to act or the game is over; which of the two. */
async function myTurn(page: Page): Promise<"your-turn" | "over"> {
  // The status the wait saw, not a second read: the page may move on (to "waiting") in between.
  const seen = await page.waitForFunction(() => {
    const s = document.querySelector("[data-testid=table-status]")?.getAttribute("data-status");
    return s === "your-turn" || s === "over" ? s : false;
  }, undefined, { timeout: 30_000 });
  return (await seen.jsonValue()) as "your-turn" | "over";
}

interface Seen {
  decisions: Map<string, number>;
  plays: number;
  maxOpenTricks: number;
  illegalSeen: number;
}

/**
 * One decision by clicking, as a person would: a decision panel is answered by picking its offered
 * items one by one (the first still possible each time) and confirming; a card play by clicking the
 * first legal card, then the first place it may go when it may go to several.
 */
async function decide(page: Page, seen: Seen): Promise<void> {
  const panel = page.locator("[data-testid=decision]");
  if (await panel.count()) {
    const type = (await panel.getAttribute("data-type")) ?? "?";
    seen.decisions.set(type, (seen.decisions.get(type) ?? 0) + 1);
    const choices = page.locator("[data-testid=decision-choice]");
    if (await choices.count()) {
      await choices.first().click();
      return;
    }
    const ones = page.locator("[data-testid=one-item]");
    if (await ones.count()) {
      await ones.first().click();
      return;
    }
    for (let i = 0; i < 60 && (await page.locator("[data-testid=decision-confirm]").isDisabled()); i++) {
      await page.locator("[data-testid=hand] .card.pickable, [data-testid=pick-item].pickable").first().click();
    }
    await page.locator("[data-testid=decision-confirm]").click();
    return;
  }
  seen.maxOpenTricks = Math.max(seen.maxOpenTricks, await page.locator("[data-testid=tricks] .trick").count());
  seen.illegalSeen += await page.locator("[data-testid=hand] .card.illegal").count();
  await page.locator("[data-testid=hand] .card.legal").first().click();
  seen.plays++;
  // Several places for the card: a highlighted trick or a new one.
  const targets = page.locator("[data-testid^=target-]");
  if (await targets.count()) await targets.first().click();
}

/** How the decisions other than card plays were taken by dragging (dragged: taken by a drag; clicked: by a click). */
interface Dragged {
  dragged: Map<string, number>;
  clicked: Map<string, number>;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * One decision by dragging, as a person with a mouse would: a choice button or a one-of item dragged
 * onto the decision's drop zone, items to pick dragged there one by one (then confirm), a layout card
 * dragged from the table into the hand (every other layout card clicked where it lies instead, so
 * both ways are used). Card plays are clicked (their drag has a test of its own).
 */
async function decideByDrag(page: Page, seen: Seen, how: Dragged): Promise<string | void> {
  const panel = page.locator("[data-testid=decision]");
  if (!(await panel.count())) return decide(page, seen);
  const type = (await panel.getAttribute("data-type")) ?? "?";
  bump(seen.decisions, type);
  const drop = page.locator("[data-testid=decision-drop]");
  const choices = page.locator("[data-testid=decision-choice]");
  if (await choices.count()) {
    bump(how.dragged, type);
    return choices.first().dragTo(panel);
  }
  const onTable = page.locator("[data-testid=layout] .card.takeable");
  if (await onTable.count()) {
    const n = (how.dragged.get(type) ?? 0) + (how.clicked.get(type) ?? 0);
    if (n % 2 === 0) {
      bump(how.dragged, type);
      return onTable.last().dragTo(page.locator("[data-testid=hand]"));
    }
    bump(how.clicked, type);
    return onTable.first().click();
  }
  const ones = page.locator("[data-testid=one-item]");
  if (await ones.count()) {
    bump(how.dragged, type);
    return ones.last().dragTo(drop);
  }
  for (let i = 0; i < 60 && (await page.locator("[data-testid=decision-confirm]").isDisabled()); i++) {
    const before = (await page.locator("[data-testid=picked]").textContent()) ?? "";
    await page.locator("[data-testid=hand] .card.pickable, [data-testid=pick-item].pickable").first().dragTo(drop);
    await page.waitForFunction((b) => document.querySelector("[data-testid=picked]")?.textContent !== b, before, { timeout: 5_000 })
      .catch(() => { throw new Error(`dragging an item of the ${type} decision onto its drop zone picked nothing (still "${before}")`); });
  }
  bump(how.dragged, type);
  const picked = (await page.locator("[data-testid=picked]").textContent()) ?? "";
  await page.locator("[data-testid=decision-confirm]").click();
  return picked;
}

/** Plays the game at the table to its end; what was seen on the way. `how`: decisions by dragging. */
async function playToEnd(page: Page, each?: (seen: Seen) => Promise<void>, how?: Dragged): Promise<Seen> {
  const seen: Seen = { decisions: new Map(), plays: 0, maxOpenTricks: 0, illegalSeen: 0 };
  for (let n = 0; n < 2000; n++) {
    if ((await myTurn(page)) === "over") return seen;
    const before = await page.locator("[data-testid=table-log] li").allTextContents();
    await (how ? decideByDrag(page, seen, how) : decide(page, seen));
    // The click is answered: the view changes (the log grows or the position moves on).
    await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before.join("\n"));
    await each?.(seen);
  }
  throw new Error("the game did not end in 2000 decisions");
}

/** The log the table offers for download, saved; its path. */
async function downloadLog(page: Page, button: string): Promise<string> {
  const [d] = await Promise.all([page.waitForEvent("download"), page.locator(`[data-testid=${button}]`).click()]);
  const path = join(downloads, d.suggestedFilename());
  await d.saveAs(path);
  return path;
}

/** Replays a downloaded log on the ruleset text with the library: the game's result. */
function replayed(path: string, file: string, text: string) {
  const readFile = (p: string) => {
    try {
      return readFileSync(join(ROOT, p), "utf8");
    } catch {
      return undefined;
    }
  };
  const { ir } = compile(text, { file, readFile });
  check(ir, `${file} does not compile`);
  return replayLog(ir, readLog(readFileSync(path, "utf8")));
}

async function editorText(page: Page): Promise<string> {
  return page.evaluate(() => window.__designer!.editor()!.getValue());
}

try {
  const context = await newContext();
  const page = await open(context);
  let classicLog = "";

  await test("Sticheln Classic: a whole game against three bots by clicking, the secret choice included; undo; the log saved and pinned", async () => {
    await startGame(page, 4);
    // The secret choice comes first: the bots decide at once (their choice is marked, never shown).
    check((await myTurn(page)) === "your-turn", "the person is not asked first");
    await page.locator("[data-testid=decision][data-type=choose]").waitFor();
    await page.locator("[data-testid=committed-1]").waitFor();
    let undone = false;
    const seen = await playToEnd(page, async (s) => {
      // Undo once, after the first card played: the hand gets its card back.
      if (undone || s.plays !== 1) return;
      await page.waitForFunction(() => !(document.querySelector("[data-testid=undo]") as HTMLButtonElement | null)?.disabled);
      const before = await page.locator("[data-testid=hand] .card").count();
      await page.locator("[data-testid=undo]").click();
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=hand] .card").length === n + 1, before);
      undone = true;
    });
    check(undone, "undo was never offered after a card was played");
    check(seen.decisions.get("choose") === 5, `5 secret choices expected (one a round), got ${seen.decisions.get("choose")}`);
    // 15 cards dealt, one of them declared: 14 plays a round, and the one played again after the undo.
    check(seen.plays === 5 * 14 + 1, `a whole game is 70 plays of the person's (and one again after undo), got ${seen.plays}`);
    check(seen.illegalSeen === 0, "Sticheln has no duty to follow, yet cards were marked illegal");
    const over = (await page.locator("[data-testid=game-over]").textContent()) ?? "";
    check((await page.locator("[data-testid=round-scores] tbody tr").count()) === 6, "the scores by round do not show 5 rounds and the totals");
    classicLog = await downloadLog(page, "pin");
    const game = replayed(classicLog, "rulesets/sticheln/classic.stich", readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8"));
    check(game.isOver, "the saved log does not replay to the end");
    const totals = game.result()!.totals.join(", ");
    check(over.includes(`totals ${totals}`), `the page says "${over}", the replayed log gives totals ${totals}`);
    check(readLog(readFileSync(classicLog, "utf8")).result !== undefined, "the pinned log has no result");
  });

  await test("any seat: the person at seat 2 gets seat 2's hand of the deal (the library's), the others are bots", async () => {
    await page.locator("[data-testid=tab-table]").click();
    await page.locator("[data-testid=table-players]").fill("4");
    await page.locator("[data-testid=table-seed]").fill("7");
    await page.locator("[data-testid=table-seat]").selectOption("2");
    await page.locator("[data-testid=table-start]").click();
    check((await myTurn(page)) === "your-turn", "seat 2 is not asked");
    const { ir } = compile(readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8"), { file: "rulesets/sticheln/classic.stich" });
    const g = Game.create(ir!, { players: 4, seed: 7 });
    const want = g.observe(2).hand.map((c) => g.cardName(c)).sort().join(" ");
    const got = (await page.locator("[data-testid=hand] .card").evaluateAll((cs) => cs.map((c) => c.getAttribute("data-card")!))).sort().join(" ");
    check(got === want, `the hand shown is not seat 2's:\n  page ${got}\n  deal ${want}`);
    check(((await page.locator("[data-testid=seat-2] .seat-name").textContent()) ?? "").includes("you") && (await page.locator("[data-testid=seat-2].me").count()) === 1, "seat 2 is not marked as the person's");
    check(((await page.locator("[data-testid=seat-0] .seat-name").textContent()) ?? "").includes("greedy"), "seat 0 is not a bot");
    await page.locator("[data-testid=table-seat]").selectOption("0");
  });

  await test("Stichling: a whole game by clicking, the bid order arranged, cards placed on several open tricks", async () => {
    await openFile(page, "rulesets/stichling/stichling.stich");
    await startGame(page, 4, 2);
    let shown = false;
    let held = 0;
    const seen = await playToEnd(page, async (s) => {
      // Who holds each open trick (Stichling's holder may change as cards are added) is shown on it.
      held = Math.max(held, await page.locator("[data-testid=tricks] [data-testid^=holder-]").count());
      if (shown || (await page.locator("[data-testid=tricks] .trick").count()) < 3) return;
      shown = true;
      await shot(page, "table");
      void s;
    });
    check(seen.decisions.get("order") === 3, `3 bid orders expected (one a round), got ${seen.decisions.get("order")}`);
    check(seen.plays === 3 * 12, `a whole game is 36 plays of the person's, got ${seen.plays}`);
    check(seen.maxOpenTricks >= 2, `several tricks should have been open at once, at most ${seen.maxOpenTricks} seen`);
    check(held >= 2, `the holders of several open tricks should have been shown at once, at most ${held} seen`);
    await page.locator("[data-testid=game-over]").waitFor();
  });

  await test("Stichling: a card dragged from the hand onto one of several open tricks is played on that trick", async () => {
    await openFile(page, "rulesets/stichling/stichling.stich");
    await startGame(page, 4, 2);
    const seen: Seen = { decisions: new Map(), plays: 0, maxOpenTricks: 0, illegalSeen: 0 };
    let dropped: { card: string; trick: string } | undefined;
    for (let n = 0; n < 400 && !dropped; n++) {
      if ((await myTurn(page)) === "over") break;
      const before = (await page.locator("[data-testid=table-log] li").allTextContents()).join("\n");
      if ((await page.locator("[data-testid=decision]").count()) === 0 && (await page.locator("[data-testid=tricks] .trick").count()) >= 2) {
        // Start dragging each legal card with the mouse until one lights up several tricks; drop it on the last.
        const legal = page.locator("[data-testid=hand] .card.legal");
        for (let i = 0; i < (await legal.count()) && !dropped; i++) {
          const card = legal.nth(i);
          const name = (await card.getAttribute("data-card"))!;
          const from = (await card.boundingBox())!;
          await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
          await page.mouse.down();
          await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
          const targets = await page.locator("[data-testid=tricks] .trick.target").evaluateAll((ts) => ts.map((t) => t.getAttribute("data-testid")!));
          const to = targets.length >= 2 ? page.locator(`[data-testid=${targets.at(-1)}]`) : card;
          // The trick as people read its number (its head), which the log's line uses too.
          const head = targets.length >= 2 ? ((await to.locator(".trick-head").textContent()) ?? "") : "";
          const box = (await to.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
          await page.mouse.up();
          if (targets.length >= 2) dropped = { card: name, trick: /trick (\d+)/.exec(head)?.[1] ?? `? (head "${head}")` };
        }
      }
      if (!dropped) await decide(page, seen);
      await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before);
    }
    check(dropped, "no card could go to several open tricks in this game");
    const line = `seat 0 plays ${dropped.card} to trick ${dropped.trick}`;
    await page.waitForFunction((l) => [...document.querySelectorAll("[data-testid=table-log] li")].some((li) => li.textContent === l), line, { timeout: 10_000 })
      .catch(async () => { throw new Error(`the log does not say "${line}": ${(await page.locator("[data-testid=table-log] li").allTextContents()).join(" | ")}`); });
    check(!(await page.locator(`[data-testid=hand] .card[data-card="${dropped.card}"]`).count()), `${dropped.card} is still in the hand`);
  });

  await test("Stich-Meister with two rule cards (pass 3 right, forced trumping): a whole game; an illegal card's reason and its rule's line", async () => {
    // A variant of the edited ruleset with two cards in force, typed into the editor.
    await openFile(page, "rulesets/stich-meister/trump-ties-by-value.stich");
    await page.evaluate(() => window.__designer!.editor()!.setValue('variant "Stich-Meister with cards 22 and 28" extends "base.stich"\nwith "cards/22-pass-three-right.stich"\nwith "cards/28-forced-trumping.stich"\n'));
    await settled(page);
    await startGame(page, 4, 3);
    let explained = false;
    const seen = await playToEnd(page, async () => {
      if (explained || (await myTurn(page)) !== "your-turn" || (await page.locator("[data-testid=hand] .card.illegal").count()) === 0) return;
      explained = true;
      await page.locator("[data-testid=hand] .card.illegal").first().click();
      const why = page.locator("[data-testid=why]");
      await why.waitFor();
      const words = (await why.textContent()) ?? "";
      check(words.includes("(rule: tricks follow)"), `no rule named: ${words}`);
      check(words.includes("rule card 28 is in force"), `the card in force is not named: ${words}`);
      check(/class = followClass is false \(class is \d, followClass is \d\)/.test(words), `no failed condition with its values: ${words}`);
      await shot(page, "table-why");
      await page.locator("[data-testid=why-rule]").first().click();
      // The rule's line: base.stich's follow rule, selected in the editor.
      await page.waitForFunction(() => window.__designer!.editor()!.getModel()!.uri.path.endsWith("base.stich"));
      const line = await page.evaluate(() => {
        const ed = window.__designer!.editor()!;
        return ed.getModel()!.getLineContent(ed.getSelection()!.startLineNumber);
      });
      check(line.trim().startsWith("follow:"), `the editor shows "${line}", not the follow rule`);
    });
    check(explained, "no card was ever illegal in a game of Stich-Meister with forced trumping");
    check(seen.decisions.get("choose") === 4, `4 passes of 3 cards expected (one a round), got ${seen.decisions.get("choose")}`);
    check(seen.plays === 4 * 15, `a whole game is 60 plays of the person's, got ${seen.plays}`);
    await page.locator("[data-testid=game-over]").waitFor();
  });

  await test("Stich-Meister's rule-card draft: the offered cards kept by clicking, the kept cards in force", async () => {
    await openFile(page, "rulesets/stich-meister/game.stich");
    await startGame(page, 4, 5);
    check((await myTurn(page)) === "your-turn", "the draft does not ask the person");
    const panel = page.locator("[data-testid=decision][data-type=keep]");
    await panel.waitFor();
    check((await page.locator("[data-testid=pick-item]").count()) === 3, "3 rule cards should be offered");
    await page.locator("[data-testid=pick-item].pickable").first().click();
    await page.locator("[data-testid=decision-confirm]").click();
    await page.locator("[data-testid=active-rules]").waitFor();
    const rules = (await page.locator("[data-testid=active-rules]").textContent()) ?? "";
    check(/rule cards in force: \d+(, \d+){3}/.test(rules), `four kept cards should be in force: ${rules}`);
  });

  await test("watching: a bot game stepped play by play and trick by trick, back and forth, from a seat and with all hands open; a saved log watched", async () => {
    await openFile(page, "rulesets/sticheln/classic.stich");
    await page.locator("[data-testid=watch-bots]").click();
    const pos = page.locator("[data-testid=watch-position]");
    await pos.waitFor();
    const at = async () => Number(await pos.getAttribute("data-position"));
    const goTo = async (button: string, expect?: (p: number) => boolean) => {
      const before = await at();
      await page.locator(`[data-testid=${button}]`).click();
      await page.waitForFunction((b) => Number(document.querySelector("[data-testid=watch-position]")!.getAttribute("data-position")) !== b, before);
      const p = await at();
      if (expect) check(expect(p), `${button}: from ${before} to ${p}`);
      return p;
    };
    check((await at()) === 0, "watching does not start at the beginning");
    // All hands open: every seat's hand is shown.
    check((await page.locator("[data-testid^=open-hand-] .card").count()) === 4 * 15, "all four hands of 15 cards should be open");
    await goTo("watch-next", (p) => p === 1);
    await goTo("watch-next", (p) => p === 2);
    const trickEnd = await goTo("watch-next-trick", (p) => p > 2);
    const next = await goTo("watch-next-trick", (p) => p > trickEnd);
    await goTo("watch-prev-trick", (p) => p === trickEnd);
    await goTo("watch-prev", (p) => p === trickEnd - 1);
    void next;
    await shot(page, "table-watch");
    // One seat's view: its hand only, no other hand open.
    await page.locator("[data-testid=watch-viewer]").selectOption("2");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^=open-hand-]").length === 0);
    check((await page.locator("[data-testid=hand] .card").count()) > 0, "seat 2's hand is not shown");
    await page.locator("[data-testid=watch-viewer]").selectOption("all");
    await page.locator("[data-testid^=open-hand-]").first().waitFor();
    // The log saved from the game played above, watched.
    check(classicLog !== "", "no log was saved by the first test");
    await page.locator("[data-testid=watch-file]").setInputFiles(classicLog);
    await page.waitForFunction(() => document.querySelector("[data-testid=watch-position]")?.textContent?.startsWith("0 / "));
    const total = readLog(readFileSync(classicLog, "utf8")).actions.length;
    check((await pos.textContent()) === `0 / ${total}`, `the watched log should have ${total} actions: ${await pos.textContent()}`);
    await goTo("watch-last", (p) => p === total);
    await page.locator("[data-testid=round-scores] tbody tr").nth(5).waitFor();
  });

  await test("a drafted layout drawn as its grid from the observation; cards taken by a click on the table and by a drag into the hand, the clue and the calls dragged; a secret shown to the dealer only; a whole game", async () => {
    await openFile(page, "rulesets/sticheln/classic.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), MARKET_TEXT);
    await settled(page);
    await startGame(page, 4, 4);
    check((await myTurn(page)) === "your-turn", "the draft does not come to the person");
    // The grid is the observation's layout: 4 by 4, column by column, the places taken so far empty.
    const { ir } = compile(MARKET_TEXT, { file: "market.stich" });
    check(ir, "the fixture does not compile");
    const g = Game.create(ir, { players: 4, seed: 4 });
    const laid = g.observe(0).layout!.cards.map((c) => (c === null ? null : g.cardName(c)));
    const grid = page.locator("[data-testid=layout]");
    check((await grid.getAttribute("data-rows")) === "4" && (await grid.getAttribute("data-columns")) === "4", "the layout is not drawn 4 by 4");
    const places: (string | null)[] = [];
    for (let c = 0; c < 4; c++) {
      for (const el of await page.locator(`[data-testid=layout-column-${c}] .card`).all()) places.push(await el.getAttribute("data-card"));
    }
    const taken = (await page.locator("[data-testid=table-log] li").allTextContents()).filter((l) => / takes /.test(l)).length;
    check(places.length === 16 && places.every((p, i) => p === null || p === laid[i]) && places.filter((p) => p === null).length === taken, `the grid is not the layout dealt with ${taken} cards taken:\n  page ${places.join(" ")}\n  game ${laid.join(" ")}`);
    // Only the column being drafted may be taken from.
    const column = Number(await grid.getAttribute("data-column"));
    const takeable = await page.locator("[data-testid=layout] .card.takeable").evaluateAll((cs) => cs.map((c) => c.closest("[data-testid^=layout-column-]")!.getAttribute("data-testid")));
    check(takeable.length > 0 && takeable.every((t) => t === `layout-column-${column}`), `takeable cards outside column ${column + 1}: ${takeable.join(", ")}`);
    check(((await page.locator("[data-testid=secret-wind]").textContent()) ?? "").trim() !== "secret wind: hidden", "the dealer (seat 0, round 1) does not see its secret");
    await shot(page, "table-layout");
    const how: Dragged = { dragged: new Map(), clicked: new Map() };
    let hiddenSeen = false;
    const seen = await playToEnd(page, async () => {
      // Round 2: seat 1 deals; the wind is hidden from seat 0 until it is revealed before the tricks.
      if (!hiddenSeen && (await page.locator("[data-testid=round-line]").textContent())?.startsWith("Round 2") && (await page.locator("[data-testid=layout]").count()) > 0) {
        hiddenSeen = ((await page.locator("[data-testid=secret-wind]").textContent()) ?? "").trim() === "secret wind: hidden";
      }
    }, how);
    check(seen.decisions.get("take") === 8, `8 layout picks expected (4 a round), got ${seen.decisions.get("take")}`);
    check((how.dragged.get("take") ?? 0) === 4 && (how.clicked.get("take") ?? 0) === 4, `takes: ${how.dragged.get("take")} dragged, ${how.clicked.get("take")} clicked`);
    check(how.dragged.get("clue") === 4 && how.dragged.get("call") === 2, `the dealer's 4 clues and 2 calls should have been dragged: ${[...how.dragged].join(" ")}`);
    check(hiddenSeen, "in round 2 (seat 1 deals) the secret was not shown as hidden to seat 0");
    check(seen.plays === 8, `a whole game is 8 plays of the person's, got ${seen.plays}`);
    // Every seat's call is shown (made in the open): the last item dragged is the word "pass".
    check((await page.locator("[data-testid=call-guess-0]").textContent()) === "guess: pass", `seat 0's call: ${await page.locator("[data-testid=call-guess-0]").textContent()}`);
    for (const s of [1, 2, 3]) check(/^guess: (\d|pass)$/.test((await page.locator(`[data-testid=call-guess-${s}]`).textContent()) ?? ""), `seat ${s}'s open call is not shown`);
    const over = (await page.locator("[data-testid=game-over]").textContent()) ?? "";
    const log = await downloadLog(page, "pin");
    const game = replayed(log, "rulesets/sticheln/classic.stich", MARKET_TEXT);
    check(over.includes(`totals ${game.result()!.totals.join(", ")}`), `the page says "${over}", the replayed log ${game.result()!.totals.join(", ")}`);
  });

  await test("Was Sticht?: the task chip drafted by dragging its named chip, shown at the seat; the 4 by 9 layout drawn, a card of it taken by a click", async () => {
    await openFile(page, "rulesets/was-sticht/was-sticht.stich");
    await startGame(page, 4, 1);
    check((await myTurn(page)) === "your-turn", "the person is not asked");
    const panel = page.locator("[data-testid=decision][data-type=draftTask]");
    await panel.waitFor();
    const chip = page.locator("[data-testid=one-item]").first();
    const name = ((await chip.textContent()) ?? "").trim();
    check(/[a-z]/i.test(name), `the task chips are not named: "${name}"`);
    await chip.dragTo(page.locator("[data-testid=decision-drop]"));
    await page.waitForFunction((n) => document.querySelector("[data-testid=tasks-0]")?.textContent?.includes(n) ?? false, name, { timeout: 10_000 })
      .catch(async () => { throw new Error(`the drafted chip ${name} is not shown at seat 0: ${await page.locator("[data-testid=tasks-0]").textContent()}`); });
    // The rest of the chip draft by clicking, until a layout card may be taken.
    for (let n = 0; n < 40 && (await page.locator("[data-testid=layout] .card.takeable").count()) === 0; n++) {
      check((await myTurn(page)) === "your-turn", "the game ended in the draft");
      const before = (await page.locator("[data-testid=table-log] li").allTextContents()).join("\n");
      if ((await page.locator("[data-testid=layout] .card.takeable").count()) > 0) break;
      await page.locator("[data-testid=one-item], [data-testid=decision-choice]").first().click();
      await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before);
    }
    const grid = page.locator("[data-testid=layout]");
    check((await grid.getAttribute("data-rows")) === "4" && (await grid.getAttribute("data-columns")) === "9", "the layout is not drawn 4 by 9");
    const card = page.locator("[data-testid=layout] .card.takeable").first();
    const taken = (await card.getAttribute("data-card"))!;
    await card.click();
    await page.locator(`[data-testid=hand] .card[data-card="${taken}"]`).waitFor({ timeout: 10_000 });
  });

  await test("every decision kind by dragging: Sticheln's secret choice, Stichling's bid order, Stich-Meister's pass of three, rule-card draft, exposing three cards and removing a card of a won trick, a secret call", async () => {
    const how: Dragged = { dragged: new Map(), clicked: new Map() };
    const seen: Seen = { decisions: new Map(), plays: 0, maxOpenTricks: 0, illegalSeen: 0 };
    /** The person's first decision of `type` in this game, taken by dragging; what the picked line said. */
    const dragFirst = async (type: string, offTheHand = false): Promise<string> => {
      for (let n = 0; n < 120; n++) {
        check((await myTurn(page)) === "your-turn", `the game ended before a ${type} decision`);
        const panelType = await page.locator("[data-testid=decision]").getAttribute("data-type", { timeout: 2_000 }).catch(() => null);
        const before = (await page.locator("[data-testid=table-log] li").allTextContents()).join("\n");
        if (panelType === type && (!offTheHand || (await page.locator("[data-testid=pick-item]").count()) > 0)) {
          const picked = (await decideByDrag(page, seen, how)) ?? "";
          await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before);
          return picked;
        }
        await decide(page, seen);
        await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before);
      }
      throw new Error(`no ${type} decision came`);
    };
    await openFile(page, "rulesets/sticheln/classic.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8"));
    await settled(page);
    await startGame(page, 4, 1);
    const chosen = await dragFirst("choose");
    check(/^\S+$/.test(chosen.trim()), `one card should have been picked by dragging: "${chosen}"`);
    await page.waitForFunction((c) => !document.querySelector(`[data-testid=hand] .card[data-card="${c}"]`), chosen.trim(), { timeout: 10_000 })
      .catch(() => { throw new Error(`the card chosen by dragging (${chosen}) is still in the hand`); });

    await openFile(page, "rulesets/stichling/stichling.stich");
    await startGame(page, 4, 2);
    const order = (await dragFirst("order")).trim().split(" ");
    check(order.length === 3, `three values should have been put in order by dragging: ${order.join(" ")}`);

    await openFile(page, "rulesets/stich-meister/game.stich");
    await startGame(page, 4, 5);
    await dragFirst("keep");
    await page.locator("[data-testid=active-rules]").waitFor();

    await openFile(page, "rulesets/stich-meister/trump-ties-by-value.stich");
    await page.evaluate(() => window.__designer!.editor()!.setValue('variant "Stich-Meister with card 22" extends "base.stich"\nwith "cards/22-pass-three-right.stich"\n'));
    await settled(page);
    await startGame(page, 4, 3);
    const passed = (await dragFirst("choose")).trim().split(" ");
    check(passed.length === 3, `three cards should have been passed by dragging: ${passed.join(" ")}`);

    // Exposing three hand cards (card 25), and removing a card of a won trick (card 34: cards not in the hand).
    await openFile(page, "rulesets/stich-meister/trump-ties-by-value.stich");
    await page.evaluate(() => window.__designer!.editor()!.setValue('variant "Stich-Meister with cards 25 and 34" extends "base.stich"\nwith "cards/25-three-cards-face-up.stich"\nwith "cards/34-winner-removes-a-card.stich"\n'));
    await settled(page);
    await startGame(page, 4, 1);
    const exposed = (await dragFirst("choose")).trim().split(" ");
    check(exposed.length === 3, `three cards should have been exposed by dragging: ${exposed.join(" ")}`);
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=seat-0] .card").length === n, 3, { timeout: 10_000 })
      .catch(() => { throw new Error("the three exposed cards are not shown face up at seat 0"); });
    const removed = (await dragFirst("choose", true)).trim().split(" ");
    check(removed.length === 1, `one card of the won trick should have been removed by dragging: ${removed.join(" ")}`);

    await openFile(page, "rulesets/sticheln/mild.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), SECRET_CALLS_TEXT);
    await settled(page);
    await startGame(page, 4, 1);
    await dragFirst("call");
    // The person's own secret call is shown ("zero", the word dragged last); the others' only as "?" until shown.
    await page.waitForFunction(() => document.querySelector("[data-testid=call-guess-0]")?.textContent === "guess: zero");
    for (const s of [1, 2, 3]) check((await page.locator(`[data-testid=call-guess-${s}]`).textContent()) === "guess: ?", `seat ${s}'s secret call is shown to seat 0`);
    check([...how.dragged.keys()].sort().join(" ") === "call choose keep order", `dragged decision kinds: ${[...how.dragged.keys()].join(" ")}`);
  });

  await test("a decision with one legal action (a call the rules fix; Pledged reds, not a classic) is taken by the table and shown; the person's guess is still asked", async () => {
    await openFile(page, "rulesets/sticheln/mild.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), PLEDGE_TEXT);
    await settled(page);
    await startGame(page, 4, 2);
    check((await myTurn(page)) === "your-turn", "the person is not asked");
    // By the person's first turn the pledge was taken for them, said so, and shown at the seat.
    const taken = (await page.locator("[data-testid=table-taken]").textContent()) ?? "";
    const pledged = /seat 0 calls pledge: (\d) \(the only legal action: taken for you\)/.exec(taken);
    check(pledged, `the pledge taken for the person is not shown: "${taken}"`);
    const board = await page.locator("[data-testid=call-pledge-0]").textContent();
    check(board === `pledge: ${pledged[1]}`, `the board shows "${board}" for the pledge taken (${pledged[1]})`);
    await page.locator("[data-testid=decision][data-type=call]").waitFor({ timeout: 5_000 });
    // The guess has three values: the person's to make; then the game goes on to the card play.
    await page.locator("[data-testid=one-item], [data-testid=decision-choice]").first().click();
    // The guess is taken once its panel is gone; before that the status still shows the guess's turn.
    await page.locator("[data-testid=decision][data-type=call]").waitFor({ state: "detached", timeout: 10_000 });
    check((await myTurn(page)) === "your-turn", "the game ended after the guess");
    await page.locator("[data-testid=hand] .card.legal").first().waitFor({ timeout: 10_000 });
    const lines = await page.locator("[data-testid=table-taken] div").allTextContents();
    check(lines.length === 1 && lines.every((l) => l.includes("calls pledge")), `only the pledge should have been taken: ${lines.join(" | ")}`);
    await shot(page, "table-forced-pledge");
  });

  await test("a card turned up, an auction, the dealer's pick-up and a seat sitting out (Lantern, not a classic): shown as the library's observation of the person's seat has them, the dealer's discard face down to the others", async () => {
    await openFile(page, "rulesets/sticheln/mild.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), LANTERN_TEXT);
    await settled(page);
    // Seed 5: the person bids, another seat sits out, a bot dealer picks up and lays a card down.
    await startGame(page, 4, 5);
    const seen = { turned: 0, bids: 0, sitsOut: 0, pickUp: 0, hiddenDiscard: 0 };
    await playToEnd(page, async () => {
      if (await page.locator("[data-testid=turned] .card").count()) seen.turned++;
      if (await page.locator("[data-testid^=bids-lamp-]").count()) seen.bids++;
      if (await page.locator("[data-testid^=sits-out-]").count()) seen.sitsOut++;
      if (await page.locator("[data-testid=pick-up] .card").count()) seen.pickUp++;
      if (await page.locator("[data-testid=discard] .face-down").count()) seen.hiddenDiscard++;
    });
    check(seen.turned > 0 && seen.bids > 0 && seen.pickUp > 0, `the turned card, the bids and the pick-up should have been shown: ${JSON.stringify(seen)}`);
    check(seen.sitsOut > 0 && seen.hiddenDiscard > 0, `a seat sitting out and another seat's discard (face down) should have been shown: ${JSON.stringify(seen)}`);
    // The last round as the page shows it, against the library's observation of seat 0 after the saved log.
    const log = await downloadLog(page, "download-log");
    const game = replayed(log, "fixtures/lantern.stich", LANTERN_TEXT);
    // What seat 0 saw of the last round, read here from its observed events (not through round-table.ts).
    const events = game.observe(0).events;
    const last = events.slice(events.map((e) => e.type).lastIndexOf("roundStart"));
    const want = {
      turned: last.flatMap((e) => (e.type === "turnCard" ? [e] : []))[0],
      bids: { lamp: [0, 1, 2, 3].map((s) => last.flatMap((e) => (e.type === "bid" && e.seat === s ? [e.value === null ? "pass" : e.said] : []))) },
      sitOut: last.flatMap((e) => (e.type === "sitOut" ? [e.seat] : [])),
      pickUp: last.flatMap((e) => (e.type === "pickUp" ? [e] : []))[0],
      discard: last.flatMap((e) => (e.type === "discard" ? [e] : []))[0],
    };
    check(want.turned?.card !== undefined && want.turned.card !== null, "the last round turned no card up");
    const turned = await page.locator("[data-testid=turned] .card").getAttribute("data-card");
    check(turned === game.cardName(want.turned.card), `the page shows ${turned} turned up, the library ${game.cardName(want.turned.card)}`);
    for (let s = 0; s < 4; s++) {
      const bids = want.bids["lamp"]?.[s] ?? [];
      const shown = await page.locator(`[data-testid=bids-lamp-${s}]`).textContent().catch(() => null);
      const expected = bids.length === 0 ? null : `lamp: ${bids.join(", ")}${game.observe(0).auction?.declarer === s ? " (won)" : ""}`;
      check((shown ?? null) === expected, `seat ${s}'s bids: the page shows "${shown}", the library "${expected}"`);
      const out = (await page.locator(`[data-testid=sits-out-${s}]`).count()) > 0;
      check(out === want.sitOut.includes(s), `seat ${s} ${want.sitOut.includes(s) ? "sits out but is not shown so" : "is shown sitting out but does not"}`);
    }
    if (want.pickUp) check((await page.locator("[data-testid=pick-up] .card").getAttribute("data-card")) === game.cardName(want.pickUp.card), "the card picked up is not the library's");
    if (want.discard) {
      const faceDown = (await page.locator("[data-testid=discard] .face-down").count()) > 0;
      check(faceDown === (want.discard.card === null), `the discard is ${faceDown ? "face down" : "face up"} to seat 0, the library's observation says ${want.discard.card === null ? "hidden" : "its own"}`);
    }
    await shot(page, "table-lantern");
  });

  await test("watching with all hands open shows the secret values and every secret call; one seat's view hides what that seat may not see", async () => {
    await openFile(page, "rulesets/sticheln/mild.stich");
    await page.evaluate((t) => window.__designer!.editor()!.setValue(t), SECRET_CALLS_TEXT);
    await settled(page);
    await page.locator("[data-testid=tab-table]").click();
    await page.locator("[data-testid=watch-viewer]").selectOption("all").catch(() => {});
    await page.locator("[data-testid=watch-bots]").click();
    await page.waitForFunction(() => document.querySelector("[data-testid=watch-position]")?.textContent?.startsWith("0 / "));
    // The four secret calls are the game's first actions: after them, every call is open to the watcher.
    for (let i = 1; i <= 4; i++) {
      await page.locator("[data-testid=watch-next]").click();
      await page.waitForFunction((n) => document.querySelector("[data-testid=watch-position]")?.getAttribute("data-position") === String(n), i);
    }
    for (const s of [0, 1, 2, 3]) check(/^guess: (\d|zero)$/.test((await page.locator(`[data-testid=call-guess-${s}]`).textContent()) ?? ""), `seat ${s}'s call is not open: ${await page.locator(`[data-testid=call-guess-${s}]`).textContent()}`);
    check(/^secret lucky: \d$/.test(((await page.locator("[data-testid=secret-lucky]").textContent()) ?? "").trim()), `the secret is not open: ${await page.locator("[data-testid=secret-lucky]").textContent()}`);
    check(((await page.locator("[data-testid=seat-1] .seat-name").textContent()) ?? "").includes("greedy"), "the watched bot game does not name its bots");
    // A seat that does not deal: its own call only, the secret hidden.
    const dealer = Number(/dealer seat (\d)/.exec((await page.locator("[data-testid=round-line]").textContent()) ?? "")![1]);
    const seat = (dealer + 1) % 4;
    await page.locator("[data-testid=watch-viewer]").selectOption(String(seat));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^=open-hand-]").length === 0);
    await page.waitForFunction(() => document.querySelector("[data-testid=secret-lucky]")?.textContent?.trim() === "secret lucky: hidden");
    for (const s of [0, 1, 2, 3]) {
      const said = (await page.locator(`[data-testid=call-guess-${s}]`).textContent()) ?? "";
      check(s === seat ? said !== "guess: ?" : said === "guess: ?", `seat ${seat}'s view shows seat ${s}'s call as "${said}"`);
    }
    await page.locator("[data-testid=watch-viewer]").selectOption("all");
  });

  await context.close();
} finally {
  await server.close();
  for (const dir of [...profiles, downloads]) rmSync(dir, { recursive: true, force: true });
}

console.log(`\nscreenshots: ${SHOTS}`);
run.finish();
