/// <reference lib="webworker" />
// The language worker: every question about the text is answered here, off the page's thread, by
// the library's own front-end (src/index.ts). It keeps the workspace (all ruleset files, edited or
// shipped) from the last check, so variants resolve their bases, and the last analysis for hover.
import {
  analyzeRuleset, botNames, BUILTIN_DOCS, compile, describeRuleCards, digestText, KEYWORDS, completeAt, definitionAt, formatRuleset, locateRule, wordAt, wordDocs, type Analysis,
} from "../../../src/index.js";
import type { LangReply, LangRequest } from "./protocol.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;
let files: Readonly<Record<string, string>> = {};
const readFile = (path: string): string | undefined => (Object.hasOwn(files, path) ? files[path] : undefined);
/**
 * The folder every ruleset of the workspace may read from, as `stichwerk --root`: the workspace's
 * root, so a rule card finds its game's base above its folder. compile() applies the library's one
 * rule (mayRead: relative paths to `.stich` files inside the root) before asking readFile.
 */
const WORKSPACE_ROOT = "";
let last: { file: string; text: string; analysis: Analysis } | undefined;
/** The newest check received: an analysis for an older one is not worth its time. */
let newestCheck = 0;

function analysisFor(file: string, text: string): Analysis {
  if (last && last.file === file && last.text === text) return last.analysis;
  const analysis = analyzeRuleset(text, file, readFile, WORKSPACE_ROOT);
  last = { file, text, analysis };
  return analysis;
}

function answer(req: LangRequest): LangReply {
  switch (req.kind) {
    case "language":
      return { id: req.id, kind: "language", keywords: [...KEYWORDS], builtins: Object.keys(BUILTIN_DOCS), bots: botNames() };
    case "check": {
      const t0 = performance.now();
      files = req.files;
      newestCheck = req.id;
      const { ir, diagnostics, ruleCards } = compile(req.text, { file: req.file, readFile, root: WORKSPACE_ROOT, with: req.with ?? [] });
      // The analysis follows in a task of its own, after any check already waiting.
      setTimeout(() => {
        if (newestCheck !== req.id) return;
        scope.postMessage({ id: req.id, kind: "analysis", file: req.file, analysis: analysisFor(req.file, req.text) } satisfies LangReply);
      }, 0);
      return {
        id: req.id, kind: "check", file: req.file, diagnostics, ...(ir ? { ir } : {}), ms: performance.now() - t0, sourceDigest: digestText(req.text),
        ...(ruleCards ? { ruleCards: { summary: ruleCards, text: describeRuleCards(ruleCards) } } : {}),
      };
    }
    case "complete":
      return { id: req.id, kind: "complete", items: completeAt(req.text, req.offset, { file: req.file, analysis: analysisFor(req.file, req.text), files: Object.keys(files) }) };
    case "hover": {
      const w = wordAt(req.text, req.offset);
      if (!w) return { id: req.id, kind: "hover", contents: [] };
      const contents = wordDocs(w.word);
      const sym = analysisFor(req.file, req.text).symbols.find((s) => s.name === w.word);
      if (sym) contents.unshift(`**${sym.name}**: ${sym.detail}${sym.file !== req.file ? ` (declared in ${sym.file})` : ""}`);
      return { id: req.id, kind: "hover", contents, span: { offset: w.start, length: w.end - w.start, line: 0, col: 0, endLine: 0, endCol: 0 } };
    }
    case "definition": {
      const location = definitionAt(req.text, req.offset, analysisFor(req.file, req.text));
      return { id: req.id, kind: "definition", ...(location ? { location } : {}) };
    }
    case "format": {
      const r = formatRuleset(req.text);
      return r.ok ? { id: req.id, kind: "format", text: r.text } : { id: req.id, kind: "format", error: r.message };
    }
    case "compile": {
      const { ir, diagnostics, ruleCards } = compile(req.text, { file: req.file, readFile, root: WORKSPACE_ROOT, with: req.with ?? [] });
      return { id: req.id, kind: "compile", ...(ir ? { ir } : {}), errors: diagnostics.filter((d) => d.severity === "error") };
    }
    case "fault":
      return { id: req.id, kind: "error", message: "a fault request is handled before answer()" };
    case "locate": {
      // The source table of the text as it is now (compiled with the same cards), searched by reference.
      const { sources } = compile(req.text, { file: req.file, readFile, root: WORKSPACE_ROOT, with: req.with ?? [] });
      const location = sources && locateRule(sources, req.ref);
      return { id: req.id, kind: "locate", ...(location ? { location } : {}) };
    }
    default:
      { const unhandled: never = req; return unhandled; }
  }
}

scope.onmessage = (ev: MessageEvent<LangRequest>) => {
  const req = ev.data;
  if (req.kind === "fault") {
    // What a bug would do: loop for ever, or throw where no handler catches it (the page's watchdog
    // and error handler replace the worker; see client.ts).
    if (req.fault === "throw") setTimeout(() => { throw new Error("a fault planted by the test hook"); }, 0);
    else for (;;) { /* never answers */ }
    return;
  }
  let reply: LangReply;
  try {
    reply = answer(ev.data);
  } catch (e) {
    // compile() never throws; the other services might on input nobody foresaw: say so, keep serving.
    reply = { id: ev.data.id, kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(reply);
};
