// The design metrics of a batch, from its merged aggregate: each figure with its 95% interval. The
// definitions are in docs/metrics.md (one line each); the reasoning behind each interval is here.

import type { Static } from "../../ir/schema-kit.js";
import type { SimAggregate } from "../aggregate.js";
import type { DesignMetricsSchema, MeanEstimateSchema, SeatFairnessSchema } from "../simulate-report-schema.js";
import { CONFIDENCE, fQuantile, meanInterval, wilsonInterval, type Interval, type Moments } from "../stats.js";

// The types are `Static<>` of the simulate report's schema (../simulate-report-schema.ts).
/** A mean over games (or deals) with its Student-t interval (null below two samples). */
export interface MeanEstimate extends Static<typeof MeanEstimateSchema> {}
export interface SeatFairness extends Static<typeof SeatFairnessSchema> {}
/** Skill gap, luck share, seat fairness, lead changes, decisiveness, drama, forced share, length (docs/metrics.md). */
export interface DesignMetrics extends Static<typeof DesignMetricsSchema> {}

export function designMetrics(agg: SimAggregate, botLabels: readonly string[]): DesignMetrics {
  const m = agg.metrics;
  const players = agg.seats.length;
  const even = 1 / players;
  const seats: SeatFairness[] = m.seatWins.every((w) => w.n === 0)
    ? []
    : m.seatWins.map((w, seat) => {
          const winRate = w.sum / w.n;
          const winRateCI = m.luckReplays >= 2 ? clampedMean(w) : wilsonInterval(w.sum, w.n);
          return { seat, winRate, winRateCI, advantage: winRate - even, fairness: fairness(winRate, players), fairnessCI: winRateCI && fairnessInterval(winRateCI, players) };
        });
  const leastFair = seats.reduce<SeatFairness | null>((a, s) => (a === null || s.fairness < a.fairness ? s : a), null);
  const luckiest = seats.reduce<SeatFairness | null>((a, s) => (a === null || s.winRate > a.winRate ? s : a), null);
  return {
    skillGap:
      m.skillGap.n > 0 && botLabels.length > 1 ? { strong: botLabels[0]!, weak: botLabels.slice(1), ...estimate(m.skillGap)! } : null,
    luckShare: luckShare(m.luckGroups, m.luckWithinSS, m.luckReplays, players),
    seats,
    fairness: leastFair && {
      seat: leastFair.seat,
      value: leastFair.fairness,
      // The lowest seat's interval; every seat's fairness is at most its upper end's.
      ci: seats.some((s) => s.fairnessCI === null) ? null : { low: Math.min(...seats.map((s) => s.fairnessCI!.low)), high: Math.min(...seats.map((s) => s.fairnessCI!.high)) },
    },
    seatAdvantage: luckiest && {
      seat: luckiest.seat,
      value: luckiest.advantage,
      ci: luckiest.winRateCI && { low: luckiest.winRateCI.low - even, high: luckiest.winRateCI.high - even },
    },
    leadChanges: estimate(m.leadChanges),
    decisiveness: estimate(m.decisiveness),
    drama: estimate(m.drama),
    forcedShare: estimate(m.forcedShare),
    length: { rounds: estimate(agg.rounds), tricks: estimate(agg.tricks), decisions: estimate(agg.decisions) },
  };
}

/** A win rate's interval over deals (each a mean over its rotations): Student-t, kept inside [0, 1]. */
function clampedMean(m: Moments): Interval | null {
  const ci = meanInterval(m);
  return ci && { low: Math.max(0, ci.low), high: Math.min(1, ci.high) };
}

function estimate(m: Moments): MeanEstimate | null {
  return m.n === 0 ? null : { mean: m.mean, ci: meanInterval(m), n: m.n };
}

/** CardStock's fairness of a seat winning a share r of n-player games. */
export function fairness(r: number, players: number): number {
  const even = 1 / players;
  if (players < 2) return 1;
  return r <= even ? r / even : (1 - r) / (1 - even);
}

/** fairness() rises to 1 at r = 1/n and falls after, so its range over [low, high] is read off both ends. */
function fairnessInterval(ci: Interval, players: number): Interval {
  const a = fairness(ci.low, players);
  const b = fairness(ci.high, players);
  const even = 1 / players;
  return { low: Math.min(a, b), high: ci.low <= even && even <= ci.high ? 1 : Math.max(a, b) };
}

/**
 * ICC(1) = (MSB - MSW) / (MSB + (k - 1) MSW) over g groups of k replays, with the exact interval under
 * normal errors: F = MSB / MSW, F_L = F / F(1-α/2; g-1, g(k-1)), F_U = F / F(α/2; ...), bounds
 * (F_x - 1) / (F_x + k - 1). Clamped to [0, 1]: a share of variance. Groups of one deal are not
 * independent (their scores are one table's), so the interval is a guide rather than exact.
 */
function luckShare(groups: Moments, withinSS: number, k: number, players: number): DesignMetrics["luckShare"] {
  const g = groups.n;
  if (k < 2 || g < 2) return null;
  const deals = g / players;
  const msb = (k * Math.max(0, groups.m2)) / (g - 1);
  const msw = withinSS / (g * (k - 1));
  if (msb === 0 && msw === 0) return null;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  if (msw === 0) return { value: 1, ci: { low: 1, high: 1 }, deals, replays: k };
  const value = clamp((msb - msw) / (msb + (k - 1) * msw));
  const f = msb / msw;
  const alpha = 1 - CONFIDENCE;
  const fl = f / fQuantile(1 - alpha / 2, g - 1, g * (k - 1));
  const fu = f / fQuantile(alpha / 2, g - 1, g * (k - 1));
  return { value, ci: { low: clamp((fl - 1) / (fl + k - 1)), high: clamp((fu - 1) / (fu + k - 1)) }, deals, replays: k };
}
