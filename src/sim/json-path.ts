// Field paths in the notation people write in JavaScript ("actions[3].play"), used by every log and
// report message that points into a JSON document.

/** `/actions/3/play` (a JSON Pointer, as ajv reports it) -> `actions[3].play`. */
export function pointerToPath(pointer: string): string {
  if (pointer === "") return "";
  const segments = pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  return joinPath("", ...segments);
}

/** Appends segments to a path: numbers become `[n]`, identifiers `.name`, anything else `["..."]`. */
export function joinPath(base: string, ...segments: readonly (string | number)[]): string {
  let path = base;
  for (const seg of segments) {
    if (typeof seg === "number" || /^\d+$/.test(seg)) path += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) path += path === "" ? seg : `.${seg}`;
    else path += `[${JSON.stringify(seg)}]`;
  }
  return path;
}
