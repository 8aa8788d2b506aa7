// Helpers for the classics' rules vectors (test/rulesets/): cards named as the rules pages write them
// (`clubsQ`, `hearts10`), a pack dealt so that the cards a vector names go to their seats and every
// other card to a seat its suit prefers, a card played into the one open trick, and a round played out
// by random legal actions (a game-end vector plays one hand from chosen totals).
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Seat } from "../../src/engine/types.js";
import { ids } from "./play.js";

const SUITS = ["clubs", "diamonds", "hearts", "spades"] as const;
const FACE_RANKS: Readonly<Record<string, number>> = { J: 11, Q: 12, K: 13, A: 14 };

/** A card's name as the rules pages write it (`clubsQ`) -> the engine's (`clubs12`). */
export const engineName = (name: string): string => name.replace(/[JQKA]$/, (r) => String(FACE_RANKS[r]));

/** A card's id from its rules-page name. */
export const card = (g: Game, name: string): number => ids(g, [engineName(name)])[0]!;

/**
 * A deal of a 52-card pack (ranks 2-14): the named cards go to their seats, then each other card, suit
 * by suit, to the first seat of its suit's preference list with fewer than `handSize` cards. Fails on a
 * card no listed seat has room for, so a vector's deal is exactly the one its page describes.
 */
export function dealPack(g: Game, fixed: readonly (readonly string[])[], prefer: (suit: string) => readonly Seat[], handSize = 13): number[][] {
  const hands: string[][] = fixed.map((h) => h.map(engineName));
  const taken = new Set(hands.flat());
  for (const suit of SUITS) {
    for (let r = 2; r <= 14; r++) {
      const c = `${suit}${r}`;
      if (taken.has(c)) continue;
      const seat = prefer(suit).find((s) => hands[s]!.length < handSize);
      if (seat === undefined) throw new Error(`no room for ${c}`);
      hands[seat]!.push(c);
    }
  }
  return hands.map((h) => ids(g, h));
}

/** `seat` plays the named card into the open trick, or leads a new one when none is open. */
export function playNamed(g: Game, seat: Seat, name: string): void {
  const open = g.state().openTricks;
  g.apply(seat, { type: "play", card: card(g, name), target: open.length === 0 ? "new" : open[0]!.id });
}

/** The winner of the last trick awarded (-1 when it had none). */
export function lastWinner(g: Game): Seat {
  const t = g.events.filter((e) => e.type === "trick").at(-1)!;
  return t.type === "trick" ? (t.winner ?? -1) : -1;
}

/** Random legal actions (bots seeded with `seed`) while the game goes on and `more` holds. */
export function playRandomWhile(g: Game, seed: number, more: (g: Game) => boolean = () => true): Game {
  const rng = new Rng(seed);
  while (!g.isOver && more(g)) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return g;
}
