// Determinization: a full game state consistent with one seat's observation, drawn at random.
// It reads the observation only (never the true state), rebuilds the current round's deal with the
// unseen cards shuffled into the unseen places, and replays the round's visible history through the
// engine (hidden orders are drawn among the arrangements that agree with the entries seen face up).
// A sample under which any observed action would have been illegal is rejected, so every
// inference the rules allow (a seat that did not follow where following was compulsory holds none of
// that suit) is respected without game-specific code.

import type { RulesetIR } from "../ir/types.js";
import { deckFor } from "./cards.js";
import { IllegalActionError, RuleError } from "./errors.js";
import { Game } from "./game.js";
import type { Rng } from "./rng.js";
import type { CardId, DealSpec, GameEvent, Observation, Seat } from "./types.js";

export const DEFAULT_SAMPLE_ATTEMPTS = 500;

/** Where one hidden card of a seat's initial hand went. */
interface HiddenSlot {
  /** Index in the round's events of the choose/aside event whose card(s) are hidden, or -1 for the hand. */
  readonly event: number;
}

export function determinize(ir: RulesetIR, obs: Observation, rng: Rng, maxAttempts = DEFAULT_SAMPLE_ATTEMPTS): Game {
  const n = obs.players;
  const deck = deckFor(ir, n);
  if (!deck) throw new IllegalActionError(`no deck for ${n} players`);
  const events = obs.events;
  const start = events[0];
  if (!start || start.type !== "roundStart") throw new IllegalActionError("the observation has no round start");
  const own = start.hands[obs.seat];
  if (!own) throw new IllegalActionError("the observation does not show the seat's own deal");

  // Cards each seat is known to have been dealt this round, and the hidden places of the rest.
  const known: Set<CardId>[] = Array.from({ length: n }, () => new Set<CardId>());
  const hidden: HiddenSlot[][] = Array.from({ length: n }, () => []);
  const revealedLater = revealedChoices(events);
  events.forEach((e, i) => {
    if (e.type === "play") known[e.seat]!.add(e.card);
    else if (e.type === "aside") {
      if (e.card === null) hidden[e.seat]!.push({ event: i });
      else known[e.seat]!.add(e.card);
    } else if (e.type === "choose") {
      const cards = e.cards ?? revealedLater.get(i);
      if (cards) for (const c of cards) known[e.seat]!.add(c);
      else for (let k = 0; k < e.count; k++) hidden[e.seat]!.push({ event: i });
    }
  });
  for (let s = 0; s < n; s++) {
    if (s === obs.seat) continue;
    for (let k = 0; k < obs.handSizes[s]!; k++) hidden[s]!.push({ event: -1 });
  }

  const seen = new Set<CardId>(own);
  for (const k of known) for (const c of k) seen.add(c);
  const leftoverKnown = Array.isArray(obs.leftover) ? (obs.leftover as readonly CardId[]) : null;
  if (leftoverKnown) for (const c of leftoverKnown) seen.add(c);
  const pool: CardId[] = [];
  for (let c = 0; c < deck.cards.length; c++) if (!seen.has(c)) pool.push(c);
  const leftoverHidden = leftoverKnown ? 0 : (obs.leftover as number);
  const slotCount = hidden.reduce((a, h) => a + h.length, 0) + leftoverHidden;
  if (slotCount !== pool.length) {
    throw new IllegalActionError(`inconsistent observation: ${pool.length} unseen cards for ${slotCount} hidden places`);
  }

  const resume = resumeFrom(obs);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    rng.shuffle(pool);
    let next = 0;
    const byEvent = new Map<number, CardId[]>();
    const hands: CardId[][] = [];
    for (let s = 0; s < n; s++) {
      const hand = s === obs.seat ? [...own] : [...known[s]!];
      for (const slot of hidden[s]!) {
        const c = pool[next++]!;
        hand.push(c);
        if (slot.event >= 0) {
          const list = byEvent.get(slot.event) ?? [];
          list.push(c);
          byEvent.set(slot.event, list);
        }
      }
      hands.push(hand);
    }
    const leftover = leftoverKnown ? [...leftoverKnown] : pool.slice(next, next + leftoverHidden);
    const deals: DealSpec[] = [];
    deals[obs.round - 1] = { hands, leftover };
    const game = Game.resume(ir, { players: n, seed: rng.nextUint32(), deals }, resume);
    if (replay(game, obs, events, (i) => revealedLater.get(i) ?? byEvent.get(i), rng)) return game;
  }
  throw new RuleError(
    "no-consistent-sample",
    "sampler",
    0,
    `no deal consistent with seat ${obs.seat}'s observation was found in ${maxAttempts} attempts (round ${obs.round})`,
  );
}

/** Choose events whose hidden cards a later reveal of the same pile showed. */
function revealedChoices(events: readonly GameEvent[]): Map<number, readonly CardId[]> {
  const out = new Map<number, readonly CardId[]>();
  events.forEach((e, i) => {
    if (e.type !== "reveal") return;
    // Hand out each seat's revealed cards to its earlier choose events into this pile, in order.
    const rest = e.cards.map((cards) => [...cards]);
    for (let j = 0; j < i; j++) {
      const c = events[j]!;
      if (c.type !== "choose" || c.pile !== e.pile) continue;
      const seatCards = rest[c.seat]!;
      const mine = c.cards ? [...c.cards] : seatCards.slice(0, c.count);
      for (const x of mine) seatCards.splice(seatCards.indexOf(x), 1);
      if (!c.cards) out.set(j, mine);
    }
  });
  return out;
}

function resumeFrom(obs: Observation): { round: number; dealer: Seat; totals: number[]; roundScores: number[][] } {
  const rows = obs.roundScores.slice(0, obs.round - 1).map((r) => [...r]);
  const totals = new Array<number>(obs.players).fill(0);
  for (const r of rows) r.forEach((v, s) => (totals[s]! += v));
  return { round: obs.round, dealer: obs.dealer, totals, roundScores: rows };
}

/**
 * A hidden order of `seat`, drawn among the arrangements the step offers that agree with every entry
 * the viewer has seen face up.
 */
function sampleOrder(game: Game, obs: Observation, seat: Seat, name: string, rng: Rng): readonly number[] {
  const known = obs.orders[name]?.[seat]?.values ?? [];
  const fits = game.legalActions(seat).filter((a) => a.type === "order" && known.every((v, i) => v === null || a.values[i] === v));
  const pick = fits.length > 0 ? rng.pick(fits) : undefined;
  // No fitting arrangement: the sample cannot explain what was seen; the replay rejects it.
  if (!pick || pick.type !== "order") throw new IllegalActionError(`no arrangement of ${name} fits what seat ${obs.seat} saw`);
  return pick.values;
}

/** Replays the observed round on a sampled game; false if the sample contradicts what was seen. */
function replay(game: Game, obs: Observation, events: readonly GameEvent[], hiddenCards: (event: number) => readonly CardId[] | undefined, rng: Rng): boolean {
  try {
    for (let i = 1; i < events.length; i++) {
      const e = events[i]!;
      if (e.type === "choose") {
        game.apply(e.seat, { type: "choose", cards: e.cards ?? hiddenCards(i) ?? [] });
      } else if (e.type === "order") {
        game.apply(e.seat, { type: "order", values: e.values ?? sampleOrder(game, obs, e.seat, e.name, rng) });
      } else if (e.type === "aside") {
        const card = e.card ?? hiddenCards(i)?.[0];
        if (card === undefined) return false;
        game.apply(e.seat, { type: "aside", card });
      } else if (e.type === "play") {
        const open = game.st.openTricks.some((t) => t.id === e.trick);
        game.apply(e.seat, { type: "play", card: e.card, target: open ? e.trick : "new" });
      }
    }
    // Secret choices already committed but not yet revealed: the seat's own is known, others' are drawn.
    if (obs.committed.some((c) => c)) {
      for (let s = 0; s < obs.players; s++) {
        if (!obs.committed[s]) continue;
        if (s === obs.seat) {
          if (!obs.ownChoice) return false;
          const kind = game.legalActions(s)[0]?.type;
          game.apply(s, kind === "order" ? { type: "order", values: obs.ownChoice } : { type: "choose", cards: obs.ownChoice });
        } else {
          game.apply(s, rng.pick(game.legalActions(s)));
        }
      }
    }
  } catch (err) {
    if (err instanceof IllegalActionError) return false;
    throw err;
  }
  return true;
}
