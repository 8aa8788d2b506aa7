// `return PILE to hand` (the engine's steps/return-pile.ts): every seat takes the cards of one of its
// piles back into its hand. The worked example of docs/architecture.md ("How to add a mechanic").
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Ident, Node } from "../ast.js";
import { checkPile } from "../check-names.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type ReturnStep = Node & { readonly kind: "return"; readonly pile: Ident | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
    return: "`return PILE to hand`: every seat takes the cards of its PILE back into its hand; who could see the pile sees them come back, the others only how many.",
  };
const kw = keywordTokens(keywords);

export const returnSyntax: StepSyntax<ReturnStep, keyof typeof keywords, "return"> = {
  grammar: [
    {
      rule: "returnStep",
      start: "step",
      startWords: ["return"],
      define: (g) => {
        g.consume(0, kw.return);
        g.consume(0, NameToken, { LABEL: "pile" });
        g.consume(0, kw.to);
        g.consume(0, kw.hand);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "return", span, pile: t.ident(token(node, "pile")) }),
  // The pile must be declared (or `won`).
  check: (step, { reporter, names }) => checkPile(step.pile, names, reporter),
  lower: (s) => ({ kind: "return", pile: s.pile?.name ?? "" }),
  sheet: {
    return: (s) => `Every player takes the cards of their ${s.pile} pile back into their hand.`,
  },
  leftover: { return: () => false },
  keywords,
  continuing: ["return"],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: ["return"],
  // Takes no cards from the hands before trick play.
  hand: null,
};
