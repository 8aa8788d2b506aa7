// Runs every end-to-end scenario file (editor/e2e/*.e2e.ts) one after another, each in its own
// process with its own preview server, and ends with the sum of their "N passed, N failed" lines (a
// file that ends without that line, or fails without a failed test, counts as one failure).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(here).filter((f) => f.endsWith(".e2e.ts")).sort();
let passed = 0;
let failed = 0;
for (const f of files) {
  console.log(`\n── ${f}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", join(here, f)], { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", env: process.env, maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(r.stdout ?? "");
  const line = [...(r.stdout ?? "").matchAll(/^(\d+) passed, (\d+) failed$/gm)].at(-1);
  if (!line) {
    console.log(`${f} ended (status ${r.status}) without its summary line: counted as 1 failure`);
    failed++;
    continue;
  }
  passed += Number(line[1]);
  failed += Number(line[2]);
  if (r.status !== 0 && Number(line[2]) === 0) {
    console.log(`${f} exited with status ${r.status} but reported no failed test: counted as 1 failure`);
    failed++;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
