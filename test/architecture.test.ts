// Keeps the architecture's arrows honest (docs/architecture.md): everything but src/cli also
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
    // the source-path workers simulate-worker.mjs and sweep-worker.mjs do), so that each thread starts fast;
    // the argument parser's "did you mean" reads the small suggest module alone, so that a usage error
    // or --help answers without loading the compiler.
    expect(offending.sort()).toEqual(["src/cli/args.ts: src/lang/suggest.js", "src/cli/simulate-worker-entry.ts: src/sim/simulate-worker.js", "src/cli/sweep-worker-entry.ts: src/sim/sweep/cell.js"]);
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
        // (the shipped rulesets are embedded as data: rulesets/**/*.stich; the docs as served files: docs/*.md?url)
        .filter((target) => !target.startsWith("editor/") && !target.startsWith("rulesets/") && !/^docs\/[\w.-]+\.md\?url$/.test(target) && target !== "src/index.js")
        .map((target) => `${f}: ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("nothing evaluates text as JavaScript (one module compiles the source it writes from fixed tokens and numbers)", () => {
    // expr/codegen.ts writes rule expressions as JavaScript from a whitelist of tokens (no ruleset
    // text: test/engine/codegen.test.ts) and is the one place allowed one `new Function`.
    const GENERATOR = "src/engine/expr/codegen.ts";
    const offending = ["src", "grammar", "editor/src"]
      .flatMap(sources)
      .filter((f) => f !== GENERATOR && /\beval\s*\(|new\s+Function\s*\(/.test(readFileSync(join(ROOT, f), "utf8")));
    expect(offending).toEqual([]);
    const generator = readFileSync(join(ROOT, GENERATOR), "utf8");
    expect(generator.match(/new\s+Function\s*\(/g)?.length).toBe(1);
    expect(/\beval\s*\(/.test(generator)).toBe(false);
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

  it("the engine's folders are layers: no import cycle between folders (assembly on top, mechanics in the middle, the kernel below)", () => {
    expect(findCycle(folderEdges(sources("src/engine")))).toEqual([]);
  });

  it("the engine's folders keep their declared layers: every import goes down (docs/architecture.md)", () => {
    // Top to bottom; a folder added to the engine must take its place here. Within the bottom group
    // (the root files) the cycle test above is the guard.
    const LAYERS = [["game.ts"], ["fast"], ["view"], ["assembly"], ["rulecards"], ["steps"], ["tricks"], ["flow", "scoring", "explain"], ["core"], ["rules"], ["expr"], ["types.ts", "errors.ts", "rng.ts", "lists.ts"]];
    const layer = (node: string) => LAYERS.findIndex((l) => l.includes(node));
    const edges = folderEdges(sources("src/engine"));
    const unplaced = [...edges.keys()].filter((node) => layer(node) < 0);
    expect(unplaced).toEqual([]);
    const upward = [...edges].flatMap(([from, tos]) => tos.filter((to) => layer(to) <= layer(from) && !(layer(to) === LAYERS.length - 1 && layer(from) === LAYERS.length - 1)).map((to) => `${from} -> ${to}`));
    expect(upward).toEqual([]);
  });

  it("finds a planted cycle between folders (a kernel file that imports a mechanic's folder)", () => {
    const files = sources("src/engine");
    const planted = new Map([["src/engine/core/kernel.ts", ["src/engine/tricks/award.ts"]]]);
    const cycle = findCycle(folderEdges(files, planted));
    expect(cycle[0]).toBe(cycle.at(-1));
    expect(cycle).toEqual(expect.arrayContaining(["core", "tricks"]));
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

/**
 * The engine's import graph between folders: a file in src/engine/X/ is node X, a file directly in
 * src/engine is a node of its own (the kernel's vocabulary, types.ts, errors.ts, rng.ts, lists.ts; and
 * the facade game.ts on top). `extra` adds file-level edges (to plant a cycle).
 */
function folderEdges(files: readonly string[], extra: ReadonlyMap<string, readonly string[]> = new Map()): Map<string, string[]> {
  const node = (f: string) => {
    const rest = f.slice("src/engine/".length);
    return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : rest;
  };
  const edges = new Map<string, Set<string>>();
  for (const f of files) {
    const targets = [
      ...imports(f)
        .filter((s) => s.startsWith("."))
        .map((s) => relative(ROOT, join(ROOT, f, "..", s)).replace(/\.js$/, ".ts")),
      ...(extra.get(f) ?? []),
    ].filter((t) => t.startsWith("src/engine/"));
    const from = node(f);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const t of targets) if (node(t) !== from) edges.get(from)!.add(node(t));
  }
  return new Map([...edges].map(([k, v]) => [k, [...v].sort()]));
}

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

/**
 * The switches of a file over a kind (`x.kind`, `x.k`, `x.type`, or a grammar `rule`): each with its
 * line, and whether it ends in a `default:` that proves its subject is `never` there (unreachable(x),
 * or `const unhandled: never = x`). Only such a switch fails to compile when its union grows: one with
 * no default compiles when it sits in a function returning void, and one whose default handles "the
 * rest" takes a new kind silently.
 */
function kindSwitches(text: string): { line: number; subject: string; exhaustive: boolean }[] {
  const out: { line: number; subject: string; exhaustive: boolean }[] = [];
  for (const m of text.matchAll(/\bswitch\s*\(([^()]*)\)\s*\{/g)) {
    const subject = m[1]!.trim();
    if (!/\.(kind|k|type)$|^rule$/.test(subject)) continue;
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (depth > 0 && i < text.length) {
      const c = text[i++];
      if (c === "{") depth++;
      else if (c === "}") depth--;
    }
    const body = text.slice(start, i - 1);
    let level = 0;
    let defaultAt = -1;
    for (let j = 0; j < body.length; j++) {
      const c = body[j];
      if (c === "{") level++;
      else if (c === "}") level--;
      else if (level === 0 && body.startsWith("default:", j) && !/\w/.test(body[j - 1] ?? " ")) defaultAt = j;
    }
    const exhaustive = defaultAt >= 0 && /\bunreachable\(|:\s*never\s*=/.test(body.slice(defaultAt));
    out.push({ line: text.slice(0, m.index).split("\n").length, subject, exhaustive });
  }
  return out;
}

describe("switches over a kind", () => {
  it("are exhaustive by type (a default that proves the subject is never), in the engine, the IR, the language and the designer", () => {
    const files = ["src", "grammar", "editor/src"].flatMap(sources);
    const switches = files.flatMap((f) => kindSwitches(readFileSync(join(ROOT, f), "utf8")).map((s) => ({ ...s, f })));
    // Guards the scan: the language's lowering and the IR walk are among them.
    expect(switches.filter((s) => s.f === "src/lang/lower.ts").length).toBeGreaterThan(0);
    expect(switches.filter((s) => s.f === "src/lang/to-ast.ts").length).toBe(1);
    // The lead slot's first and next lead (src/lang/slots/lead.ts).
    expect(switches.filter((s) => s.f === "src/lang/slots/lead.ts").length).toBe(2);
    expect(switches.filter((s) => !s.exhaustive).map((s) => `${s.f}:${s.line}: switch (${s.subject})`)).toEqual([]);
  });

  it("flags a planted switch that is not exhaustive (no default, or a default that takes the rest)", () => {
    const planted = [
      "function f(step: StepIR): void {",
      "  switch (step.kind) {",
      "    case 'pass': check(step); break;",
      "  }",
      "  switch (e.k) { case 'num': return 1; default: return 0; }",
      "  switch (e.k) { case 'num': { if (x) { return 1; } break; } default: return unreachable(e); }",
      "  switch (rule) { case 'a': return 1; default: { const unhandled: never = rule; return unhandled; } }",
      "}",
    ].join("\n");
    expect(kindSwitches(planted)).toEqual([
      { line: 2, subject: "step.kind", exhaustive: false },
      { line: 5, subject: "e.k", exhaustive: false },
      { line: 6, subject: "e.k", exhaustive: true },
      { line: 7, subject: "rule", exhaustive: true },
    ]);
  });
});
