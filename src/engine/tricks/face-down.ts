// Face-down plays (`face down: EXPR` in tricks): a card that joins an open trick may be played face
// down. Only its player sees it; the engine still knows it, so following is enforced as for any card.
// When the trick completes (or is discarded at the round's end) its face-down cards are turned up
// together in one public event, before the trick event that shows all of its cards. While a trick
// holds a face-down card nobody is shown who is winning it, since that would tell something about
// the hidden cards. The card that opens a trick is always face up: its suit is the lead every rule
// reads.

import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { CardId, OpenPlay, Seat, TrickPlay } from "../types.js";
import { madePlay } from "./events.js";
import { trickNumber, type Trick } from "../core/trick.js";
import type { Mechanic } from "../core/mechanic.js";
import { NOT_INLINE, SAFE } from "../rules/caps.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";

/**
 * A card played face down (`face down` rule): the card is null for everyone but its player until
 * `turnUp`, unless it lay face up in the hand (`faceUp`: an `expose` step showed it, and everyone
 * sees it leave the hand), when it is shown to all.
 */
export interface PlayDownEvent {
  readonly type: "playDown";
  readonly seat: Seat;
  readonly card: CardId | null;
  readonly trick: number;
  readonly faceUp?: true;
}

/** A trick's face-down cards turned up together, when it completes (or is discarded). Public. */
export interface TurnUpEvent {
  readonly type: "turnUp";
  readonly trick: number;
  readonly plays: readonly TrickPlay[];
}

declare module "../types.js" {
  interface GameEvents {
    playDown: PlayDownEvent;
    turnUp: TurnUpEvent;
  }
}

const faceDownSlices = {
  /**
   * Whether the last card played (playCard: a decision's play or a random one) lay face down: the
   * sampler's worlds that record no events confirm an observed play's face from it (the events'
   * confirmState below, view/replay.ts). What the game records of itself, not what the rules read.
   */
  lastPlayDown: mechanicSlice<boolean>({ kind: "log", init: () => false, round: "keep", clone: "value", seen: "events" }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof faceDownSlices> {}
}

/** Does `seat` play `card` face down into the open trick `trick`? (the `face down` rule; never for a lead) */
export function playsFaceDown(k: Kernel, seat: Seat, card: CardId, trick: Trick): boolean {
  const rule = k.rules.faceDown;
  if (rule === null) return false;
  const env = beginCards(k, seat);
  try {
    env.card = card;
    env.lead = trick.lead;
    env.trick = trick;
    return rule(env) === true;
  } finally {
    endCards(env);
  }
}

/**
 * The event of `seat` playing `card` face down into trick `trick`: public (`faceUp`) when the card lay
 * face up in the hand (steps/expose.ts: a played card stays in the seat's face-up list), since
 * everyone saw which card left it; a world that hid it would have to explain a face-up card going
 * down unseen, which none can (the sampler's unseen moves never carry a face-up card).
 */
export function faceDownPlay(k: Kernel, seat: Seat, card: CardId, trick: number): PlayDownEvent {
  return laidFaceUp(k.st.exposed, seat, card) ? { type: "playDown", seat, card, trick, faceUp: true } : { type: "playDown", seat, card, trick };
}

/**
 * Did `card` lie face up in `seat`'s hand this round, by the seats' face-up lists (an `expose` step's
 * slice, or an observation's copy of it: still there, or played since, since a play leaves the list as
 * it was)? Everyone saw it there. The one test of the play, the open trick's view and the replay.
 */
function laidFaceUp(exposed: readonly (readonly CardId[] | undefined)[], seat: Seat, card: CardId): boolean {
  return exposed[seat]?.includes(card) === true;
}

/** Turns up a completing trick's face-down cards: one public event, when any lies face down. */
export function turnUp(k: Kernel, t: Trick): void {
  if (t.down === 0 || !k.recording) return;
  const plays: TrickPlay[] = [];
  for (let i = 0; i < t.size; i++) if (t.isDown(i)) plays.push({ seat: t.seatAt(i), card: t.cardAt(i) });
  emit(k, { type: "turnUp", trick: t.id, plays });
}

/**
 * The plays of an open trick as `viewer` sees them (null: face down and not its own, unless it lay face
 * up in its player's hand, `exposed`: public, as its playDown event is); all of them when viewer is null.
 */
export function openPlays(t: Trick, viewer: Seat | null, exposed: readonly (readonly CardId[])[]): OpenPlay[] {
  const out: OpenPlay[] = [];
  for (let i = 0; i < t.size; i++) {
    const seat = t.seatAt(i);
    const card = t.cardAt(i);
    out.push({ seat, card: viewer === null || seat === viewer || !t.isDown(i) || laidFaceUp(exposed, seat, card) ? card : null });
  }
  return out;
}

/** The sampler's place for the token of a face-down card, until its trick is turned up. */
const downPlace = (trick: number, seat: Seat): string => `face down:${trick}:${seat}`;

export const playDownEvent: EventHandler<"playDown"> = {
  // A card played face down: null to the others.
  reveals: false,
  answersStep: false,
  // Only the player sees the card (everyone, when it lay face up); everyone sees that it played one to the trick.
  seenBy: (e, viewer) => (e.seat === viewer || e.faceUp === true ? e : { ...e, card: null }),
  describe: (e, card) => `seat ${e.seat} plays ${e.card === null ? "a card" : card(e.card)} face down to trick ${trickNumber(e.trick)}`,
  sample: {
    // A token of the player's hand goes into the trick unseen (or the known card, for its player),
    // and waits there for the turn-up that shows it.
    cards(e, i, sym) {
      const hand = sym.hands[e.seat]!;
      const tokens = e.card === null ? sym.takeUnseen(hand, 1, i) : [sym.take(hand, e.card)];
      if (e.card !== null) sym.record(i, tokens);
      sym.put(sym.place(downPlace(e.trick, e.seat)), tokens, i);
    },
    replay(e, i, r) {
      const card = e.card ?? r.hiddenCards(i)?.[0];
      if (card === undefined) return null;
      const play = { seat: e.seat, action: { type: "play" as const, card, target: r.isOpen(e.trick) ? e.trick : ("new" as const) } };
      // A card still face down (its trick is open in the observation) was never seen: any card the
      // player may play there in this world will do, and drawing among them spares the rejection
      // of a world whose drawn card does not follow (the rule enforces following on hidden cards).
      if (e.card !== null || !r.obs.openTricks.some((t) => t.id === e.trick)) return play;
      // Not a card that lay face up in the hand: that one everyone would have seen go (faceDownPlay).
      const up = r.world ? r.world().st.exposed : (r.obs.exposed ?? []);
      const legal = r.legal(e.seat).filter((a) => a.type === "play" && a.target === e.trick && !laidFaceUp(up, e.seat, a.card));
      if (legal.length === 0 || legal.some((a) => a.type === "play" && a.card === card)) return play;
      return { seat: e.seat, action: r.rng.pick(legal) };
    },
    // The sampled card must lie face down too (the rule may read the card).
    confirm: (e, events, from) => madePlay(events, from, "playDown", e.seat),
    confirmState: (_e, world) => world.st.lastPlayDown,
  },
};

export const turnUpEvent: EventHandler<"turnUp"> = {
  // A trick's face-down cards turned up.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e, card) => `trick ${trickNumber(e.trick)}: the face-down cards are turned up (${e.plays.map((p) => `${card(p.card)} by seat ${p.seat}`).join(", ")})`,
  sample: {
    cards(e, _i, sym) {
      for (const p of e.plays) sym.show(sym.place(downPlace(e.trick, p.seat)), [p.card]);
    },
    // The engine turns the cards up itself when the replayed trick completes.
    replay: "derived",
  },
};

/**
 * Face-down plays as a mechanic (assembly/mechanics.ts). The cycle loop adds cards to the trick
 * itself, without asking whether they lie face down: off under it (face-down.test.ts checks the
 * open trick's state, which the differential between cycles cannot see). A face-down card shows in
 * the open tricks only to its player (openPlays).
 */
export const faceDownMechanic = {
  name: "faceDown",
  decisions: {},
  codecs: {},
  slices: faceDownSlices,
  events: { playDown: playDownEvent, turnUp: turnUpEvent },
  // A card is laid face down by playCard only: the loops that play inline stay off.
  caps: (ir) => (ir.tricks.faceDown === null ? SAFE : NOT_INLINE),
  // How a card lies may depend on the hand it left: each world must be replayed.
  judgedWorlds: (ir) => ir.tricks.faceDown === null,
  view: null,
} satisfies Mechanic<"faceDown">;
