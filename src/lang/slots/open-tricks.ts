// Several open tricks and continuous play: `open at most N` (how many tricks may be open at once),
// `open: COND` (may the card open a new trick), `complete at N cards` (continuous play: a trick
// completes once it holds N cards). The language side in one unit: grammar, AST nodes, checks,
// lowering. The constant checks of `complete at` per player count stay with the other constant
// counts (check.ts checkConstants), and its limits with the others (check-limits.ts).
import { Colon, kw, NumberLiteral } from "../../../grammar/tokens.js";
import type { Expr, Node, NumLit } from "../ast.js";
import { token } from "../cst-util.js";
import { child } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";

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

export const maxOpenSyntax: SlotSyntax<MaxOpenSlot, "maxOpen"> = {
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
  },
  lower: (slot) => ({ maxOpen: slot?.count?.value ?? 1 }),
  expressions: () => [],
  checkedWords: [],
};

const openAt = place("the 'open' slot", "seat", "card", "table");

export const openSyntax: SlotSyntax<OpenSlot, "open"> = {
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
  checkedWords: [],
};

export const completeAtSyntax: SlotSyntax<CompleteAtSlot, "completeAt"> = {
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
  checkedWords: [],
};
