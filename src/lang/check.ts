// Checks the merged model: every expression in its place (types and contexts), required
// declarations, the deck at every player count, piles, seats and constant counts.
import type { DeckBody, Expr, Ident, RankLit, Span } from "./ast.js";
import { ExprChecker, freeNames, readsOtherSeat, type AttrInfo, type Names } from "./check-expr.js";
import { checkPile, declareNames, suitIndices, type DeclaredNames } from "./check-names.js";
import { checkSlotCounts, checkSlots, type TableSlot } from "./slots/table.js";
import { seatPublicity } from "./check-public.js";
import { checkDivisions } from "./check-division.js";
import { checkLimits } from "./check-limits.js";
import { checkActiveCalls } from "./check-rule-cards.js";
import { checkStageDepth } from "./check-stage-depth.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import { stageExprs, stepBlocks, type Model, type Sourced } from "./model.js";
import { closest, didYouMean } from "./suggest.js";
import { numberWords, rankValue } from "./rank-names.js";
import { builtinNeeds } from "./builtins/table.js";
import { describeType, place, placeAfterRound, type Place, type Type } from "./types.js";
import { declReadRules, declSyntaxOf, isNamedDecl, tableDecls } from "./decls/table.js";
import { LIMITS } from "../ir/limits.js";
import { MAX_ORDER_VALUES } from "../ir/types.js";
import { stepReadRules, syntaxOf } from "./steps/table.js";

export interface DeckInfo {
  readonly suits: readonly number[];
  readonly from: number;
  readonly to: number;
  /** Ranks of from..to left out of every suit (each once). */
  readonly except: readonly number[];
  /** Some suit names were unknown (already reported): size checks would only repeat that mistake. */
  readonly incomplete: boolean;
  /** `, N copies`: every card N times (1 without). */
  readonly copies: number;
}

export interface CheckedModel {
  readonly model: Model;
  readonly names: DeclaredNames;
  /** The `NAME of X` nodes whose X is one card, not a list. */
  readonly singleOf: WeakSet<Expr>;
  /** Card value names, for the lowering (they become `attr` reads). */
  readonly attrNames: ReadonlySet<string>;
  /** Legal player counts, each with its deck (only counts that have one). */
  readonly decks: ReadonlyMap<number, DeckInfo>;
  /**
   * The types of the values declarations and steps name (`secret NAME`, an auction's: a list of suits
   * or of numbers; null when its values did not check).
   */
  readonly valueTypes: ReadonlyMap<string, Type | null>;
}

/** The number of cards in a deck. */
export function deckSize(d: DeckInfo): number {
  return d.suits.length * (d.to - d.from + 1 - d.except.length) * d.copies;
}

const START: Span = { offset: 0, length: 0, line: 1, col: 1, endLine: 1, endCol: 1 };

const REQUIRED_EXAMPLES = {
  game: 'game "My Game"',
  players: "players 3..6",
  suits: "suits red blue green",
  deck: "deck red blue green 1..12",
  score: "score: count(won)",
} as const;

/** The lets that read another seat's values (`x of left`), directly or through other lets. */
function letsReadingOtherSeats(model: Model): Set<string> {
  const out = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, l] of model.lets) {
      if (out.has(name)) continue;
      if (readsOtherSeat(l.item.expr) || [...freeNames(l.item.expr)].some((n) => out.has(n))) {
        out.add(name);
        grew = true;
      }
    }
  }
  return out;
}

export function checkModel(model: Model, sink: DiagnosticSink): CheckedModel {
  const names = declareNames(model, sink);
  const letTypes = new Map<string, Type | null>([...model.lets.keys()].map((n) => [n, null]));
  const attrs = new Map<string, AttrInfo>([...model.cardAttrs.keys()].map((n) => [n, { type: null, trick: false }]));
  const valueTypes = new Map<string, Type | null>([...names.values.keys()].map((n) => [n, null]));
  const hiddenValues = new Map([...names.values].flatMap(([n, v]) => (v.hidden !== undefined ? [[n, v.hidden] as const] : [])));
  const publicity = seatPublicity(model, names.piles);
  const allNames: Names = { suits: names.suits, piles: names.piles, orders: names.orders, lets: letTypes, attrs, otherSeatLets: letsReadingOtherSeats(model), hiddenAtSeat: publicity.hidden, peekingLets: publicity.peeking, declared: Object.fromEntries(Object.entries(model.decls).map(([k, d]) => [k, d.item])), readRules: [...declReadRules(model), ...stepReadRules({ names, model })], values: valueTypes, hiddenValues, calls: names.calls, words: numberWords(names) };
  const singleOf = new WeakSet<Expr>();
  const checker = (file: string): ExprChecker => new ExprChecker(allNames, sink.forFile(file), singleOf);
  // The values the declaration table's declarations name (`secret NAME`) get their types first.
  for (const d of tableDecls(model)) {
    const name = isNamedDecl(d.item) ? d.item.name?.name : undefined;
    if (name === undefined || names.values.get(name)?.kind !== d.item.kind) continue;
    const t = declSyntaxOf(d.item).value(d.item, { reporter: sink.forFile(d.file), expr: checker(d.file), names, model, sink });
    if (t !== null) valueTypes.set(name, t);
  }

  // The values steps name (an auction's) get their types before the lets, which may read them.
  for (const block of stepBlocks(model)) {
    for (const step of block.item.steps) {
      const v = syntaxOf(step).namedValue?.(step, { reporter: sink.forFile(block.file), expr: checker(block.file), names });
      if (v) valueTypes.set(v.name, v.type);
    }
  }

  checkRequired(model, sink);

  // Card values first (they read only cards, tricks and the round), then lets, each in dependency
  // order, so that later expressions know their types. A value's rule-card changes are checked
  // with it: each reads the value so far under the value's own name.
  for (const name of [...names.attrOrder, ...names.cyclicAttrs]) {
    const a = model.cardAttrs.get(name);
    if (!a) continue;
    const at = place(`card value '${name}'`, "card", "trick");
    const t = checker(a.file).check(a.item.expr, at);
    const readsTrick = (e: Expr): boolean => [...freeNames(e)].some((n) => builtinNeeds(n) === "trick" || attrs.get(n)?.trick === true);
    const stages = model.stages.get(`card ${name}`) ?? [];
    const trick = readsTrick(a.item.expr) || stages.some((st) => { const x = stageExprs(st.item); return x !== undefined && (readsTrick(x.expr) || (x.when !== undefined && readsTrick(x.when))); });
    checkStages(`card ${name}`, name, t, at, model, sink, checker);
    if (!names.cyclicAttrs.has(name)) attrs.set(name, { type: t, trick });
  }
  for (const name of [...names.letOrder, ...names.cyclicLets]) {
    const l = model.lets.get(name);
    if (!l) continue;
    const at = placeAfterRound(`let '${name}'`, "seat");
    const t = checker(l.file).check(l.item.expr, at);
    checkStages(`let ${name}`, name, t, at, model, sink, checker);
    if (!names.cyclicLets.has(name)) letTypes.set(name, t);
  }
  // The score so far is a seat value: a change may read it at another seat (`score of right`).
  checkStages("score", "score", "number", placeAfterRound("the score", "seat"), model, sink, (f) => new ExprChecker(allNames, sink.forFile(f), singleOf, new Set(["score"])));
  checkNoBaseWhen(model, sink);

  const expectIn = <T>(s: Sourced<T> | undefined, get: (x: T) => Expr | null | undefined, what: string, want: Type, at: ReturnType<typeof place>): void => {
    if (!s) return;
    const e = get(s.item);
    if (e) checker(s.file).expect(e, at, want, what);
  };

  expectIn(model.rounds, (d) => d.expr, "'rounds'", "number", place("'rounds'"));
  expectIn(model.deal, (d) => d.each, "the number of cards dealt", "number", place("'deal'"));
  expectIn(model.deal, (d) => d.layout?.rows, "the rows of the layout", "number", place("'deal layout'"));
  expectIn(model.deal, (d) => d.layout?.columns, "the columns of the layout", "number", place("'deal layout'"));
  expectIn(model.score, (d) => d.expr, "the score", "number", placeAfterRound("the score", "seat"));
  checkStages("trickValue", "value", "number", place("'trick value'", "heldTrick"), model, sink, checker);
  for (const [s, what] of [[model.dealer, "the dealer keys"], [model.winner, "the 'winner' keys"]] as const) {
    if (!s || !s.item.keys) continue;
    for (const k of s.item.keys) checker(s.file).expect(k.expr, placeAfterRound(what, "seat"), "number", "a ranking key");
  }

  const decks = checkDecks(model, names, sink);
  checkTableDecls(model, names, decks, sink, checker);
  checkSteps(model, names, decks, sink, checker);
  checkTricks(model, names, sink, checker);
  checkConstants(model, decks, sink);
  checkLimits(model, decks, sink);
  checkDivisions(model, [...decks.keys()], sink);
  const checked: CheckedModel = { model, names, decks, singleOf, attrNames: new Set(model.cardAttrs.keys()), valueTypes };
  checkActiveCalls(model, sink);
  checkStageDepth(checked.model, sink);
  return checked;
}

/**
 * The rule cards' changes of one value: each is checked where the value is, with the value so far
 * known under `own` (its type `t`), and must keep the value's type; a `when` is a condition.
 */
function checkStages(key: string, own: string, t: Type | null, at: Place, model: Model, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  for (const st of model.stages.get(key) ?? []) {
    const x = stageExprs(st.item);
    if (!x) continue;
    const locals = new Map<string, Type | null>([[own, t]]);
    const c = checker(st.file);
    if (t === null) c.check(x.expr, at, locals);
    else c.expect(x.expr, at, t, `rule card ${st.card}'s change of ${st.item.label}`, locals);
    if (x.when) c.expect(x.when, at, "bool", "the condition after 'when'", locals);
  }
}

/** The declarations of the declaration table: each checked by its entry, in the file it is written in (after the deck: `decks`). */
function checkTableDecls(model: Model, names: DeclaredNames, decks: ReadonlyMap<number, DeckInfo>, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  for (const d of tableDecls(model)) declSyntaxOf(d.item).check(d.item, { reporter: sink.forFile(d.file), expr: checker(d.file), names, model, sink, decks });
}

/** `when` keeps the value so far: only a rule card's change has one. */
function checkNoBaseWhen(model: Model, sink: DiagnosticSink): void {
  const items = [...model.lets.values(), ...model.cardAttrs.values(), ...(model.score ? [model.score] : []), ...(model.decls.trickValue ? [model.decls.trickValue] : [])];
  for (const it of items) if (it.item.when) sink.forFile(it.file).report("SW4022", it.item.when.span);
}

function checkRequired(model: Model, sink: DiagnosticSink): void {
  // A variant whose base could not be loaded (SW4008, SW4009, SW4016) lacks these because of that one mistake.
  if (sink.all.some((d) => d.code === "SW4008" || d.code === "SW4009" || d.code === "SW4016")) return;
  const r = sink.forFile(model.rootFile);
  const present = { game: model.name, players: model.players, suits: model.suits, deck: model.deck, score: model.score };
  for (const [what, example] of Object.entries(REQUIRED_EXAMPLES)) {
    if (!present[what as keyof typeof present]) r.report("SW4002", START, { what, example });
  }
}


function checkDecks(model: Model, names: DeclaredNames, sink: DiagnosticSink): Map<number, DeckInfo> {
  const decks = new Map<number, DeckInfo>();
  let range: { min: number; max: number } | undefined;
  const pr = model.players?.item.range;
  if (model.players && pr) {
    const r = sink.forFile(model.players.file);
    if (pr.from.value > pr.to.value) r.report("SW4005", pr.span, { from: pr.from.value, to: pr.to.value });
    else if (pr.from.value < 1) r.report("SW4012", pr.from.span, { what: "the smallest number of players", min: 1, value: pr.from.value });
    // Past the limit the range is not used: every later check loops over the player counts.
    else if (pr.to.value > LIMITS.players) r.report("SW4015", pr.to.span, { what: "the number of players", max: LIMITS.players, value: pr.to.value });
    else range = { min: pr.from.value, max: pr.to.value };
  }
  const deck = model.deck;
  if (!deck) return decks;
  const r = sink.forFile(deck.file);
  const body = (b: DeckBody | undefined): DeckInfo | undefined => {
    if (!b) return undefined;
    const suits = suitIndices(b.suits, names, r);
    if (!b.range) return undefined;
    const rank = (x: RankLit): number | undefined => {
      const v = rankValue(x, names.rankNames);
      if (v === undefined && "name" in x) {
        const near = closest(x.name, names.rankNames.keys());
        r.report("SW2001", x.span, { name: x.name, hint: names.rankNames.size === 0 ? " (name ranks with 'ranks J = 11, ...')" : didYouMean(near) }, near);
      }
      return v;
    };
    const [from, to] = [rank(b.range.from), rank(b.range.to)];
    if (from === undefined || to === undefined) return undefined;
    if (from > to) {
      r.report("SW4005", b.range.span, { from, to });
      return undefined;
    }
    // A rank left out that the range does not hold, or left out twice, is a slip worth pointing at.
    const except: number[] = [];
    for (const x of b.except) {
      const v = rank(x);
      if (v === undefined) continue;
      if (v < from || v > to) r.report("SW4017", x.span, { rank: v, from, to, problem: `is not in ${from}..${to}` });
      else if (except.includes(v)) r.report("SW4017", x.span, { rank: v, from, to, problem: "is already left out" });
      else except.push(v);
    }
    if (except.length === to - from + 1) {
      r.report("SW4017", b.except[b.except.length - 1]!.span, { rank: except[except.length - 1]!, from, to, problem: "leaves no rank in the deck" });
      return undefined;
    }
    const copies = b.copies?.value ?? 1;
    if (b.copies && (!Number.isInteger(copies) || copies < 1)) {
      r.report("SW4012", b.copies.span, { what: "the number of copies of each card", min: 1, value: copies });
      return undefined;
    }
    return { suits, from, to, except, incomplete: suits.length < b.suits.length, copies };
  };
  const d = deck.item;
  if (d.kind === "deck") {
    const info = body(d.body);
    if (info && range) for (let p = range.min; p <= range.max; p++) decks.set(p, info);
    return decks;
  }
  const given = new Set<number>();
  for (const e of d.entries) {
    const count = e.count.value;
    const info = body(e.body);
    if (given.has(count)) {
      r.report("SW4014", e.count.span, { count });
      continue;
    }
    given.add(count);
    if (range && (count < range.min || count > range.max)) {
      r.report("SW4004", e.count.span, { count, min: range.min, max: range.max });
      continue;
    }
    if (info) decks.set(count, info);
  }
  if (range) {
    const deckWord: Span = { ...d.span, length: Math.min(d.span.length, 4), endLine: d.span.line, endCol: d.span.col + Math.min(d.span.length, 4) };
    for (let p = range.min; p <= range.max; p++) {
      if (!given.has(p)) r.report("SW4003", deckWord, { count: p, min: range.min, max: range.max });
    }
  }
  return decks;
}


/** A `before tricks` block (the ruleset's own or a rule card's); blocks during trick play have no `when`. */
function isBefore(block: { readonly steps: readonly unknown[] }): boolean {
  return "when" in block && block.when === "before";
}

/** When a block of steps runs: before, during (no `when`) or after trick play. */
function blockAt(block: { readonly steps: readonly unknown[] }): "before" | "during" | "after" {
  return isBefore(block) ? "before" : "when" in block ? "after" : "during";
}

function checkSteps(model: Model, names: DeclaredNames, decks: Map<number, DeckInfo>, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  for (const block of stepBlocks(model)) {
    const r = sink.forFile(block.file);
    // Each kind is checked by its entry of the step syntax table (a kind without one does not compile).
    for (const step of block.item.steps) {
      // Whether a step runs is seen by all: its condition reads nothing hidden (SW3013).
      if (step.when) checker(block.file).expect(step.when, place("the condition after 'when'", "public"), "bool", "the condition after 'when'");
      syntaxOf(step).check(step, { reporter: r, expr: checker(block.file), names, model, block: { steps: block.item.steps, at: blockAt(block.item) } });
    }
  }
  for (const block of model.during) {
    if (block.item.trick) checker(block.file).expect(block.item.trick, place("the trick number after 'after trick'"), "number", "the trick number");
    // Steps pause trick play between cycles: src/ir/structure.ts (compile() reports it on the IR).
  }
  // Can every seat make its choices? Only for counts that are constant at a player count; what each
  // step takes from the hand, and when that cannot work, is its entry's `hand` part.
  const before = model.before;
  if (!before) return;
  const r = sink.forFile(before.file);
  const reported = new Set<Expr>();
  for (const [p, deck] of decks) {
    const size = deckSize(deck);
    const layout = model.deal?.item.layout;
    // A drafted layout gives every seat one card per column before any other step.
    const dealt = layout ? evalConstNumber(layout.columns, p) : model.deal?.item.each ? evalConstNumber(model.deal.item.each, p) : Math.floor(size / p);
    let gone = 0;
    for (const step of before.item.steps) {
      const hand = syntaxOf(step).hand;
      if (!hand) continue;
      const count = hand.count(step);
      if (reported.has(count)) continue;
      const n = evalConstNumber(count, p);
      if (n === undefined) continue;
      const problem = hand.problem(step, n, { players: p, dealt, gone, suits: deck.suits.length });
      if (hand.leaves) gone += n;
      if (problem) {
        r.report(problem.code, count.span, problem.args);
        reported.add(count);
      }
    }
  }
}



function checkTricks(model: Model, names: DeclaredNames, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  if (model.firstDealer?.item.seat) {
    const minPlayers = model.players?.item.range?.from.value;
    const seat = model.firstDealer.item.seat;
    if (minPlayers !== undefined && seat.value >= minPlayers) sink.forFile(model.firstDealer.file).report("SW4013", seat.span, { seat: seat.value, players: minPlayers });
  }
  // Each slot by its entry of the slot table; a staged slot's rule-card changes in its own place.
  const slots = model.slots as Readonly<Record<string, Sourced<TableSlot> | undefined>>;
  checkSlots(
    (kind) => {
      const s = slots[kind];
      return s && { item: s.item, check: { reporter: sink.forFile(s.file), expr: checker(s.file), names, model, sink } };
    },
    (key, stage) => checkStages(key, stage.own, stage.type, stage.at, model, sink, checker),
  );
}

/** Constant `rounds`, `deal` and slot values (`complete at`) that can never work. */
function checkConstants(model: Model, decks: Map<number, DeckInfo>, sink: DiagnosticSink): void {
  const once = new Set<string>();
  const report = (key: string, file: string, f: (r: Reporter) => void): void => {
    if (once.has(key)) return;
    once.add(key);
    f(sink.forFile(file));
  };
  for (const [p, deck] of decks) {
    const rounds = model.rounds;
    if (rounds) {
      const n = evalConstNumber(rounds.item.expr, p);
      if (n !== undefined && n < 1) report("rounds", rounds.file, (r) => r.report("SW4012", rounds.item.expr.span, { what: "the number of rounds", min: 1, value: n }));
    }
    const deal = model.deal;
    const each = deal?.item.each;
    if (deal && each) {
      const n = evalConstNumber(each, p);
      const size = deckSize(deck);
      if (n !== undefined && n < 1) report("deal<1", deal.file, (r) => r.report("SW4012", each.span, { what: "the number of cards dealt to each player", min: 1, value: n }));
      else if (n !== undefined && n * p > size && !deck.incomplete) {
        report("deal>deck", deal.file, (r) => r.report("SW4006", each.span, { each: n, players: p, need: n * p, have: size }));
      }
    }
    const layout = deal?.item.layout;
    if (deal && layout) {
      const rows = evalConstNumber(layout.rows, p);
      const columns = evalConstNumber(layout.columns, p);
      const size = deckSize(deck);
      if (rows !== undefined && rows < p) {
        report("layout<players", deal.file, (r) => r.report("SW4007", layout.rows.span, { detail: `every seat takes one card of each column, so the layout needs at least ${p} rows with ${p} players, not ${rows}` }));
      }
      if (columns !== undefined && columns < 1) report("layout columns", deal.file, (r) => r.report("SW4012", layout.columns.span, { what: "the columns of the layout", min: 1, value: columns }));
      if (rows !== undefined && columns !== undefined && rows * columns > size && !deck.incomplete) {
        report("layout>deck", deal.file, (r) => r.report("SW4007", layout.rows.span, { detail: `a layout of ${rows} rows by ${columns} columns needs ${rows * columns} cards, but the deck for ${p} players has only ${size}` }));
      }
    }
  }
  // The slots' constant values at each number of players: their entries' (SlotSyntax.playerCounts).
  const counts = [...decks].map(([players, d]) => ({ players, cards: deckSize(d), incomplete: d.incomplete }));
  const slots = model.slots as Readonly<Record<string, Sourced<TableSlot> | undefined>>;
  checkSlotCounts((kind) => slots[kind], counts, (file) => sink.forFile(file));
}
