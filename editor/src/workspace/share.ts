// Share links: the ruleset's text and its path travel in the URL fragment (never sent to a server),
// as base64url of UTF-8. Opening one puts the text into the workspace as a file of its own next to
// the original path (so `extends "classic.stich"` still finds its base); it is then only ever
// compiled and played by the engine, like any text typed in.

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function shareFragment(path: string, text: string): string {
  const params = new URLSearchParams({ file: path, ruleset: toBase64Url(new TextEncoder().encode(text)) });
  return `#${params.toString()}`;
}

export interface Shared {
  /** Where the shared file goes in the workspace. */
  readonly path: string;
  readonly text: string;
}

/** The ruleset in a fragment, or undefined (no link, or a damaged one: then nothing is opened). */
export function readShareFragment(hash: string): Shared | undefined {
  if (!hash.startsWith("#")) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  const file = params.get("file");
  const data = params.get("ruleset");
  if (!file || !data) return undefined;
  // The path as a workspace path: no leading '/', no empty or '.' parts ('/x//./a.stich' is 'x/a.stich');
  // anything else odd ('..', other characters) opens nothing rather than a file the page cannot show.
  const parts = file.split("/").filter((part) => part !== "" && part !== ".");
  const path = parts.join("/");
  if (parts.length === 0 || parts.some((part) => part === "..") || !/^[\w./-]+\.stich$/.test(path) || path.length > 300) return undefined;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(data));
    const slash = path.lastIndexOf("/");
    const dir = slash >= 0 ? path.slice(0, slash + 1) : "";
    const name = path.slice(slash + 1).replace(/^shared-/, "");
    return { path: `${dir}shared-${name}`, text };
  } catch {
    return undefined;
  }
}

/** The largest share link offered without a warning: longer ones are cut off by some browsers and chat tools. */
export const SHARE_URL_WARN_CHARS = 8000;

/**
 * Where a shared file goes without overwriting anything: its own path if free or holding the same
 * text, else the first free `shared-NAME-2.stich`, `-3`, ...
 */
export function freePath(path: string, text: string, files: Readonly<Record<string, string>>): string {
  if (!Object.hasOwn(files, path) || files[path] === text) return path;
  for (let i = 2; ; i++) {
    const candidate = path.replace(/\.stich$/, `-${i}.stich`);
    if (!Object.hasOwn(files, candidate) || files[candidate] === text) return candidate;
  }
}
