// `holder of the last trick gives its tricks to the left|right` (the engine's steps/give-tricks.ts).
import { keywordTokens } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type GiveTricksStep = Node & { readonly kind: "giveTricks"; readonly to: "left" | "right" | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { holder: "`holder of the last trick gives its tricks to the left` (or `right`), in `after tricks`: whoever holds the round's last played trick gives every played trick it holds to that neighbour; tricks formed from a hand stay. In the tricks block, `lead: holder of CARD` gives the first lead to the seat holding that card (`holder of clubs2`). `teams NAME NAME by holder of CARD`: hidden partnerships, the seats dealt CARD against the rest.", gives: "`holder of the last trick gives its tricks to the left`: see `holder`.", its: "`holder of the last trick gives its tricks to the left`: see `holder`." };
const kw = keywordTokens(keywords, ["gives", "its"]);

export const giveTricksSyntax: StepSyntax<GiveTricksStep, keyof typeof keywords, "giveTricks"> = {
  grammar: [
    {
      rule: "giveTricksStep",
      start: "step",
      startWords: ["holder"],
      define: (g) => {
        g.consume(0, kw.holder);
        g.consume(0, kw.of);
        g.consume(0, kw.the);
        g.consume(0, kw.last);
        g.consume(0, kw.trick);
        g.consume(0, kw.gives);
        g.consume(0, kw.its);
        g.consume(0, kw.tricks);
        g.consume(0, kw.to);
        g.consume(2, kw.the);
        g.or(0, [{ ALT: () => g.consume(0, kw.left, { LABEL: "direction" }) }, { ALT: () => g.consume(0, kw.right, { LABEL: "direction" }) }]);
      },
    },
  ],
  toAst: ({ node, span }) => {
    const direction = token(node, "direction")?.image;
    return { kind: "giveTricks", span, to: direction === "left" || direction === "right" ? direction : undefined };
  },
  // It acts on the tricks left when trick play is over: before it there is no trick to give.
  check: (step, { reporter: r, block }) => {
    if (block.at === "before") r.report("SW4024", step.span, { step: "'holder of the last trick gives its tricks'" });
  },
  lower: (s) => ({ kind: "giveTricks", to: s.to ?? "left" }),
  sheet: {
    giveTricks: (s) => `The player holding the round's last played trick gives every played trick they hold to their ${s.to} neighbour.`,
  },
  leftover: { giveTricks: () => false },
  keywords,
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};
