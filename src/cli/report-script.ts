// The HTML reports' chart script (dist/report/charts.js, made by `npm run build:report` from
// editor/src/report/main.tsx): found beside the package, read once per command. In a checkout of
// the repository (the sources are there) a script older than its sources is refused, like a missing
// one, with the command that makes it: a report must never be drawn by a stale bundle.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CliError, EXIT } from "./errors.js";

/** The package's root: the nearest folder above this module with a package.json (the checkout, or the installed package). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("no package.json above the CLI's modules");
    dir = up;
  }
  return dir;
}

/** Where the bundle is, under the package's root. */
export const REPORT_SCRIPT = join("dist", "report", "charts.js");

/** What the bundle is made from, in a checkout: its own sources, the designer's charts, and the locked dependencies. */
const SOURCES = [join("editor", "src", "report"), join("editor", "src", "charts"), join("editor", "src", "panels", "Charts.tsx"), join("src", "report"), join("editor", "report.vite.config.ts"), "package-lock.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

export type ReportScriptState = "ok" | "missing" | "stale";

/** Is the bundle there, and (in a checkout) newer than everything it is made from? */
export function reportScriptState(root = packageRoot()): ReportScriptState {
  const file = join(root, REPORT_SCRIPT);
  if (!existsSync(file)) return "missing";
  const checkout = existsSync(join(root, "editor", "src", "report", "main.tsx"));
  if (checkout && Math.max(...SOURCES.map((s) => newestMtime(join(root, s)))) > statSync(file).mtimeMs) return "stale";
  return "ok";
}

/** The bundle's text, or a CliError saying how to make it. */
export function readReportScript(root = packageRoot()): string {
  const state = reportScriptState(root);
  if (state !== "ok") {
    throw new CliError(
      `--html: the reports' chart script ${join(root, REPORT_SCRIPT)} is ${state === "missing" ? "missing" : "older than its sources"}: run \`npm run build:report\` (or \`npm run build\`) in ${root} first`,
      EXIT.usage,
    );
  }
  return readFileSync(join(root, REPORT_SCRIPT), "utf8");
}
