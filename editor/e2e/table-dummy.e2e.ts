// End-to-end test of a dummy at the designer's card table (editor/src/table/): Bridge Whist with the
// person at the dealer's seat, who declares, then plays the dummy's face-up hand (its own row, "you
// play it") in the dummy's turns and its own hand in its own, by clicking, to the end of the game.
// Run by editor/e2e/run-all.ts (or alone: npx tsx editor/e2e/table-dummy.e2e.ts, after
// npm run build:editor); ends with "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./browser.js";
import { check, Scenarios } from "./harness.js";
import { preview } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const server = await preview({ configFile: join(here, "..", "vite.config.ts"), preview: { host: "127.0.0.1", port: 0, strictPort: false }, logLevel: "warn" });
const BASE = server.resolvedUrls?.local[0];
if (!BASE) throw new Error("the preview server has no local address");
const PAGE = `${BASE}?tablePace=20`;
const profile = mkdtempSync(join(tmpdir(), "table-dummy-profile-"));
const run = new Scenarios();

async function myTurn(page: Page): Promise<"your-turn" | "over"> {
  const seen = await page.waitForFunction(() => {
    const s = document.querySelector("[data-testid=table-status]")?.getAttribute("data-status");
    return s === "your-turn" || s === "over" ? s : false;
  }, undefined, { timeout: 30_000 });
  return (await seen.jsonValue()) as "your-turn" | "over";
}

try {
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1500, height: 1000 } });
  const page = context.pages()[0] ?? (await context.newPage());
  run.watch(page);
  await page.goto(PAGE);
  await page.locator(".monaco-editor .view-lines").waitFor();
  const settled = () => page.waitForFunction(() => window.__designer !== undefined && window.__designer.latestCheck() > 0 && window.__designer.idle());
  await settled();

  const name = "Bridge Whist at seat 0 (seed 4: seat 0 deals first): the person declares and plays the dummy's face-up hand in its turns";
  await run.test(name, async () => {
    await page.locator("[data-testid=file-picker]").selectOption("rulesets/classics/bridge-whist.stich");
    await settled();
    await page.locator("[data-testid=tab-table]").click();
    await page.locator("[data-testid=table-players]").fill("4");
    await page.locator("[data-testid=table-seed]").fill("4");
    for (const s of [1, 2, 3]) await page.locator(`[data-testid=table-bot-${s}]`).selectOption("random");
    await page.locator("[data-testid=table-start]").click();
    await page.locator("[data-testid=table-status]").waitFor();
    let dummyPlays = 0;
    let ownPlays = 0;
    let calls = 0;
    let before: string[] = [];
    for (let n = 0; n < 600; n++) {
      if (n > 0) {
        // The last click is answered: the table's log changes (as table.e2e.ts's playToEnd waits).
        await page.waitForFunction((b) => [...document.querySelectorAll("[data-testid=table-log] li")].map((l) => l.textContent).join("\n") !== b, before.join("\n"));
      }
      if ((await myTurn(page)) === "over") break;
      before = await page.locator("[data-testid=table-log] li").allTextContents();
      const dummy = page.locator("[data-testid=dummy-hand]");
      if (await dummy.count()) {
        // The dummy's turn: its face-up cards are the person's to play; its own hand is inactive.
        const status = (await page.locator("[data-testid=table-status]").textContent()) ?? "";
        check(/play seat 2's card/.test(status), `the status does not say whose card to play: "${status}"`);
        check((await page.locator("[data-testid=hand] .card.legal").count()) === 0, "the person's own hand offers a card while the dummy is to play");
        check((await dummy.locator(".card").count()) > 0, "the dummy's hand shows no card");
        await dummy.locator(".card.legal").first().click();
        dummyPlays++;
        continue;
      }
      const panel = page.locator("[data-testid=decision]");
      if (await panel.count()) {
        calls++;
        const ones = page.locator("[data-testid=one-item], [data-testid=decision-choice]");
        await ones.first().click();
        continue;
      }
      await page.locator("[data-testid=hand] .card.legal").first().click();
      ownPlays++;
      const targets = page.locator("[data-testid^=target-]");
      if (await targets.count()) await targets.first().click();
    }
    check((await page.locator("[data-testid=game-over]").count()) === 1, "the game did not end");
    // Seat 0 deals rounds 1, 5, 9, ...: it declares and plays the dummy's 13 cards in each of them.
    check(calls >= 1 && dummyPlays === 13 * calls, `declared ${calls} time(s), but played ${dummyPlays} dummy cards`);
    check(ownPlays > 0, "the person never played its own hand");
    console.log(`  ${calls} declaration(s), ${dummyPlays} dummy plays, ${ownPlays} own plays`);
  });
  await context.close();
} finally {
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}

run.finish();
