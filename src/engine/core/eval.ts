// Entry points for evaluating compiled rules against a game. Each one sets the evaluation context
// and bumps the epoch that keeps memoised lets current (expr/types.ts memoLet): between two bumps the
// state does not change. Every evaluation of a rule starts at one of these, so no caller can forget
// the bump and read a stale let.

import { nextEpoch, type Env } from "../expr/types.js";
import type { Kernel } from "./kernel.js";
import type { Seat } from "../types.js";

/** A rule in global context (rounds, deal, counts): no seat, card or trick. */
export function evalGlobal(k: Kernel, fn: (env: Env) => unknown): number {
  const env = k.env;
  env.epoch = nextEpoch();
  env.seat = 0;
  env.card = -1;
  env.lead = -1;
  env.trick = null;
  return fn(env) as number;
}

/** A rule from one seat's point of view (score, lets, keys, stop when, show). */
export function evalSeat<T>(k: Kernel, fn: (env: Env) => unknown, seat: Seat): T {
  return fn(seatEnv(k, seat)) as T;
}

/**
 * The context for evaluating rules from `seat`'s point of view, for a caller that calls the rule
 * itself: then each call site of a rule has its own type feedback (the score's call site sees only
 * the score), which lets the optimizing compiler inline the rule there.
 */
export function seatEnv(k: Kernel, seat: Seat): Env {
  const env = k.env;
  env.epoch = nextEpoch();
  env.seat = seat;
  env.card = -1;
  env.lead = -1;
  env.trick = null;
  return env;
}

/**
 * Starts evaluating card rules for `seat` (legality, trick winners): the seat's context, in which the
 * caller then sets env.card and env.lead per card, calling endCards when done.
 */
export const beginCards = seatEnv;

export function endCards(env: Env): void {
  env.card = -1;
  env.lead = -1;
  env.trick = null;
}

/**
 * A new epoch for `k`'s rules without evaluating one: what a caller that changed the state under an
 * evaluation (a world's hand swapped in and back) calls so nothing memoised before is read after.
 */
export function bumpEpoch(k: Kernel): void {
  k.env.epoch = nextEpoch();
}
