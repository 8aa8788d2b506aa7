// Judged worlds (view/judged.ts) against the reference, the replay of the round in every world: from
// the same Rng, drawing worlds one after another from one observation object (as the search bots do),
// both must give the same worlds (state, events, seed, options), count the same draws and repairs,
// leave the Rng in the same state, refuse alike, and the worlds must play on alike (same legal actions,
// same future play under the same seed). The reference also deals every attempt through the round's
// events, where "judged" deals an observation's later attempts from its symbolic shape. "shaped" (the
// greedy bot's: the replay, its attempts dealt as "judged" deals them) must give the same too, dealing
// as many attempts from the shape as "judged" and judging none. Over the shipped rulesets at every
// player count, Stich-Meister card sets, and random fixture rulesets; and the judge must have been used.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { RuleError } from "../../src/engine/errors.js";
import { determinize, type SampleMode, type SampleStats } from "../../src/engine/view/sample.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import type { Observation } from "../../src/engine/types.js";
import { ROOT, loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { endingAfter } from "../../src/bots/horizon.js";
import { legalActions } from "../../src/engine/assembly/act.js";

function withCards(cards: readonly string[]): RulesetIR {
  const file = "rulesets/stich-meister/base.stich";
  const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);
  const r = compile(read(file)!, { file, readFile: read, with: cards });
  if (!r.ir) throw new Error(`base with ${cards.join(", ")} does not compile`);
  return r.ir;
}

/**
 * A random fixture with its random trick rules (leads, trumps, winners, follow/open/aside, direction,
 * several open tricks, complete at) but none of the mechanics that make every world replay: no steps,
 * tasks, secrets, layout, rule cards, face-down plays or `stop when`. (A fixture whose rules then name
 * something gone is not played: its game cannot be created.)
 */
function trickPlayOnly(ir: RulesetIR): RulesetIR {
  const { tasks: _tasks, ruleCards: _ruleCards, ...rest } = ir;
  return {
    ...rest,
    beforeTricks: [],
    afterTricks: [],
    trickSteps: [],
    secrets: [],
    shows: [],
    deal: { ...ir.deal, layout: undefined },
    tricks: { ...ir.tricks, faceDown: null, stopWhen: null },
  };
}

/** `count` worlds drawn in turn from one observation, as the bots' Worlds do; each as what it is and how it plays on. */
function draw(ir: RulesetIR, obs: Observation, seed: number, count: number, mode: SampleMode): { worlds: string[]; stats: SampleStats; rng: Rng } {
  const rng = new Rng(seed);
  const stats: SampleStats = { samples: 0, draws: 0, repairs: 0, judged: 0, shaped: 0 };
  const worlds: string[] = [];
  for (let w = 0; w < count; w++) {
    let k: Kernel;
    try {
      k = determinize(ir, obs, rng, 60, stats, mode);
    } catch (err) {
      worlds.push(`error: ${(err as Error).message}`);
      continue;
    }
    worlds.push(describeWorld(k, seed + w));
  }
  return { worlds, stats, rng };
}

/**
 * The worlds of "judged" and of "shaped" against the reference's ("replay"), from one observation: the
 * same worlds, draws, repairs and Rng state; "shaped" deals as many attempts from the shape as "judged"
 * and judges none. Returns what "judged" judged and dealt from the shape.
 */
function compareModes(ir: RulesetIR, obs: Observation, step: number, count: number, label: string): { judged: number; shaped: number } {
  const fast = draw(ir, obs, step, count, "judged");
  // A copy of the observation: what the sampler keeps per observation object (the shape traced by
  // "judged" just before) is then its own to trace, so the counts of attempts dealt from it compare.
  const shaped = draw(ir, structuredClone(obs), step, count, "shaped");
  const reference = draw(ir, obs, step, count, "replay");
  expect(fast.worlds, label).toEqual(reference.worlds);
  expect({ ...fast.stats, judged: 0, shaped: 0 }).toEqual({ ...reference.stats, judged: 0, shaped: 0 });
  expect(fast.rng.sameState(reference.rng)).toBe(true);
  expect(shaped.worlds, `${label} (shaped)`).toEqual(reference.worlds);
  expect({ ...shaped.stats, shaped: 0 }).toEqual({ ...reference.stats, shaped: 0 });
  expect(shaped.stats.shaped, `${label}: attempts dealt from the shape`).toBe(fast.stats.shaped);
  expect(shaped.rng.sameState(reference.rng)).toBe(true);
  return { judged: fast.stats.judged ?? 0, shaped: fast.stats.shaped ?? 0 };
}

/** A world's whole state and record, its legal actions, and the rest of its round played at random from `seed`. */
function describeWorld(k: Kernel, seed: number): string {
  const game = new (Game as unknown as { new (k: Kernel): Game })(k);
  // The world's own random source too (it deals the rounds after this one).
  const before = JSON.stringify({ seed: k.seed, opts: k.opts, resume: k.resume, rng: k.st.rng.clone().nextUint32(), state: game.state(), events: game.events, actions: game.actions });
  const legal = game.toAct().map((s) => {
    try {
      return JSON.stringify(legalActions(k, s));
    } catch (err) {
      return `error ${(err as Error).message}`;
    }
  });
  const rng = new Rng(seed);
  const round = game.round;
  let steps = 0;
  try {
    while (!game.isOver && game.round === round && steps++ < 500) {
      const seat = game.toAct()[0]!;
      game.apply(seat, rng.pick(game.legalActions(seat)));
    }
  } catch (err) {
    return `${before}|${legal.join()}|error ${(err as Error).message}`;
  }
  return `${before}|${legal.join()}|${JSON.stringify(game.events.slice(-40))}`;
}

/** Compares the modes (compareModes) at every `every`-th decision of a random game's first round; returns how many worlds were judged. */
function compareOn(whole: RulesetIR, players: number, seed: number, every: number, count: number): { judged: number; shaped: number } {
  const ir = endingAfter(whole, 1);
  let g: Game;
  try {
    g = Game.create(whole, { players, seed });
  } catch (err) {
    if (err instanceof RuleError) return { judged: 0, shaped: 0 }; // a random fixture the rules stop at once
    throw err;
  }
  const rng = new Rng(seed + 1);
  let step = 0;
  let judged = 0;
  let shaped = 0;
  while (!g.isOver && g.round === 1) {
    const seat = g.toAct()[0]!;
    if (step++ % every === 1) {
      const got = compareModes(ir, g.observe(seat), step, count, `${whole.name} ${players}p step ${step}`);
      judged += got.judged;
      shaped += got.shaped;
    }
    try {
      g.apply(seat, rng.pick(g.legalActions(seat)));
    } catch (err) {
      // A random fixture can leave a seat without a legal play: its game ends there.
      if (err instanceof RuleError) break;
      throw err;
    }
  }
  return { judged, shaped };
}

/**
 * Compares the modes (compareModes) at every observation of a seat to act that `pick` selects, over the first
 * round of several seeded games; returns how many worlds were judged at those observations.
 */
function compareWhere(whole: RulesetIR, players: number, seeds: readonly number[], pick: (obs: Observation) => boolean, count: number): number {
  const ir = endingAfter(whole, 1);
  let judged = 0;
  for (const seed of seeds) {
    const g = Game.create(whole, { players, seed });
    const rng = new Rng(seed + 1);
    let step = 0;
    while (!g.isOver && g.round === 1) {
      const seat = g.toAct()[0]!;
      step++;
      const obs = g.observe(seat);
      if (pick(obs)) judged += compareModes(ir, obs, step, count, `${whole.name} seed ${seed} step ${step}`).judged;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
  }
  return judged;
}

describe("judged worlds of cards moved as the viewer saw them", () => {
  // The declarer has taken up the skat and laid two cards into its pile: its hand holds cards its
  // deal did not, the leftover is empty, a pile holds cards; its noted value is its own.
  it("Skat: the declarer's worlds after taking up the skat are the replayed ones, and judged", () => {
    const ir = loadRuleset("rulesets/classics/skat.stich");
    const taken = (obs: Observation) => obs.events.some((e) => e.type === "pickUpLeftover" && e.seat === obs.seat);
    expect(compareWhere(ir, 3, [1, 2, 3, 4, 5, 6], taken, 4)).toBeGreaterThan(20);
  });
  // A defender did not see the skat: its worlds are replayed (nothing judged), and alike either way.
  it("Skat: a defender's worlds after the skat was taken up are replayed", () => {
    const ir = loadRuleset("rulesets/classics/skat.stich");
    const other = (obs: Observation) => obs.events.some((e) => e.type === "pickUpLeftover" && e.seat !== obs.seat);
    expect(compareWhere(ir, 3, [1, 2, 3], other, 2)).toBe(0);
  });
  // Euchre's dealer picks up the card turned up and lays one into the leftover (its worlds still
  // replay while its sit-out step says no; the comparison holds either way).
  it("Euchre: the dealer's worlds after picking up the turned card are the replayed ones", () => {
    const ir = loadRuleset("rulesets/classics/euchre.stich");
    const picked = (obs: Observation) => obs.events.some((e) => e.type === "pickUp" && e.seat === obs.seat);
    compareWhere(ir, 4, [1, 2, 3, 4], picked, 3);
  });
});

describe("judged worlds are the replayed worlds", () => {
  // Where every mechanic allows it, the judge must be used (the comparison would pass trivially otherwise).
  const JUDGED = new Set([
    "rulesets/classics/skat.stich",
    "rulesets/classics/spades.stich",
    "rulesets/classics/whist.stich",
    "rulesets/stich-meister/base.stich",
    "rulesets/stich-meister/trump-ties-by-value.stich",
    "rulesets/sticheln/aggravated.stich",
    "rulesets/sticheln/classic.stich",
    "rulesets/sticheln/delayed.stich",
    // Its `stop when: count(hand) = 1` reads a hand's size, which every world of an observation shares.
    "rulesets/sticheln/hat-trick.stich",
    "rulesets/sticheln/mild.stich",
    "rulesets/sticheln/reverse.stich",
  ]);
  const SHAPED = new Set(["rulesets/sticheln/classic.stich", "rulesets/stich-meister/base.stich", "rulesets/stichling/stichling.stich"]);
  for (const file of rulesetFiles()) {
    it(`${file}, every player count`, () => {
      const ir = loadRuleset(file);
      let judged = 0;
      let shaped = 0;
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        if (!ir.decks.some((d) => d.players === players)) continue;
        const got = compareOn(ir, players, 100 + players, 5, 3);
        judged += got.judged;
        shaped += got.shaped;
      }
      if (JUDGED.has(file)) expect(judged).toBeGreaterThan(0);
      // Every attempt after an observation's first is dealt from its shape where the round traces:
      // Sticheln's face-down choice, revealed; Stich-Meister's plays.
      if (SHAPED.has(file)) expect(shaped).toBeGreaterThan(0);
    });
  }

  for (const cards of [
    ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"],
    ["cards/21-trump-colour-of-trick-two.stich", "cards/27-follow-last-card.stich"],
    ["cards/11-trump-twelves.stich", "cards/32-anti-trumps.stich"],
  ]) {
    it(`Stich-Meister base with ${cards.join(", ")}`, () => {
      const ir = withCards(cards);
      let judged = 0;
      for (const players of [3, 4, 5]) judged += compareOn(ir, players, 200 + players, 4, 3).judged;
      expect(judged).toBeGreaterThan(0);
    });
  }

  it("random fixture rulesets, as drawn (most replay: a mechanic says no) and with trick play alone (judged)", () => {
    let judged = 0;
    let shaped = 0;
    const drawn = fc.sample(fc.tuple(randomRuleset, fc.integer({ min: 3, max: 5 })), { numRuns: 40, seed: 20261126 });
    for (const [r, p] of drawn) {
      shaped += compareOn(r.ir, playersFor(r.ir, p), 300 + p, 6, 2).shaped;
      const got = compareOn(trickPlayOnly(r.ir), playersFor(r.ir, p), 400 + p, 4, 3);
      judged += got.judged;
      shaped += got.shaped;
    }
    expect(judged).toBeGreaterThan(100);
    expect(shaped).toBeGreaterThan(100);
  });
});
