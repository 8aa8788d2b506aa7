// The card table tab: play the ruleset being edited against bots, or watch a bot game or a log.
// Everything shown comes from the table worker as one seat's view (view.ts); the page holds no game.
import { useEffect, useRef, useState } from "react";
import type { Action, RuleRef, RulesetIR, Seat } from "../../../src/index.js";
import { Board, turnText, type Legend } from "./Board.js";
import { oneAction, shapeOf } from "./decision.js";
import { TableClient } from "./client.js";
import { Hand } from "./Hand.js";
import type { PlayState, TableReply, TableSource, WatchState } from "./protocol.js";
import "./table.css";
import { baseName, download } from "../download.js";
import { replayCommand } from "../log-source.js";

export interface TableProps {
  /** The compiled ruleset of the file being edited (undefined while it has errors). */
  readonly ir: RulesetIR | undefined;
  readonly file: string;
  /** The checked text's digest and the rule cards in force: written into the logs, checked on a watched log. */
  readonly source?: TableSource;
  readonly botChoices: readonly string[];
  /** Jump to a rule's line in the editor (the engine's rule label, e.g. "tricks follow"). */
  readonly onShowRule: (rule: RuleRef) => void;
}

/** How long a bot waits before it answers, so a person can follow (`?tablePace=MS` for tests). */
function pace(): number {
  const v = Number(new URLSearchParams(location.search).get("tablePace"));
  return Number.isFinite(v) && v >= 0 && new URLSearchParams(location.search).has("tablePace") ? v : 700;
}

/** The ruleset's words for the values the table shows as numbers (calls' special words, secrets' kinds). */
function legendOf(ir: RulesetIR | undefined): Legend {
  const valueWords: Record<number, string> = {};
  const steps = ir ? [...ir.beforeTricks, ...ir.afterTricks, ...(ir.trickSteps ?? []).flatMap((t) => t.steps)] : [];
  for (const st of steps) if (st.kind === "call") for (const w of st.words) valueWords[w.value] = w.word;
  const secretKinds: Record<string, "suits" | "numbers"> = {};
  for (const sec of ir?.secrets ?? []) secretKinds[sec.name] = sec.type;
  return { valueWords, secretKinds, teamNames: ir?.teams?.names ?? [] };
}

export function Table({ ir, file, source, botChoices, onShowRule }: TableProps) {
  const [mode, setMode] = useState<"play" | "watch">("play");
  const [players, setPlayers] = useState(4);
  const [seat, setSeat] = useState<Seat>(0);
  const [bots, setBots] = useState<string[]>(["greedy", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy", "greedy"]);
  const [seed, setSeed] = useState(1);
  const [state, setState] = useState<PlayState | WatchState | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [viewer, setViewer] = useState<Seat | "all">("all");
  // Watching a bot game names its bots; an uploaded log names no players.
  const [watchedBots, setWatchedBots] = useState<readonly string[] | undefined>();
  const [targets, setTargets] = useState<{ card: number | null; targets: readonly (number | "new" | "aside")[] }>({ card: null, targets: [] });
  const client = useRef<TableClient | undefined>(undefined);
  const upload = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const c = new TableClient((reply: TableReply) => {
      if (reply.kind === "error") setError(reply.message);
      else {
        setError(undefined);
        setState(reply);
      }
    });
    client.current = c;
    return () => c.dispose();
  }, []);

  // Keep the seat count inside the ruleset's range.
  useEffect(() => {
    if (!ir) return;
    const p = Math.min(ir.players.max, Math.max(ir.players.min, players));
    if (p !== players) setPlayers(p);
    if (seat >= p) setSeat(0);
  }, [ir, players, seat]);

  const lineup = bots.slice(0, players);
  const start = () => {
    if (!ir) return;
    setMode("play");
    setState(undefined);
    client.current?.send({ kind: "start", ir, file, players, seat, bots: lineup, seed, paceMs: pace(), ...(source ? { source } : {}) });
  };
  const watchBots = () => {
    if (!ir) return;
    setMode("watch");
    setState(undefined);
    setWatchedBots(lineup);
    client.current?.send({ kind: "watchBots", ir, file, players, seed, bots: lineup, viewer, ...(source ? { source } : {}) });
  };
  const watchLog = async (f: File) => {
    if (!ir) return;
    setMode("watch");
    setState(undefined);
    setWatchedBots(undefined);
    client.current?.send({ kind: "watchLog", ir, file, text: await f.text(), viewer, ...(source ? { source } : {}) });
  };
  const act = (action: Action) => client.current?.send({ kind: "act", action });

  const play = state?.kind === "play" && mode === "play" ? state : undefined;
  const watch = state?.kind === "watch" && mode === "watch" ? state : undefined;
  const suits = ir?.suits ?? [];
  const names = (s: Seat) => (play && s === play.view.seat ? "you" : lineup[s] ?? "bot");
  const result = play?.view.obs.phase === "over" ? play.view.obs : undefined;
  const legend = legendOf(ir);
  // A one-of decision over cards (a layout pick): those cards are taken where they lie on the table too.
  const shape = play ? shapeOf(play.view.legal) : undefined;
  const takeShape = shape?.kind === "one" && shape.field === "card" ? shape : undefined;
  const takeable = takeShape ? new Set(takeShape.items) : undefined;
  const take = (card: number) => {
    const a = takeShape && play ? oneAction(play.view.legal, takeShape, card) : undefined;
    if (a) act(a);
  };
  // A seat the person decides for now (a dummy's face-up hand): its cards are played from their own row.
  const dummy = play && play.view.actsFor !== play.view.seat ? play.view.actsFor : undefined;
  const winners = result ? result.totals.map((t, s) => ({ t, s })).filter(({ t }) => t === Math.max(...result.totals)).map(({ s }) => s) : [];

  const go = (position: number) => watch && client.current?.send({ kind: "watchAt", position, viewer });
  const trick = (dir: 1 | -1) => watch && client.current?.send({ kind: "watchTrick", position: watch.watch.position, dir, viewer });
  useEffect(() => {
    if (watch) go(watch.watch.position);
  }, [viewer]);

  return (
    <div className="table-tab" data-testid="table">
      <div className="controls">
        <label>players <input type="number" data-testid="table-players" min={ir?.players.min ?? 1} max={ir?.players.max ?? 8} value={players} onChange={(e) => setPlayers(Number(e.target.value))} /></label>
        <label>your seat <select data-testid="table-seat" value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
          {Array.from({ length: players }, (_, s) => <option key={s} value={s}>{s}</option>)}
        </select></label>
        <label>seed <input type="number" data-testid="table-seed" value={seed} onChange={(e) => setSeed(Number(e.target.value))} /></label>
      </div>
      <div className="controls">
        {Array.from({ length: players }, (_, s) => (
          <label key={s}>seat {s} <select data-testid={`table-bot-${s}`} value={lineup[s]} disabled={mode === "play" && s === seat} onChange={(e) => setBots(bots.map((b, i) => (i === s ? e.target.value : b)))}>
            {botChoices.map((b) => <option key={b} value={b}>{b}</option>)}
          </select></label>
        ))}
      </div>
      <div className="controls">
        <button data-testid="table-start" disabled={!ir} onClick={start}>Play a game</button>
        <button data-testid="watch-bots" disabled={!ir} onClick={watchBots}>Watch a bot game</button>
        <button data-testid="watch-upload" disabled={!ir} onClick={() => upload.current?.click()}>Watch a log…</button>
        <input ref={upload} data-testid="watch-file" type="file" accept=".json,application/json" hidden onChange={(e) => { const f = e.target.files?.[0]; if (f) void watchLog(f); e.target.value = ""; }} />
        {!ir ? <span className="hint">The ruleset has errors: fix them to play.</span> : null}
      </div>
      {error ? <div className="engine-error" data-testid="table-error">{error}</div> : null}
      {play ? (
        <>
          <div className="turn" data-testid="table-status" data-status={play.view.obs.phase === "over" ? "over" : play.view.legal.length > 0 && !play.forced ? "your-turn" : "waiting"}>
            {dummy !== undefined ? `Your turn: play seat ${dummy}'s card (you play its face-up hand).` : turnText(play.view.obs, play.view.seat, Array.from({ length: players }, (_, s) => names(s)))}
            {play.refused ? <span className="refused"> {play.refused}</span> : null}
          </div>
          {play.taken.length > 0 ? (
            <div className="taken" data-testid="table-taken" title="decisions with one legal action (not card plays) are taken for you">
              {play.taken.slice(-3).map((t, i) => <div key={i}>{t}</div>)}
            </div>
          ) : null}
          <div className="controls">
            <button data-testid="undo" disabled={play.undoRefusal !== null} title={play.undoRefusal ?? "take back your last action"} onClick={() => client.current?.send({ kind: "undo" })}>Undo</button>
            <button data-testid="download-log" onClick={() => download(`${baseName(file)}-seed-${seed}.log.json`, play.log)}>Download the log</button>
            <button data-testid="pin" disabled={!result} title="a finished game with its result: a regression case" onClick={() => download(`${baseName(file)}-seed-${seed}.pinned.log.json`, play.log)}>Pin this deal</button>
          </div>
          {result ? (
            <div className="game-over" data-testid="game-over">
              Game over: totals {result.totals.join(", ")}; won by {winners.map((s) => (s === play.view.seat ? "you" : `seat ${s}`)).join(" and ")}.
              {" "}Pinned, the log replays as a regression case: put it under rulesets/&lt;game&gt;/pinned/ (the tests pick it up) or run <code data-testid="table-pin-command">{replayCommand(file, "LOG", source?.with ?? [])}</code>.
            </div>
          ) : null}
          {dummy !== undefined ? (
            <Hand view={{ ...play.view, obs: { ...play.view.obs, hand: play.view.obs.exposed[dummy] ?? [] } }} cards={play.cards} suits={suits} valueWords={legend.valueWords} onAct={act} onShowRule={onShowRule}
              onSelectTargets={(card, t) => setTargets({ card, targets: t })} label={`Seat ${dummy}'s hand, face up: you play it`} testid="dummy-hand" />
          ) : null}
          <Hand view={dummy !== undefined ? { ...play.view, legal: [], explain: null } : play.view} cards={play.cards} suits={suits} valueWords={legend.valueWords} onAct={act} onShowRule={onShowRule} onSelectTargets={(card, t) => setTargets({ card, targets: t })} />
          <Board view={play.view} cards={play.cards} suits={suits} names={Array.from({ length: players }, (_, s) => names(s))}
            targets={targets.targets.filter((t): t is number => typeof t === "number")} legend={legend} {...(takeable ? { takeable, onTake: take } : {})}
            onTarget={(id) => targets.card !== null && act({ type: "play", card: targets.card, target: id })} />
        </>
      ) : null}
      {watch ? (
        <>
          <div className="controls watch-controls">
            <button data-testid="watch-first" onClick={() => go(0)}>start</button>
            <button data-testid="watch-prev-trick" onClick={() => trick(-1)}>◀◀ trick</button>
            <button data-testid="watch-prev" onClick={() => go(watch.watch.position - 1)}>◀ play</button>
            <span data-testid="watch-position" data-position={watch.watch.position}>{watch.watch.position} / {watch.watch.total}</span>
            <button data-testid="watch-next" onClick={() => go(watch.watch.position + 1)}>play ▶</button>
            <button data-testid="watch-next-trick" onClick={() => trick(1)}>trick ▶▶</button>
            <button data-testid="watch-last" onClick={() => go(watch.watch.total)}>end</button>
            <label>view <select data-testid="watch-viewer" value={String(viewer)} onChange={(e) => setViewer(e.target.value === "all" ? "all" : Number(e.target.value))}>
              <option value="all">all hands open</option>
              {Array.from({ length: watch.watch.view.obs.players }, (_, s) => <option key={s} value={s}>seat {s}</option>)}
            </select></label>
            <button data-testid="watch-download" onClick={() => download(`${baseName(file)}-watched.log.json`, watch.log)}>Download / pin the log</button>
          </div>
          {viewer !== "all" ? <Hand view={watch.watch.view} cards={watch.cards} suits={suits} valueWords={legend.valueWords} onAct={() => {}} onShowRule={onShowRule} onSelectTargets={() => {}} readOnly /> : null}
          <Board view={watch.watch.view} cards={watch.cards} suits={suits} names={Array.from({ length: watch.watch.view.obs.players }, (_, s) => watchedBots?.[s] ?? "player")} legend={legend} {...(watch.watch.open ? { open: watch.watch.open } : {})} />
        </>
      ) : null}
    </div>
  );
}
