// Loading a file and its `extends` chain, then merging the chain into one model: each declaration
// of a variant replaces the base's item with the same key (a whole declaration, `let NAME`,
// `pile NAME`, or one slot of `tricks`), and new keys are added. Rule cards in force (files named by
// `with`, or given by the caller) are merged after the chain, in ascending number (rule-cards.ts).
import type { Decl, FileAst, Span } from "./ast.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { buildModel, keyedItems, type Keyed, type Model } from "./model.js";
import { parseText } from "./parse.js";
import { failureReason, mayRead, MAX_RULESET_BYTES, type ReadFile } from "./files.js";
import { mergeRuleCards, type RuleCardFile } from "./rule-cards.js";
import { SourceIndex } from "./source.js";
import { toAst } from "./to-ast.js";

export type { ReadFile } from "./files.js";

type Header = Extract<Decl, { kind: "variant" }> | Extract<Decl, { kind: "ruleCard" }>;

interface Layer {
  readonly ast: FileAst;
  /** The file's first line when it is `variant ...` or `rule card ...`. */
  readonly header: Header | undefined;
}

export function parseFile(file: string, text: string, sink: DiagnosticSink): FileAst {
  const src = new SourceIndex(text);
  const reporter = sink.forFile(file);
  const { cst, complete } = parseText(src, reporter);
  const ast = toAst(cst, src, reporter);
  return complete ? ast : { ...ast, truncated: true };
}

/** The file's header (`variant` or `rule card`), reporting one that is not first or not alone. */
function headerOf(ast: FileAst, sink: DiagnosticSink): Header | undefined {
  const headers = ast.decls.filter((d): d is Header => d.kind === "variant" || d.kind === "ruleCard");
  const reporter = sink.forFile(ast.file);
  headers.forEach((v, i) => {
    if (i > 0 || ast.decls[0] !== v) reporter.report("SW4010", v.span);
  });
  return headers[0];
}

/**
 * Reads the file `rel` names, relative to `from`'s folder, if it is inside `root`; reports at `span`
 * in `from` why not (SW4016 outside, SW4008 unreadable). `what` finishes the path check's hint.
 */
export function readInside(
  rel: string,
  from: string,
  span: Span,
  root: string,
  readFile: ReadFile | undefined,
  sink: DiagnosticSink,
): { file: string; text: string } | undefined {
  const reporter = sink.forFile(from);
  const may = mayRead(root, from, rel);
  if ("refused" in may) {
    if (may.refused === "not-stich") {
      reporter.report("SW4026", span, { path: rel });
      return undefined;
    }
    const hint = may.refused === "absolute" ? "; write the path relative to this file" : "; a wider folder can be given as the root (stichwerk --root DIR)";
    reporter.report("SW4016", span, { path: rel, root: root === "" ? "." : root, hint });
    return undefined;
  }
  const path = may.path;
  const read = readFile?.(path, root) ?? { failed: "missing" };
  const text = typeof read === "string" && read.length > MAX_RULESET_BYTES ? { failed: "too-large" as const } : read;
  if (typeof text !== "string") {
    reporter.report("SW4008", span, { path, why: failureReason(text) });
    return undefined;
  }
  return { file: path, text };
}

/**
 * Loads the chain root-first-base-last, reporting missing bases and cycles at the `extends` string.
 * A base must be named by a relative path that stays inside `root` (files.ts, mayRead); only then is
 * the host asked for it, so a ruleset never gets to read (or show a line of) a file outside its
 * folder. Nothing widens `root`: a rule card compiled on its own, whose base is in the folder above
 * it, needs that folder given as the root (as `stichwerk --root` does).
 */
function loadChain(file: string, text: string, root: string, readFile: ReadFile | undefined, sink: DiagnosticSink): { layers: Layer[]; root: string } {
  const layers: Layer[] = [];
  const seen: string[] = [];
  let current: { file: string; text: string } | undefined = { file, text };
  while (current) {
    seen.push(current.file);
    const ast = parseFile(current.file, current.text, sink);
    const header = headerOf(ast, sink);
    layers.push({ ast, header });
    current = undefined;
    const base = header?.base;
    if (!header || !base) break;
    const from = layers[layers.length - 1]!.ast.file;
    const may = mayRead(root, from, base.value);
    const path = may.path;
    if (!("refused" in may) && seen.includes(path)) {
      sink.forFile(from).report("SW4009", base.span, { path, chain: [...seen, path].join(" -> ") });
      break;
    }
    current = readInside(base.value, from, base.span, root, readFile, sink);
  }
  return { layers: layers.reverse(), root };
}

/**
 * Parses `file` and its bases (inside `root`) and merges them into one model, with the rule cards
 * its chain names by `with` and those in `withPaths` (relative to `file`'s folder) in force.
 */
export function loadModel(
  file: string,
  text: string,
  root: string,
  readFile: ReadFile | undefined,
  sink: DiagnosticSink,
  withPaths: readonly string[] = [],
): Model {
  const chain = loadChain(file, text, root, readFile, sink);
  const layers = chain.layers;
  const merged = new Map<string, Keyed & { file: string }>();
  const cards: RuleCardFile[] = [];
  let name: Model["name"];
  for (const layer of layers) {
    const reporter = sink.forFile(layer.ast.file);
    const h = layer.header;
    // The file compiled may itself be a rule card: it is then in force on top of its base.
    if (h?.kind === "ruleCard") {
      cards.push({ ast: layer.ast, header: h, forced: true });
      continue;
    }
    const local = new Map<string, Keyed>();
    if (h) name = { item: { value: h.name?.value ?? "", span: h.name?.span ?? h.span }, file: layer.ast.file };
    for (const decl of layer.ast.decls) {
      if (decl.kind === "game") {
        if (h) {
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
  const withs: { rel: string; from: string; span: Span; forced: boolean }[] = [];
  const nowhere: Span = { offset: 0, length: 0, line: 1, col: 1, endLine: 1, endCol: 1 };
  // The caller's first: a card both name is forced (in force every round).
  for (const rel of withPaths) withs.push({ rel, from: file, span: nowhere, forced: true });
  for (const layer of layers) {
    for (const d of layer.ast.decls) if (d.kind === "with" && d.path) withs.push({ rel: d.path.value, from: layer.ast.file, span: d.path.span, forced: false });
  }
  const loaded = new Set(cards.map((c) => c.ast.file));
  for (const w of withs) {
    const got = readInside(w.rel, w.from, w.span, chain.root, readFile, sink);
    // The same file named twice (by the ruleset and on the command line) is in force once.
    if (!got || loaded.has(got.file)) continue;
    loaded.add(got.file);
    const ast = parseFile(got.file, got.text, sink);
    const header = headerOf(ast, sink);
    if (header?.kind !== "ruleCard") {
      sink.forFile(w.from).report("SW4018", w.span, { path: w.rel });
      continue;
    }
    cards.push({ ast, header, forced: w.forced });
  }
  const { ruleCards, stages, slotChanges } = mergeRuleCards(cards, merged, sink);
  return buildModel(file, name, [...merged.values()], layers.some((l) => l.ast.truncated === true) || cards.some((c) => c.ast.truncated === true), ruleCards, stages, slotChanges);
}
