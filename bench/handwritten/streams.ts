// The random streams of a hand-written game, written for speed: every stream's sfc32 state in one
// Int32Array (four words per stream), seeded and stepped exactly as src/engine/rng.ts does, so a seed
// gives the very numbers the engine draws. Stream 0 is the game's (deal, first dealer); stream 1 + s is
// seat s's random bot, seeded with gameSeed(seed, s) as bench/games.ts botRngs does.

import { gameSeed } from "../../src/engine/rng.js";

export class Streams {
  private readonly s: Int32Array;

  constructor(count: number) {
    this.s = new Int32Array(4 * count);
  }

  /** Seeds stream `i` with `seed` (splitmix32 then 12 discarded draws, as Rng's constructor). */
  seed(i: number, seed: number): void {
    const s = this.s;
    const o = 4 * i;
    let x = seed >>> 0;
    for (let k = 0; k < 4; k++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      s[o + k] = z ^ (z >>> 16);
    }
    for (let k = 0; k < 12; k++) this.int(i, 2);
  }

  /** Seeds the game stream with the game seed and seat streams 1..players with their bot seeds. */
  seedGame(seed: number, players: number): void {
    this.seed(0, seed);
    for (let p = 0; p < players; p++) this.seed(1 + p, gameSeed(seed, p));
  }

  /** An integer in [0, n) from stream `i`: Rng.int's arithmetic exactly. */
  int(i: number, n: number): number {
    const s = this.s;
    const o = 4 * i;
    const a = s[o]!;
    const b = s[o + 1]!;
    const c = s[o + 2]!;
    const d = s[o + 3]!;
    const t = (a + b + d) | 0;
    s[o + 3] = (d + 1) | 0;
    s[o] = b ^ (b >>> 9);
    s[o + 1] = (c + (c << 3)) | 0;
    s[o + 2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return Math.floor(((t >>> 0) / 4294967296) * n);
  }

  /** Fisher–Yates over `items[0..length)` from stream `i`, as Rng.shuffle. */
  shuffle(i: number, items: Int32Array, length: number): void {
    for (let k = length - 1; k > 0; k--) {
      const j = this.int(i, k + 1);
      const t = items[k]!;
      items[k] = items[j]!;
      items[j] = t;
    }
  }
}

/** One hand-written game's result, in the benchmark's outcome shape plus what the tests check. */
export interface TightResult {
  /** roundScores[round][seat]. */
  readonly roundScores: number[][];
  readonly totals: number[];
  /** The dealer (or round starter) of each round. */
  readonly dealers: number[];
  /** Seats with the best total (after the ruleset's tie-breaks; a tie is shared). */
  readonly winners: number[];
}

/** Seats with the highest total. */
export function highestTotals(totals: readonly number[]): number[] {
  let best = -Infinity;
  for (const t of totals) if (t > best) best = t;
  const out: number[] = [];
  for (let s = 0; s < totals.length; s++) if (totals[s] === best) out.push(s);
  return out;
}
