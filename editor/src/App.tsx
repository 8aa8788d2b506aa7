// The designer: Monaco on the left (one model per workspace file), the playtest, compare, outline
// and problems tabs on the right. The text is checked in the language worker on every edit; each
// edit that checks clean re-runs the playtest in the playtest worker.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CheckReply } from "./lang/protocol.js";
import type { CompareReport, Diagnostic, OutlineItem, RuleRef, RulesetIR, SimulateReport } from "../../src/index.js";
import { LangClient } from "./lang/client.js";
import { ENGINE_MARKER_OWNER, fileUri, LANGUAGE_ID, MARKER_OWNER, pathOf, registerLanguage, showDiagnostics } from "./monaco/language.js";
import { monaco } from "./monaco/setup.js";
import { Compare } from "./panels/Compare.js";
import { Playtest, type PinState, type PlaytestSettings, type RunState } from "./panels/Playtest.js";
import { baseName, download } from "./download.js";
import { logSourceOf, type LogSource } from "./log-source.js";
import { PlaytestPool, poolSizeFromAddress } from "./sim/pool.js";
import { SimRunner, TIME_LIMIT_MS } from "./sim/runner.js";
import { takeAddressNumber } from "./address-knob.js";
import { RuleCards, cardSetName, ruleCardsBeside } from "./panels/RuleCards.js";
import { Welcome } from "./panels/Welcome.js";
import { openRulesSheet } from "./sheet/open-sheet.js";
import { Table } from "./table/Table.js";
import { freePath, readShareFragment, SHARE_URL_WARN_CHARS, shareFragment, type Shared } from "./workspace/share.js";
import { loadWorkspace, saveWorkspace, type Workspace } from "./workspace/store.js";
import { SHIPPED } from "./workspace/rulesets.js";

/** What a playtest batch was played with. */
interface PlayedBatch {
  readonly ir: RulesetIR;
  readonly file: string;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly string[];
  /** For the pinned log's identity. */
  readonly source?: LogSource;
}

/** Test and benchmark hooks: read-only views of what the page shows. */
export interface DesignerProbe {
  idle(): boolean;
  markers(owner?: string): monaco.editor.IMarker[];
  runStatus(): string;
  /** Playtest runs that ended (finished, failed, cut off or cancelled) since the page opened. */
  runs(): number;
  latestCheck(): number;
  checkTimings(): { id: number; sent: number; answered?: number; workerMs?: number }[];
  editor(): monaco.editor.IStandaloneCodeEditor | undefined;
  lastReport(): SimulateReport | undefined;
  /** Workers the last playtest batch was played on (the pool's size, at most its chunks). */
  playtestWorkers(): number;
  /** When the markers of each check were set (performance.now), by check number. */
  markersApplied(): Record<number, number>;
  /** Language workers replaced by the watchdog or the error handler. */
  langRestarts(): number;
  /** Test hook: make the language worker hang or throw; `timeoutMs` sets the watchdog's limit first. */
  langFault(kind: "hang" | "throw", timeoutMs?: number): void;
}
declare global {
  interface Window {
    __designer?: DesignerProbe;
  }
}

const AUTO_RUN_DELAY_MS = 300;

/**
 * A shared ruleset added to the workspace: under its own path, or beside an existing copy with other
 * text (an edited copy or an earlier shared one is never overwritten); the notice says which.
 */
function addShared(ws: Workspace, shared: Shared): { ws: Workspace; notice: string } {
  const path = freePath(shared.path, shared.text, ws.files);
  const kept = path !== shared.path ? ` You already had a different ${shared.path}: it is kept, the link opened as ${path}.` : "";
  return {
    ws: { files: { ...ws.files, [path]: shared.text }, saved: { ...ws.saved, [path]: shared.text }, current: path },
    notice: `Opened a shared ruleset: it is only checked and played, never run as code.${kept}`,
  };
}

/** The workspace at start: the autosaved one, plus a shared ruleset if the page was opened from a link. */
function startingWorkspace(): { ws: Workspace; notice?: string } {
  const ws = loadWorkspace();
  const shared = readShareFragment(location.hash);
  // The link is consumed: a reload shows the workspace (with the shared file), not the link again.
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  if (!shared) return { ws, ...(location.hash ? { notice: "That link holds no ruleset this page can open." } : {}) };
  const added = addShared(ws, shared);
  // Stored at once: a shared file opened and not edited survives a reload.
  saveWorkspace(added.ws);
  return added;
}

/**
 * A knob for tests: `?timeLimit=MS` shortens the playtest's cut-off for this page only. It is read
 * once and taken out of the address, so a reload (or a bookmark) gets the normal limit back.
 */
const TIME_LIMIT = ((): number => {
  const v = takeAddressNumber("timeLimit");
  return Number.isFinite(v) && v > 0 ? v : TIME_LIMIT_MS;
})();
const timeLimit = (): number => TIME_LIMIT;
/** The playtest pool's size: the cores (at most POOL_CAP), or `?workers=N`, read once like ?timeLimit. */
const POOL_SIZE = poolSizeFromAddress();

export function App() {
  const start = useMemo(startingWorkspace, []);
  const ws = useRef<Workspace>(start.ws);
  const [current, setCurrent] = useState(start.ws.current);
  const [files, setFiles] = useState(() => Object.keys(start.ws.files).sort());
  const [check, setCheck] = useState<CheckReply | undefined>();
  const [outlineItems, setOutlineItems] = useState<{ file: string; items: readonly OutlineItem[] }>({ file: "", items: [] });
  const [langReady, setLangReady] = useState(false);
  const [bots, setBots] = useState<readonly string[]>(["random"]);
  const [tab, setTab] = useState<"playtest" | "table" | "cards" | "compare" | "outline" | "problems">("playtest");
  /** Rule cards put in force, per ruleset file (paths relative to its folder), as `--with`. */
  const [cards, setCards] = useState<Readonly<Record<string, readonly string[]>>>({});
  const cardsRef = useRef(cards);
  cardsRef.current = cards;
  const checkRef = useRef(check);
  checkRef.current = check;
  const [compareA, setCompareA] = useState<readonly string[] | undefined>();
  const [checking, setChecking] = useState(true);
  const [storageFull, setStorageFull] = useState(false);
  const [welcome, setWelcome] = useState(() => localStorage.getItem("stichwerk.designer.welcomed") === null);
  const [settings, setSettings] = useState<PlaytestSettings>({ players: 4, bots: ["random", "random", "random", "random"], games: 1000, seed: 1 });
  const [run, setRun] = useState<RunState>({ status: "idle" });
  // The batch behind the report (its IR, file and settings): a game of it can be pinned later.
  const [report, setReport] = useState<{ report: SimulateReport; text: string; batch: PlayedBatch } | undefined>();
  const [pin, setPin] = useState<PinState>({ status: "idle" });
  const [failedRuleAt, setFailedRuleAt] = useState<string | undefined>();
  const [baseline, setBaseline] = useState("saved");
  const [compare, setCompare] = useState<{ running?: { done: number; total: number }; report?: CompareReport; error?: string }>({});
  const [notice, setNotice] = useState<string | undefined>(start.notice);

  const editorDiv = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | undefined>(undefined);
  const client = useRef<LangClient | undefined>(undefined);
  const runner = useRef<PlaytestPool | undefined>(undefined);
  const compareRunner = useRef<SimRunner | undefined>(undefined);
  const pinRunner = useRef<SimRunner | undefined>(undefined);
  const outline = useRef(new Map<string, readonly OutlineItem[]>());
  const runsEnded = useRef(0);
  const lastReport = useRef<SimulateReport | undefined>(undefined);
  lastReport.current = report?.report;
  const markersApplied = useRef<Record<number, number>>({});

  const persist = useCallback((next: Workspace) => {
    ws.current = next;
    // Storage full: say so, and ask before a reload or close would lose what was not written.
    setStorageFull(!saveWorkspace(next));
  }, []);

  const checkNow = useCallback(() => {
    const model = editor.current?.getModel();
    if (!model || !client.current) return;
    const path = pathOf(model.uri);
    setChecking(true);
    client.current.check(path, model.getValue(), ws.current.files, cardsRef.current[path] ?? []);
  }, []);

  useEffect(() => {
    if (!storageFull) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [storageFull]);

  // ---- language worker, Monaco, models: once
  useEffect(() => {
    const c = new LangClient((reply) => {
      const model = monaco.editor.getModel(fileUri(reply.file));
      if (model) showDiagnostics(model, reply.diagnostics);
      markersApplied.current[reply.id] = performance.now();
      if (!performance.getEntriesByName("designer-first-check").length) performance.mark("designer-first-check");
      setChecking(false);
      setCheck(reply);
    }, undefined, (reply) => {
      outline.current.set(reply.file, reply.analysis.outline);
      setOutlineItems({ file: reply.file, items: reply.analysis.outline });
    }, (why) => {
      setChecking(false);
      setCheck(undefined);
      setNotice(`Checking stopped: ${why}. The language worker was restarted; edit the text to check it again.`);
    });
    client.current = c;
    runner.current = new PlaytestPool(POOL_SIZE);
    compareRunner.current = new SimRunner();
    pinRunner.current = new SimRunner();
    let disposed = false;
    const disposables: monaco.IDisposable[] = [];
    void c.ask<"language">({ kind: "language" }).then((info) => {
      if (disposed || info.kind !== "language") return;
      registerLanguage(c, info, (model) => outline.current.get(pathOf(model.uri)) ?? []);
      setBots(info.bots.flatMap((b) => (b === "ismcts" ? ["ismcts:50", "ismcts:200", "ismcts"] : [b])));
      for (const [path, text] of Object.entries(ws.current.files)) {
        if (!monaco.editor.getModel(fileUri(path))) monaco.editor.createModel(text, LANGUAGE_ID, fileUri(path));
      }
      const ed = monaco.editor.create(editorDiv.current!, {
        model: monaco.editor.getModel(fileUri(ws.current.current)),
        automaticLayout: true,
        minimap: { enabled: false },
        wordBasedSuggestions: "off",
        fontSize: 13,
        scrollBeyondLastLine: false,
        fixedOverflowWidgets: true,
        lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.On },
      });
      editor.current = ed;
      disposables.push(
        ed,
        ed.onDidChangeModelContent(() => {
          const model = ed.getModel();
          if (!model) return;
          const path = pathOf(model.uri);
          persist({ ...ws.current, files: { ...ws.current.files, [path]: model.getValue() } });
          checkNow();
        }),
        ed.onDidChangeModel(() => checkNow()),
        // Go to definition in another file (a variant's base): show that file.
        monaco.editor.registerEditorOpener({
          openCodeEditor(_source, resource, selectionOrPosition) {
            const model = monaco.editor.getModel(resource);
            if (!model) return false;
            selectFile(pathOf(resource));
            if (selectionOrPosition && "startLineNumber" in selectionOrPosition) {
              ed.setSelection(selectionOrPosition);
              ed.revealRangeInCenter(selectionOrPosition);
            } else if (selectionOrPosition) {
              ed.setPosition(selectionOrPosition);
              ed.revealPositionInCenter(selectionOrPosition);
            }
            return true;
          },
        }),
      );
      setLangReady(true);
      checkNow();
    });
    window.__designer = {
      idle: () => c.idle(),
      markers: (owner = MARKER_OWNER) => monaco.editor.getModelMarkers({ owner }),
      runs: () => runsEnded.current,
      runStatus: () => document.querySelector("[data-testid=run-status]")?.getAttribute("data-status") ?? "none",
      latestCheck: () => c.latestCheck,
      checkTimings: () => [...c.timings].map(([id, t]) => ({ id, ...t })),
      editor: () => editor.current,
      lastReport: () => lastReport.current,
      playtestWorkers: () => runner.current?.workersUsed ?? 0,
      markersApplied: () => ({ ...markersApplied.current }),
      langRestarts: () => c.restarts,
      langFault: (kind, timeoutMs) => {
        if (timeoutMs !== undefined) c.timeoutMs = timeoutMs;
        c.fault(kind);
      },
    };
    return () => {
      disposed = true;
      disposables.forEach((d) => d.dispose());
      c.dispose();
      runner.current?.dispose();
      compareRunner.current?.dispose();
      pinRunner.current?.dispose();
    };
  }, []);

  const selectFile = useCallback((path: string) => {
    const model = monaco.editor.getModel(fileUri(path));
    if (!model || !editor.current) return;
    persist({ ...ws.current, current: path });
    setCurrent(path);
    editor.current.setModel(model);
  }, [persist]);

  // ---- a share link pasted into this tab's address bar: only the fragment changes, the page stays
  useEffect(() => {
    const onHash = () => {
      if (!location.hash) return;
      const shared = readShareFragment(location.hash);
      history.replaceState(null, "", location.pathname + location.search);
      if (!shared) {
        setNotice("That link holds no ruleset this page can open.");
        return;
      }
      const added = addShared(ws.current, shared);
      const path = added.ws.current;
      persist({ ...added.ws, current: ws.current.current });
      const model = monaco.editor.getModel(fileUri(path));
      if (model) { if (model.getValue() !== shared.text) model.setValue(shared.text); } else monaco.editor.createModel(shared.text, LANGUAGE_ID, fileUri(path));
      setFiles(Object.keys(ws.current.files).sort());
      selectFile(path);
      setNotice(added.notice);
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [persist, selectFile]);

  // ---- playtest: re-run on every clean check of the current file
  const ir = check && check.file === current ? check.ir : undefined;
  const irPlayers = ir?.players;
  const playerRange = irPlayers ? { min: irPlayers.min, max: irPlayers.max } : undefined;

  // Keep the seat count inside the ruleset's range.
  useEffect(() => {
    if (!playerRange) return;
    const players = Math.min(playerRange.max, Math.max(playerRange.min, settings.players));
    if (players !== settings.players) {
      setSettings((s) => ({ ...s, players, bots: Array.from({ length: players }, (_, i) => s.bots[i] ?? s.bots[0] ?? "random") }));
    }
  }, [playerRange?.min, playerRange?.max, settings.players]);

  const startRun = useCallback(() => {
    const model = editor.current?.getModel();
    if (!ir || !model || !runner.current) return;
    if (settings.players < ir.players.min || settings.players > ir.players.max) return;
    const text = model.getValue();
    const file = pathOf(model.uri);
    monaco.editor.removeAllMarkers(ENGINE_MARKER_OWNER);
    setFailedRuleAt(undefined);
    setRun({ status: "running", done: 0, total: settings.games });
    setPin({ status: "idle" });
    const source = logSourceOf(checkRef.current, file, cardsRef.current[file] ?? []);
    const batch: PlayedBatch = { ir, file, players: settings.players, games: settings.games, seed: settings.seed, bots: settings.bots, ...(source ? { source } : {}) };
    const limit = timeLimit();
    runner.current.run(
      { kind: "simulate", ir, players: settings.players, games: settings.games, seed: settings.seed, bots: settings.bots },
      {
        onProgress: (done, total, reply) => {
          setRun({ status: "running", done, total });
          if (reply.report) setReport({ report: reply.report, text, batch });
        },
        onReply: (reply) => {
          runsEnded.current++;
          if (reply.kind === "done") {
            setReport({ report: reply.report, text, batch });
            setRun({ status: "done", stoppedEarly: reply.stoppedEarly });
            const failure = reply.report.failureSamples[0];
            if (failure?.ref) void markFailedRule(file, text, failure.ref, failure.message);
          } else if (reply.kind === "error") setRun({ status: "error", message: reply.message });
        },
        onTimeout: () => {
          runsEnded.current++;
          setRun({ status: "timeout", seconds: Math.round(limit / 100) / 10 });
        },
      },
      limit,
    );
  }, [ir, settings]);

  // Pin a game of the playtest: the worker plays it again alone (the same deal, seats and bots) and
  // sends its log with its result, downloaded as a regression case.
  const pinGame = (game: number) => {
    const batch = report?.batch;
    if (!batch || !pinRunner.current) return;
    setPin({ status: "running", game });
    pinRunner.current.run(
      { kind: "pin", ir: batch.ir, players: batch.players, games: batch.games, seed: batch.seed, bots: batch.bots, index: game - 1, ruleset: batch.file, ...(batch.source ? { source: batch.source } : {}) },
      {
        onReply: (reply) => {
          if (reply.kind === "pinned") {
            const name = `${baseName(batch.file)}-playtest-seed-${batch.seed}-game-${game}.pinned.log.json`;
            download(name, reply.text);
            setPin({ status: "done", game, name, ...(reply.result ? { totals: reply.result.totals, winners: reply.result.winners } : {}), ...(reply.failure ? { failure: reply.failure } : {}) });
          } else if (reply.kind === "error") setPin({ status: "error", message: reply.message });
        },
        onTimeout: () => setPin({ status: "error", message: "the game gave no sign of progress; the worker was restarted" }),
      },
    );
  };

  const markFailedRule = async (file: string, text: string, ref: RuleRef, message: string) => {
    const c = client.current;
    if (!c) return;
    const reply = await c.ask<"locate">({ kind: "locate", file, text, ref, with: cards[file] ?? [] });
    if (reply.kind !== "locate" || !reply.location) return;
    const model = monaco.editor.getModel(fileUri(reply.location.file));
    if (!model) return;
    const { span } = reply.location;
    const s = model.getPositionAt(span.offset);
    const e = model.getPositionAt(span.offset + span.length);
    monaco.editor.setModelMarkers(model, ENGINE_MARKER_OWNER, [{
      severity: monaco.MarkerSeverity.Error,
      message: `While playing: ${message}`,
      code: "engine",
      startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: Math.max(e.column, s.column + 1),
    }]);
    setFailedRuleAt(`${reply.location.file}:${s.lineNumber}`);
  };

  // The card table's "show the rule": the rule's declaration, selected in the editor.
  const showRule = async (ref: RuleRef) => {
    const model = editor.current?.getModel();
    const c = client.current;
    if (!model || !c) return;
    const reply = await c.ask<"locate">({ kind: "locate", file: pathOf(model.uri), text: model.getValue(), ref, with: cards[pathOf(model.uri)] ?? [] });
    if (reply.kind !== "locate" || !reply.location) return;
    const target = monaco.editor.getModel(fileUri(reply.location.file));
    if (!target) return;
    if (reply.location.file !== pathOf(model.uri)) selectFile(reply.location.file);
    const { span } = reply.location;
    const s = target.getPositionAt(span.offset);
    const e = target.getPositionAt(span.offset + span.length);
    const range = { startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
    editor.current?.setSelection(range);
    editor.current?.revealRangeInCenter(range);
    editor.current?.focus();
  };

  useEffect(() => {
    if (!ir) return;
    const t = setTimeout(startRun, AUTO_RUN_DELAY_MS);
    return () => clearTimeout(t);
  }, [ir, startRun]);

  const cancelRun = () => {
    if (runner.current?.cancel()) {
      runsEnded.current++;
      setRun({ status: "cancelled" });
    }
  };

  // ---- compare
  const runCompare = async () => {
    const model = editor.current?.getModel();
    const c = client.current;
    if (!model || !c || !compareRunner.current) return;
    const file = pathOf(model.uri);
    const textB = model.getValue();
    const aFile = baseline === "saved" ? file : baseline;
    const textA = baseline === "saved" ? (ws.current.saved[file] ?? textB) : (ws.current.files[baseline] ?? "");
    setCompare({ running: { done: 0, total: settings.games } });
    const cardsB = cards[file] ?? [];
    const cardsA = compareA ?? cardsB;
    const [a, b] = await Promise.all([
      c.ask<"compile">({ kind: "compile", file: aFile, text: textA, with: cardsA }),
      c.ask<"compile">({ kind: "compile", file, text: textB, with: cardsB }),
    ]);
    const problem = (side: typeof a, name: string): string | undefined =>
      side.kind === "error" ? `${name}: ${side.message}` : side.ir ? undefined : `${name} has errors (${side.errors[0]?.message ?? "see the problems tab"})`;
    const error = problem(a, `A (${aFile})`) ?? problem(b, `B (${file})`);
    if (error || a.kind !== "compile" || b.kind !== "compile" || !a.ir || !b.ir) {
      setCompare({ error: `Cannot compare: ${error ?? "no answer"}.` });
      return;
    }
    compareRunner.current.run(
      {
        kind: "compare",
        a: { ir: a.ir, label: `${baseline === "saved" ? `${file} (saved)` : aFile}, ${cardSetName(cardsA)}` },
        b: { ir: b.ir, label: `${file} (edited), ${cardSetName(cardsB)}` },
        players: settings.players, games: settings.games, seed: settings.seed, bots: settings.bots,
      },
      {
        onProgress: (done, total) => setCompare({ running: { done, total } }),
        onReply: (reply) => {
          if (reply.kind === "compared") setCompare({ report: reply.report });
          else if (reply.kind === "error") setCompare({ error: `Cannot compare: ${reply.message}` });
        },
        onTimeout: () => setCompare({ error: "Stopped: the comparison gave no sign of progress in time (a game that never ends?)." }),
      },
      timeLimit(),
    );
  };

  // ---- files: open, save, share, revert, format
  const fileInput = useRef<HTMLInputElement>(null);
  const openFile = async (f: File) => {
    const text = await f.text();
    const dir = current.slice(0, current.lastIndexOf("/") + 1);
    const wanted = `${dir}${f.name.replace(/[^\w.-]/g, "_").replace(/(\.stich)?$/, ".stich")}`;
    // A file named like one in the workspace (a shipped ruleset, a variant's base) never replaces it.
    const path = freePath(wanted, text, ws.current.files);
    persist({ ...ws.current, files: { ...ws.current.files, [path]: text }, saved: { ...ws.current.saved, [path]: text } });
    const existing = monaco.editor.getModel(fileUri(path));
    if (existing) existing.setValue(text);
    else monaco.editor.createModel(text, LANGUAGE_ID, fileUri(path));
    setFiles(Object.keys(ws.current.files).sort());
    selectFile(path);
    setNotice(`Opened ${f.name} as ${path} (next to the file you had open, so 'extends' finds its base).${path !== wanted ? ` ${wanted} is already in the workspace and is kept as it was.` : ""}`);
  };
  /** Adds a file to the workspace (never over an existing one) and shows it. */
  const addFile = (wanted: string, text: string): string => {
    const path = freePath(wanted, text, ws.current.files);
    persist({ ...ws.current, files: { ...ws.current.files, [path]: text }, saved: { ...ws.current.saved, [path]: text } });
    if (!monaco.editor.getModel(fileUri(path))) monaco.editor.createModel(text, LANGUAGE_ID, fileUri(path));
    setFiles(Object.keys(ws.current.files).sort());
    selectFile(path);
    return path;
  };
  const dirOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);
  const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.stich$/, "");
  /** A new file beside this one that extends it: the designer changes rules there, the shipped file stays. */
  const newVariant = () => {
    const name = baseName(current);
    const title = /^\s*(?:game|variant)\s+"([^"\n]*)"/m.exec(ws.current.files[current] ?? "")?.[1] ?? name;
    const path = addFile(`${dirOf(current)}my-${name}.stich`, `# My variant of ${title}: every rule not changed here is the one in ${name}.stich.\nvariant "My ${title}" extends "${name}.stich"\n\n`);
    setNotice(`New variant ${path}: it extends ${current}, which stays as it is. Change a rule here (e.g. 'rounds 3').`);
  };
  /** A copy of this file's text under a new name in the same folder. */
  const saveAs = () => {
    const model = editor.current?.getModel();
    if (!model) return;
    const answer = window.prompt("Save a copy in the workspace as (file name):", `${baseName(current)}-copy.stich`);
    if (!answer) return;
    const name = answer.trim().replace(/[^\w.-]/g, "_").replace(/(\.stich)?$/, ".stich");
    const path = addFile(`${dirOf(current)}${name}`, model.getValue());
    setNotice(`Saved a copy as ${path}${path !== dirOf(current) + name ? ` (${name} already exists and is kept)` : ""}.`);
  };
  /** A shipped file back to its shipped text (an undoable edit). */
  const restoreShipped = () => {
    const model = editor.current?.getModel();
    const shipped = SHIPPED[current];
    if (!model || shipped === undefined || shipped === model.getValue()) return;
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text: shipped }], () => null);
    persist({ ...ws.current, saved: { ...ws.current.saved, [current]: shipped } });
    setNotice(`${current} is back to its shipped text (Ctrl+Z undoes that).`);
  };
  const saveFile = () => {
    const model = editor.current?.getModel();
    if (!model) return;
    const text = model.getValue();
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    a.download = current.slice(current.lastIndexOf("/") + 1);
    a.click();
    URL.revokeObjectURL(a.href);
    persist({ ...ws.current, saved: { ...ws.current.saved, [current]: text } });
    setNotice(`Saved ${a.download}; the compare tab's "saved version" is now this text.`);
  };
  const [shareUrl, setShareUrl] = useState<string | undefined>();
  const share = async () => {
    const model = editor.current?.getModel();
    if (!model) return;
    const url = `${location.origin}${location.pathname}${shareFragment(current, model.getValue())}`;
    if (url.length > SHARE_URL_WARN_CHARS && !window.confirm(`This link is ${url.length.toLocaleString("en")} characters long: some browsers and chat tools cut links past about ${SHARE_URL_WARN_CHARS.toLocaleString("en")}. Make it anyway? (Save sends the file itself.)`)) {
      setNotice(`No link made: it would be ${url.length.toLocaleString("en")} characters long. Use Save and send the file instead.`);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice("Share link copied to the clipboard.");
    } catch {
      setNotice("Share link (copy it from here):");
    }
    setShareUrl(url);
  };
  const revert = () => {
    const model = editor.current?.getModel();
    const saved = ws.current.saved[current];
    if (model && saved !== undefined && saved !== model.getValue()) {
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: saved }], () => null);
    }
  };
  const format = () => void editor.current?.getAction("editor.action.formatDocument")?.run();

  const diagnostics: readonly Diagnostic[] = check?.diagnostics ?? [];
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const stale = report !== undefined && (errors > 0 || check?.file !== current || run.status === "running" || report.text !== editor.current?.getModel()?.getValue());
  const items = outlineItems.file === current ? outlineItems.items : [];
  const reveal = (line: number, col: number) => {
    editor.current?.setPosition({ lineNumber: line, column: col });
    editor.current?.revealLineInCenter(line);
    editor.current?.focus();
  };

  return (
    <div className="app">
      <header>
        <h1>Stichwerk designer</h1>
        <select data-testid="file-picker" value={current} onChange={(e) => selectFile(e.target.value)}>
          {files.map((f) => <option key={f} value={f}>{f}{ws.current.files[f] !== ws.current.saved[f] ? " (edited)" : ""}</option>)}
        </select>
        <button onClick={() => fileInput.current?.click()}>Open…</button>
        <input ref={fileInput} type="file" accept=".stich,text/plain" hidden onChange={(e) => { const f = e.target.files?.[0]; if (f) void openFile(f); e.target.value = ""; }} />
        <button onClick={saveFile}>Save</button>
        <button data-testid="save-as" onClick={saveAs}>Save as…</button>
        <button data-testid="new-variant" onClick={newVariant}>New variant</button>
        {SHIPPED[current] !== undefined ? <button data-testid="restore-shipped" onClick={restoreShipped} disabled={ws.current.files[current] === SHIPPED[current]}>Restore shipped</button> : null}
        <button data-testid="share" onClick={() => void share()}>Share link</button>
        <button onClick={format}>Format</button>
        <button data-testid="welcome-open" onClick={() => setWelcome(true)}>Help</button>
        <button onClick={revert}>Revert</button>
        <button data-testid="rules-sheet" disabled={!ir} title="The rules in plain language, printable" onClick={() => ir && void openRulesSheet(ir)}>Rules sheet</button>
        <span className="status" data-testid="check-status">
          {!langReady ? "loading…" : checking ? "checking…" : check ? `${errors === 0 ? "no errors" : `${errors} error${errors === 1 ? "" : "s"}`} · checked in ${check.ms.toFixed(1)} ms` : "not checked"}
        </span>
      </header>
      {welcome ? <Welcome onClose={() => { setWelcome(false); try { localStorage.setItem("stichwerk.designer.welcomed", "1"); } catch { /* storage full: shown again next time */ } }} /> : null}
      {storageFull ? (
        <div className="notice storage-full" data-testid="storage-full">
          The browser's storage for this page is full: your latest edits are not saved, and a reload would lose them. Save the file to disk, or free space (clear other sites' data) and edit again.
        </div>
      ) : null}
      {notice ? (
        <div className="notice" data-testid="notice">
          {notice} {shareUrl ? <input data-testid="share-url" readOnly value={shareUrl} onFocus={(e) => e.target.select()} /> : null}
          <button onClick={() => { setNotice(undefined); setShareUrl(undefined); }}>×</button>
        </div>
      ) : null}
      <main>
        <div className="editor" ref={editorDiv} data-testid="editor" />
        <aside>
          <nav>
            {(["playtest", "table", "cards", "compare", "outline", "problems"] as const).map((t) => (
              <button key={t} data-testid={`tab-${t}`} className={tab === t ? "active" : ""} onClick={() => setTab(t)}>
                {t}{t === "problems" && diagnostics.length > 0 ? ` (${diagnostics.length})` : ""}
              </button>
            ))}
          </nav>
          <div className="tab-body">
            {tab === "playtest" ? (
              <Playtest
                settings={settings}
                playerRange={playerRange}
                botChoices={bots}
                run={run}
                report={report?.report}
                stale={stale}
                onSettings={setSettings}
                onRun={startRun}
                onCancel={cancelRun}
                failedRuleAt={failedRuleAt}
                file={report?.batch.file ?? current}
                withCards={report?.batch.source?.with ?? []}
                pin={pin}
                onPin={pinGame}
              />
            ) : tab === "table" ? (
              <Table ir={ir} file={current} source={logSourceOf(check, current, cards[current] ?? [])} botChoices={bots} onShowRule={(rule) => void showRule(rule)} />
            ) : tab === "cards" ? (
              <RuleCards
                available={ruleCardsBeside(current, ws.current.files)}
                inForce={cards[current] ?? []}
                onChange={(next) => { cardsRef.current = { ...cardsRef.current, [current]: next }; setCards(cardsRef.current); checkNow(); }}
                summary={check?.file === current ? check.ruleCards?.text : undefined}
                compareA={compareA}
                onCompareA={setCompareA}
              />
            ) : tab === "compare" ? (
              <Compare
                files={files}
                current={current}
                baseline={baseline}
                onBaseline={setBaseline}
                running={compare.running}
                report={compare.report}
                error={compare.error}
                onCompare={() => void runCompare()}
                onCancel={() => { compareRunner.current?.cancel(); setCompare({}); }}
                games={settings.games}
              />
            ) : tab === "outline" ? (
              <ul className="outline" data-testid="outline">
                {items.map((o, i) => (
                  <li key={i}>
                    <a onClick={() => reveal(o.span.line, o.span.col)}>{o.label}</a>
                    {o.children.length > 0 ? (
                      <ul>{o.children.map((c, j) => <li key={j}><a onClick={() => reveal(c.span.line, c.span.col)}>{c.label}</a></li>)}</ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="problems" data-testid="problems">
                {diagnostics.length === 0 ? <li>No problems.</li> : null}
                {diagnostics.map((d, i) => (
                  <li key={i} className={d.severity}>
                    <a onClick={() => (d.file === current ? reveal(d.line, d.col) : selectFile(d.file))}>
                      {d.file}:{d.line}:{d.col} <code>{d.code}</code> {d.message}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
      </main>
    </div>
  );
}
