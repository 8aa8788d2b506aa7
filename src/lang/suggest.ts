// "Did you mean ...?": the closest candidate by edit distance, if it is close enough to be a typo.

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring letters
 * (optimal string alignment), so the common typo `bleu` for `blue` is one edit away.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        row.push(i + j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** The best candidate within a typo's distance of `word` (case differences count as small), or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = c.toLowerCase() === word.toLowerCase() ? 0.5 : editDistance(word.toLowerCase(), c.toLowerCase());
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
