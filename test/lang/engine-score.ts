// Scores a seat's piles with the ruleset's compiled `score` rule, through the real engine
// (Game.scoreScenario), so the rulebook's worked examples test exactly what games run. Cards are given
// as {suit, rank}.
import { Game } from "../../src/engine/game.js";
import type { RulesetIR } from "../../src/ir/types.js";

export interface Card {
  readonly suit: number;
  readonly rank: number;
}

/** Cards from notation like "red5 blue0" using the ruleset's suit names. */
export function cards(ir: RulesetIR, notation: string): Card[] {
  return notation
    .split(/\s+/)
    .filter((s) => s !== "")
    .map((s) => {
      const m = /^([a-z]+)(\d+)$/.exec(s);
      const suit = m ? ir.suits.indexOf(m[1] ?? "") : -1;
      if (!m || suit < 0) throw new Error(`bad card ${s}`);
      return { suit, rank: Number(m[2]) };
    });
}

/** `n` cards of one suit with distinct ranks starting at `from` (for "14 cards of other colours"). */
export function run(ir: RulesetIR, suit: string, from: number, n: number): Card[] {
  return Array.from({ length: n }, (_, i) => ({ suit: ir.suits.indexOf(suit), rank: from + i }));
}

/** Seat 0's round score with these piles, in a game at the largest player count (the biggest deck). */
export function score(ir: RulesetIR, piles: Record<string, readonly Card[]>): number {
  const players = ir.players.max;
  const deck = Game.cardsOf(ir, players)!;
  const id = (c: Card) => {
    const name = `${ir.suits[c.suit]}${c.rank}`;
    const found = deck.find((d) => d.name === name);
    if (!found) throw new Error(`no card ${name} in the ${players}-player deck`);
    return found.id;
  };
  const seat0 = Object.fromEntries(Object.entries(piles).map(([name, list]) => [name, [list.map(id)]]));
  return Game.scoreScenario(ir, { players, piles: seat0 })[0]!;
}

/** Cards dealt to each hand at a player count, by the engine's real deal (before any choice moves cards). */
export function handSize(ir: RulesetIR, players: number): number {
  return Game.create(ir, { players, seed: 1 }).state().hands[0]!.length;
}
