// What a game records of itself as it goes: events (when recording), the action log, the tally
// counters and the step limit. Also the one place an error from inside a rule becomes a RuleError.

import { ExprValueError } from "../expr/types.js";
import { RuleError } from "../errors.js";
import type { Action, GameEvent, Seat } from "../types.js";
import type { Kernel } from "./kernel.js";
import { RULE, type RuleRef } from "../../ir/rule-ref.js";

/** Default bound on engine steps per game (GameOptions.maxSteps): one number with the checker's. */
export { DEFAULT_MAX_STEPS } from "../../ir/limits.js";

/**
 * Counts a step against the step limit. The error is built out of line: this runs on every play, and a
 * small body costs the optimizing compiler little of its inlining budget.
 */
export function tick(k: Kernel, rule: RuleRef): void {
  if (++k.st.steps > k.maxSteps) stepLimit(k, rule);
}

function stepLimit(k: Kernel, rule: RuleRef): never {
  throw new RuleError("step-limit", rule, k.seed, `the game did not end within ${k.maxSteps} steps`);
}

/** Appends an event. Callers test k.recording first, so that no event object is built without it. */
export function emit(k: Kernel, e: GameEvent): void {
  k.st.events.push(e);
}

/**
 * The rule a decision made now answers, by the engine's label: the current step's ("before tricks step
 * 1 (pass to the right)", "after trick block 1 step 1 (remove from the trick)", "rule cards draft"), or
 * "tricks" while a seat is to play. Names the rule of a step-limit error raised at an action and the
 * step of each decision in replay reports (Game.stepAtHand).
 */
export function ruleAtHand(k: Kernel): RuleRef {
  const st = k.st;
  if (st.phase === "tricks" && st.actor >= 0) return RULE.loop;
  const list = st.stepList === "before" ? k.rules.before : st.stepList === "after" ? k.rules.after : k.rules.during;
  return list[st.stepIndex]?.rule ?? RULE.loop;
}

/** Counts an action about to be carried out and logs it when recording (then `action` is not null). */
export function noteAction(k: Kernel, seat: Seat, action: Action | null): void {
  const st = k.st;
  st.legalSeat = -1;
  // Not tick(k, "apply"): a runaway game's error names the rule the action answers, which an editor
  // can find in the source (locateRule), and not the engine's own word for applying it.
  if (++st.steps > k.maxSteps) stepLimit(k, ruleAtHand(k));
  st.actionsApplied++;
  if (k.recording) {
    st.actionSeats.push(seat);
    st.actionObjs.push(action!);
  }
}

/** A value error inside a rule expression becomes a RuleError naming the rule and this game's seed. */
export function asRuleError(k: Kernel, err: unknown): unknown {
  if (err instanceof ExprValueError) return new RuleError("bad-value", err.rule, k.seed, err.message);
  return err;
}
