// Which rule-card combinations the card sweep plays (issue 16: "every pair of cards 21-60, each with
// a trump card, plays 50 games with 0 failures"). Pure and deterministic: the same card list and seed
// always give the same combinations, player counts and seeds, so a failure named by the sweep can be
// played again.
//
// A rule card's number is the number its file name starts with (`cards/NN-name.stich`): the folder is
// listed, never a fixed list, because cards are still being added.

import { Rng, gameSeed } from "../../src/engine/rng.js";

export interface RuleCardFile {
  readonly number: number;
  /** Relative to the base ruleset's folder, as CompileOptions.with takes it (e.g. "cards/22-pass-three-right.stich"). */
  readonly path: string;
}

export interface Combo {
  /** Position in its list (pairs first, then the sample), for messages. */
  readonly index: number;
  readonly kind: "pair" | "sample";
  /** The rule cards in force, ascending by number (the trump card first). */
  readonly cards: readonly RuleCardFile[];
  readonly players: number;
  /** Batch seed for simulate(): game i of the combination has seed gameSeed(seed, i). */
  readonly seed: number;
}

/** Trump cards are numbered 1..20, the basic and scoring cards the sweep pairs 21..60 (§4 of the rules). */
export const TRUMP_CARDS = { min: 1, max: 20 } as const;
export const PAIRED_CARDS = { min: 21, max: 60 } as const;
/** Player counts the combinations rotate through. */
export const PLAYER_COUNTS = [3, 4, 5] as const;

/** The rule cards among `names` (file names of a cards/ folder), ascending by number. */
export function ruleCardsOf(names: readonly string[], folder = "cards"): RuleCardFile[] {
  const out: RuleCardFile[] = [];
  for (const name of names) {
    const m = /^(\d+)-.*\.stich$/.exec(name);
    if (m) out.push({ number: Number(m[1]), path: `${folder}/${name}` });
  }
  return out.sort((a, b) => a.number - b.number);
}

const inRange = (r: { min: number; max: number }) => (c: RuleCardFile) => c.number >= r.min && c.number <= r.max;
const byNumber = (a: RuleCardFile, b: RuleCardFile) => a.number - b.number;

/**
 * Every pair of the cards numbered 21..60, in ascending order of (first, second). Pair k gets trump card
 * k mod (number of trump cards) (so the trump cards are used in turn, every one of them once there are
 * at least as many pairs) and PLAYER_COUNTS[k mod 3] players; since 3 does not divide 20, every trump
 * card meets every player count over 60 pairs.
 */
export function pairCombos(cards: readonly RuleCardFile[], seed: number): Combo[] {
  const trumps = cards.filter(inRange(TRUMP_CARDS));
  const paired = cards.filter(inRange(PAIRED_CARDS));
  if (trumps.length === 0) throw new Error("no trump card (1..20) to add to the pairs");
  const out: Combo[] = [];
  for (let i = 0; i < paired.length; i++) {
    for (let j = i + 1; j < paired.length; j++) {
      const k = out.length;
      out.push({
        index: k,
        kind: "pair",
        cards: [trumps[k % trumps.length]!, paired[i]!, paired[j]!].sort(byNumber),
        players: PLAYER_COUNTS[k % PLAYER_COUNTS.length]!,
        seed: gameSeed(seed, k),
      });
    }
  }
  return out;
}

/**
 * `count` distinct random combinations of 3 cards numbered 21..60 and 1 trump card, drawn from `seed`
 * (fewer when there are not that many distinct ones). Player counts rotate as for the pairs.
 */
export function sampleCombos(cards: readonly RuleCardFile[], count: number, seed: number, firstIndex = 0): Combo[] {
  const trumps = cards.filter(inRange(TRUMP_CARDS));
  const paired = cards.filter(inRange(PAIRED_CARDS));
  if (trumps.length === 0 || paired.length < 3) return [];
  const possible = trumps.length * (paired.length * (paired.length - 1) * (paired.length - 2)) / 6;
  const want = Math.min(count, possible);
  // A different stream from the pairs' seeds: the sample does not repeat the pairs' games.
  const rng = new Rng(gameSeed(seed ^ 0x5a5a5a5a, 0));
  const seen = new Set<string>();
  const out: Combo[] = [];
  while (out.length < want) {
    const three = rng.shuffle([...paired]).slice(0, 3);
    const chosen = [rng.pick(trumps), ...three].sort(byNumber);
    const key = chosen.map((c) => c.number).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    const k = firstIndex + out.length;
    out.push({ index: k, kind: "sample", cards: chosen, players: PLAYER_COUNTS[out.length % PLAYER_COUNTS.length]!, seed: gameSeed(seed, k) });
  }
  return out;
}

/** "1+22+28": how messages and the report name a combination. */
export function comboName(c: { readonly cards: readonly RuleCardFile[] }): string {
  return c.cards.map((x) => x.number).join("+");
}
