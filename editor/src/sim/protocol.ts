// Messages between the page and the playtest worker. A job is numbered; the page ignores messages
// of any job but the current one (a cancelled or superseded job's last progress may still arrive).
import type { CompareReport, RulesetIR, SimulateReport } from "../../../src/index.js";

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

export type SimRequest = SimJob | CompareJob;

export type SimReply =
  /** A sign of life while a game is being played (a slow bot is deciding): the job is not stuck. */
  | { readonly job: number; readonly kind: "alive" }
  /** Games played so far, with the report of those games (simulate only). */
  | { readonly job: number; readonly kind: "progress"; readonly done: number; readonly total: number; readonly report?: SimulateReport }
  | { readonly job: number; readonly kind: "done"; readonly report: SimulateReport; readonly stoppedEarly: boolean }
  | { readonly job: number; readonly kind: "compared"; readonly report: CompareReport }
  | { readonly job: number; readonly kind: "error"; readonly message: string };
