// Small list helpers for code that runs every game or every round.

/**
 * A new list of `n` entries equal to `value`. Array.prototype.fill is a call into the runtime (C++)
 * that costs more than this whole loop for the few entries a game's per-seat lists hold.
 */
export function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}
