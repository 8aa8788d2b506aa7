// Checked model -> RulesetIR. Only called when checking found no errors, so every name resolves;
// the defaults of docs/language.md are filled in here and nowhere else.
import {
  IR_VERSION, type Expr as IrExpr, type RankKeyIR, type RulesetIR, type StepIR, type TricksIR,
  type BinOp, type TrickStepsIR,
} from "../ir/types.js";
import type { Decl, Expr, RankKey, Step } from "./ast.js";
import { declFieldOrder, lowerDecls } from "./decls/table.js";
import type { CheckedModel } from "./check.js";
import { stageExprs, type Stage } from "./model.js";
import { builtinSyntax, isFnName } from "./builtins/table.js";
import { numberWords } from "./rank-names.js";
import { unreachable } from "../ir/unreachable.js";
import { lowerSlots, type TableSlot } from "./slots/table.js";
import { placedBlocks, placedSteps, type PlacedStep } from "./placed-steps.js";
import { syntaxOf } from "./steps/table.js";

/**
 * The IR's fields in the order lowering writes them: its own, in the order they always had, and the
 * declaration table's where their entries place them (DeclSyntax.fieldsAfter), so the IR's JSON text
 * stays as it was whichever declarations are the table's. A field placed nowhere follows these.
 */
export const IR_FIELD_ORDER: readonly (keyof RulesetIR)[] = declFieldOrder([
  "version", "name", "players", "rounds", "suits", "rankNames", "decks", "deal", "cardAttrs", "lets", "firstDealer",
  "nextDealer", "beforeTricks", "afterTricks", "trickSteps", "tricks", "score", "winner",
]);

/** The IR with its fields in IR_FIELD_ORDER (the others after them, as they came). */
function inFieldOrder(ir: RulesetIR): RulesetIR {
  const out: Record<string, unknown> = {};
  for (const k of IR_FIELD_ORDER) if (Object.hasOwn(ir, k)) out[k] = ir[k];
  for (const [k, v] of Object.entries(ir)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out as unknown as RulesetIR;
}

/** What lowering an expression needs to know besides the expression. */
export interface LowerContext {
  readonly suits: ReadonlyMap<string, number>;
  /** Card value names: read as `attr` nodes. */
  readonly attrs: ReadonlySet<string>;
  /** `NAME of X` nodes whose X is one card. */
  readonly singleOf: WeakSet<Expr>;
  /** Locals that stand for a top-level let (the score so far in a score change): `NAME of left` reads that let there. */
  readonly seatLocals?: ReadonlyMap<string, string>;
  /** Names that read as a number: the special calls' words (negative) and the rank names. */
  readonly words?: ReadonlyMap<string, number>;
}

export function lower(c: CheckedModel): RulesetIR {
  const { model, names, decks } = c;
  const cx: LowerContext = { suits: names.suits, attrs: c.attrNames, singleOf: c.singleOf, words: numberWords(names) };
  const ex = (e: Expr): IrExpr => lowerExpr(e, cx, new Set());
  // A value with rule-card changes: `let own = <value so far> in <change>` per card, in order.
  const staged = (key: string, own: string, base: IrExpr): IrExpr =>
    (model.stages.get(key) ?? []).reduce((prev, st) => {
      const x = stageExprs(st.item);
      return x ? stageOf(prev, own, x, cx, st.card) : prev;
    }, base);
  const scoreStages = model.stages.get("score") ?? [];
  const baseScore = model.score ? ex(model.score.item.expr) : ({ k: "num", v: 0 } as IrExpr);
  const range = model.players?.item.range;
  return inFieldOrder({
    version: IR_VERSION,
    name: model.name?.item.value ?? "",
    players: { min: range?.from.value ?? 0, max: range?.to.value ?? 0 },
    // A declaration of the table may set another default (`end when`: a guard number of rounds).
    rounds: model.rounds ? ex(model.rounds.item.expr) : { k: "num", v: 1 },
    suits: [...names.suits.keys()],
    ...(names.rankNames.size > 0 ? { rankNames: [...names.rankNames].map(([name, rank]) => ({ name, rank })) } : {}),
    decks: [...decks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([players, d]) => ({ players, suits: [...d.suits], ranks: { from: d.from, to: d.to }, ...(d.except.length > 0 ? { except: [...d.except] } : {}), ...(d.copies > 1 ? { copies: d.copies } : {}) })),
    deal: {
      each: model.deal?.item.layout ? { k: "num", v: 0 } : model.deal?.item.each ? ex(model.deal.item.each) : null,
      ...(model.deal?.item.layout ? { layout: { rows: ex(model.deal.item.layout.rows), columns: ex(model.deal.item.layout.columns), ...(model.deal.item.layout.clues ? { clues: true } : {}) } } : {}),
      leftover: model.leftover?.item.shown === true ? "shown" : "hidden",
    },
    ...(names.attrOrder.length > 0
      ? {
          cardAttrs: names.attrOrder.flatMap((n) => {
            const a = model.cardAttrs.get(n);
            return a ? [{ name: n, expr: staged(`card ${n}`, n, ex(a.item.expr)) }] : [];
          }),
        }
      : {}),
    lets: [
      ...names.letOrder.flatMap((n) => {
        const l = model.lets.get(n);
        return l ? [{ name: n, expr: staged(`let ${n}`, n, ex(l.item.expr)) }] : [];
      }),
      // The score's stages are lets (score@0 the ruleset's, score@N after card N), so that a change
      // can read the score so far of another seat.
      ...scoreLets(baseScore, scoreStages, cx),
    ],
    firstDealer: model.firstDealer?.item.seat ? { kind: "seat", seat: model.firstDealer.item.seat.value } : { kind: "random" },
    nextDealer: model.dealer?.item.keys ? { kind: "ranked", keys: rankKeys(model.dealer.item.keys, ex) } : { kind: "clockwise" },
    beforeTricks: placedSteps(model, "before").map((p) => lowerPlaced(p, ex, c.valueTypes)),
    afterTricks: placedSteps(model, "after").map((p) => lowerPlaced(p, ex, c.valueTypes)),
    // Only when there are any: the IR of a ruleset without them stays as it was.
    ...(duringBlocks(model, ex, c.valueTypes).length > 0
      ? { trickSteps: duringBlocks(model, ex, c.valueTypes) }
      : {}),
    tricks: lowerTricks(c, ex, staged),
    score: scoreStages.length === 0 ? baseScore : { k: "ref", name: `score@${scoreStages[scoreStages.length - 1]!.card}` },
    winner: model.winner ? rankKeys(model.winner.item.keys, ex) : [{ dir: "highest", expr: { k: "ref", name: "total" } }],
    // Only when declared: the IR of a ruleset without them stays as it was.
    // The declaration table's (trick value, rule cards, teams, end, tasks, shows, secrets, ...): each entry's IR fields.
    ...lowerDecls(model, { ex, names, model, valueTypes: c.valueTypes, staged }),
  });
}

/** `active(N)`: is rule card N in force this round. */
function activeCard(card: number): IrExpr {
  return { k: "call", fn: "active", args: [{ k: "num", v: card }] };
}

/**
 * `let own = prev in if active(N) [and WHEN] then CHANGE else own`: rule card N's change of a value,
 * in force in the rounds the card is (every round for a card in force every round).
 */
function stageOf(prev: IrExpr, own: string, x: { readonly expr: Expr; readonly when: Expr | undefined }, cx: LowerContext, card: number): IrExpr {
  const locals = new Set([own]);
  const change = lowerExpr(x.expr, cx, locals);
  const cond: IrExpr = x.when ? { k: "bin", op: "and", l: activeCard(card), r: lowerExpr(x.when, cx, locals) } : activeCard(card);
  return { k: "let", name: own, value: prev, body: { k: "if", c: cond, t: change, e: { k: "ref", name: own } } };
}

/** A step of a list; a rule card's step runs in the rounds the card is in force (and its own guard holds). */
function lowerPlaced(p: PlacedStep, ex: (e: Expr) => IrExpr, types?: CheckedModel["valueTypes"]): StepIR {
  const s = lowerStep(p.step, ex, types);
  if (p.card === undefined) return s;
  return { ...s, when: s.when ? { k: "bin", op: "and", l: activeCard(p.card), r: s.when } : activeCard(p.card) };
}

function scoreLets(base: IrExpr, stages: readonly Stage[], cx: LowerContext): { name: string; expr: IrExpr }[] {
  if (stages.length === 0) return [];
  const out = [{ name: "score@0", expr: base }];
  for (const st of stages) {
    const x = stageExprs(st.item);
    if (!x) continue;
    const prev = out[out.length - 1]!.name;
    // `score of right` in a change reads the score so far of that seat: the let before this one.
    out.push({ name: `score@${st.card}`, expr: stageOf({ k: "ref", name: prev }, "score", x, { ...cx, seatLocals: new Map([["score", prev]]) }, st.card) });
  }
  return out;
}

/** The blocks of steps during trick play: the ruleset's own, then the rule cards' (their steps guarded). */
function duringBlocks(model: CheckedModel["model"], ex: (e: Expr) => IrExpr, types: CheckedModel["valueTypes"]): TrickStepsIR[] {
  return placedBlocks(model).map((b) => ({ trick: b.trick ? ex(b.trick) : null, steps: b.steps.map((p) => lowerPlaced(p, ex, types)) }));
}

function rankKeys(keys: readonly RankKey[], ex: (e: Expr) => IrExpr): RankKeyIR[] {
  return keys.map((k) => ({ dir: k.dir, expr: ex(k.expr) }));
}

/** One case per step kind: a kind added to the AST without one here does not compile (no default). */
/** A step and its guard (`STEP when COND`), left out when the step has none so that its IR stays as it was. */
/** `types`: the types of the values steps name (an auction's: a list of suits or of numbers). */
function lowerStep(s: Step, ex: (e: Expr) => IrExpr, types?: CheckedModel["valueTypes"]): StepIR {
  const step = lowerStepKind(s, ex, types);
  return s.when ? { ...step, when: ex(s.when) } : step;
}

function lowerStepKind(s: Step, ex: (e: Expr) => IrExpr, types?: CheckedModel["valueTypes"]): StepIR {
  // Each kind is lowered by its entry of the step syntax table.
  return syntaxOf(s).lower(s, { ex, types });
}

/** The `tricks` block: each slot (written or not) by its entry of the slot table, and the rule cards' round changes. */
function lowerTricks(c: CheckedModel, ex: (e: Expr) => IrExpr, staged: (key: string, own: string, base: IrExpr) => IrExpr): TricksIR {
  const slots = c.model.slots as Readonly<Record<string, { readonly item: TableSlot } | undefined>>;
  const changes = c.model.slotChanges.flatMap((st) => ("slot" in st.item ? [{ card: st.card, slot: st.item.slot }] : []));
  return lowerSlots((kind) => slots[kind]?.item, changes, { ex, staged, names: c.names, model: c.model });
}

/**
 * Names resolve like the checker: locals first, then lets, piles and built-ins (all refs), card values
 * (`attr`), then suits.
 */
export function lowerExpr(e: Expr, cx: LowerContext, locals: ReadonlySet<string>): IrExpr {
  const suits = cx.suits;
  const sub = (x: Expr, l: ReadonlySet<string> = locals): IrExpr => lowerExpr(x, cx, l);
  switch (e.kind) {
    case "num":
      return { k: "num", v: e.value };
    case "bool":
      return { k: "bool", v: e.value };
    case "name": {
      if (cx.attrs.has(e.name) && !locals.has(e.name)) return { k: "attr", name: e.name };
      const word = cx.words?.get(e.name);
      if (word !== undefined && !locals.has(e.name)) return { k: "num", v: word };
      const suit = suits.get(e.name);
      return suit !== undefined && !locals.has(e.name) ? { k: "suit", v: suit } : { k: "ref", name: e.name };
    }
    case "call":
      if (!isFnName(e.fn.name)) throw new Error(`lowering an unchecked call '${e.fn.name}'`);
      return { k: "call", fn: e.fn.name, args: e.args.map((a) => sub(a)) };
    case "binary": {
      if (e.op === "not in") return { k: "not", e: { k: "bin", op: "in", l: sub(e.left), r: sub(e.right) } };
      return { k: "bin", op: e.op satisfies BinOp, l: sub(e.left), r: sub(e.right) };
    }
    case "not":
      return { k: "not", e: sub(e.expr) };
    case "neg":
      return { k: "neg", e: sub(e.expr) };
    case "if":
      return { k: "if", c: sub(e.cond), t: sub(e.then), e: sub(e.else) };
    case "let":
      return { k: "let", name: e.name.name, value: sub(e.value), body: sub(e.body, new Set([...locals, e.name.name])) };
    case "for":
      return { k: "for", name: e.name.name, coll: sub(e.list), body: sub(e.body, new Set([...locals, e.name.name])) };
    case "where":
      return { k: "where", coll: sub(e.coll), pred: sub(e.cond) };
    case "seatOf": {
      const asLet = locals.has(e.value.name) ? cx.seatLocals?.get(e.value.name) : undefined;
      const value: IrExpr = asLet !== undefined ? { k: "ref", name: asLet } : sub(e.value);
      // `x of left of dealer`: move to the dealer, then to its left (the last hop written moves first).
      return e.seat === "each" ? { k: "seats", e: value } : e.seat.reduce<IrExpr>((inner, hop) => ({ k: "atSeat", seat: hop, e: inner }), value);
    }
    case "of": {
      const field = e.field.name;
      // A card value, or a built-in value of the card (checked: its entry has `ofCards`): the IR's `of`
      // field of that name, or the name mapped over the cards (`playedBy` has no field of its own).
      const of = cx.attrs.has(field) ? "map" : (builtinSyntax(field)?.ofCards ?? "rank");
      const value: IrExpr = cx.attrs.has(field) ? { k: "attr", name: field } : { k: "ref", name: field };
      if (cx.singleOf.has(e)) return { k: "at", card: sub(e.coll), body: value };
      if (of === "map") return { k: "map", coll: sub(e.coll), body: value };
      return { k: "of", field: of, coll: sub(e.coll) };
    }
    case "list":
      return { k: "list", items: e.items.map((i) => sub(i)) };
    case "index":
      return { k: "index", coll: sub(e.list), i: sub(e.index) };
    case "error":
      throw new Error("lowering an expression with a syntax error");
    default:
      return unreachable(e);
  }
}
