// The shape of one finished game, read from its round-by-round scores (GameResult.roundScores): how
// often the lead changed hands, how early the eventual winner led for good, and how far behind the
// winner was on the way. Scores are only known at round ends (a round's score rule runs at its end),
// so the game is seen round by round: a one-round game has no lead changes, decisiveness 1, drama 0.

import type { GameResult } from "../../engine/types.js";

export interface GameShape {
  /** Times the sole leader after a round differs from the previous sole leader (ties lead nobody). */
  readonly leadChanges: number;
  /**
   * 1 - t/R, where R is the number of rounds and t the number of rounds after which the eventual
   * winner was at the top for good: 1 when the winner led from the first round on, 1/R when only the
   * last round put them there.
   */
  readonly decisiveness: number;
  /** The most the eventual winner trailed the leader after any round but the last, in points (0: never behind). */
  readonly drama: number;
}

/**
 * "At the top" follows the winning direction: when the winners have the lowest final total (a game
 * won by the fewest points), lower totals lead; otherwise higher ones do.
 */
export function gameShape(result: GameResult): GameShape {
  const { totals, roundScores, winners } = result;
  const rounds = roundScores.length;
  const players = totals.length;
  if (rounds === 0 || winners.length === 0 || players === 0) return { leadChanges: 0, decisiveness: 1, drama: 0 };
  const sign = lowestWins(totals, winners) ? -1 : 1;
  // Standings after each round, signed so that higher is better; the last one is the final total
  // (which is what the winner order read). One pass, no lists per round: this runs for every game.
  const running = new Array<number>(players).fill(0);
  let leadChanges = 0;
  let leader = -1;
  let drama = 0;
  // The last round after which no winner was at the top (-1: a winner led throughout).
  let lastBehind = -1;
  for (let r = 0; r < rounds; r++) {
    const scores = roundScores[r]!;
    const last = r === rounds - 1;
    let best = -Infinity;
    let top = -1;
    let tied = false;
    for (let s = 0; s < players; s++) {
      running[s]! += scores[s] ?? 0;
      const x = sign * (last ? totals[s]! : running[s]!);
      if (x > best) {
        best = x;
        top = s;
        tied = false;
      } else if (x === best) tied = true;
    }
    if (!tied) {
      if (leader >= 0 && top !== leader) leadChanges++;
      leader = top;
    }
    let bestWinner = -Infinity;
    for (const w of winners) bestWinner = Math.max(bestWinner, sign * (last ? totals[w]! : running[w]!));
    if (bestWinner < best) lastBehind = r;
    if (!last) drama = Math.max(drama, best - bestWinner);
  }
  // At the top for good from the round after the last one behind.
  const settledFrom = Math.min(lastBehind + 1, rounds - 1);
  return { leadChanges, decisiveness: (rounds - settledFrom) / rounds, drama };
}

function lowestWins(totals: readonly number[], winners: readonly number[]): boolean {
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  return low !== high && winners.every((w) => totals[w] === low);
}
