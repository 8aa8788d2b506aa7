// The rule-card draft, first of the steps before trick play: each chooser (clockwise from the dealer's
// left; the dealer's left neighbour sits out when the rules say so) takes the next rule cards from the
// top of the rule deck, and all keep some of them at once and in secret; the others leave the game
// unseen. Then cards from the deck may join the kept ones, and all are revealed together in ascending
// number, so that nobody learns who kept which; they are in force for the rest of the round.
// Here: the step, the keep decision (one legality rule for listing and explaining) and the events.

import { declRule } from "../../ir/rule-ref.js";
import { LIMITS } from "../../ir/limits.js";
import { evalGlobal } from "../core/eval.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import { mechanicSlice, type SliceContext, type SliceValues } from "../core/state.js";
import { dealerLeft, leftOf } from "../core/turn.js";
import type { DecisionHandler } from "../core/decision.js";
import { RuleError } from "../errors.js";
import type { EventHandler } from "../core/event.js";
import type { Compiled } from "../expr/types.js";
import { SAFE } from "../rules/caps.js";
import { alwaysRules, ruleCardStart } from "./deck.js";
import { currentStep, stepOfKind } from "../steps/current.js";
import { awaitDecisions, commitDecision, decides } from "../steps/decide.js";
import type { StepHandler } from "../core/step-handler.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Action, Observation, Seat } from "../types.js";
import type { Rng } from "../rng.js";
import type { Mechanic } from "../core/mechanic.js";

/** The draft offered a seat rule cards (numbers); `rules` is null for everyone but that seat. */
export interface RuleOfferEvent {
  readonly type: "ruleOffer";
  readonly seat: Seat;
  readonly count: number;
  readonly rules: readonly number[] | null;
}

/** A seat kept rule cards of its offer; `rules` is null for everyone but that seat (who kept which is never shown). */
export interface RuleKeepEvent {
  readonly type: "ruleKeep";
  readonly seat: Seat;
  readonly count: number;
  readonly rules: readonly number[] | null;
}

/**
 * The kept rule cards and those added from the deck, shown together in ascending number (no seat
 * named), and the rule cards in force this round from now on. Public.
 */
export interface RuleRevealEvent {
  readonly type: "ruleReveal";
  readonly rules: readonly number[];
  readonly active: readonly number[];
}

/** Keep these rule cards (by number, ascending) of the ones the draft offered the seat. */
export interface KeepAction {
  readonly type: "keep";
  readonly rules: readonly number[];
}

declare module "../types.js" {
  interface GameEvents {
    ruleOffer: RuleOfferEvent;
    ruleKeep: RuleKeepEvent;
    ruleReveal: RuleRevealEvent;
  }
  interface Actions {
    keep: KeepAction;
  }
}

export interface DraftStep extends CompiledStep<"draft"> {
  readonly offer: Compiled<number>;
  readonly keep: Compiled<number>;
  readonly skipLeftOfDealer: Compiled<boolean>;
  readonly extra: Compiled<number>;
}

/** Sorts a short list of numbers ascending, in place (insertion sort: the order sort((a, b) => a - b) gives), and returns it. */
function ascending(list: number[]): number[] {
  for (let i = 1; i < list.length; i++) {
    const v = list[i]!;
    let j = i - 1;
    for (; j >= 0 && list[j]! > v; j--) list[j + 1] = list[j]!;
    list[j + 1] = v;
  }
  return list;
}

/** One of the draft's counts, checked: a whole number from `min` to `max`. */
function count(k: Kernel, step: DraftStep, e: Compiled<number>, what: string, min: number, max: number): number {
  const v = evalGlobal(k, e);
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new RuleError("bad-count", step.rule, k.seed, `${what} must be a whole number from ${min} to ${max}, not ${v}`);
  }
  return v;
}

/** How many cards each chooser is offered and keeps this round. */
function sizes(k: Kernel, step: DraftStep): { offer: number; keep: number } {
  const offer = count(k, step, step.offer, "the rule cards offered to each chooser", 0, LIMITS.ruleOffer);
  const keep = offer === 0 ? 0 : count(k, step, step.keep, "the rule cards each chooser keeps", 1, offer);
  return { offer, keep };
}

/** The seats that choose this round, in the order they draw: clockwise from the dealer's left. */
function choosers(k: Kernel, step: DraftStep): Seat[] {
  const st = k.st;
  const skip = Boolean(evalGlobal(k, step.skipLeftOfDealer as Compiled));
  const out: Seat[] = [];
  const first = dealerLeft(st);
  for (let i = 0, s = first; i < st.players; i++, s = leftOf(s, st.players)) if (!(skip && s === first)) out.push(s);
  return out;
}

/** The next `n` rule cards from the top of the deck; a RuleError when fewer are left. */
function draw(k: Kernel, step: DraftStep, n: number, forWhom: string): number[] {
  const deck = k.st.ruleDeck;
  if (deck.length < n) {
    throw new RuleError(
      "rule-deck-empty",
      step.rule,
      k.seed,
      `the rule deck has ${deck.length} card(s) left, but ${forWhom} needs ${n} in round ${k.st.round}`,
    );
  }
  return deck.splice(0, n);
}

/**
 * The extra cards join the kept ones, and all are revealed together. The kept cards wait at the end of
 * activeRules (after the `always` ones, which start every round's list): they are taken off while the
 * number of extra cards is worked out, so that nothing reads them before they are revealed.
 */
function reveal(k: Kernel, step: DraftStep): void {
  const st = k.st;
  const active = st.activeRules;
  const kept = active.splice(alwaysRules(k.ir).length);
  const extra = count(k, step, step.extra, "the rule cards added from the deck", 0, LIMITS.ruleOffer);
  for (const id of kept) active.push(id);
  for (const id of draw(k, step, extra, "the draft's added cards")) active.push(id);
  ascending(active);
  if (k.recording) {
    const always = alwaysRules(k.ir);
    emit(k, { type: "ruleReveal", rules: active.filter((id) => !always.includes(id)), active: active.slice() });
  }
}

export const draftStep: StepHandler<"draft", DraftStep> = {
  label: () => "rule cards draft",
  compile: (s, rule, c) => ({
    kind: "draft",
    offer: c.compile(s.draft.offer, rule),
    keep: c.compile(s.draft.keep, rule),
    skipLeftOfDealer: c.compile(s.draft.skipLeftOfDealer, rule),
    extra: c.compile(s.draft.extra, rule),
    rule,
  }),
  start(k, step) {
    const st = k.st;
    const { offer } = sizes(k, step);
    const who = offer === 0 ? [] : choosers(k, step);
    // Every sampled world's creation runs this (view/sample.ts): a loop, not Array.from, and the
    // offers sorted by ascending() rather than sort() with a comparator (each cost about 1 µs here).
    const offers: number[][] = [];
    for (let s = 0; s < st.players; s++) offers.push([]);
    st.ruleOffers = offers;
    for (const s of who) {
      const cards = ascending(draw(k, step, offer, `seat ${s}`));
      st.ruleOffers[s] = cards;
      if (k.recording) emit(k, { type: "ruleOffer", seat: s, count: offer, rules: cards.slice() });
    }
    if (who.length === 0) {
      reveal(k, step);
      return "next";
    }
    awaitDecisions(k, true);
    // A seat that was offered nothing has nothing to decide: committed from the start, to nothing.
    for (let s = 0; s < st.players; s++) if (st.ruleOffers[s]!.length === 0) st.pending![s] = [];
    return "decide";
  },
  decision: { type: "keep", asks: () => "keep rule cards of the ones offered" },
  // The draft runs before trick play and changes only what `active` and `activeRules` read, which
  // every path evaluates live (never tabled per deck: core/card-tables.ts). Shown exact: the fast and the
  // general path gave the same digest after every cycle on 708 drafted random fixture rulesets (146
  // with grid plays, 70 with the cycle loop); test/engine/differential.test.ts keeps drawing them.
  caps: SAFE,
};

// ── the keep decision: one rule (keepRefusal) for listing and explaining ──

function keepRefusal(offered: readonly number[], rules: readonly number[], keep: number): string | null {
  if (rules.length !== keep) return `keep exactly ${keep} of the rule cards offered (${offered.join(", ")}), not ${rules.length}`;
  for (let i = 0; i < rules.length; i++) {
    if (!offered.includes(rules[i]!)) return `rule card ${rules[i]} was not offered to this seat (offered: ${offered.join(", ")})`;
    for (let j = 0; j < i; j++) if (rules[j] === rules[i]) return `rule card ${rules[i]} is kept twice`;
  }
  return null;
}

/** Every `size`-subset of `items` (kept in their order), in lexicographic order of positions. */
function subsets(items: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === size) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= items.length - (size - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** One seat's kept cards are in force once revealed; reveal() sorts them in with the rest. */
function carryOut(k: Kernel, seat: Seat, rules: number[]): void {
  if (k.st.ruleOffers[seat]!.length === 0) return;
  for (const id of rules) k.st.activeRules.push(id);
  if (k.recording) emit(k, { type: "ruleKeep", seat, count: rules.length, rules: rules.slice() });
}

export const keepDecision: DecisionHandler<"keep"> = {
  legal(k, seat) {
    const step = stepOfKind<DraftStep>(k, "draft");
    const offered = k.st.ruleOffers[seat]!;
    const { keep } = sizes(k, step);
    return subsets(offered, keep)
      .filter((rules) => keepRefusal(offered, rules, keep) === null)
      .map((rules): Action => ({ type: "keep", rules }));
  },
  explain(k, seat, action) {
    const step = stepOfKind<DraftStep>(k, "draft");
    return keepRefusal(k.st.ruleOffers[seat]!, action.rules, sizes(k, step).keep);
  },
  apply(k, seat, action) {
    const step = stepOfKind<DraftStep>(k, "draft");
    const outcome = commitDecision(k, seat, ascending(action.rules.slice()), carryOut);
    if (outcome === "step done") reveal(k, step);
    return outcome;
  },
};

// ── events: the offer and the keep are the chooser's alone; the reveal names no seat ──

export const ruleOfferEvent: EventHandler<"ruleOffer"> = {
  // Rule cards offered to the person: hidden until then.
  reveals: true,
  answersStep: false,
  seenBy: (e, viewer) => (viewer === e.seat ? e : { ...e, rules: null }),
  describe: (e) => `seat ${e.seat} is offered ${e.rules ? `rule cards ${e.rules.join(" ")}` : `${e.count} rule card(s), face down`}`,
  // The sampler's world draws the offers itself, from a rule deck made to agree with what the seat saw (sample.ts).
  sample: { cards: "nothing", replay: "derived" },
};

export const ruleKeepEvent: EventHandler<"ruleKeep"> = {
  // A seat keeps rule cards: null to the others.
  reveals: false,
  answersStep: false,
  seenBy: (e, viewer) => (viewer === e.seat ? e : { ...e, rules: null }),
  describe: (e) => `seat ${e.seat} keeps ${e.rules ? `rule card(s) ${e.rules.join(" ")}` : `${e.count} rule card(s), face down`}`,
  sample: {
    cards: "nothing",
    replay(e, _i, r) {
      if (e.rules) return { seat: e.seat, action: { type: "keep", rules: e.rules } };
      // Hidden: the world's offer holds revealed cards exactly as many as the seat kept (sample.ts).
      const revealed = revealedIn(r.obs);
      const world = r.world?.();
      const direct = world ? drawKeep(world, e.seat, revealed, r.rng) : undefined;
      if (direct !== undefined) return direct === null ? null : { seat: e.seat, action: direct };
      const fits = r.legal(e.seat).filter((a) => a.type === "keep" && a.rules.every((id) => revealed.includes(id)));
      return fits.length > 0 ? { seat: e.seat, action: r.rng.pick(fits) } : null;
    },
  },
};

/** The rule cards the observation's reveal shows ([] before it), per observation: every world's replay asks for each hidden keep. */
const reveals = new WeakMap<Observation, readonly number[]>();

function revealedIn(obs: Observation): readonly number[] {
  let out = reveals.get(obs);
  if (out === undefined) {
    const shown = obs.events.find((x) => x.type === "ruleReveal");
    reveals.set(obs, (out = shown?.type === "ruleReveal" ? shown.rules : []));
  }
  return out;
}

/** Hidden keeps the sampler's replay drew directly (drawKeep), in this process: tests read it to prove that path runs. */
export const directKeeps = { count: 0 };

/**
 * A keep of `seat`'s offer whose cards all lie in `within`, drawn exactly as the replay's listing
 * draws it (keepDecision.legal filtered to such keeps, then rng.pick) without listing every subset of
 * the offer: the subsets it keeps are those of the offered cards in `within`, in the same
 * lexicographic order of positions, so one draw of rng.int(C(m, keep)) names the same one, unranked
 * here; null (no draw) where there is none. Undefined where the world is not at the draft asking this
 * seat, or its counts are refused, or its offer repeats a card: the caller lists then (legal()).
 */
export function drawKeep(k: Kernel, seat: Seat, within: readonly number[], rng: Rng): KeepAction | null | undefined {
  const st = k.st;
  // legalActions' own conditions: the draft's decision asked of this seat (assembly/act.ts canAct).
  if (st.phase === "tricks" || st.phase === "over" || !decides(k, seat)) return undefined;
  const step = currentStep(k);
  if (!step || step.kind !== "draft") return undefined;
  let keep: number;
  try {
    keep = sizes(k, step as DraftStep).keep;
  } catch {
    return undefined;
  }
  const offered = st.ruleOffers[seat]!;
  const fit: number[] = [];
  for (let i = 0; i < offered.length; i++) {
    const id = offered[i]!;
    // A card offered twice would make keepRefusal refuse some subsets: listed, not counted.
    for (let j = 0; j < i; j++) if (offered[j] === id) return undefined;
    if (within.includes(id)) fit.push(id);
  }
  const total = choose(fit.length, keep);
  if (total === 0) return null;
  directKeeps.count++;
  let index = rng.int(total);
  const rules: number[] = [];
  for (let i = 0; rules.length < keep; i++) {
    // The subsets that take fit[i] next: those of the cards after it, one fewer.
    const taking = choose(fit.length - i - 1, keep - rules.length - 1);
    if (index < taking) rules.push(fit[i]!);
    else index -= taking;
  }
  return { type: "keep", rules };
}

/** n choose r (0 where r > n). */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let c = 1;
  for (let i = 1; i <= r; i++) c = (c * (n - r + i)) / i;
  return Math.round(c);
}

export const ruleRevealEvent: EventHandler<"ruleReveal"> = {
  // The kept rule cards shown.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `rule cards revealed: ${e.rules.join(" ") || "none"}; in force this round: ${e.active.join(" ") || "none"}`,
  sample: { cards: "nothing", replay: "derived" },
};

/**
 * No draft: only the draft step draws from the rule deck, adds to the cards in force or offers (a
 * round's reset makes a new list, never changes one), so copies share the three.
 */
function noDraft(c: SliceContext): boolean {
  return !c.ir.ruleCards?.draft;
}

const ruleCardsSlices = {
  /**
   * The rule deck, top first: shuffled once per game from its own stream of the seed, or the one the
   * options give (rulecards/deck.ts ruleCardStart, which refuses a given deck that is not the ruleset's);
   * drawn cards leave it for good. Nobody sees it: an offer shows its cards to their chooser (events).
   */
  ruleDeck: mechanicSlice<number[]>({ kind: "game", init: (c) => ruleCardStart(c.ir, c.seed, c.opts.ruleDeck).deck.slice(), round: "keep", unwritten: noDraft, clone: (v) => v.slice(), seen: "events" }),
  /** The rule cards in force this round, ascending: the `always` ones, joined by the draft's once revealed. Public (the view). */
  activeRules: mechanicSlice<number[]>({
    kind: "game",
    init: (c) => alwaysRules(c.ir).slice(),
    round: "reset",
    // Without rule cards nothing can write to it: a reset keeps the empty list (the value it would make) and allocates nothing.
    renew: (v, c) => (c.ir.ruleCards === undefined && v.length === 0 ? v : alwaysRules(c.ir).slice()),
    unwritten: noDraft,
    clone: (v) => v.slice(),
    seen: "view",
  }),
  /** ruleOffers[seat]: the rule cards the draft offered the seat this round (empty for a seat not choosing); its chooser sees them (the offer event). */
  ruleOffers: mechanicSlice<number[][]>({
    kind: "game",
    init: () => [],
    round: "reset",
    renew: (v, c) => (c.ir.ruleCards === undefined && v.length === 0 ? v : []),
    unwritten: noDraft,
    clone: (v) => v.map((x) => x.slice()),
    seen: "events",
  }),
};

declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof ruleCardsSlices> {}
}

/** Rule cards and their draft as a mechanic (assembly/mechanics.ts). */
export const ruleCardsMechanic = {
  name: "ruleCards",
  slices: ruleCardsSlices,
  // Changes from round to round: never tabled per deck.
  builtins: { activeRules: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.activeRules } },
  steps: { draft: draftStep },
  // The draft brings the round's rule cards into force before the ruleset's own steps, which may depend on them.
  opening: (ir) => (ir.ruleCards?.draft ? [{ phase: "rules", source: { kind: "draft", draft: ir.ruleCards.draft }, rule: declRule("rule cards draft") }] : []),
  decisions: { keep: keepDecision },
  codecs: {
    keep: {
      key: (a) => `k${[...a.rules].sort((x, y) => x - y).join(",")}`,
      describe: (a) => `keeps rule card(s) ${a.rules.join(" ")}`,
      fromCommitted: (own) => ({ type: "keep", rules: own }),
    },
  },
  events: { ruleOffer: ruleOfferEvent, ruleKeep: ruleKeepEvent, ruleReveal: ruleRevealEvent },
  caps: (ir) => (ir.ruleCards?.draft ? draftStep.caps : SAFE),
  // Hidden keeps are drawn at random in the replay.
  judgedWorlds: (ir) => !ir.ruleCards?.draft,
  // The cards in force this round are public (revealed together).
  view: (k) => ({ activeRules: [...k.st.activeRules] }),
} satisfies Mechanic<"ruleCards", "activeRules", "keep">;
