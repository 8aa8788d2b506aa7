// The ruleset language in Monaco. Every answer comes from the language worker, which asks the
// library (src/index.ts): the keywords for highlighting are the grammar's, completion is the
// grammar's content assist plus the names in scope, hover text is src/lang/reference.ts (the same
// text as docs/language.md), quick fixes are the diagnostics' own suggestions, formatting is
// `stichwerk fmt`. Nothing here knows the language by heart.
import type { Completion, Diagnostic, OutlineItem } from "../../../src/index.js";
import type { LangClient } from "../lang/client.js";
import { monaco } from "./setup.js";

export const LANGUAGE_ID = "stich";
export const MARKER_OWNER = "stichwerk";
/** Markers for rules that failed while playing (engine errors), kept apart from the checker's. */
export const ENGINE_MARKER_OWNER = "stichwerk-engine";

export function fileUri(path: string): monaco.Uri {
  return monaco.Uri.parse(`file:///${path}`);
}

export function pathOf(uri: monaco.Uri): string {
  return uri.path.replace(/^\//, "");
}

/** The diagnostics last shown for each model, for the quick fixes. */
const shown = new Map<string, readonly Diagnostic[]>();

export function showDiagnostics(model: monaco.editor.ITextModel, diagnostics: readonly Diagnostic[]): void {
  const mine = diagnostics.filter((d) => d.file === pathOf(model.uri));
  shown.set(model.uri.toString(), mine);
  monaco.editor.setModelMarkers(model, MARKER_OWNER, mine.map((d) => ({
    severity: d.severity === "error" ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    message: d.message,
    code: d.code,
    startLineNumber: d.line,
    startColumn: d.col,
    endLineNumber: d.endLine,
    // An empty span (something missing at a place) still gets a visible squiggle of one character.
    endColumn: d.endLine === d.line && d.endCol <= d.col ? d.col + 1 : d.endCol,
    source: "stichwerk",
  })));
}

const KIND: Readonly<Record<Completion["kind"], monaco.languages.CompletionItemKind>> = {
  keyword: monaco.languages.CompletionItemKind.Keyword,
  suit: monaco.languages.CompletionItemKind.EnumMember,
  pile: monaco.languages.CompletionItemKind.Variable,
  let: monaco.languages.CompletionItemKind.Constant,
  order: monaco.languages.CompletionItemKind.Variable,
  builtin: monaco.languages.CompletionItemKind.Property,
  function: monaco.languages.CompletionItemKind.Function,
  file: monaco.languages.CompletionItemKind.File,
};

const SYMBOL_KIND: Readonly<Record<OutlineItem["kind"], monaco.languages.SymbolKind>> = {
  game: monaco.languages.SymbolKind.Module,
  variant: monaco.languages.SymbolKind.Module,
  declaration: monaco.languages.SymbolKind.Property,
  pile: monaco.languages.SymbolKind.Variable,
  let: monaco.languages.SymbolKind.Constant,
  block: monaco.languages.SymbolKind.Namespace,
  slot: monaco.languages.SymbolKind.Field,
  step: monaco.languages.SymbolKind.Event,
  score: monaco.languages.SymbolKind.Function,
  winner: monaco.languages.SymbolKind.Function,
};

function rangeOf(model: monaco.editor.ITextModel, offset: number, length: number): monaco.IRange {
  const s = model.getPositionAt(offset);
  const e = model.getPositionAt(offset + length);
  return { startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
}

export interface LanguageInfo {
  readonly keywords: readonly string[];
  readonly builtins: readonly string[];
}

/** Registers the language; `outline` keeps the latest outline per model (from the last check). */
export function registerLanguage(client: LangClient, info: LanguageInfo, outline: (model: monaco.editor.ITextModel) => readonly OutlineItem[]): void {
  monaco.languages.register({ id: LANGUAGE_ID, extensions: [".stich"] });
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, {
    comments: { lineComment: "#" },
    brackets: [["{", "}"], ["(", ")"], ["[", "]"]],
    autoClosingPairs: [{ open: "{", close: "}" }, { open: "(", close: ")" }, { open: "[", close: "]" }, { open: '"', close: '"', notIn: ["string"] }],
    wordPattern: /[A-Za-z_][A-Za-z0-9_]*/,
  });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, {
    keywords: [...info.keywords],
    builtins: [...info.builtins],
    tokenizer: {
      root: [
        [/#.*$/, "comment"],
        [/"([^"\\\r\n]|\\.)*"/, "string"],
        [/"([^"\\\r\n]|\\.)*$/, "string.invalid"],
        [/\d+/, "number"],
        [/[A-Za-z_][A-Za-z0-9_]*/, { cases: { "@keywords": "keyword", "@builtins": "type.identifier", "@default": "identifier" } }],
        [/\.\.|<=|>=|!=|[=<>+\-*/:,]/, "operator"],
        [/[{}()[\]]/, "@brackets"],
      ],
    },
  });

  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: ['"', " ", "("],
    async provideCompletionItems(model, position) {
      const reply = await client.ask<"complete">({ kind: "complete", file: pathOf(model.uri), text: model.getValue(), offset: model.getOffsetAt(position) });
      if (reply.kind !== "complete") return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      return {
        suggestions: reply.items.map((c, i) => ({
          label: c.label,
          kind: KIND[c.kind],
          insertText: c.insert ?? c.label,
          detail: c.kind,
          documentation: { value: c.detail },
          // Names first, then keywords, in the worker's order.
          sortText: String(i).padStart(4, "0"),
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    async provideHover(model, position) {
      const reply = await client.ask<"hover">({ kind: "hover", file: pathOf(model.uri), text: model.getValue(), offset: model.getOffsetAt(position) });
      if (reply.kind !== "hover" || reply.contents.length === 0) return null;
      return {
        contents: reply.contents.map((value) => ({ value })),
        ...(reply.span ? { range: rangeOf(model, reply.span.offset, reply.span.length) } : {}),
      };
    },
  });

  monaco.languages.registerDefinitionProvider(LANGUAGE_ID, {
    async provideDefinition(model, position) {
      const reply = await client.ask<"definition">({ kind: "definition", file: pathOf(model.uri), text: model.getValue(), offset: model.getOffsetAt(position) });
      if (reply.kind !== "definition" || !reply.location) return null;
      const { file, span } = reply.location;
      const target = monaco.editor.getModel(fileUri(file));
      if (!target) return null;
      return { uri: target.uri, range: rangeOf(target, span.offset, span.length) };
    },
  });

  monaco.languages.registerCodeActionProvider(LANGUAGE_ID, {
    provideCodeActions(model, _range, context) {
      const diagnostics = shown.get(model.uri.toString()) ?? [];
      const actions: monaco.languages.CodeAction[] = [];
      for (const marker of context.markers) {
        const d = diagnostics.find((x) => x.suggestion !== undefined && x.code === marker.code && x.line === marker.startLineNumber && x.col === marker.startColumn);
        if (!d || d.suggestion === undefined) continue;
        actions.push({
          title: `Replace with '${d.suggestion}'`,
          kind: "quickfix",
          diagnostics: [marker],
          isPreferred: true,
          edit: { edits: [{ resource: model.uri, versionId: model.getVersionId(), textEdit: { range: rangeOf(model, d.offset, d.length), text: d.suggestion } }] },
        });
      }
      return { actions, dispose() {} };
    },
  });

  monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
    async provideDocumentFormattingEdits(model) {
      const reply = await client.ask<"format">({ kind: "format", text: model.getValue() });
      if (reply.kind !== "format" || reply.text === undefined) return [];
      return [{ range: model.getFullModelRange(), text: reply.text }];
    },
  });

  monaco.languages.registerDocumentSymbolProvider(LANGUAGE_ID, {
    provideDocumentSymbols(model) {
      const toSymbol = (o: OutlineItem): monaco.languages.DocumentSymbol => {
        const range = rangeOf(model, o.span.offset, o.span.length);
        return { name: o.label, detail: "", kind: SYMBOL_KIND[o.kind], tags: [], range, selectionRange: range, children: o.children.map(toSymbol) };
      };
      return outline(model).map(toSymbol);
    },
  });
}
