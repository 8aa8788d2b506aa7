// The ruleset's piles (`pile NAME`, and the `won` pile trick play fills): per pile, a list of cards
// per seat. Steps move cards into and out of them (pass, return, give tricks, hand trick, pick up,
// remove, choose) and trick play adds the won tricks' cards and the cards set aside; every other
// module writes them only through the functions below (pileAddTrick, pileAdd, pileAddCard,
// pileInsertSorted, pileTake, pileTakeAnywhere, pileTakeAll). Who sees a seat's pile is declared (core/visibility.ts pileVisible:
// its owner, everyone for a public pile or one a `reveal` step revealed), and that is this view.

import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { pileVisible } from "../core/visibility.js";
import { emptiedPerSeat, insertSorted, perSeat } from "../lists.js";
import { SAFE } from "../rules/caps.js";
import type { CardId, Seat } from "../types.js";
import type { Trick } from "../core/trick.js";
import type { RulesetIR } from "../../ir/types.js";
import type { RulesValues } from "../rules/types.js";

/** The ruleset's piles by index: those it declares, and `won` (trick play's) when it does not. */
export function pileNamesOf(ir: RulesetIR): string[] {
  const names = ir.piles.map((p) => p.name);
  if (!names.includes("won")) names.push("won");
  return names;
}

const pilesRules = {
  /** The piles' names by index (k.rules.pileNames[p]). */
  pileNames: (ir: RulesetIR): readonly string[] => pileNamesOf(ir),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof pilesRules> {}
}

const pilesSlices = {
  /**
   * piles[pile][seat]: the cards in the seat's pile. Each round empties the lists in place (they keep
   * their storage, so the round loop allocates nothing; nothing outside the state holds them: events,
   * observations and clones take copies). A new game's are made as a round's reset leaves them (a
   * new game's first round is not reset: assembly/round.ts startRound).
   */
  piles: mechanicSlice<number[][][]>({
    kind: "game",
    init: (c) => perSeat(c.rules.pileNames.length, c.players),
    round: "reset",
    renew: (v, c) => emptiedPerSeat(v, c.rules.pileNames.length, c.players),
    clone: (v) => v.map((x) => x.map((y) => y.slice())),
    seen: "view",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof pilesSlices> {}
}

/** The cards of trick `t` join `seat`'s pile `p` in the order they were played (a won trick, tricks/award.ts). */
export function pileAddTrick(k: Kernel, p: number, seat: Seat, t: Trick): void {
  const pile = k.st.piles[p]![seat]!;
  for (let i = 0; i < t.size; i++) pile.push(t.cardAt(i));
}

/** `cards` join `seat`'s pile `p`, in their order. */
export function pileAdd(k: Kernel, p: number, seat: Seat, cards: readonly CardId[]): void {
  const pile = k.st.piles[p]![seat]!;
  for (let i = 0; i < cards.length; i++) pile.push(cards[i]!);
}

/** Card `c` joins `seat`'s pile `p` at its end (a card set aside in trick play: on the play path, so one push). */
export function pileAddCard(k: Kernel, p: number, seat: Seat, c: CardId): void {
  k.st.piles[p]![seat]!.push(c);
}

/** Card `c` joins `seat`'s pile `p` in its sorted place (a card laid down for the leftover, steps/pick-up.ts). */
export function pileInsertSorted(k: Kernel, p: number, seat: Seat, c: CardId): void {
  insertSorted(k.st.piles[p]![seat]!, c);
}

/** Every card of `seat`'s pile `p` leaves it: the cards, in their order (the pile keeps its storage). */
export function pileTakeAll(k: Kernel, p: number, seat: Seat): CardId[] {
  const pile = k.st.piles[p]![seat]!;
  const cards = pile.slice();
  while (pile.length > 0) pile.pop();
  return cards;
}

/** Card `c` leaves `seat`'s pile `p`; false when it is not there. */
export function pileTake(k: Kernel, p: number, seat: Seat, c: CardId): boolean {
  const pile = k.st.piles[p]![seat]!;
  const at = pile.indexOf(c);
  if (at < 0) return false;
  pile.splice(at, 1);
  return true;
}

/** Card `c` leaves whichever pile of whichever seat holds it; false when none does. */
export function pileTakeAnywhere(k: Kernel, c: CardId): boolean {
  const piles = k.st.piles;
  for (let p = 0; p < piles.length; p++) {
    for (let s = 0; s < piles[p]!.length; s++) if (pileTake(k, p, s, c)) return true;
  }
  return false;
}

/** Every pile as `seat` sees it: a seat's cards where visible to it, otherwise their number. */
function pilesView(k: Kernel, seat: Seat): Record<string, (readonly CardId[] | number)[]> {
  const st = k.st;
  const piles: Record<string, (readonly CardId[] | number)[]> = {};
  k.rules.pileNames.forEach((name, p) => {
    piles[name] = st.piles[p]!.map((cards, owner) => (pileVisible(k, p, owner, seat) ? [...cards] : cards.length));
  });
  return piles;
}

/** The piles as a mechanic (assembly/mechanics.ts): their state and who sees it. */
export const pilesMechanic = {
  name: "piles",
  slices: pilesSlices,
  rules: pilesRules,
  decisions: {},
  codecs: {},
  // Where the cards are: the steps and trick play that move them declare their own paths.
  caps: () => SAFE,
  // The sampler deals worlds to the piles from what each seat saw (the steps' and tricks' events).
  judgedWorlds: () => true,
  view: (k, seat) => ({ piles: pilesView(k, seat) }),
} satisfies Mechanic<"piles", "piles">;
