// `turn up a card from leftover|dealer` (the engine's steps/turn-card.ts): one card turned face up for
// the round, read as `turned`.
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type TurnCardStep = Node & { readonly kind: "turnCard"; readonly from: "leftover" | "dealer" };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
    turn: "`turn up a card from leftover` / `turn up a card from dealer` (before trick play, once): one card is turned face up for the round, read as `turned`: a random undealt card, which stays in the leftover (none when nothing is left over), or the dealer's last card, which stays in the dealer's hand, face up to all until played.",
    up: "`turn up a card from ...`: see `turn`.",
  };
const kw = keywordTokens(keywords, ["turn"]);

export const turnCardSyntax: StepSyntax<TurnCardStep, keyof typeof keywords, "turnCard"> = {
  grammar: [
    {
      // The word before `card` is checked to be `a`.
      rule: "turnCardStep",
      start: "step",
      startWords: ["turn"],
      define: (g) => {
        g.consume(0, kw.turn);
        g.consume(0, kw.up);
        g.consume(0, NameToken, { LABEL: "article" });
        g.consume(0, kw.card);
        g.consume(0, kw.from);
        g.or(0, [{ ALT: () => g.consume(0, kw.leftover, { LABEL: "source" }) }, { ALT: () => g.consume(0, kw.dealer, { LABEL: "source" }) }]);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "article"), "a", "up");
    return { kind: "turnCard", span, from: token(node, "source")?.image === "dealer" ? "dealer" : "leftover" };
  },
  // The card is turned up for the round's trick play: before it, and once.
  check: (step, { reporter: r, block }) => {
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "'turn up a card' comes before trick play: put it in 'before tricks'" });
    else if (block.steps.filter((s) => s.kind === "turnCard")[0] !== step) r.report("SW4007", step.span, { detail: "one card is turned up per round: remove this second step" });
  },
  lower: (s) => ({ kind: "turnCard", from: s.from }),
  sheet: {
    turnCard: (s) =>
      s.from === "leftover"
        ? "The top card of the undealt cards is turned face up for the round (no card when none is left over)."
        : "The dealer's last card is turned face up for the round; it stays in the dealer's hand, seen by everyone until played.",
  },
  leftover: { turnCard: (s) => s.from === "leftover" },
  keywords,
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: ["a"],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};
