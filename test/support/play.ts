// Helpers to drive games in tests.
import { expect } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import type { Action, GameOptions, Seat } from "../../src/engine/types.js";

/** Plays random legal actions until the game ends; calls `each` before every action. */
export function playRandom(game: Game, rng: Rng, each?: (g: Game, seat: Seat, legal: Action[]) => void): Game {
  while (!game.isOver) {
    const seat = game.toAct()[0]!;
    const legal = game.legalActions(seat);
    each?.(game, seat, legal);
    game.apply(seat, rng.pick(legal));
  }
  return game;
}

export function randomGame(ir: RulesetIR, opts: GameOptions, botSeed = 99): Game {
  return playRandom(Game.create(ir, opts), new Rng(botSeed));
}

/** Card ids from names, failing loudly on a typo. */
export function ids(game: Game, names: readonly string[]): number[] {
  return names.map((n) => {
    const id = game.parseCard(n);
    if (id === undefined) throw new Error(`no card ${n}`);
    return id;
  });
}

/**
 * Plays one trick of the given cards in seat order 0.. (seat 0 leads), after every seat declares
 * `declare[s]` as its single before-tricks choice (if the ruleset has one). Returns the trick event.
 */
export function playOneTrick(ir: RulesetIR, cards: readonly string[], declare?: readonly string[]) {
  const players = cards.length;
  const probe = Game.create(ir, { players, seed: 1, firstDealer: players - 1 });
  const hands = cards.map((c, s) => ids(probe, declare ? [c, declare[s]!] : [c]));
  const game = Game.create(ir, { players, seed: 1, firstDealer: players - 1, deals: [{ hands }] });
  if (declare) for (let s = 0; s < players; s++) game.apply(s, { type: "choose", cards: ids(game, [declare[s]!]) });
  cards.forEach((c, s) => {
    const card = ids(game, [c])[0]!;
    const target = s === 0 ? "new" : game.observe(s).openTricks[0]!.id;
    game.apply(s, { type: "play", card, target });
  });
  const trick = game.events.find((e) => e.type === "trick");
  if (!trick || trick.type !== "trick") throw new Error("no trick completed");
  return { game, trick, winnerCard: cards[trick.winner!]! };
}

/**
 * Plays a game with one random stream per seat: every trick play through Game.applyRandomPlays (the
 * fast loops' entry), every other decision through applyRandom. `perPlayFirst(k)` says how many plays
 * of the k-th run of trick play are made one at a time before the run, so a loop takes over mid-cycle.
 */
export function playByStreams(ir: RulesetIR, players: number, seed: number, record: boolean, perPlayFirst: (k: number) => number = () => 0, maxSteps?: number): Game {
  const g = Game.create(ir, { players, seed, record, ...(maxSteps ? { maxSteps } : {}) });
  const rngs = Array.from({ length: players }, (_, s) => new Rng(seed * 7919 + s));
  let runs = 0;
  while (!g.isOver) {
    if (g.state().phase === "tricks") {
      for (let i = perPlayFirst(runs++); i > 0 && g.state().phase === "tricks"; i--) g.applyRandom(g.toAct()[0]!, rngs[g.toAct()[0]!]!);
      g.applyRandomPlays(rngs);
      continue;
    }
    const seat = g.toAct()[0]!;
    g.applyRandom(seat, rngs[seat]!);
  }
  return g;
}

/**
 * The same game played by streams without recording (the fast loops may run) and with it (recording
 * keeps every play on the per-play path): the same result and counters are expected. Returns how much
 * `runs` (a fast loop's own entry counter) grew in the fast game, so a test can check the loop ran.
 */
export function expectSameByStreams(ir: RulesetIR, players: number, seed: number, runs: { readonly count: number }, perPlayFirst?: (k: number) => number): number {
  const reference = playByStreams(ir, players, seed, true);
  const start = runs.count;
  const fast = playByStreams(ir, players, seed, false, perPlayFirst);
  const calls = runs.count - start;
  expect(fast.result()).toEqual(reference.result());
  expect(fast.tally()).toEqual(reference.tally());
  return calls;
}
