// The design metrics of a batch, from its merged aggregate: each figure with its 95% interval. The
// definitions are in docs/metrics.md (one line each); the reasoning behind each interval is here.

import type { SimAggregate } from "../aggregate.js";
import { CONFIDENCE, fQuantile, meanInterval, wilsonInterval, type Interval, type Moments } from "../stats.js";

/** A mean over games (or deals) with its Student-t interval (null below two samples). */
export interface MeanEstimate {
  readonly mean: number;
  readonly ci: Interval | null;
  /** Samples: games, or deals for the skill gap. */
  readonly n: number;
}

export interface SeatFairness {
  readonly seat: number;
  /**
   * Share of the games this seat won (a win shared by k counts 1/k), over the deals whose games all
   * finished; its interval is over deals (Student-t of the per-deal shares) with rotation, else Wilson.
   */
  readonly winRate: number;
  readonly winRateCI: Interval | null;
  /** winRate - 1/players. */
  readonly advantage: number;
  /** CardStock's fairness of this seat: r/(1/n) when r <= 1/n, else (1-r)/(1-1/n); 1 = exactly the even share. */
  readonly fairness: number;
  readonly fairnessCI: Interval | null;
}

export interface DesignMetrics {
  /**
   * The first bot of the line-up against all other seats, on the same deals with seat rotation: the
   * mean over deals of (its mean score - the other seats' mean score). Null without rotation or with
   * a single bot.
   */
  readonly skillGap: (MeanEstimate & { readonly strong: string; readonly weak: readonly string[] }) | null;
  /**
   * Share of the score variance explained by the deal (the cards a seat was dealt), from replaying
   * each deal with the seats rotated: the intraclass correlation ICC(1), with its F-based interval.
   * Null without rotation (no deal is replayed) or without any spread in the scores.
   */
  readonly luckShare: { readonly value: number; readonly ci: Interval | null; readonly deals: number; readonly replays: number } | null;
  readonly seats: readonly SeatFairness[];
  /** The seat furthest from the even share: its fairness (the lowest of all seats) and advantage. */
  readonly fairness: { readonly seat: number; readonly value: number; readonly ci: Interval | null } | null;
  /** The seat with the highest win rate, and how far above the even share it is. */
  readonly seatAdvantage: { readonly seat: number; readonly value: number; readonly ci: Interval | null } | null;
  readonly leadChanges: MeanEstimate | null;
  readonly decisiveness: MeanEstimate | null;
  readonly drama: MeanEstimate | null;
  /** Per game, the share of decisions with a single legal action; null when decisions were not counted. */
  readonly forcedShare: MeanEstimate | null;
  readonly length: { readonly rounds: MeanEstimate | null; readonly tricks: MeanEstimate | null; readonly decisions: MeanEstimate | null };
}

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
