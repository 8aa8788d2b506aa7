// Dealing a round: from the game's shuffled deck (`deal N each` / `deal all`), or an explicit deal
// given when the game was created (tests, rulebook examples, the sampler's worlds).

import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import { IllegalActionError, RuleError } from "../errors.js";
import type { DealSpec } from "../types.js";
import { declRule } from "../../ir/rule-ref.js";

/** Deals the current round into the state's (emptied) hands and leftover. */
export function deal(k: Kernel): void {
  const st = k.st;
  const preset = k.presetDeals[st.round - 1];
  if (preset) return dealPreset(k, preset);
  const n = st.players;
  const deckSize = k.deck.cards.length;
  const order = k.scratch.deal;
  for (let i = 0; i < deckSize; i++) order[i] = i;
  st.rng.shuffle(order);
  const each = k.rules.dealEach ? evalGlobal(k, k.rules.dealEach) : Math.floor(deckSize / n);
  if (!Number.isInteger(each) || each < 0 || each * n > deckSize) {
    throw new RuleError("bad-deal", declRule("deal"), k.seed, `cannot deal ${each} cards to each of ${n} players from a deck of ${deckSize}`);
  }
  // Seat s gets order[s*each .. (s+1)*each); collecting by card id gives every hand sorted.
  const owner = k.scratch.owner;
  for (let c = 0; c < deckSize; c++) owner[c] = -1; // TypedArray fill is a runtime call
  // Seat by seat: no division per card (a float division and a conversion each).
  for (let s = 0, i = 0; s < n; s++) for (let end = i + each; i < end; i++) owner[order[i]!] = s;
  const hands = st.hands;
  const leftover = st.leftover;
  for (let c = 0; c < deckSize; c++) {
    const o = owner[c]!;
    if (o >= 0) hands[o]!.push(c);
    else leftover.push(c);
  }
}

function dealPreset(k: Kernel, preset: DealSpec): void {
  const st = k.st;
  const n = st.players;
  const size = k.deck.cards.length;
  if (preset.hands.length !== n) {
    throw new IllegalActionError(`the deal for round ${st.round} has ${preset.hands.length} hands, but there are ${n} players`);
  }
  // The place of each card (0: not dealt, -1: the leftover, seat + 1: that hand) in the deck's scratch
  // buffer, and the place named only for an error (no array, string or closure per deal: the sampler
  // deals thousands of worlds). The hands come out sorted by walking the cards in order with each
  // one's place instead of sorting each hand.
  const owner = k.scratch.owner;
  for (let c = 0; c < size; c++) owner[c] = 0;
  for (let s = 0; s < n; s++) {
    const h = preset.hands[s]!;
    for (let i = 0; i < h.length; i++) take(k, owner, h[i]!, s);
  }
  const given = preset.leftover;
  if (given) for (const c of given) take(k, owner, c, -1);
  const hands: number[][] = [];
  for (let s = 0; s < n; s++) hands.push([]);
  const leftover: number[] = [];
  for (let c = 0; c < size; c++) {
    const o = owner[c]!;
    if (o > 0) hands[o - 1]!.push(c);
    // Given: the cards it named (owned by no seat); else every card no hand took.
    else if ((o === -1) === (given !== undefined)) leftover.push(c);
  }
  st.hands = hands;
  st.leftover = leftover;
}

/** Marks card `c` of a preset deal as dealt to `seat` (the leftover when -1), refusing a card off the deck or dealt twice. */
function take(k: Kernel, owner: Int16Array, c: number, seat: number): void {
  if (!Number.isInteger(c) || c < 0 || c >= owner.length) throw new IllegalActionError(`${dealPlace(k, seat)}: card ${c} is not in the ${k.st.players}-player deck`);
  if (owner[c] !== 0) throw new IllegalActionError(`${dealPlace(k, seat)}: ${k.deck.cards[c]!.name} is dealt twice`);
  owner[c] = seat >= 0 ? seat + 1 : -1;
}

function dealPlace(k: Kernel, seat: number): string {
  return seat >= 0 ? `round ${k.st.round}, hand of seat ${seat}` : `round ${k.st.round}, leftover`;
}
