import { describe, expect, it } from "vitest";
import { simulate, SimulateOptionsError, type SimulateReport } from "../../src/sim/simulate.js";
import { gameSeed } from "../../src/engine/rng.js";
import { UnknownBotError } from "../../src/bots/registry.js";
import { randomBot } from "../../src/bots/random.js";
import type { Bot } from "../../src/bots/bot.js";
import type { Seat } from "../../src/engine/types.js";
import { deadlockIR, sometimesStuckIR, tinyIR } from "../support/sim-fixtures.js";
import { assertMatchesSchema } from "../support/schemas.js";

const withoutTime = ({ elapsedMs: _, ...rest }: SimulateReport) => rest;

describe("simulate", () => {
  it("gives the same report for the same seed, and a different one for another seed", () => {
    const opts = { ir: tinyIR(), players: 3, games: 200, bots: ["random", "random", "random"] };
    const a = simulate({ ...opts, seed: 7 });
    const b = simulate({ ...opts, seed: 7 });
    const c = simulate({ ...opts, seed: 8 });
    expect(withoutTime(a)).toEqual(withoutTime(b));
    expect(withoutTime(c).seats).not.toEqual(withoutTime(a).seats);
    expect(a).toMatchObject({ ruleset: "Tiny", name: "Tiny", players: 3, seed: 7, gamesRequested: 200, games: 200, failures: 0 });
  });

  it("matches schemas/simulate-report.schema.json, with and without failures", () => {
    assertMatchesSchema("simulate-report", simulate({ ir: tinyIR(), players: 2, games: 20, seed: 1, bots: ["random", "random"] }));
    assertMatchesSchema("simulate-report", simulate({ ir: deadlockIR(), players: 2, games: 20, seed: 1, bots: ["random", "random"] }));
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
  });

  it("reports tricks won from the events: 2 rounds x 2 tricks per game, and score = tricks in Tiny", () => {
    const report = simulate({ ir: tinyIR(), players: 2, games: 100, seed: 5, bots: ["random", "random"] });
    expect(report.seats.reduce((sum, s) => sum + s.meanTricksWon, 0)).toBeCloseTo(4, 10);
    for (const s of report.seats) expect(s.meanScore).toBeCloseTo(s.meanTricksWon, 10);
  });

  it("records every failing game with its seed and code instead of throwing", () => {
    const report = simulate({ ir: deadlockIR(), players: 2, games: 25, seed: 9, bots: ["random", "random"] });
    expect(report.games).toBe(0);
    expect(report.failures).toBe(25);
    expect(report.failureSamples).toHaveLength(10);
    report.failureSamples.forEach((f, i) => {
      expect(f).toMatchObject({ game: i, seed: gameSeed(9, i), code: "no-legal-action" });
      expect(f.message).toContain(`seed ${f.seed}`);
    });
  });

  it("keeps going after a failure: finished and failed games add up", () => {
    const report = simulate({ ir: sometimesStuckIR(), players: 2, games: 200, seed: 2, bots: ["random", "random"] });
    expect(report.games).toBeGreaterThan(0);
    expect(report.failures).toBeGreaterThan(0);
    expect(report.games + report.failures).toBe(200);
  });

  it("records a bot's illegal action as a failure", () => {
    const cheat: Bot = { name: "cheat", choose: (_ctx, legal) => ({ ...legal[0]!, cards: [] }) as never };
    const report = simulate({ ir: tinyIR(), players: 2, games: 3, seed: 1, bots: [cheat, randomBot] });
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
    expect(() => simulate({ ir, players: 2, games: 1, seed: 1, bots: ["random", "genius"] })).toThrow('unknown bot "genius"; known bots: random');
  });
});
