// Compiles a RulesetIR into closures once; every Game of that ruleset shares the result.

import type { Expr, RulesetIR } from "../../ir/types.js";
import { declRule, trickRule, type RuleRef } from "../../ir/rule-ref.js";
import { structureProblems } from "../../ir/structure.js";
import { pileNamesOf } from "../flow/piles.js";
import { orderNamesOf } from "../steps/order.js";
import { callNamesOf } from "../steps/call.js";
import { createExprCompiler } from "../expr/compile.js";
import { IrError, memoLet, type Compiled, type PerCard } from "../expr/types.js";
import { cardEpochPure, cardPure, leadCardPure, roundReadsOf, tabled, trickContextPure, trickMemo, type RoundReads } from "../expr/attr-table.js";
import { newLeadTable } from "../rules/lead-table.js";
import { attrReadsCard, attrReadsOnlySuit, readsCard } from "../expr/walk.js";
import { objectListOf } from "../lists.js";
import { STEPS } from "./steps.js";
import type { StepHandler } from "../core/step-handler.js";
import { listedSteps, type CompiledStep, type StepKind, type StepSource } from "../rules/steps.js";
import { growKeyScratch } from "../tricks/winner-order.js";
import { tableableTiers } from "../core/card-tables.js";
import { capsOf } from "./fast-caps.js";
import { mechanicRules, needsOf, openingSteps } from "./mechanics.js";
import type { CompiledKey, CompiledRules } from "../rules/types.js";
import { scoreRule } from "../scoring/card-sum.js";

const cache = new WeakMap<RulesetIR, CompiledRules>();
/** Rules compiled as the reference: no tabled attributes, no lifted per-card rules (see withReferenceRules). */
const referenceCache = new WeakMap<RulesetIR, CompiledRules>();
let reference = false;

/**
 * Runs `f` with compileRules returning the reference compilation of every ruleset: card attributes
 * evaluated at every reference and per-card rules evaluated whole per card, as the interpreter always
 * did. The differential test plays its general side so, to prove the tabled and lifted path plays the
 * same games (test/support/differential.ts).
 */
export function withReferenceRules<T>(f: () => T): T {
  const before = reference;
  reference = true;
  try {
    return f();
  } finally {
    reference = before;
  }
}

export function compileRules(ir: RulesetIR): CompiledRules {
  const store = reference ? referenceCache : cache;
  const hit = store.get(ir);
  if (hit) return hit;
  const rules = build(ir, !reference);
  store.set(ir, rules);
  return rules;
}

/** Names to their places (piles, orders, calls), and the lookup that refuses a name the IR never declared. */
function namedIndex(names: readonly string[], what: string): [ReadonlyMap<string, number>, (name: string) => number] {
  const places = new Map(names.map((n, i) => [n, i] as const));
  const index = (name: string): number => {
    const i = places.get(name);
    if (i === undefined) throw new IrError(`unknown ${what} '${name}' in IR`);
    return i;
  };
  return [places, index];
}

function build(ir: RulesetIR, fast: boolean): CompiledRules {
  // The names the rules refer to by index, each as its owner derives it (the same lists are the
  // piles', orders' and calls' parts of the compiled rules: mechanicRules below).
  const pileNames = pileNamesOf(ir);
  const pilePublic = pileNames.map((n) => ir.piles.find((p) => p.name === n)?.visibility === "public");
  const [piles, pileIndex] = namedIndex(pileNames, "pile");

  const trickSteps = ir.trickSteps ?? [];
  const needs = needsOf(ir);
  // How mechanics may be combined (src/ir/structure.ts: the checker reports the same rules at their lines).
  const problem = structureProblems(ir)[0]?.detail;
  if (problem !== undefined) throw new IrError(problem);
  const listed = listedSteps(ir);
  const [orders, orderIndex] = namedIndex(orderNamesOf(ir), "order");
  // Calls and noted values (steps/note.ts) are seat values of one kind, under one list of names.
  const [calls, callIndex] = namedIndex(callNamesOf(ir), "call");

  // Top-level lets first (in the dependency order the front-end guarantees), then everything else.
  const lets = new Map<string, Compiled>();
  const attrs = new Map<string, Compiled>();
  const letExprs = new Map(ir.lets.map((l) => [l.name, l.expr] as const));
  const attrExprs = new Map((ir.cardAttrs ?? []).map((a) => [a.name, a.expr] as const));
  const slots = { n: 0 };
  let keyBound = 0;
  for (const d of ir.decks) keyBound = Math.max(keyBound, Math.abs(d.ranks.from), Math.abs(d.ranks.to), ...d.suits);
  // The trick value reads one held trick and no seat's values, so it is compiled before the lets that may sum it.
  let trickValue: Compiled<number> | undefined;
  const secrets = new Map((ir.secrets ?? []).map((s, i) => [s.name, i]));
  const auction = listed.find((s) => s.kind === "auction")?.name;
  const withNames = (trump?: Compiled<boolean>) => {
    const c = createExprCompiler({ piles, orders, calls, lets, attrs, letExprs, attrExprs, keyBound, cardFreeAttrs, trickConstAttrs, suitOnlyAttrs, secrets, fast, ...(auction !== undefined ? { auction } : {}), teams: ir.teams?.names.length ?? 0, ...(ir.teams?.holder ? { hiddenTeams: true } : {}), ...(trump ? { trump } : {}), ...(trickValue ? { trickValue } : {}) }, slots);
    return {
      compile<T extends Compiled = Compiled>(e: Parameters<typeof c.compile>[0], rule: RuleRef): T {
        return c.compile(e, rule) as T;
      },
      /** A per-card rule lifted for the walk over the hand, or null for the reference compilation. */
      perCard(e: Parameters<typeof c.compile>[0], rule: RuleRef): PerCard | null {
        return fast ? c.compilePerCard(e, rule) : null;
      },
    };
  };
  // Card attributes read only the card, the trick and the round (never a seat's lets), so they come first.
  // Those that are values of the card and the round only are tabled per card and round (attr-table.ts);
  // those that read no card in question may be lifted out of a per-card rule's walk (walk.ts readsCard).
  // The others that read besides the card only state every trick and seat sees alike (the lead cards
  // so far: a trump that is the suit led to the second trick) are tabled per evaluation epoch instead
  // (attr-table.ts epochTabled).
  const pureAttrs = new Set<string>();
  const epochAttrs = new Set<string>();
  const trickAttrs = new Set<string>();
  const cardFreeAttrs = new Set<string>();
  // Card-free and lead-card pure: the same for every follower of a trick (expr/types.ts MatchRule.perTrick).
  const trickConstAttrs = new Set<string>();
  // Card-free attributes and those reading the card only through its suit (walk.ts attrReadsOnlySuit).
  const suitOnlyAttrs = new Set<string>();
  const roundReads = new Map<string, RoundReads>();
  // Values of the card, the trick's lead card and state every seat sees alike: a winner tier reading
  // only these is kept per lead card and card (tricks/winner-table.ts).
  const leadAttrs = new Set<string>();
  (ir.cardAttrs ?? []).forEach((a, i) => {
    const raw = withNames().compile(a.expr, { k: "card", name: a.name });
    const pure = fast && cardPure(a.expr, pureAttrs);
    const perEpoch = fast && !pure && cardEpochPure(a.expr, new Set([...pureAttrs, ...epochAttrs]));
    const cardFree = fast && !attrReadsCard(a.expr, cardFreeAttrs);
    // One that reads no card in question but the trick in question (`followClass: class of leadCard`)
    // is kept per epoch and trick: a walk over the hand reads it for every card.
    const perTrick = cardFree && !pure && !perEpoch && trickContextPure(a.expr, new Set([...pureAttrs, ...epochAttrs, ...trickAttrs]));
    if (pure) pureAttrs.add(a.name);
    const leadPure = fast && leadCardPure(a.expr, leadAttrs);
    if (leadPure) leadAttrs.add(a.name);
    if (perEpoch) epochAttrs.add(a.name);
    // Values of the trick in question: never part of an attribute whose key leaves the trick out.
    if (perTrick) trickAttrs.add(a.name);
    if (cardFree) cardFreeAttrs.add(a.name);
    if (cardFree && leadPure) trickConstAttrs.add(a.name);
    if (cardFree || (fast && attrReadsOnlySuit(a.expr, suitOnlyAttrs))) suitOnlyAttrs.add(a.name);
    // A tabled attribute's table is keyed by the round constants it reads (a suit's colour by none).
    const reads = pure || perEpoch ? roundReadsOf(a.expr, roundReads) : null;
    if (reads) roundReads.set(a.name, reads);
    // A lead-card value's round constants too (it is not tabled itself): what keys a winner tier's table reads.
    else if (leadPure) roundReads.set(a.name, roundReadsOf(a.expr, roundReads));
    attrs.set(a.name, pure ? tabled(raw, false, reads!) : perEpoch ? tabled(raw, true, reads!) : perTrick ? trickMemo(raw) : raw);
  });
  if (ir.trickValue) trickValue = withNames().compile<Compiled<number>>(ir.trickValue, declRule("trick value"));
  ir.lets.forEach((l, i) => lets.set(l.name, memoLet(i, withNames().compile(l.expr, { k: "let", name: l.name }))));
  const plain = withNames();
  const compileScore = (e: Expr): Compiled<number> => plain.compile<Compiled<number>>(e, declRule("score"));
  const trump = plain.compile<Compiled<boolean>>(ir.tricks.trump, trickRule("trump"));
  const withTrump = withNames(trump);

  const stepContext = { pileIndex, orderIndex, callIndex, compile: <T extends Compiled>(e: Parameters<typeof plain.compile>[0], rule: RuleRef) => plain.compile<T>(e, rule) };
  // Each step is named by its place in the IR (a rule card's steps follow the ruleset's own in the
  // same list), so the front-end's source table finds its line, in the card's file for a card's step.
  const step = (s: StepSource, i: number, where: "before" | "after" | number): CompiledStep => {
    const handler = STEPS[s.kind] as StepHandler<StepKind>;
    const at = { index: i, what: handler.label(s) };
    const rule: RuleRef = typeof where === "number" ? { k: "blockStep", block: where, ...at } : { k: "step", list: where, ...at };
    const compiled = handler.compile(s, rule, stepContext);
    // A guard is the engine's, not the kind's: every kind of step may run only in some rounds.
    return "when" in s && s.when ? { ...compiled, when: plain.compile<Compiled<boolean>>(s.when, { ...rule, guard: true }) } : compiled;
  };
  const stray = ir.ruleCards?.always.find((id) => !ir.ruleCards!.ids.includes(id));
  if (stray !== undefined) throw new IrError(`rule card ${stray} is in force every round but is not one of the rule cards`);
  // The steps the mechanics place themselves open the round, in their phases' order (a task draft,
  // the secrets drawn, a drafted layout, the rule-card draft); they are named by their declarations,
  // so the listed steps keep their numbers.
  const opening = openingSteps(ir).map((o) => (STEPS[o.source.kind] as StepHandler<StepKind>).compile(o.source, o.rule, stepContext));
  const key = (rule: RuleRef) => (k: { dir: "highest" | "lowest"; expr: Parameters<typeof plain.compile>[0] }): CompiledKey => ({
    sign: k.dir === "highest" ? 1 : -1,
    value: plain.compile(k.expr, rule),
  });

  const tierFixed = tableableTiers(ir);
  const trumpLead = fast && leadCardPure(ir.tricks.trump, leadAttrs);
  // A tier not tabled per deck whose rules read only the card, the lead card and common state: kept per lead card.
  const leadTabled = (t: RulesetIR["tricks"]["winner"][number], i: number): boolean =>
    fast && !tierFixed[i] && leadCardPure(t.where, leadAttrs, trumpLead) && t.keys.every((k) => leadCardPure(k.key, leadAttrs, trumpLead));
  // The round constants a tier's rules read (with the trump rule's, which `trump` reads): its table's key.
  const tierReads = (t: RulesetIR["tricks"]["winner"][number]): RoundReads =>
    roundReadsOf({ k: "list", items: [t.where, ...t.keys.map((k) => k.key), ir.tricks.trump] }, roundReads);
  // The winner walk compares key vectors in shared buffers: large enough for the longest tier.
  growKeyScratch(Math.max(1, ...ir.tricks.winner.map((t) => t.keys.length)));
  const openConst = ir.tricks.open.k === "bool" ? ir.tricks.open.v : null;
  const followConst = ir.tricks.follow.k === "bool" ? ir.tricks.follow.v : null;
  const rules: CompiledRules = {
    ir,
    pilePublic,
    wonPile: pileIndex("won"),
    rounds: plain.compile(ir.rounds, declRule("rounds")),
    dealEach: ir.deal.each ? plain.compile(ir.deal.each, declRule("deal")) : null,
    // Object lists even when empty, so that the engine's step lookup sees one kind of list (lists.ts).
    before: objectListOf([...opening, ...ir.beforeTricks.map((s, i) => step(s, i, "before"))]),
    after: objectListOf(ir.afterTricks.map((s, i) => step(s, i, "after"))),
    during: objectListOf(trickSteps.flatMap((b, bi) => b.steps.map((s, i) => step(s, i, bi)))),
    // What the mechanics of the ruleset need kept (their descriptors' needs).
    keepsHeld: needs.heldTricks,
    open: plain.compile(ir.tricks.open, trickRule("open")),
    follow: plain.compile(ir.tricks.follow, trickRule("follow")),
    openLifted: openConst === null ? plain.perCard(ir.tricks.open, trickRule("open")) : null,
    followLifted: followConst === null ? plain.perCard(ir.tricks.follow, trickRule("follow")) : null,
    asideLifted: ir.tricks.aside ? plain.perCard(ir.tricks.aside.when, trickRule("aside")) : null,
    compileExpr: (e, rule) => withTrump.compile(e, rule),
    openConst,
    followConst,
    // The reference judges every trick by walking the winner tiers (tricks/winner.ts), never the rank table.
    caps: fast ? capsOf(ir) : { ...capsOf(ir), rankTable: false },
    asideWhen: ir.tricks.aside ? plain.compile(ir.tricks.aside.when, trickRule("aside")) : null,
    trump,
    winnerTiers: ir.tricks.winner.map((t, i) => ({
      keys: t.keys.map((k) => ({ sign: k.dir === "highest" ? (1 as const) : (-1 as const), key: withTrump.compile<Compiled<number>>(k.key, trickRule("winner")) })),
      where: withTrump.compile(t.where, trickRule("winner")),
      leadTable: leadTabled(t, i) ? newLeadTable(t.keys.length, tierReads(t)) : null,
    })),
    faceDown: ir.tricks.faceDown ? plain.compile(ir.tricks.faceDown, trickRule("face down")) : null,
    pick: ir.tricks.pick.k === "num" && ir.tricks.pick.v === 1 ? null : withTrump.compile(ir.tricks.pick, trickRule("pick")),
    tierFixed,
    completeAt: ir.tricks.completeAt ? plain.compile(ir.tricks.completeAt, trickRule("complete at")) : null,
    stopWhen: ir.tricks.stopWhen ? plain.compile(ir.tricks.stopWhen, trickRule("stop when")) : null,
    // In the fast compilation, a score that is a sum of folds over the same cards is one walk (scoring/card-sum.ts).
    score: fast ? scoreRule(ir, pileNames, compileScore) : compileScore(ir.score),
    dealerKeys: ir.nextDealer.kind === "ranked" ? ir.nextDealer.keys.map(key(declRule("dealer"))) : null,
    rankKeys: (ir.winner.length > 0 ? ir.winner : [{ dir: "highest" as const, expr: { k: "ref" as const, name: "total" } }]).map(key(declRule("winner"))),
    // The mechanics' own parts (their descriptors' `rules`: pile, order and call names, the aside
    // pile, task kinds, shows, the blocks of steps during trick play), before the slot count they add to.
    ...mechanicRules(ir, stepContext),
    slotCount: slots.n,
  };
  return rules;
}
