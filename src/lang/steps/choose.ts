// `each player [secretly] chooses N card(s) [of different suits] from hand into PILE` (the engine's
// steps/choose.ts): every seat moves N hand cards into its PILE. The counts every seat can make are
// checked over the whole block (its `hand` part, read by check.ts checkSteps).
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import { checkPile } from "../check-names.js";
import { child, token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type ChooseStep = Node & { readonly kind: "choose"; readonly secret: boolean; readonly count: Expr; readonly distinctSuits: boolean; readonly pile: Ident | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { chooses: "`each player chooses N card(s) from hand into PILE`: every seat moves N hand cards into its PILE.", different: "`chooses N cards of different suits`: the chosen cards must all have different suits." };
const kw = keywordTokens(keywords);

export const chooseSyntax: StepSyntax<ChooseStep, keyof typeof keywords, "choose"> = {
  grammar: [
    {
      rule: "chooseTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.chooses);
        g.subrule(0, "expression", { LABEL: "count" });
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
        g.option(2, () => {
          g.consume(0, kw.of);
          g.consume(0, kw.different);
          g.consume(0, kw.suits);
        });
        g.consume(0, kw.from);
        g.consume(0, kw.hand);
        g.consume(0, kw.into);
        g.consume(0, NameToken, { LABEL: "pile" });
      },
    },
  ],
  toAst: ({ node, span, secret }, t) => ({
    kind: "choose",
    span,
    secret,
    count: t.expression(child(node, "count"), span),
    distinctSuits: token(node, "KwDifferent") !== undefined,
    pile: t.ident(token(node, "pile")),
  }),
  check: (step, { reporter: r, expr, names }) => {
    checkPile(step.pile, names, r);
    expr.expect(step.count, place("the number of cards to choose"), "number", "the number of cards to choose");
  },
  lower: (s, { ex }) => ({ kind: "choose", count: ex(s.count), pile: s.pile?.name ?? "", distinctSuits: s.distinctSuits, secret: s.secret }),
  sheet: {
    choose: (s, w) => `${s.secret ? "All players at the same time secretly choose" : "One after another, from the dealer's left, each player chooses"} ${w.cards(s.count)} from their hand into their ${s.pile} pile${s.distinctSuits ? ", all of different suits" : ""}.`,
  },
  leftover: { choose: () => false },
  keywords,
  continuing: ["chooses"],
  expressions: (s) => [s.count],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: ["into"],
  // The chosen cards leave the hand: at least one, of as many suits as the deck has when they must differ.
  hand: {
    count: (s) => s.count,
    leaves: true,
    problem: (s, n, { players, dealt, gone, suits }) => {
      if (n < 1) return { code: "SW4012", args: { what: "the number of cards to choose", min: 1, value: n } };
      if (s.distinctSuits && n > suits) return { code: "SW4007", args: { detail: `cannot choose ${n} cards of different suits: the deck for ${players} players has only ${suits} suits` } };
      if (dealt !== undefined && gone + n > dealt) return { code: "SW4007", args: { detail: `each player chooses ${gone + n} cards in all, but holds only ${dealt} with ${players} players` } };
      return undefined;
    },
  },
};
