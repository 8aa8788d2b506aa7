// The engine's limits: the one table of how large a ruleset may be. The checker reports a located
// diagnostic for a ruleset beyond them (src/lang), irLimitProblems lists what a hand-built IR breaks
// (the engine and compile() run it on IR they receive), and docs/language.md lists them for designers.
// Each limit says which part of the engine it protects; they are far above any real card game.

import type { Expr, RulesetIR } from "./types.js";
import { unreachable } from "./unreachable.js";
import { declRule, trickRule, type RuleRef } from "./rule-ref.js";

export const LIMITS = {
  /** Seats in one game. Per-seat state is arrays, and the deal keeps each card's seat in an Int16Array. */
  players: 100,
  /** Suits a ruleset declares. Winner tiers are tabled per (lead suit, card): suits x cards entries. */
  suits: 100,
  /** Cards in the deck of one player count. Scratch buffers hold a card per target of every open trick. */
  deckCards: 10_000,
  /** Largest rank. Ranks live in an Int32Array, and folds test ranks by int32 arithmetic. */
  rank: 1_000_000,
  /** `open at most N`: a play may go to any open trick, so legal plays are cards x (open tricks + 1). */
  openTricks: 64,
  /** `complete at N cards`: a trick cannot hold more cards than the deck has. */
  trickSize: 10_000,
  /** Rounds of one game. */
  rounds: 10_000,
  /** Values an order step offers: every arrangement is a legal action (6 values: 720 actions). */
  orderValues: 6,
  /**
   * Height of an expression tree (each operator, `not`, `-`, `if`, call, list ... is one level; a chain
   * `a + b + c` is one level per operator). Compiling and evaluating recurse once per level.
   */
  exprDepth: 256,
  /** Rule cards of a ruleset (`rule cards`): the rule deck is shuffled and copied with every game. */
  ruleCards: 1_000,
  /** Largest rule card number: `active(N)` compares numbers, and reports name them. */
  ruleCardNumber: 1_000_000,
  /** Rule cards offered to one chooser in a draft: every choice of the kept ones is a legal action. */
  ruleOffer: 10,
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * The engine's default bound on steps per game (GameOptions.maxSteps): a game that has not ended after
 * this many is stopped as a runaway. Here, beside the limits, because the checker refuses a `rounds`
 * whose games could never end within it (check-limits.ts).
 */
export const DEFAULT_MAX_STEPS = 100_000;

/** One way an IR exceeds the limits: which rule, and what is wrong (a sentence for a designer). */
export interface LimitProblem {
  readonly rule: RuleRef;
  readonly message: string;
}

/**
 * Every limit `ir` exceeds (empty when it fits). Constant parts only: run-time values (a `rounds`
 * expression using `players`) are the engine's to check when it evaluates them.
 */
export function irLimitProblems(ir: RulesetIR): LimitProblem[] {
  const out: LimitProblem[] = [];
  const over = (rule: RuleRef, what: string, limit: number, value: number): void => {
    out.push({ rule, message: `${what} can be at most ${limit}, not ${value}` });
  };
  if (ir.players.max > LIMITS.players) over(declRule("players"), "the number of players", LIMITS.players, ir.players.max);
  if (ir.suits.length > LIMITS.suits) over(declRule("suits"), "the number of suits", LIMITS.suits, ir.suits.length);
  for (const d of ir.decks) {
    const size = d.suits.length * Math.max(0, d.ranks.to - d.ranks.from + 1 - (d.except?.length ?? 0)) * (d.copies ?? 1);
    if (size > LIMITS.deckCards) over(declRule("deck"), `the deck for ${d.players} players (cards)`, LIMITS.deckCards, size);
    if (d.ranks.to > LIMITS.rank) over(declRule("deck"), `a rank in the deck for ${d.players} players`, LIMITS.rank, d.ranks.to);
  }
  if (ir.tricks.maxOpen > LIMITS.openTricks) over(trickRule("open at most"), "the number of open tricks", LIMITS.openTricks, ir.tricks.maxOpen);
  const constant = (e: Expr | null): number | undefined => (e !== null && e.k === "num" ? e.v : undefined);
  const rounds = constant(ir.rounds);
  if (rounds !== undefined && rounds > LIMITS.rounds) over(declRule("rounds"), "the number of rounds", LIMITS.rounds, rounds);
  const trick = constant(ir.tricks.completeAt);
  if (trick !== undefined && trick > LIMITS.trickSize) over(trickRule("complete at"), "the trick size", LIMITS.trickSize, trick);
  const rc = ir.ruleCards;
  if (rc) {
    if (rc.ids.length > LIMITS.ruleCards) over(declRule("rule cards"), "the number of rule cards", LIMITS.ruleCards, rc.ids.length);
    const big = rc.ids.find((id) => id > LIMITS.ruleCardNumber);
    if (big !== undefined) over(declRule("rule cards"), "a rule card number", LIMITS.ruleCardNumber, big);
    const offer = constant(rc.draft?.offer ?? null);
    if (offer !== undefined && offer > LIMITS.ruleOffer) over(declRule("rule cards draft"), "the rule cards offered to each chooser", LIMITS.ruleOffer, offer);
  }
  for (const [rule, e] of ruleExprs(ir)) {
    const h = exprHeight(e);
    if (h > LIMITS.exprDepth) over(rule, "the depth of an expression", LIMITS.exprDepth, h);
  }
  return out;
}

/** Every expression of `ir` with the rule it belongs to. */
function ruleExprs(ir: RulesetIR): [RuleRef, Expr][] {
  const t = ir.tricks;
  type Ruled = [RuleRef, Expr];
  const steps = (list: RulesetIR["beforeTricks"], at: (index: number) => RuleRef): Ruled[] =>
    list.flatMap((s, i): Ruled[] => (s.kind === "order" ? [[at(i), s.values]] : "count" in s ? [[at(i), s.count]] : []));
  const tricks = (rule: Parameters<typeof trickRule>[0], e: Expr | null | undefined): Ruled[] => (e ? [[trickRule(rule), e]] : []);
  return [
    [declRule("rounds"), ir.rounds],
    ...(ir.deal.each ? [[declRule("deal"), ir.deal.each] as Ruled] : []),
    ...(ir.cardAttrs ?? []).map((a): Ruled => [{ k: "card", name: a.name }, a.expr]),
    ...ir.lets.map((l): Ruled => [{ k: "let", name: l.name }, l.expr]),
    ...(ir.nextDealer.kind === "ranked" ? ir.nextDealer.keys.map((k): Ruled => [declRule("dealer"), k.expr]) : []),
    ...steps(ir.beforeTricks, (index) => ({ k: "step", list: "before", index })),
    ...steps(ir.afterTricks, (index) => ({ k: "step", list: "after", index })),
    ...(ir.trickSteps ?? []).flatMap((b, block): Ruled[] => [
      ...(b.trick ? [[{ k: "block", block }, b.trick] as Ruled] : []),
      ...steps(b.steps, (index) => ({ k: "blockStep", block, index })),
    ]),
    ...ir.shows.flatMap((s, index): Ruled[] => [[{ k: "show", order: s.order, index }, s.at], [{ k: "show", order: s.order, index }, s.when]]),
    ...tricks("complete at", t.completeAt),
    ...tricks("open", t.open),
    ...tricks("follow", t.follow),
    ...tricks("aside", t.aside?.when),
    ...tricks("trump", t.trump),
    ...t.winner.flatMap((w): Ruled[] => [...w.keys.flatMap((k) => tricks("winner", k.key)), ...tricks("winner", w.where)]),
    ...tricks("pick", t.pick),
    ...tricks("face down", t.faceDown),
    ...tricks("stop when", t.stopWhen),
    ...(ir.trickValue ? [[declRule("trick value"), ir.trickValue] as Ruled] : []),
    [declRule("score"), ir.score],
    ...ir.winner.map((k): Ruled => [declRule("winner"), k.expr]),
    ...(ir.ruleCards?.draft
      ? (["offer", "keep", "skipLeftOfDealer", "extra"] as const).map((f): Ruled => [declRule("rule cards draft"), ir.ruleCards!.draft![f]])
      : []),
  ];
}

/** The sub-expressions of one IR expression node. */
export function irChildren(e: Expr): readonly Expr[] {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
    case "ref":
    case "attr":
      return [];
    case "map":
      return [e.coll, e.body];
    case "at":
      return [e.card, e.body];
    case "bin":
      return [e.l, e.r];
    case "not":
    case "neg":
      return [e.e];
    case "if":
      return [e.c, e.t, e.e];
    case "let":
      return [e.value, e.body];
    case "call":
      return e.args;
    case "where":
      return [e.coll, e.pred];
    case "of":
      return [e.coll];
    case "for":
      return [e.coll, e.body];
    case "list":
      return e.items;
    case "index":
      return [e.coll, e.i];
    case "atSeat":
    case "seats":
      return [e.e];
    default:
      return unreachable(e);
  }
}

/**
 * The height of an expression tree (a leaf is 1), by an explicit stack: it must not itself overflow
 * the call stack on the very trees it is there to reject.
 */
export function exprHeight(root: Expr): number {
  let max = 0;
  const stack: [Expr, number][] = [[root, 1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [e, depth] = top;
    if (depth > max) max = depth;
    for (const c of irChildren(e)) stack.push([c, depth + 1]);
  }
  return max;
}
