// Plays sweep tasks on this machine's worker threads (tinypool, as simulate does). Each result is
// handed back as it comes (to be stored at once); the report puts them in cell order afterwards.

import { Tinypool } from "tinypool";
import type { CellResult, CellTask } from "../../index.js";

/** The worker entry: from the sources sweep-worker.mjs (registers tsx), built the compiled sweep-worker-entry.js. */
export const SWEEP_WORKER = import.meta.url.endsWith(".ts") ? new URL("../sweep-worker.mjs", import.meta.url) : new URL("../sweep-worker-entry.js", import.meta.url);

export function cellPool(threads: number): Tinypool {
  return new Tinypool({ filename: SWEEP_WORKER.href, minThreads: threads, maxThreads: threads });
}

/** Plays every task; onResult is called once per task, in the order they finish. */
export async function runInPool(
  tasks: readonly CellTask[],
  threads: number,
  onResult: (task: CellTask, outcome: { result: CellResult } | { error: string }) => void,
): Promise<void> {
  if (tasks.length === 0) return;
  const pool = cellPool(threads);
  try {
    await Promise.all(
      tasks.map((task) =>
        (pool.run(task) as Promise<CellResult>).then(
          (result) => onResult(task, { result }),
          (e: unknown) => onResult(task, { error: e instanceof Error ? e.message : String(e) }),
        ),
      ),
    );
  } finally {
    await pool.destroy();
  }
}
