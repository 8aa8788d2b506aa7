// Exit codes, and the one error type commands throw for problems the user can fix. run.ts prints
// its message (never a stack trace) and exits with its code.

export const EXIT = {
  ok: 0,
  /** The ruleset has errors, or a log does not fit it. */
  invalid: 1,
  /** Bad command line, or a file that cannot be read. */
  usage: 2,
  /** Games failed: the ruleset loops or deadlocks, or a bot chose an illegal action. */
  failures: 3,
  /** A bug in Stichwerk. */
  internal: 4,
  /** The output could not be written: a full disk (ENOSPC), a closed pipe (EPIPE), ... */
  output: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** The usage text to point at, for command-line mistakes. */
    readonly usage?: string,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export function usageError(message: string, usage: string): CliError {
  return new CliError(message, EXIT.usage, usage);
}
