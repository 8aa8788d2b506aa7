// Statistics for the simulation lab: streaming moments, confidence intervals and a bounded score
// histogram. Everything here is plain data plus functions, so that partial results can cross a
// worker boundary (structured clone) and be merged. Merging is deterministic for a fixed merge order,
// which is why simulate() always merges its chunks in chunk order, whoever computed them.

import type { Static } from "../ir/schema-kit.js";
import type { HistogramBucketSchema, IntervalSchema } from "./simulate-report-schema.js";

/** Count, mean and spread of a stream of numbers (Welford; Chan et al. to merge two streams). */
export interface Moments {
  n: number;
  /** Exact for whole numbers (scores, tricks) up to 2^53. */
  sum: number;
  mean: number;
  /** Sum of squared deviations from the mean. */
  m2: number;
  /** +Infinity / -Infinity while n = 0. */
  min: number;
  max: number;
}

export function emptyMoments(): Moments {
  return { n: 0, sum: 0, mean: 0, m2: 0, min: Infinity, max: -Infinity };
}

export function addSample(m: Moments, x: number): void {
  m.n++;
  m.sum += x;
  const delta = x - m.mean;
  m.mean += delta / m.n;
  m.m2 += delta * (x - m.mean);
  if (x < m.min) m.min = x;
  if (x > m.max) m.max = x;
}

/** Adds the samples summarised by `b` to `a`. */
export function mergeMoments(a: Moments, b: Moments): void {
  if (b.n === 0) return;
  if (a.n === 0) {
    Object.assign(a, b);
    return;
  }
  const n = a.n + b.n;
  const delta = b.mean - a.mean;
  a.mean += (delta * b.n) / n;
  a.m2 += b.m2 + (delta * delta * a.n * b.n) / n;
  a.n = n;
  a.sum += b.sum;
  a.min = Math.min(a.min, b.min);
  a.max = Math.max(a.max, b.max);
}

/** Sample standard deviation (n - 1); null below two samples. */
export function standardDeviation(m: Moments): number | null {
  return m.n < 2 ? null : Math.sqrt(Math.max(0, m.m2) / (m.n - 1));
}

/** A confidence interval (simulate-report-schema.ts). */
export interface Interval extends Static<typeof IntervalSchema> {}

/** The confidence level of every interval in the reports. */
export const CONFIDENCE = 0.95;

/**
 * Student-t interval for the mean: mean ± t(1 - α/2, n - 1) · s / √n. Null below two samples, where
 * the spread is unknown.
 */
export function meanInterval(m: Moments, level = CONFIDENCE): Interval | null {
  const sd = standardDeviation(m);
  if (sd === null) return null;
  const half = tQuantile(1 - (1 - level) / 2, m.n - 1) * (sd / Math.sqrt(m.n));
  return { low: m.mean - half, high: m.mean + half };
}

/**
 * Wilson score interval for a proportion of `successes` in `n` trials (successes may be fractional:
 * the simulator counts a win shared by k seats as 1/k). Null when n = 0.
 */
export function wilsonInterval(successes: number, n: number, level = CONFIDENCE): Interval | null {
  if (n <= 0) return null;
  const z = normalQuantile(1 - (1 - level) / 2);
  const p = Math.min(1, Math.max(0, successes / n));
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Quantile of the standard normal distribution (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), not ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** Quantile of Student's t distribution with `df` degrees of freedom (bisection on the CDF, to ~1e-12). */
export function tQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`tQuantile: p must be in (0, 1), not ${p}`);
  if (!(df > 0)) throw new RangeError(`tQuantile: df must be > 0, not ${df}`);
  if (p < 0.5) return -tQuantile(1 - p, df);
  if (p === 0.5) return 0;
  if (df > 1e7) return normalQuantile(p);
  // The t quantile is at least the normal one; grow the upper bound until it brackets p.
  let lo = normalQuantile(p);
  let hi = Math.max(1, lo * 2);
  while (tCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(T <= t) for Student's t with `df` degrees of freedom. */
export function tCdf(t: number, df: number): number {
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** P(F <= x) for Fisher's F with (d1, d2) degrees of freedom. */
export function fCdf(x: number, d1: number, d2: number): number {
  if (x <= 0) return 0;
  return regularizedBeta((d1 * x) / (d1 * x + d2), d1 / 2, d2 / 2);
}

/** Quantile of Fisher's F with (d1, d2) degrees of freedom (bisection on the CDF, to ~1e-10 relative). */
export function fQuantile(p: number, d1: number, d2: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`fQuantile: p must be in (0, 1), not ${p}`);
  if (!(d1 > 0 && d2 > 0)) throw new RangeError(`fQuantile: degrees of freedom must be > 0, not ${d1}, ${d2}`);
  let lo = 0;
  let hi = 1;
  while (fCdf(hi, d1, d2) < p) hi *= 2;
  for (let i = 0; i < 300 && hi - lo > 1e-10 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (fCdf(mid, d1, d2) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The regularised incomplete beta function I_x(a, b) (continued fraction, Numerical Recipes §6.4). */
function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 1000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9). */
function logGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum = g[0]!;
  for (let i = 1; i < 9; i++) sum += g[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/**
 * Counts of scores in bins of a power-of-two width (starting at 1): bin k holds [k·width, (k+1)·width).
 * When more than HISTOGRAM_BINS bins are in use the width doubles, so memory stays bounded whatever
 * the scores. The final bins do not depend on how the samples were split into merged parts.
 */
export interface Histogram {
  width: number;
  bins: Map<number, number>;
  /** Whether every sample so far was a whole number (the text report then labels bins by value). */
  integers: boolean;
}

export const HISTOGRAM_BINS = 512;

export function emptyHistogram(): Histogram {
  return { width: 1, bins: new Map(), integers: true };
}

export function addToHistogram(h: Histogram, x: number, count = 1): void {
  if (!Number.isInteger(x)) h.integers = false;
  const k = Math.floor(x / h.width);
  h.bins.set(k, (h.bins.get(k) ?? 0) + count);
  while (h.bins.size > HISTOGRAM_BINS) coarsen(h, h.width * 2);
}

export function mergeHistograms(a: Histogram, b: Histogram): void {
  if (b.width > a.width) coarsen(a, b.width);
  const factor = a.width / b.width;
  a.integers &&= b.integers;
  for (const [k, c] of [...b.bins].sort((x, y) => x[0] - y[0])) {
    const key = Math.floor(k / factor);
    a.bins.set(key, (a.bins.get(key) ?? 0) + c);
  }
  while (a.bins.size > HISTOGRAM_BINS) coarsen(a, a.width * 2);
}

function coarsen(h: Histogram, width: number): void {
  const factor = width / h.width;
  const bins = new Map<number, number>();
  for (const [k, c] of [...h.bins].sort((x, y) => x[0] - y[0])) {
    const key = Math.floor(k / factor);
    bins.set(key, (bins.get(key) ?? 0) + c);
  }
  h.bins = bins;
  h.width = width;
}

/** One bucket of a histogram, from (inclusive) to (exclusive) (simulate-report-schema.ts). */
export interface HistogramBucket extends Static<typeof HistogramBucketSchema> {}

/**
 * At most `maxBuckets` buckets of equal, "nice" width (the bin width times 1, 2, 5, 10, 20, 50, ...)
 * from the lowest to the highest score, empty buckets included so the shape shows.
 */
export function histogramBuckets(h: Histogram, maxBuckets = 20): { readonly bucketWidth: number; readonly buckets: HistogramBucket[] } {
  const keys = [...h.bins.keys()].sort((a, b) => a - b);
  if (keys.length === 0) return { bucketWidth: h.width, buckets: [] };
  const minKey = keys[0]!;
  const maxKey = keys[keys.length - 1]!;
  const fits = (m: number) => Math.floor(maxKey / m) - Math.floor(minKey / m) + 1 <= maxBuckets;
  let m = 1;
  for (let step = 1; !fits(m); step++) m = [1, 2, 5][step % 3]! * 10 ** Math.floor(step / 3);
  const first = Math.floor(minKey / m);
  const counts = new Array<number>(Math.floor(maxKey / m) - first + 1).fill(0);
  for (const [k, c] of h.bins) counts[Math.floor(k / m) - first]! += c;
  const bucketWidth = h.width * m;
  return { bucketWidth, buckets: counts.map((count, i) => ({ from: (first + i) * bucketWidth, to: (first + i + 1) * bucketWidth, count })) };
}
