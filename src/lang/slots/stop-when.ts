// `stop when: COND`: trick play ends once every seat satisfies COND (seat context); without it, when
// every hand is empty. The language side in one unit: grammar, AST node, checks, lowering.
import { Colon, kw } from "../../../grammar/tokens.js";
import type { Expr as IrExpr } from "../../ir/types.js";
import type { Expr, Node } from "../ast.js";
import { child } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";

export interface StopWhenSlot extends Node {
  readonly kind: "stopWhen";
  readonly expr: Expr;
}

const stopAt = place("'stop when'", "seat");
const EVERY_HAND_EMPTY: IrExpr = { k: "bin", op: "=", l: { k: "call", fn: "count", args: [{ k: "ref", name: "hand" }] }, r: { k: "num", v: 0 } };

export const stopWhenSyntax: SlotSyntax<StopWhenSlot, "stopWhen", "stop"> = {
  grammar: [
    {
      rule: "stopSlot",
      start: "slot",
      startWords: ["stop"],
      define: (g) => {
        g.consume(0, kw.stop);
        g.consume(0, kw.when);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "stopWhen", span, expr: t.expression(child(node, "expression"), span) }),
  label: "stop when",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, stopAt, "bool", "the 'stop when' condition");
  },
  // No rule: every hand empty; a card's change starts from that (null when neither writes it).
  lower: (slot, { ex, staged, model }) => ({
    stopWhen: slot || model.stages.has("tricks.stopWhen") ? staged("tricks.stopWhen", "stop", slot ? ex(slot.expr) : EVERY_HAND_EMPTY) : null,
  }),
  stage: { own: "stop", type: "bool", at: stopAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: ["stop"],
  checkedWords: [],
  rules: ["stop when"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    stop: "`stop when: EXPR`: trick play ends once every seat satisfies EXPR (default: every hand empty).",
  },
};
