// `draw from leftover after each trick, winner first[, top card shown]` (the engine's steps/draw.ts):
// the leftover is a stock that refills the hands during trick play. After each trick, while it lasts,
// every seat draws one card from it, the trick's winner first and then the others clockwise. With
// `top card shown` the stock's top card lies face up: the winner takes it in the open, the others
// draw face down, and the next card is turned up.
import { Comma, keywordTokens } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type DrawStep = Node & { readonly kind: "draw"; readonly faceUp: boolean };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
  draw:
    "`draw from leftover after each trick, winner first` (before trick play, once): the undealt cards are a stock that refills the hands. After each trick, while the stock lasts, every seat draws one card from it into its hand: the trick's winner first, then the others clockwise. Only the drawer sees its card. With `, top card shown` the stock's top card lies face up: the winner takes it in the open, the others draw face down, and the next card is turned up (a card turned up before by `turn up a card from leftover` is the first).",
  top: "`draw from leftover ..., top card shown`: the stock's top card lies face up; the trick's winner takes it, seen by everyone, and the next card is turned up.",
};
const kw = keywordTokens(keywords, ["draw", "top"]);

export const drawSyntax: StepSyntax<DrawStep, keyof typeof keywords, "draw"> = {
  grammar: [
    {
      rule: "drawStep",
      start: "step",
      startWords: ["draw"],
      define: (g) => {
        g.consume(0, kw.draw);
        g.consume(0, kw.from);
        g.consume(0, kw.leftover);
        g.consume(0, kw.after);
        g.consume(0, kw.each);
        g.consume(0, kw.trick);
        g.consume(0, Comma);
        g.consume(0, kw.winner);
        g.consume(0, kw.first);
        g.option(0, () => {
          g.consume(1, Comma);
          g.consume(0, kw.top, { LABEL: "top" });
          g.consume(0, kw.card);
          g.consume(0, kw.shown);
        });
      },
    },
  ],
  toAst: ({ node, span }) => ({ kind: "draw", span, faceUp: token(node, "top") !== undefined }),
  // The stock is set up before trick play, once (its cards are the leftover's: none left over, no draws).
  check: (step, { reporter: r, block }) => {
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "the hands draw from the leftover during trick play, set up before it: put 'draw from leftover ...' in 'before tricks'" });
    else if (block.steps.filter((s) => s.kind === "draw")[0] !== step) r.report("SW4007", step.span, { detail: "one stock per round: remove this second 'draw' step" });
  },
  lower: (s) => ({ kind: "draw", faceUp: s.faceUp }),
  sheet: {
    draw: (s) =>
      s.faceUp
        ? "The undealt cards are a stock with its top card face up. After each trick, while the stock lasts, the winner takes the face-up card (seen by everyone), the other seats in turn draw the next card face down, and the next card is turned up."
        : "The undealt cards are a face-down stock. After each trick, while it lasts, every seat draws one card from it, the winner first and then the others clockwise; only the drawer sees its card.",
  },
  leftover: { draw: () => true },
  keywords,
  continuing: ["draw"],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands: it adds cards to them.
  hand: null,
};
