// Running totals of the design metrics of a batch: constant size, plain data (a worker sends its part
// back) and mergeable in chunk order, like the rest of SimAggregate (../aggregate.ts).
//
// Two kinds of input: every finished game (its shape, its forced decisions), and every complete block
// (one deal played once per seat rotation), which is what the luck share and the skill gap need:
// the same cards replayed with the players moved round the table.

import type { GameResult } from "../../engine/types.js";
import { addSample, emptyMoments, mergeMoments, type Moments } from "../stats.js";
import { gameShape } from "./game-shape.js";

export interface MetricsAggregate {
  leadChanges: Moments;
  decisiveness: Moments;
  drama: Moments;
  /** Per finished game whose decisions were counted: the share with a single legal action. */
  forcedShare: Moments;
  /**
   * Luck share, a one-way analysis of variance: a group is one seat of one deal (the cards it was
   * dealt), its members that seat's final scores over the deal's rotations. `groupMeans` holds one
   * sample per group, `withinSS` the sum of squared deviations from the group means.
   */
  luckGroups: Moments;
  luckWithinSS: number;
  /** Games per group (the rotations of a deal); 0 until a block is added. */
  luckReplays: number;
  /**
   * Per seat, one sample per complete block: the seat's mean win share over the block's games. With
   * rotation the games of a deal are not independent (the same cards), so the seat's win rate is
   * judged over deals, not games.
   */
  seatWins: Moments[];
  /** Skill gap: one sample per complete block, the first bot's mean score minus the other bots' mean score. */
  skillGap: Moments;
}

export function emptyMetrics(players: number): MetricsAggregate {
  return {
    leadChanges: emptyMoments(),
    decisiveness: emptyMoments(),
    drama: emptyMoments(),
    forcedShare: emptyMoments(),
    luckGroups: emptyMoments(),
    luckWithinSS: 0,
    luckReplays: 0,
    seatWins: Array.from({ length: players }, () => emptyMoments()),
    skillGap: emptyMoments(),
  };
}

/** Adds `b` (the games after those of `a`) to `a`. */
export function mergeMetrics(a: MetricsAggregate, b: MetricsAggregate): void {
  mergeMoments(a.leadChanges, b.leadChanges);
  mergeMoments(a.decisiveness, b.decisiveness);
  mergeMoments(a.drama, b.drama);
  mergeMoments(a.forcedShare, b.forcedShare);
  mergeMoments(a.luckGroups, b.luckGroups);
  a.luckWithinSS += b.luckWithinSS;
  if (a.luckReplays === 0) a.luckReplays = b.luckReplays;
  a.seatWins.forEach((w, s) => mergeMoments(w, b.seatWins[s]!));
  mergeMoments(a.skillGap, b.skillGap);
}

/** A finished game; `forced` = [decisions with one legal action, decisions] when they were counted. */
export function addGameMetrics(m: MetricsAggregate, result: GameResult, forced?: readonly [number, number]): void {
  const shape = gameShape(result);
  addSample(m.leadChanges, shape.leadChanges);
  addSample(m.decisiveness, shape.decisiveness);
  addSample(m.drama, shape.drama);
  if (forced !== undefined && forced[1] > 0) addSample(m.forcedShare, forced[0] / forced[1]);
}

/**
 * A complete block: `scores[r][s]` is seat s's final score in rotation r of the deal (so seat s had
 * the same cards in every r), `winShares[r][s]` its share of the win (1/k for one of k winners); `gap` the first bot's mean score minus the mean score of every other
 * seat in the block, or null when the line-up has one bot. Only blocks of two or more rotations say
 * anything about luck or skill (one game cannot tell the cards from the player).
 */
export function addBlockMetrics(
  m: MetricsAggregate,
  scores: readonly (readonly number[])[],
  winShares: readonly (readonly number[])[],
  gap: number | null,
): void {
  const replays = scores.length;
  m.seatWins.forEach((w, s) => addSample(w, winShares.reduce((a, shares) => a + shares[s]!, 0) / replays));
  if (replays < 2) return;
  m.luckReplays = replays;
  const players = scores[0]!.length;
  for (let s = 0; s < players; s++) {
    let sum = 0;
    for (let r = 0; r < replays; r++) sum += scores[r]![s]!;
    const mean = sum / replays;
    let ss = 0;
    for (let r = 0; r < replays; r++) ss += (scores[r]![s]! - mean) ** 2;
    addSample(m.luckGroups, mean);
    m.luckWithinSS += ss;
  }
  if (gap !== null) addSample(m.skillGap, gap);
}
