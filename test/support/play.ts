// Helpers to drive games in tests.
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
