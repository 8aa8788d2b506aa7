// Which events show the person at the card table something that was hidden until then, so that undoing
// their last action would let them choose again knowing more (session.ts refuses the undo).
//
// One entry per event type, typed over the whole GameEvent union: a new event type does not compile
// until someone decides here whether it reveals. The line drawn: a seat's own public decision taken
// after the person's (a card played, a bid, an open call, a discard) is one of "the bots' answers" that
// undo takes back with the person's action, as a card played is; anything else that shows cards or
// values hidden until then (a deal, a card turned up, secret choices or calls shown, cards received,
// a score that reads hidden state) reveals. When in doubt: true (refusing an undo is always safe).
import type { GameEvent, Observation } from "../../../src/index.js";

/** Whether an event of this type reveals: always, never, or by what the person's observation holds. */
export type Reveals = boolean | ((obs: Observation) => boolean);

/** True while the round holds a secret value the person does not know (the winner of a trick may tell about it). */
const secretUnknown = (obs: Observation): boolean => Object.values(obs.secrets).some((v) => v === null);

export const REVEALS: { readonly [T in GameEvent["type"]]: Reveals } = {
  // A new hand (and round): hidden until dealt.
  roundStart: true,
  // A secret choice committed: nothing shown (its cards are null to the others).
  choose: false,
  // Piles chosen in secret are shown.
  reveal: true,
  // Cards come back into hands, shown when the pile was.
  return: true,
  // An arrangement: public ones are a seat's decision, secret ones are null to the others.
  order: false,
  // A call: an open call is a seat's decision; a secret one is null to the others.
  call: false,
  // The secret calls shown together.
  callReveal: true,
  // A value noted from the cards: an open one may tell about another seat's hand (the table cannot tell
  // it from the person's own here, so it counts as revealing: refusing an undo is always safe).
  note: true,
  // Who sits out follows from a condition that reads only what every seat sees (SW3013); the cards
  // laid down are the seat's own (face-up ones were seen already).
  sitOut: false,
  // The dealer picks up the card everyone already saw turned up.
  pickUp: false,
  // The leftover taken shows its cards to the seat that takes it.
  pickUpLeftover: true,
  // The dealer's decision; its card is null to the others unless it lay face up.
  discard: false,
  // An auction bid: a seat's public decision.
  bid: false,
  // An order's entry turned face up.
  show: true,
  // Cards received from a neighbour.
  pass: true,
  // A card set aside face down (a face-up one was seen already).
  reserve: false,
  // A set-aside card is played face up: hidden until then.
  autoPlay: true,
  // The winner of a trick removes some of its cards (all face up in the trick): a seat's decision.
  remove: false,
  // Hand cards laid face up.
  expose: true,
  // Tricks given to a neighbour: the receiver may see the cards of won tricks it could not see before.
  giveTricks: true,
  // A card turned up from the stock or the dealer's hand.
  turnCard: true,
  // A hidden partnership revealed: by a card just played (which undo takes back with it) or by every
  // copy having been played, which the played cards already show; at the round's end the scores reveal.
  teamReveal: false,
  // Hands become tricks: their cards may be shown.
  handTrick: true,
  // A card played face up: a seat's decision.
  play: false,
  // A card played face down: null to the others.
  playDown: false,
  // A trick's face-down cards turned up.
  turnUp: true,
  // A card set aside into a pile, null to those who may not see the pile: a seat's decision.
  aside: false,
  // A completed trick: its cards were played face up (face-down ones come with turnUp), but its winner
  // tells about a secret value the person does not know (a secret trump).
  trick: secretUnknown,
  // Rule cards offered to the person: hidden until then.
  ruleOffer: true,
  // A seat keeps rule cards: null to the others.
  ruleKeep: false,
  // The kept rule cards shown.
  ruleReveal: true,
  // A face-up layout of cards that were undealt.
  layout: true,
  // A card taken from the face-up layout: a seat's decision.
  take: false,
  // A secret drawn: the dealer sees its value.
  secretDraw: true,
  // A secret shown to everyone.
  secretReveal: true,
  // A clue tells who would win with the secrets: information about them.
  clue: true,
  // A task chip drafted in the open: a seat's decision.
  taskDraft: false,
  // The tasks picked in secret, shown together.
  taskPick: true,
  // A task completed: follows from the tricks, but may read the secrets.
  taskDone: true,
  taskCopy: true,
  // A drafted column nobody took leaves the round; its cards lay face up.
  layoutAside: false,
  // Scores may read hidden state (the won cards, the secrets).
  roundEnd: true,
  gameEnd: true,
};

/** Does this event, as the person saw it, show them something hidden until then? */
export function reveals(e: GameEvent, obs: Observation): boolean {
  const r: Reveals | undefined = Object.hasOwn(REVEALS, e.type) ? REVEALS[e.type] : undefined;
  // A type this table does not know (an event from a newer engine than the page): assume it reveals.
  if (r === undefined) return true;
  return typeof r === "function" ? r(obs) : r;
}
