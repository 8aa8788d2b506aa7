// Entry of a sweep worker thread in the built package (dist/): the compiled cell runner, loaded
// directly. From the sources, sweep-worker.mjs is used instead, which first registers tsx.
import { runCell } from "../sim/sweep/cell.js";

export default runCell;
