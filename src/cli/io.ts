// The CLI's only contact with the outside world, so commands can be run in-process by tests and the
// file-system errors people hit (a mistyped path) become one clear line instead of a stack trace.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { CliError, EXIT } from "./errors.js";

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads a UTF-8 file; throws CliError (exit 2) when it cannot. */
  readText(path: string): string;
  writeText(path: string, text: string): void;
  /** Creates a directory and its parents; fine if it exists. */
  makeDir(path: string): void;
}

export function nodeIo(): Io {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    readText(path) {
      try {
        return readFileSync(path, "utf8");
      } catch (e) {
        throw new CliError(`cannot read ${path}: ${reason(e)}`, EXIT.usage);
      }
    },
    writeText(path, text) {
      try {
        writeFileSync(path, text, "utf8");
      } catch (e) {
        throw new CliError(`cannot write ${path}: ${reason(e)}`, EXIT.usage);
      }
    },
    makeDir(path) {
      try {
        mkdirSync(path, { recursive: true });
      } catch (e) {
        throw new CliError(`cannot create directory ${path}: ${reason(e)}`, EXIT.usage);
      }
    },
  };
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EEXIST: "a file of that name exists",
};

function reason(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === "string" && REASONS[code] !== undefined) return REASONS[code];
  return e instanceof Error ? e.message : String(e);
}
