// Who acts, what they may do, why anything else is refused, and carrying an action out: the one
// entry point for decisions (the Game facade, the sampler's replays and the fast paths all use it).

import type { Kernel } from "../core/kernel.js";
import { asRuleError, noteAction } from "../core/log.js";
import { IllegalActionError, RuleError } from "../errors.js";
import { afterDecision } from "./round.js";
import { currentStep } from "../steps/current.js";
import { decides } from "../steps/decide.js";
import { stepHandler } from "./steps.js";
import { trickPlay } from "../tricks/play.js";
import type { Action, Seat } from "../types.js";
import { DECISIONS } from "./decisions.js";
import type { ActionType, DecisionHandler, Refusal } from "../core/decision.js";
import { RULE } from "../../ir/rule-ref.js";

export function toAct(k: Kernel): Seat[] {
  const st = k.st;
  if (st.phase === "tricks") return [st.actor];
  if (st.phase === "over") return [];
  if (st.pending) {
    const out: Seat[] = [];
    for (let s = 0; s < st.players; s++) if (st.pending[s] === null) out.push(s);
    return out;
  }
  return [st.chooser];
}

/**
 * Which seat decides for `seat` now (the mechanics' `decider` hooks): `seat` itself, or the seat a
 * mechanic hands its decisions to (a dummy's controller). Its bot or person decides, with its own view.
 */
export function deciderOf(k: Kernel, seat: Seat): Seat {
  const hooks = k.hooks.decider;
  for (let i = 0; i < hooks.length; i++) {
    const by = hooks[i]!(k, seat);
    if (by !== seat) return by;
  }
  return seat;
}

/** The only seat to act, or -1 when none or several are (a simultaneous decision). Allocation-free. */
export function singleActor(k: Kernel): Seat {
  const st = k.st;
  if (st.phase === "tricks") return st.actor;
  if (st.phase === "over" || st.pending) return -1;
  return st.chooser;
}

/** Is `seat` one of the seats to act now? (toAct() without building the list) */
export function canAct(k: Kernel, seat: Seat): boolean {
  const st = k.st;
  if (st.phase === "tricks") return st.actor === seat;
  if (st.phase === "over") return false;
  return decides(k, seat);
}

/** The action type of the decision asked for now. */
function askedType(k: Kernel): ActionType {
  if (k.st.phase === "tricks") return "play";
  const step = currentStep(k)!;
  const decision = stepHandler(step).decision!;
  return decision.now ? decision.now(k, step) : decision.type;
}

/** How to ask for the decision asked for now, in words (built only for a refusal: the sampler's replay asks for every action it applies). */
function askedWords(k: Kernel): string {
  if (k.st.phase === "tricks") return "play a card";
  const step = currentStep(k)!;
  return stepHandler(step).decision!.asks(k, step);
}

/** Every legal action of `seat` now ([] when it is not to act). */
export function legalActions(k: Kernel, seat: Seat): Action[] {
  if (!canAct(k, seat)) return [];
  let out: Action[];
  try {
    out = k.st.phase === "tricks" ? trickPlay.legal(k, seat) : DECISIONS[askedType(k)].legal(k, seat);
  } catch (err) {
    throw asRuleError(k, err);
  }
  if (out.length === 0 && k.st.phase === "tricks") throw noLegalPlay(k, seat);
  return out;
}

/** The RuleError for a seat that is to play but may play nothing. */
export function noLegalPlay(k: Kernel, seat: Seat): RuleError {
  return new RuleError(
    "no-legal-action",
    RULE.plays,
    k.seed,
    `seat ${seat} holds ${k.st.hands[seat]!.length} card(s) but no rule lets any of them be played (round ${k.st.round})`,
  );
}

/** Why the action is illegal for `seat` now, in one line, or null when it is legal. */
export function whyIllegal(k: Kernel, seat: Seat, action: Action): string | null {
  const r = refusal(k, seat, action);
  return r === null ? null : r.because.length > 0 ? `${r.text}: ${r.because.map((l) => l.trim().replace(/:$/, "")).join("; ")}` : r.text;
}

/** How many checks read trick play directly (in this process): tests read it to prove that branch ran. */
export const trickRefusals = { count: 0 };

/**
 * Why the action is illegal for `seat` now, or null when it is legal; with `detail` (the default) the
 * rule's failed conditions too, which cost an evaluation of each part of the rule.
 */
export function refusal(k: Kernel, seat: Seat, action: Action, detail = true): Refusal | null {
  const st = k.st;
  // Trick play, read directly (every action applied from outside and every one the sampler replays on
  // a world is asked here): the same answers as below, where canAct is `actor === seat`, the decision
  // asked for is a play ("play a card"), and the play decision (trickPlay) explains both plays and asides.
  if (st.phase === "tricks") {
    trickRefusals.count++;
    if (st.actor !== seat) return { text: `it is not seat ${seat}'s turn (waiting for ${st.actor})`, because: [] };
    if (action.type !== "play" && action.type !== "aside") return { text: `seat ${seat} must play a card now, not ${action.type}`, because: [] };
    let r: string | Refusal | null;
    try {
      r = trickPlay.explain(k, seat, action, detail);
    } catch (err) {
      throw asRuleError(k, err);
    }
    return typeof r === "string" ? { text: r, because: [] } : r;
  }
  if (st.phase === "over") return { text: "the game is over", because: [] };
  if (!canAct(k, seat)) return { text: `it is not seat ${seat}'s turn (waiting for ${toAct(k).join(", ")})`, because: [] };
  const type = askedType(k);
  // A play asked for: a card played or set aside (one enumeration lists both).
  if (action.type !== type && !(type === "play" && action.type === "aside")) return { text: `seat ${seat} must ${askedWords(k)} now, not ${action.type}`, because: [] };
  let r: string | Refusal | null;
  try {
    r = (DECISIONS[action.type] as DecisionHandler<ActionType>).explain(k, seat, action, detail);
  } catch (err) {
    throw asRuleError(k, err);
  }
  return typeof r === "string" ? { text: r, because: [] } : r;
}

/**
 * Applies `seat`'s action, refusing an illegal one with the reason. An action that is one of the very
 * objects the last legalActions(seat) call returned (a bot picking from the list it was given) is
 * trusted without validating it again: the hot path of every simulation.
 */
export function applyAction(k: Kernel, seat: Seat, action: Action): void {
  const st = k.st;
  const offered = st.legalSeat === seat && st.legalAt === st.actionsApplied && st.legalList.includes(action);
  if (!offered) {
    // The sentence only: the sampler applies refused actions by the thousand (its repair counts them),
    // and the failed conditions are for explanations (whyIllegal), not for this error.
    const why = refusal(k, seat, action, false);
    if (why !== null) throw new IllegalActionError(`illegal action for seat ${seat}: ${why.text}`);
  }
  commit(k, seat, action);
}

/** Legal actions, remembered so that apply() can trust one of them without validating it again. */
export function offerActions(k: Kernel, seat: Seat): Action[] {
  const out = legalActions(k, seat);
  const st = k.st;
  st.legalSeat = seat;
  st.legalAt = st.actionsApplied;
  st.legalList = out;
  return out;
}

/** Carries out a legal action and continues the round from it. */
export function commit(k: Kernel, seat: Seat, action: Action): void {
  noteAction(k, seat, action);
  carryOut(k, seat, action);
}

/** carryOut without noting the action (the caller did: the fast paths note before they draw). */
export function carryOut(k: Kernel, seat: Seat, action: Action): void {
  try {
    afterDecision(k, (DECISIONS[action.type] as DecisionHandler<ActionType>).apply(k, seat, action));
  } catch (err) {
    throw asRuleError(k, err);
  }
}
