// The `remove` step: the winner of the most recently completed trick chooses `count` of its cards,
// which leave the game (the `removed` place, seen by everyone: the trick was face up). The trick still
// counts as won; only its cards are fewer. The choice is card-choice.ts's, over the trick's cards
// instead of a hand, by the one seat that won it.

import { trickNumber, type Trick } from "../core/trick.js";
import { pileTakeAnywhere } from "../flow/piles.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { removeCard } from "../lists.js";
import { RuleError } from "../errors.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import type { CardId, Seat } from "../types.js";
import { countOf, hasChoice, type CardChoiceStep, type CarryOutCards } from "./card-choice.js";
import { awaitOne } from "./decide.js";
import { dropHeldCard } from "../tricks/held.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Mechanic } from "../core/mechanic.js";
import type { RulesetIR } from "../../ir/types.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";

/** The winner of trick `trick` removed these of its cards from the game (public). */
export interface RemoveEvent {
  readonly type: "remove";
  readonly seat: Seat;
  readonly trick: number;
  readonly cards: readonly CardId[];
}

declare module "../types.js" {
  interface GameEvents {
    remove: RemoveEvent;
  }
}

export type RemoveStep = CardChoiceStep<"remove">;

/** Empties a list in its own storage (the round loop does not allocate). */
function emptiedList(v: number[]): number[] {
  while (v.length > 0) v.pop();
  return v;
}

const removeSlices = {
  /** Cards removed from the game this round (here, or by a layout draft, steps/layout-draft.ts): out of play, seen by everyone (the view). */
  removed: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", renew: emptiedList, clone: (v) => v.slice(), seen: "view" }),
  /**
   * The most recently completed trick, for the step that takes cards from it: the cards still in it,
   * its id and winner; kept by this mechanic's trickWon hook (keepLastTrick) only when the ruleset has
   * such a step. Every seat saw the trick played (its events).
   */
  lastTrick: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", renew: emptiedList, clone: (v) => v.slice(), seen: "events" }),
  lastTrickId: mechanicSlice<number>({ kind: "game", init: () => -1, round: "reset", clone: "value", seen: "events" }),
  lastWinner: mechanicSlice<Seat>({ kind: "game", init: () => -1, round: "reset", clone: "value", seen: "events" }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof removeSlices> {}
}

/** Remembers trick `t`, won by `w`, as the last completed one (the trickWon hook: tricks/award.ts awardOne). */
function keepLastTrick(k: Kernel, t: Trick, w: Seat): void {
  const st = k.st;
  const last = st.lastTrick;
  while (last.length > 0) last.pop();
  for (let i = 0; i < t.size; i++) last.push(t.cardAt(i));
  st.lastTrickId = t.id;
  st.lastWinner = w;
}

/** Card `c` leaves the game for the removed cards (here, or an untaken card of a drafted layout, steps/layout-draft.ts). */
export function removeFromGame(k: Kernel, c: CardId): void {
  k.st.removed.push(c);
}

/** The chosen cards leave the trick's pile (wherever the trick went) for the removed cards. */
const carryOut: CarryOutCards<RemoveStep> = (k, _step, seat, cards) => {
  const st = k.st;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    // A won trick is held (tricks/held.ts), its cards in the holder's won pile; a card of the last
    // trick in no held trick sits in some other pile (a trick put elsewhere).
    if (!dropHeldCard(k, c) && !pileTakeAnywhere(k, c)) throw new Error(`internal: card ${c} of the last trick is in no pile`);
    removeCard(st.lastTrick, c, -1);
    removeFromGame(k, c);
  }
  if (k.recording) emit(k, { type: "remove", seat, trick: st.lastTrickId, cards: cards.slice() });
};

export const removeStep: StepHandler<"remove", RemoveStep> = {
  label: () => "remove from the trick",
  compile: (s, rule, c) => ({
    kind: "remove",
    count: c.compile(s.count, rule),
    distinctSuits: false,
    secret: false,
    carryOut,
    source: { cards: (k) => k.st.lastTrick, words: "in the trick" },
    rule,
  }),
  start(k, step) {
    const count = countOf(k, step);
    if (count === 0) return "next";
    const st = k.st;
    if (st.lastWinner < 0) throw new RuleError("no-trick", step.rule, k.seed, "no trick has been completed this round: there is no trick to remove cards from");
    if (!hasChoice(k, st.lastTrick, count, false)) {
      throw new RuleError("no-legal-choice", step.rule, k.seed, `the winner cannot remove ${count} card(s) from a trick of ${st.lastTrick.length}`);
    }
    awaitOne(k, st.lastWinner);
    return "decide";
  },
  decision: { type: "choose", asks: () => "choose the cards to remove from the trick" },
  // Runs between tricks or after them, on a trick the fast paths award like the general path.
  caps: SAFE,
};

export const removeEvent: EventHandler<"remove"> = {
  // The winner of a trick removes some of its cards (all face up in the trick): a seat's decision.
  reveals: false,
  answersStep: true,
  // The trick lay face up: everyone sees which cards leave it.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} removes ${e.cards.map(card).join(" ")} from trick ${trickNumber(e.trick)}`,
  sample: {
    // The cards were seen played: their tokens left the hands then.
    cards: "nothing",
    replay: (e) => ({ seat: e.seat, action: { type: "choose", cards: e.cards } }),
  },
};

const listsRemove = (ir: RulesetIR): boolean => listedSteps(ir).some((s) => s.kind === "remove");

/** The `remove` step as a mechanic (assembly/mechanics.ts): removed cards leave play face up. */
export const removeMechanic = {
  name: "remove",
  slices: removeSlices,
  steps: { remove: removeStep },
  decisions: {},
  codecs: {},
  events: { remove: removeEvent },
  // It takes a card from the last completed trick, out of the tricks its winner holds: the tricks
  // are kept apart, and it keeps the last one itself.
  needs: (ir) => (listsRemove(ir) ? { heldTricks: true } : {}),
  hooks: (ir) => (listsRemove(ir) ? { trickWon: keepLastTrick } : {}),
  caps: capsWhenListed("remove", removeStep.caps),
  judgedWorlds: judgedUnlessListed("remove"),
  view: (k) => ({ removed: [...k.st.removed] }),
} satisfies Mechanic<"remove", "removed">;
