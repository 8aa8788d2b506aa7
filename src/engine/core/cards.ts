// The deck of one player count: small integer card ids, ordered by suit (declaration order) then rank
// (then copy, with `, N copies`).

import type { RulesetIR } from "../../ir/types.js";
import type { CardInfo } from "../types.js";

export interface Deck {
  readonly cards: readonly CardInfo[];
  readonly suitOf: Int32Array;
  readonly rankOf: Int32Array;
  /** Suit indices present in this deck, in declaration order. */
  readonly suits: readonly number[];
  readonly byName: ReadonlyMap<string, number>;
}

const cache = new WeakMap<RulesetIR, Map<number, Deck>>();

export function deckFor(ir: RulesetIR, players: number): Deck | undefined {
  let perIr = cache.get(ir);
  if (!perIr) cache.set(ir, (perIr = new Map()));
  const hit = perIr.get(players);
  if (hit) return hit;
  const spec = ir.decks.find((d) => d.players === players);
  if (!spec) return undefined;
  const suits = [...spec.suits].sort((a, b) => a - b);
  const cards: CardInfo[] = [];
  // A named rank gives the card its name (`heartsJ`); the number still names it when parsed (`hearts11`).
  const rankName = new Map((ir.rankNames ?? []).map((r) => [r.rank, r.name]));
  // `, N copies`: each card N times, the copies next to each other; alike in every rule (suit and rank),
  // told apart by their ids and, in logs and reports, by their names (`sun5`, `sun5#2`, ...).
  const copies = spec.copies ?? 1;
  const copyName = (base: string, copy: number): string => (copy === 1 ? base : `${base}#${copy}`);
  const numbered: [string, number][] = [];
  for (const suit of suits) {
    for (let rank = spec.ranks.from; rank <= spec.ranks.to; rank++) {
      if (spec.except?.includes(rank)) continue;
      for (let copy = 1; copy <= copies; copy++) {
        numbered.push([copyName(`${ir.suits[suit]}${rank}`, copy), cards.length]);
        cards.push({ id: cards.length, suit, rank, name: copyName(`${ir.suits[suit]}${rankName.get(rank) ?? rank}`, copy) });
      }
    }
  }
  const deck: Deck = {
    cards,
    suitOf: Int32Array.from(cards, (c) => c.suit),
    rankOf: Int32Array.from(cards, (c) => c.rank),
    suits,
    byName: new Map([...numbered, ...cards.map((c): [string, number] => [c.name, c.id])]),
  };
  perIr.set(players, deck);
  return deck;
}
