import { describe, expect, it } from "vitest";
import {
  simulate,
  SimulateOptionsError,
  planSimulation,
  runSimulationChunk,
  simulationReport,
  chunkGames,
  rotatesByDefault,
  type GameRecord,
  type SimulateReport,
} from "../../src/sim/simulate.js";
import { emptyAggregate, mergeAggregate } from "../../src/sim/aggregate.js";
import { chunkRunner } from "../../src/sim/simulate-worker.js";
import { gameSeed } from "../../src/engine/rng.js";
import { UnknownBotError } from "../../src/bots/registry.js";
import { randomBot } from "../../src/bots/random.js";
import type { Bot } from "../../src/bots/bot.js";
import type { GameEvent, Seat } from "../../src/engine/types.js";
import { deadlockIR, sometimesStuckIR, tinyIR } from "../support/sim-fixtures.js";
import { assertMatchesSchema } from "../support/schemas.js";
import { loadRuleset } from "../support/rulesets.js";

const withoutTime = ({ elapsedMs: _, ...rest }: SimulateReport) => rest;

/** A random bot under another name, so a line-up can tell seats apart. */
const named = (name: string): Bot => ({ name, choose: randomBot.choose });

describe("simulate", () => {
  it("gives the same report for the same seed, and a different one for another seed", () => {
    const opts = { ir: tinyIR(), players: 3, games: 200, bots: ["random", "random", "random"] };
    const a = simulate({ ...opts, seed: 7 });
    const b = simulate({ ...opts, seed: 7 });
    const c = simulate({ ...opts, seed: 8 });
    expect(withoutTime(a)).toEqual(withoutTime(b));
    expect(withoutTime(c).seats).not.toEqual(withoutTime(a).seats);
    expect(a).toMatchObject({ ruleset: "Tiny", name: "Tiny", players: 3, seed: 7, gamesRequested: 200, games: 200, failures: 0, rotate: false, deals: 200 });
  });

  it("matches schemas/simulate-report.schema.json, with and without failures, rotated or not, and with no games", () => {
    assertMatchesSchema("simulate-report", simulate({ ir: tinyIR(), players: 2, games: 20, seed: 1, bots: ["random", "random"] }));
    assertMatchesSchema("simulate-report", simulate({ ir: deadlockIR(), players: 2, games: 20, seed: 1, bots: ["random", "random"] }));
    assertMatchesSchema("simulate-report", simulate({ ir: sometimesStuckIR(), players: 3, games: 30, seed: 1, bots: ["greedy", "random", "random"] }));
    assertMatchesSchema("simulate-report", simulate({ ir: tinyIR(), players: 2, games: 0, seed: 1, bots: ["random", "random"] }));
    assertMatchesSchema("simulate-report", simulate({ ir: tinyIR(), players: 2, games: 1, seed: 1, bots: ["random", "random"] }));
  });

  it("counts a shared win 1/k, so the win rates sum to 1", () => {
    let shared = 0;
    const report = simulate({
      ir: tinyIR(),
      players: 4,
      games: 300,
      seed: 3,
      bots: ["random", "random", "random", "random"],
      onGame: ({ game }) => void (shared += (game?.result()?.winners.length ?? 1) > 1 ? 1 : 0),
    });
    expect(shared).toBeGreaterThan(0); // the case under test happens in this batch
    expect(report.seats.reduce((sum, s) => sum + s.winRate, 0)).toBeCloseTo(1, 10);
    expect(report.bots).toHaveLength(1);
    expect(report.bots[0]).toMatchObject({ bot: "random", seatsPerGame: 4, deals: 300, seatGames: 1200 });
    expect(report.bots[0]!.winRate).toBeCloseTo(0.25, 10);
  });

  it("reports tricks won from the events: 2 rounds x 2 tricks per game, and score = tricks in Tiny", () => {
    const report = simulate({ ir: tinyIR(), players: 2, games: 100, seed: 5, bots: ["random", "random"] });
    expect(report.seats.reduce((sum, s) => sum + s.meanTricksWon, 0)).toBeCloseTo(4, 10);
    expect(report.seats.reduce((sum, s) => sum + s.meanTricksPerRound, 0)).toBeCloseTo(2, 10);
    for (const s of report.seats) expect(s.meanScore).toBeCloseTo(s.meanTricksWon, 10);
    // Each round: both seats choose a card to keep, then play 2 tricks of 2 cards.
    expect(report.length).toEqual({ rounds: { mean: 2, min: 2, max: 2 }, tricks: { mean: 4, min: 4, max: 4 }, decisions: { mean: 12, min: 12, max: 12 }, roundsDistribution: [{ rounds: 2, games: 100 }] });
  });

  it("gives intervals around the means, and a histogram of every seat's final score", () => {
    const report = simulate({ ir: tinyIR(), players: 2, games: 100, seed: 5, bots: ["random", "random"] });
    for (const s of report.seats) {
      expect(s.meanScoreCI!.low).toBeLessThan(s.meanScore);
      expect(s.meanScoreCI!.high).toBeGreaterThan(s.meanScore);
      expect(s.winRateCI!.low).toBeLessThan(s.winRate);
      expect(s.winRateCI!.high).toBeGreaterThan(s.winRate);
    }
    const h = report.scoreHistogram;
    expect(h.scores).toBe(200);
    expect(h.bucketWidth).toBe(1);
    expect(h.wholeScores).toBe(true);
    expect(h.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(200);
    // Score = tricks won, 0..4 in a game of 2 x 2 tricks.
    expect(h.buckets[0]!.from).toBeGreaterThanOrEqual(0);
    expect(h.buckets.at(-1)!.to).toBeLessThanOrEqual(5);
  });

  it("records every failing game with its seed and code instead of throwing", () => {
    const report = simulate({ ir: deadlockIR(), players: 2, games: 25, seed: 9, bots: ["random", "random"] });
    expect(report.games).toBe(0);
    expect(report.failures).toBe(25);
    expect(report.failureSamples).toHaveLength(10);
    report.failureSamples.forEach((f, i) => {
      expect(f).toMatchObject({ game: i, seed: gameSeed(9, i), code: "no-legal-action", deal: i, rotation: 0, bots: ["random", "random"] });
      expect(f.message).toContain(`seed ${f.seed}`);
    });
    expect(report.seats[0]).toMatchObject({ games: 0, meanScoreCI: null, winRateCI: null });
    expect(report.bots[0]).toMatchObject({ deals: 0, seatGames: 0, meanScoreCI: null, winRateCI: null });
  });

  it("keeps going after a failure: finished and failed games add up", () => {
    const report = simulate({ ir: sometimesStuckIR(), players: 2, games: 200, seed: 2, bots: ["random", "random"] });
    expect(report.games).toBeGreaterThan(0);
    expect(report.failures).toBeGreaterThan(0);
    expect(report.games + report.failures).toBe(200);
  });

  it("records a bot's illegal action as a failure", () => {
    const cheat: Bot = { name: "cheat", choose: (_ctx, legal) => ({ ...legal[0]!, cards: [] }) as never };
    const report = simulate({ ir: tinyIR(), players: 2, games: 3, seed: 1, bots: [cheat, randomBot], rotate: false });
    expect(report.failures).toBe(3);
    expect(report.failureSamples[0]).toMatchObject({ code: "illegal-action" });
    expect(report.seats.map((s) => s.bot)).toEqual(["cheat", "random"]);
  });

  it("shows each bot only its own seat's observation, and lets all seats of a simultaneous decision decide first", () => {
    const seen: { seat: Seat; toAct: readonly Seat[]; othersHidden: boolean }[] = [];
    const spy: Bot = {
      name: "spy",
      choose(ctx, legal, rng) {
        const obs = ctx.observation();
        const start = obs.events.find((e) => e.type === "roundStart");
        const othersHidden = start?.type === "roundStart" && start.hands.every((h, s) => (s === obs.seat) === (h !== null));
        seen.push({ seat: obs.seat, toAct: obs.toAct, othersHidden });
        return randomBot.choose(ctx, legal, rng);
      },
    };
    simulate({ ir: tinyIR(), players: 2, games: 1, seed: 4, bots: [spy, spy] });
    expect(seen.every((s) => s.othersHidden)).toBe(true);
    // The secret choice opens each round: both seats decide while both are still to act.
    expect(seen.slice(0, 2)).toEqual([
      { seat: 0, toAct: [0, 1], othersHidden: true },
      { seat: 1, toAct: [0, 1], othersHidden: true },
    ]);
  });

  it("rejects options that cannot work, naming the problem", () => {
    const ir = tinyIR();
    expect(() => simulate({ ir, players: 5, games: 1, seed: 1, bots: Array(5).fill("random") })).toThrow(SimulateOptionsError);
    expect(() => simulate({ ir, players: 5, games: 1, seed: 1, bots: Array(5).fill("random") })).toThrow("2..4");
    expect(() => simulate({ ir, players: 2, games: 1, seed: 1, bots: ["random"] })).toThrow("one bot per seat");
    expect(() => simulate({ ir, players: 2, games: 1, seed: -1, bots: ["random", "random"] })).toThrow("seed");
    expect(() => simulate({ ir, players: 2, games: 1, seed: 1, bots: ["random", "genius"] })).toThrow(UnknownBotError);
    expect(() => simulate({ ir, players: 2, games: 1, seed: 1, bots: ["random", "genius"] })).toThrow('unknown bot "genius"');
  });
});

describe("seat rotation over duplicate deals", () => {
  const hands = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "roundStart" ? [e.hands] : []));

  it("is on by default exactly when the line-up has different bots", () => {
    expect(rotatesByDefault(["random", "random"])).toBe(false);
    expect(rotatesByDefault(["greedy", "random"])).toBe(true);
    expect(rotatesByDefault([named("a"), named("a")])).toBe(false);
    expect(simulate({ ir: tinyIR(), players: 2, games: 4, seed: 1, bots: ["greedy", "random"] }).rotate).toBe(true);
  });

  it("plays each deal once per rotation, every bot in every seat, with the same cards", () => {
    const players = 3;
    const records: GameRecord[] = [];
    const report = simulate({
      ir: tinyIR(),
      players,
      games: 30,
      seed: 11,
      bots: [named("a"), named("b"), named("c")],
      onGame: (r) => void records.push(r),
    });
    expect(report).toMatchObject({ rotate: true, deals: 10, games: 30, lineup: ["a", "b", "c"] });
    expect(report.seats.every((s) => s.bot === null)).toBe(true);
    for (let deal = 0; deal < 10; deal++) {
      const games = records.filter((r) => r.deal === deal);
      expect(games.map((r) => r.rotation)).toEqual([0, 1, 2]);
      expect(games.map((r) => r.index)).toEqual([deal * 3, deal * 3 + 1, deal * 3 + 2]);
      expect(new Set(games.map((r) => r.seed))).toEqual(new Set([gameSeed(11, deal)]));
      // Rotation r moves every bot r seats on.
      expect(games.map((r) => r.bots)).toEqual([
        ["a", "b", "c"],
        ["c", "a", "b"],
        ["b", "c", "a"],
      ]);
      // Each bot sits in each seat exactly once per deal...
      for (const bot of ["a", "b", "c"]) {
        expect(games.map((r) => r.bots.indexOf(bot)).sort()).toEqual([0, 1, 2]);
      }
      // ...and the deal is the same cards every time, in every round, whatever the bots did.
      const dealt = games.map((r) => hands(r.game!.events));
      expect(dealt[0]!.length).toBe(2);
      expect(dealt[1]).toEqual(dealt[0]);
      expect(dealt[2]).toEqual(dealt[0]);
    }
  });

  it("rounds the games up to whole deals, and counts every bot's seat-games", () => {
    const report = simulate({ ir: tinyIR(), players: 3, games: 10, seed: 2, bots: ["greedy", "random", "random"] });
    expect(report).toMatchObject({ gamesRequested: 10, deals: 4, games: 12 });
    expect(report.bots.map((b) => [b.bot, b.seatsPerGame, b.deals, b.seatGames])).toEqual([
      ["greedy", 1, 4, 12],
      ["random", 2, 4, 24],
    ]);
    // Every seat-game's win share is counted once: 12 games' wins in all.
    expect(report.bots.reduce((sum, b) => sum + b.winRate * b.seatGames, 0)).toBeCloseTo(12, 10);
  });

  it("can be turned off: game i is then deal i, as without rotation", () => {
    const records: GameRecord[] = [];
    const report = simulate({ ir: tinyIR(), players: 2, games: 5, seed: 3, bots: ["greedy", "random"], rotate: false, onGame: (r) => void records.push(r) });
    expect(report).toMatchObject({ rotate: false, deals: 5, games: 5 });
    expect(report.seats.map((s) => s.bot)).toEqual(["greedy", "random"]);
    expect(records.map((r) => [r.deal, r.rotation, r.seed])).toEqual([0, 1, 2, 3, 4].map((i) => [i, 0, gameSeed(3, i)]));
  });

  it("leaves a deal with a failed game out of the per-bot statistics, but not out of the per-seat ones", () => {
    // "b" plays an illegal card from seat 1 only: it fails in rotation 0 of every deal, and finishes in rotation 1.
    const b: Bot = { name: "b", choose: (ctx, legal, rng) => (ctx.seat === 1 ? ({ ...legal[0]!, cards: [] } as never) : randomBot.choose(ctx, legal, rng)) };
    const report = simulate({ ir: tinyIR(), players: 2, games: 20, seed: 2, bots: [named("a"), b] });
    expect(report).toMatchObject({ rotate: true, deals: 10, games: 10, failures: 10 });
    expect(report.failureSamples.map((f) => [f.deal, f.rotation, f.bots])).toEqual(Array.from({ length: 10 }, (_, d) => [d, 0, ["a", "b"]]));
    expect(report.bots.map((x) => [x.bot, x.deals, x.seatGames])).toEqual([
      ["a", 0, 0],
      ["b", 0, 0],
    ]);
    expect(report.seats.map((s) => s.games)).toEqual([10, 10]);
  });
});

describe("chunks", () => {
  it("cover the batch in order, whole deals each, and depend only on the options", () => {
    const plan = planSimulation({ ir: tinyIR(), players: 3, games: 1000, seed: 1, bots: ["greedy", "random", "random"] });
    const ranges = Array.from({ length: plan.chunks }, (_, c) => chunkGames(plan, c));
    expect(ranges[0]!.first).toBe(0);
    expect(ranges.at(-1)!.end).toBe(plan.games);
    ranges.slice(1).forEach((r, i) => expect(r.first).toBe(ranges[i]!.end));
    for (const r of ranges) expect(r.first % 3).toBe(0);
  });

  it("merged in order give simulate()'s report, whoever played them (here: the worker task)", () => {
    const opts = { ir: tinyIR(), players: 4, games: 160, seed: 21, bots: ["greedy", "random", "random", "random"] };
    const plan = planSimulation(opts);
    expect(plan.chunks).toBeGreaterThan(1);
    const run = chunkRunner({ plan: structuredClone(plan), logs: false });
    const total = emptyAggregate(plan.players, plan.botLabels);
    for (let c = 0; c < plan.chunks; c++) mergeAggregate(total, structuredClone(run({ chunk: c, progress: null }).aggregate));
    expect(withoutTime(simulationReport(plan, total, 0))).toEqual(withoutTime(simulate(opts)));
  });

  it("give the same aggregate with or without the games' events kept (record)", () => {
    // Random bots alone: by default no events are kept; a log writer asks for them.
    for (const file of ["rulesets/sticheln/classic.stich", "rulesets/stichling/stichling.stich"]) {
      const plan = planSimulation({ ir: loadRuleset(file), players: 4, games: 40, seed: 9, bots: ["random", "random", "random", "random"] });
      const recorded: boolean[] = [];
      const kept = (record?: boolean) => {
        const total = emptyAggregate(plan.players, plan.botLabels);
        for (let c = 0; c < plan.chunks; c++) {
          const onGame = (r: GameRecord) => recorded.push(r.game!.isRecording);
          mergeAggregate(total, runSimulationChunk(plan, c, { onGame, ...(record !== undefined ? { record } : {}) }));
        }
        return withoutTime(simulationReport(plan, total, 0));
      };
      const bare = kept();
      expect(recorded.every((r) => !r)).toBe(true);
      expect(kept(true)).toEqual(bare);
      expect(recorded.slice(40).every((r) => r)).toBe(true);
      expect(bare.length.tricks.mean).toBeGreaterThan(0);
      expect(bare.seats.every((s) => s.meanTricksWon > 0)).toBe(true);
    }
  });

  it("reject a chunk number outside the plan", () => {
    const plan = planSimulation({ ir: tinyIR(), players: 2, games: 10, seed: 1, bots: ["random", "random"] });
    expect(() => runSimulationChunk(plan, plan.chunks)).toThrow(RangeError);
  });
});
