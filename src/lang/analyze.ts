// What an editor needs to know about a ruleset beyond its diagnostics: the names it declares (with
// the variant chain resolved, each name pointing at the file and span of its declaration), the
// `extends` target, and an outline of the file's declarations. Built from the same parser and model
// as compile(), so the editor never has a second front-end.
import { KEYWORDS } from "./words.js";
import type { Decl, Span } from "./ast.js";
import { DiagnosticSink } from "./diagnostics.js";
import { dirname, joinPath } from "./paths.js";
import { stepBlocks } from "./model.js";
import { loadModel, parseFile, type ReadFile } from "./variants.js";
import { unreachable } from "../ir/unreachable.js";
import { namesOf } from "./steps/table.js";
import { declSyntaxOf, isTableDecl } from "./decls/table.js";
import { slotLabel } from "./slots/table.js";

export type SymbolKind = "suit" | "pile" | "let" | "order";

/** A declared name and where it is declared. */
export interface SymbolDef {
  readonly name: string;
  readonly kind: SymbolKind;
  readonly file: string;
  readonly span: Span;
  /** One line saying what it is, e.g. "pile (owner)" or "let = won + extra". */
  readonly detail: string;
}

export interface OutlineItem {
  readonly label: string;
  readonly kind: "game" | "variant" | "declaration" | "pile" | "let" | "block" | "slot" | "step" | "score" | "winner";
  readonly span: Span;
  readonly children: readonly OutlineItem[];
}

export interface ExtendsTarget {
  /** The quoted path as written. */
  readonly value: string;
  /** Resolved against the file's directory. */
  readonly path: string;
  /** The quoted string, quotes included. */
  readonly span: Span;
}

export interface Analysis {
  /** Names in scope for the whole ruleset (its bases' included), by name. */
  readonly symbols: readonly SymbolDef[];
  readonly extendsTarget: ExtendsTarget | undefined;
  readonly outline: readonly OutlineItem[];
}


function sourceText(text: string, span: Span): string {
  return text.slice(span.offset, span.offset + span.length);
}

function oneLine(s: string, max = 60): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function outlineOf(decl: Decl, text: string): OutlineItem | undefined {
  const item = (label: string, kind: OutlineItem["kind"], children: OutlineItem[] = []): OutlineItem => ({ label, kind, span: decl.span, children });
  // A declaration of the declaration table (src/lang/decls/): its kind.
  if (isTableDecl(decl)) return item(declSyntaxOf(decl).outline(decl), declSyntaxOf(decl).outlineKind);
  switch (decl.kind) {
    case "variant":
      return item(`variant ${decl.name ? decl.name.value : "?"}`, "variant");
    case "game":
      return item(`game ${decl.name ? decl.name.value : "?"}`, "game");
    case "let":
      return item(`let ${decl.name?.name ?? "?"}`, "let");
    case "score":
      return item("score", "score");
    case "winner":
      return item("winner", "winner");
    case "steps":
      return item(`${decl.when} tricks`, "block", decl.steps.map((s) => ({ label: oneLine(sourceText(text, s.span), 70), kind: "step", span: s.span, children: [] })));
    case "trickSteps":
      return item(decl.trick ? `after trick ${oneLine(sourceText(text, decl.trick.span), 20)}` : "after each trick", "block", decl.steps.map((s) => ({ label: oneLine(sourceText(text, s.span), 70), kind: "step", span: s.span, children: [] })));
    case "tricks":
      return item("tricks", "block", decl.slots.map((s) => ({ label: slotLabel(s.kind), kind: "slot", span: s.span, children: [] })));
    case "deckBy":
      return item("deck by players", "declaration");
    case "firstDealer":
      return item("first dealer", "declaration");
    case "players":
    case "rounds":
    case "suits":
    case "ranks":
    case "deck":
    case "deal":
    case "leftover":
    case "dealer":
    case "card":
    case "ruleCard":
    case "with":
      return item(decl.kind, "declaration");
    default:
      return unreachable(decl);
  }
}

/** Analyses `text` (the file `file`); bases of a variant are read with `readFile`. Never throws on bad input. */
/** `root`: the folder the ruleset may read from (compile()'s root; default: the file's own folder). */
export function analyzeRuleset(text: string, file: string, readFile?: ReadFile, root?: string): Analysis {
  const sink = new DiagnosticSink();
  const ast = parseFile(file, text, sink);
  const outline = ast.decls.map((d) => outlineOf(d, text)).filter((o): o is OutlineItem => o !== undefined);
  const variant = ast.decls.find((d): d is Extract<Decl, { kind: "variant" }> => d.kind === "variant");
  const extendsTarget = variant?.base
    ? { value: variant.base.value, path: joinPath(dirname(file), variant.base.value), span: variant.base.span }
    : undefined;

  const model = loadModel(file, text, root ?? dirname(file), readFile, new DiagnosticSink());
  const texts = new Map<string, string>([[file, text]]);
  const textOf = (f: string): string => {
    let t = texts.get(f);
    if (t === undefined) {
      const read = readFile?.(f);
      t = typeof read === "string" ? read : "";
      texts.set(f, t);
    }
    return t;
  };
  const symbols: SymbolDef[] = [];
  if (model.suits) {
    for (const s of model.suits.item.suits) symbols.push({ name: s.name, kind: "suit", file: model.suits.file, span: s.span, detail: "suit" });
  }
  for (const [name, p] of model.named.pile) {
    if (p.item.name) symbols.push({ name, kind: "pile", file: p.file, span: p.item.name.span, detail: `pile (${p.item.visibility ?? "?"})` });
  }
  for (const [name, l] of model.lets) {
    if (l.item.name) symbols.push({ name, kind: "let", file: l.file, span: l.item.name.span, detail: `let ${name} = ${oneLine(sourceText(textOf(l.file), l.item.expr.span))}` });
  }
  for (const block of stepBlocks(model)) {
    for (const step of block.item.steps) {
      for (const n of namesOf(step)) if (n.kind === "order") symbols.push({ name: n.ident.name, kind: "order", file: block.file, span: n.ident.span, detail: "order (a list of numbers per seat)" });
    }
  }
  return { symbols, extendsTarget, outline };
}

/** The word (a name or keyword) at `offset`, with its span in offsets; undefined between words. */
export function wordAt(text: string, offset: number): { word: string; start: number; end: number } | undefined {
  const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let start = offset;
  while (start > 0 && isWord(text[start - 1])) start--;
  let end = offset;
  while (end < text.length && isWord(text[end])) end++;
  if (start === end || /[0-9]/.test(text[start] ?? "")) return undefined;
  // A word inside a comment or a quoted name is not a name.
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(lineStart, start);
  let inString = false;
  for (const c of before) {
    if (c === '"') inString = !inString;
    else if (c === "#" && !inString) return undefined;
  }
  if (inString) return undefined;
  return { word: text.slice(start, end), start, end };
}

export interface Definition {
  readonly file: string;
  readonly span: Span;
}

/**
 * Where the name at `offset` is declared (a let, pile, order or suit, in this file or a base), or,
 * on the `extends` string, the start of the base file. Local `let`/`for` names are not tracked.
 */
export function definitionAt(text: string, offset: number, analysis: Analysis): Definition | undefined {
  const ext = analysis.extendsTarget;
  if (ext && offset >= ext.span.offset && offset <= ext.span.offset + ext.span.length) {
    return { file: ext.path, span: { offset: 0, length: 0, line: 1, col: 1, endLine: 1, endCol: 1 } };
  }
  const w = wordAt(text, offset);
  if (!w) return undefined;
  const def = analysis.symbols.find((s) => s.name === w.word);
  return def ? { file: def.file, span: def.span } : undefined;
}

/** True for the words of the language itself (used to tell a keyword from a name). */
export function isKeyword(word: string): boolean {
  return (KEYWORDS as readonly string[]).includes(word);
}
