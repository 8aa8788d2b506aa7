// `each player exposes N cards` (the engine's steps/expose.ts): every seat lays N hand cards face up, all
// at once; they stay in the hand. The counts every seat can make are checked over the whole block
// (its `hand` part, read by check.ts checkSteps).
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type ExposeStep = Node & { readonly kind: "expose"; readonly count: Expr };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { exposes: "`each player exposes N cards` (before trick play): every seat lays N hand cards face up, all at the same time (each chooses before any is shown). They stay in the hand and are played as usual; everyone sees them until they leave the hand. A face-up card passed on or put into a pile is seen going and is an ordinary hidden card where it arrives." };
const kw = keywordTokens(keywords);

export const exposeSyntax: StepSyntax<ExposeStep, keyof typeof keywords, "expose"> = {
  grammar: [
    {
      rule: "exposeTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.exposes);
        g.subrule(0, "expression", { LABEL: "count" });
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "expose", span, count: t.expression(child(node, "count"), span) }),
  check: (step, { expr }) => {
    expr.expect(step.count, place("the number of cards to lay face up"), "number", "the number of cards to lay face up");
  },
  lower: (s, { ex }) => ({ kind: "expose", count: ex(s.count) }),
  sheet: {
    expose: (s, w) => `Every player lays ${w.cards(s.count)} from their hand face up, all at the same time; they stay in the hand and can be played.`,
  },
  leftover: { expose: () => false },
  keywords,
  continuing: ["exposes"],
  expressions: (s) => [s.count],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Exposed cards stay in the hand: the hand's size is unchanged.
  hand: {
    count: (s) => s.count,
    leaves: false,
    problem: (_s, n, { players, dealt, gone }) => {
      if (n < 1) return { code: "SW4012", args: { what: "the number of cards to lay face up", min: 1, value: n } };
      if (dealt !== undefined && n > dealt - gone) return { code: "SW4007", args: { detail: `each player exposes ${n} cards, but holds only ${dealt - gone} then with ${players} players` } };
      return undefined;
    },
  },
};
