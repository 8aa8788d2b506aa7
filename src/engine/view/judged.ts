// Judged worlds: the sampler's shortcut past the replay (view/sample.ts). Every world drawn for one
// observation replays the same public round: the same decisions by the same cards, the same tricks.
// What differs between two worlds is only the hands (and the leftover), and where every mechanic of
// the ruleset says so (Mechanic.judgedWorlds) and every event of the round too (SamplePart.judged),
// a decision's legality reads of them only the acting seat's own hand (SW3013). So the round is
// replayed ONCE, on a template world, keeping the state just before each decision of another seat;
// a world is then judged by asking the engine, in that kept state with the seat's hand of the world
// put in (its deal less the cards it had given up by then), whether the decision was legal, and the
// world is built by copying the template's final state with the world's hands, leftover and seed.
//
// The replay stays the reference, and the judge only answers where it answers as the replay would:
// the template checks what the declarations promise (no random draw by the replay or the world, no
// card leaving a hand but by the round's decisions, the leftover untouched, decisions made of cards
// every world agrees on), and each world re-derives every decision and checks the cards it gives up
// are its own; a world that fails a check is replayed instead (REPLAY). The contradictions reported
// are the replay's: same event, seat, cards held then in the same order, plays it could have made.

import type { RulesetIR } from "../../ir/types.js";
import { commit, legalActions, refusal } from "../assembly/act.js";
import { judgedWorldsOf } from "../assembly/mechanics.js";
import { eventHandler } from "../assembly/events.js";
import type { EventHandler, EventType, ReplayContext } from "../core/event.js";
import { Kernel, type ResumeOptions } from "../core/kernel.js";
import { bumpEpoch } from "../core/eval.js";
import { cloneState } from "../assembly/state.js";
import type { Symbolic } from "../core/symbolic.js";
import { IllegalActionError } from "../errors.js";
import { Rng } from "../rng.js";
import { ascendingCopy } from "../lists.js";
import type { Action, CardId, DealSpec, GameEvent, Observation, Seat } from "../types.js";
import { disagreementCost, type Contradiction } from "./repair.js";
import { playedCards } from "./replay.js";

/** What the judge says of a world that it cannot judge: replay it. */
export const REPLAY = "replay";

/** The observed actions a world refused (as the replay reports them), null when it refuses none. */
export interface Verdict {
  readonly refused: readonly Contradiction[];
  readonly cost: number;
}

/** A dealt world: each seat's hand and the leftover, as the sampler drew them. */
export interface Dealt {
  readonly hands: readonly (readonly CardId[])[];
  readonly leftover: readonly CardId[];
}

/** One decision of the round as the template replayed it. */
interface Decision {
  readonly event: number;
  readonly seat: Seat;
  readonly action: Action;
  /** The template just before it (another seat's decision; null for the viewer's own, judged once on the template). */
  readonly before: Kernel | null;
  /** The ids of the tricks open just before it (the replay's isOpen). */
  readonly open: readonly number[];
  /** The template's replay part read the sample's hidden cards: each world derives the decision again. */
  readonly varies: boolean;
  /** Legal with any hand holding the card (a play where the rule to follow or open is plain true): no check per world. */
  readonly free: boolean;
  /** gone[card] = 1: the seat had given the card up before this decision. */
  readonly gone: Uint8Array;
  readonly goneCount: number;
  /** The cards the seat held then that its deal did not (taken up as the viewer saw), ascending: the same in every world. */
  readonly extra: readonly CardId[];
}

/** Thrown by the template's random source: a replay that draws is not the same in every world. */
class Drew extends Error {}

const FORBIDDEN_RNG = new Proxy(Object.create(Rng.prototype) as Rng, {
  get() {
    throw new Drew("the replay drew at random");
  },
});

/** May this observation's worlds be judged at all (before any template is tried)? */
export function judgeable(ir: RulesetIR, obs: Observation, handlers: readonly EventHandler<EventType>[]): boolean {
  if (!judgedWorldsOf(ir)) return false;
  // Secret choices committed but not revealed are drawn per world (sample.ts replay's last part).
  if (obs.committed.some((c) => c)) return false;
  for (let i = 1; i < handlers.length; i++) if (!allows(handlers[i]!, obs.events[i]!, obs.seat)) return false;
  return true;
}

/** Does the event's sample part let `viewer`'s worlds be judged (SamplePart.judged)? */
function allows(h: EventHandler<EventType>, e: GameEvent, viewer: Seat): boolean {
  const judged = h.sample.judged as true | ((e: GameEvent, viewer: Seat) => boolean) | undefined;
  return judged === true || (judged !== undefined && judged(e, viewer));
}

/** The cards of `cards` set in a mask of the deck's size. */
function maskOf(cards: readonly CardId[], size: number): Uint8Array {
  const m = new Uint8Array(size);
  for (const c of cards) m[c] = 1;
  return m;
}

/** The ascending union of two ascending lists with no card in common; null when they share one. */
function merged(a: readonly CardId[], b: readonly CardId[]): CardId[] | null {
  if (b.length === 0) return a.slice();
  const out: CardId[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else if (i >= a.length || b[j]! < a[i]!) out.push(b[j++]!);
    else return null;
  }
  return out;
}

/** The same decision, cards in the same order (only the kinds cardsOf knows: the template judges no other). */
function sameAction(a: Action, b: Action): boolean {
  if (a.type === "play") return b.type === "play" && a.card === b.card && a.target === b.target;
  if (a.type === "aside") return b.type === "aside" && a.card === b.card;
  if (a.type === "discard") return b.type === "discard" && a.card === b.card;
  if (a.type === "bid") return b.type === "bid" && a.value === b.value;
  if (a.type === "call") return b.type === "call" && a.value === b.value;
  if (a.type === "choose") return b.type === "choose" && a.cards.length === b.cards.length && a.cards.every((c, i) => c === b.cards[i]);
  return false;
}

/** The cards an action gives up from the hand; null for an action the judge does not know. */
function cardsOf(a: Action): readonly CardId[] | null {
  if (a.type === "play" || a.type === "aside" || a.type === "discard") return [a.card];
  if (a.type === "choose") return a.cards;
  // A value named in the open gives up no card.
  if (a.type === "bid" || a.type === "call") return NO_CARDS;
  return null;
}

const NO_CARDS: readonly CardId[] = [];

const ascending = (a: number, b: number): number => a - b;

export class JudgedRound {
  private constructor(
    private readonly obs: Observation,
    private readonly events: readonly GameEvent[],
    private readonly handlers: readonly EventHandler<EventType>[],
    private readonly decisions: readonly Decision[],
    /** The template after the round so far. */
    private readonly last: Kernel,
    /** finalGone[seat][card] = 1: the seat has given the card up by now. */
    private readonly finalGone: readonly Uint8Array[],
    private readonly finalGoneCount: readonly number[],
    /** Per seat: the cards it holds now that its deal did not, ascending (Decision.extra). */
    private readonly finalExtra: readonly (readonly CardId[])[],
    /** The cards taken out of the leftover as dealt, and those laid into it, ascending: the same in every world. */
    private readonly leftoverGone: readonly CardId[],
    private readonly leftoverExtra: readonly CardId[],
  ) {}

  /**
   * Replays the observed round on `template` (a world just created with some deal of this
   * observation, by `sym`'s attempt) keeping what the judge needs; null when a check fails, and then
   * every world of this observation is replayed.
   */
  static build(obs: Observation, events: readonly GameEvent[], handlers: readonly EventHandler<EventType>[], template: Kernel, sym: Symbolic, dealt: Dealt): JudgedRound | null {
    return JudgedRound.replayOn(obs, events, handlers, template, sym, 1, [], dealt.hands, dealt.leftover);
  }

  /**
   * This round carried on to a later observation of the same seat and round (`events` begin with
   * this round's own, and the rest of what the worlds start from is the same: view/sample.ts), by
   * replaying its new events only: the template is this round's world of the deal `dealt` (a deal of
   * the later observation, by `sym`'s attempt), as createKernel and the replay of the events so far
   * would have made it, and the decisions so far are kept, since what the judge keeps of them does
   * not depend on the deal (judgedWorlds: a decision's legality reads only the seat's own hand, and
   * the state differs between worlds by the hands alone). The same checks as build over the whole
   * round; null when one fails.
   */
  extend(obs: Observation, events: readonly GameEvent[], handlers: readonly EventHandler<EventType>[], dealt: Dealt, deals: DealSpec[], resume: ResumeOptions, sym: Symbolic): JudgedRound | null {
    // Every decision so far must still be made of cards all worlds agree on, in this attempt too.
    for (const d of this.decisions) if (cardsOf(d.action)!.some((c) => sym.isDrawn(c))) return null;
    const template = this.world(dealt, 0, { deals }, resume);
    return JudgedRound.replayOn(obs, events, handlers, template, sym, this.events.length, this.decisions, dealt.hands, dealt.leftover);
  }

  /** The number of events the template has replayed (the round's so far, its start included). */
  get length(): number {
    return this.events.length;
  }

  /**
   * The template replayed from event `from` on, after `earlier` decisions (from === 1: none, and
   * the template is as created); `dealtHands` and `dealtLeftover` are the template's deal.
   */
  private static replayOn(
    obs: Observation,
    events: readonly GameEvent[],
    handlers: readonly EventHandler<EventType>[],
    template: Kernel,
    sym: Symbolic,
    from: number,
    earlier: readonly Decision[],
    dealtHands: readonly (readonly CardId[])[],
    dealtLeftover: readonly CardId[],
  ): JudgedRound | null {
    const st = template.st;
    // The world's own random source is part of what a world is: the replay must leave it as created.
    if (!st.rng.sameState(new Rng(template.seed))) return null;
    // The events the template makes are checked below (hidden ones too): it must keep them.
    if (!template.recording) return null;
    const size = template.deck.cards.length;
    const n = obs.players;
    const dealt = dealtHands;
    const inDeal = dealt.map((h) => maskOf(h, size));
    const leftover = dealtLeftover;
    let varies = false;
    const context: ReplayContext = {
      obs,
      rng: FORBIDDEN_RNG,
      hiddenCards: (i) => {
        varies = true;
        return sym.cardsOf(i);
      },
      legal: (seat) => {
        varies = true;
        return legalActions(template, seat);
      },
      isOpen: (trick) => st.openTricks.some((t) => t.id === trick),
    };
    const decisions: Decision[] = earlier.slice();
    const given: Uint8Array[] = Array.from({ length: n }, () => new Uint8Array(size));
    for (const d of earlier) for (const c of cardsOf(d.action)!) given[d.seat]![c] = 1;
    try {
      for (let i = from; i < events.length; i++) {
        const e = events[i]!;
        const sample = handlers[i]!.sample;
        const part = sample.replay;
        if (part === "derived") {
          // A value the world made again must be the one seen (a note): the template's, in every world.
          const agrees = sample.agrees as ((e: GameEvent, world: Kernel) => Seat | null) | undefined;
          if (agrees && agrees(e, template) !== null) return null;
          continue;
        }
        varies = false;
        const decision = part(e, i, context);
        if (decision === null) return null;
        const { seat, action } = decision;
        const cards = cardsOf(action);
        if (cards === null || cards.some((c) => sym.isDrawn(c))) return null;
        // What the seat gave up before this decision: its deal less what it holds now; and what it
        // holds besides its deal, every card of it seen by the viewer (so in every world alike).
        const gone = new Uint8Array(size);
        let goneCount = 0;
        const holds = new Uint8Array(size);
        const extra: CardId[] = [];
        for (const c of st.hands[seat]!) {
          holds[c] = 1;
          if (inDeal[seat]![c] === 0) {
            if (sym.isDrawn(c)) return null;
            extra.push(c);
          }
        }
        extra.sort(ascending);
        for (const c of dealt[seat]!) if (holds[c] === 0) (gone[c] = 1), goneCount++;
        // The viewer's hand is the same in every world, and so is its decision's legality; so is a
        // play's where every card may follow (or open), as long as the seat holds it.
        const legalHere = refusal(template, seat, action, false) === null;
        const free = legalHere && action.type === "play" && (action.target === "new" ? template.rules.openConst === true : template.rules.followConst === true);
        let before: Kernel | null = null;
        if (seat === obs.seat) {
          if (!legalHere) return null;
        } else if (!free) before = new Kernel(template, cloneState(st, template.shared));
        decisions.push({ event: i, seat, action, before, open: st.openTricks.map((t) => t.id), varies, free, gone, goneCount, extra });
        const at = st.events.length;
        commit(template, seat, action);
        const confirm = sample.confirm as ((e: GameEvent, events: readonly GameEvent[], from: number) => boolean) | undefined;
        if (confirm && !confirm(e, st.events, at)) return null;
        for (const c of cards) given[seat]![c] = 1;
      }
    } catch (err) {
      if (err instanceof Drew || err instanceof IllegalActionError) return null;
      throw err;
    }
    if (!st.rng.sameState(new Rng(template.seed))) return null;
    // Every event the template made this round, those hidden from the viewer too, allows judging (a
    // value noted from another seat's cards differs from world to world: steps/note.ts).
    for (let i = st.roundEventStart; i < st.events.length; i++) {
      const e = st.events[i]!;
      const h = eventHandler(e);
      if (!h || !allows(h, e, obs.seat)) return null;
    }
    // The leftover: cards out of it or into it only as the viewer saw them (the same in every world).
    const leftNow = maskOf(st.leftover, size);
    const leftThen = maskOf(leftover, size);
    const leftoverGone = leftover.filter((c) => leftNow[c] === 0).sort(ascending);
    const leftoverExtra = st.leftover.filter((c) => leftThen[c] === 0).sort(ascending);
    if (leftoverGone.some((c) => sym.isDrawn(c)) || leftoverExtra.some((c) => sym.isDrawn(c))) return null;
    // No dealt card out of a hand but by the decisions', and no card into one but as the viewer saw it.
    const finalGone: Uint8Array[] = [];
    const finalExtra: CardId[][] = [];
    for (let s = 0; s < n; s++) {
      const holds = maskOf(st.hands[s]!, size);
      const extra = st.hands[s]!.filter((c) => inDeal[s]![c] === 0).sort(ascending);
      if (extra.some((c) => sym.isDrawn(c))) return null;
      const gone = new Uint8Array(size);
      for (const c of dealt[s]!) if (holds[c] === 0) gone[c] = 1;
      for (let c = 0; c < size; c++) if (inDeal[s]![c] === 1 && gone[c] !== given[s]![c]) return null;
      finalGone.push(gone);
      finalExtra.push(extra);
    }
    const counts = finalGone.map((g) => g.reduce((a, b) => a + b, 0));
    return new JudgedRound(obs, events, handlers, decisions, template, finalGone, counts, finalExtra, leftoverGone, leftoverExtra);
  }

  /**
   * What the replay would say of the world dealt so (null: it agrees), or REPLAY when this world
   * must be replayed to tell. `hidden` gives the cards of the hidden parts of events in this world.
   */
  judge(dealt: Dealt, hidden: (event: number) => readonly CardId[] | undefined): Verdict | null | typeof REPLAY {
    const hands = dealt.hands.map(ascendingCopy);
    // The cards taken out of the leftover must lie in this world's.
    if (this.leftoverGone.length > 0 && !this.leftoverGone.every((c) => dealt.leftover.includes(c))) return REPLAY;
    const refused: Contradiction[] = [];
    let open: readonly number[] = [];
    const context: ReplayContext = {
      obs: this.obs,
      rng: FORBIDDEN_RNG,
      hiddenCards: hidden,
      legal: () => {
        throw new Drew("the replay asked for the legal actions");
      },
      isOpen: (trick) => open.includes(trick),
    };
    for (const d of this.decisions) {
      if (d.varies) {
        open = d.open;
        const part = this.handlers[d.event]!.sample.replay;
        let again;
        try {
          again = part === "derived" ? null : part(this.events[d.event]!, d.event, context);
        } catch (err) {
          if (err instanceof Drew || err instanceof IllegalActionError) return REPLAY;
          throw err;
        }
        if (again === null || again.seat !== d.seat || !sameAction(again.action, d.action)) return REPLAY;
      }
      if (d.before === null) continue;
      const deal = hands[d.seat]!;
      const left: CardId[] = [];
      for (const c of deal) if (d.gone[c] === 0) left.push(c);
      if (left.length !== deal.length - d.goneCount) return REPLAY;
      const hand = d.extra.length === 0 ? left : merged(left, d.extra);
      if (hand === null) return REPLAY;
      const k = d.before;
      const kept = k.st.hands[d.seat]!;
      k.st.hands[d.seat] = hand;
      bumpEpoch(k);
      try {
        if (refusal(k, d.seat, d.action, false) !== null) {
          const instead = d.action.type === "play" ? playedCards(legalActions(k, d.seat)) : [];
          refused.push({ event: d.event, seat: d.seat, held: [...hand], instead });
        }
      } finally {
        k.st.hands[d.seat] = kept;
        bumpEpoch(k);
      }
    }
    // Every card a seat gave up must be its own in this world.
    for (let s = 0; s < hands.length; s++) {
      let own = 0;
      for (const c of hands[s]!) own += this.finalGone[s]![c]!;
      if (own !== this.finalGoneCount[s]) return REPLAY;
    }
    // And every card a seat took up must not be in its deal as well (it came from elsewhere in every world).
    for (let s = 0; s < hands.length; s++) if (this.finalExtra[s]!.length > 0 && merged(hands[s]!, this.finalExtra[s]!) === null) return REPLAY;
    return refused.length === 0 ? null : { refused, cost: disagreementCost(refused, 0) };
  }

  /**
   * The world dealt so, as createKernel and the replay would have made it: the template's state now
   * with this world's hands, leftover, random source and record of the deal.
   */
  world(dealt: Dealt, seed: number, opts: { readonly deals: DealSpec[] }, resume: ResumeOptions): Kernel {
    const t = this.last;
    const st = cloneState(t.st, t.shared);
    const n = st.players;
    const deal: number[][] = [];
    for (let s = 0; s < n; s++) {
      const sorted = ascendingCopy(dealt.hands[s]!);
      deal.push(sorted);
      const gone = this.finalGone[s]!;
      const left = sorted.filter((c) => gone[c] === 0);
      st.hands[s] = this.finalExtra[s]!.length === 0 ? left : withExtra(left, this.finalExtra[s]!);
    }
    const dealtLeftover = ascendingCopy(dealt.leftover);
    if (this.leftoverGone.length === 0 && this.leftoverExtra.length === 0) st.leftover = dealtLeftover;
    else {
      const out = maskOf(this.leftoverGone, t.deck.cards.length);
      st.leftover = withExtra(dealtLeftover.filter((c) => out[c] === 0), this.leftoverExtra);
    }
    st.rng = new Rng(seed);
    if (t.recording) {
      const start = st.events[st.roundEventStart];
      if (start?.type !== "roundStart") throw new Error("internal error: the template's round has no start");
      st.events[st.roundEventStart] = { ...start, hands: deal, sizes: deal.map((h) => h.length), leftover: dealtLeftover };
    }
    const options = { players: n, seed, deals: opts.deals };
    return new Kernel({ ...fixedOf(t), seed, opts: options, presetDeals: opts.deals, resume, slices: { ...t.slices, seed } }, st);
  }
}

/** `cards` and the cards taken up besides them (none of them among `cards`: the judge checked). */
function withExtra(cards: readonly CardId[], extra: readonly CardId[]): CardId[] {
  const out = merged(cards, extra);
  if (out === null) throw new Error("internal error: a card taken up is in the world's deal as well");
  return out;
}

/** The fixed part of a kernel, to build another game of the same ruleset from it. */
function fixedOf(k: Kernel): ConstructorParameters<typeof Kernel>[0] {
  return {
    ir: k.ir,
    rules: k.rules,
    deck: k.deck,
    players: k.players,
    seed: k.seed,
    opts: k.opts,
    resume: k.resume,
    presetDeals: k.presetDeals,
    maxSteps: k.maxSteps,
    recording: k.recording,
    onTrick: k.onTrick,
    scratch: k.scratch,
    actionTable: k.actionTable,
    tierTables: k.tierTables,
    rankTable: k.rankTable,
    slices: k.slices,
    shared: k.shared,
    hooks: k.hooks,
  };
}
