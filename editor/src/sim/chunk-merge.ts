// The playtest's chunks played by several workers and merged back in chunk order. Chunks finish in any
// order (a worker may be slower, a chunk longer), but the report must be the one the CLI and a single
// worker give for the same options (a project rule: the same options, the same report, whatever the
// number of workers). So a finished chunk waits until every chunk before it is merged; the merge
// (mergeAggregate) then runs in chunk order, 0, 1, 2, ..., exactly as simulate() runs it.
//
// A ruleset that breaks a rule is not played on: the batch stops after the first chunk, in chunk
// order, with a failed game (as the single worker did). A failed chunk that finishes before chunks
// ahead of it cannot end the batch yet (one of those may fail too, and the report holds every chunk
// up to the first failed one), but no chunk after it is started any more.
import { emptyAggregate, mergeAggregate, type SimAggregate, type SimulationPlan } from "../../../src/index.js";

export class InOrderMerge {
  /** The merged aggregate of chunks 0 .. merged-1. */
  readonly total: SimAggregate;
  /** How many chunks are merged (always the first ones, in order). */
  merged = 0;
  /** The first chunk, in chunk order, whose failed game ended the batch (merged: it is in the report). */
  stoppedAt: number | undefined;
  private readonly waiting = new Map<number, SimAggregate>();
  /** The lowest chunk known so far to hold a failed game (finished, maybe not merged yet). */
  private firstFailed: number | undefined;

  constructor(readonly plan: SimulationPlan) {
    this.total = emptyAggregate(plan.players, plan.botLabels);
  }

  /** Takes a finished chunk and merges every chunk that is now next in order; returns how many it merged. */
  add(chunk: number, agg: SimAggregate): number {
    if (this.waiting.has(chunk) || chunk < this.merged) throw new Error(`chunk ${chunk} was given twice`);
    if (agg.failures > 0 && (this.firstFailed === undefined || chunk < this.firstFailed)) this.firstFailed = chunk;
    this.waiting.set(chunk, agg);
    let n = 0;
    while (!this.ended && this.waiting.has(this.merged)) {
      const next = this.waiting.get(this.merged)!;
      this.waiting.delete(this.merged);
      mergeAggregate(this.total, next);
      if (next.failures > 0) this.stoppedAt = this.merged;
      this.merged++;
      n++;
    }
    return n;
  }

  /** Every chunk merged, or the batch stopped at a failed chunk. */
  get ended(): boolean {
    return this.stoppedAt !== undefined || this.merged === this.plan.chunks;
  }

  get stoppedEarly(): boolean {
    return this.stoppedAt !== undefined && this.stoppedAt < this.plan.chunks - 1;
  }

  /** Whether chunk `chunk` is still worth playing: no chunk before it is known to have failed. */
  wanted(chunk: number): boolean {
    return this.firstFailed === undefined || chunk < this.firstFailed;
  }
}

/**
 * Plays the plan's chunks with at most `workers` in flight (the next chunk goes to whichever worker is
 * free first), merging them in chunk order. `play` runs one chunk (in a worker) and resolves with its
 * aggregate; `onMerged` is told after each merge. Resolves when the batch has ended; rejects with the
 * first chunk that throws (a bug, not a failed game: failed games are in the aggregate).
 */
export function playChunks(
  plan: SimulationPlan,
  workers: number,
  play: (chunk: number) => Promise<SimAggregate>,
  onMerged?: (merge: InOrderMerge) => void,
): Promise<InOrderMerge> {
  const merge = new InOrderMerge(plan);
  if (plan.chunks === 0) return Promise.resolve(merge);
  let nextChunk = 0;
  let settled = false;
  return new Promise((resolve, reject) => {
    const start = (): void => {
      if (!merge.wanted(nextChunk)) nextChunk = plan.chunks;
      if (nextChunk >= plan.chunks) return;
      const chunk = nextChunk++;
      play(chunk).then(
        (agg) => {
          if (settled) return;
          if (merge.add(chunk, agg) > 0) onMerged?.(merge);
          if (merge.ended) {
            settled = true;
            resolve(merge);
          } else start();
        },
        (e: unknown) => {
          if (settled) return;
          settled = true;
          reject(e);
        },
      );
    };
    for (let w = 0; w < Math.max(1, Math.min(workers, plan.chunks)); w++) start();
  });
}
