// `winner removes N cards from the trick` (the engine's steps/remove.ts): the winner of the last
// completed trick takes N of its cards out of the game.
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type RemoveStep = Node & { readonly kind: "remove"; readonly count: Expr };

const keywords = { removes: "`winner removes N cards from the trick` (a step after a trick, or after trick play): the winner of the most recently completed trick chooses N of its cards, which leave the game (everyone sees them go); the trick still counts as won." };
// Its own words' tokens (a word no other module uses is no core keyword: grammar/tokens.ts).
const kw = keywordTokens(keywords);

export const removeSyntax: StepSyntax<RemoveStep, "removes", "remove"> = {
  grammar: [
    {
      // `winner` starts a declaration too: grammar/parser.ts lets `winner removes` start a step.
      rule: "removeStep",
      start: "step",
      startWords: ["winner"],
      define: (g) => {
        g.consume(0, kw.winner);
        g.consume(0, kw.removes);
        g.subrule(0, "expression", { LABEL: "count" });
        g.or(0, [{ ALT: () => g.consume(0, kw.card) }, { ALT: () => g.consume(0, kw.cards) }]);
        g.consume(0, kw.from);
        g.consume(0, kw.the);
        g.consume(0, kw.trick);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "remove", span, count: t.expression(child(node, "count"), span) }),
  check: (step, { reporter: r, expr, block }) => {
    expr.expect(step.count, place("the number of cards to remove"), "number", "the number of cards to remove");
    // Before trick play there is no trick yet.
    if (block.at === "before") r.report("SW4007", step.span, { detail: "'winner removes ... from the trick' needs a completed trick: use it in 'after each trick', 'after trick K' or 'after tricks'" });
  },
  lower: (s, { ex }) => ({ kind: "remove", count: ex(s.count) }),
  sheet: {
    remove: (s, w) => `The winner of the last trick removes ${w.cards(s.count)} of it from the game, face up; the trick still counts as won.`,
  },
  leftover: { remove: () => false },
  keywords,
  continuing: ["removes"],
  expressions: (s) => [s.count],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};
