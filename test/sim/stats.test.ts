import { describe, expect, it } from "vitest";
import {
  addSample,
  addToHistogram,
  emptyHistogram,
  emptyMoments,
  histogramBuckets,
  HISTOGRAM_BINS,
  meanInterval,
  mergeHistograms,
  mergeMoments,
  normalQuantile,
  standardDeviation,
  tCdf,
  tQuantile,
  wilsonInterval,
  type Moments,
} from "../../src/sim/stats.js";

const momentsOf = (xs: readonly number[]): Moments => {
  const m = emptyMoments();
  for (const x of xs) addSample(m, x);
  return m;
};

describe("quantiles", () => {
  it("match the textbook tables", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.005)).toBeCloseTo(-2.575829, 6);
    // Two-sided 95% critical values of Student's t.
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.7062, 4);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.3027, 4);
    expect(tQuantile(0.975, 4)).toBeCloseTo(2.7764, 4);
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.2281, 4);
    expect(tQuantile(0.975, 30)).toBeCloseTo(2.0423, 4);
    expect(tQuantile(0.975, 100)).toBeCloseTo(1.984, 3);
    expect(tQuantile(0.975, 1e6)).toBeCloseTo(1.96, 3);
    expect(tQuantile(0.025, 10)).toBeCloseTo(-2.2281, 4);
    expect(tCdf(0, 5)).toBeCloseTo(0.5, 12);
    expect(tCdf(2.2281388519649, 10)).toBeCloseTo(0.975, 9);
  });
});

describe("confidence intervals", () => {
  it("Wilson interval for 50 of 100, and at the edges", () => {
    const i = wilsonInterval(50, 100)!;
    expect(i.low).toBeCloseTo(0.40383, 5);
    expect(i.high).toBeCloseTo(0.59617, 5);
    const none = wilsonInterval(0, 10)!;
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.27753, 5);
    const all = wilsonInterval(10, 10)!;
    expect(all.low).toBeCloseTo(0.72247, 5);
    expect(all.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it("t interval for the mean of 1, 2, 3, 4, 5: 3 ± 2.7764 · 1.5811 / √5", () => {
    const m = momentsOf([1, 2, 3, 4, 5]);
    expect(standardDeviation(m)).toBeCloseTo(Math.sqrt(2.5), 12);
    const i = meanInterval(m)!;
    expect(i.low).toBeCloseTo(1.03676, 5);
    expect(i.high).toBeCloseTo(4.96324, 5);
    expect(meanInterval(momentsOf([7]))).toBeNull();
    expect(meanInterval(momentsOf([2, 2, 2]))).toEqual({ low: 2, high: 2 });
  });
});

describe("moments", () => {
  it("merged in parts equal the whole stream", () => {
    const xs = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 101) - 40);
    const whole = momentsOf(xs);
    const merged = emptyMoments();
    for (let i = 0; i < xs.length; i += 64) mergeMoments(merged, momentsOf(xs.slice(i, i + 64)));
    expect(merged).toMatchObject({ n: whole.n, sum: whole.sum, min: whole.min, max: whole.max });
    expect(merged.mean).toBeCloseTo(whole.mean, 10);
    expect(merged.m2).toBeCloseTo(whole.m2, 6);
    mergeMoments(merged, emptyMoments());
    expect(merged.n).toBe(1000);
  });
});

describe("histogram", () => {
  it("stays bounded, and its bins do not depend on how the samples were split", () => {
    const xs = Array.from({ length: 20000 }, (_, i) => ((i * 104729) % 30011) - 15000);
    const whole = emptyHistogram();
    for (const x of xs) addToHistogram(whole, x);
    expect(whole.bins.size).toBeLessThanOrEqual(HISTOGRAM_BINS);
    expect(Math.log2(whole.width) % 1).toBe(0);
    const parts = emptyHistogram();
    for (let i = 0; i < xs.length; i += 777) {
      const part = emptyHistogram();
      for (const x of xs.slice(i, i + 777)) addToHistogram(part, x);
      mergeHistograms(parts, part);
    }
    expect(parts.width).toBe(whole.width);
    expect(new Map([...parts.bins].sort((a, b) => a[0] - b[0]))).toEqual(new Map([...whole.bins].sort((a, b) => a[0] - b[0])));
  });

  it("gives at most 20 nice buckets, one per value when the values are few", () => {
    const h = emptyHistogram();
    for (const x of [0, 1, 1, 2, 4]) addToHistogram(h, x);
    expect(histogramBuckets(h)).toEqual({
      bucketWidth: 1,
      buckets: [
        { from: 0, to: 1, count: 1 },
        { from: 1, to: 2, count: 2 },
        { from: 2, to: 3, count: 1 },
        { from: 3, to: 4, count: 0 },
        { from: 4, to: 5, count: 1 },
      ],
    });
    const wide = emptyHistogram();
    for (let x = -83; x <= 37; x++) addToHistogram(wide, x);
    const { bucketWidth, buckets } = histogramBuckets(wide);
    expect(bucketWidth).toBe(10);
    expect(buckets[0]).toEqual({ from: -90, to: -80, count: 3 });
    expect(buckets.at(-1)).toEqual({ from: 30, to: 40, count: 8 });
    expect(buckets.length).toBeLessThanOrEqual(20);
    expect(histogramBuckets(emptyHistogram()).buckets).toEqual([]);
  });
});
