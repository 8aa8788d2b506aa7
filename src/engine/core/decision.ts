// What every decision kind provides: its legal actions, why any other action is illegal (from the
// same rule), and carrying one out. The registry (assembly/decisions.ts) holds one per Action type.

import type { Kernel } from "./kernel.js";
import type { Action, Seat } from "../types.js";
import type { RuleRef } from "../../ir/rule-ref.js";

export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** What the flow does after a decision was carried out. */
export type Outcome =
  /** Others still decide in this step (secret commitments, or the next seat in turn): nothing more to do. */
  | "wait"
  /** The step is complete: the step machine moves on. */
  | "step done"
  /** Trick play goes on (the next seat is to play). */
  | "play on"
  /** Trick play pauses for steps after a trick (steps/during.ts): the step machine runs them. */
  | "steps due"
  /** Trick play is over: the round moves on to the steps after trick play. */
  | "tricks over";

/**
 * Why an action is refused, in detail: the sentence, the rule that refused it (its label, e.g.
 * "tricks follow", and its typed reference, which locateRule maps to the rule's line), and which of its conditions
 * failed, in the ruleset's words with the values read (explain/why-false.ts).
 */
export interface Refusal {
  readonly text: string;
  /** The refusing rule in words (ruleLabel(ref)), e.g. "tricks follow". */
  readonly rule?: string;
  /** The refusing rule by its place: the front-end's source table finds its line (locateRule). */
  readonly ref?: RuleRef;
  /** One line per failed condition; nested conditions indented by two spaces per level. */
  readonly because: readonly string[];
}

export interface DecisionHandler<T extends ActionType> {
  /** Every legal action of `seat` now, in a fixed order. Called only when this kind is the one to take now. */
  legal(k: Kernel, seat: Seat): Action[];
  /**
   * Why `action` is illegal for `seat` now, or null when it is legal: the same rule as `legal`, in words
   * a designer reads; with `detail`, also the refusing rule's failed conditions (costly: explanations
   * only, never applying an action).
   */
  explain(k: Kernel, seat: Seat, action: ActionOf<T>, detail?: boolean): string | Refusal | null;
  /** Carries out a legal action. */
  apply(k: Kernel, seat: Seat, action: ActionOf<T>): Outcome;
}
