// Compiles a RulesetIR into closures once; every Game of that ruleset shares the result.

import type { RulesetIR, StepIR } from "../ir/types.js";
import { createExprCompiler, memoLet, type Compiled, IrError } from "./expr.js";
import { tableableTiers } from "./card-tables.js";
import { objectListOf } from "./lists.js";

export interface CompiledKey {
  /** +1: highest is best; -1: lowest is best. */
  readonly sign: 1 | -1;
  readonly value: Compiled<number>;
}

export interface CompiledTier {
  readonly sign: 1 | -1;
  readonly key: Compiled<number>;
  readonly where: Compiled<boolean>;
}

export type CompiledStep =
  | { readonly kind: "choose"; readonly count: Compiled<number>; readonly pile: number; readonly distinctSuits: boolean; readonly secret: boolean; readonly rule: string }
  | { readonly kind: "reveal"; readonly pile: number; readonly rule: string }
  | { readonly kind: "order"; readonly values: Compiled<readonly number[]>; readonly order: number; readonly secret: boolean; readonly rule: string };

export interface CompiledShow {
  readonly order: number;
  readonly at: Compiled<number>;
  readonly when: Compiled<boolean>;
  readonly rule: string;
}

export interface CompiledRules {
  readonly ir: RulesetIR;
  readonly pileNames: readonly string[];
  readonly pilePublic: readonly boolean[];
  readonly wonPile: number;
  /** Names of the per-seat orders the order steps create, and whether each is hidden from other seats. */
  readonly orderNames: readonly string[];
  readonly orderSecret: readonly boolean[];
  readonly shows: readonly CompiledShow[];
  readonly asidePile: number;
  readonly rounds: Compiled<number>;
  readonly dealEach: Compiled<number> | null;
  readonly before: readonly CompiledStep[];
  readonly after: readonly CompiledStep[];
  readonly open: Compiled<boolean>;
  readonly follow: Compiled<boolean>;
  /** The `open` / `follow` rule when it is a plain true or false (no need to evaluate it per card), else null. */
  readonly openConst: boolean | null;
  readonly followConst: boolean | null;
  /** open and follow are plain true/false and nothing may be set aside: every hand card has the same targets (legal.ts uniformTargets). */
  readonly uniformLegal: boolean;
  /**
   * Cycle flow with one trick at a time that any card may join or open (uniformLegal, open and follow
   * true, at most one open trick, no `complete at`): every play of a cycle has exactly one target, so
   * a random play is one draw over the hand (Game.applyRandomPlays runs whole cycles this way).
   */
  readonly singleTrickCycles: boolean;
  readonly asideWhen: Compiled<boolean> | null;
  readonly trump: Compiled<boolean>;
  readonly winnerTiers: readonly CompiledTier[];
  /** Per winner tier: is it fixed per deck (card-tables.ts), so that it can be evaluated once into a table? */
  readonly tierFixed: readonly boolean[];
  readonly completeAt: Compiled<number> | null;
  readonly stopWhen: Compiled<boolean> | null;
  readonly score: Compiled<number>;
  readonly dealerKeys: readonly CompiledKey[] | null;
  readonly rankKeys: readonly CompiledKey[];
  /** Local slots an Env needs for all of the above. */
  readonly slotCount: number;
}

const cache = new WeakMap<RulesetIR, CompiledRules>();

export function compileRules(ir: RulesetIR): CompiledRules {
  const hit = cache.get(ir);
  if (hit) return hit;
  const rules = build(ir);
  cache.set(ir, rules);
  return rules;
}

function build(ir: RulesetIR): CompiledRules {
  const pileNames = ir.piles.map((p) => p.name);
  if (!pileNames.includes("won")) pileNames.push("won");
  const pilePublic = pileNames.map((n) => ir.piles.find((p) => p.name === n)?.visibility === "public");
  const piles = new Map(pileNames.map((n, i) => [n, i] as const));
  const pileIndex = (name: string): number => {
    const i = piles.get(name);
    if (i === undefined) throw new IrError(`unknown pile '${name}' in IR`);
    return i;
  };

  const orderSteps = [...ir.beforeTricks, ...ir.afterTricks].filter((s) => s.kind === "order");
  const orderNames = orderSteps.map((s) => s.name);
  const orders = new Map(orderNames.map((n, i) => [n, i] as const));
  const orderIndex = (name: string): number => {
    const i = orders.get(name);
    if (i === undefined) throw new IrError(`unknown order '${name}' in IR`);
    return i;
  };

  // Top-level lets first (in the dependency order the front-end guarantees), then everything else.
  const lets = new Map<string, Compiled>();
  const letExprs = new Map(ir.lets.map((l) => [l.name, l.expr] as const));
  const slots = { n: 0 };
  let keyBound = 0;
  for (const d of ir.decks) keyBound = Math.max(keyBound, Math.abs(d.ranks.from), Math.abs(d.ranks.to), ...d.suits);
  const withNames = (trump?: Compiled<boolean>) => {
    const c = createExprCompiler({ piles, orders, lets, letExprs, keyBound, ...(trump ? { trump } : {}) }, slots);
    return {
      compile<T extends Compiled = Compiled>(e: Parameters<typeof c.compile>[0], rule: string): T {
        return c.compile(e, rule) as T;
      },
    };
  };
  ir.lets.forEach((l, i) => lets.set(l.name, memoLet(i, withNames().compile(l.expr, `let ${l.name}`))));
  const plain = withNames();
  const trump = plain.compile<Compiled<boolean>>(ir.tricks.trump, "tricks trump");
  const withTrump = withNames(trump);

  const step = (s: StepIR, i: number, where: string): CompiledStep => {
    switch (s.kind) {
      case "reveal":
        return { kind: "reveal", pile: pileIndex(s.pile), rule: `${where} step ${i + 1} (reveal ${s.pile})` };
      case "order": {
        const rule = `${where} step ${i + 1} (order ${s.name})`;
        return { kind: "order", values: plain.compile(s.values, rule), order: orderIndex(s.name), secret: s.secret, rule };
      }
      case "choose": {
        const rule = `${where} step ${i + 1} (choose into ${s.pile})`;
        return { kind: "choose", count: plain.compile(s.count, rule), pile: pileIndex(s.pile), distinctSuits: s.distinctSuits, secret: s.secret, rule };
      }
    }
  };
  const key = (rule: string) => (k: { dir: "highest" | "lowest"; expr: Parameters<typeof plain.compile>[0] }): CompiledKey => ({
    sign: k.dir === "highest" ? 1 : -1,
    value: plain.compile(k.expr, rule),
  });

  const openConst = ir.tricks.open.k === "bool" ? ir.tricks.open.v : null;
  const followConst = ir.tricks.follow.k === "bool" ? ir.tricks.follow.v : null;
  const uniformLegal = openConst !== null && followConst !== null && ir.tricks.aside === null;
  const rules: CompiledRules = {
    ir,
    pileNames,
    pilePublic,
    wonPile: pileIndex("won"),
    orderNames,
    orderSecret: orderSteps.map((s) => s.secret),
    shows: ir.shows.map((sh, i) => {
      const rule = `show ${sh.order} (${i + 1})`;
      return { order: orderIndex(sh.order), at: plain.compile(sh.at, rule), when: plain.compile(sh.when, rule), rule };
    }),
    asidePile: ir.tricks.aside ? pileIndex(ir.tricks.aside.pile) : -1,
    rounds: plain.compile(ir.rounds, "rounds"),
    dealEach: ir.deal.each ? plain.compile(ir.deal.each, "deal") : null,
    // Object lists even when empty, so that the engine's step lookup sees one kind of list (lists.ts).
    before: objectListOf(ir.beforeTricks.map((s, i) => step(s, i, "before tricks"))),
    after: objectListOf(ir.afterTricks.map((s, i) => step(s, i, "after tricks"))),
    open: plain.compile(ir.tricks.open, "tricks open"),
    follow: plain.compile(ir.tricks.follow, "tricks follow"),
    openConst,
    followConst,
    uniformLegal,
    singleTrickCycles: uniformLegal && openConst === true && followConst === true && ir.tricks.maxOpen === 1 && !ir.tricks.completeAt,
    asideWhen: ir.tricks.aside ? plain.compile(ir.tricks.aside.when, "tricks aside") : null,
    trump,
    winnerTiers: ir.tricks.winner.map((t) => ({
      sign: t.dir === "highest" ? 1 : -1,
      key: withTrump.compile(t.key, "tricks winner"),
      where: withTrump.compile(t.where, "tricks winner"),
    })),
    tierFixed: tableableTiers(ir),
    completeAt: ir.tricks.completeAt ? plain.compile(ir.tricks.completeAt, "tricks complete at") : null,
    stopWhen: ir.tricks.stopWhen ? plain.compile(ir.tricks.stopWhen, "tricks stop when") : null,
    score: plain.compile(ir.score, "score"),
    dealerKeys: ir.nextDealer.kind === "ranked" ? ir.nextDealer.keys.map(key("dealer")) : null,
    rankKeys: (ir.winner.length > 0 ? ir.winner : [{ dir: "highest" as const, expr: { k: "ref" as const, name: "total" } }]).map(key("winner")),
    slotCount: slots.n,
  };
  return rules;
}
