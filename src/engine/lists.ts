// Small list helpers for code that runs every game or every round: they keep lists' storage where
// they can, and avoid calls into the runtime (`fill`) that cost more than a loop over a few entries.

/**
 * A new list of `n` entries equal to `value`. Array.prototype.fill is a call into the runtime (C++)
 * that costs more than this whole loop for the few entries a game's per-seat lists hold.
 */
export function filled<T>(n: number, value: T): T[] {
  // Up to 8 entries (a list per seat) as a literal of exactly that many: a list grown by pushes from
  // empty takes room for 17 entries, and a game makes a dozen such lists, and some every round.
  switch (n) {
    case 1:
      return [value];
    case 2:
      return [value, value];
    case 3:
      return [value, value, value];
    case 4:
      return [value, value, value, value];
    case 5:
      return [value, value, value, value, value];
    case 6:
      return [value, value, value, value, value, value];
    case 7:
      return [value, value, value, value, value, value, value];
    case 8:
      return [value, value, value, value, value, value, value, value];
  }
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/**
 * A new list of `n` zeros, packed and of exactly `n` entries: a copy of a kept list of zeros. A list
 * grown by pushes from empty takes new storage three times on the way to 64 entries, leaving the old
 * as garbage; an Env (expr/types.ts newEnv) makes three such lists, and the search bots make an Env
 * for every world and copy (filled's pushes were a sixth of what the greedy bot allocated on a
 * shipped ruleset with 16 lets and 61 slots, 2026-11-28: the commit's message names it).
 */
export function zeros(n: number): number[] {
  let kept = ZEROS.get(n);
  if (kept === undefined) {
    kept = [];
    for (let i = 0; i < n; i++) kept.push(0);
    ZEROS.set(n, kept);
  }
  return kept.slice();
}

/** The lists of zeros zeros() copies, by length (a ruleset's few sizes). */
const ZEROS = new Map<number, number[]>();

/** Sets every entry to false (a loop: `fill` on a few entries costs more than the loop). */
export function clearFlags(flags: boolean[]): void {
  for (let i = 0; i < flags.length; i++) flags[i] = false;
}

/** Empties `list` in place, keeping its storage (`length = 0` would drop it). */
export function emptyList(list: unknown[]): void {
  while (list.length > 0) list.pop();
}

/** `lists` emptied in place when there are `n` of them (they keep their storage), else `n` new empty lists. */
export function emptied(lists: number[][], n: number): number[][] {
  if (lists.length !== n) {
    const out: number[][] = [];
    for (let i = 0; i < n; i++) out.push([]);
    return out;
  }
  for (const list of lists) emptyList(list);
  return lists;
}

/** perSeat's table, reusing `table`'s lists when it has that shape. */
export function emptiedPerSeat(table: number[][][], count: number, n: number): number[][][] {
  if (table.length !== count) return perSeat(count, n);
  for (let i = 0; i < count; i++) table[i] = emptied(table[i]!, n);
  return table;
}

/** `count` lists of `n` empty lists each (piles[pile][seat], orders[order][seat], ...). */
export function perSeat<T>(count: number, n: number): T[][][] {
  const out: T[][][] = [];
  for (let i = 0; i < count; i++) {
    const row: T[][] = [];
    for (let s = 0; s < n; s++) row.push([]);
    out.push(row);
  }
  return out;
}

/**
 * An empty list for objects (tricks, lists, actions) whose storage is already of the kind that holds
 * objects. V8 makes a `[]` for small integers only and converts it when the first object is pushed;
 * a list the engine makes afresh per game then reaches its push sites in both kinds. In some
 * processes the optimizing compiler had seen only converted lists at such a site, and the first
 * trick of a later game threw the whole play loop back to the interpreter (a "not a Smi" deopt),
 * after which it ran about 8% slower for the rest of the process.
 */
export function objectList<T>(): T[] {
  const out: (T | null)[] = [null];
  out.pop(); // the storage stays of the object kind
  return out as T[];
}

/** A copy of `items` as an objectList (Array.prototype.map of an empty list makes an integer list). */
export function objectListOf<T>(items: readonly T[]): T[] {
  const out = objectList<T>();
  for (let i = 0; i < items.length; i++) out.push(items[i]!);
  return out;
}

/**
 * Removes one card from a hand, keeping the order (no splice: it allocates the removed part). `at` is
 * where the caller saw it, or -1 to search.
 */
export function removeCard(hand: number[], card: number, at: number): void {
  // One pass: find the card, then close the gap (indexOf and a second loop cost twice the calls).
  const last = hand.length - 1;
  let k = at >= 0 && hand[at] === card ? at : 0;
  while (k < last && hand[k] !== card) k++;
  for (; k < last; k++) hand[k] = hand[k + 1]!;
  hand.pop(); // faster than shortening with `length`
}

/** Puts `card` into `hand`, which is kept in ascending card order (as dealt). */
export function insertSorted(hand: number[], card: number): void {
  let i = hand.length;
  hand.push(card);
  while (i > 0 && hand[i - 1]! > card) {
    hand[i] = hand[i - 1]!;
    i--;
  }
  hand[i] = card;
}

/**
 * A copy of `cards` in ascending order. By insertion, in place in the copy: hands and piles are a few
 * dozen cards at most, and Array.prototype.sort with a comparator calls it at every comparison and
 * allocates a work area per call (the samplers sort every world's hands: about a twelfth of what an
 * ISMCTS decision allocated on the benchmark's first ruleset went to sort, 2026-11-28). Falls back to
 * sort for a long list.
 */
export function ascendingCopy(cards: readonly number[]): number[] {
  const n = cards.length;
  // Filled by push, not new Array(n): a packed array, as the hands it becomes are everywhere else.
  const out: number[] = [];
  if (n > LONG_LIST) {
    for (let i = 0; i < n; i++) out.push(cards[i]!);
    return out.sort((a, b) => a - b);
  }
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    out.push(c);
    let j = i;
    while (j > 0 && out[j - 1]! > c) {
      out[j] = out[j - 1]!;
      j--;
    }
    out[j] = c;
  }
  return out;
}

/** Past this many cards ascendingCopy sorts by Array.prototype.sort (insertion takes up to n^2 / 2 steps). */
const LONG_LIST = 64;
