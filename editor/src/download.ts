// A text handed to the browser as a file download (a log, a pinned case): never leaves the machine.
export function download(name: string, text: string): void {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** "rulesets/sticheln/classic.stich" -> "classic". */
export const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.stich$/, "");
