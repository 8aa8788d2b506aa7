// Messages between the page and the playtest worker. A job is numbered; the page ignores messages
// of any job but the current one (a cancelled or superseded job's last progress may still arrive).
import type { CompareReport, RulesetIR, SimAggregate, SimulateReport } from "../../../src/index.js";
import type { LogSource } from "../log-source.js";

export interface SimJob {
  readonly job: number;
  readonly kind: "simulate";
  readonly ir: RulesetIR;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly string[];
  /** The engine's step limit per game (a looping ruleset fails with a step-limit error). */
  readonly maxSteps?: number;
}

export interface CompareJob {
  readonly job: number;
  readonly kind: "compare";
  readonly a: { readonly ir: RulesetIR; readonly label: string };
  readonly b: { readonly ir: RulesetIR; readonly label: string };
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly string[];
  readonly maxSteps?: number;
}

/** One game of a playtest batch (SimJob's options), played again to pin it: its log with its result. */
export interface PinJob extends Omit<SimJob, "kind"> {
  readonly kind: "pin";
  /** 0-based index of the game in the batch. */
  readonly index: number;
  /** The ruleset's path, as the log names it. */
  readonly ruleset: string;
  /** The checked text's digest and the rule cards in force: the log's identity (a replay checks it). */
  readonly source?: LogSource;
}

/** The single worker's jobs (worker.ts via runner.ts SimRunner); a playtest batch (SimJob) is the pool's (pool.ts). */
export type SimRequest = CompareJob | PinJob;

export type SimReply =
  /** A sign of life while a game is being played (a slow bot is deciding): the job is not stuck. */
  | { readonly job: number; readonly kind: "alive" }
  /** Games played so far, with the report of those games (simulate only). */
  | { readonly job: number; readonly kind: "progress"; readonly done: number; readonly total: number; readonly report?: SimulateReport }
  | { readonly job: number; readonly kind: "done"; readonly report: SimulateReport; readonly stoppedEarly: boolean }
  | { readonly job: number; readonly kind: "compared"; readonly report: CompareReport }
  /** The pinned game's log (stringifyLog); result absent when the game failed (failure says why). */
  | { readonly job: number; readonly kind: "pinned"; readonly index: number; readonly text: string; readonly result?: { readonly totals: readonly number[]; readonly winners: readonly number[] }; readonly failure?: string }
  | { readonly job: number; readonly kind: "error"; readonly message: string };

/** A worker's share of a playtest batch: the batch's options (the worker plans them as the page did) and its chunks, in order. */
export interface ShareRequest {
  readonly options: Omit<SimJob, "job" | "kind">;
  readonly chunks: readonly number[];
}

/** Events a pool worker sends while it plays a chunk. */
export type ChunkEvent =
  /** A slow bot is deciding: the batch is not stuck. */
  | { readonly kind: "alive" }
  /** Games of `chunk` played so far. */
  | { readonly kind: "games"; readonly chunk: number; readonly done: number }
  /** `chunk` is played: its aggregate. */
  | { readonly kind: "chunk"; readonly chunk: number; readonly agg: SimAggregate };
