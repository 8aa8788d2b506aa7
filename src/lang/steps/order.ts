// `each player [secretly] orders LIST as NAME` (the engine's steps/order.ts): every seat arranges the
// values of LIST; NAME is then the seat's arrangement (declared with the other names: check-names.ts).
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import { child, token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";
import { MAX_ORDER_VALUES } from "../../ir/types.js";
import type { Reporter } from "../diagnostics.js";

export type OrderStep = Node & { readonly kind: "order"; readonly secret: boolean; readonly values: Expr; readonly name: Ident | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { orders: "`each player secretly orders LIST as NAME`: every seat arranges the values of LIST; NAME[1] is its first entry." };
const kw = keywordTokens(keywords);

export const orderSyntax: StepSyntax<OrderStep, keyof typeof keywords, "order"> = {
  grammar: [
    {
      rule: "orderTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.orders);
        g.subrule(0, "expression", { LABEL: "values" });
        g.consume(0, kw.as);
        g.consume(0, NameToken, { LABEL: "name" });
      },
    },
  ],
  toAst: ({ node, span, secret }, t) => ({ kind: "order", span, secret, values: t.expression(child(node, "values"), span), name: t.ident(token(node, "name")) }),
  check: (step, { reporter: r, expr }) => {
    expr.expect(step.values, place("the values to arrange"), "numbers", "the values to arrange");
    checkOrderSize(step.values, r);
  },
  lower: (s, { ex }) => ({ kind: "order", name: s.name?.name ?? "", values: ex(s.values), secret: s.secret }),
  sheet: {
    order: (s, w) => `${s.secret ? "All players at the same time secretly arrange" : "One after another, each player openly arranges"} the values ${w.n(s.values)} in an order (their ${s.name}).`,
  },
  leftover: { order: () => false },
  keywords,
  continuing: ["orders"],
  expressions: (s) => [s.values],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
  // A seat's order is face down until `show` turns an entry up: hidden from the other seats' plays.
  names: (s) => (s.name ? [{ kind: "order", ident: s.name, hiddenFromOthers: `another seat's order '${s.name.name}' (its entries are face down until shown)` }] : []),
};

/** A list literal (or `for` over one) longer than the engine allows; other lists are checked at run time. */
function checkOrderSize(values: Expr, r: Reporter): void {
  const items = values.kind === "list" ? values.items.length : values.kind === "for" && values.list.kind === "list" ? values.list.items.length : undefined;
  if (items === undefined) return;
  if (items < 1) r.report("SW4012", values.span, { what: "the number of values to arrange", min: 1, value: items });
  else if (items > MAX_ORDER_VALUES) {
    r.report("SW4007", values.span, { detail: `at most ${MAX_ORDER_VALUES} values can be arranged (every arrangement is a possible move), not ${items}` });
  }
}
