// stichwerk worker --queue redis://HOST:PORT: takes sweep jobs from the queue until stopped.

import { availableParallelism } from "node:os";
import { intOption, parseCommandArgs } from "./args.js";
import { EXIT, type ExitCode, usageError } from "./errors.js";
import type { Io } from "./io.js";

export const WORKER_USAGE = `usage: stichwerk worker --queue redis://HOST:PORT [options]

Takes the cells of \`stichwerk sweep --queue\` from the queue and plays them, each in a worker
thread, until stopped (Ctrl-C or SIGTERM: the jobs under way are finished first). Start it on
any number of machines that have the same Stichwerk (a job queued by other code is refused).
A worker that dies mid-job loses its lock; another worker plays the job again.

options:
  --queue URL        the Redis address (required)
  --concurrency N    jobs played at once (default: the available cores)
  --lock-ms MS       how long a job's lock lasts without renewal, and how often stalled jobs
                     are looked for (default 30000)
`;

const OPTIONS = {
  queue: { type: "string" },
  concurrency: { type: "string" },
  "lock-ms": { type: "string" },
} as const;

export async function workerCommand(args: readonly string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, WORKER_USAGE);
  if (values.help) {
    io.out(WORKER_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw usageError(`worker takes no files, but got: ${positionals.join(" ")}`, WORKER_USAGE);
  if (values.queue === undefined) throw usageError("worker needs --queue redis://HOST:PORT", WORKER_USAGE);
  // BullMQ is loaded only here and for sweep --queue, so other commands start without it.
  const { redisConnection, runQueueWorker } = await import("./sweep/queue.js");
  redisConnection(values.queue, WORKER_USAGE);
  const concurrency = intOption(values.concurrency, "concurrency", availableParallelism(), 1, 256, WORKER_USAGE);
  const lockMs = intOption(values["lock-ms"], "lock-ms", 30000, 500, 3_600_000, WORKER_USAGE);
  await runQueueWorker({ url: values.queue, concurrency, lockMs, log: (line) => io.out(`${line}\n`) });
  return EXIT.ok;
}
