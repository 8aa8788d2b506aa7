// The fast paths play the same game as the general path: the state digest after every completed
// cycle of tricks (GameOptions.onTrick), the result, the tally and any RuleError must agree, on every
// shipped ruleset and on random fixture rulesets. A fast path runs only where every mechanic of the
// ruleset declares it safe (rules/caps.ts); these tests also check that the fast paths did run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { listLoopRuns } from "../../src/engine/fast/random-plays.js";
import { ruleCycleRuns } from "../../src/engine/fast/rule-cycles.js";
import { tableDraws } from "../../src/engine/tricks/play.js";
import { tableLoopRuns } from "../../src/engine/fast/table-plays.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playFast, playGeneral, type Run } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { ROOT, loadRuleset, ruleCardFiles, rulesetFiles } from "../support/rulesets.js";
import { Rng } from "../../src/engine/rng.js";
import { compile } from "../../src/lang/index.js";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Stich-Meister base with rule cards in force (paths relative to its folder). */
function withCards(cards: readonly string[]): RulesetIR | null {
  const file = "rulesets/stich-meister/base.stich";
  const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);
  const r = compile(read(file)!, { file, readFile: read, with: cards });
  return r.ir ?? null;
}

/** Where two runs of the same game part, or null when they agree cycle for cycle and at the end. */
function divergence(general: Run, fast: Run): string | null {
  const n = Math.max(general.digests.length, fast.digests.length);
  for (let i = 0; i < n; i++) {
    const a = general.digests[i];
    const b = fast.digests[i];
    if (a === b) continue;
    if (a === undefined || b === undefined) return `after cycle ${i + 1}: one path stopped (${general.digests.length} vs ${fast.digests.length} cycles)`;
    const la = a.split("\n");
    const lb = b.split("\n");
    const k = la.findIndex((line, j) => line !== lb[j]);
    return `after cycle ${i + 1}: general ${la[k]} / fast ${lb[k]}`;
  }
  if (general.error !== fast.error) return `errors differ: ${general.error} / ${fast.error}`;
  if (JSON.stringify(general.result) !== JSON.stringify(fast.result)) return "results differ";
  if (general.error === null && JSON.stringify(general.tally) !== JSON.stringify(fast.tally)) return "tallies differ";
  return null;
}

function expectSame(ir: RulesetIR, players: number, seed: number, label = ""): Run {
  const general = playGeneral(ir, players, seed);
  const fast = playFast(ir, players, seed);
  const where = divergence(general, fast);
  expect(where, `${label} ${players} players, seed ${seed}: ${where}`).toBeNull();
  return general;
}

/**
 * Shipped rulesets whose per-card rules all answer per suit, but read more than the open leads: their
 * random plays run whole cycles with each play drawn by the rules (fast/rule-cycles.ts; by suit in
 * playRandomOffGrid where that loop may not run).
 */
const BY_SUIT = new Set(["rulesets/stich-meister/base.stich"]);

/**
 * Shipped rulesets whose per-card rules read only suits and open leads: their plays are drawn from the
 * lead table (tricks/lead-table.ts), in the loop of fast/table-plays.ts.
 */
const BY_LEADS = new Set(["rulesets/sticheln/hat-trick.stich", "rulesets/stichling/stichling.stich"]);

describe("fast and general paths play the same game, cycle by cycle", () => {
  for (const file of rulesetFiles()) {
    it(file, () => {
      const ir = loadRuleset(file);
      const caps = Game.fastPaths(ir);
      const before = cycleLoopRuns.count;
      const ruleBefore = ruleCycleRuns.count;
      const tableBefore = tableDraws.count;
      const tableLoopBefore = tableLoopRuns.count;
      let cycles = 0;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 3; seed++) cycles += expectSame(ir, players, seed).digests.length;
      }
      // The digests were compared (games have cycles), and where the rules allow it the cycle loop ran.
      expect(cycles).toBeGreaterThan(0);
      if (caps.cycles) expect(cycleLoopRuns.count).toBeGreaterThan(before);
      if (BY_SUIT.has(file)) expect(ruleCycleRuns.count).toBeGreaterThan(ruleBefore);
      if (BY_LEADS.has(file)) expect(tableDraws.count).toBeGreaterThan(tableBefore);
      if (BY_LEADS.has(file)) expect(tableLoopRuns.count).toBeGreaterThan(tableLoopBefore);
    });
  }

  it("on random fixture rulesets", () => {
    const before = cycleLoopRuns.count;
    const tableBefore = tableDraws.count;
    const tableLoopBefore = tableLoopRuns.count;
    let grid = 0;
    let finished = 0;
    let stopped = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawnPlayers, seed) => {
        const players = playersFor(ir, drawnPlayers);
        if (Game.fastPaths(ir).grid) grid++;
        const run = expectSame(ir, players, seed, label);
        if (run.error === null) finished++;
        else stopped++;
      }),
      { numRuns: 150 },
    );
    // The draws covered rules with and without the fast paths, games that finish and games the rules stop.
    expect(grid).toBeGreaterThan(10);
    expect(cycleLoopRuns.count).toBeGreaterThan(before);
    // Some drawn rules read only suits and open leads: their plays came from the lead table.
    expect(tableDraws.count).toBeGreaterThan(tableBefore);
    expect(tableLoopRuns.count).toBeGreaterThan(tableLoopBefore);
    expect(finished).toBeGreaterThan(50);
    expect(stopped + finished).toBe(150);
  });

  // The tabled card attributes and lifted per-card rules (rules/compile.ts) against the reference
  // compilation, where they matter most: Stich-Meister's per-card classes under rule cards. Every card
  // alone (at 3, 4 and 5 players in turn), and random sets of four at every player count.
  it("on Stich-Meister with every rule card alone and with random sets of four", () => {
    const cards = ruleCardFiles("stich-meister").map((f) => f.slice("rulesets/stich-meister/".length));
    const sets: string[][] = cards.map((c) => [c]);
    const rng = new Rng(2026);
    for (let i = 0; i < 12; i++) {
      const pool = [...cards];
      rng.shuffle(pool);
      sets.push(pool.slice(0, 4).sort());
    }
    let games = 0;
    const listedBefore = listLoopRuns.count;
    sets.forEach((set, i) => {
      const ir = withCards(set);
      // A set whose cards cannot be in force together does not compile (the draft never brings it).
      if (!ir) return;
      const counts = set.length === 1 ? [ir.players.min + (i % 3)] : [3, 4, 5];
      for (const players of counts) {
        expectSame(ir, players, 7 + games, set.join(" "));
        games++;
      }
    });
    // Every card alone compiles, and most random sets do; sets whose trump rules read the rank (card 1:
    // the 2s) are answered card by card, so their random plays ran in the loop that lists them.
    expect(games).toBeGreaterThan(cards.length + 20);
    expect(listLoopRuns.count).toBeGreaterThan(listedBefore);
  }, 180_000);

  it("tells two different games apart (the comparison can fail)", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const a = playGeneral(ir, 4, 1);
    const b = playFast(ir, 4, 2);
    expect(divergence(a, b)).toMatch(/^after cycle 1: /);
    expect(divergence(a, playFast(ir, 4, 1))).toBeNull();
  });
});
