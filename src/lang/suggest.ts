// "Did you mean ...?": the closest candidate by edit distance, if it is close enough to be a typo.
// Bounded on any input (issue 22: a 25,000-letter misspelt name took 4 GB and died): words longer than
// SUGGEST_MAX_LENGTH get no suggestion, at most SUGGEST_MAX_CANDIDATES candidates are compared, the
// distance keeps three rolling rows (not a table) and stops as soon as every cell of a row is past the
// limit. A suggestion thus costs at most candidates x length x length steps, whatever the text.

/** Longest word (and candidate) compared: names people misspell are far shorter. */
export const SUGGEST_MAX_LENGTH = 64;
/** Most candidates compared for one word. */
export const SUGGEST_MAX_CANDIDATES = 2_000;

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring letters
 * (optimal string alignment), so the common typo `bleu` for `blue` is one edit away. With `limit`,
 * any distance above it may be returned as `limit + 1` (the rows stop once all of a row is past it).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  // Rolling rows: two rows back (for a swap), the previous row and the current one.
  let back = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let row = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, back[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    [back, prev, row] = [prev, row, back];
  }
  return prev[n]!;
}

/** The best candidate within a typo's distance of `word` (case differences count as small), or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length > SUGGEST_MAX_LENGTH) return undefined;
  const limit = Math.max(1, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  let compared = 0;
  for (const c of candidates) {
    if (compared++ >= SUGGEST_MAX_CANDIDATES) break;
    if (c === word || c.length > SUGGEST_MAX_LENGTH || Math.abs(c.length - word.length) > limit) continue;
    const other = c.toLowerCase();
    const d = other === lower ? 0.5 : editDistance(lower, other, limit);
    if (d <= limit && d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best;
}

/** `; did you mean 'x'?` or the empty string. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? "" : `; did you mean '${suggestion}'?`;
}
