// Entry of a simulation worker thread (see simulate-pool.ts). Plain JavaScript on purpose: a new
// thread does not inherit the TypeScript loader of the thread that started it (neither the one
// bin/stichwerk.js registers nor vitest's), so this registers tsx here, as bin/stichwerk.js does,
// then loads the TypeScript task.
//
// It loads src/sim/simulate-worker.ts directly rather than the public API (src/index.ts), the one
// place src/cli does so: a worker only plays games, and skipping the compiler (Chevrotain) makes each
// worker start in about a third of the time.
import { fileURLToPath } from "node:url";
import { Tinypool } from "tinypool";

const { register } = await import("tsx/esm/api");
register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { chunkRunner } = await import("../sim/simulate-worker.ts");

export default chunkRunner(Tinypool.workerData);
