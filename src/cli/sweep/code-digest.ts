// The digest of the code that plays a sweep's cells: every source file of the library (the folder
// above src/cli, whichever form it is in: TypeScript here, compiled JavaScript in a package), so a
// stored result is reused, and a queued task is taken, only by the very code that would compute it.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const LIBRARY = fileURLToPath(new URL("../../", import.meta.url));
/** The folders whose code decides a game's course and its figures (the CLI itself does not). */
const FOLDERS = ["engine", "bots", "sim", "ir", "lang"];
/**
 * Files there that only read the cells' results (the report, the spec's expansion, the metric names):
 * changing them changes no stored result, so they are left out and a report can be rebuilt from the
 * stored results by newer report code.
 */
const READERS = new Set(["sim/sweep/report.ts", "sim/sweep/spec.ts", "sim/sweep/index.ts", "sim/metrics/headline.ts", "sim/index.ts"].flatMap((f) => [f, f.replace(/\.ts$/, ".js")]));

let cached: string | undefined;

export function codeDigest(): string {
  if (cached !== undefined) return cached;
  const hash = createHash("sha256");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|js|mjs|json)$/.test(e.name) && !e.name.endsWith(".d.ts")) files.push(p);
    }
  };
  for (const f of FOLDERS) {
    try {
      walk(join(LIBRARY, f));
    } catch {
      // A folder a build leaves out is simply not part of the digest.
    }
  }
  for (const f of files.sort()) {
    const name = relative(LIBRARY, f).split("\\").join("/");
    if (READERS.has(name)) continue;
    hash.update(name).update("\0").update(readFileSync(f)).update("\0");
  }
  cached = hash.digest("hex").slice(0, 16);
  return cached;
}

/** A task's key: the digest of its contents (the code digest among them). */
export function taskKey(content: unknown): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 32);
}
