// The playtest's chunks played by several workers and merged back in chunk order. Chunks finish in any
// order (a worker may be slower, a chunk longer), but the report must be the one the CLI and a single
// worker give for the same options (a project rule: the same options, the same report, whatever the
// number of workers). So a finished chunk waits until every chunk before it is merged; the merge
// (mergeAggregate) then runs in chunk order, 0, 1, 2, ..., exactly as simulate() runs it.
//
// A ruleset that breaks a rule is not played on: the batch stops after the first chunk, in chunk
// order, with a failed game (as the single worker did). A failed chunk that finishes before chunks
// ahead of it cannot end the batch yet (one of those may fail too, and the report holds every chunk
// up to the first failed one); its worker plays no more of its share.
import { emptyAggregate, mergeAggregate, type SimAggregate, type SimulationPlan } from "../../../src/index.js";

export class InOrderMerge {
  /** The merged aggregate of chunks 0 .. merged-1. */
  readonly total: SimAggregate;
  /** How many chunks are merged (always the first ones, in order). */
  merged = 0;
  /** The first chunk, in chunk order, whose failed game ended the batch (merged: it is in the report). */
  stoppedAt: number | undefined;
  private readonly waiting = new Map<number, SimAggregate>();

  constructor(readonly plan: SimulationPlan) {
    this.total = emptyAggregate(plan.players, plan.botLabels);
  }

  /** Takes a finished chunk and merges every chunk that is now next in order; returns how many it merged. */
  add(chunk: number, agg: SimAggregate): number {
    if (this.waiting.has(chunk) || chunk < this.merged) throw new Error(`chunk ${chunk} was given twice`);
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
}

/**
 * The chunks worker `w` of `workers` plays, in this order: w, w + workers, w + 2 workers, ... Each
 * worker is handed its whole share at once and plays it without waiting for the page: a worker given
 * one chunk at a time sat idle from each chunk's end until the page, busy drawing the report so far,
 * got round to sending the next (1,000 random game.stich games took 1.2-5.2 s on one such worker
 * against 0.4-0.9 s on the worker that loops over every chunk itself). Round robin, so the merge in
 * chunk order gets a chunk from every worker in turn and the shares differ by one chunk at most.
 */
export function shareOf(chunks: number, workers: number, w: number): number[] {
  const out: number[] = [];
  for (let c = w; c < chunks; c += workers) out.push(c);
  return out;
}

/**
 * Plays the plan's chunks on `workers` workers, each its share (shareOf), merging them in chunk order.
 * `play` runs one share (in a worker): it calls `done` with each chunk's aggregate as the chunk ends, in
 * the share's order, and stops after a chunk with a failed game (no chunk after it is merged); it
 * resolves when the share is played. `onMerged` is told after each merge. Resolves when the batch has
 * ended (the caller stops the shares still playing); rejects with the first share that throws (a bug,
 * not a failed game: failed games are in the aggregate).
 */
export function playShares(
  plan: SimulationPlan,
  workers: number,
  play: (chunks: readonly number[], done: (chunk: number, agg: SimAggregate) => void) => Promise<void>,
  onMerged?: (merge: InOrderMerge) => void,
): Promise<InOrderMerge> {
  const merge = new InOrderMerge(plan);
  if (plan.chunks === 0) return Promise.resolve(merge);
  const n = Math.max(1, Math.min(workers, plan.chunks));
  let settled = false;
  let open = n;
  return new Promise((resolve, reject) => {
    const done = (chunk: number, agg: SimAggregate): void => {
      if (settled) return;
      if (merge.add(chunk, agg) > 0) onMerged?.(merge);
      if (merge.ended) {
        settled = true;
        resolve(merge);
      }
    };
    const fail = (e: unknown): void => {
      if (settled) return;
      settled = true;
      reject(e);
    };
    for (let w = 0; w < n; w++) {
      play(shareOf(plan.chunks, n, w), done).then(() => {
        // Every chunk up to the first failed one is in some share, played before that share stops:
        // the batch has ended by the time the last share is played. If not, a share lost a chunk.
        if (--open === 0) fail(new Error(`the playtest's workers ended with ${merge.merged} of ${plan.chunks} chunks merged`));
      }, fail);
    }
  });
}
