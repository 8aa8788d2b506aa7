// Vitest global setup: the HTML reports inline the chart script (dist/report/charts.js), which
// `npm run build` makes. A checkout where it is missing or older than its sources gets it built once
// here, before any test writes a report (CI has built it already: then this does nothing).
import { spawnSync } from "node:child_process";
import { packageRoot, reportScriptState } from "../../src/cli/report-script.js";

export default function setup(): void {
  const root = packageRoot();
  if (reportScriptState(root) === "ok") return;
  const r = spawnSync("npm", ["run", "--silent", "build:report"], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`npm run build:report failed:\n${r.stdout}${r.stderr}`);
}
