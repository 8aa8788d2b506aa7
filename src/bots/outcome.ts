// What a bot tries to maximise, read from the rules alone: the round score (`score` rule) of a seat
// relative to the other seats, oriented by the ruleset's first winner key (so a game won by the
// lowest total is played to score low). Nothing here knows a game by name.

import type { RulesetIR } from "../ir/types.js";
import type { Game } from "../engine/game.js";
import { RuleError } from "../engine/errors.js";
import type { Seat } from "../engine/types.js";

/** +1 when high totals win (the default), -1 when the first winner key is "lowest". */
export function orientation(ir: RulesetIR): 1 | -1 {
  return ir.winner[0]?.dir === "lowest" ? -1 : 1;
}

/**
 * Per seat: its oriented score minus the mean oriented score of the others. Comparing with the
 * others (not the raw score) makes a move that hurts everyone else count as good, and makes the sum
 * over seats zero, so every seat's reward is on the same scale.
 */
export function relativeScores(scores: readonly number[], sign: 1 | -1): number[] {
  return relativeScoresInto(scores, sign, []);
}

/** relativeScores into `out` (its length set to the seats'): for a caller that reuses one list. */
export function relativeScoresInto(scores: readonly number[], sign: 1 | -1, out: number[]): number[] {
  const sum = total(scores);
  out.length = scores.length;
  for (let i = 0; i < scores.length; i++) out[i] = relative(scores[i]!, sum, scores.length, sign);
  return out;
}

/** relativeScores(scores, sign)[seat] alone, without the others' (the greedy bot reads one seat's after every candidate). */
export function relativeScore(scores: readonly number[], sign: 1 | -1, seat: Seat): number {
  return relative(scores[seat]!, total(scores), scores.length, sign);
}

function total(scores: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < scores.length; i++) sum += scores[i]!;
  return sum;
}

/** One seat's oriented score `s` minus the mean of the others' (`sum` over all `n` seats). */
function relative(s: number, sum: number, n: number, sign: 1 | -1): number {
  return n > 1 ? sign * (s - (sum - s) / (n - 1)) : sign * s;
}

/**
 * The round score every seat would get if the round were scored now. Returns null when the score
 * rule cannot be evaluated mid-round (a value error such as a position outside a list).
 */
export function scoresNow(game: Game): number[] | null {
  try {
    return game.scoresNow();
  } catch (err) {
    if (err instanceof RuleError) return null;
    throw err;
  }
}

/**
 * The scores of the round that was current when `round` was read: the roundEnd scores if that round
 * has ended since, otherwise the scores as they stand.
 */
export function roundScores(game: Game, round: number): readonly number[] | null {
  // From the state, not the roundEnd event: a playout world keeps no events (Worlds' unrecorded copies).
  return game.isOver || game.round !== round ? game.lastRoundScores() : scoresNow(game);
}
