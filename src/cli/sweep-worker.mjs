// Entry of a sweep worker thread (src/cli/sweep/pool.ts and the queue worker): plain JavaScript that
// registers tsx in the new thread, as simulate-worker.mjs does, then loads the cell runner directly
// (not the public API: a worker only plays games, and skipping the compiler starts it faster).
import { fileURLToPath } from "node:url";

const { register } = await import("tsx/esm/api");
register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
const { runCell } = await import("../sim/sweep/cell.ts");

export default runCell;
