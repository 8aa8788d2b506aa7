// The benchmark's hand-written Sticheln Classic (bench/handwritten/) must play exactly the games the
// compiled engine plays for the same seeds, or the benchmark compares different work. Not timed.
import { describe, expect, it } from "vitest";
import type { Game } from "../../src/index.js";
import { CLASSIC, firstDifference, gameSeed, handwrittenPlayer, loadRuleset, playCompiledGame } from "../../bench/games.js";

const GAMES = 300;
const BATCH_SEED = 20240;
const ir = loadRuleset(CLASSIC);

interface Played {
  readonly seed: number;
  readonly game: Game;
}

/** The compiled games of one player count, shared by the tests below. */
const compiled = new Map<number, Played[]>();
function compiledGames(players: number): Played[] {
  let list = compiled.get(players);
  if (!list) {
    list = Array.from({ length: GAMES }, (_, i) => {
      const seed = gameSeed(BATCH_SEED + players, i);
      return { seed, game: playCompiledGame(ir, players, seed) };
    });
    compiled.set(players, list);
  }
  return list;
}

describe("hand-written Sticheln Classic = compiled classic.stich", () => {
  it.each([3, 4, 5, 6, 7, 8])("%i players: same round scores, totals, dealers and winners", (players) => {
    const hand = handwrittenPlayer(players);
    const mismatches: string[] = [];
    for (const { seed, game } of compiledGames(players)) {
      const a = game.result()!;
      const b = hand(seed);
      const dealers = game.events.flatMap((e) => (e.type === "roundStart" ? [e.dealer] : []));
      const diff =
        firstDifference(a, b) ??
        (dealers.join() !== b.dealers.join() ? `dealers ${dealers.join()} vs ${b.dealers.join()}` : null) ??
        (a.winners.join() !== b.winners.join() ? `winners ${a.winners.join()} vs ${b.winners.join()}` : null);
      if (diff !== null) mismatches.push(`seed ${seed}: compiled vs hand-written ${diff}`);
    }
    expect(mismatches.slice(0, 5), `${mismatches.length} of ${GAMES} games differ`).toEqual([]);
  });

  // Agreement only proves something about the rules these games exercise. Check that the seeds above
  // reach the cases where a slip in the hand-written rules would show (a 0 as trump, the trump tie,
  // the dealer tie-breaks), so the test above would fail on one.
  it("the compared games exercise the tricky rules", () => {
    const seen = { trumpWins: 0, tiedTopTrumps: 0, zeroOffSuitLoses: 0, ledZeroBeaten: 0, dealerTieOnTotal: 0, dealerTieOnBoth: 0 };
    for (let players = 3; players <= 8; players++) {
      for (const { game } of compiledGames(players)) {
        for (const e of game.events) {
          if (e.type === "trick") {
            const cards = e.plays.map((p) => game.cards[p.card]!);
            const trumps = cards.filter((c) => c.suit !== e.lead && c.rank !== 0);
            const top = Math.max(0, ...trumps.map((c) => c.rank));
            if (trumps.length > 0) seen.trumpWins++;
            if (trumps.filter((c) => c.rank === top).length > 1) seen.tiedTopTrumps++;
            if (trumps.length === 0 && cards.some((c) => c.suit !== e.lead)) seen.zeroOffSuitLoses++;
            if (trumps.length === 0 && cards[0]!.rank === 0 && cards.length > 1 && e.winner !== e.plays[0]!.seat) seen.ledZeroBeaten++;
          } else if (e.type === "roundEnd") {
            if (e.round < 5) {
              const low = Math.min(...e.totals);
              const tied = e.totals.flatMap((t, s) => (t === low ? [s] : []));
              if (tied.length > 1) seen.dealerTieOnTotal++;
              const lowScore = Math.min(...tied.map((s) => e.scores[s]!));
              if (tied.filter((s) => e.scores[s] === lowScore).length > 1) seen.dealerTieOnBoth++;
            }
          }
        }
      }
    }
    for (const [rule, count] of Object.entries(seen)) expect(count, rule).toBeGreaterThan(0);
  });
});
