// A write to stdout or stderr that fails (a full disk: `> /dev/full`, ENOSPC; a pipe whose reader has
// gone: `| head`, EPIPE) arrives as an 'error' event on the stream, which unhandled printed a stack
// trace and exited 1, the code for ruleset errors. It is one line on stderr (when stderr still
// works) and its own exit code, EXIT.output.
import { EXIT } from "./errors.js";

const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device",
  EPIPE: "the reader of the output has gone (a closed pipe)",
  EDQUOT: "the disk quota is exceeded",
  EIO: "an input/output error",
};

export function reportOutputErrors(streams: { readonly stdout: NodeJS.WriteStream; readonly stderr: NodeJS.WriteStream }, exit: (code: number) => never): void {
  let failed = false;
  const onError = (name: string) => (e: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    const why = (e.code !== undefined ? REASONS[e.code] : undefined) ?? e.message;
    if (name !== "stderr") {
      try {
        streams.stderr.write(`stichwerk: cannot write the ${name === "stdout" ? "output" : name}: ${why}${e.code ? ` (${e.code})` : ""}\n`);
      } catch {
        // stderr is gone too: the exit code says it.
      }
    }
    exit(EXIT.output);
  };
  streams.stdout.on("error", onError("stdout"));
  streams.stderr.on("error", onError("stderr"));
}
