// The `stichwerk` command (bin/stichwerk.js loads this file; `tsx src/cli/main.ts` runs it too).
// exitCode instead of process.exit(): lets a large report finish flushing into a pipe.

import { nodeIo } from "./io.js";
import { reportOutputErrors } from "./output-errors.js";
import { runAsync } from "./run.js";

reportOutputErrors(process, (code) => process.exit(code));

process.exitCode = await runAsync(process.argv.slice(2), nodeIo(), process.env);
