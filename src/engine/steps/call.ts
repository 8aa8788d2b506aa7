// Bids and calls (the `call` step): every seat calls a value from a range of numbers, or one of the
// step's special words (`nil`, `pass`: each reads as its own negative number), in turn from the
// dealer's left in the open, or all at once in secret. A call is refused when the step's `unless`
// condition holds for it (seat context, with the seat's own call read as the one it would make): a
// condition over the calls made so far. The call is then a seat value (`bid`, `bid of partner`) for
// scoring and trick rules; a call not yet made reads as 0.
// Secret by default towards the sampler: a secret call is seen by its caller only, and a sampled
// world draws it among the calls the seat could have made.

import type { Kernel } from "../core/kernel.js";
import { evalGlobal, evalSeat } from "../core/eval.js";
import { emit } from "../core/log.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler, ReplayContext } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceContext, type SliceValues } from "../core/state.js";
import { filled } from "../lists.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Compiled } from "../expr/types.js";
import { RuleError } from "../errors.js";
import { SAFE } from "../rules/caps.js";
import { capsWhenListed, listedSteps, type CompiledStep } from "../rules/steps.js";
import type { RulesValues } from "../rules/types.js";
import type { RulesetIR } from "../../ir/types.js";
import { readsOnlyOwnSeat, readsOnlyPublic } from "../rules/judged-reads.js";
import type { Action, Seat } from "../types.js";
import { stepOfKind } from "./current.js";
import { awaitDecisions, awaitOne, commitDecision } from "./decide.js";

/**
 * A seat made its call (`call` step): `value` and `said` (the number or the special word) are null
 * in an observation when the call is secret and not the viewer's.
 */
export interface CallEvent {
  readonly type: "call";
  readonly seat: Seat;
  readonly name: string;
  readonly value: number | null;
  readonly said: string | null;
}

/** A secret call's values are shown to everyone when the round is scored (its scores read them). Public. */
export interface CallRevealEvent {
  readonly type: "callReveal";
  readonly name: string;
  readonly values: readonly (number | null)[];
}

/** Call this value in the current `call` step (a number of its range, or a special word's negative number). */
export interface CallAction {
  readonly type: "call";
  readonly value: number;
}

declare module "../types.js" {
  interface GameEvents {
    call: CallEvent;
    callReveal: CallRevealEvent;
  }
  interface Actions {
    call: CallAction;
  }
}

/** The most values a call step may offer (every value is a legal action the bots compare). */
export const MAX_CALL_VALUES = 64;

export interface CallStep extends CompiledStep<"call"> {
  /** Index into st.calls and rules.callNames. */
  readonly call: number;
  readonly from: Compiled<number>;
  readonly to: Compiled<number>;
  /** The special calls: their words and the numbers they read as. */
  readonly words: readonly { readonly word: string; readonly value: number }[];
  /** A call is refused when this holds for it (seat context, the seat's call set to it); null: never. */
  readonly unless: Compiled<boolean> | null;
  readonly secret: boolean;
  /** The one seat that calls (the dealer, or the auction's winner: steps/auction.ts), or null: every seat. */
  readonly by: "dealer" | "declarer" | null;
}

export const callStep: StepHandler<"call", CallStep> = {
  label: (s) => `call ${s.name}`,
  compile: (s, rule, c) => ({
    kind: "call",
    call: c.callIndex(s.name),
    from: c.compile(s.from, rule),
    to: c.compile(s.to, rule),
    words: s.words,
    unless: s.unless ? c.compile(s.unless, rule) : null,
    secret: s.secret,
    by: s.by ?? null,
    rule,
  }),
  start(k, step) {
    const from = evalGlobal(k, step.from);
    const to = evalGlobal(k, step.to);
    const count = Math.max(0, to - from + 1) + step.words.length;
    if (count > MAX_CALL_VALUES) {
      throw new RuleError("too-many-values", step.rule, k.seed, `a call step offers at most ${MAX_CALL_VALUES} values, not ${count} (${from}..${to} and ${step.words.length} words)`);
    }
    const offer: number[] = [];
    for (let v = from; v <= to; v++) offer.push(v);
    for (const w of step.words) offer.push(w.value);
    k.st.calls.offer = offer;
    if (offer.length === 0) throw new RuleError("no-call", step.rule, k.seed, `the call step offers no value: ${from}..${to} is empty and it has no special call`);
    if (step.by === null) awaitDecisions(k, step.secret);
    // One seat calls: the dealer, or the auction's winner (the dealer when nobody won it).
    else awaitOne(k, step.by === "dealer" || k.st.auction.declarer < 0 ? k.st.dealer : k.st.auction.declarer);
    return "decide";
  },
  decision: { type: "call", asks: (k, step) => `call ${k.rules.callNames[step.call]}` },
  caps: SAFE,
};

/** How a value reads: a number, or its special word. */
function said(step: CallStep, value: number): string {
  return step.words.find((w) => w.value === value)?.word ?? String(value);
}

/** Why `value` may not be called by `seat` now, or null when it may. */
function callRefusal(k: Kernel, step: CallStep, seat: Seat, value: number): string | null {
  if (!k.st.calls.offer.includes(value)) return `call one of ${k.st.calls.offer.map((v) => said(step, v)).join(", ")}, not ${value}`;
  if (!step.unless) return null;
  const calls = k.st.calls.values[step.call]!;
  const before = calls[seat]!;
  calls[seat] = value;
  try {
    return evalSeat<boolean>(k, step.unless, seat) ? `${said(step, value)} is not allowed now (the call's 'unless' condition holds for it)` : null;
  } finally {
    calls[seat] = before;
  }
}

function carryOut(k: Kernel, seat: Seat, payload: number[]): void {
  const step = stepOfKind<CallStep>(k, "call");
  const value = payload[0]!;
  k.st.calls.values[step.call]![seat] = value;
  if (k.recording) emit(k, { type: "call", seat, name: k.rules.callNames[step.call]!, value, said: said(step, value) });
}

export const callDecision: DecisionHandler<"call"> = {
  legal(k, seat) {
    const step = stepOfKind<CallStep>(k, "call");
    const out = k.st.calls.offer.filter((v) => callRefusal(k, step, seat, v) === null).map((value): Action => ({ type: "call", value }));
    if (out.length === 0) throw new RuleError("no-legal-call", step.rule, k.seed, `seat ${seat} may make no call: the 'unless' condition refuses every value offered`);
    return out;
  },
  explain(k, seat, action) {
    return callRefusal(k, stepOfKind<CallStep>(k, "call"), seat, action.value);
  },
  apply(k, seat, action) {
    return commitDecision(k, seat, [action.value], carryOut);
  },
};

/** A hidden call: the one the observation shows (revealed when the round was scored), else one the seat could have made. */
function sampleCall(r: ReplayContext, seat: Seat, name: string): number | null {
  const shown = r.obs.calls[name]?.[seat];
  if (shown !== null && shown !== undefined) return shown;
  const calls = r.legal(seat).filter((a) => a.type === "call");
  const pick = calls.length > 0 ? r.rng.pick(calls) : undefined;
  return pick && pick.type === "call" ? pick.value : null;
}

export const callEvent: EventHandler<"call"> = {
  // A call: an open call is a seat's decision; a secret one is null to the others.
  reveals: false,
  answersStep: true,
  // An open call is everyone's to see; a secret one its caller's only (the others see that it was made).
  seenBy(e, viewer, v) {
    const c = v.rules.callNames.indexOf(e.name);
    return e.seat === viewer || !v.rules.callSecret[c] ? e : { ...e, value: null, said: null };
  },
  describe: (e) => `seat ${e.seat} calls ${e.name}${e.said !== null ? `: ${e.said}` : " (hidden)"}`,
  sample: {
    cards: "nothing",
    replay(e, _i, r) {
      const value = e.value ?? sampleCall(r, e.seat, e.name);
      return value !== null ? { seat: e.seat, action: { type: "call", value } } : null;
    },
    // A call seen is the same in every world, by no card; a hidden one is drawn in each world.
    judged: (e) => e.value !== null,
  },
};

/**
 * When the round is scored, every secret call is shown to everyone (the scores read them, so they would
 * tell them anyway): one public event per secret call, before the round's scores.
 */
function revealCalls(k: Kernel): void {
  k.rules.callNames.forEach((name, c) => {
    if (!k.rules.callSecret[c] || k.st.calls.shown[c]) return;
    k.st.calls.shown[c] = true;
    if (k.recording) emit(k, { type: "callReveal", name, values: [...k.st.calls.values[c]!] });
  });
}

export const callRevealEvent: EventHandler<"callReveal"> = {
  // The secret calls shown together.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  // A seat without a value (a one-seat call or note) is left out: "tops shown: seat 2 3".
  describe: (e) => `${e.name} shown: ${e.values.flatMap((v, s) => (v === null ? [] : [`seat ${s} ${v}`])).join(", ") || "none"}`,
  // Made by the engine itself when the round is scored. A value a world holds otherwise (a secret
  // note computed from cards the world drew otherwise: steps/note.ts) disagrees; that seat is to blame.
  sample: {
    cards: "nothing",
    replay: "derived",
    agrees(e, world) {
      const kept = world.st.calls.values[world.rules.callNames.indexOf(e.name)];
      const wrong = e.values.findIndex((v, s) => v !== (kept?.[s] ?? null));
      return wrong < 0 ? null : wrong;
    },
  },
};

/** values[call][seat]: the call (null: not made yet); shown[call]: a secret call shown to all at scoring; the values offered now. */
export interface CallsState {
  readonly values: (number | null)[][];
  readonly shown: boolean[];
  offer: number[];
}

/** values[call][seat], none made: a plain loop (this runs every round, with or without calls; Array.from with a length object cost a few % of a whole game where nothing else is slow). */
function newCalls(c: SliceContext): CallsState {
  return { values: callValues(c.rules.callNames.length, c.players), shown: filled(c.rules.callNames.length, false), offer: [] };
}

function callValues(calls: number, players: number): (number | null)[][] {
  const out: (number | null)[][] = [];
  for (let i = 0; i < calls; i++) out.push(filled<number | null>(players, null));
  return out;
}

/** The call and note steps (steps/note.ts): seat values of one kind, under one list of names. */
function callSteps(ir: RulesetIR) {
  return listedSteps(ir).filter((s) => s.kind === "call" || s.kind === "note");
}

/** The names of the per-seat calls and noted values, by index (st.calls.values[c]). */
export function callNamesOf(ir: RulesetIR): string[] {
  return callSteps(ir).map((s) => s.name);
}

const callRules = {
  /** The calls' (and noted values') names by index. */
  callNames: (ir: RulesetIR): readonly string[] => callNamesOf(ir),
  /** Whether each is hidden from other seats. */
  callSecret: (ir: RulesetIR): readonly boolean[] => callSteps(ir).map((s) => s.secret),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof callRules> {}
}

export const callSlices = {
  calls: mechanicSlice<CallsState>({
    kind: "game",
    init: newCalls,
    round: "reset",
    // Without calls or notes nothing can write to the state (its tables are indexed by call, and only
    // a call step offers values): a round's reset keeps it while it is the empty value it would make,
    // and allocates nothing. Any other is made afresh.
    renew: (v, c) => (c.rules.callNames.length === 0 && v.values.length === 0 && v.shown.length === 0 && v.offer.length === 0 ? v : newCalls(c)),
    // No call or noted value: nothing writes it (renew keeps it), and copies share it.
    unwritten: (c) => c.rules.callNames.length === 0,
    clone: (v) => ({ values: v.values.map((x) => x.slice()), shown: v.shown.slice(), offer: v.offer.slice() }),
    seen: "view",
  }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof callSlices> {}
}

/** The `call` step as a mechanic (assembly/mechanics.ts): per-seat calls from a range and special words, open or secret. */
export const callMechanic = {
  name: "call",
  slices: callSlices,
  rules: callRules,
  steps: { call: callStep },
  decisions: { call: callDecision },
  codecs: {
    call: {
      key: (a) => `c${a.value}`,
      describe: (a) => `calls ${a.value}`,
      fromCommitted: (own) => ({ type: "call", value: own[0]! }),
    },
  },
  events: { call: callEvent, callReveal: callRevealEvent },
  // Secret calls and secret noted values (steps/note.ts keeps them here) are shown when the round is scored.
  hooks: (ir) => (listedSteps(ir).some((s) => (s.kind === "call" || s.kind === "note") && s.secret) ? { roundScored: revealCalls } : {}),
  caps: capsWhenListed("call", callStep.caps),
  // The range offered reads what every seat sees; `unless` what the calling seat sees (the judge asks
  // it in each world with that seat's hand of the world: view/judged.ts).
  judgedWorlds: (ir) => listedSteps(ir).every((s) => s.kind !== "call" || (readsOnlyPublic(s.from, ir) && readsOnlyPublic(s.to, ir) && (s.unless === null || readsOnlyOwnSeat(s.unless, ir)))),
  // Every open call; of a secret one, the caller's own (null: not made yet, or hidden from this seat).
  view: (k, seat) => {
    const calls: Record<string, (number | null)[]> = {};
    k.rules.callNames.forEach((name, c) => {
      const open = !k.rules.callSecret[c] || k.st.calls.shown[c]!;
      calls[name] = k.st.calls.values[c]!.map((v, owner) => (owner === seat || open ? v : null));
    });
    return { calls };
  },
} satisfies Mechanic<"call", "calls", "call">;
