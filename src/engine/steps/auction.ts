// An auction of the order-up / pass-around kind (the `auction` step): in turn from the dealer's left
// each seat names a value of the current offer (a list of suits or of numbers) or passes; the first
// seat to name one wins the auction and the step ends. A whole lap of passes offers the next list
// (`, then LIST`); when every list has gone round unnamed, nobody wins. A lap's `unless COND` (global
// context, with the auction's name read as the list of the value being named) refuses a value: a
// suit turned down, for example. The result is public: the auction's name reads as the list of the named value
// (empty when nobody named one), and `declarer` is the seat that named it (the dealer when nobody did).

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
import { capsWhenListed, judgedUnlessListed, type CompiledStep } from "../rules/steps.js";
import type { Action, Seat } from "../types.js";
import { stepOfKind } from "./current.js";

/** A seat named a value in the auction (`said`: the suit's name or the number), or passed (value null). Public. */
export interface BidEvent {
  readonly type: "bid";
  readonly seat: Seat;
  readonly name: string;
  readonly value: number | null;
  readonly said: string;
}

declare module "../types.js" {
  interface GameEvents {
    bid: BidEvent;
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
}

export const auctionSlices = {
  auction: mechanicSlice<AuctionState>({
    kind: "game",
    init: () => ({ value: [], declarer: -1, lap: 0, offer: [] }),
    round: "reset",
    clone: (v) => ({ value: v.value.slice(), declarer: v.declarer, lap: v.lap, offer: v.offer.slice() }),
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
  const values = [...new Set(evalGlobal(k, step.laps[lap]!.offer) as unknown as readonly number[])];
  if (values.length > MAX_AUCTION_VALUES) {
    throw new RuleError("too-many-values", step.rule, k.seed, `an auction offers at most ${MAX_AUCTION_VALUES} values in a lap, not ${values.length}`);
  }
  a.offer = values;
  k.st.chooseStart = dealerLeft(k.st);
  k.st.chooser = k.st.chooseStart;
}

export const auctionStep: StepHandler<"auction", AuctionStep> = {
  label: (s) => `auction ${s.name}`,
  compile: (s, rule, c) => ({
    kind: "auction",
    name: s.name,
    laps: s.laps.map((l) => ({ offer: c.compile(l.offer, rule), unless: l.unless ? c.compile(l.unless, rule) : null })),
    suits: s.suits,
    rule,
  }),
  start(k, step) {
    const a = k.st.auction;
    a.value = [];
    a.declarer = -1;
    if (step.laps.length === 0) return "next";
    k.st.phase = "choose";
    beginLap(k, step, 0);
    return "decide";
  },
  decision: { type: "bid", asks: (k, step) => `bid in the auction ${step.name}` },
  caps: SAFE,
};

/** How a value reads: a suit's name or the number. */
function said(k: Kernel, step: AuctionStep, value: number | null): string {
  return value === null ? "pass" : step.suits ? (k.ir.suits[value] ?? String(value)) : String(value);
}

/** Why `seat` may not make this bid now, or null when it may. */
function bidRefusal(k: Kernel, step: AuctionStep, value: number | null): string | null {
  if (value === null) return null;
  const a = k.st.auction;
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
    for (const v of k.st.auction.offer) if (bidRefusal(k, step, v) === null) out.push({ type: "bid", value: v });
    return out;
  },
  explain(k, _seat, action) {
    return bidRefusal(k, stepOfKind<AuctionStep>(k, "auction"), action.value);
  },
  apply(k, seat, action) {
    const step = stepOfKind<AuctionStep>(k, "auction");
    const st = k.st;
    const a = st.auction;
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

export const bidEvent: EventHandler<"bid"> = {
  // Bids are made in the open.
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} ${e.value === null ? "passes" : `names ${e.said}`} in the auction ${e.name}`,
  sample: {
    cards: "nothing",
    replay: (e) => ({ seat: e.seat, action: { type: "bid", value: e.value } }),
  },
};

/** The `auction` step as a mechanic (assembly/mechanics.ts). */
export const auctionMechanic = {
  name: "auction",
  slices: auctionSlices,
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
  // Off where the ruleset holds an auction: the declaration is the cautious one until it is proven.
  judgedWorlds: judgedUnlessListed("auction"),
  // Public: the named value and who named it (null before and without a winner).
  view: (k) => ({ auction: k.st.auction.declarer >= 0 ? { value: [...k.st.auction.value], declarer: k.st.auction.declarer } : null }),
} satisfies Mechanic<"auction", "auction", "bid">;
