// Which card may go where: `follow: COND` (may the card join the open trick whose lead suit is
// `lead`) and `aside into PILE: COND` (may it be set aside instead of played). The language side in
// one unit: grammar, AST nodes, checks, lowering.
import { Colon, kw, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import { checkPile } from "../check-names.js";
import { child, token } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";
import { combinedTrumpsOf } from "./trump.js";

export interface FollowSlot extends Node {
  readonly kind: "follow";
  readonly expr: Expr;
}
export interface AsideSlot extends Node {
  readonly kind: "aside";
  readonly pile: Ident | undefined;
  readonly expr: Expr;
}

const followAt = place("the 'follow' slot", "seat", "card", "trick", "table");

export const followSyntax: SlotSyntax<FollowSlot, "follow", "follow"> = {
  grammar: [
    {
      rule: "followSlot",
      start: "slot",
      startWords: ["follow"],
      define: (g) => {
        g.consume(0, kw.follow);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "follow", span, expr: t.expression(child(node, "expression"), span) }),
  label: "follow",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, followAt, "bool", "the 'follow' rule");
  },
  // `trumps: suits ..., ranks ...` stands for the follow slot too (the checker refuses both).
  lower: (slot, c) => {
    const combined = combinedTrumpsOf(c);
    return { follow: c.staged("tricks.follow", "follow", combined ? combined.follow : slot ? c.ex(slot.expr) : { k: "bool", v: true }) };
  },
  stage: { own: "follow", type: "bool", at: followAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: ["follow"],
  checkedWords: [],
  rules: ["follow"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    follow: "`follow: EXPR`: may this card join an open trick whose lead suit is `lead` (default true).",
  },
};

export const asideSyntax: SlotSyntax<AsideSlot, "aside", "aside"> = {
  grammar: [
    {
      rule: "asideSlot",
      start: "slot",
      startWords: ["aside"],
      define: (g) => {
        g.consume(0, kw.aside);
        g.consume(0, kw.into);
        g.consume(0, NameToken, { LABEL: "pile" });
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "aside", span, pile: t.ident(token(node, "pile")), expr: t.expression(child(node, "expression"), span) }),
  label: "aside",
  check: (slot, { reporter, names, expr }) => {
    checkPile(slot.pile, names, reporter);
    expr.expect(slot.expr, place("the 'aside' slot", "seat", "card", "table"), "bool", "the 'aside' rule");
  },
  lower: (slot, { ex }) => ({ aside: slot ? { pile: slot.pile?.name ?? "", when: ex(slot.expr) } : null }),
  expressions: (s) => [s.expr],
  continuing: ["aside"],
  checkedWords: [],
  rules: ["aside"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    aside: "`aside into PILE: EXPR`: a seat may set this card aside into its PILE instead of playing it.",
  },
};
