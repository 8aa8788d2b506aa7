// The `reserve` step: every seat secretly sets one hand card aside for the last trick, all at once.
// The card leaves the hand face down (its owner sees it; the others that one was set aside), so
// trick play from the hand is one trick shorter; when trick play from the hand ends, the set-aside
// cards are played automatically as one more trick (its handPlayOver hook, run by tricks/cycle.ts), in
// turn order from the seat that leads it, exempt from following, each face up as it is played.

import { trickNumber } from "../core/trick.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { emit } from "../core/log.js";
import { filled, removeCard } from "../lists.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { stepSeat } from "../core/turn.js";
import type { EventHandler } from "../core/event.js";
import { SAFE } from "../rules/caps.js";
import { newTrick } from "../tricks/award.js";
import type { Seat, CardId } from "../types.js";
import { startCardChoice, type CardChoiceStep, type CarryOutCards } from "./card-choice.js";
import { coverExposed } from "./expose.js";
import type { StepHandler } from "../core/step-handler.js";
import { capsWhenListed, judgedUnlessListed } from "../rules/steps.js";

/**
 * A seat set a hand card aside for the last trick, face down: its owner sees the card, the others
 * only that one was set aside (unless it was face up: `faceUp`, everyone saw it go).
 */
export interface ReserveEvent {
  readonly type: "reserve";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly faceUp?: true;
}

/** A set-aside card played automatically into trick `trick` (the last one), face up. */
export interface AutoPlayEvent {
  readonly type: "autoPlay";
  readonly seat: Seat;
  readonly card: CardId;
  readonly trick: number;
}

declare module "../types.js" {
  interface GameEvents {
    reserve: ReserveEvent;
    autoPlay: AutoPlayEvent;
  }
}

export type ReserveStep = CardChoiceStep<"reserve">;

const reserveSlices = {
  /** reserved[seat]: the card the seat set aside for the last trick, or -1 (its view: the owner sees it, the others that one was set aside). */
  reserved: mechanicSlice<number[]>({
    kind: "game",
    init: (c) => filled(c.players, -1),
    round: "reset",
    // Every round starts with none set aside, in the same list (the round loop does not allocate).
    renew: (v) => {
      for (let s = 0; s < v.length; s++) v[s] = -1;
      return v;
    },
    clone: (v) => v.slice(),
    seen: "view",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof reserveSlices> {}
}

/** One seat's chosen card leaves its hand for its set-aside place. */
const carryOut: CarryOutCards<ReserveStep> = (k, _step, seat, cards) => {
  const st = k.st;
  const card = cards[0]!;
  const faceUp = coverExposed(k, seat, cards);
  removeCard(st.hands[seat]!, card, -1);
  st.reserved[seat] = card;
  if (k.recording) emit(k, faceUp ? { type: "reserve", seat, card, faceUp: true } : { type: "reserve", seat, card });
};

/** Does any seat still hold a card set aside for the last trick? */
export function hasReserved(k: Kernel): boolean {
  const r = k.st.reserved;
  for (let s = 0; s < r.length; s++) if (r[s]! >= 0) return true;
  return false;
}

/**
 * Plays the set-aside cards as one trick led by `leader` (or the first seat after it, in the
 * direction of play, that set a card aside): each seat's card in turn, no decision, no follow rule.
 * The trick is left open, complete, for the caller to judge and award like any cycle's trick.
 */
export function playReserved(k: Kernel, leader: Seat): void {
  const st = k.st;
  const n = st.players;
  let seat = leader;
  for (let i = 0; i < n && st.reserved[seat]! < 0; i++) seat = stepSeat(seat, st.direction, n);
  st.cycleLeader = seat;
  const trick = newTrick(k, st.reserved[seat]!);
  st.openTricks.push(trick);
  for (let i = 0; i < n; i++, seat = stepSeat(seat, st.direction, n)) {
    const card = st.reserved[seat]!;
    if (card < 0) continue;
    st.reserved[seat] = -1;
    trick.add(seat, card);
    if (k.recording) emit(k, { type: "autoPlay", seat, card, trick: trick.id });
  }
}

export const reserveStep: StepHandler<"reserve", ReserveStep> = {
  label: () => "set aside for the last trick",
  compile: (_s, rule, c) => ({ kind: "reserve", count: c.compile({ k: "num", v: 1 }, rule), distinctSuits: false, secret: true, carryOut, rule }),
  start: startCardChoice,
  decision: { type: "choose", asks: () => "choose the card to set aside for the last trick" },
  // Safe for every path. The choice is made before trick play (src/ir/structure.ts), through the
  // decision, on every path; trick play then holds one card fewer per hand and plays by the rules. The
  // trick of the set-aside cards is played by the handPlayOver hook (playSetAside below), which
  // tricks/cycle.ts beginCycle runs on every path's cycle end (the loops' too: endCycleWith), and it
  // is judged and awarded there like any cycle's trick (so the rank table may judge it); its cards
  // come from no hand, and none are played inline (test/engine/reserve-caps.test.ts plays the games
  // both ways).
  caps: SAFE,
};

export const reserveEvent: EventHandler<"reserve"> = {
  // A card set aside face down (a face-up one was seen already).
  reveals: false,
  answersStep: true,
  // Face down: the owner sees the card, the others that one was set aside (unless it was face up).
  seenBy: (e, viewer) => (viewer === e.seat || e.faceUp ? e : { ...e, card: null }),
  describe: (e, card) => `seat ${e.seat} sets ${e.card === null ? "a card" : card(e.card)} aside for the last trick`,
  sample: {
    // Seen: that card; unseen: any of the seat's hand but its face-up cards. It waits in a place of its own.
    cards(e, i, sym) {
      const tokens = sym.takeMove(sym.hands[e.seat]!, e.card === null ? null : [e.card], undefined, 1, i);
      sym.put(sym.place(`reserved:${e.seat}`), tokens, i);
    },
    replay(e, i, r) {
      const card = e.card ?? r.hiddenCards(i)?.[0];
      return card === undefined ? null : { seat: e.seat, action: { type: "choose", cards: [card] } };
    },
  },
};

export const autoPlayEvent: EventHandler<"autoPlay"> = {
  // A set-aside card is played face up: hidden until then.
  reveals: true,
  answersStep: false,
  // Played face up.
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat}'s set-aside ${card(e.card)} is played to trick ${trickNumber(e.trick)}`,
  sample: {
    // The card comes from the seat's set-aside place: it shows which card that token is.
    cards: (e, _i, sym) => void sym.take(sym.place(`reserved:${e.seat}`), e.card),
    // The engine plays it by itself when the replayed trick play ends.
    replay: "derived",
  },
};

/** Plays the set-aside cards, if any seat still holds one, when trick play from the hand ends. */
function playSetAside(k: Kernel, leader: Seat): boolean {
  if (!hasReserved(k)) return false;
  playReserved(k, leader);
  return true;
}

/**
 * Set aside for the last trick: only a ruleset with a reserve step (before trick play) plays them.
 * Set-aside cards are played when trick play from the hand ends, at the start of a cycle (cycle.ts):
 * so only before trick play, once, and only in cycle play (STRUCTURE_RULES, src/ir/structure.ts).
 */
export const reserveMechanic = {
  name: "reserve",
  slices: reserveSlices,
  steps: { reserve: reserveStep },
  decisions: {},
  codecs: {},
  events: { reserve: reserveEvent, autoPlay: autoPlayEvent },
  hooks: (ir) => (ir.beforeTricks.some((s) => s.kind === "reserve") ? { handPlayOver: playSetAside } : {}),
  // Where a reserve step may be, and with what: src/ir/structure.ts (shared with the checker).
  caps: capsWhenListed("reserve", reserveStep.caps),
  judgedWorlds: judgedUnlessListed("reserve"),
  // Its owner sees the card set aside; the others, that one was.
  view: (k, seat) => ({ reserved: k.st.reserved.map((c, owner) => (owner === seat ? (c >= 0 ? [c] : []) : c >= 0 ? 1 : 0)) }),
} satisfies Mechanic<"reserve", "reserved">;
