// The playtest panel: player count, a bot per seat, the number of games; progress while the batch
// plays in the worker, a cancel button, the engine's error when a game breaks a rule, and the charts.
import { useState } from "react";
import type { SimulateReport } from "../../../src/index.js";
import { Charts } from "./Charts.js";
import { Metrics } from "./Metrics.js";
import { replayCommand } from "../log-source.js";

export interface PlaytestSettings {
  readonly players: number;
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: number;
}

/** Pinning a game of the batch: played again in a worker, its log downloaded. */
export type PinState =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly game: number }
  | { readonly status: "done"; readonly game: number; readonly name: string; readonly totals?: readonly number[]; readonly winners?: readonly number[]; readonly failure?: string }
  | { readonly status: "error"; readonly message: string };

export type RunState =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly done: number; readonly total: number }
  | { readonly status: "done"; readonly stoppedEarly: boolean }
  | { readonly status: "cancelled" }
  | { readonly status: "timeout"; readonly seconds: number }
  | { readonly status: "error"; readonly message: string };

export interface PlaytestProps {
  readonly settings: PlaytestSettings;
  readonly playerRange: { readonly min: number; readonly max: number } | undefined;
  readonly botChoices: readonly string[];
  readonly run: RunState;
  readonly report: SimulateReport | undefined;
  /** The report is from an earlier version of the text (the current one has errors, or is being played). */
  readonly stale: boolean;
  readonly onSettings: (s: PlaytestSettings) => void;
  readonly onRun: () => void;
  readonly onCancel: () => void;
  /** Where the rule of the first failed game is, as "file:line", when known. */
  readonly failedRuleAt: string | undefined;
  readonly file: string;
  /** The rule cards in force for the batch (relative to the ruleset's folder): the pin's command names them. */
  readonly withCards: readonly string[];
  readonly pin: PinState;
  /** Pins game `game` (1-based) of the batch the report shows. */
  readonly onPin: (game: number) => void;
}

const GAME_CHOICES = [100, 200, 500, 1000, 2000, 5000];

export function Playtest(p: PlaytestProps) {
  const { settings, run, report } = p;
  const range = p.playerRange;
  const setPlayers = (players: number) =>
    p.onSettings({ ...settings, players, bots: Array.from({ length: players }, (_, i) => settings.bots[i] ?? settings.bots[0] ?? "random") });
  const failure = report?.failureSamples[0];
  const [pinGame, setPinGame] = useState(1);
  const batch = report ? report.games + report.failures : 0;
  return (
    <div className="playtest" data-testid="playtest">
      <div className="controls">
        <label>
          players{" "}
          <select data-testid="players" value={settings.players} onChange={(e) => setPlayers(Number(e.target.value))} disabled={!range}>
            {range ? Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => <option key={n} value={n}>{n}</option>) : <option>{settings.players}</option>}
          </select>
        </label>
        <label>
          games{" "}
          <select data-testid="games" value={settings.games} onChange={(e) => p.onSettings({ ...settings, games: Number(e.target.value) })}>
            {GAME_CHOICES.map((g) => <option key={g} value={g}>{g}</option>)}
          </select>
        </label>
        <label>
          seed <input data-testid="seed" type="number" min={0} value={settings.seed} style={{ width: "6em" }} onChange={(e) => p.onSettings({ ...settings, seed: Math.max(0, Math.floor(Number(e.target.value) || 0)) })} />
        </label>
        {run.status === "running" ? (
          <button data-testid="cancel" onClick={p.onCancel}>Cancel</button>
        ) : (
          <button data-testid="run" onClick={p.onRun} disabled={!range}>Run again</button>
        )}
      </div>
      <div className="seats">
        {settings.bots.map((b, seat) => (
          <label key={seat}>
            seat {seat}{" "}
            <select data-testid={`bot-${seat}`} value={b} onChange={(e) => p.onSettings({ ...settings, bots: settings.bots.map((x, i) => (i === seat ? e.target.value : x)) })}>
              {p.botChoices.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </label>
        ))}
      </div>
      <div className="run-status" data-testid="run-status" data-status={run.status}>
        {run.status === "running" ? (
          <>
            <progress max={run.total} value={run.done} /> {run.done} / {run.total} games
          </>
        ) : run.status === "cancelled" ? (
          "Cancelled."
        ) : run.status === "timeout" ? (
          `Stopped: the playtest gave no sign of progress for ${run.seconds} s (a game that never ends?). The worker was restarted; the page is fine.`
        ) : run.status === "error" ? (
          `Could not play: ${run.message}`
        ) : run.status === "done" && report ? (
          `${report.games} games finished, ${report.failures} failed, ${report.elapsedMs} ms${run.stoppedEarly ? " (stopped at the first failed chunk)" : ""}`
        ) : (
          ""
        )}
      </div>
      {failure ? (
        <div className="engine-error" data-testid="engine-error">
          <strong>A game broke a rule</strong>: [{failure.code}] {failure.message}
          <br />
          rule: <code>{failure.rule ?? "?"}</code>, seed {failure.seed}, game {failure.game}
          {p.failedRuleAt ? <> — marked at {p.failedRuleAt}</> : null}
        </div>
      ) : null}
      {report && batch > 0 && run.status === "done" && !p.stale ? (
        <div className="pin-game" data-testid="playtest-pin-controls">
          <label>
            game{" "}
            <input data-testid="pin-game" type="number" min={1} max={batch} value={pinGame} style={{ width: "6em" }} onChange={(e) => setPinGame(Math.min(batch, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
            {" "}of this batch{" "}
          </label>
          <button data-testid="playtest-pin" disabled={p.pin.status === "running"} title="the game played again, its log with its result: a regression case" onClick={() => p.onPin(pinGame)}>
            Pin this game
          </button>
          {p.pin.status === "running" ? <span> pinning game {p.pin.game}…</span> : null}
          {p.pin.status === "error" ? <span className="engine-error" data-testid="pin-error"> {p.pin.message}</span> : null}
          {p.pin.status === "done" ? (
            <p className="note" data-testid="pinned">
              {p.pin.totals ? (
                <>Game {p.pin.game} pinned as {p.pin.name}: totals {p.pin.totals.join(", ")}, won by seat {p.pin.winners!.join(" and ")}. </>
              ) : (
                <>Game {p.pin.game} saved as {p.pin.name} without a result: it failed ({p.pin.failure}). </>
              )}
              The log replays as a regression case: put it under rulesets/&lt;game&gt;/pinned/ (the tests pick it up) or run <code data-testid="pin-command">{replayCommand(p.file, p.pin.name, p.withCards)}</code>.
            </p>
          ) : null}
        </div>
      ) : null}
      {p.stale && report ? <div className="stale" data-testid="stale">Stale: showing the last good result; the text has changed since.</div> : null}
      {report && report.games > 0 ? (
        <div className={p.stale ? "stale-charts" : ""}>
          <Charts report={report} />
          <Metrics metrics={report.metrics} />
        </div>
      ) : null}
    </div>
  );
}
