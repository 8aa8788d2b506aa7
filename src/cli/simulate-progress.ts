// The progress bar of `stichwerk simulate` (cli-progress), on stderr when it is a terminal.

import { SingleBar } from "cli-progress";

/** What the bar writes to: a terminal stream (tests pass a fake one). */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

export interface Progress {
  /** Games played so far; may be called for every game. */
  update(games: number): void;
  /** Shows `games` if given, then removes the bar; safe to call more than once. */
  stop(games?: number): void;
}

const UPDATE_MS = 100;

export function startProgress(stream: ProgressStream, games: number): Progress {
  const bar = new SingleBar({
    stream,
    format: "{bar} {percentage}% | {value}/{total} games | {rate}/s | {eta_formatted} left",
    barsize: 20,
    hideCursor: false,
    // Keeps the terminal's own line wrapping (the bar is cut to the width instead), so that a Ctrl-C
    // in the middle leaves the terminal as it was.
    linewrap: true,
    clearOnComplete: true,
    fps: 5,
    etaBuffer: 50,
  });
  const start = performance.now();
  let last = -Infinity;
  let stopped = false;
  bar.start(games, 0, { rate: 0 });
  return {
    update(played) {
      // At most every UPDATE_MS: the ETA averages over the last updates, which should span seconds.
      const now = performance.now();
      if (stopped || now - last < UPDATE_MS) return;
      last = now;
      const seconds = (now - start) / 1000;
      bar.update(played, { rate: seconds > 0 ? Math.round(played / seconds) : 0 });
    },
    stop(played) {
      if (stopped) return;
      stopped = true;
      if (played !== undefined) bar.update(played, { rate: Math.round(played / Math.max(1e-3, (performance.now() - start) / 1000)) });
      bar.stop();
    },
  };
}
