// Dispatches a command line to its command and turns every user error into a message and an exit
// code. Unexpected errors are bugs: they get a short note (and the stack with STICHWERK_DEBUG=1).

import { didYouMean } from "./args.js";
import { checkCommand } from "./cmd-check.js";
import { compareCommand, COMPARE_USAGE } from "./cmd-compare.js";
import { fmtCommand, FMT_USAGE } from "./cmd-fmt.js";
import { replayCommand } from "./cmd-replay.js";
import { rulesCommand } from "./cmd-rules.js";
import { simulateCommand, simulateCommandAsync } from "./cmd-simulate.js";
import { sweepCommand, SWEEP_USAGE } from "./cmd-sweep.js";
import { workerCommand, WORKER_USAGE } from "./cmd-worker.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import { printable } from "../index.js";
import type { Io } from "./io.js";
import { CHECK_USAGE, MAIN_USAGE, REPLAY_USAGE, RULES_USAGE, SIMULATE_USAGE } from "./usage.js";

type Command = (args: readonly string[], io: Io) => ExitCode;
type AsyncCommand = (args: readonly string[], io: Io) => Promise<ExitCode>;
type Env = Readonly<Record<string, string | undefined>>;

/** `runAsync`, where present, is the command's full version (e.g. simulate in worker threads). */
const COMMANDS: Readonly<Record<string, { run: Command; runAsync?: AsyncCommand; usage: string }>> = {
  check: { run: checkCommand, usage: CHECK_USAGE },
  simulate: { run: simulateCommand, runAsync: simulateCommandAsync, usage: SIMULATE_USAGE },
  replay: { run: replayCommand, usage: REPLAY_USAGE },
  compare: { run: compareCommand, usage: COMPARE_USAGE },
  fmt: { run: fmtCommand, usage: FMT_USAGE },
  rules: { run: rulesCommand, usage: RULES_USAGE },
  sweep: { run: asyncOnly("sweep", SWEEP_USAGE), runAsync: (args, io) => sweepCommand(args, io), usage: SWEEP_USAGE },
  worker: { run: asyncOnly("worker", WORKER_USAGE), runAsync: workerCommand, usage: WORKER_USAGE },
};

/** sweep and worker wait on worker threads and a queue: they run only as the real command (runAsync). */
function asyncOnly(name: string, usage: string): Command {
  return () => {
    throw usageError(`${name} runs only as the stichwerk command (runAsync), not in this synchronous call`, usage);
  };
}

/** Runs a command line synchronously, in this thread (simulate ignores --workers; its report is the same). */
export function run(argv: readonly string[], raw: Io, env: Env = {}): ExitCode {
  const io = printableIo(raw);
  try {
    return dispatch(argv, io, false) as ExitCode;
  } catch (e) {
    return reportError(e, io, env);
  }
}

/** Runs a command line as the `stichwerk` command does (simulate in worker threads, with a progress bar). */
export async function runAsync(argv: readonly string[], raw: Io, env: Env = {}): Promise<ExitCode> {
  const io = printableIo(raw);
  try {
    return await dispatch(argv, io, true);
  } catch (e) {
    return reportError(e, io, env);
  }
}

/**
 * Everything the commands print passes here: text from a ruleset or a log (a game's name, a card in a
 * log, a line of a file) is shown with its unprintable characters escaped, so it cannot drive the
 * terminal. JSON output is written with printableJson, which this leaves as it is.
 */
function printableIo(io: Io): Io {
  return { ...io, out: (text) => io.out(printable(text)), err: (text) => io.err(printable(text)) };
}

function reportError(e: unknown, io: Io, env: Env): ExitCode {
  if (e instanceof CliError) {
    io.err(`stichwerk: ${e.message}\n`);
    if (e.usage !== undefined) io.err(`\n${e.usage}`);
    return e.exitCode;
  }
  const detail = env["STICHWERK_DEBUG"] && e instanceof Error && e.stack ? e.stack : e instanceof Error ? e.message : String(e);
  io.err(`stichwerk: internal error: ${detail}\n(this is a bug in Stichwerk; run with STICHWERK_DEBUG=1 for details)\n`);
  return EXIT.internal;
}

function dispatch(argv: readonly string[], io: Io, async: boolean): ExitCode | Promise<ExitCode> {
  const [name, ...args] = argv;
  if (name === undefined) throw usageError("no command given", MAIN_USAGE);
  if (name === "--help" || name === "-h") {
    io.out(MAIN_USAGE);
    return EXIT.ok;
  }
  if (name === "help") {
    const topic = args[0];
    if (topic === undefined) io.out(MAIN_USAGE);
    else io.out(commandFor(topic).usage);
    return EXIT.ok;
  }
  const command = commandFor(name);
  return async && command.runAsync ? command.runAsync(args, io) : command.run(args, io);
}

function commandFor(name: string): { run: Command; runAsync?: AsyncCommand; usage: string } {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    const what = name.startsWith("-") ? `unknown option ${name}` : `unknown command "${name}"`;
    const guess = name.startsWith("-") ? undefined : didYouMean(name, Object.keys(COMMANDS));
    throw usageError(`${what}${guess ? `; did you mean "${guess}"?` : ""}; commands: ${Object.keys(COMMANDS).join(", ")}`, MAIN_USAGE);
  }
  return command;
}
