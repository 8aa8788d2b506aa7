// `show ORDER[POSITION] when COND`: while COND holds for a seat, that entry of its order (a step's
// `orders` list) is face up. One per order, keyed by the order's name. The language side in one
// unit: grammar, AST node, checks, lowering (the IR's `shows`, present even when empty), the rule
// references' places and hover.
import { keywordTokens, LBracket, NameToken, RBracket } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, token } from "../cst-util.js";
import { closest, didYouMean } from "../suggest.js";
import { place } from "../types.js";

/** `show ORDER[POSITION] when COND` (`name`: the order's). */
export interface ShowDecl extends Node {
  readonly kind: "show";
  readonly name: Ident | undefined;
  readonly at: Expr;
  readonly when: Expr | undefined;
}

const keywords = {
  show: "`show ORDER[POSITION] when COND`: while COND holds for a seat, that entry of its order is face up.",
};
const kw = keywordTokens(keywords);

export const showSyntax: DeclSyntax<ShowDecl, "show", "shows", never, "shows"> = {
  grammar: [
    {
      rule: "showDecl",
      start: "declaration",
      startWords: ["show"],
      define: (g) => {
        g.consume(0, kw.show);
        g.consume(0, NameToken, { LABEL: "order" });
        g.consume(0, LBracket);
        g.subrule(0, "expression", { LABEL: "at" });
        g.consume(0, RBracket);
        g.option(0, () => {
          g.consume(0, kw.when);
          g.subrule(1, "expression", { LABEL: "when" });
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({
    kind: "show",
    span,
    name: t.ident(token(node, "order")),
    at: t.expression(child(node, "at"), span),
    when: child(node, "when") ? t.expression(child(node, "when"), span) : undefined,
  }),
  named: true,
  label: (d) => `'show ${d.name?.name ?? ""}'`,
  outline: (d) => `show ${d.name?.name ?? "?"}`,
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (d, { reporter, expr, names }) => {
    const name = d.name?.name ?? "";
    if (!names.orders.has(name)) {
      const hint = closest(name, names.orders);
      reporter.report("SW2008", (d.name as Ident).span, { name, hint: didYouMean(hint) }, hint);
    }
    expr.expect(d.at, place("the position after 'show'", "seat"), "number", "the position of the face-up entry");
    if (d.when) expr.expect(d.when, place("the condition of 'show'", "seat"), "bool", "the condition after 'when'");
  },
  // Every show, in declaration order; `shows` is in every ruleset's IR (empty without any).
  lower: (shows, { ex }) => ({
    shows: shows.map((s) => ({ order: s.name?.name ?? "", at: ex(s.at), when: s.when ? ex(s.when) : { k: "bool", v: true } })),
  }),
  lowerUndeclared: null,
  fieldsAfter: { shows: "trickSteps" },
  expressions: (d) => [d.at, d.when],
  ruleSources: [],
  sourcesByName: { field: "shows", holds: "inOrder" },
  reads: () => ({}),
  keywords,
  continuing: ["show"],
  ordersAfter: ["show"],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: [],
};
