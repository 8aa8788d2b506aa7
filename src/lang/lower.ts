// Checked model -> RulesetIR. Only called when checking found no errors, so every name resolves;
// the defaults of docs/language.md are filled in here and nowhere else.
import {
  IR_VERSION, type Expr as IrExpr, type LeadIR, type NextLeadIR, type RankKeyIR, type RulesetIR, type StepIR, type TricksIR,
  type WinnerTierIR, type BinOp,
} from "../ir/types.js";
import type { Expr, FirstLead, NextLead, RankKey, Step } from "./ast.js";
import type { CheckedModel } from "./check.js";
import { isFnName } from "./types.js";

export function lower(c: CheckedModel): RulesetIR {
  const { model, names, decks } = c;
  const ex = (e: Expr): IrExpr => lowerExpr(e, names.suits, new Set());
  const range = model.players?.item.range;
  const piles = [
    { name: "won", visibility: model.piles.get("won")?.item.visibility ?? "owner" },
    ...[...model.piles.values()]
      .map((p) => ({ name: p.item.name?.name ?? "", visibility: p.item.visibility ?? "owner" }))
      .filter((p) => p.name !== "won"),
  ];
  return {
    version: IR_VERSION,
    name: model.name?.item.value ?? "",
    players: { min: range?.from.value ?? 0, max: range?.to.value ?? 0 },
    rounds: model.rounds ? ex(model.rounds.item.expr) : { k: "num", v: 1 },
    suits: [...names.suits.keys()],
    decks: [...decks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([players, d]) => ({ players, suits: [...d.suits], ranks: { from: d.from, to: d.to } })),
    deal: {
      each: model.deal?.item.each ? ex(model.deal.item.each) : null,
      leftover: model.leftover?.item.shown === true ? "shown" : "hidden",
    },
    piles,
    lets: names.letOrder.flatMap((n) => {
      const l = model.lets.get(n);
      return l ? [{ name: n, expr: ex(l.item.expr) }] : [];
    }),
    firstDealer: model.firstDealer?.item.seat ? { kind: "seat", seat: model.firstDealer.item.seat.value } : { kind: "random" },
    nextDealer: model.dealer?.item.keys ? { kind: "ranked", keys: rankKeys(model.dealer.item.keys, ex) } : { kind: "clockwise" },
    beforeTricks: (model.before?.item.steps ?? []).map((s) => lowerStep(s, ex)),
    afterTricks: (model.after?.item.steps ?? []).map((s) => lowerStep(s, ex)),
    shows: [...model.shows.values()].map(({ item }) => ({
      order: item.order?.name ?? "",
      at: ex(item.at),
      when: item.when ? ex(item.when) : { k: "bool", v: true },
    })),
    tricks: lowerTricks(c, ex),
    ...(model.trickValue ? { trickValue: ex(model.trickValue.item.expr) } : {}),
    score: model.score ? ex(model.score.item.expr) : { k: "num", v: 0 },
    winner: model.winner ? rankKeys(model.winner.item.keys, ex) : [{ dir: "highest", expr: { k: "ref", name: "total" } }],
  };
}

function rankKeys(keys: readonly RankKey[], ex: (e: Expr) => IrExpr): RankKeyIR[] {
  return keys.map((k) => ({ dir: k.dir, expr: ex(k.expr) }));
}

/** One case per step kind: a kind added to the AST without one here does not compile (no default). */
function lowerStep(s: Step, ex: (e: Expr) => IrExpr): StepIR {
  switch (s.kind) {
    case "order":
      return { kind: "order", name: s.name?.name ?? "", values: ex(s.values), secret: s.secret };
    case "reveal":
      return { kind: "reveal", pile: s.pile?.name ?? "" };
    case "return":
      return { kind: "return", pile: s.pile?.name ?? "" };
    case "pass":
      return { kind: "pass", count: ex(s.count), to: s.to ?? "left" };
    case "giveTricks":
      return { kind: "giveTricks", to: s.to ?? "left" };
    case "handTrick":
      return { kind: "handTrick" };
    case "choose":
      return { kind: "choose", count: ex(s.count), pile: s.pile?.name ?? "", distinctSuits: s.distinctSuits, secret: s.secret };
  }
}

function lowerTricks(c: CheckedModel, ex: (e: Expr) => IrExpr): TricksIR {
  const s = c.model.slots;
  const lead = s.lead?.item;
  const first = lead?.first;
  const firstLead: LeadIR = first ? lowerFirstLead(first) : { kind: "leftOfDealer" };
  const next = lead?.next;
  // Continuous play with no lead rule written: play simply carries on clockwise.
  const nextLead: NextLeadIR = next ? lowerNextLead(next, c.names.suits) : s.completeAt ? { kind: "nextSeat" } : { kind: "winner" };

  const winner: WinnerTierIR[] = s.winner
    ? s.winner.item.tiers.map((t) => ({ dir: t.dir, key: ex(t.key), where: t.where ? ex(t.where) : { k: "bool", v: true } }))
    : [{ dir: "highest", key: { k: "ref", name: "rank" }, where: { k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "lead" } } }];

  return {
    firstLead,
    nextLead,
    maxOpen: s.maxOpen?.item.count?.value ?? 1,
    completeAt: s.completeAt ? ex(s.completeAt.item.expr) : null,
    open: s.open ? ex(s.open.item.expr) : { k: "bool", v: true },
    follow: s.follow ? ex(s.follow.item.expr) : { k: "bool", v: true },
    aside: s.aside ? { pile: s.aside.item.pile?.name ?? "", when: ex(s.aside.item.expr) } : null,
    trump: s.trump ? ex(s.trump.item.expr) : { k: "bool", v: false },
    winner,
    ties: s.ties?.item.which ?? "first",
    stopWhen: s.stopWhen ? ex(s.stopWhen.item.expr) : null,
    // Left out when not written, so the IR of a ruleset that does not use it is unchanged.
    ...(s.trickGoesTo?.item.to && s.trickGoesTo.item.to !== "winner" ? { trickGoesTo: s.trickGoesTo.item.to } : {}),
  };
}

/** One case per kind of first-lead rule (no default: a new kind without a case does not compile). */
function lowerFirstLead(first: FirstLead): LeadIR {
  switch (first.kind) {
    case "seat":
      return { kind: "seat", seat: first.seat.value };
    case "dealer":
      return { kind: "dealer" };
    case "leftOfDealer":
      return { kind: "leftOfDealer" };
  }
}

/** One case per kind of next-lead rule (no default: a new kind without a case does not compile). */
function lowerNextLead(next: NextLead, suits: ReadonlyMap<string, number>): NextLeadIR {
  switch (next.kind) {
    case "highestUniqueRank": {
      // Suits not listed after `ties` follow in declaration order, so the order is always total.
      const listed = next.suits.flatMap((id) => suits.get(id.name) ?? []);
      const rest = [...suits.values()].filter((i) => !listed.includes(i));
      return { kind: "highestUniqueRank", suitOrder: [...listed, ...rest] };
    }
    case "nextSeat":
      return { kind: "nextSeat" };
    case "winner":
      return { kind: "winner" };
  }
}

/** Names resolve like the checker: locals first, then lets, piles and built-ins (all refs), then suits. */
export function lowerExpr(e: Expr, suits: ReadonlyMap<string, number>, locals: ReadonlySet<string>): IrExpr {
  const sub = (x: Expr, l: ReadonlySet<string> = locals): IrExpr => lowerExpr(x, suits, l);
  switch (e.kind) {
    case "num":
      return { k: "num", v: e.value };
    case "bool":
      return { k: "bool", v: e.value };
    case "name": {
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
    case "seatOf":
      return e.seat === "each" ? { k: "seats", e: sub(e.value) } : { k: "at", seat: e.seat, e: sub(e.value) };
    case "of":
      return { k: "of", field: e.field.name === "suit" ? "suit" : "rank", coll: sub(e.coll) };
    case "list":
      return { k: "list", items: e.items.map((i) => sub(i)) };
    case "index":
      return { k: "index", coll: sub(e.list), i: sub(e.index) };
    case "error":
      throw new Error("lowering an expression with a syntax error");
  }
}
