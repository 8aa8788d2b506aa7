// The `order` step: every seat arranges the values the step offers (a permutation: its bid), all at
// once and hidden, or one after another in the open. Its decision (the order action), its event, who
// sees an arrangement, and how the sampler draws a hidden one.

import type { Kernel } from "../core/kernel.js";
import { evalGlobal } from "../core/eval.js";
import { emit } from "../core/log.js";
import { mechanicSlice, type SliceContext, type SliceValues } from "../core/state.js";
import { filled, perSeat } from "../lists.js";
import type { DecisionHandler } from "../core/decision.js";
import { RuleError } from "../errors.js";
import type { EventHandler, ReplayContext } from "../core/event.js";
import { MAX_ORDER_VALUES, type RulesetIR } from "../../ir/types.js";
import { SAFE } from "../rules/caps.js";
import type { Rng } from "../rng.js";
import type { Action, Seat } from "../types.js";
import { stepOfKind } from "./current.js";
import { awaitDecisions, commitDecision } from "./decide.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Compiled } from "../expr/types.js";
import type { Mechanic } from "../core/mechanic.js";
import { capsWhenListed, judgedUnlessListed, listedSteps } from "../rules/steps.js";
import type { RulesValues } from "../rules/types.js";
import type { SeatOrder } from "../types.js";

/** A seat arranged the values of an order step; `values` is null in an observation when the order is hidden from the viewer. */
export interface OrderEvent {
  readonly type: "order";
  readonly seat: Seat;
  readonly name: string;
  readonly values: readonly number[] | null;
}

/** Arrange the values the current `order` step offers in this sequence (a permutation of them). */
export interface OrderAction {
  readonly type: "order";
  readonly values: readonly number[];
}

declare module "../types.js" {
  interface GameEvents {
    order: OrderEvent;
  }
  interface Actions {
    order: OrderAction;
  }
}

export interface OrderStep extends CompiledStep<"order"> {
  readonly values: Compiled<readonly number[]>;
  readonly order: number;
  readonly secret: boolean;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

export const orderStep: StepHandler<"order", OrderStep> = {
  label: (s) => `order ${s.name}`,
  compile: (s, rule, c) => ({ kind: "order", values: c.compile(s.values, rule), order: c.orderIndex(s.name), secret: s.secret, rule }),
  start(k, step) {
    const values = evalGlobal(k, step.values) as unknown as readonly number[];
    if (values.length > MAX_ORDER_VALUES) {
      throw new RuleError(
        "too-many-values",
        step.rule,
        k.seed,
        `an order step offers at most ${MAX_ORDER_VALUES} values (${factorial(MAX_ORDER_VALUES)} arrangements), not ${values.length}`,
      );
    }
    k.st.orderOffer = [...values];
    if (values.length === 0) return "next";
    awaitDecisions(k, step.secret);
    return "decide";
  },
  decision: { type: "order", asks: (k, step) => `arrange ${k.rules.orderNames[step.order]}` },
  caps: SAFE,
};

/** Is `values` an arrangement of `offered` (each value once)? Null when it is; else why not. */
function orderRefusal(values: readonly number[], offered: readonly number[]): string | null {
  const a = [...values].sort((x, y) => x - y);
  const b = [...offered].sort((x, y) => x - y);
  if (a.length !== b.length || a.some((v, i) => v !== b[i])) {
    return `arrange exactly the values ${offered.join(", ")} (each once), not ${values.join(", ") || "nothing"}`;
  }
  return null;
}

/** Every distinct arrangement of `values` (equal values are not told apart), in a fixed order. */
function arrangements(values: readonly number[]): number[][] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[][] = [];
  const used = new Array<boolean>(sorted.length).fill(false);
  const pick: number[] = [];
  const walk = (): void => {
    if (pick.length === sorted.length) {
      out.push([...pick]);
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      // Skip a value equal to an unused earlier one, so duplicates give each arrangement once.
      if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      pick.push(sorted[i]!);
      walk();
      pick.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

function carryOut(k: Kernel, seat: Seat, values: number[]): void {
  const step = stepOfKind<OrderStep>(k, "order");
  k.st.orders[step.order]![seat] = values;
  if (k.recording) emit(k, { type: "order", seat, name: k.rules.orderNames[step.order]!, values: [...values] });
}

export const orderDecision: DecisionHandler<"order"> = {
  legal(k) {
    stepOfKind<OrderStep>(k, "order");
    const offered = k.st.orderOffer;
    // The arrangements are made to satisfy orderRefusal; the filter keeps that the one rule.
    return arrangements(offered)
      .filter((values) => orderRefusal(values, offered) === null)
      .map((values): Action => ({ type: "order", values }));
  },
  explain(k, _seat, action) {
    stepOfKind<OrderStep>(k, "order");
    return orderRefusal(action.values, k.st.orderOffer);
  },
  apply(k, seat, action) {
    return commitDecision(k, seat, [...action.values], carryOut);
  },
};

/**
 * A uniformly random arrangement for the current order step, drawn without listing: one draw over the
 * number of distinct arrangements (a multinomial), then the arrangement at that index of the list
 * legal() builds (ascending values in lexicographic order), decoded value by value. The same draw and
 * the same arrangement as rng.pick(legal).
 */
export function randomOrder(k: Kernel, rng: Rng): Action {
  stepOfKind<OrderStep>(k, "order");
  const offer = k.st.orderOffer;
  const n = offer.length;
  // The offer sorted ascending into scratch (an insertion sort: a handful of values), then decoded with
  // used flags instead of splicing a list: the same arrangement as listing them, without an array per
  // value tried. Values whose order a comparison cannot settle (NaN) take the listing's own sort.
  if (sorted.length < n) {
    sorted = new Float64Array(n * 2);
    used = new Uint8Array(n * 2);
  }
  for (let i = 0; i < n; i++) {
    const v = offer[i]!;
    if (v !== v) return randomOrderSpliced(offer, rng);
    let j = i;
    while (j > 0 && sorted[j - 1]! > v) {
      sorted[j] = sorted[j - 1]!;
      j--;
    }
    sorted[j] = v;
    used[i] = 0;
  }
  let at = rng.int(unusedArrangements(n));
  const values: number[] = [];
  while (values.length < n) {
    let prev = NaN; // the last unused value tried at this place (equal values are tried once)
    for (let i = 0; i < n; i++) {
      if (used[i] === 1) continue;
      const v = sorted[i]!;
      if (v === prev) continue;
      used[i] = 1;
      const here = unusedArrangements(n);
      if (at < here) {
        values.push(v);
        break;
      }
      at -= here;
      used[i] = 0;
      prev = v;
    }
  }
  return { type: "order", values };
}

/** randomOrder's scratch: the offer sorted, and which of its places are taken. */
let sorted = new Float64Array(8);
let used = new Uint8Array(8);

/** arrangementCount of the values of `sorted[0..n)` not used, in the same order of operations. */
function unusedArrangements(n: number): number {
  let left = 0;
  for (let i = 0; i < n; i++) if (used[i] === 0) left++;
  let out = factorial(left);
  let run = 0;
  let last = NaN;
  for (let i = 0; i < n; i++) {
    if (used[i] === 1) continue;
    const v = sorted[i]!;
    if (run > 0 && v !== last) {
      out /= factorial(run);
      run = 0;
    }
    last = v;
    run++;
  }
  if (run > 0) out /= factorial(run);
  return out;
}

/** randomOrder by splicing a sorted copy (for an offer a comparison cannot sort). */
function randomOrderSpliced(offer: readonly number[], rng: Rng): Action {
  const left = [...offer].sort((a, b) => a - b);
  let at = rng.int(arrangementCount(left));
  const values: number[] = [];
  while (left.length > 0) {
    for (let i = 0; i < left.length; i++) {
      if (i > 0 && left[i] === left[i - 1]) continue;
      const v = left.splice(i, 1)[0]!;
      const here = arrangementCount(left);
      if (at < here) {
        values.push(v);
        break;
      }
      at -= here;
      left.splice(i, 0, v);
    }
  }
  return { type: "order", values };
}

/** How many distinct arrangements the ascending `sorted` values have: n! / (the product of each run's length!). */
function arrangementCount(sorted: readonly number[]): number {
  let out = factorial(sorted.length);
  for (let i = 0, run = 1; i < sorted.length; i++) {
    if (i + 1 < sorted.length && sorted[i + 1] === sorted[i]) run++;
    else {
      out /= factorial(run);
      run = 1;
    }
  }
  return out;
}

/**
 * A hidden order of `seat`, drawn among the arrangements the step offers that agree with every entry
 * the viewer has seen face up; null when none does (the sample cannot explain what was seen).
 */
function sampleOrder(r: ReplayContext, seat: Seat, name: string): readonly number[] | null {
  const known = r.obs.orders[name]?.[seat]?.values ?? [];
  const fits = r.legal(seat).filter((a) => a.type === "order" && known.every((v, i) => v === null || a.values[i] === v));
  const pick = fits.length > 0 ? r.rng.pick(fits) : undefined;
  return pick && pick.type === "order" ? pick.values : null;
}

export const orderEvent: EventHandler<"order"> = {
  // An arrangement: public ones are a seat's decision, secret ones are null to the others.
  reveals: false,
  answersStep: true,
  seenBy(e, viewer, v) {
    const order = v.rules.orderNames.indexOf(e.name);
    return e.seat === viewer || !v.rules.orderSecret[order] ? e : { ...e, values: null };
  },
  describe: (e) => `seat ${e.seat} arranged ${e.name}${e.values ? `: ${e.values.join(" ")}` : " (hidden)"}`,
  sample: {
    cards: "nothing",
    replay(e, _i, r) {
      const values = e.values ?? sampleOrder(r, e.seat, e.name);
      return values ? { seat: e.seat, action: { type: "order", values } } : null;
    },
  },
};

/** The ruleset's order steps, in the order of their names' indexes. */
function orderSteps(ir: RulesetIR) {
  return listedSteps(ir).filter((s) => s.kind === "order");
}

/** The names of the per-seat orders the order steps create, by index (st.orders[o]). */
export function orderNamesOf(ir: RulesetIR): string[] {
  return orderSteps(ir).map((s) => s.name);
}

const orderRules = {
  /** The orders' names by index. */
  orderNames: (ir: RulesetIR): readonly string[] => orderNamesOf(ir),
  /** Whether each order is hidden from other seats. */
  orderSecret: (ir: RulesetIR): readonly boolean[] => orderSteps(ir).map((s) => s.secret),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof orderRules> {}
}

/** upTable(c)[order][seat]: no entry face up (0). */
function upTable(c: SliceContext): number[][] {
  const up: number[][] = [];
  for (let o = 0; o < c.rules.orderNames.length; o++) up.push(filled(c.players, 0));
  return up;
}

const copy3 = <T>(v: readonly (readonly (readonly T[])[])[]): T[][][] => v.map((x) => x.map((y) => y.slice()));

/**
 * Does a round's reset keep `table` as it is? Only the empty table of a ruleset without orders, which
 * nothing can write to (every entry is indexed by an order): it is the value the reset would make,
 * and keeping it allocates nothing at every round. Any other table is made afresh.
 */
function keepsNoOrders(table: readonly unknown[], c: SliceContext): boolean {
  return table.length === 0 && c.rules.orderNames.length === 0;
}

/**
 * A ruleset without orders (no order step): nothing writes the orders' tables or offer (every entry
 * is indexed by an order; only an order step offers), a round's reset keeps them, and copies share them.
 */
function noOrders(c: SliceContext): boolean {
  return c.rules.orderNames.length === 0;
}

/** A table [order][seat][position] made afresh every round, kept where the ruleset has no orders (keepsNoOrders); seen through the view. */
function perOrderSlice<T>() {
  return mechanicSlice<T[][][]>({
    kind: "game",
    init: (c) => perSeat(c.rules.orderNames.length, c.players),
    round: "reset",
    renew: (v, c) => (keepsNoOrders(v, c) ? v : perSeat(c.rules.orderNames.length, c.players)),
    unwritten: noOrders,
    clone: copy3,
    seen: "view",
  });
}

const orderSlices = {
  // Made afresh every round (a table per declared order, a list per seat); the view shows every seat
  // an open order, and of a secret one its owner's values and the entries that have been face up.
  /** orders[order][seat]: arranged values (empty until arranged this round). */
  orders: perOrderSlice<number>(),
  /** shown[order][seat][position]: that entry has been face up this round (so every seat knows it; steps/show.ts sets it). */
  shown: perOrderSlice<boolean>(),
  /** up[order][seat]: the face-up position counted from 1, or 0 (steps/show.ts). */
  up: mechanicSlice<number[][]>({ kind: "game", init: upTable, round: "reset", renew: (v, c) => (keepsNoOrders(v, c) ? v : upTable(c)), unwritten: noOrders, clone: (v) => v.map((x) => x.slice()), seen: "view" }),
  /** The values the current order step offers (the same for every seat, from the rules: its decision lists them). */
  orderOffer: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "keep", unwritten: noOrders, clone: (v) => v.slice(), seen: "events" }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof orderSlices> {}
}

/** The `order` step as a mechanic (assembly/mechanics.ts): per-seat arrangements, hidden or open, with face-up entries. */
export const orderMechanic = {
  name: "order",
  slices: orderSlices,
  rules: orderRules,
  steps: { order: orderStep },
  decisions: { order: orderDecision },
  codecs: {
    order: {
      // Order matters here: the arrangement is the decision.
      key: (a) => `o${a.values.join(",")}`,
      describe: (a) => `arranges ${a.values.join(", ")}`,
      fromCommitted: (own) => ({ type: "order", values: own }),
    },
  },
  events: { order: orderEvent },
  caps: capsWhenListed("order", orderStep.caps),
  judgedWorlds: judgedUnlessListed("order"),
  // Every value of an open order; of a secret one, the owner's own and the entries that have been face up.
  view: (k, seat) => {
    const st = k.st;
    const orders: Record<string, SeatOrder[]> = {};
    k.rules.orderNames.forEach((name, o) => {
      const open = !k.rules.orderSecret[o];
      orders[name] = st.orders[o]!.map((values, owner) => ({
        values: values.map((v, i) => (owner === seat || open || st.shown[o]![owner]![i] ? v : null)),
        up: st.up[o]![owner] || null,
      }));
    });
    return { orders };
  },
} satisfies Mechanic<"order", "orders", "order">;
