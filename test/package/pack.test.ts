// The built package as a user gets it: `npm pack` (its prepack builds dist/ from the sources),
// installed into an empty folder, then the installed command and the library from plain JavaScript,
// and its type declarations from a TypeScript consumer. Everything else in the suite runs the sources
// (bin/stichwerk.js in a checkout runs them through tsx).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "stichwerk-pack-"));
const app = join(dir, "app");
const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, npm_config_update_notifier: "false" } });
const inApp = (cmd: string, args: string[]) => spawnSync(cmd, args, { cwd: app, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

beforeAll(() => {
  npm(["pack", "--pack-destination", dir], ROOT);
  const tgz = readdirSync(dir).find((f) => f.endsWith(".tgz"));
  if (tgz === undefined) throw new Error(`npm pack left no .tgz in ${dir}`);
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  // The package's dependencies are the project's own, so npm's cache holds them (the index may be fetched).
  npm(["install", "--prefer-offline", "--no-audit", "--no-fund", join(dir, tgz)], app);
}, 300_000);
// Removing the installed node_modules takes a while on a loaded machine: more than the default 10 s.
afterAll(() => rmSync(dir, { recursive: true, force: true }), 120_000);

describe("the packed package installed into an empty folder", () => {
  it("ships compiled JavaScript and declarations, not the TypeScript sources", () => {
    const pkg = join(app, "node_modules", "stichwerk");
    const files = readdirSync(pkg, { recursive: true }).map(String);
    expect(files).toContain(join("dist", "src", "index.js"));
    expect(files).toContain(join("dist", "src", "index.d.ts"));
    expect(files).toContain(join("dist", "src", "cli", "main.js"));
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
  });

  it("runs `npx stichwerk simulate` (the compiled CLI, worker threads included)", () => {
    const r = inApp("npx", ["stichwerk", "simulate", "node_modules/stichwerk/rulesets/sticheln/classic.stich", "--players", "4", "--games", "40", "--workers", "2", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    // The same report as the sources give in-process.
    const fromSource = runCli(["simulate", "rulesets/sticheln/classic.stich", "--players", "4", "--games", "40", "--json"]);
    const strip = (t: string) => JSON.parse(t, (k, v) => (k === "ruleset" || k === "elapsedMs" ? undefined : v));
    expect(strip(r.stdout)).toEqual(strip(fromSource.stdout));
    expect(strip(r.stdout).games).toBe(40);
  });

  it("prints the same --help as the in-process command", () => {
    const r = inApp("npx", ["stichwerk", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(runCli(["--help"]).stdout);
  });

  it("imports { compile, Game } from plain JavaScript and plays a game", () => {
    const script = `
      import { readFileSync } from "node:fs";
      import { compile, Game, randomBot } from "stichwerk";
      const file = "node_modules/stichwerk/rulesets/sticheln/classic.stich";
      const { ir, diagnostics } = compile(readFileSync(file, "utf8"), { file });
      if (!ir) throw new Error(JSON.stringify(diagnostics));
      const game = Game.create(ir, { players: 4, seed: 7 });
      let n = 0;
      while (!game.isOver) { const seat = game.toAct()[0]; game.apply(seat, game.legalActions(seat)[0]); n++; }
      console.log(JSON.stringify({ name: ir.name, decisions: n, bot: typeof randomBot }));
    `;
    writeFileSync(join(app, "use.mjs"), script);
    const r = inApp(process.execPath, ["use.mjs"]);
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as { name: string; decisions: number; bot: string };
    expect(out.name).toBe("Sticheln Classic");
    expect(out.decisions).toBeGreaterThan(100);
    expect(out.bot).toBe("object");
  });

  it("writes an --html report with the chart script, which the library's users can also import", () => {
    const r = inApp("npx", ["stichwerk", "simulate", "node_modules/stichwerk/rulesets/sticheln/classic.stich", "--players", "4", "--games", "20", "--html", "sim.html"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    // The package's own script, inlined whole (compared as a boolean: the script is about 640 KiB).
    const script = readFileSync(join(app, "node_modules", "stichwerk", "dist", "report", "charts.js"), "utf8");
    expect(script.length).toBeGreaterThan(100_000);
    expect(readFileSync(join(app, "sim.html"), "utf8").includes(`<script>${script.replace(/<\/(script)/gi, "<\\/$1")}</script>`)).toBe(true);
    writeFileSync(join(app, "page.mjs"), `
      import { readFileSync } from "node:fs";
      import { fileURLToPath } from "node:url";
      import { compile, simulate, simulateHtml } from "stichwerk";
      const file = "node_modules/stichwerk/rulesets/sticheln/classic.stich";
      const { ir } = compile(readFileSync(file, "utf8"), { file });
      const script = readFileSync(fileURLToPath(import.meta.resolve("stichwerk/report-charts.js")), "utf8");
      console.log(simulateHtml(simulate({ ir, players: 4, games: 10, seed: 1, bots: ["random", "random", "random", "random"] }), script).length > script.length);
    `);
    const p = inApp(process.execPath, ["page.mjs"]);
    expect(p.stderr).toBe("");
    expect(p.stdout.trim()).toBe("true");
    // Two commands that start Node and load the package: about 15 s on a quiet machine, twice that under load.
  }, 90_000);

  it("gives TypeScript users the declarations", () => {
    // GameEvent and Action are made of the events and actions the mechanics' modules declare
    // (declaration merging): the package's declarations must reach those modules, or they are empty
    // (never) for a user.
    writeFileSync(join(app, "use.ts"), `import { compile, Game, type Action, type GameEvent, type RulesetIR } from "stichwerk";
const r = compile("", { file: "x.stich" });
const ir: RulesetIR | undefined = r.ir;
const g: Game | undefined = ir ? Game.create(ir, { players: 4, seed: 1 }) : undefined;
// @ts-expect-error: players is required
Game.create(ir!, { seed: 1 });
const played = (e: GameEvent): number | null => (e.type === "play" ? e.card : e.type === "choose" ? e.count : null);
const chosen = (a: Action): number | null => (a.type === "play" ? a.card : a.type === "bid" ? a.value : null);
// @ts-expect-error: not an event type
const unknown: GameEvent["type"] = "nonsense";
export { g, played, chosen, unknown };
`);
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({
      compilerOptions: { module: "nodenext", moduleResolution: "nodenext", strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: ["use.ts"],
    }));
    const r = spawnSync(join(ROOT, "node_modules", ".bin", "tsc"), ["-p", "."], { cwd: app, encoding: "utf8" });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
