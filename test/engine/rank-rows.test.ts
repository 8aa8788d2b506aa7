// A lead card's row of a winner tier kept per lead card, ranked in one byte per card once its every
// entry is known (tricks/winner-table.ts rankRow, read by rankedByLead in fast/rule-cycles.ts and
// bestByLead): the ranks must be the packed keys' order (equal keys equal ranks, for the tie rule), a
// row with more than 255 distinct keys or an unpacked entry stays unranked, and a ranked row is never
// read under values its entries were not computed under. The games against the general path (the
// plain interpreter, every decision listed): Stich-Meister base with random sets of rule cards at 3-5
// players and small rulesets with ties, after enough fast games that rows are ranked (checked), most
// of their tricks' winners tracked as the cards fall from a row ranked when led (trackedWinners).
import { describe, expect, it } from "vitest";
import { rankedWinners, trackedWinners } from "../../src/engine/fast/rule-cycles.js";
import { LEAD_KEYS, LEAD_SKIP, MAX_RANKS, rankRow } from "../../src/engine/tricks/winner-table.js";
import { newLeadTable, type LeadTable } from "../../src/engine/rules/lead-table.js";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay, playGeneral } from "../support/differential.js";
import { randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { FOUR_CARDS, grew, smallRuleset } from "../support/follow-rulesets.js";

/** A table of `size` cards whose row 0 holds `packed` (NaN: unpacked; undefined: the tier skips the card), every entry known. */
function rowOf(packed: readonly (number | undefined)[]): LeadTable {
  const size = packed.length;
  const t = newLeadTable(1, { players: false, round: false, rules: false, ruleIds: [] });
  t.size = size;
  t.state = new Uint8Array(size * size);
  t.packed = new Float64Array(size * size);
  t.ranks = new Uint8Array(size * size);
  t.known = new Uint16Array(size);
  t.ranked = new Uint8Array(size);
  packed.forEach((p, c) => {
    t.state[c] = p === undefined ? LEAD_SKIP : LEAD_KEYS;
    t.packed[c] = p ?? 0;
  });
  t.known[0] = size;
  rankRow(t, 0);
  return t;
}

/** Fast games without recording, as the lab and the benchmark play them: they fill the lead table. */
function warm(ir: RulesetIR, players: number, games: number): void {
  for (let seed = 10_000; seed < 10_000 + games; seed++) {
    try {
      const g = Game.create(ir, { players, seed, record: false });
      playGame(
        g,
        new Array(players).fill(randomBot),
        Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s))),
      );
    } catch {
      // A rule error ends the game; the general path is compared on it in expectSamePlay.
    }
  }
}

/**
 * The game recorded with random bots (the per-play path, on the fast compilation: trickWinner judges
 * each trick, tricks/winner.ts bestCard reading ranked rows through bestByLead) against the general path.
 */
function expectSameRecorded(ir: RulesetIR, players: number, seed: number, label: string): void {
  const digests: string[] = [];
  const g = Game.create(ir, { players, seed, record: true, onTrick: (d) => digests.push(d) });
  playGame(
    g,
    new Array(players).fill(randomBot),
    Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s))),
  );
  expect(digests, `${label}, ${players} players, seed ${seed}, recorded`).toEqual(playGeneral(ir, players, seed).digests);
}

describe("ranked rows of a winner tier kept per lead card", () => {
  it("rank by the packed keys' order, equal keys alike, 0 where the tier skips the card", () => {
    const t = rowOf([7, undefined, 3, 7, 1e12, 0]);
    expect(t.ranked[0]).toBe(1);
    expect(Array.from(t.ranks.subarray(0, 6))).toEqual([3, 0, 2, 3, 4, 1]);
  });

  it("stay unranked with an unpacked entry or more than 255 distinct keys", () => {
    expect(rowOf([1, NaN, 2]).ranked[0]).toBe(0);
    const keys = (n: number): number[] => Array.from({ length: n }, (_, i) => (i * 7919) % n);
    expect(rowOf(keys(MAX_RANKS)).ranked[0]).toBe(1);
    expect(rowOf(keys(MAX_RANKS + 1)).ranked[0]).toBe(0);
    // Many cards, few distinct keys: ranked.
    expect(rowOf(keys(400).map((k) => k % 10)).ranked[0]).toBe(1);
  });

  it("play Stich-Meister's games as the general path: base, the four cards, random card sets, 3-5 players", () => {
    const sets: string[][] = [[], FOUR_CARDS, ...randomStichMeisterCardSets(4409, 4)];
    const ranked = grew(rankedWinners);
    const tracked = grew(trackedWinners);
    let games = 0;
    for (const set of sets) {
      const ir = stichMeisterWith(set);
      if (!ir) continue;
      for (const players of [3, 4, 5]) {
        const before = rankedWinners.count;
        const trackedBefore = trackedWinners.count;
        warm(ir, players, set.length === 0 ? 600 : 150);
        for (let seed = 1; seed <= 2; seed++) expectSamePlay(ir, players, 500 + games++, set.join(" ") || "base");
        if (set.length === 0) expect(rankedWinners.count, `base, ${players} players`).toBeGreaterThan(before);
        if (set.length === 0) expect(trackedWinners.count, `base, ${players} players, tracked`).toBeGreaterThan(trackedBefore);
      }
    }
    expect(games).toBeGreaterThan(20);
    expect(ranked()).toBeGreaterThan(0);
    expect(tracked()).toBeGreaterThan(0);
  }, 240_000);

  // [label, winner, ties]: keys with many ties, the tie rule deciding between equal ranks.
  const cases: [string, string, string][] = [
    ["ties to the first card", "highest (if cls = cls of leadCard then (if rank > 6 then 3 else if rank > 3 then 2 else 1) else 0)", "first"],
    ["ties to the last card", "highest (if cls = cls of leadCard then (if rank > 6 then 3 else if rank > 3 then 2 else 1) else 0)", "last"],
    ["several keys, ties to the last card", "highest (if cls = cls of leadCard then 1 else 0), highest (if rank > 5 then 1 else 0)", "last"],
  ];
  for (const [label, winner, ties] of cases) {
    it(`plays the general path's games: ${label}`, () => {
      const ir = smallRuleset({ attrs: "card cls: if suit = red then 0 else if suit = blue then 1 else 2\ncard followCls: cls of leadCard", follow: "cls = followCls or count(hand where cls = followCls) = 0", tricks: `  ties: ${ties}`, winner, score: "score: count(won) + 3 * tricks" });
      const ranked = grew(rankedWinners);
      const tracked = grew(trackedWinners);
      for (const players of [3, 4, 5]) {
        warm(ir, players, 300);
        for (let seed = 1; seed <= 4; seed++) {
          expectSamePlay(ir, players, seed, label);
          expectSameRecorded(ir, players, seed, label);
        }
      }
      expect(ranked(), label).toBeGreaterThan(0);
      expect(tracked(), label).toBeGreaterThan(0);
    });
  }

  it("are emptied with the table when a value the tier reads changes (the player count, same deck)", () => {
    // Ranked at 3 players, where the lowest card wins; at 4 the highest does.
    const ir = smallRuleset({ attrs: "card cls: if suit = red then 0 else if suit = blue then 1 else 2\ncard followCls: cls of leadCard", follow: "cls = followCls or count(hand where cls = followCls) = 0", winner: "highest (if players = 3 then 0 - rank else rank) where cls = cls of leadCard" });
    const ranked = grew(rankedWinners);
    for (const players of [3, 4, 3, 5]) {
      warm(ir, players, 300);
      for (let seed = 1; seed <= 3; seed++) expectSamePlay(ir, players, seed, `${players} players`);
    }
    expect(ranked()).toBeGreaterThan(0);
  });
});
