// `each player sets aside 1 card for the last trick` (the engine's steps/reserve.ts): every seat puts a
// hand card away, played for it in the last trick. Where the step may be, and with what, are
// structural rules (src/ir/structure.ts: compile() reports them on the IR).
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { evalConstNumber } from "../const-eval.js";
import { child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type ReserveStep = Node & { readonly kind: "reserve"; readonly count: Expr };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { sets: "`each player secretly sets aside 1 card for the last trick` (before trick play): every seat puts one hand card away face down, all at the same time; only its owner sees it. Trick play from the hand is one trick shorter; then the set-aside cards are played automatically as the last trick, in turn order from its leader, exempt from following." };
const kw = keywordTokens(keywords);

export const reserveSyntax: StepSyntax<ReserveStep, keyof typeof keywords, "reserve"> = {
  grammar: [
    {
      rule: "reserveTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.sets);
        g.consume(0, kw.aside);
        g.subrule(0, "expression", { LABEL: "count" });
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
        g.consume(0, kw.for);
        g.consume(0, kw.the);
        g.consume(0, kw.last);
        g.consume(0, kw.trick);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "reserve", span, count: t.expression(child(node, "count"), span) }),
  check: (step, { reporter: r, expr, model }) => {
    expr.expect(step.count, place("the number of cards to set aside"), "number", "the number of cards to set aside");
    const n = evalConstNumber(step.count, model.players?.item.range?.from.value ?? 0);
    if (n !== undefined && n !== 1) r.report("SW4007", step.count.span, { detail: `each player sets aside exactly 1 card for the last trick, not ${n}` });
  },
  // The checker makes sure the count is 1.
  lower: () => ({ kind: "reserve" }),
  sheet: {
    reserve: () => "Every player secretly sets one hand card aside, face down; after the other tricks these cards are played as one more trick, without the duty to follow.",
  },
  leftover: { reserve: () => false },
  keywords,
  continuing: ["sets"],
  expressions: (s) => [s.count],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // The card set aside leaves the hand (its count other than 1 is the check's above).
  hand: {
    count: (s) => s.count,
    leaves: true,
    problem: (_s, n, { players, dealt, gone }) =>
      dealt !== undefined && gone + n > dealt ? { code: "SW4007", args: { detail: `each player sets aside a card, but holds no card then with ${players} players` } } : undefined,
  },
};
