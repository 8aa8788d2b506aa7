// Keeps the architecture's arrows honest (../shared/design/architecture.md): everything but src/cli also
// runs in a browser worker, so it imports nothing from Node; the language and the engine meet only in
// the IR; the CLI reaches the library only through its public API (src/index.ts); the engine and the
// compiler know no game by name; and no user text is ever evaluated as JavaScript.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [join(dir, e.name)] : [],
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
  it.each(["src/sim", "src/bots", "src/engine", "src/lang", "src/ir", "grammar"])("%s imports nothing from Node", (dir) => {
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
    // The exceptions: a simulation or sweep worker loads only the games' task, not the compiler (as
    // the source-path workers simulate-worker.mjs and sweep-worker.mjs do), so that each thread starts fast.
    expect(offending.sort()).toEqual(["src/cli/simulate-worker-entry.ts: src/sim/simulate-worker.js", "src/cli/sweep-worker-entry.ts: src/sim/sweep/cell.js"]);
  });

  const importsInto = (dir: string, target: string) =>
    sources(dir).flatMap((f) =>
      imports(f)
        .filter((s) => s.startsWith("."))
        .map((s) => relative(ROOT, join(ROOT, f, "..", s)))
        .filter((t) => t.startsWith(target))
        .map((t) => `${f}: ${t}`),
    );

  it("the engine knows the IR, never the language", () => {
    expect(importsInto("src/engine", "src/lang")).toEqual([]);
    expect(importsInto("src/engine", "grammar")).toEqual([]);
  });

  it("the language knows the IR, never the engine", () => {
    expect(importsInto("src/lang", "src/engine")).toEqual([]);
    expect(importsInto("grammar", "src/engine")).toEqual([]);
  });

  it("no game is named in the engine or the compiler", () => {
    const games = /sticheln|stichling|stich-?meister|was ?sticht|hat.?trick|misery|hattrick/i;
    const offending = ["src/engine", "src/lang", "src/ir", "grammar"]
      .flatMap(sources)
      .flatMap((f) => readFileSync(join(ROOT, f), "utf8").split("\n").map((line, i) => [f, i + 1, line] as const))
      .filter(([, , line]) => games.test(line))
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(offending).toEqual([]);
  });

  it("the designer (editor/) reaches the library only through src/index.ts", () => {
    const files = [...sources("editor/src"), ...sources("editor/e2e"), ...sources("editor/bench")];
    expect(files.length).toBeGreaterThan(5);
    const offending = files.flatMap((f) =>
      imports(f)
        .filter((s) => s.startsWith("."))
        .map((s) => relative(ROOT, join(ROOT, f, "..", s)))
        // (the shipped rulesets are embedded as data: rulesets/**/*.stich)
        .filter((target) => !target.startsWith("editor/") && !target.startsWith("rulesets/") && target !== "src/index.js")
        .map((target) => `${f}: ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("nothing evaluates text as JavaScript", () => {
    const offending = ["src", "grammar", "editor/src"]
      .flatMap(sources)
      .filter((f) => /\beval\s*\(|new\s+Function\s*\(/.test(readFileSync(join(ROOT, f), "utf8")));
    expect(offending).toEqual([]);
  });

  it("the engine has no import cycle (type-only imports count: a cycle of types is a cycle of ideas)", () => {
    const files = sources("src/engine");
    const edges = new Map(
      files.map((f) => [
        f,
        imports(f)
          .filter((s) => s.startsWith("."))
          .map((s) => relative(ROOT, join(ROOT, f, "..", s)).replace(/\.js$/, ".ts"))
          .filter((t) => t.startsWith("src/engine/")),
      ]),
    );
    expect(findCycle(edges)).toEqual([]);
  });

  it("finds a planted import cycle (the cycle check above can fail)", () => {
    const edges = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycle(edges)).toEqual(["a", "b", "c", "a"]);
    expect(findCycle(new Map([["a", ["b"]], ["b", []]]))).toEqual([]);
  });

  it("keeps every engine file to about 500 lines (one mechanic family per module)", () => {
    const long = sources("src/engine")
      .map((f) => [f, readFileSync(join(ROOT, f), "utf8").split("\n").length] as const)
      .filter(([, lines]) => lines > 500)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("finds the imports this test relies on", () => {
    // Guards the regex above: if it stopped matching, the two tests would pass vacuously.
    expect(imports("src/sim/simulate.ts")).toContain("../engine/game.js");
    expect(importsInto("src/engine", "src/ir")).not.toEqual([]);
    expect(imports("src/cli/cmd-simulate.ts")).toEqual(expect.arrayContaining(["node:path", "../index.js"]));
  });
});

/** One import cycle of the graph as a path that returns to its start ([] when there is none). */
function findCycle(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): string[] => {
    if (state.get(node) === "done") return [];
    if (state.get(node) === "open") return [...path.slice(path.indexOf(node)), node];
    state.set(node, "open");
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    path.pop();
    state.set(node, "done");
    return [];
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle.length > 0) return cycle;
  }
  return [];
}
