// Messages between the page and the table worker. The worker holds the games; the page gets only
// views (view.ts: one seat's observation, its legal actions and the explanations of its hand).
import type { Action, CardInfo, RulesetIR, Seat } from "../../../src/index.js";
import type { LogSource as TableSource } from "../log-source.js";
import type { SeatView } from "./view.js";
import type { WatchView } from "./watch.js";

/** What the page knows of the ruleset beyond its IR (editor/src/log-source.ts), for the logs' identity. */
export type { TableSource };

export type TableRequest =
  | { readonly kind: "start"; readonly ir: RulesetIR; readonly file: string; readonly players: number; readonly seat: Seat; readonly bots: readonly string[]; readonly seed: number; readonly paceMs: number; readonly source?: TableSource }
  | { readonly kind: "act"; readonly action: Action }
  | { readonly kind: "undo" }
  | { readonly kind: "watchBots"; readonly ir: RulesetIR; readonly file: string; readonly players: number; readonly seed: number; readonly bots: readonly string[]; readonly viewer: Seat | "all"; readonly source?: TableSource }
  | { readonly kind: "watchLog"; readonly ir: RulesetIR; readonly file: string; readonly text: string; readonly viewer: Seat | "all"; readonly source?: TableSource }
  | { readonly kind: "watchAt"; readonly position: number; readonly viewer: Seat | "all" }
  | { readonly kind: "watchTrick"; readonly position: number; readonly dir: 1 | -1; readonly viewer: Seat | "all" };

export interface PlayState {
  readonly kind: "play";
  readonly cards: readonly CardInfo[];
  readonly view: SeatView;
  /** Bots still to answer (they play at the table's pace). */
  readonly botsToAct: readonly Seat[];
  /** The person's decision now has one legal action, which the table takes at its pace (the status is "waiting"). */
  readonly forced: boolean;
  /** The person's decisions the table took for them (one legal action, not a card the person moves: session.ts isForced), one line each, oldest first. */
  readonly taken: readonly string[];
  /** Why undo is not possible now, or null. */
  readonly undoRefusal: string | null;
  /** The game so far as a log (stichwerk-log JSON text). */
  readonly log: string;
  /** The last action the engine refused, with its reason. */
  readonly refused?: string;
}

export interface WatchState {
  readonly kind: "watch";
  readonly cards: readonly CardInfo[];
  readonly watch: WatchView;
  readonly trickEnds: readonly number[];
  readonly log: string;
}

export type TableReply = PlayState | WatchState | { readonly kind: "error"; readonly message: string };
