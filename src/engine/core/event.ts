// What every event kind provides: who sees what of it (redaction), a line for people (the replay
// report), and how the sampler treats it when it rebuilds a world from one seat's observation. The
// registry (assembly/events.ts) holds one per GameEvent type, typed so that a kind without a handler does not
// compile; an event of a type the registry does not know is shown to nobody.

import type { RulesetIR } from "../../ir/types.js";
import type { CompiledRules } from "../rules/types.js";
import type { Action, CardId, DealSpec, GameEvent, Observation, Seat } from "../types.js";
import type { Rng } from "../rng.js";
import type { Symbolic } from "./symbolic.js";
import type { Kernel } from "./kernel.js";

export type EventType = GameEvent["type"];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** What redaction may consult: the declared visibility of piles, orders and leftover cards. */
export interface Visibility {
  readonly ir: RulesetIR;
  readonly rules: CompiledRules;
}

/** What the sampler offers an event's replay part while it replays a round on a sampled world. */
export interface ReplayContext {
  readonly obs: Observation;
  readonly rng: Rng;
  /** The cards a hidden part of event `i` was given in this sample (deal-facts.ts), if any. */
  hiddenCards(i: number): readonly CardId[] | undefined;
  /** The sampled world's legal actions for `seat` now. */
  legal(seat: Seat): readonly Action[];
  /** Is a trick with this id open in the sampled world now? */
  isOpen(trick: number): boolean;
  /**
   * The sampled world itself, for a part that draws its decision from the world's state rather than
   * from legal()'s listing, with the same draws (rulecards/draft.ts drawKeep). Absent where the context
   * shows no world (view/judged.ts): the part asks legal() then.
   */
  readonly world?: () => Kernel;
}

export interface SamplePart<T extends EventType> {
  /**
   * How the event moved cards, replayed over the viewer's card tokens (core/symbolic.ts): cards it
   * saw take the token they must be, cards it did not see move tokens at random; "nothing" when the
   * event moves no card. Throws Unexplained when this attempt cannot account for what was seen.
   */
  readonly cards: "nothing" | ((e: EventOf<T>, i: number, sym: Symbolic, events: readonly GameEvent[]) => void);
  /**
   * The decision to apply again in the sampled world ("derived": the engine makes this event itself
   * while replaying, e.g. a completed trick). Null when the sample cannot explain what was seen (the
   * sample is then rejected).
   */
  readonly replay: "derived" | ((e: EventOf<T>, i: number, r: ReplayContext) => { readonly seat: Seat; readonly action: Action } | null);
  /**
   * Optional: do the events the replayed decision made in the sampled world (`events` from index
   * `from` on) agree with this one? (A
   * card played face down or face up tells something about it when the rule reads the card: a sample
   * in which the same play lies the other way is rejected.) Absent: nothing more to compare.
   */
  readonly confirm?: (e: EventOf<T>, events: readonly GameEvent[], from: number) => boolean;
  /**
   * `confirm` answered from the sampled world's state instead of its events, right after the world
   * carried out the replayed decision (the same answer, for a world that records no events). A kind
   * with `confirm` and without this keeps every world of a round holding it recording
   * (view/prepare.ts Prepared.unrecorded): safe by default.
   */
  readonly confirmState?: (e: EventOf<T>, world: Kernel) => boolean;
  /**
   * Optional, for an event the engine makes itself ("derived") that tells something about hidden
   * cards (a value noted from a hand: steps/note.ts): does the sampled world, which has just made it
   * again, agree with what was seen? Null when it does; else the seat whose cards are to blame (the
   * sample is then repaired or rejected, as for a refused action). Absent: nothing to compare.
   */
  readonly agrees?: (e: EventOf<T>, world: Kernel) => Seat | null;
  /**
   * True when the sampler may judge a round holding this event by legality alone (view/judged.ts):
   * replaying it makes one decision (or derives one event) alike in every world of the observation,
   * by cards the viewer knows, without drawing at random. Absent: each world replays the round. A
   * function answers for one event and viewer (a card moved that only some seats see): it is asked of
   * the events the viewer saw and of every event the judge's template world made in the round, the
   * ones hidden from the viewer too.
   */
  readonly judged?: true | ((e: EventOf<T>, viewer: Seat) => boolean);
  /**
   * Optional, for an event the engine makes itself ("derived") from cards it draws from the seed (a
   * card drawn from the stock: steps/draw.ts; a card turned up; a drafted layout): writes into a
   * sampled world's deal what makes the world draw those very cards again (view/prepare.ts
   * eventsDeal calls every event's part in order for each world). `cards` are the cards the event
   * moved in this attempt (seen, or given by the attempt); undefined when the sample does not know them.
   */
  readonly deal?: (e: EventOf<T>, cards: readonly CardId[] | undefined, deal: DealDraft) => void;
}

/** A world's deal being written by the events' `deal` parts (SamplePart.deal). */
export type DealDraft = { -readonly [K in keyof DealSpec]?: DealSpec[K] };

export interface EventHandler<T extends EventType> {
  /**
   * Does the event, as a seat saw it (its observation just after), show that seat something hidden
   * until then: a deal, a card turned up, secret choices or calls shown, cards received, a score that
   * reads hidden state? A seat's own public decision (a card played, a bid, an open call, a discard)
   * does not: it is one of the answers an undo takes back with the person's action. The card table
   * refuses an undo past a revealing event (editor/src/table/session.ts); when in doubt: true
   * (refusing an undo is always safe). A function decides by what the observation holds.
   */
  readonly reveals: boolean | ((obs: Observation) => boolean);
  /**
   * True when the event carries out a seat's decision at a listed step (a choice, an order, a call, a
   * bid...), so reports name the step it answered; false for plays in trick play and for the events
   * the engine makes itself (a new round, a trick, cards turned up, scores).
   */
  readonly answersStep: boolean;
  /**
   * The event as `viewer` saw it when it happened: the event itself, a copy with what `viewer` may
   * not see set to null, or null when the event is hidden from `viewer` altogether.
   */
  seenBy(e: EventOf<T>, viewer: Seat, v: Visibility): EventOf<T> | null;
  /** One line for people, e.g. "seat 2 plays red5 to trick 0". */
  describe(e: EventOf<T>, card: (id: CardId) => string): string;
  readonly sample: SamplePart<T>;
}
