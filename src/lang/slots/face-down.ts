// `face down: COND`: is a card joining an open trick played face down (only its player sees it until
// the trick completes). The language side in one unit: grammar, AST node, checks, lowering.
import { Colon, keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";

const faceKeywords = {
  face: "`face down: EXPR` in `tricks`: is a card that joins an open trick played face down (card and trick context, like `follow`; default never). Only its player sees it until the trick completes (everyone, when it lay face up in the hand); then the trick's face-down cards are turned up together. The card that opens a trick is always face up.",
  down: "`face down: EXPR`: see `face`.",
};
/** The core keywords and its own (those only this module consumes: `face`, `down`). */
const kw = keywordTokens({ ...faceKeywords });

export interface FaceDownSlot extends Node {
  readonly kind: "faceDown";
  readonly expr: Expr;
}

const faceDownAt = place("the 'face down' slot", "seat", "card", "trick", "table");

export const faceDownSyntax: SlotSyntax<FaceDownSlot, "faceDown", "face" | "down"> = {
  grammar: [
    {
      rule: "faceDownSlot",
      start: "slot",
      startWords: ["face"],
      define: (g) => {
        g.consume(0, kw.face);
        g.consume(0, kw.down);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "faceDown", span, expr: t.expression(child(node, "expression"), span) }),
  label: "face down",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, faceDownAt, "bool", "the 'face down' rule");
  },
  // null when neither the ruleset nor a rule card writes it, so the IR of a ruleset without it is unchanged.
  lower: (slot, { ex, staged, model }) => ({
    faceDown: slot || model.stages.has("tricks.faceDown") ? staged("tricks.faceDown", "faceDown", slot ? ex(slot.expr) : { k: "bool", v: false }) : null,
  }),
  stage: { own: "faceDown", type: "bool", at: faceDownAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: ["face", "down"],
  checkedWords: [],
  rules: ["face down"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: faceKeywords,
};
