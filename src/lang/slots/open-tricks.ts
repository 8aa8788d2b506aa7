// Several open tricks and continuous play: `open at most N` (how many tricks may be open at once),
// `open: COND` (may the card open a new trick), `complete at N cards` (continuous play: a trick
// completes once it holds N cards). The language side in one unit: grammar, AST nodes, checks,
// lowering, the engine's limits on their constants and `complete at`'s checks at each number of players.
import { Colon, keywordTokens, NumberLiteral } from "../../../grammar/tokens.js";
import type { Expr, Node, NumLit } from "../ast.js";
import { token } from "../cst-util.js";
import { child } from "../cst-util.js";
import { LIMITS } from "../../ir/limits.js";
import { evalConstNumber } from "../const-eval.js";
import type { SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";

const mostKeywords = {
  most: "`open at most N`: how many tricks may be open at once.",
};
/** The core keywords and its own (those only this module consumes: `most`). */
const kw = keywordTokens({ ...mostKeywords });

export interface MaxOpenSlot extends Node {
  readonly kind: "maxOpen";
  readonly count: NumLit | undefined;
}
export interface OpenSlot extends Node {
  readonly kind: "open";
  readonly expr: Expr;
}
export interface CompleteAtSlot extends Node {
  readonly kind: "completeAt";
  readonly expr: Expr;
}

export const maxOpenSyntax: SlotSyntax<MaxOpenSlot, "maxOpen", "most"> = {
  grammar: [
    {
      rule: "maxOpenSlot",
      start: "slot",
      startWords: ["open"],
      define: (g) => {
        g.consume(0, kw.open);
        g.consume(0, kw.at);
        g.consume(0, kw.most);
        g.consume(0, NumberLiteral, { LABEL: "count" });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "maxOpen", span, count: t.num(token(node, "count")) }),
  label: "open at most",
  check: (slot, { reporter }) => {
    if (slot.count && slot.count.value < 1) reporter.report("SW4012", slot.count.span, { what: "the number of open tricks", min: 1, value: slot.count.value });
    // The engine's limit (src/ir/limits.ts): beyond it a ruleset would fail inside the engine.
    else if (slot.count && slot.count.value > LIMITS.openTricks) reporter.report("SW4015", slot.count.span, { what: "the number of open tricks", max: LIMITS.openTricks, value: slot.count.value, why: "" });
  },
  lower: (slot) => ({ maxOpen: slot?.count?.value ?? 1 }),
  expressions: () => [],
  continuing: ["open", "at", "most"],
  checkedWords: [],
  rules: ["open at most"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: mostKeywords,
};

const openAt = place("the 'open' slot", "seat", "card", "table");

export const openSyntax: SlotSyntax<OpenSlot, "open", "open"> = {
  grammar: [
    {
      rule: "openSlot",
      start: "slot",
      startWords: ["open"],
      define: (g) => {
        g.consume(0, kw.open);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "open", span, expr: t.expression(child(node, "expression"), span) }),
  label: "open",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, openAt, "bool", "the 'open' rule");
  },
  lower: (slot, { ex, staged }) => ({ open: staged("tricks.open", "open", slot ? ex(slot.expr) : { k: "bool", v: true }) }),
  stage: { own: "open", type: "bool", at: openAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: ["open"],
  checkedWords: [],
  rules: ["open"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    open: "`open: EXPR`: may this card open a new trick (default true). `open at most N`: how many tricks may be open at once (default 1).",
  },
};

export const completeAtSyntax: SlotSyntax<CompleteAtSlot, "completeAt", "complete"> = {
  grammar: [
    {
      rule: "completeSlot",
      start: "slot",
      startWords: ["complete"],
      define: (g) => {
        g.consume(0, kw.complete);
        g.consume(0, kw.at);
        g.subrule(0, "expression");
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "completeAt", span, expr: t.expression(child(node, "expression"), span) }),
  label: "complete at",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, place("'complete at'"), "number", "the trick size");
  },
  lower: (slot, { ex }) => ({ completeAt: slot ? ex(slot.expr) : null }),
  expressions: (s) => [s.expr],
  continuing: ["complete", "at"],
  checkedWords: [],
  rules: ["complete at"],
  // A constant trick size at each number of players: at least 1 card, no more than the deck holds and
  // the engine's limit; each reported once, at the first count that breaks it.
  playerCounts: (slot, counts, reporter) => {
    for (const { players } of counts) {
      const n = evalConstNumber(slot.expr, players);
      if (n !== undefined && n < 1) {
        reporter.report("SW4012", slot.expr.span, { what: "the trick size", min: 1, value: n });
        break;
      }
    }
    for (const { players, cards, incomplete } of counts) {
      const n = evalConstNumber(slot.expr, players);
      const max = Math.min(cards, LIMITS.trickSize);
      if (n !== undefined && n > max && !incomplete) {
        reporter.report("SW4015", slot.expr.span, { what: "the trick size", max, value: n, why: cards <= LIMITS.trickSize ? `: the deck for ${players} players has only ${cards} cards` : "" });
        break;
      }
    }
  },
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    complete: "`complete at EXPR cards`: a trick completes as soon as it holds that many cards, and play carries on without pause.",
  },
};
