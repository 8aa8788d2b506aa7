// A seat's judged template carried from one of its observations to the next (view/carried-rounds.ts,
// JudgedRound.extend) against the reference, the replay of the round in every world: drawing one
// world per observation, as a greedy decision draws few, the worlds, draws, repairs and the Rng
// afterwards must be the replay's, and the templates must have been carried.
// Observations of two games of one deal, played otherwise, in turn: a template is carried only to an
// observation whose round so far is its own.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleMode, type SampleStats } from "../../src/engine/view/sample.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { loadRuleset } from "../support/rulesets.js";
import { endingAfter } from "../../src/bots/horizon.js";

/** A world as what it is: its state, record, options and random source. */
function describeWorld(k: Kernel): string {
  const game = new (Game as unknown as { new (k: Kernel): Game })(k);
  return JSON.stringify({ seed: k.seed, opts: k.opts, rng: k.st.rng.clone().nextUint32(), state: game.state(), events: game.events });
}

function drawOne(ir: RulesetIR, obs: Observation, seed: number, mode: SampleMode, stats: SampleStats): { world: string; rng: Rng } {
  const rng = new Rng(seed);
  return { world: describeWorld(determinize(ir, obs, rng, 60, stats, mode)), rng };
}

/** Seat `seat`'s observation at each of its decisions of round 1 of a game played at random by `play`. */
function observations(whole: RulesetIR, players: number, seed: number, seat: number, play: number): Observation[] {
  const g = Game.create(whole, { players, seed });
  const rng = new Rng(play);
  const seen: Observation[] = [];
  while (!g.isOver && g.round === 1) {
    const s = g.toAct()[0]!;
    if (s === seat) seen.push(g.observe(seat));
    g.apply(s, rng.pick(g.legalActions(s)));
  }
  return seen;
}

describe("a seat's template carried over its observations gives the replayed worlds", () => {
  for (const [file, players] of [
    ["rulesets/sticheln/classic.stich", 4],
    ["rulesets/sticheln/aggravated.stich", 5],
    ["rulesets/stich-meister/base.stich", 3],
  ] as const) {
    it(`${file}, ${players} players, two games in turn`, () => {
      const whole = loadRuleset(file);
      const ir = endingAfter(whole, 1);
      // The same deal played otherwise: the same round start, events that part at some play.
      const a = observations(whole, players, 11, 1, 1);
      const b = observations(whole, players, 11, 1, 2);
      const fast: SampleStats = { samples: 0, draws: 0, repairs: 0, judged: 0, carried: 0 };
      const reference: SampleStats = { samples: 0, draws: 0, repairs: 0, judged: 0 };
      let compared = 0;
      // Two of game a's in turn (the second carries the first's template), then one of game b's a
      // decision further on (longer than a's kept template, which it must not take).
      const order: Observation[] = [];
      for (let i = 0; i + 1 < a.length; i += 2) order.push(a[i]!, a[i + 1]!, ...(b[i + 2] ? [b[i + 2]!] : []));
      for (const obs of order) {
        const seed = 1000 + compared++;
        const got = drawOne(ir, obs, seed, "judged", fast);
        const want = drawOne(ir, obs, seed, "replay", reference);
        expect(got.world, `observation ${compared}`).toEqual(want.world);
        expect(got.rng.sameState(want.rng)).toBe(true);
      }
      expect({ ...fast, judged: 0, carried: undefined }).toEqual({ ...reference, judged: 0 });
      expect(fast.judged).toBeGreaterThan(compared / 2);
      // The second of each pair carries the first's template.
      expect(fast.carried).toBeGreaterThan(compared / 4);
    });
  }
});
