// `return PILE to hand` (the engine's steps/return-pile.ts): every seat takes the cards of one of its
// piles back into its hand. The worked example of docs/architecture.md ("How to add a mechanic").
import { kw, NameToken } from "../../../grammar/tokens.js";
import type { Ident, Node } from "../ast.js";
import { checkPile } from "../check-names.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type ReturnStep = Node & { readonly kind: "return"; readonly pile: Ident | undefined };

export const returnSyntax: StepSyntax<ReturnStep, "return"> = {
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
  keywords: {
    return: "`return PILE to hand`: every seat takes the cards of its PILE back into its hand; who could see the pile sees them come back, the others only how many.",
  },
  continuing: ["return"],
  checkedWords: [],
  pilesAfter: ["return"],
};
