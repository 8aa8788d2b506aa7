// The `choose` step: every seat moves N hand cards into one of its piles (optionally of different
// suits), all at once and hidden, or one after another in the open. Its decision (the choose action),
// its event, who sees the chosen cards, and how the sampler treats them.

import type { Kernel } from "../core/kernel.js";
import type { Compiled } from "../expr/types.js";
import { evalGlobal } from "../core/eval.js";
import { emit } from "../core/log.js";
import { removeCard } from "../core/lists.js";
import type { DecisionHandler } from "../decisions/types.js";
import { RuleError } from "../errors.js";
import type { EventHandler } from "../events/types.js";
import { SAFE } from "../rules/caps.js";
import type { Rng } from "../rng.js";
import type { Action, CardId, Seat } from "../types.js";
import { stepOfKind } from "./current.js";
import { awaitDecisions, commitDecision } from "./decide.js";
import type { StepHandler } from "./handler.js";
import type { CompiledStep } from "./types.js";

export interface ChooseStep extends CompiledStep<"choose"> {
  readonly count: Compiled<number>;
  readonly pile: number;
  readonly distinctSuits: boolean;
  readonly secret: boolean;
}

export const chooseStep: StepHandler<"choose", ChooseStep> = {
  label: (s) => `choose into ${s.pile}`,
  compile: (s, rule, c) => ({ kind: "choose", count: c.compile(s.count, rule), pile: c.pileIndex(s.pile), distinctSuits: s.distinctSuits, secret: s.secret, rule }),
  start(k, step) {
    const count = countOf(k, step);
    if (count === 0) return "next";
    for (let s = 0; s < k.st.players; s++) {
      if (!hasChoice(k, s, count, step.distinctSuits)) {
        throw new RuleError("no-legal-choice", step.rule, k.seed, `seat ${s} cannot choose ${count} card(s) from its hand of ${k.st.hands[s]!.length}`);
      }
    }
    awaitDecisions(k, step.secret);
    return "decide";
  },
  decision: { type: "choose", asks: () => "choose cards" },
  caps: SAFE,
};

function countOf(k: Kernel, step: ChooseStep): number {
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

/** Can the seat choose `count` hand cards the rule allows? */
function hasChoice(k: Kernel, seat: Seat, count: number, distinctSuits: boolean): boolean {
  const hand = k.st.hands[seat]!;
  // Any held card is a legal choice of one (see chooseDecision.legal).
  if (count === 1) return hand.length > 0;
  const out: CardId[][] = [];
  walkChoices(hand, k.st.suitOf, count, distinctSuits, 0, [], out, true);
  return out.length > 0;
}

function sortedCopy(cards: readonly CardId[]): number[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) if (out[i - 1]! > out[i]!) return out.sort((a, b) => a - b);
  return out;
}

/** One seat's chosen cards leave its hand for the step's pile. */
function carryOut(k: Kernel, seat: Seat, cards: number[]): void {
  const step = stepOfKind<ChooseStep>(k, "choose");
  const hand = k.st.hands[seat]!;
  const into = k.st.piles[step.pile]![seat]!;
  // Loops, not push(...cards): a spread call is a slow path, and this runs for every seat every round.
  for (let i = 0; i < cards.length; i++) {
    removeCard(hand, cards[i]!, -1);
    into.push(cards[i]!);
  }
  if (k.recording) emit(k, { type: "choose", seat, pile: k.rules.pileNames[step.pile]!, count: cards.length, cards: cards.slice() });
}

export const chooseDecision: DecisionHandler<"choose"> = {
  legal(k, seat) {
    const step = stepOfKind<ChooseStep>(k, "choose");
    const count = countOf(k, step);
    const hand = k.st.hands[seat]!;
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
    const step = stepOfKind<ChooseStep>(k, "choose");
    const count = countOf(k, step);
    const cards = action.cards;
    switch (choiceRefusal(k.st.hands[seat]!, k.st.suitOf, cards, count, step.distinctSuits)) {
      case OK:
        return null;
      case WRONG_COUNT:
        return `choose exactly ${count} card(s), not ${cards.length}`;
      case TWICE:
        return "the same card is chosen twice";
      case NOT_HELD: {
        const c = cards.find((x) => !k.st.hands[seat]!.includes(x))!;
        return `seat ${seat} does not hold ${k.deck.cards[c]?.name ?? `#${c}`}`;
      }
      default:
        return "the chosen cards must all have different suits";
    }
  },

  apply(k, seat, action) {
    // A one-card action from the deck's action table is never changed by anyone (the table hands out
    // the same object to every game): it needs no copy. Any other list is the caller's: copied.
    const cards = action.cards.length === 1 && action === k.actionTable.chooseOne(action.cards[0]!) ? (action.cards as number[]) : sortedCopy(action.cards);
    return commitDecision(k, seat, cards, carryOut);
  },
};

/**
 * A uniformly random choice of one card for `seat` when the current step asks for one card: a draw
 * over the hand picks what rng.pick(legal) would, without building the list. Null when this is not
 * such a decision (the caller draws from the list).
 */
export function randomSingleChoice(k: Kernel, seat: Seat, rng: Rng): Action | null {
  const step = stepOfKind<ChooseStep>(k, "choose");
  const hand = k.st.hands[seat]!;
  if (hand.length === 0 || countOf(k, step) !== 1) return null;
  return k.actionTable.chooseOne(hand[rng.int(hand.length) | 0]!);
}

export const chooseEvent: EventHandler<"choose"> = {
  seenBy(e, viewer, v) {
    const pile = v.rules.pileNames.indexOf(e.pile);
    return e.seat === viewer || v.rules.pilePublic[pile] ? e : { ...e, cards: null };
  },
  describe: (e, card) => `seat ${e.seat} chose ${e.cards ? e.cards.map(card).join(" ") : `${e.count} card(s), face down,`} into ${e.pile}`,
  sample: {
    facts(e, i, _events, f) {
      if (e.cards) for (const c of e.cards) f.know(e.seat, c);
      // Hidden: the cards came from the seat's deal; a later reveal of the pile may show them (reveal.ts).
      else f.hide(e.seat, i, e.count);
    },
    replay(e, i, r) {
      const cards = e.cards ?? r.hiddenCards(i);
      if (cards) return { seat: e.seat, action: { type: "choose", cards } };
      // Cards nobody saw and that have no place of their own (they went back into the hand): any
      // choice the rules allow from the sampled hand.
      const legal = r.legal(e.seat);
      return legal.length > 0 ? { seat: e.seat, action: r.rng.pick(legal) } : null;
    },
  },
};
