// `trick value: EXPR [when C]`: what one held trick is worth (held-trick context: `cards`, `number`,
// `played`); `trickPoints` sums it over a seat's tricks. The language side in one unit: grammar (the
// word after `trick` taken as a name and checked to be `value`, which completion offers there), AST
// node, check, lowering (the IR's `trickValue`, with the rule cards' changes of it), the rule
// reference's place and outline. A rule card may restate it (its stage key `trickValue`, read so far
// as `value`): the stages are the rule-card machinery's (model.ts STAGE_KEYS, check.ts checkStages),
// which also covers a card changing the default when the ruleset does not declare it.
import { Colon, kw, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, token } from "../cst-util.js";
import { place } from "../types.js";

/** `trick value: EXPR`; `word` is the name after `trick` (checked to be `value`). */
export interface TrickValueDecl extends Node {
  readonly kind: "trickValue";
  readonly word: Ident | undefined;
  readonly expr: Expr;
  readonly when?: Expr;
}

export const trickValueSyntax: DeclSyntax<TrickValueDecl, never, "trickValue", "trick value"> = {
  grammar: [
    {
      rule: "trickValueDecl",
      start: "declaration",
      startWords: ["trick"],
      // `value` is taken as a name and checked by toAst (`trick` stays a name in expressions).
      define: (g) => {
        g.consume(0, kw.trick);
        g.consume(0, NameToken, { LABEL: "what" });
        g.consume(0, Colon);
        g.subrule(0, "expression");
        g.subrule(1, "stageWhen");
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const what = token(node, "what");
    t.word(what, "value", "trick");
    const when = child(child(node, "stageWhen"), "when");
    return { kind: "trickValue", span, word: t.ident(what), expr: t.expression(child(node, "expression"), span), ...(when ? { when: t.expression(when, span) } : {}) };
  },
  named: false,
  label: () => "'trick value'",
  outline: () => "trick value",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  // Its rule cards' changes are checked with the other staged values (check.ts), declared or not.
  check: (d, { expr }) => {
    expr.expect(d.expr, place("'trick value'", "heldTrick"), "number", "the trick value");
  },
  lower: (d, { ex, staged }) => ({ trickValue: staged("trickValue", "value", ex(d.expr)) }),
  lowerUndeclared: null,
  fieldsAfter: { trickValue: "tricks" },
  expressions: (d) => [d.expr, d.when],
  ruleSources: ["trick value"],
  sourcesByName: null,
  reads: () => ({}),
  keywords: {},
  continuing: [],
  ordersAfter: [],
  wordsAfter: { trick: ["value"] },
  newNameAfter: [],
  checkedWords: ["value"],
};
