// "Did you mean" lists: the known names closest to a misspelt one, by edit distance.

/** Longest name compared: card and bot names are a few letters. */
export const NEAREST_MAX_LENGTH = 64;

/**
 * Up to `limit` names of `known` nearest to `name`, closest first. Equal distances go to the longer
 * common prefix (a typo in "gren4" more likely meant a green card than "red4"), then `known`'s order.
 */
export function nearestNames(name: string, known: readonly string[], limit = 3): string[] {
  // A name far longer than any known one is no typo of one; comparing it would cost its length
  // times every known name's (a 15 MB card name in a log took 25 s).
  if (name.length > NEAREST_MAX_LENGTH) return [];
  const lower = name.toLowerCase();
  return known
    .filter((k) => k.length <= NEAREST_MAX_LENGTH)
    .map((k, i) => ({ k, i, d: editDistance(lower, k.toLowerCase()), p: commonPrefix(lower, k.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || b.p - a.p || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.k);
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Levenshtein distance with one reused row: logs are short, and this runs only on errors. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
