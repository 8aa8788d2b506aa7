// Dispatches a command line to its command and turns every user error into a message and an exit
// code. Unexpected errors are bugs: they get a short note (and the stack with STICHWERK_DEBUG=1).

import { checkCommand } from "./cmd-check.js";
import { replayCommand } from "./cmd-replay.js";
import { simulateCommand } from "./cmd-simulate.js";
import { CliError, EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";
import { CHECK_USAGE, MAIN_USAGE, REPLAY_USAGE, SIMULATE_USAGE } from "./usage.js";

type Command = (args: readonly string[], io: Io) => ExitCode;

const COMMANDS: Readonly<Record<string, { run: Command; usage: string }>> = {
  check: { run: checkCommand, usage: CHECK_USAGE },
  simulate: { run: simulateCommand, usage: SIMULATE_USAGE },
  replay: { run: replayCommand, usage: REPLAY_USAGE },
};

export function run(argv: readonly string[], io: Io, env: Readonly<Record<string, string | undefined>> = {}): ExitCode {
  try {
    return dispatch(argv, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`stichwerk: ${e.message}\n`);
      if (e.usage !== undefined) io.err(`\n${e.usage}`);
      return e.exitCode;
    }
    const detail = env["STICHWERK_DEBUG"] && e instanceof Error && e.stack ? e.stack : e instanceof Error ? e.message : String(e);
    io.err(`stichwerk: internal error: ${detail}\n(this is a bug in Stichwerk; run with STICHWERK_DEBUG=1 for details)\n`);
    return EXIT.internal;
  }
}

function dispatch(argv: readonly string[], io: Io): ExitCode {
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
  return commandFor(name).run(args, io);
}

function commandFor(name: string): { run: Command; usage: string } {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    const what = name.startsWith("-") ? `unknown option ${name}` : `unknown command "${name}"`;
    throw usageError(`${what}; commands: ${Object.keys(COMMANDS).join(", ")}`, MAIN_USAGE);
  }
  return command;
}
