// The CLI's only contact with the outside world, so commands can be run in-process by tests and the
// file-system errors people hit (a mistyped path, a folder, a device, a huge or binary file) become
// one clear line instead of a stack trace or a hang. Files are written whole or not at all.

import { randomUUID } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
import type { ReadFailure } from "../index.js";
import { CliError, EXIT } from "./errors.js";

export interface ReadOptions {
  /** Larger files are refused (bytes). */
  readonly maxBytes: number;
  /** What the file should be, for messages: "ruleset", "log". */
  readonly what: string;
  /** Only a file whose real path (links resolved) is inside this folder is read. */
  readonly within?: string;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads a regular UTF-8 text file; throws FileError (exit 2) when it cannot. */
  readText(path: string, opts: ReadOptions): string;
  /** Writes a file whole or not at all (a temporary file next to it, renamed over it). */
  writeText(path: string, text: string): void;
  /** Creates a directory and its parents; fine if it exists. */
  makeDir(path: string): void;
  /** Is there a directory at `path`? */
  isDirectory(path: string): boolean;
  /** Is there a regular file at `path`? */
  isFile(path: string): boolean;
}

/** A file that cannot be read, and why (the reasons compile() knows for base files). */
export class FileError extends CliError {
  constructor(
    readonly path: string,
    readonly failure: ReadFailure["failed"],
    readonly reason: string,
  ) {
    super(`cannot read ${path}: ${reason}`, EXIT.usage);
    this.name = "FileError";
  }
}

const CHUNK = 64 * 1024;

export function nodeIo(): Io {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    readText,
    writeText(path, text) {
      // A link (a ruleset shared between folders) stays a link: its target is written.
      const target = linkTarget(path);
      // A name no other writer uses, in the same folder so that the rename stays on one file system.
      const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomUUID()}.tmp`);
      try {
        writeFileSync(temp, text, { encoding: "utf8", flag: "wx" });
        renameSync(temp, target);
      } catch (e) {
        rmSync(temp, { force: true });
        // A full disk or a quota is the output's failure (exit 5), not the command line's.
        const code = codeOf(e);
        throw new CliError(`cannot write ${path}: ${reason(e)}`, code === "ENOSPC" || code === "EDQUOT" || code === "EIO" ? EXIT.output : EXIT.usage);
      }
    },
    makeDir(path) {
      try {
        mkdirSync(path, { recursive: true });
      } catch (e) {
        throw new CliError(`cannot create directory ${path}: ${reason(e)}`, EXIT.usage);
      }
    },
    isDirectory(path) {
      try {
        return statSync(path).isDirectory();
      } catch {
        return false;
      }
    },
    isFile(path) {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    },
  };
}

function readText(path: string, opts: ReadOptions): string {
  const fail = (failure: ReadFailure["failed"], why: string): never => {
    throw new FileError(path, failure, why);
  };
  if (opts.within !== undefined) {
    // Links are followed: a link inside the folder to a file outside it is outside.
    let real = "";
    try {
      real = realpathSync(path);
    } catch (e) {
      fail(failureOf(e), reason(e));
    }
    const inside = relative(realpathSync(opts.within), real);
    if (inside.startsWith("..") || isAbsolute(inside)) fail("outside", `it is outside ${opts.within}`);
  }
  let fd: number | undefined;
  try {
    // Non-blocking: opening a named pipe for reading would otherwise wait for a writer forever.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (st.isDirectory()) fail("directory", "it is a directory");
    if (!st.isFile()) fail("not-a-file", "it is not a regular file (a device, a pipe or a socket)");
    const tooLarge = (): never => fail("too-large", `it is larger than ${opts.maxBytes} bytes, too large for a ${opts.what}`);
    if (st.size > opts.maxBytes) tooLarge();
    // Read to the end rather than trusting the size (some files report 0), and never past the limit.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(CHUNK);
      const n = readSync(fd, chunk, 0, CHUNK, null);
      if (n === 0) break;
      total += n;
      if (total > opts.maxBytes) tooLarge();
      chunks.push(chunk.subarray(0, n));
    }
    return decodeText(Buffer.concat(chunks), () => fail("not-text", `it is not a text file (a ${opts.what} is UTF-8 text)`));
  } catch (e) {
    if (e instanceof FileError) throw e;
    return fail(failureOf(e), reason(e));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The file a path names, links followed (the path itself when it is no link or does not exist yet). */
function linkTarget(path: string): string {
  try {
    return lstatSync(path).isSymbolicLink() ? realpathSync(path) : path;
  } catch {
    return path;
  }
}

/** UTF-8 text without a byte order mark; binary data (a NUL byte, invalid UTF-8) calls `binary`. */
function decodeText(bytes: Buffer, binary: () => never): string {
  if (bytes.includes(0)) binary();
  let text = "";
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    binary();
  }
  return text.startsWith("\ufeff") ? text.slice(1) : text;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EEXIST: "a file of that name exists",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exceeded",
};

function codeOf(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function failureOf(e: unknown): ReadFailure["failed"] {
  const code = codeOf(e);
  return code === "ENOENT" || code === "ENOTDIR" ? "missing" : code === "EISDIR" ? "directory" : "unreadable";
}

function reason(e: unknown): string {
  const code = codeOf(e);
  if (code !== undefined && REASONS[code] !== undefined) return REASONS[code];
  return e instanceof Error ? e.message : String(e);
}
