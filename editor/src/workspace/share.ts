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
  if (!file || !data || !/^[\w./-]+\.stich$/.test(file) || file.includes("..")) return undefined;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(data));
    const slash = file.lastIndexOf("/");
    const dir = slash >= 0 ? file.slice(0, slash + 1) : "";
    const name = file.slice(slash + 1).replace(/^shared-/, "");
    return { path: `${dir}shared-${name}`, text };
  } catch {
    return undefined;
  }
}
