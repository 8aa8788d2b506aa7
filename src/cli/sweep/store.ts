// Finished cells on disk: one JSON file per task key, written whole or not at all (Io.writeText), so
// a sweep stopped at any point and run again plays only the cells it has no result for.

import { join } from "node:path";
import type { CellResult } from "../../index.js";
import type { Io } from "../io.js";

const MAX_RESULT_BYTES = 4 * 1024 * 1024;

export interface ResultStore {
  get(key: string): CellResult | undefined;
  put(key: string, result: CellResult): void;
}

export function fileStore(dir: string, io: Io): ResultStore {
  io.makeDir(dir);
  const path = (key: string) => join(dir, `${key}.json`);
  return {
    get(key) {
      if (!/^[0-9a-f]+$/.test(key) || !io.isFile(path(key))) return undefined;
      try {
        const stored = JSON.parse(io.readText(path(key), { maxBytes: MAX_RESULT_BYTES, what: "stored cell result" })) as { key?: string; result?: CellResult };
        return stored.key === key ? stored.result : undefined;
      } catch {
        // An unreadable result is played again.
        return undefined;
      }
    },
    put(key, result) {
      io.writeText(path(key), `${JSON.stringify({ key, result })}\n`);
    },
  };
}
