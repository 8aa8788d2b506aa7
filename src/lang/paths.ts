// POSIX path helpers, our own so that src/lang runs in a browser too (no node:path).

export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  if (i < 0) return "";
  if (i === 0) return "/";
  return path.slice(0, i);
}

/** Joins `rel` onto directory `dir` and normalises `.` and `..` segments. An absolute `rel` wins. */
export function joinPath(dir: string, rel: string): string {
  const absolute = rel.startsWith("/") || dir.startsWith("/");
  const parts = rel.startsWith("/") ? rel.split("/") : [...dir.split("/"), ...rel.split("/")];
  const out: string[] = [];
  for (const p of parts) {
    if (p === "" || p === ".") continue;
    if (p === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!absolute) out.push("..");
    } else out.push(p);
  }
  const joined = out.join("/");
  return absolute ? `/${joined}` : joined === "" ? "." : joined;
}
