// Plays one game two ways and records the state after every completed cycle of tricks (the engine's
// onTrick digest): through the general path (every decision listed and applied one at a time, with
// recording) and through the fast paths the lab takes with random bots (no recording; runs of random
// plays; whole cycles at a time where the rules allow). Same seeds and streams, so the same game.
import { expect } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { RuleError } from "../../src/engine/errors.js";
import { withReferenceRules } from "../../src/engine/assembly/compile.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { GameResult, GameTally } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";

export interface Run {
  /** The state digest after every completed cycle (every completed trick in continuous play). */
  readonly digests: readonly string[];
  /** The final result, or null when the game stopped with an error. */
  readonly result: GameResult | null;
  /** The RuleError's code and message, when the game stopped with one. */
  readonly error: string | null;
  readonly tally: GameTally | null;
}

function streams(players: number, seed: number): Rng[] {
  return Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s)));
}

/** Creates the game (recording or not) and plays it with `play`, catching a RuleError. */
function run(ir: RulesetIR, players: number, seed: number, record: boolean, play: (g: Game, rngs: Rng[]) => void): Run {
  const digests: string[] = [];
  let game: Game | null = null;
  let error: string | null = null;
  try {
    game = Game.create(ir, { players, seed, record, onTrick: (d) => digests.push(d) });
    play(game, streams(players, seed));
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    error = `${err.code}: ${err.message}`;
  }
  return { digests, result: error === null ? game!.result() : null, error, tally: game ? game.tally() : null };
}

/**
 * Every decision listed and drawn with rng.pick, then applied: no fast path anywhere, on the reference
 * compilation of the rules (no tabled card attributes, no lifted per-card rules: rules/compile.ts
 * withReferenceRules), so the tabled and lifted path is compared against the plain interpreter.
 */
export function playGeneral(ir: RulesetIR, players: number, seed: number): Run {
  return withReferenceRules(() =>
    run(ir, players, seed, true, (g, rngs) => {
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        // Drawn from the stream of the seat deciding (a dummy's controller), as playGame draws.
        g.apply(seat, rngs[g.decider(seat)]!.pick(g.legalActions(seat)));
      }
    }),
  );
}

/** As the lab plays random bots: no recording, playGame's runs of random plays. */
export function playFast(ir: RulesetIR, players: number, seed: number): Run {
  return run(ir, players, seed, false, (g, rngs) => playGame(g, new Array(players).fill(randomBot), rngs));
}

/** Plays the game both ways and expects the same game: every cycle's digest, the error and the result. */
export function expectSamePlay(ir: RulesetIR, players: number, seed: number, label: string): Run {
  const general = playGeneral(ir, players, seed);
  expectSameRuns(general, playFast(ir, players, seed), `${label}, ${players} players, seed ${seed}`);
  return general;
}

/** Expects two plays of one game to be the same game: every cycle's digest, the error and the result. */
export function expectSameRuns(general: Run, fast: Run, label: string): void {
  const where = general.digests.findIndex((d, i) => d !== fast.digests[i]);
  expect(where, `${label}: cycle ${where + 1} differs`).toBe(-1);
  expect(fast.digests.length, `${label}: cycles`).toBe(general.digests.length);
  expect(fast.error, label).toBe(general.error);
  expect(JSON.stringify(fast.result), label).toBe(JSON.stringify(general.result));
}
