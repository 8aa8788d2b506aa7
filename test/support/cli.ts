// Running the CLI in tests: as the real command (a child `node bin/stichwerk.js`, for exit codes
// and what reaches the terminal), or in-process through run() (fast, for the many message checks).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { run } from "../../src/cli/run.js";
import { nodeIo, type Io } from "../../src/cli/io.js";

export const ROOT = join(import.meta.dirname, "..", "..");
export const BIN = join(ROOT, "bin", "stichwerk.js");

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node bin/stichwerk.js ...args`, from the repository root unless `cwd` says otherwise. */
export function spawnCli(args: readonly string[], cwd = ROOT): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** run() in this process with the real file system and captured output; paths as from ROOT. */
export function runCli(args: readonly string[]): CliRun {
  // Relative paths in args and in messages are the user's, so they must mean the same as for spawnCli.
  if (process.cwd() !== ROOT) throw new Error(`run the tests from the repository root (${ROOT}), not ${process.cwd()}`);
  let stdout = "";
  let stderr = "";
  const io: Io = { ...nodeIo(), out: (t) => void (stdout += t), err: (t) => void (stderr += t) };
  const status = run(args, io);
  return { status, stdout, stderr };
}
