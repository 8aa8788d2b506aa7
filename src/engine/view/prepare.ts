// What every sampled world of one observation starts from, read off the observation once: its round's
// events and their sample parts, the seat's own deal, the cards, the resume point, what every world
// deals as the seat saw it (view/sample.ts); and the round over card tokens (symbolicDeal).

import type { RulesetIR } from "../../ir/types.js";
import { deckFor } from "../core/cards.js";
import type { ResumeOptions } from "../core/kernel.js";
import { Unexplained, type Symbolic } from "../core/symbolic.js";
import { eventHandler } from "../assembly/events.js";
import { savedParts } from "../assembly/mechanics.js";
import type { DealDraft, EventHandler, EventType } from "../core/event.js";
import { IllegalActionError } from "../errors.js";
import type { CardId, DealSpec, GameEvent, Observation } from "../types.js";
import { judgeable } from "./judged.js";

/**
 * The round as the seat saw it, over card tokens: which cards each seat was dealt (the seat's unseen
 * cards drawn from `sym`'s Rng); Unexplained when this attempt's draws cannot explain the round.
 */
export function symbolicDeal(p: Prepared, sym: Symbolic): { hands: CardId[][]; leftover: CardId[] } {
  const { obs, events, handlers } = p;
  sym.deal(p.own, p.start.sizes, p.leftover);
  for (let i = 1; i < events.length; i++) {
    const part = handlers[i]!.sample.cards;
    if (part !== "nothing") part(events[i]!, i, sym, events);
  }
  sym.hands.forEach((hand, s) => {
    if (hand.length !== obs.handSizes[s]) throw new Unexplained(`seat ${s} would hold ${hand.length} cards, not ${obs.handSizes[s]}`);
  });
  // A tracing attempt keeps the round's shape for the next attempts (view/sample.ts).
  sym.seal();
  return sym.fill(p.everyCard, obs.players);
}

/** What every world of one observation starts from, read off the observation once (it draws nothing). */
export interface Prepared {
  readonly obs: Observation;
  readonly ir: RulesetIR;
  readonly events: readonly GameEvent[];
  readonly start: Extract<GameEvent, { type: "roundStart" }>;
  readonly own: readonly CardId[];
  readonly handlers: readonly EventHandler<EventType>[];
  /** The leftover as dealt (a drafted layout takes cards out of it during the round): shown, or how many. */
  readonly leftover: readonly CardId[] | number;
  readonly everyCard: CardId[];
  readonly resume: ResumeOptions;
  /** What every world deals as the seat saw it besides what the events write (eventsDeal): the secrets the seat knows. */
  readonly seen: Partial<DealSpec>;
  /** Whether the ruleset and the round allow judged worlds (view/judged.ts judgeable). */
  readonly judgeable: boolean;
  /**
   * Whether a world may replay the round without recording events (view/replay.ts): every event of
   * the round whose sample part confirms a replayed decision from the world's events (`confirm`) can
   * confirm it from the world's state too (`confirmState`). A kind without the twin keeps recording.
   */
  readonly unrecorded: boolean;
}

/** Per observation object and IR: the search bots draw hundreds of worlds from one observation. */
const preparations = new WeakMap<Observation, Prepared>();

export function prepared(ir: RulesetIR, obs: Observation): Prepared {
  const cached = preparations.get(obs);
  if (cached && cached.ir === ir) return cached;
  const p = prepare(ir, obs);
  preparations.set(obs, p);
  return p;
}

function prepare(ir: RulesetIR, obs: Observation): Prepared {
  const deck = deckFor(ir, obs.players);
  if (!deck) throw new IllegalActionError(`no deck for ${obs.players} players`);
  const events = obs.events;
  const start = events[0];
  if (!start || start.type !== "roundStart") throw new IllegalActionError("the observation has no round start");
  const own = start.hands[obs.seat];
  if (!own) throw new IllegalActionError("the observation does not show the seat's own deal");
  const handlers = events.map((e) => {
    const h = eventHandler(e);
    if (!h) throw new IllegalActionError(`the sampler has no rule for an event of type ${JSON.stringify(e.type)}`);
    return h;
  });
  const leftover: readonly CardId[] | number = start.leftover ?? deck.cards.length - start.sizes.reduce((a, b) => a + b, 0);
  // The secrets the seat knows (the others the world draws itself). What the round's events tell a
  // world's deal (a drafted layout, a card turned up, the stock's order) is their own deal parts'.
  const secrets = (ir.secrets ?? []).map((s) => obs.secrets[s.name] ?? null);
  const seen: Partial<DealSpec> = secrets.length > 0 ? { secrets } : {};
  return {
    obs, ir, events, start, own, handlers, leftover,
    everyCard: deck.cards.map((c) => c.id),
    resume: resumeFrom(obs),
    seen,
    judgeable: judgeable(ir, obs, handlers),
    unrecorded: handlers.every((h) => !h.sample.confirm || h.sample.confirmState !== undefined),
  };
}


/** The events whose sample part writes into a world's deal (SamplePart.deal), per observation: most rounds have none. */
const dealParts = new WeakMap<Prepared, readonly number[]>();

/**
 * What the round's events tell a world's deal (SamplePart.deal: a drafted layout, a card turned up,
 * the stock's order), in event order; `cardsOf` gives the cards an event moved in this world's
 * attempt (core/symbolic.ts cardsOf), undefined where the attempt does not know them.
 */
export function eventsDeal(p: Prepared, cardsOf: (event: number) => readonly CardId[] | undefined): DealDraft {
  let at = dealParts.get(p);
  if (at === undefined) {
    const list: number[] = [];
    p.handlers.forEach((h, i) => {
      if (h.sample.deal) list.push(i);
    });
    dealParts.set(p, (at = list));
  }
  const out: DealDraft = {};
  for (const i of at) {
    const part = p.handlers[i]!.sample.deal as (e: GameEvent, cards: readonly CardId[] | undefined, deal: DealDraft) => void;
    part(p.events[i]!, cardsOf(i), out);
  }
  return out;
}

export function resumeFrom(obs: Observation): ResumeOptions {
  const rows = obs.roundScores.slice(0, obs.round - 1).map((r) => [...r]);
  const totals = new Array<number>(obs.players).fill(0);
  for (const r of rows) r.forEach((v, s) => (totals[s]! += v));
  const parts = savedParts(obs);
  return { round: obs.round, dealer: obs.dealer, totals, roundScores: rows, ...(parts ? { parts } : {}) };
}

