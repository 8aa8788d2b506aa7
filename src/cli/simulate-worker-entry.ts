// Entry of a simulation worker thread in the built package (dist/): the compiled task, loaded
// directly. From the sources, simulate-worker.mjs is used instead, which first registers tsx in the
// new thread (see simulate-pool.ts).
import { Tinypool } from "tinypool";
import { chunkRunner, type WorkerSetup } from "../sim/simulate-worker.js";

export default chunkRunner(Tinypool.workerData as WorkerSetup);
