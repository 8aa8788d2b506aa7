// A face-up layout drafted instead of a deal (`deal layout ROWS by COLUMNS`): the deal gives every
// hand nothing, and this step, first of all before trick play, lays ROWS x COLUMNS cards of the
// leftover face up (the shuffled deck's first ones, or a given deal's layout). Column by column, every
// seat takes one card, the first pick of column c going to the seat c places clockwise from the
// dealer's left and the others following clockwise; then the column's cards nobody took leave the
// round (they join `removed`, seen by everyone). Everything here is public: the layout, each take and
// each card set aside.
// Here: the step, the take decision (one legality rule for listing and explaining), the events, the view.

import { declRule } from "../../ir/rule-ref.js";
import { evalGlobal } from "../core/eval.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import { dealerLeft, leftOf } from "../core/turn.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { IllegalActionError, RuleError } from "../errors.js";
import type { Compiled } from "../expr/types.js";
import { filled, insertSorted, removeCard } from "../lists.js";
import { Trick } from "../core/trick.js";
import { trickWinner } from "../tricks/winner.js";
import { stepOfKind } from "./current.js";
import { removeFromGame } from "./remove.js";
import { SAFE } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Action, CardId, Seat } from "../types.js";

/** A face-up layout of the leftover's cards, column by column (place column * rows + row), to be drafted. */
export interface LayoutEvent {
  readonly type: "layout";
  readonly rows: number;
  readonly columns: number;
  readonly cards: readonly CardId[];
}

/** A seat takes a card of the layout's column being drafted (public). */
export interface TakeEvent {
  readonly type: "take";
  readonly seat: Seat;
  readonly card: CardId;
  readonly column: number;
}

/**
 * A clue (public): `seat` named `leader`; the column's taken cards, played clockwise from the leader
 * (`cards`, in that order), would be won by `winner` under the rules as they are (secrets included).
 */
export interface ClueEvent {
  readonly type: "clue";
  readonly seat: Seat;
  readonly column: number;
  readonly leader: Seat;
  readonly cards: readonly CardId[];
  readonly winner: Seat;
}

/** The cards of a drafted column nobody took leave the round (public). */
export interface LayoutAsideEvent {
  readonly type: "layoutAside";
  readonly column: number;
  readonly cards: readonly CardId[];
}

/** Take this card of the layout's column being drafted (a `deal layout`). */
export interface TakeAction {
  readonly type: "take";
  readonly card: CardId;
}

/** Name the seat that would lead the column just drafted (`deal layout ... with clues`): the engine says who would win. */
export interface ClueAction {
  readonly type: "clue";
  readonly leader: Seat;
}

declare module "../types.js" {
  interface GameEvents {
    layout: LayoutEvent;
    take: TakeEvent;
    clue: ClueEvent;
    layoutAside: LayoutAsideEvent;
  }
  interface Actions {
    take: TakeAction;
    clue: ClueAction;
  }
}

export interface LayoutDraftStep extends CompiledStep<"layoutDraft"> {
  readonly rows: Compiled<number>;
  readonly columns: Compiled<number>;
  /** `with clues`: after each column the dealer names a leader and the engine announces the winner. */
  readonly clues: boolean;
}

/** The layout's size this round, checked against the players and the cards there are. */
function size(k: Kernel, step: LayoutDraftStep): { rows: number; columns: number } {
  const rows = evalGlobal(k, step.rows);
  const columns = evalGlobal(k, step.columns);
  const n = k.st.players;
  const whole = (v: number) => Number.isInteger(v) && v >= 1;
  if (!whole(rows) || !whole(columns) || rows < n || rows * columns > k.st.leftover.length) {
    throw new RuleError("bad-layout", step.rule, k.seed, `a layout of ${rows} rows by ${columns} columns does not work with ${n} players and ${k.st.leftover.length} cards to lay out: it needs whole numbers, at least one row per player and no more cards than there are`);
  }
  return { rows, columns };
}

/** The cards to lay out: the given deal's layout (checked), or the first of the leftover shuffled from the seed. */
function laidCards(k: Kernel, count: number): number[] {
  const given = k.presetDeals[k.st.round - 1]?.layout;
  if (given) {
    // Checked with marks in the deck's scratch (the deal is done with it), no set per check: every
    // world of a drafted round is created with its layout given. 1: in the leftover, 2: laid already.
    const mark = k.scratch.owner;
    for (let c = 0; c < mark.length; c++) mark[c] = 0;
    const left = k.st.leftover;
    for (let i = 0; i < left.length; i++) mark[left[i]!] = 1;
    let fits = given.length === count;
    for (let i = 0; fits && i < given.length; i++) {
      const c = given[i]!;
      if (Number.isInteger(c) && c >= 0 && c < mark.length && mark[c] === 1) mark[c] = 2;
      else fits = false;
    }
    if (!fits) throw new IllegalActionError(`the layout of round ${k.st.round} must be ${count} different cards of the leftover`);
    return given.slice();
  }
  const order = k.st.leftover.slice();
  k.st.rng.shuffle(order);
  return order.slice(0, count);
}

/** The seat that picks first in column `c`: c places clockwise from the dealer's left. */
function firstPicker(k: Kernel, c: number): Seat {
  let s = dealerLeft(k.st);
  for (let i = 0; i < c; i++) s = leftOf(s, k.st.players);
  return s;
}

/** The cards still lying in the column being drafted, in row order. */
function columnCards(k: Kernel): CardId[] {
  const l = k.st.layout;
  const out: CardId[] = [];
  if (!l || l.column < 0) return out;
  for (let r = 0; r < l.rows; r++) {
    const c = l.cards[l.column * l.rows + r]!;
    if (c >= 0) out.push(c);
  }
  return out;
}

/** Column `c` is up: its first picker decides. */
function openColumn(k: Kernel, c: number): void {
  const st = k.st;
  st.layout!.column = c;
  st.layout!.picks.fill(-1);
  st.phase = "choose";
  st.chooser = firstPicker(k, c);
  st.chooseStart = st.chooser;
}

export const layoutDraftStep: StepHandler<"layoutDraft", LayoutDraftStep> = {
  label: () => "layout draft",
  compile: (s, rule, c) => ({ kind: "layoutDraft", rows: c.compile(s.layout.rows, rule), columns: c.compile(s.layout.columns, rule), clues: s.layout.clues === true, rule }),
  start(k, step) {
    const st = k.st;
    const { rows, columns } = size(k, step);
    st.layout = { rows, column: -1, cards: laidCards(k, rows * columns), picks: filled(st.players, -1), asking: false };
    if (k.recording) emit(k, { type: "layout", rows, columns, cards: st.layout.cards.slice() });
    openColumn(k, 0);
    return "decide";
  },
  decision: {
    type: "take",
    now: (k) => (k.st.layout?.asking ? "clue" : "take"),
    asks: (k) => (k.st.layout?.asking ? `name the seat that would lead column ${k.st.layout.column + 1} (a clue)` : `take a card of column ${k.st.layout!.column + 1} of the layout`),
  },
  // Before trick play it only fills the hands (and its clues only read the trick rules): the fast paths
  // play trick play alone and stay the same game (test/engine/draft-fast-paths.test.ts, a layout fixture).
  caps: SAFE,
};

// ── the take decision: one rule (takeRefusal) for listing and explaining ──

function takeRefusal(k: Kernel, card: CardId): string | null {
  // Every take carried out is checked: the column looked through in place, its list made only to explain a refusal.
  const l = k.st.layout;
  if (l && l.column >= 0 && card >= 0) for (let r = 0; r < l.rows; r++) if (l.cards[l.column * l.rows + r] === card) return null;
  return `only a card of column ${(l?.column ?? -1) + 1} of the layout may be taken (${columnCards(k).map((c) => k.deck.cards[c]!.name).join(" ")})`;
}

/** The column is drafted: its untaken cards leave the round; then the dealer's clue, or the next column (if any). */
function closeColumn(k: Kernel, step: LayoutDraftStep): "wait" | "step done" {
  const st = k.st;
  const l = st.layout!;
  const column = l.column;
  const rest = columnCards(k);
  for (const c of rest) {
    removeCard(st.leftover, c, -1);
    removeFromGame(k, c);
    l.cards[l.cards.indexOf(c)] = -1;
  }
  if (rest.length > 0 && k.recording) emit(k, { type: "layoutAside", column, cards: rest });
  if (step.clues) {
    l.asking = true;
    st.chooser = st.dealer;
    st.chooseStart = st.dealer;
    return "wait";
  }
  return nextColumn(k);
}

/** The next column is up, or the draft is over. */
function nextColumn(k: Kernel): "wait" | "step done" {
  const st = k.st;
  const l = st.layout!;
  const column = l.column;
  if (column + 1 < l.cards.length / l.rows) {
    openColumn(k, column + 1);
    return "wait";
  }
  l.column = -1;
  st.chooser = -1;
  return "step done";
}

export const takeDecision: DecisionHandler<"take"> = {
  // The deck's shared take objects (core/action-table.ts), in row order: every world of a drafted round
  // lists them. columnCards's walk written out: through it with a mapping (a closure per listing, tried in
  // review), 10 greedy-seat games of a shipped drafted-layout ruleset allocated 910 MB against 888 MB.
  legal: (k) => {
    const out: Action[] = [];
    const l = k.st.layout;
    if (!l || l.column < 0) return out;
    for (let r = 0; r < l.rows; r++) {
      const c = l.cards[l.column * l.rows + r]!;
      if (c >= 0) out.push(k.actionTable.take(c));
    }
    return out;
  },
  explain: (k, _seat, action) => takeRefusal(k, action.card),
  apply(k, seat, action) {
    const st = k.st;
    removeCard(st.leftover, action.card, -1);
    insertSorted(st.hands[seat]!, action.card);
    const l = st.layout!;
    l.cards[l.cards.indexOf(action.card)] = -1;
    l.picks[seat] = action.card;
    if (k.recording) emit(k, { type: "take", seat, card: action.card, column: l.column });
    st.chooser = leftOf(st.chooser, st.players);
    return st.chooser === st.chooseStart ? closeColumn(k, stepOfKind<LayoutDraftStep>(k, "layoutDraft")) : "wait";
  },
};

// ── the clue decision: the dealer names a leader, the engine answers with the winner ──

/** The column's taken cards played clockwise from `leader`, and who would win them (the winner order; following is not asked). */
export function clueTrick(k: Kernel, leader: Seat): { cards: CardId[]; winner: Seat } {
  const st = k.st;
  const l = st.layout!;
  const t = new Trick();
  const cards: CardId[] = [];
  t.reset(-1, st.suitOf[l.picks[leader]!]!);
  for (let i = 0, s = leader; i < st.players; i++, s = leftOf(s, st.players)) {
    t.add(s, l.picks[s]!);
    cards.push(l.picks[s]!);
  }
  return { cards, winner: trickWinner(k, t) };
}

export const clueDecision: DecisionHandler<"clue"> = {
  legal: (k) => Array.from({ length: k.st.players }, (_, leader): Action => ({ type: "clue", leader })),
  explain: (k, _seat, action) =>
    Number.isInteger(action.leader) && action.leader >= 0 && action.leader < k.st.players ? null : `the leader of a clue is a seat from 0 to ${k.st.players - 1}, not ${action.leader}`,
  apply(k, seat, action) {
    const l = k.st.layout!;
    const { cards, winner } = clueTrick(k, action.leader);
    if (k.recording) emit(k, { type: "clue", seat, column: l.column, leader: action.leader, cards, winner });
    l.asking = false;
    return nextColumn(k);
  },
};

// ── events: all public; the sampler's tokens follow the cards out of the leftover ──

export const layoutEvent: EventHandler<"layout"> = {
  // A face-up layout of cards that were undealt.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e, card) => {
    const col = (c: number) => e.cards.slice(c * e.rows, (c + 1) * e.rows).map(card).join(" ");
    return `the layout, ${e.rows} rows by ${e.columns} columns, face up: ${Array.from({ length: e.columns }, (_, c) => `column ${c + 1}: ${col(c)}`).join("; ")}`;
  },
  // The laid-out cards are leftover cards everyone now knows; the world is dealt this very layout.
  sample: {
    cards: (e, _i, sym) => sym.show(sym.place("leftover"), e.cards),
    replay: "derived",
    deal: (e, _cards, deal) => void (deal.layout = e.cards),
  },
};

export const takeEvent: EventHandler<"take"> = {
  // A card taken from the face-up layout: a seat's decision.
  reveals: false,
  answersStep: true,
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} takes ${card(e.card)} from column ${e.column + 1}`,
  sample: {
    cards: (e, i, sym) => sym.put(sym.hands[e.seat]!, [sym.take(sym.place("leftover"), e.card)], i),
    replay: (e) => ({ seat: e.seat, action: { type: "take", card: e.card } }),
  },
};

export const clueEvent: EventHandler<"clue"> = {
  // A clue tells who would win with the secrets: information about them.
  reveals: true,
  answersStep: true,
  seenBy: (e) => e,
  describe: (e, card) => `seat ${e.seat} asks who would win column ${e.column + 1} led by seat ${e.leader} (${e.cards.map(card).join(" ")}): seat ${e.winner}`,
  sample: {
    cards: "nothing",
    replay: (e) => ({ seat: e.seat, action: { type: "clue", leader: e.leader } }),
    // The answer depends on what the world drew (its secrets): a world that answers otherwise is rejected.
    confirm: (e, events, from) => events.slice(from).some((x) => x.type === "clue" && x.winner === e.winner),
  },
};

export const layoutAsideEvent: EventHandler<"layoutAside"> = {
  // A drafted column nobody took leaves the round; its cards lay face up.
  reveals: false,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e, card) => `column ${e.column + 1}'s ${e.cards.map(card).join(" ")} leave${e.cards.length === 1 ? "s" : ""} the round`,
  sample: {
    cards: (e, i, sym) => sym.put(sym.place("removed"), e.cards.map((c) => sym.take(sym.place("leftover"), c)), i),
    replay: "derived",
  },
};

/** A drafted layout: each place's card column by column (column * rows + row; -1 once gone), and the column being drafted (-1: done). */
export interface LayoutState {
  readonly rows: number;
  column: number;
  readonly cards: number[];
  /** Per seat, the card it took from the column being drafted (-1: none yet). */
  readonly picks: number[];
  /** The column is taken and the dealer is to name a leader for its clue. */
  asking: boolean;
}

/** The round's layout, or null. Its cards stay in the leftover until taken. */
export const layoutSlices = {
  layout: mechanicSlice<LayoutState | null>({
    kind: "game",
    init: () => null,
    round: "reset",
    clone: (v) => v && { ...v, cards: v.cards.slice(), picks: v.picks.slice() },
    seen: "view",
  }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof layoutSlices> {}
}

/** The layout draft as a mechanic (assembly/mechanics.ts). */
export const layoutDraftMechanic = {
  name: "layoutDraft",
  slices: layoutSlices,
  steps: { layoutDraft: layoutDraftStep },
  // A drafted layout fills the hands: it comes before the round's other steps.
  opening: (ir) => (ir.deal.layout ? [{ phase: "deal", source: { kind: "layoutDraft", layout: ir.deal.layout }, rule: declRule("deal layout") }] : []),
  decisions: { take: takeDecision, clue: clueDecision },
  codecs: {
    take: { key: (a) => `t${a.card}`, describe: (a, card) => `takes ${card(a.card)} from the layout`, fromCommitted: null },
    clue: { key: (a) => `c${a.leader}`, describe: (a) => `asks who would win had seat ${a.leader} led the column`, fromCommitted: null },
  },
  events: { layout: layoutEvent, take: takeEvent, clue: clueEvent, layoutAside: layoutAsideEvent },
  caps: (ir) => (ir.deal.layout ? layoutDraftStep.caps : SAFE),
  judgedWorlds: (ir) => !ir.deal.layout,
  // The layout lies face up: everyone sees it the same.
  view: (k) => {
    const l = k.st.layout;
    if (!l) return { layout: null };
    return { layout: { rows: l.rows, columns: l.cards.length / l.rows, column: l.column, cards: l.cards.map((c) => (c >= 0 ? c : null)) } };
  },
} satisfies Mechanic<"layoutDraft", "layout", "take" | "clue">;
