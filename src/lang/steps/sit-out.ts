// `each player sits out if COND` (the engine's steps/sit-out.ts): a seat for which COND holds lays its
// hand aside and plays no trick this round.
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type SitOutStep = Node & { readonly kind: "sitOut"; readonly cond: Expr };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
    sits: "`each player sits out if COND` (before trick play): every seat for which COND holds (seat context) lays its hand face down in the leftover and plays no trick this round; play and the first lead pass it by.",
    out: "`each player sits out if COND`: see `sits`.",
  };
const kw = keywordTokens(keywords, ["sits", "out"]);

export const sitOutSyntax: StepSyntax<SitOutStep, keyof typeof keywords, "sitOut"> = {
  grammar: [
    {
      rule: "sitOutTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.sits);
        g.consume(0, kw.out);
        g.consume(0, kw.if);
        g.subrule(0, "expression", { LABEL: "cond" });
      },
    },
  ],
  toAst: ({ node, span, fallback }, t) => ({ kind: "sitOut", span, cond: t.expression(child(node, "cond"), fallback) }),
  check: (step, { reporter: r, expr, block }) => {
    // Who sits out is public: the condition reads only what every seat sees (SW3013).
    expr.expect(step.cond, place("the condition after 'sits out if'", "seat", "public"), "bool", "the condition after 'sits out if'");
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "a seat sits out of trick play before it begins: put 'sits out' in 'before tricks'" });
  },
  lower: (s, { ex }) => ({ kind: "sitOut", cond: ex(s.cond) }),
  sheet: {
    sitOut: (s, w) => `Every player for whom ${w.condition(s.cond)} lays their hand face down and sits out this round's tricks.`,
  },
  leftover: { sitOut: () => false },
  keywords,
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};
