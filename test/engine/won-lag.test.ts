// The won pile lagging the held tricks' log while the whole-trick random loop runs (tricks/held.ts
// lagWonPile, fast/rule-cycles.ts): a round ended inside the loop empties a won pile that was never
// filled, and the loop's end puts the cards of the tricks held since into it. Against the general
// path (recording: the pile filled at every trick, the held tricks built when held), the same game and
// the same state (the won piles, the held tricks, the digest) wherever a game stops: at its end, at the
// end of a round it was ended after (Game.endAfterRound), and in a clone taken between rounds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { RuleError } from "../../src/engine/errors.js";
import { withHeldBuilt } from "../../src/engine/tricks/held.js";
import { HeldTricks, wonPilesSkipped } from "../../src/engine/core/held-tricks.js";
import { Trick } from "../../src/engine/core/trick.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

const BASE = "rulesets/stich-meister/base.stich";

function streams(players: number, seed: number): Rng[] {
  return Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s)));
}

interface Stop {
  readonly state: string;
  readonly digest: string;
  readonly result: string;
  readonly error: string | null;
}

function stopOf(g: Game, error: string | null): Stop {
  return { state: JSON.stringify(g.state()), digest: g.digest(), result: JSON.stringify(g.result()), error };
}

/** Runs `play` on a new game, catching a RuleError (both sides must raise the same one). */
function attempt(ir: RulesetIR, players: number, seed: number, record: boolean, play: (g: Game, rngs: Rng[]) => void): Stop {
  let g: Game | null = null;
  try {
    g = Game.create(ir, { players, seed, record });
    play(g, streams(players, seed));
    return stopOf(g, null);
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    // A game stopped by an error: its digest (the referee's state would judge the open trick again).
    return { state: "", digest: g === null ? "" : g.digest(), result: "", error: `${err.code}: ${err.message}` };
  }
}

/** Every decision listed and drawn as playGame draws, recording, held tricks built when held: the won pile filled at every trick. */
function general(ir: RulesetIR, players: number, seed: number, endAfter = 0): Stop {
  return withHeldBuilt(() =>
    attempt(ir, players, seed, true, (g, rngs) => {
      while (!g.isOver) {
        if (g.round === endAfter) g.endAfterRound();
        const seat = g.toAct()[0]!;
        g.apply(seat, rngs[g.decider(seat)]!.pick(g.legalActions(seat)));
      }
    }),
  );
}

/** As the lab plays random bots (no recording, no probe): the whole-trick loop, the won pile lagging where it may. */
function fast(ir: RulesetIR, players: number, seed: number, endAfter = 0, first = 0): Stop {
  return attempt(ir, players, seed, false, (g, rngs) => {
    // The first `first` decisions one at a time (the won pile filled at every trick), as the general path draws them.
    for (let i = 0; i < first && !g.isOver; i++) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rngs[g.decider(seat)]!.pick(g.legalActions(seat)));
    }
    // The rounds before `endAfter` one loop call each (a round guard), then the rest as playGame plays it.
    for (let r = g.round; r < endAfter; r++) g.applyRandomPlays(rngs, r);
    if (endAfter > 0) g.endAfterRound();
    playGame(g, new Array(players).fill(randomBot), rngs);
  });
}

function expectSame(ir: RulesetIR, players: number, seed: number, label: string, endAfter = 0, first = 0): void {
  const a = general(ir, players, seed, endAfter);
  const b = fast(ir, players, seed, endAfter, first);
  const at = `${label}, ${players} players, seed ${seed}${endAfter > 0 ? `, ended after round ${endAfter}` : ""}${first > 0 ? `, the loop from decision ${first + 1}` : ""}`;
  expect(b.error, at).toBe(a.error);
  expect(b.result, at).toBe(a.result);
  expect(b.state, `${at}: state`).toBe(a.state);
  expect(b.digest, `${at}: digest`).toBe(a.digest);
}

describe("the won pile lagging the held tricks in the whole-trick loop plays and leaves the same game", () => {
  it("Stich-Meister base at 3, 4 and 5 players, to the end and ended after each round", () => {
    const ir = loadRuleset(BASE);
    const before = wonPilesSkipped.count;
    for (let players = 3; players <= 5; players++) {
      for (let seed = 1; seed <= 5; seed++) {
        expectSame(ir, players, seed, "base");
        for (let r = 1; r <= players; r++) expectSame(ir, players, 100 + seed, "base", r);
        // The loop entered in the middle of a round whose won pile holds tricks already (lagging from there).
        expectSame(ir, players, 200 + seed, "base", 0, 7 + 5 * seed);
        expectSame(ir, players, 300 + seed, "base", players, 9 + 3 * seed);
      }
    }
    // The lab's side left won piles unfilled (each game's rounds but its last): the lagging path ran.
    expect(wonPilesSkipped.count - before).toBeGreaterThan(30);
  });

  it("a game's state after the loop's rounds is its own: cloned between rounds, both play on alike", () => {
    const ir = loadRuleset(BASE);
    const g = Game.create(ir, { players: 4, seed: 7, record: false });
    const rngs = streams(4, 7);
    const before = wonPilesSkipped.count;
    g.applyRandomPlays(rngs, 1);
    g.applyRandomPlays(rngs, 2);
    expect(wonPilesSkipped.count - before).toBe(2);
    const copy = g.clone({ record: false });
    const copyRngs = rngs.map((r) => r.clone());
    playGame(g, new Array(4).fill(randomBot), rngs);
    playGame(copy, new Array(4).fill(randomBot), copyRngs);
    expect(JSON.stringify(copy.state())).toBe(JSON.stringify(g.state()));
    expect(copy.digest()).toBe(g.digest());
    expect(JSON.stringify(g.state())).toBe(general(ir, 4, 7).state);
  });

  it("Stich-Meister with random sets of rule cards at 3, 4 and 5 players", () => {
    // The bench's four cards; a trick held by the winner's left neighbour (35); random sets.
    const sets = [["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"], ["cards/35-trick-to-the-left.stich"], ...randomStichMeisterCardSets(2627, 24)];
    const before = wonPilesSkipped.count;
    let games = 0;
    sets.forEach((set, i) => {
      const ir = stichMeisterWith(set);
      if (!ir) return;
      for (const players of [3, 4, 5]) {
        expectSame(ir, players, 31 + i * 3 + players, set.join(" "));
        expectSame(ir, players, 71 + i * 3 + players, set.join(" "), 0, 2 * players + i);
        games++;
      }
    });
    expect(games).toBeGreaterThan(60);
    expect(wonPilesSkipped.count).toBeGreaterThan(before);
  }, 180_000);

  it("on random fixture rulesets", () => {
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawn, seed) => {
        expectSame(ir, playersFor(ir, drawn), seed, label);
      }),
      { numRuns: 150 },
    );
  }, 180_000);

  it("held tricks read while the won pile lags throw instead of showing a pile out of step; caught up, they read", () => {
    const held = new HeldTricks(3, false, true);
    const t = new Trick();
    t.reset(1, 0);
    t.add(0, 5);
    t.add(1, 9);
    t.add(2, 2);
    expect(held.pushPlayed(1, 1, 1, t)).toBe(true);
    held.lagWon();
    expect(held.pushPlayed(2, 2, 2, t)).toBe(false);
    expect(() => held.of(2)).toThrow(/won pile lags/);
    expect(() => held.clone()).toThrow(/won pile lags/);
    expect(() => held.toJSON()).toThrow(/won pile lags/);
    // The pile took the first trick's cards when it was held; catching up adds only the second's.
    const won = [[], [5, 9, 2], []];
    held.catchUpWon(won);
    expect(won).toEqual([[], [5, 9, 2], [5, 9, 2]]);
    expect(held.of(2)).toEqual([{ cards: [5, 9, 2], number: 2, played: true, winner: 2 }]);
  });
});
