// Keeps the architecture's arrows honest: src/sim and src/bots also run in a browser worker, so they
// import nothing from Node; the CLI reaches the library only through its public API (src/index.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Module specifiers of the static and dynamic imports and re-exports of a file. */
function imports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:^|\s)(?:import|export)\b[^"'`;]*?(?:from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm)].map(
    (m) => m[1] ?? m[2] ?? "",
  );
}

describe("module boundaries", () => {
  it.each(["src/sim", "src/bots"])("%s imports nothing from Node", (dir) => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((f) => imports(f).filter((s) => s.startsWith("node:") || ["fs", "path", "os", "url", "util", "child_process"].includes(s)).map((s) => `${f}: ${s}`));
    expect(offending).toEqual([]);
  });

  it("src/cli uses the library only through src/index.ts", () => {
    const files = sources("src/cli");
    const offending = files.flatMap((f) =>
      imports(f)
        .filter((s) => s.startsWith("."))
        .map((s) => relative(ROOT, join(ROOT, f, "..", s)))
        .filter((target) => !target.startsWith("src/cli/") && target !== "src/index.js")
        .map((target) => `${f}: ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("finds the imports this test relies on", () => {
    // Guards the regex above: if it stopped matching, the two tests would pass vacuously.
    expect(imports("src/sim/simulate.ts")).toContain("../engine/game.js");
    expect(imports("src/cli/cmd-simulate.ts")).toEqual(expect.arrayContaining(["node:path", "../index.js"]));
  });
});
