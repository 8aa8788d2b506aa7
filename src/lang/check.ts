// Checks the merged model: every expression in its place (types and contexts), required
// declarations, the deck at every player count, piles, seats and constant counts.
import type { Expr, Ident, Span } from "./ast.js";
import { ExprChecker, freeNames, readsOtherSeat, type Names } from "./check-expr.js";
import { declareNames, type DeclaredNames } from "./check-names.js";
import { checkDivisions } from "./check-division.js";
import { checkLimits } from "./check-limits.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import type { Model, Sourced } from "./model.js";
import { closest, didYouMean } from "./suggest.js";
import { place, type Type } from "./types.js";
import { LIMITS } from "../ir/limits.js";
import { MAX_ORDER_VALUES } from "../ir/types.js";

export interface DeckInfo {
  readonly suits: readonly number[];
  readonly from: number;
  readonly to: number;
  /** Some suit names were unknown (already reported): size checks would only repeat that mistake. */
  readonly incomplete: boolean;
}

export interface CheckedModel {
  readonly model: Model;
  readonly names: DeclaredNames;
  /** Legal player counts, each with its deck (only counts that have one). */
  readonly decks: ReadonlyMap<number, DeckInfo>;
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
  const allNames: Names = { suits: names.suits, piles: names.piles, orders: names.orders, lets: letTypes, otherSeatLets: letsReadingOtherSeats(model) };
  const checker = (file: string): ExprChecker => new ExprChecker(allNames, sink.forFile(file));

  checkRequired(model, sink);

  // Lets first, in dependency order, so that later expressions know their types.
  for (const name of [...names.letOrder, ...names.cyclicLets]) {
    const l = model.lets.get(name);
    if (!l) continue;
    const t = checker(l.file).check(l.item.expr, place(`let '${name}'`, "seat"));
    if (!names.cyclicLets.has(name)) letTypes.set(name, t);
  }

  const expectIn = <T>(s: Sourced<T> | undefined, get: (x: T) => Expr | null | undefined, what: string, want: Type, at: ReturnType<typeof place>): void => {
    if (!s) return;
    const e = get(s.item);
    if (e) checker(s.file).expect(e, at, want, what);
  };

  expectIn(model.rounds, (d) => d.expr, "'rounds'", "number", place("'rounds'"));
  expectIn(model.deal, (d) => d.each, "the number of cards dealt", "number", place("'deal'"));
  expectIn(model.score, (d) => d.expr, "the score", "number", place("the score", "seat"));
  expectIn(model.trickValue, (d) => d.expr, "the trick value", "number", place("'trick value'", "heldTrick"));
  for (const [s, what] of [[model.dealer, "the dealer keys"], [model.winner, "the 'winner' keys"]] as const) {
    if (!s || !s.item.keys) continue;
    for (const k of s.item.keys) checker(s.file).expect(k.expr, place(what, "seat"), "number", "a ranking key");
  }

  const decks = checkDecks(model, names, sink);
  checkSteps(model, names, decks, sink, checker);
  checkShows(model, names, sink, checker);
  checkTricks(model, names, sink, checker);
  checkConstants(model, decks, sink);
  checkLimits(model, decks, sink);
  checkDivisions(model, [...decks.keys()], sink);
  return { model, names, decks };
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

function reportUnknownSuit(r: Reporter, id: Ident, suits: ReadonlyMap<string, number>): void {
  const s = closest(id.name, suits.keys());
  r.report("SW2002", id.span, { name: id.name, hint: didYouMean(s) }, s);
}

/** Suit names to indices, reporting unknown and repeated suits. */
function suitIndices(ids: readonly Ident[], names: DeclaredNames, r: Reporter): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const i = names.suits.get(id.name);
    if (i === undefined) {
      // A suit that failed to declare (clash, duplicate) was reported already.
      if (!names.suits.has(id.name)) reportUnknownSuit(r, id, names.suits);
    } else if (out.includes(i)) r.report("SW2005", id.span, { what: "suit", name: id.name });
    else out.push(i);
  }
  return out;
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
  const body = (b: { suits: readonly Ident[]; range: { from: { value: number }; to: { value: number }; span: Span } | undefined } | undefined): DeckInfo | undefined => {
    if (!b) return undefined;
    const suits = suitIndices(b.suits, names, r);
    if (!b.range) return undefined;
    if (b.range.from.value > b.range.to.value) {
      r.report("SW4005", b.range.span, { from: b.range.from.value, to: b.range.to.value });
      return undefined;
    }
    return { suits, from: b.range.from.value, to: b.range.to.value, incomplete: suits.length < b.suits.length };
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

function checkPile(id: Ident | undefined, names: DeclaredNames, r: Reporter): void {
  if (!id || names.piles.has(id.name)) return;
  const s = closest(id.name, names.piles);
  r.report("SW2003", id.span, { name: id.name, hint: didYouMean(s) }, s);
}

function checkSteps(model: Model, names: DeclaredNames, decks: Map<number, DeckInfo>, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  for (const block of [model.before, model.after]) {
    if (!block) continue;
    const r = sink.forFile(block.file);
    // One case per step kind, no default: a new kind of step does not compile until it is checked.
    for (const step of block.item.steps) {
      switch (step.kind) {
        case "order":
          checker(block.file).expect(step.values, place("the values to arrange"), "numbers", "the values to arrange");
          checkOrderSize(step.values, r);
          break;
        case "choose":
          checkPile(step.pile, names, r);
          checker(block.file).expect(step.count, place("the number of cards to choose"), "number", "the number of cards to choose");
          break;
        case "pass":
          checker(block.file).expect(step.count, place("the number of cards to pass"), "number", "the number of cards to pass");
          break;
        case "reveal":
        case "return":
          checkPile(step.pile, names, r);
          break;
        case "giveTricks":
        case "handTrick":
          // Both act on the tricks and hands left when trick play is over: before it there is no trick to give, and a hand made a trick would never be played.
          if (block.item.when === "before") r.report("SW4017", step.span, { step: step.kind === "giveTricks" ? "'holder of the last trick gives its tricks'" : "'each hand becomes a trick'" });
          break;
      }
    }
  }
  // Can every seat make its choices? Only for counts that are constant at a player count.
  const before = model.before;
  if (!before) return;
  const r = sink.forFile(before.file);
  const reported = new Set<Expr>();
  for (const [p, deck] of decks) {
    const size = deck.suits.length * (deck.to - deck.from + 1);
    const each = model.deal?.item.each ? evalConstNumber(model.deal.item.each, p) : Math.floor(size / p);
    let chosen = 0;
    for (const step of before.item.steps) {
      if ((step.kind !== "choose" && step.kind !== "pass") || reported.has(step.count)) continue;
      const c = evalConstNumber(step.count, p);
      if (c === undefined) continue;
      const fail = (code: "SW4012" | "SW4007", args: Record<string, string | number>): void => {
        r.report(code, step.count.span, args);
        reported.add(step.count);
      };
      if (step.kind === "pass") {
        // Passing keeps the hand's size (each seat receives as many as it passes).
        if (c < 1) fail("SW4012", { what: "the number of cards to pass", min: 1, value: c });
        else if (each !== undefined && c > each - chosen) fail("SW4007", { detail: `each player passes ${c} cards, but holds only ${each - chosen} then with ${p} players` });
        continue;
      }
      chosen += c;
      if (c < 1) fail("SW4012", { what: "the number of cards to choose", min: 1, value: c });
      else if (step.distinctSuits && c > deck.suits.length) {
        fail("SW4007", { detail: `cannot choose ${c} cards of different suits: the deck for ${p} players has only ${deck.suits.length} suits` });
      } else if (each !== undefined && chosen > each) {
        fail("SW4007", { detail: `each player chooses ${chosen} cards in all, but holds only ${each} with ${p} players` });
      }
    }
  }
}


/** A list literal (or `for` over one) longer than the engine allows; other lists are checked at run time. */
function checkOrderSize(values: Expr, r: Reporter): void {
  const items = values.kind === "list" ? values.items.length : values.kind === "for" && values.list.kind === "list" ? values.list.items.length : undefined;
  if (items === undefined) return;
  if (items < 1) r.report("SW4012", values.span, { what: "the number of values to arrange", min: 1, value: items });
  else if (items > MAX_ORDER_VALUES) {
    r.report("SW4007", values.span, { detail: `at most ${MAX_ORDER_VALUES} values can be arranged (every arrangement is a possible move), not ${items}` });
  }
}

function checkShows(model: Model, names: DeclaredNames, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  for (const [name, s] of model.shows) {
    const r = sink.forFile(s.file);
    if (!names.orders.has(name)) {
      const hint = closest(name, names.orders);
      r.report("SW2008", (s.item.order as Ident).span, { name, hint: didYouMean(hint) }, hint);
    }
    checker(s.file).expect(s.item.at, place("the position after 'show'", "seat"), "number", "the position of the face-up entry");
    if (s.item.when) checker(s.file).expect(s.item.when, place("the condition of 'show'", "seat"), "bool", "the condition after 'when'");
  }
}

function checkTricks(model: Model, names: DeclaredNames, sink: DiagnosticSink, checker: (f: string) => ExprChecker): void {
  const s = model.slots;
  const minPlayers = model.players?.item.range?.from.value;
  const seatCheck = (seat: { value: number; span: Span }, file: string): void => {
    if (minPlayers !== undefined && seat.value >= minPlayers) sink.forFile(file).report("SW4013", seat.span, { seat: seat.value, players: minPlayers });
  };
  if (model.firstDealer?.item.seat) seatCheck(model.firstDealer.item.seat, model.firstDealer.file);

  if (s.lead) {
    const { first, next } = s.lead.item;
    if (first?.kind === "seat") seatCheck(first.seat, s.lead.file);
    if (next?.kind === "highestUniqueRank") suitIndices(next.suits, names, sink.forFile(s.lead.file));
  }
  if (s.maxOpen?.item.count && s.maxOpen.item.count.value < 1) {
    sink.forFile(s.maxOpen.file).report("SW4012", s.maxOpen.item.count.span, { what: "the number of open tricks", min: 1, value: s.maxOpen.item.count.value });
  }
  if (s.completeAt) checker(s.completeAt.file).expect(s.completeAt.item.expr, place("'complete at'"), "number", "the trick size");
  if (s.open) checker(s.open.file).expect(s.open.item.expr, place("the 'open' slot", "seat", "card", "table"), "bool", "the 'open' rule");
  if (s.follow) checker(s.follow.file).expect(s.follow.item.expr, place("the 'follow' slot", "seat", "card", "trick", "table"), "bool", "the 'follow' rule");
  if (s.aside) {
    checkPile(s.aside.item.pile, names, sink.forFile(s.aside.file));
    checker(s.aside.file).expect(s.aside.item.expr, place("the 'aside' slot", "seat", "card", "table"), "bool", "the 'aside' rule");
  }
  if (s.trump) checker(s.trump.file).expect(s.trump.item.expr, place("the 'trump' slot", "seat", "card", "trick"), "bool", "the 'trump' rule");
  if (s.winner) {
    const at = place("the 'winner' slot", "seat", "card", "trick", "winner");
    for (const t of s.winner.item.tiers) {
      checker(s.winner.file).expect(t.key, at, "number", "the key of a winner tier");
      if (t.where) checker(s.winner.file).expect(t.where, at, "bool", "the condition after 'where'");
    }
  }
  if (s.stopWhen) checker(s.stopWhen.file).expect(s.stopWhen.item.expr, place("'stop when'", "seat"), "bool", "the 'stop when' condition");
}

/** Constant `rounds`, `deal` and `complete at` values that can never work. */
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
      const size = deck.suits.length * (deck.to - deck.from + 1);
      if (n !== undefined && n < 1) report("deal<1", deal.file, (r) => r.report("SW4012", each.span, { what: "the number of cards dealt to each player", min: 1, value: n }));
      else if (n !== undefined && n * p > size && !deck.incomplete) {
        report("deal>deck", deal.file, (r) => r.report("SW4006", each.span, { each: n, players: p, need: n * p, have: size }));
      }
    }
    const complete = model.slots.completeAt;
    if (complete) {
      const n = evalConstNumber(complete.item.expr, p);
      if (n !== undefined && n < 1) report("complete", complete.file, (r) => r.report("SW4012", complete.item.expr.span, { what: "the trick size", min: 1, value: n }));
    }
  }
}
