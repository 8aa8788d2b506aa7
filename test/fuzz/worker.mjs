// A fuzz worker thread: runs the cases the guard (guard.ts) sends, one at a time. Plain JavaScript
// that registers tsx first, as src/cli/simulate-worker.mjs does: a new thread has no TypeScript loader.
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";

const { register } = await import("tsx/esm/api");
register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { runCase } = await import("./case.ts");

parentPort.on("message", (c) => {
  // The guard's own test sends a case that never answers (test/lang/fuzz.test.ts).
  if (c.file === "test:hang") for (;;);
  parentPort.postMessage(runCase(c));
});
parentPort.postMessage("ready");
