// The rule deck and its draft: `rule cards 1..60 [always 7 12]` numbers the game's rule cards (and
// those in force every round), `draft: each player is offered N rule cards and keeps K ...` deals some
// of them out every round. Both lower into the one IR field `ruleCards` (ids, always, draft), which
// the deck's entry fills reading the draft (as `tasks:` reads its `task` kinds): one module for both,
// because the draft's checks need the deck's numbers and the IR field is theirs together. The
// language side of both in one unit: grammar, AST nodes, checks (the numbers, the counts, a deck that
// lasts the game, a drafted card that sets what `active(N)` cannot guard), lowering (also without
// `rule cards`, from the rule-card files in force), rule references' places and hover. The files
// themselves (`rule card N "Name"`, `with`) are the core's (rule-cards.ts merges them).
import { Colon, Comma, keywordTokens, NumberLiteral } from "../../../grammar/tokens.js";
import type { Expr as IrExpr, RuleCardsIR } from "../../ir/types.js";
import { LIMITS } from "../../ir/limits.js";
import type { Expr, Node, NumLit, Range } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, nodes, token, tokens } from "../cst-util.js";
import { evalConstNumber } from "../const-eval.js";
import type { DiagnosticSink } from "../diagnostics.js";
import type { Model } from "../model.js";
import { place } from "../types.js";

/** `rule cards 1..60 always 7`: the rule cards by number, and those in force every round. */
export interface RuleCardsDecl extends Node {
  readonly kind: "ruleCards";
  readonly ranges: readonly Range[];
  readonly always: readonly NumLit[];
}

/**
 * `draft: each player is offered N rule cards and keeps K, except left of dealer when C, and E from
 * the deck`. `skipLeftOfDealer`: false without the `except` part, true without its `when`.
 */
export interface DraftDecl extends Node {
  readonly kind: "draft";
  readonly offer: Expr;
  readonly keep: Expr;
  readonly skipLeftOfDealer: Expr | boolean;
  readonly extra: Expr | undefined;
}

const ruleCardsKeywords = {
  always: "`rule cards 1..60 always 7 12`: these rule cards are in force in every round and never drafted.",
};
const draftKeywords = {
  draft: "`draft: each player is offered N rule cards and keeps K`: every round, after the deal, each chooser secretly keeps K of the next N cards of the rule deck; the kept ones are revealed together (nobody learns who kept which) and are in force for that round.",
  is: "`each player is offered N rule cards`: in `draft:`.",
  offered: "`each player is offered N rule cards`: how many cards of the rule deck each chooser takes in the draft.",
  keeps: "`and keeps K`: how many of its offered rule cards each chooser keeps; the others leave the game unseen.",
};
const kw = keywordTokens({ ...ruleCardsKeywords, ...draftKeywords });

/** The rule card numbers `rule cards` declares, in order, each once (with a sink: the mistakes reported). */
export function ruleCardNumbers(model: Model, sink?: DiagnosticSink): number[] {
  const d = model.decls.ruleCards;
  if (!d) return [];
  const r = sink?.forFile(d.file);
  const out: number[] = [];
  for (const range of d.item.ranges) {
    const { from, to } = range;
    if (from.value > to.value) {
      r?.report("SW4005", range.span, { from: from.value, to: to.value });
      continue;
    }
    if (from.value < 1) {
      r?.report("SW4012", from.span, { what: "a rule card number", min: 1, value: from.value });
      continue;
    }
    if (to.value > LIMITS.ruleCardNumber) {
      r?.report("SW4015", to.span, { what: "a rule card number", max: LIMITS.ruleCardNumber, value: to.value, why: "" });
      continue;
    }
    if (to.value - from.value + 1 + out.length > LIMITS.ruleCards) {
      r?.report("SW4015", range.span, { what: "the number of rule cards", max: LIMITS.ruleCards, value: to.value - from.value + 1 + out.length, why: "" });
      continue;
    }
    for (let n = from.value; n <= to.value; n++) {
      if (out.includes(n)) {
        r?.report("SW4007", range.span, { detail: `rule card ${n} is given twice in 'rule cards'` });
        break;
      }
      out.push(n);
    }
  }
  return out;
}

/** `always` numbers must be rule cards, each given once; returns them (with a sink: the mistakes reported). */
function alwaysNumbers(model: Model, ids: readonly number[], sink?: DiagnosticSink): number[] {
  const d = model.decls.ruleCards;
  if (!d) return [];
  const r = sink?.forFile(d.file);
  const out: number[] = [];
  for (const n of d.item.always) {
    if (!ids.includes(n.value)) r?.report("SW4007", n.span, { detail: `rule card ${n.value} is in force every round, but it is not one of the rule cards` });
    else if (out.includes(n.value)) r?.report("SW4007", n.span, { detail: `rule card ${n.value} is given twice after 'always'` });
    else out.push(n.value);
  }
  return out;
}

/**
 * The IR's rule cards: the ruleset's `rule cards` (with its draft) and the rule-card files in force.
 * Without a draft every file's card is in force every round; with one, the files' cards join the rule
 * deck, except those the caller forced (--with), which are in force every round. No `always` means
 * none; no `except` means every seat chooses; no `and E from the deck` adds none.
 */
function lowerRuleCards(model: Model, ex: (e: Expr) => IrExpr): RuleCardsIR {
  const d = model.decls.draft?.item;
  const skip = d?.skipLeftOfDealer;
  const own: RuleCardsIR = model.decls.ruleCards
    ? {
        ids: ruleCardNumbers(model),
        always: [...new Set(model.decls.ruleCards.item.always.map((n) => n.value))],
        draft: d
          ? {
              offer: ex(d.offer),
              keep: ex(d.keep),
              skipLeftOfDealer: typeof skip === "boolean" ? { k: "bool", v: skip } : ex(skip!),
              extra: d.extra ? ex(d.extra) : { k: "num", v: 0 },
            }
          : null,
      }
    : { ids: [], always: [], draft: null };
  const files = model.ruleCards;
  const drafted = own.draft !== null;
  const ids = [...new Set([...own.ids, ...files.map((f) => f.number)])].sort((a, b) => a - b);
  const always = [...new Set([...own.always, ...files.filter((f) => !drafted || f.forced).map((f) => f.number)])].sort((a, b) => a - b);
  return { ids, always, draft: own.draft };
}

export const ruleCardsSyntax: DeclSyntax<RuleCardsDecl, "always", "ruleCards", "rule cards"> = {
  grammar: [
    {
      rule: "ruleCardsDecl",
      start: "declaration",
      startWords: ["rule"],
      define: (g) => {
        g.consume(0, kw.rule);
        g.consume(0, kw.cards);
        g.atLeastOne(0, () => g.subrule(0, "range"));
        g.option(0, () => {
          g.consume(0, kw.always);
          g.atLeastOne(1, () => g.consume(0, NumberLiteral, { LABEL: "always" }));
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({
    kind: "ruleCards",
    span,
    ranges: nodes(node, "range").flatMap((r) => t.range(r) ?? []),
    always: tokens(node, "always").flatMap((n) => t.num(n) ?? []),
  }),
  named: false,
  label: () => "'rule cards'",
  outline: () => "ruleCards",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (_d, { model, sink }) => {
    alwaysNumbers(model, ruleCardNumbers(model, sink), sink);
  },
  lower: (_d, { ex, model }) => ({ ruleCards: lowerRuleCards(model, ex) }),
  // Without `rule cards`, the rule-card files in force still make the IR's rule cards.
  lowerUndeclared: ({ ex, model }) => (model.ruleCards.length > 0 ? { ruleCards: lowerRuleCards(model, ex) } : {}),
  fieldsAfter: { ruleCards: "winner" },
  expressions: () => [],
  ruleSources: ["rule cards"],
  sourcesByName: null,
  reads: () => ({}),
  keywords: ruleCardsKeywords,
  continuing: ["always"],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: [],
};

export const draftSyntax: DeclSyntax<DraftDecl, "draft" | "is" | "offered" | "keeps", never, "rule cards draft"> = {
  grammar: [
    {
      rule: "draftDecl",
      start: "declaration",
      startWords: ["draft"],
      define: (g) => {
        g.consume(0, kw.draft);
        g.consume(0, Colon);
        g.consume(0, kw.each);
        g.consume(0, kw.player);
        g.consume(0, kw.is);
        g.consume(0, kw.offered);
        g.subrule(0, "expression", { LABEL: "offer" });
        g.consume(0, kw.rule);
        g.consume(0, kw.cards);
        g.consume(0, kw.and);
        g.consume(0, kw.keeps);
        g.subrule(1, "expression", { LABEL: "keep" });
        g.option(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.except);
          g.consume(0, kw.left);
          g.consume(0, kw.of);
          g.consume(0, kw.dealer);
          g.option(1, () => {
            g.consume(0, kw.when);
            g.subrule(2, "expression", { LABEL: "skipWhen" });
          });
        });
        g.option(2, () => {
          g.consume(1, Comma);
          g.consume(1, kw.and);
          g.subrule(3, "expression", { LABEL: "extra" });
          g.consume(0, kw.from);
          g.consume(0, kw.the);
          g.consume(0, kw.deck);
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({
    kind: "draft",
    span,
    offer: t.expression(child(node, "offer"), span),
    keep: t.expression(child(node, "keep"), span),
    skipLeftOfDealer: child(node, "skipWhen") ? t.expression(child(node, "skipWhen"), span) : token(node, "KwExcept") !== undefined,
    extra: child(node, "extra") ? t.expression(child(node, "extra"), span) : undefined,
  }),
  named: false,
  label: () => "'draft'",
  outline: () => "draft",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (d, { expr, model, sink, decks, reporter: r }) => {
    expr.expect(d.offer, place("the rule cards offered"), "number", "the number of rule cards offered");
    expr.expect(d.keep, place("the rule cards kept"), "number", "the number of rule cards kept");
    if (typeof d.skipLeftOfDealer !== "boolean") {
      expr.expect(d.skipLeftOfDealer, place("the condition after 'except left of dealer when'"), "bool", "the condition after 'when'");
    }
    if (d.extra) expr.expect(d.extra, place("the rule cards added from the deck"), "number", "the number of rule cards added");
    if (!model.decls.ruleCards) {
      r.report("SW4002", d.span, { what: "rule cards", example: "rule cards 1..60" });
    } else {
      // Constant counts: in range at every player count, and a deck that lasts the whole game.
      const ids = ruleCardNumbers(model);
      const deckSize = ids.length - alwaysNumbers(model, ids).length;
      const reported = new Set<string>();
      const once = (key: string, f: () => void): void => {
        if (!reported.has(key)) f();
        reported.add(key);
      };
      for (const p of decks.keys()) {
        const offer = evalConstNumber(d.offer, p);
        const keep = evalConstNumber(d.keep, p);
        const extra = d.extra ? evalConstNumber(d.extra, p) : 0;
        const rounds = model.rounds ? evalConstNumber(model.rounds.item.expr, p) : 1;
        if (offer !== undefined && offer > LIMITS.ruleOffer) {
          once("offer", () => r.report("SW4015", d.offer.span, { what: "the rule cards offered to each chooser", max: LIMITS.ruleOffer, value: offer, why: "" }));
        }
        if (keep !== undefined && keep < 1) once("keep", () => r.report("SW4012", d.keep.span, { what: "the rule cards each chooser keeps", min: 1, value: keep }));
        else if (keep !== undefined && offer !== undefined && keep > offer) {
          once("keep", () => r.report("SW4007", d.keep.span, { detail: `each chooser keeps ${keep} rule cards, but is offered only ${offer} with ${p} players` }));
        }
        if (extra !== undefined && extra < 0) once("extra", () => r.report("SW4012", d.extra!.span, { what: "the rule cards added from the deck", min: 0, value: extra }));
        const skip = typeof d.skipLeftOfDealer === "boolean" ? d.skipLeftOfDealer : evalConstBool(d.skipLeftOfDealer, p);
        if (offer === undefined || extra === undefined || rounds === undefined || skip === undefined) continue;
        const perRound = (p - (skip ? 1 : 0)) * offer + extra;
        if (perRound * rounds > deckSize) {
          once("deck", () =>
            r.report("SW4007", d.span, {
              detail: `with ${p} players the draft takes ${perRound} rule cards a round, ${perRound * rounds} in ${rounds} rounds, but the rule deck holds ${deckSize}`,
            }),
          );
        }
      }
    }
    // A drafted card is in force in some rounds only: what it sets must be a value its `active(N)` can guard.
    for (const card of model.ruleCards) {
      if (card.forced) continue;
      for (const it of card.sets) sink.forFile(card.file).report("SW4025", it.span, { number: card.number, what: it.label });
    }
  },
  // Lowered with the deck (the IR's `ruleCards` holds both); without the deck its check has reported it.
  lower: () => ({}),
  lowerUndeclared: null,
  fieldsAfter: {},
  expressions: (d) => [d.offer, d.keep, typeof d.skipLeftOfDealer === "boolean" ? undefined : d.skipLeftOfDealer, d.extra],
  ruleSources: ["rule cards draft"],
  sourcesByName: null,
  reads: () => ({}),
  keywords: draftKeywords,
  continuing: ["draft", "is", "offered", "keeps"],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: [],
};

function evalConstBool(e: Expr, players: number): boolean | undefined {
  if (e.kind === "bool") return e.value;
  const n = evalConstNumber({ kind: "if", cond: e, then: { kind: "num", value: 1, span: e.span }, else: { kind: "num", value: 0, span: e.span }, span: e.span }, players);
  return n === undefined ? undefined : n === 1;
}
