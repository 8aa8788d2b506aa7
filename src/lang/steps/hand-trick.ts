// `each hand becomes a trick` (the engine's steps/hand-trick.ts): what is left of every hand is made one
// trick, won as the trick rules say.
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type HandTrickStep = Node & { readonly kind: "handTrick" };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { becomes: "`each hand becomes a trick`, in `after tricks`: each seat's remaining hand cards form one trick it holds (counted in `tricks`, not played: `number` 0)." };
const kw = keywordTokens(keywords, ["becomes"]);

export const handTrickSyntax: StepSyntax<HandTrickStep, keyof typeof keywords, "handTrick"> = {
  grammar: [
    {
      // After `each` (the word between `becomes` and `trick` is checked to be `a`).
      rule: "handTrickTail",
      start: "each",
      define: (g) => {
        g.consume(0, kw.hand);
        g.consume(0, kw.becomes);
        g.consume(0, NameToken, { LABEL: "article" });
        g.consume(0, kw.trick);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "article"), "a", "becomes");
    return { kind: "handTrick", span };
  },
  // A hand made a trick before trick play would never be played.
  check: (step, { reporter: r, block }) => {
    if (block.at === "before") r.report("SW4024", step.span, { step: "'each hand becomes a trick'" });
  },
  lower: () => ({ kind: "handTrick" }),
  sheet: {
    handTrick: () => "Each player's remaining hand cards form one trick that player holds (not a played trick).",
  },
  leftover: { handTrick: () => false },
  keywords,
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: ["a"],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};
