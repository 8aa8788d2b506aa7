// An auction of the order-up / pass-around kind (the `auction` step): in turn from the dealer's left
// each seat names a value of the current offer (a list of suits or of numbers) or passes; the first
// seat to name one wins the auction and the step ends. A whole lap of passes offers the next list
// (`, then LIST`); when every list has gone round unnamed, nobody wins. A lap's `unless COND` (global
// context, with the auction's name read as the list of the value being named) refuses a value: a
// suit turned down, for example. The result is public: the auction's name reads as the list of the named value
// (empty when nobody named one), and `declarer` is the seat that named it (the dealer when nobody did).
//
// The bid-and-hold kind (`, bid and hold`: one list of numbers) is played in pairs instead: the seat
// after the dealer's left (the bidder) bids to the dealer's left (the listener), naming a value higher
// than any named so far or passing; the listener holds each value (names the same value again) or
// passes. Whoever passes drops out; the survivor becomes the listener of the next seat, and so on up to
// the dealer. The last survivor wins at the highest value named. When nobody named a value, the dealer's
// left alone may take the lowest value of the list or pass (nobody wins). A hold is a `bid` action
// naming the value held, so logs, codecs and the sampler need nothing new.

import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import { emit } from "../core/log.js";
import { dealerLeft, leftOf } from "../core/turn.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Compiled } from "../expr/types.js";
import { RuleError } from "../errors.js";
import { SAFE } from "../rules/caps.js";
import { capsWhenListed, listedSteps, type CompiledStep } from "../rules/steps.js";
import { readsOnlyPublic } from "../rules/judged-reads.js";
import type { Action, Seat } from "../types.js";
import type { RulesetIR } from "../../ir/types.js";
import type { RulesValues } from "../rules/types.js";
import { stepOfKind } from "./current.js";

/** A seat named a value in the auction (`said`: the suit's name or the number), or passed (value null). Public. */
export interface BidEvent {
  readonly type: "bid";
  readonly seat: Seat;
  readonly name: string;
  readonly value: number | null;
  readonly said: string;
  /** In a bid-and-hold auction, the listener holds the value named (it names it again). */
  readonly holds?: true;
}

/** Name this value of the current `auction` step's offer (a suit index or a number), or pass (null). */
export interface BidAction {
  readonly type: "bid";
  readonly value: number | null;
}

declare module "../types.js" {
  interface GameEvents {
    bid: BidEvent;
  }
  interface Actions {
    bid: BidAction;
  }
}

/** The most values one lap of an auction may offer (every value is a legal action the bots compare). */
export const MAX_AUCTION_VALUES = 64;

export interface AuctionStep extends CompiledStep<"auction"> {
  readonly name: string;
  /**
   * Lap by lap: the list offered (global context, evaluated when the lap begins), and the condition
   * refusing a value of it (with the auction's value read as [value]; null: none refused).
   */
  readonly laps: readonly { readonly offer: Compiled<readonly number[]>; readonly unless: Compiled<boolean> | null }[];
  /** Do the offers list suits (the log and the report name them)? */
  readonly suits: boolean;
  /** The bid-and-hold kind (one lap of numbers). */
  readonly hold: boolean;
}

/** The round's auction: the named value (`NAME`), its seat (`declarer`), the lap under way. */
export interface AuctionState {
  /** The named value as a list of one, empty while (or when) nobody named one. */
  value: number[];
  /** The seat that named it, -1 while nobody did. */
  declarer: Seat;
  /** The lap under way (an index into the step's laps) and the values it offers. */
  lap: number;
  offer: number[];
  /** Bid and hold: the highest value named so far (a list of one, empty while none). */
  high: number[];
  /** Bid and hold: the seat bidding and the seat answering (the survivor so far); -1 outside. */
  bidder: Seat;
  listener: Seat;
  /** Bid and hold: nobody named a value, and the dealer's left alone may take the lowest or pass. */
  lone: boolean;
}

function newAuction(): AuctionState {
  return { value: [], declarer: -1, lap: 0, offer: [], high: [], bidder: -1, listener: -1, lone: false };
}

/** Is `a` the value a round's reset makes (newAuction), untouched? */
function untouched(a: AuctionState): boolean {
  return a.value.length === 0 && a.declarer === -1 && a.lap === 0 && a.offer.length === 0 && a.high.length === 0 && a.bidder === -1 && a.listener === -1 && !a.lone;
}

const auctionRules = {
  /** Does the ruleset list an auction step (the only writer of the auction's state)? */
  auctionListed: (ir: RulesetIR): boolean => listedSteps(ir).some((s) => s.kind === "auction"),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof auctionRules> {}
}

export const auctionSlices = {
  auction: mechanicSlice<AuctionState>({
    kind: "game",
    init: newAuction,
    round: "reset",
    // Only an auction step writes it: without one, a round's reset keeps the untouched value (the one
    // it would make) and allocates nothing. Any other is made afresh.
    renew: (v, c) => (!c.rules.auctionListed && untouched(v) ? v : newAuction()),
    // No auction step: the value made stays as it is (renew keeps it), and copies share it.
    unwritten: (c) => !c.rules.auctionListed,
    clone: (v) => ({ value: v.value.slice(), declarer: v.declarer, lap: v.lap, offer: v.offer.slice(), high: v.high.slice(), bidder: v.bidder, listener: v.listener, lone: v.lone }),
    seen: "view",
  }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof auctionSlices> {}
}

function beginLap(k: Kernel, step: AuctionStep, lap: number): void {
  const a = k.st.auction;
  a.lap = lap;
  // evalGlobal is typed for numbers; an offer is a list (the checker made sure).
  const listed = evalGlobal(k, step.laps[lap]!.offer) as unknown as readonly number[];
  // Without repeats, first occurrence kept; a list that rises throughout (most offers) has none, and
  // is copied without a Set: every sampled world of an auction game begins a lap.
  const values = rising(listed) ? listed.slice() : [...new Set(listed)];
  if (values.length > MAX_AUCTION_VALUES) {
    throw new RuleError("too-many-values", step.rule, k.seed, `an auction offers at most ${MAX_AUCTION_VALUES} values in a lap, not ${values.length}`);
  }
  a.offer = values;
  k.st.chooseStart = dealerLeft(k.st);
  k.st.chooser = k.st.chooseStart;
}

function rising(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if (!(list[i]! > list[i - 1]!)) return false;
  return true;
}

export const auctionStep: StepHandler<"auction", AuctionStep> = {
  label: (s) => `auction ${s.name}`,
  compile: (s, rule, c) => ({
    kind: "auction",
    name: s.name,
    laps: s.laps.map((l) => ({ offer: c.compile(l.offer, rule), unless: l.unless ? c.compile(l.unless, rule) : null })),
    suits: s.suits,
    hold: s.hold === true,
    rule,
  }),
  start(k, step) {
    const a = k.st.auction;
    a.value = [];
    a.declarer = -1;
    a.high = [];
    a.bidder = -1;
    a.listener = -1;
    a.lone = false;
    if (step.laps.length === 0) return "next";
    k.st.phase = "choose";
    beginLap(k, step, 0);
    if (step.hold) {
      // The dealer's left listens first; the seat after it bids.
      a.listener = k.st.chooser;
      a.bidder = leftOf(a.listener, k.st.players);
      if (a.bidder === a.listener) a.lone = true;
      else k.st.chooser = a.bidder;
    }
    return "decide";
  },
  decision: { type: "bid", asks: (k, step) => `bid in the auction ${step.name}` },
  caps: SAFE,
};

/** How a value reads: a suit's name or the number. */
function said(k: Kernel, step: AuctionStep, value: number | null): string {
  return value === null ? "pass" : step.suits ? (k.ir.suits[value] ?? String(value)) : String(value);
}

/** Bid and hold: is the seat to act the listener (it may hold the highest value or pass)? */
function answering(k: Kernel): boolean {
  const a = k.st.auction;
  return !a.lone && k.st.chooser === a.listener;
}

/** Bid and hold: the values the seat to act may name now (besides passing), before `unless`. */
function holdChoices(k: Kernel): readonly number[] {
  const a = k.st.auction;
  if (a.lone) return a.offer.length > 0 ? [Math.min(...a.offer)] : [];
  if (answering(k)) return a.high;
  const high = a.high[0];
  return high === undefined ? a.offer : a.offer.filter((v) => v > high);
}

/** Why `seat` may not make this bid now, or null when it may. */
function bidRefusal(k: Kernel, step: AuctionStep, value: number | null): string | null {
  if (value === null) return null;
  const a = k.st.auction;
  if (step.hold) {
    if (a.lone) {
      const low = holdChoices(k)[0];
      if (value !== low) return `nobody bid: take the lowest value${low === undefined ? "" : `, ${low},`} or pass, not ${value}`;
    } else if (answering(k)) {
      if (value !== a.high[0]) return `hold ${a.high[0]} (name it again) or pass, not ${value}`;
      return null;
    } else {
      if (!a.offer.includes(value)) return `name one of ${a.offer.join(", ")} or pass, not ${value}`;
      if (a.high.length > 0 && value <= a.high[0]!) return `bid higher than ${a.high[0]} or pass, not ${value}`;
    }
  }
  if (!a.offer.includes(value)) return `name one of ${a.offer.map((v) => said(k, step, v)).join(", ")} or pass, not ${said(k, step, value)}`;
  const unless = step.laps[a.lap]!.unless;
  if (!unless) return null;
  a.value = [value];
  try {
    return evalGlobal(k, unless) ? `${said(k, step, value)} is not allowed (the auction's 'unless' condition holds for it)` : null;
  } finally {
    a.value = [];
  }
}

export const bidDecision: DecisionHandler<"bid"> = {
  legal(k) {
    const step = stepOfKind<AuctionStep>(k, "auction");
    const out: Action[] = [{ type: "bid", value: null }];
    for (const v of step.hold ? holdChoices(k) : k.st.auction.offer) if (bidRefusal(k, step, v) === null) out.push({ type: "bid", value: v });
    return out;
  },
  explain(k, _seat, action) {
    return bidRefusal(k, stepOfKind<AuctionStep>(k, "auction"), action.value);
  },
  apply(k, seat, action) {
    const step = stepOfKind<AuctionStep>(k, "auction");
    const st = k.st;
    const a = st.auction;
    if (step.hold) return applyHold(k, step, seat, action.value);
    if (k.recording) emit(k, { type: "bid", seat, name: step.name, value: action.value, said: said(k, step, action.value) });
    if (action.value !== null) {
      a.value = [action.value];
      a.declarer = seat;
      st.chooser = -1;
      return "step done";
    }
    st.chooser = leftOf(st.chooser, st.players);
    if (st.chooser !== st.chooseStart) return "wait";
    // A lap of passes: the next list, or nobody wins.
    if (a.lap + 1 < step.laps.length) {
      beginLap(k, step, a.lap + 1);
      return "wait";
    }
    st.chooser = -1;
    return "step done";
  },
};

/** Bid and hold: one call (a bid, a hold or a pass) and who acts next. */
function applyHold(k: Kernel, step: AuctionStep, seat: Seat, value: number | null): "wait" | "step done" {
  const st = k.st;
  const a = st.auction;
  const holds = value !== null && answering(k);
  if (k.recording) emit(k, { type: "bid", seat, name: step.name, value, said: said(k, step, value), ...(holds ? { holds } : {}) });
  if (a.lone) {
    // Nobody bid: the dealer's left takes the lowest value, or nobody wins.
    if (value !== null) {
      a.value = [value];
      a.declarer = seat;
    }
    st.chooser = -1;
    return "step done";
  }
  if (value !== null) {
    // A bid goes to the listener; a hold back to the bidder.
    if (!holds) a.high = [value];
    st.chooser = holds ? a.bidder : a.listener;
    return "wait";
  }
  // A pass: the other seat of the pair survives and listens to the next bidder.
  if (seat === a.listener) a.listener = a.bidder;
  const next = leftOf(a.bidder, st.players);
  if (next !== st.chooseStart) {
    a.bidder = next;
    st.chooser = next;
    return "wait";
  }
  // Every seat has bid: the survivor wins at the highest value; with none named, it may take the lowest.
  if (a.high.length > 0) {
    a.value = a.high.slice();
    a.declarer = a.listener;
    st.chooser = -1;
    return "step done";
  }
  a.lone = true;
  st.chooser = a.listener;
  return "wait";
}

export const bidEvent: EventHandler<"bid"> = {
  // An auction bid: a seat's public decision.
  reveals: false,
  answersStep: true,
  // Bids are made in the open.
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} ${e.value === null ? "passes" : e.holds ? `holds ${e.said}` : `names ${e.said}`} in the auction ${e.name}`,
  sample: {
    cards: "nothing",
    replay: (e) => ({ seat: e.seat, action: { type: "bid", value: e.value } }),
    // The same bid in every world, by no card.
    judged: true,
  },
};

/** The `auction` step as a mechanic (assembly/mechanics.ts). */
export const auctionMechanic = {
  name: "auction",
  slices: auctionSlices,
  rules: auctionRules,
  steps: { auction: auctionStep },
  decisions: { bid: bidDecision },
  codecs: {
    bid: {
      key: (a) => (a.value === null ? "bp" : `b${a.value}`),
      describe: (a) => (a.value === null ? "passes in the auction" : `names ${a.value} in the auction`),
      // Bids are made in the open, one after another: never committed in secret.
      fromCommitted: null,
    },
  },
  events: { bid: bidEvent },
  caps: capsWhenListed("auction", auctionStep.caps),
  // Bids are made in the open and give up no card; the values offered and refused must be the same in
  // every world (what they read, every seat sees), and so is the auction's state after each bid.
  judgedWorlds: (ir) => listedSteps(ir).every((s) => s.kind !== "auction" || s.laps.every((l) => readsOnlyPublic(l.offer, ir) && (l.unless === null || readsOnlyPublic(l.unless, ir)))),
  // Public: the named value and who named it (null before and without a winner).
  view: (k) => ({ auction: k.st.auction.declarer >= 0 ? { value: [...k.st.auction.value], declarer: k.st.auction.declarer } : null }),
} satisfies Mechanic<"auction", "auction", "bid">;
