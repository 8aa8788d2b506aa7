// Loading a file and its `extends` chain, then merging the chain into one model: each declaration
// of a variant replaces the base's item with the same key (a whole declaration, `let NAME`,
// `pile NAME`, or one slot of `tricks`), and new keys are added.
import type { Decl, FileAst } from "./ast.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { buildModel, keyedItems, type Keyed, type Model } from "./model.js";
import { parseText } from "./parse.js";
import { failureReason, isAbsolutePath, isInside, MAX_RULESET_BYTES, type ReadFile } from "./files.js";
import { dirname, joinPath } from "./paths.js";
import { SourceIndex } from "./source.js";
import { toAst } from "./to-ast.js";

export type { ReadFile } from "./files.js";

interface Layer {
  readonly ast: FileAst;
  readonly variant: Extract<Decl, { kind: "variant" }> | undefined;
}

export function parseFile(file: string, text: string, sink: DiagnosticSink): FileAst {
  const src = new SourceIndex(text);
  const reporter = sink.forFile(file);
  const { cst, complete } = parseText(src, reporter);
  const ast = toAst(cst, src, reporter);
  return complete ? ast : { ...ast, truncated: true };
}

/**
 * Loads the chain root-first-base-last, reporting missing bases and cycles at the `extends` string.
 * A base must be named by a relative path that stays inside `root` (files.ts); only then is the host
 * asked for it, so a ruleset never gets to read (or show a line of) a file outside its folder.
 */
function loadChain(file: string, text: string, root: string, readFile: ReadFile | undefined, sink: DiagnosticSink): Layer[] {
  const layers: Layer[] = [];
  const seen: string[] = [];
  let current: { file: string; text: string } | undefined = { file, text };
  while (current) {
    seen.push(current.file);
    const ast = parseFile(current.file, current.text, sink);
    const variants = ast.decls.filter((d): d is Extract<Decl, { kind: "variant" }> => d.kind === "variant");
    const variant = variants[0];
    const reporter = sink.forFile(current.file);
    // The header must open the file; a second one (or a late one) is reported and ignored.
    variants.forEach((v, i) => {
      if (i > 0 || ast.decls[0] !== v) reporter.report("SW4010", v.span);
    });
    layers.push({ ast, variant });
    current = undefined;
    const base = variant?.base;
    if (!variant || !base) break;
    const path = joinPath(dirname(layers[layers.length - 1]?.ast.file ?? ""), base.value);
    if (isAbsolutePath(base.value) || !isInside(root, path)) {
      const hint = isAbsolutePath(base.value) ? "; write the path relative to this file" : "";
      reporter.report("SW4016", base.span, { path: base.value, root: root === "" ? "." : root, hint });
      break;
    }
    if (seen.includes(path)) {
      reporter.report("SW4009", base.span, { path, chain: [...seen, path].join(" -> ") });
      break;
    }
    const read = readFile?.(path) ?? { failed: "missing" };
    const baseText = typeof read === "string" && read.length > MAX_RULESET_BYTES ? { failed: "too-large" as const } : read;
    if (typeof baseText !== "string") {
      reporter.report("SW4008", base.span, { path, why: failureReason(baseText) });
      break;
    }
    current = { file: path, text: baseText };
  }
  return layers.reverse();
}

/** Parses `file` and its bases (inside `root`) and merges them into one model. */
export function loadModel(file: string, text: string, root: string, readFile: ReadFile | undefined, sink: DiagnosticSink): Model {
  const layers = loadChain(file, text, root, readFile, sink);
  const merged = new Map<string, Keyed & { file: string }>();
  let name: Model["name"];
  for (const layer of layers) {
    const reporter = sink.forFile(layer.ast.file);
    const local = new Map<string, Keyed>();
    const v = layer.variant;
    if (v) name = { item: { value: v.name?.value ?? "", span: v.name?.span ?? v.span }, file: layer.ast.file };
    for (const decl of layer.ast.decls) {
      if (decl.kind === "game") {
        if (layer.variant) {
          reporter.report("SW4011", decl.span);
          continue;
        }
        // A game whose name did not parse still counts as named (the syntax error says what is wrong).
        if (!local.has("game")) name = { item: { value: decl.name?.value ?? "", span: decl.name?.span ?? decl.span }, file: layer.ast.file };
      }
      for (const k of keyedItems(decl)) {
        const first = local.get(k.key);
        if (first) {
          reporter.report("SW4001", k.span, { what: k.label, line: first.span.line });
          continue;
        }
        local.set(k.key, k);
        merged.set(k.key, { ...k, file: layer.ast.file });
      }
    }
  }
  return buildModel(file, name, [...merged.values()], layers.some((l) => l.ast.truncated === true));
}
