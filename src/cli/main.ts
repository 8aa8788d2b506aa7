// The `stichwerk` command (bin/stichwerk.js loads the compiled file; bin/stichwerk-dev.js and
// `tsx src/cli/main.ts` run the source). exitCode instead of process.exit(): lets a large report
// finish flushing into a pipe.
//
// `stichwerk --help` (and -h, help) prints the main usage before anything else is loaded: the
// commands pull in the compiler (Chevrotain's many modules), which alone takes longer to load than
// the whole help should. run.ts prints the same text for the same arguments (tested).
import { MAIN_USAGE } from "./usage.js";

// A failed write of the output (a full disk, a closed pipe) is one line and exit 5, also for --help.
import { reportOutputErrors } from "./output-errors.js";

reportOutputErrors(process, (code) => process.exit(code));

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help")) {
  process.stdout.write(MAIN_USAGE);
} else {
  const [{ nodeIo }, { runAsync }] = await Promise.all([import("./io.js"), import("./run.js")]);
  process.exitCode = await runAsync(argv, nodeIo(), process.env);
}
