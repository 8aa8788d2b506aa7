// Which files a ruleset may read (its `extends` base files and the rule cards it names by `with`), and
// how a host hands them over. The rule lives here, once, for every host (mayRead): a file must be a
// `.stich` file inside the ruleset's root folder (the folder of the file compiled, or the root the
// caller gives, never wider: no `extends` or `with` of any file in the chain widens it), named by a
// relative path. compile() applies it before asking the host for a file, so a host only maps a path
// to text: the CLI reads the disk (and also refuses symlinks out of the folder, devices, binary and
// huge files), an editor reads its workspace (inMemoryFiles, or its own map through mayRead).
import { dirname, joinPath } from "./paths.js";

/** The largest ruleset file read: real rulesets are a few kilobytes. */
export const MAX_RULESET_BYTES = 1_000_000;

/** Why a host could not hand over a file. */
export interface ReadFailure {
  readonly failed: "missing" | "directory" | "not-a-file" | "too-large" | "not-text" | "outside" | "unreadable";
  /** More about it, for "unreadable" (the system's reason). */
  readonly detail?: string;
}

/**
 * Reads a base file of a variant (or a rule card): the text, or why it cannot be read. `undefined`
 * means "missing" (the shape of this callback before ReadFailure existed). `root` is the folder the
 * compiler has checked `path` is inside (a host that follows links checks they stay inside it).
 */
export type ReadFile = (path: string, root?: string) => string | ReadFailure | undefined;

/** The end of the sentence "cannot read the base file '...'" for each failure. */
export function failureReason(f: ReadFailure): string {
  switch (f.failed) {
    case "missing":
      return ": there is no such file";
    case "directory":
      return ": it is a folder";
    case "not-a-file":
      return ": it is not a regular file";
    case "too-large":
      return `: it is larger than ${MAX_RULESET_BYTES} bytes`;
    case "not-text":
      return ": it is not a text file";
    case "outside":
      return ": it leads outside the folder the ruleset may read from";
    case "unreadable":
      return f.detail ? `: ${f.detail}` : "";
  }
}

export function isAbsolutePath(path: string): boolean {
  return path.startsWith("/");
}

/** How many ".." segments a normalised relative path starts with. */
function climbs(path: string): number {
  let n = 0;
  for (const segment of joinPath("", path).split("/")) {
    if (segment !== "..") break;
    n++;
  }
  return n;
}

/**
 * Is `path` inside the folder `root` (or the folder itself)? Lexical, on normalised POSIX paths, so the
 * same in a browser; relative paths are taken from the same (unknown) current folder.
 */
export function isInside(root: string, path: string): boolean {
  if (isAbsolutePath(root) !== isAbsolutePath(path)) return false;
  // Leading ".." segments climb above the current folder: place both under enough made-up folders
  // that every ".." has somewhere to go, then compare absolute paths.
  const base = isAbsolutePath(root) ? "/" : `/${"up/".repeat(Math.max(climbs(root), climbs(path)))}`;
  const r = joinPath(base, root);
  const p = joinPath(base, path);
  return p === r || p.startsWith(r === "/" ? "/" : `${r}/`);
}

/** Why a ruleset may not read a file it names (mayRead). */
export type ReadRefusal = "absolute" | "outside" | "not-stich";

/** The extension of every file a ruleset may read. */
export const RULESET_EXTENSION = ".stich";

/**
 * The one rule for what a ruleset may read: may the file `from` (a ruleset, variant or rule card,
 * compiled with the root folder `root`) read the file it names by `rel` (its `extends` or `with`
 * string, or a card given by the caller)? Yes, as `path` (normalised, from the same folder as
 * `from`), when `rel` is relative, ends in `.stich` and leads to `root` or below it. Lexical, so the
 * same in a browser; a host reading a disk must also refuse links that lead out of `root`.
 */
export function mayRead(root: string, from: string, rel: string): { path: string } | { refused: ReadRefusal; path: string } {
  const path = joinPath(dirname(from), rel);
  if (isAbsolutePath(rel)) return { refused: "absolute", path };
  if (!isInside(root, path)) return { refused: "outside", path };
  if (!path.endsWith(RULESET_EXTENSION) || path.endsWith(`/${RULESET_EXTENSION}`)) return { refused: "not-stich", path };
  return { path };
}

/** A workspace of files in memory (path -> text) as a ReadFile, e.g. an editor's open project. */
export function inMemoryFiles(files: ReadonlyMap<string, string>): ReadFile {
  return (path) => {
    const text = files.get(joinPath("", path));
    if (text === undefined) return undefined;
    return text.length > MAX_RULESET_BYTES ? { failed: "too-large" } : text;
  };
}
