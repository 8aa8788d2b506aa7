// Steps whose seats each choose N of their hand cards (into a pile, to pass on, to show...): one
// decision, the choose action, for all of them. The current step says how many cards and whether
// they must be of different suits (its `cards` part) and what happens to the chosen cards; which sets
// of cards are legal is decided here, in one place (choiceRefusal), for listing and explaining alike.

import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import type { DecisionHandler, Outcome } from "../core/decision.js";
import { noteAction } from "../core/log.js";
import { RuleError } from "../errors.js";
import type { Compiled } from "../expr/types.js";
import type { Rng } from "../rng.js";
import type { Action, CardId, Seat } from "../types.js";
import { currentStep } from "./current.js";
import { awaitDecisions, commitDecision } from "./decide.js";
import type { CompiledStep, StepKind } from "../rules/steps.js";
import type { Mechanic } from "../core/mechanic.js";
import { SAFE } from "../rules/caps.js";

/** Move these hand cards into the pile of the current `choose` step. */
export interface ChooseAction {
  readonly type: "choose";
  readonly cards: readonly CardId[];
}

declare module "../types.js" {
  interface Actions {
    choose: ChooseAction;
  }
}

/**
 * What a card-choosing step compiles its choice to: how many cards, of different suits or not, all at
 * once and hidden or in turn, and what happens to one seat's chosen cards (sorted by card id).
 */
export interface CardChoiceStep<K extends StepKind = StepKind> extends CompiledStep<K> {
  readonly count: Compiled<number>;
  readonly distinctSuits: boolean;
  readonly secret: boolean;
  readonly carryOut: (k: Kernel, step: never, seat: Seat, cards: number[]) => void;
  /** Where the cards are chosen from, when not the seat's hand (e.g. a completed trick), and its name in refusals. */
  readonly source?: { readonly cards: (k: Kernel, seat: Seat) => readonly CardId[]; readonly words: string };
}

/** The cards `seat` chooses from in `step`: its hand, unless the step names another source. */
function sourceOf(k: Kernel, step: CardChoiceStep, seat: Seat): readonly CardId[] {
  return step.source ? step.source.cards(k, seat) : k.st.hands[seat]!;
}

/** A step's carry-out of one seat's chosen cards. */
export type CarryOutCards<C extends CardChoiceStep> = (k: Kernel, step: C, seat: Seat, cards: number[]) => void;

/**
 * Starts a card-choosing step: nothing to do when the count is 0; a RuleError when a seat cannot
 * choose; otherwise every seat decides (all at once and hidden, or one after another).
 */
export function startCardChoice(k: Kernel, step: CardChoiceStep): "next" | "decide" {
  const count = countOf(k, step);
  if (count === 0) return "next";
  for (let s = 0; s < k.st.players; s++) {
    if (!hasChoice(k, k.st.hands[s]!, count, step.distinctSuits)) {
      throw new RuleError("no-legal-choice", step.rule, k.seed, `seat ${s} cannot choose ${count} card(s) from its hand of ${k.st.hands[s]!.length}`);
    }
  }
  awaitDecisions(k, step.secret);
  return "decide";
}

/** The current step, which asks its seats to choose cards. */
function choiceStep(k: Kernel): { step: CardChoiceStep; carryOut: CarryOutCards<CardChoiceStep> } {
  const step = currentStep(k) as CardChoiceStep | undefined;
  if (!step || typeof step.carryOut !== "function") throw new Error(`internal: a card choice was asked for, but the current step is ${step?.kind ?? "none"}`);
  return { step, carryOut: step.carryOut as CarryOutCards<CardChoiceStep> };
}

export function countOf(k: Kernel, step: CardChoiceStep): number {
  const count = evalGlobal(k, step.count);
  if (!Number.isInteger(count) || count < 0) throw new RuleError("bad-count", step.rule, k.seed, `a seat must choose a whole number of cards, not ${count}`);
  return count;
}

// ── legality: one rule (choiceRefusal) for listing the choices and for explaining a refused one ──

const OK = 0;
const WRONG_COUNT = 1;
const TWICE = 2;
const NOT_HELD = 3;
const SAME_SUIT = 4;

function choiceRefusal(hand: readonly CardId[], suitOf: ArrayLike<number>, cards: readonly CardId[], count: number, distinctSuits: boolean): number {
  if (cards.length !== count) return WRONG_COUNT;
  for (let i = 1; i < cards.length; i++) for (let j = 0; j < i; j++) if (cards[j] === cards[i]) return TWICE;
  for (let i = 0; i < cards.length; i++) if (!hand.includes(cards[i]!)) return NOT_HELD;
  if (distinctSuits) {
    for (let i = 1; i < cards.length; i++) for (let j = 0; j < i; j++) if (suitOf[cards[j]!] === suitOf[cards[i]!]) return SAME_SUIT;
  }
  return OK;
}

/**
 * Every set of `count` hand cards the rule allows (ascending hand positions, in lexicographic order),
 * pushed to `out`; with `firstOnly`, it stops at the first. Plain recursion rather than closures: this
 * runs at every choose step for every seat.
 */
function walkChoices(
  hand: readonly CardId[],
  suitOf: ArrayLike<number>,
  count: number,
  distinctSuits: boolean,
  from: number,
  pick: CardId[],
  out: CardId[][],
  firstOnly: boolean,
): void {
  if (pick.length === count) {
    if (choiceRefusal(hand, suitOf, pick, count, distinctSuits) === OK) out.push([...pick]);
    return;
  }
  for (let i = from; i <= hand.length - (count - pick.length); i++) {
    pick.push(hand[i]!);
    walkChoices(hand, suitOf, count, distinctSuits, i + 1, pick, out, firstOnly);
    pick.pop();
    if (firstOnly && out.length > 0) return;
  }
}

/** Can the seat choose `count` cards the rule allows from `hand` (its hand, or the step's source)? */
export function hasChoice(k: Kernel, hand: readonly CardId[], count: number, distinctSuits: boolean): boolean {
  // Any held card is a legal choice of one (see chooseDecision.legal).
  if (count === 1) return hand.length > 0;
  // Held cards are different cards: `count` of them pass choiceRefusal exactly when the hand has that
  // many (of that many suits, with the suit rule). Counted, not walked: this runs for every seat at
  // every such step.
  if (hand.length < count) return false;
  if (!distinctSuits) return true;
  const suitOf = k.st.suitOf;
  let suits = 0;
  for (let i = 0; i < hand.length && suits < count; i++) {
    const s = suitOf[hand[i]!]!;
    let seen = false;
    for (let j = 0; j < i && !seen; j++) seen = suitOf[hand[j]!] === s;
    if (!seen) suits++;
  }
  return suits >= count;
}

function sortedCopy(cards: readonly CardId[]): number[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) if (out[i - 1]! > out[i]!) return out.sort((a, b) => a - b);
  return out;
}

/** Carries out one seat's chosen cards as the current step says (a plain function: no closure per choice). */
function carryOutCurrent(k: Kernel, seat: Seat, cards: number[]): void {
  const { step, carryOut } = choiceStep(k);
  carryOut(k, step, seat, cards);
}

export const cardChoiceDecision: DecisionHandler<"choose"> = {
  legal(k, seat) {
    const { step } = choiceStep(k);
    const count = countOf(k, step);
    const hand = sourceOf(k, step, seat);
    if (count === 1) {
      // One card: every held card passes choiceRefusal, so the list is the hand itself, as shared
      // action objects (the common case: a declaration, a discard).
      const out: Action[] = new Array(hand.length);
      for (let i = 0; i < hand.length; i++) out[i] = k.actionTable.chooseOne(hand[i]!);
      return out;
    }
    const picks: CardId[][] = [];
    walkChoices(hand, k.st.suitOf, count, step.distinctSuits, 0, [], picks, false);
    const out: Action[] = new Array(picks.length);
    for (let i = 0; i < picks.length; i++) out[i] = { type: "choose", cards: picks[i]! };
    return out;
  },

  explain(k, seat, action) {
    const { step } = choiceStep(k);
    const count = countOf(k, step);
    const cards = action.cards;
    const from = sourceOf(k, step, seat);
    switch (choiceRefusal(from, k.st.suitOf, cards, count, step.distinctSuits)) {
      case OK:
        return null;
      case WRONG_COUNT:
        return `choose exactly ${count} card(s), not ${cards.length}`;
      case TWICE:
        return "the same card is chosen twice";
      case NOT_HELD: {
        const c = cards.find((x) => !from.includes(x))!;
        const card = k.deck.cards[c]?.name ?? `#${c}`;
        return step.source ? `${card} is not ${step.source.words}` : `seat ${seat} does not hold ${card}`;
      }
      default:
        return "the chosen cards must all have different suits";
    }
  },

  apply(k, seat, action) {
    // A one-card action from the deck's action table is never changed by anyone (the table hands out
    // the same object to every game): it needs no copy. Any other list is the caller's: copied.
    const cards = action.cards.length === 1 && action === k.actionTable.chooseOne(action.cards[0]!) ? (action.cards as number[]) : sortedCopy(action.cards);
    return commitDecision(k, seat, cards, carryOutCurrent);
  },
};

/**
 * A uniformly random choice for `seat` in the current card-choosing step, drawn without listing: one
 * draw over the number of legal choices, then the choice at that index of the list legal() would build
 * (ascending positions in lexicographic order), decoded by counting how many legal choices start with
 * each position. The same draw and the same choice as rng.pick(legal). Null when there is no legal
 * choice (the caller lists, and refuses as the list path does).
 */
export function randomCardChoice(k: Kernel, seat: Seat, rng: Rng): Action | null {
  const { step } = choiceStep(k);
  return drawCardChoice(k, step, sourceOf(k, step, seat), countOf(k, step), rng);
}

/**
 * randomCardChoice's draw for `step` (the current one) from `hand` (the seat's source) of `count` cards:
 * the caller has looked them up (randomSecretChoices does once for every seat).
 */
function drawCardChoice(k: Kernel, step: CardChoiceStep, hand: readonly CardId[], count: number, rng: Rng): Action | null {
  if (hand.length === 0 || count === 0) return null;
  if (count === 1) return k.actionTable.chooseOne(hand[rng.int(hand.length) | 0]!);
  const distinct = step.distinctSuits;
  const suits = k.ir.suits.length;
  // Suits are mask bits below: with more than 31 suits the list is built instead.
  if (distinct && suits > 31) return null;
  const suitOf = k.st.suitOf;
  const size = hand.length;
  // With the suit rule, the counts of choices below read the per-suit counts of the rest of the hand
  // (`rest`), kept as the walk moves forward, instead of walking the rest of the hand at each position.
  if (distinct) restCounts(hand, suitOf, suits);
  const total = choicesFrom(size, 0, count, distinct, 0, suits);
  if (total === 0) return null;
  let at = rng.int(total);
  // The chosen cards gather in `picked` (reused), then are copied out at their number: a list grown
  // by pushes from empty takes room for 17 entries.
  let taken = 0;
  let used = 0;
  let from = 0;
  while (taken < count) {
    // How many more cards after this one: the choices starting at position i are counted for that many.
    const need = count - taken - 1;
    for (let i = from; i < size; i++) {
      const suit = suitOf[hand[i]!]!;
      // The walk only moves forward (the next card is chosen after this one): rest becomes hand[i + 1..].
      if (distinct) rest[suit]!--;
      const bit = suitBit(suit);
      if (distinct && (used & bit) !== 0) continue;
      // choicesFrom's two commonest answers written out: this runs for every position walked.
      const here = need === 0 ? 1 : distinct && need === 1 ? oneMore(size - i - 1, used | bit) : choicesFrom(size, i + 1, need, distinct, used | bit, suits);
      if (at < here) {
        if (taken < picked.length) picked[taken] = hand[i]!;
        else picked.push(hand[i]!);
        taken++;
        used |= bit;
        from = i + 1;
        break;
      }
      at -= here;
    }
  }
  return { type: "choose", cards: picked.slice(0, count) };
}

/** Scratch for drawCardChoice's chosen cards (a list of whole numbers, as the hands are). */
const picked: CardId[] = [];

/**
 * Every seat still to choose in the current secret card choice (all at once and hidden: st.pending),
 * in seat order, each drawing from its own stream in `rngs`: for each, the draw applyRandom(seat)
 * makes (randomCardChoice) and the action noted and held back as commit holds it (noteAction, then
 * the choose decision's apply: commitDecision keeps the chosen cards in st.pending); once every seat
 * has chosen, the choices carried out in seat order as commitDecision carries them out. The step, its
 * carry-out and its count are looked up once for them all. The caller checks that the current step is
 * a card choice and that every pending seat has a stream (a bot that decides itself must not see the
 * others' commitments first). Returns "step done" once every seat has chosen, "wait" when a choice
 * must be listed after some were made (the caller leaves it to applyRandom), null when none was made.
 */
export function randomSecretChoices(k: Kernel, rngs: readonly (Rng | null)[]): Outcome | null {
  const st = k.st;
  const pending = st.pending;
  if (pending === null) return null;
  const { step, carryOut } = choiceStep(k);
  // One card from the hand: randomCardChoice's draw for a count of 1, here without its look-ups.
  const count = countOf(k, step);
  const one = step.source === undefined && count === 1;
  const table = k.actionTable;
  let made = false;
  for (let s = 0; s < pending.length; s++) {
    if (pending[s] !== null) continue;
    const hand = st.hands[s]!;
    const action = one && hand.length > 0 ? table.chooseOne(hand[rngs[s]!.int(hand.length) | 0]!) : drawCardChoice(k, step, sourceOf(k, step, s), count, rngs[s]!);
    if (action === null) return made ? "wait" : null;
    noteAction(k, s, action);
    // The cards as apply hands them to commitDecision: a one-card action of the table as it is, any other sorted into a copy.
    const cards = (action as ChooseAction).cards;
    pending[s] = cards.length === 1 && action === table.chooseOne(cards[0]!) ? (cards as number[]) : sortedCopy(cards);
    made = true;
  }
  // Every seat has chosen: the commitments are carried out in seat order (commitDecision).
  st.pending = null;
  for (let s = 0; s < pending.length; s++) carryOut(k, step, s, pending[s]!);
  return "step done";
}

/** A suit as a bit of a mask (randomCardChoice lists instead when there are more than 31 suits). */
function suitBit(suit: number): number {
  return 1 << suit;
}

/**
 * Scratch per-suit counts of the rest of the hand (hand[from..]) as randomCardChoice walks it; choicesFrom
 * reads them with the suit rule (kept only then, and only with at most 31 suits: one entry each). Whole
 * numbers, so an Int32Array; fixed, so the walk reads it without a check for a newer one.
 */
const rest = new Int32Array(32);
/** Scratch elementary symmetric sums for choicesFrom (floats: they can outgrow an int32). */
let sums = new Float64Array(8);

/** Sets `rest` to the per-suit counts of the whole hand. */
function restCounts(hand: readonly CardId[], suitOf: ArrayLike<number>, suits: number): void {
  for (let s = 0; s < suits; s++) rest[s] = 0;
  for (let i = 0; i < hand.length; i++) rest[suitOf[hand[i]!]!]!++;
}

/**
 * With the suit rule, the ways to choose one more card from the `left` cards of the rest of the hand:
 * every one but those of the suits in `used` (the same integer as choicesFrom's sum).
 */
function oneMore(left: number, used: number): number {
  let n = left;
  for (let m = used; m !== 0; m &= m - 1) n -= rest[31 - Math.clz32(m & -m)]!;
  return n;
}

/**
 * How many ways to choose `need` more cards from positions `from..` of a hand of `size` cards (with
 * `distinctSuits`: of pairwise different suits, none in the mask `used`). Without the suit rule a
 * binomial; with it the elementary symmetric sum of the per-suit counts of hand[from..], which the
 * caller keeps in `rest`, so nothing is listed.
 */
function choicesFrom(size: number, from: number, need: number, distinctSuits: boolean, used: number, suits: number): number {
  if (need === 0) return 1;
  const left = size - from;
  if (left < need) return 0;
  if (!distinctSuits) {
    let c = 1;
    for (let j = 1; j <= need; j++) c = (c * (left - need + j)) / j;
    return Math.round(c);
  }
  if (need === 1) return oneMore(left, used);
  if (sums.length < need + 1) sums = new Float64Array(need + 1);
  sums[0] = 1;
  for (let j = 1; j <= need; j++) sums[j] = 0;
  for (let s = 0; s < suits; s++) {
    if ((used & suitBit(s)) !== 0) continue;
    const c = rest[s]!;
    if (c === 0) continue;
    for (let j = need; j >= 1; j--) sums[j]! += sums[j - 1]! * c;
  }
  return sums[need]!;
}

/**
 * The choice of cards as a mechanic (assembly/mechanics.ts): the `choose` decision that the choose,
 * pass, expose, reserve and remove steps share. Those steps declare the fast paths; what a seat has
 * committed is the kernel's (Observation committed / ownChoice).
 */
export const cardChoiceMechanic = {
  name: "cardChoice",
  decisions: { choose: cardChoiceDecision },
  codecs: {
    choose: {
      // The engine offers chosen cards in ascending order; sorted anyway so the key never depends on it.
      key: (a) => `c${[...a.cards].sort((x, y) => x - y).join(",")}`,
      describe: (a, card) => `chooses ${a.cards.map(card).join(" ") || "nothing"}`,
      fromCommitted: (own) => ({ type: "choose", cards: own }),
    },
  },
  caps: () => SAFE,
  // A choice is judged by the choosing seat's hand; its cards are checked per world (view/judged.ts).
  judgedWorlds: () => true,
  view: null,
} satisfies Mechanic<"cardChoice", never, "choose">;
