// The search bots' playout (bots/playout.ts playOutRound) plays the same round as the general path:
// from the same position and the same random stream, picking every action with
// rng.pick(legalActions) until the round is scored gives the same state digest, the same round
// scores, the same error and leaves the stream in the same place as playOutRound on a recording copy
// and on an unrecorded one (which takes the engine's whole-cycle loop where the rules allow). The
// positions are taken in every round but the last of the full rulesets, so a playout that ran on
// past the round's end (a missing round guard) would differ.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { playOutRound } from "../../src/bots/playout.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { FIXTURES } from "./fixtures.js";

interface Outcome {
  readonly digest: string;
  readonly round: number;
  readonly over: boolean;
  readonly scores: number[] | null;
  readonly error: string | null;
  /** The stream's next draw: equal only if both sides drew as often. */
  readonly next: number;
}

function outcome(game: Game, rng: Rng, run: () => void): Outcome {
  let error: string | null = null;
  try {
    run();
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    error = err.message;
  }
  return { digest: game.digest(), round: game.round, over: game.isOver, scores: game.lastRoundScores(), error, next: rng.nextUint32() };
}

/** The general path: every action picked from the listed legal actions, until the round is scored. */
function generalRound(game: Game, round: number, rng: Rng): void {
  while (!game.isOver && game.round === round) {
    const sole = game.singleActor();
    const seat = sole >= 0 ? sole : game.toAct()[0]!;
    game.apply(seat, rng.pick(game.legalActions(seat)));
  }
}

/**
 * Plays a random game of `ir` and, at every `every`-th decision, plays the rest of the round out all
 * three ways from a copy of the position, expecting the same. Returns how many positions were compared.
 */
function compareGame(ir: RulesetIR, players: number, seed: number, every: number, label: string): number {
  const rng = new Rng(seed);
  let compared = 0;
  try {
    // Inside the try: a random ruleset's deal may not fit the drawn player count (a RuleError).
    const game = Game.create(ir, { players, seed });
    for (let d = 0; !game.isOver; d++) {
      if (d % every === every - 1) {
        const round = game.round;
        const s = seed * 1000 + d;
        const general = game.clone();
        const rg = new Rng(s);
        const a = outcome(general, rg, () => generalRound(general, round, rg));
        const rec = game.clone();
        const ra = new Rng(s);
        const b = outcome(rec, ra, () => playOutRound(rec, round, ra));
        const unrec = game.clone({ record: false });
        const rb = new Rng(s);
        const c = outcome(unrec, rb, () => playOutRound(unrec, round, rb));
        expect(b, `${label} ${players}p seed ${seed} decision ${d}: recording playout`).toEqual(a);
        expect(c, `${label} ${players}p seed ${seed} decision ${d}: unrecorded playout`).toEqual(a);
        compared++;
      }
      const sole = game.singleActor();
      const seat = sole >= 0 ? sole : game.toAct()[0]!;
      game.apply(seat, rng.pick(game.legalActions(seat)));
    }
  } catch (err) {
    // A random fixture ruleset may stop a game with a rule error; the positions before it were compared.
    if (!(err instanceof RuleError)) throw err;
  }
  return compared;
}

describe("the playout plays the round as the general path does", () => {
  for (const file of rulesetFiles()) {
    it(file, () => {
      const ir = loadRuleset(file);
      const before = cycleLoopRuns.count;
      let compared = 0;
      for (let players = ir.players.min; players <= ir.players.max; players++) compared += compareGame(ir, players, 11 + players, 9, file);
      expect(compared).toBeGreaterThan(0);
      // Rulesets whose mechanics allow the whole-cycle loop did play playouts through it.
      if (Game.fastPaths(ir).cycles) expect(cycleLoopRuns.count).toBeGreaterThan(before);
    });
  }

  it.each(FIXTURES)("on the bot fixture %s", (label, build) => {
    const ir = build();
    expect(compareGame(ir, ir.players.min, 5, 3, label)).toBeGreaterThan(0);
  });

  it("on random fixture rulesets", () => {
    let compared = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 20 }), ({ ir, label }, drawn, seed) => {
        compared += compareGame(ir, playersFor(ir, drawn), seed, 7, label);
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(100);
  });
});
