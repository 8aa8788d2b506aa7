// `each player passes N cards to the left|right` (the engine's steps/pass.ts): every seat passes N hand
// cards to a neighbour, all at once. The counts every seat can make are checked over the whole block
// (its `hand` part, read by check.ts checkSteps).
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child, token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type PassStep = Node & { readonly kind: "pass"; readonly count: Expr; readonly to: "left" | "right" | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { passes: "`each player passes N cards to the left` (or `to the right`): every seat passes N hand cards face down to that neighbour, all at the same time; only the passer and the receiver see them." };
const kw = keywordTokens(keywords);

export const passSyntax: StepSyntax<PassStep, keyof typeof keywords, "pass"> = {
  grammar: [
    {
      rule: "passTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.passes);
        g.subrule(0, "expression", { LABEL: "count" });
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
        g.consume(0, kw.to);
        g.consume(0, kw.the);
        g.or(2, [{ ALT: () => g.consume(0, kw.left, { LABEL: "direction" }) }, { ALT: () => g.consume(0, kw.right, { LABEL: "direction" }) }]);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const direction = token(node, "direction")?.image;
    const to = direction === "left" || direction === "right" ? direction : undefined;
    return { kind: "pass", span, count: t.expression(child(node, "count"), span), to };
  },
  check: (step, { expr }) => {
    expr.expect(step.count, place("the number of cards to pass"), "number", "the number of cards to pass");
  },
  lower: (s, { ex }) => ({ kind: "pass", count: ex(s.count), to: s.to ?? "left" }),
  sheet: {
    pass: (s, w) => `Every player passes ${w.cards(s.count)} face down to their ${s.to} neighbour, all at the same time (each chooses before receiving).`,
  },
  leftover: { pass: () => false },
  keywords,
  continuing: ["passes"],
  expressions: (s) => [s.count],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Passing keeps the hand's size (each seat receives as many as it passes).
  hand: {
    count: (s) => s.count,
    leaves: false,
    problem: (_s, n, { players, dealt, gone }) => {
      if (n < 1) return { code: "SW4012", args: { what: "the number of cards to pass", min: 1, value: n } };
      if (dealt !== undefined && n > dealt - gone) return { code: "SW4007", args: { detail: `each player passes ${n} cards, but holds only ${dealt - gone} then with ${players} players` } };
      return undefined;
    },
  },
};
