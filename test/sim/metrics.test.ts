// The design metrics (docs/metrics.md) on constructed cases whose answers are known: a game the deal
// decides alone (skill gap 0, luck share 1, every decision forced), a game that favours seat 0, game
// shapes worked out by hand, and real games where skill and chance both matter.
import { describe, expect, it } from "vitest";
import { fairness, gameShape, simulate, type SimulateReport } from "../../src/index.js";
import { loadRuleset } from "../support/rulesets.js";
import { tinyIR } from "../support/sim-fixtures.js";

const DEAL_DECIDES = loadRuleset("test/sim/fixtures/deal-decides.stich");
const SEAT_ZERO = loadRuleset("test/sim/fixtures/seat-zero.stich");
const CLASSIC = loadRuleset("rulesets/sticheln/classic.stich");
const random = (n: number) => Array.from({ length: n }, () => "random");

describe("design metrics on known cases", () => {
  it("a game the deal decides: skill gap exactly 0, luck share 1, every decision forced", () => {
    const r = simulate({ ir: DEAL_DECIDES, players: 4, games: 120, seed: 5, bots: ["greedy", ...random(3)], countForced: true });
    expect(r.rotate).toBe(true);
    expect(r.metrics.skillGap).toMatchObject({ strong: "greedy", weak: ["random"], mean: 0, ci: { low: 0, high: 0 }, n: 30 });
    expect(r.metrics.luckShare).toMatchObject({ value: 1, deals: 30, replays: 4 });
    expect(r.metrics.forcedShare).toMatchObject({ mean: 1, n: 120 });
  });

  it("a game of skill and chance: greedy's skill gap over random is large, the deal explains little", () => {
    const skill = simulate({ ir: CLASSIC, players: 4, games: 20, seed: 1, bots: ["greedy", ...random(3)] });
    expect(skill.metrics.skillGap!.n).toBe(5);
    expect(skill.metrics.skillGap!.ci!.low).toBeGreaterThan(20);
    const luck = simulate({ ir: CLASSIC, players: 4, games: 400, seed: 1, bots: random(4), rotate: true });
    expect(luck.metrics.luckShare!.value).toBeLessThan(0.3);
    expect(luck.metrics.luckShare!.ci!.high).toBeLessThan(0.5);
    expect(luck.metrics.skillGap).toBeNull();
  });

  it("a game that favours seat 0 shows it: seat 0's advantage, the others' unfairness", () => {
    const r = simulate({ ir: SEAT_ZERO, players: 4, games: 400, seed: 2, bots: random(4), rotate: true });
    const m = r.metrics;
    expect(m.seatAdvantage!.seat).toBe(0);
    expect(m.seatAdvantage!.ci!.low).toBeGreaterThan(0);
    expect(m.seats[0]!.winRateCI!.low).toBeGreaterThan(0.25);
    expect(m.seats[0]!.fairnessCI!.high).toBeLessThan(1);
    expect(m.fairness!.value).toBeLessThan(0.7);
    // Two cards each, no duty to follow: the first trick is a choice, the second forced.
    expect(simulate({ ir: SEAT_ZERO, players: 4, games: 40, seed: 2, bots: random(4), countForced: true }).metrics.forcedShare).toMatchObject({ mean: 0.5, n: 40 });
    // Classic with random bots everywhere is fair within its intervals at every seat.
    const fair = simulate({ ir: CLASSIC, players: 4, games: 400, seed: 2, bots: random(4), rotate: true }).metrics;
    for (const s of fair.seats) expect(s.fairnessCI!.high, `seat ${s.seat}`).toBe(1);
  });

  it("without rotation there is no luck share or skill gap, and seat win rates have Wilson intervals", () => {
    const r = simulate({ ir: SEAT_ZERO, players: 4, games: 100, seed: 2, bots: random(4) });
    expect(r.metrics.luckShare).toBeNull();
    expect(r.metrics.skillGap).toBeNull();
    expect(r.metrics.forcedShare).toBeNull();
    expect(r.metrics.seats.map((s) => s.winRate)).toEqual(r.seats.map((s) => s.winRate));
    expect(r.metrics.seats.map((s) => s.winRateCI)).toEqual(r.seats.map((s) => s.winRateCI));
  });
});

describe("fairness (CardStock)", () => {
  it("is 1 at the even share and falls linearly to 0 at never and always winning", () => {
    expect(fairness(0.25, 4)).toBe(1);
    expect(fairness(0.125, 4)).toBe(0.5);
    expect(fairness(0, 4)).toBe(0);
    expect(fairness(0.625, 4)).toBeCloseTo(0.5, 12);
    expect(fairness(1, 4)).toBe(0);
    expect(fairness(0.5, 2)).toBe(1);
  });
});

describe("gameShape", () => {
  it("counts lead changes, when the winner led for good and how far behind they were", () => {
    // After round 1 seat 0 leads 5-0, after round 2 seat 1 leads 5-10, and keeps the lead.
    expect(gameShape({ totals: [8, 10], roundScores: [[5, 0], [0, 10], [3, 0]], winners: [1] })).toEqual({ leadChanges: 1, decisiveness: 2 / 3, drama: 5 });
    // Led from the start: decisive, no drama.
    expect(gameShape({ totals: [9, 3, 0], roundScores: [[3, 1, 0], [3, 1, 0], [3, 1, 0]], winners: [0] })).toEqual({ leadChanges: 0, decisiveness: 1, drama: 0 });
    // Only the last round decides: seat 1 trails by 4 then by 2, and wins.
    expect(gameShape({ totals: [6, 8], roundScores: [[4, 0], [2, 4], [0, 4]], winners: [1] })).toEqual({ leadChanges: 1, decisiveness: 1 / 3, drama: 4 });
    // A tie at the top leads nobody: 0 -> tie -> 0 is no change.
    expect(gameShape({ totals: [5, 3], roundScores: [[2, 0], [0, 2], [3, 1]], winners: [0] }).leadChanges).toBe(0);
  });

  it("follows the winning direction: where the fewest points win, the lowest total leads", () => {
    expect(gameShape({ totals: [3, 9], roundScores: [[3, 1], [0, 8]], winners: [0] })).toEqual({ leadChanges: 1, decisiveness: 0.5, drama: 2 });
  });
});

describe("forced share", () => {
  const withoutTime = ({ elapsedMs: _, metrics, ...rest }: SimulateReport) => ({ ...rest, metrics: { ...metrics, forcedShare: null } });
  it("is counted on the very games simulate plays without counting", () => {
    for (const [ir, players, bots] of [
      [CLASSIC, 4, random(4)],
      [tinyIR(), 3, ["greedy", "random", "random"]],
      [loadRuleset("rulesets/stichling/stichling.stich"), 4, random(4)],
    ] as const) {
      const plain = simulate({ ir, players, games: 24, seed: 3, bots: [...bots] });
      const counted = simulate({ ir, players, games: 24, seed: 3, bots: [...bots], countForced: true });
      expect(withoutTime(counted)).toEqual(withoutTime(plain));
      expect(counted.metrics.forcedShare!.mean).toBeGreaterThan(0);
      expect(counted.metrics.forcedShare!.mean).toBeLessThan(1);
    }
  });
});
