// `npm run build:report`: the HTML reports' chart script (editor/report.vite.config.ts) into
// dist/report/charts.js. Built into a folder of its own first and renamed into place, so a report
// being written meanwhile (tests run in parallel with `npm pack`'s build) reads the old script or the
// new one, never half of one. Fails if the bundle could end the <script> element it is inlined in.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { packageRoot, REPORT_SCRIPT } from "../src/cli/report-script.js";

// React's production build and JSX without its development runtime (Vite reads this when it resolves the config).
process.env["NODE_ENV"] = "production";
const root = packageRoot();
const target = join(root, REPORT_SCRIPT);
mkdirSync(join(root, "dist", "report"), { recursive: true });
const temp = mkdtempSync(join(root, "dist", "report", ".build-"));
try {
  await build({ configFile: join(root, "editor", "report.vite.config.ts"), mode: "production", build: { outDir: temp } });
  const js = readFileSync(join(temp, "charts.js"), "utf8");
  // src/report/charts.ts escapes "</script"; a "<!--" would put the HTML parser in its escaped script
  // state (where a later "<script" nests), which that escape does not undo.
  if (js.includes("<!--")) throw new Error(`${REPORT_SCRIPT}: the bundle contains "<!--", which cannot be inlined safely`);
  renameSync(join(temp, "charts.js"), target);
  console.log(`${REPORT_SCRIPT}: ${(js.length / 1024).toFixed(0)} KiB`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
