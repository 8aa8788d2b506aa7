// Per-seat totals over the completed games of a batch, and their means for the report.

import type { Game } from "../engine/game.js";

export interface SeatSummary {
  readonly seat: number;
  readonly bot: string;
  readonly meanScore: number;
  /** Share of the completed games won; a win shared by k seats counts 1/k, so the rates sum to 1. */
  readonly winRate: number;
  /** Mean number of tricks won per game, from the game's trick events. */
  readonly meanTricksWon: number;
}

export class SeatStats {
  private completed = 0;
  private readonly scores: number[];
  private readonly wins: number[];
  private readonly tricks: number[];

  constructor(private readonly bots: readonly string[]) {
    this.scores = bots.map(() => 0);
    this.wins = bots.map(() => 0);
    this.tricks = bots.map(() => 0);
  }

  /** Adds a finished game. */
  add(game: Game): void {
    const result = game.result();
    if (result === null) throw new Error("SeatStats.add: the game is not over");
    this.completed++;
    result.totals.forEach((t, seat) => (this.scores[seat]! += t));
    for (const w of result.winners) this.wins[w]! += 1 / result.winners.length;
    for (const e of game.events) if (e.type === "trick" && e.winner !== null) this.tricks[e.winner]! += 1;
  }

  get games(): number {
    return this.completed;
  }

  summary(): SeatSummary[] {
    const mean = (sum: number): number => (this.completed === 0 ? 0 : sum / this.completed);
    return this.bots.map((bot, seat) => ({
      seat,
      bot,
      meanScore: mean(this.scores[seat]!),
      winRate: mean(this.wins[seat]!),
      meanTricksWon: mean(this.tricks[seat]!),
    }));
  }
}
