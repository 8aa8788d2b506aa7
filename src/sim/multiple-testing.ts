// Many figures tested at once: at the 5% level, about one in twenty differs "significantly" by chance
// alone (17 figures: 0.85 expected). Holm's step-down method keeps the chance of any false finding
// at 5% (family-wise); Benjamini-Hochberg keeps the expected share of false findings at 5% (false
// discovery rate). Both take the figures' p values; a figure without one is never significant.

export type Correction = "none" | "holm" | "bh";

/** Which of `ps` are significant at `alpha` after `correction` (same order as `ps`). */
export function significantAfter(ps: readonly (number | null)[], correction: Correction, alpha = 0.05): boolean[] {
  const tested = ps.map((p, i) => ({ p, i })).filter((x): x is { p: number; i: number } => x.p !== null && Number.isFinite(x.p));
  const out = ps.map(() => false);
  const m = tested.length;
  if (m === 0) return out;
  if (correction === "none") {
    for (const t of tested) out[t.i] = t.p < alpha;
    return out;
  }
  const sorted = [...tested].sort((a, b) => a.p - b.p);
  if (correction === "holm") {
    // Smallest p first: reject while p(k) < alpha / (m - k); stop at the first that is not.
    for (let k = 0; k < m; k++) {
      if (!(sorted[k]!.p < alpha / (m - k))) break;
      out[sorted[k]!.i] = true;
    }
    return out;
  }
  // Benjamini-Hochberg: the largest k with p(k) <= k/m * alpha; every figure up to it is significant.
  let last = -1;
  for (let k = 0; k < m; k++) if (sorted[k]!.p <= ((k + 1) / m) * alpha) last = k;
  for (let k = 0; k <= last; k++) out[sorted[k]!.i] = true;
  return out;
}

/** How many of `m` figures chance alone would make significant at `alpha`, with no real difference. */
export function expectedByChance(m: number, alpha = 0.05): number {
  return m * alpha;
}
