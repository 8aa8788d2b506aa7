// `dealer picks up the turned card` (the engine's steps/pick-up.ts): the card turned up from the
// leftover goes into the dealer's hand, and the dealer lays one card face down in its place.
import { kw, NameToken } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type PickUpStep = Node & { readonly kind: "pickUp" };

export const pickUpSyntax: StepSyntax<PickUpStep, never, "pickUp"> = {
  grammar: [
    {
      // The word before `card` is checked to be `turned`.
      rule: "pickUpStep",
      start: "step",
      startWords: ["dealer"],
      define: (g) => {
        g.consume(0, kw.dealer);
        g.consume(0, kw.picks);
        g.consume(0, kw.up);
        g.consume(0, kw.the);
        g.consume(0, NameToken, { LABEL: "turnedWord" });
        g.consume(0, kw.card);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "turnedWord"), "turned", "the");
    return { kind: "pickUp", span };
  },
  // The card picked up is the one turned up from the leftover, before trick play, once.
  check: (step, { reporter: r, block }) => {
    const steps = block.steps;
    const turn = steps.findIndex((s) => s.kind === "turnCard" && s.from === "leftover");
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "the dealer picks up the turned card before trick play: put it in 'before tricks'" });
    else if (turn < 0 || turn > steps.indexOf(step)) r.report("SW4007", step.span, { detail: "the dealer picks up the card turned up from the leftover: write 'turn up a card from leftover' before it" });
    else if (steps.filter((s) => s.kind === "pickUp")[0] !== step) r.report("SW4007", step.span, { detail: "the turned card is picked up once: remove this second step" });
  },
  lower: () => ({ kind: "pickUp" }),
  sheet: {
    pickUp: () => "The dealer picks up the card turned up and lays one card of their hand face down in the leftover (seen only by the dealer).",
  },
  keywords: {},
  continuing: [],
  checkedWords: ["turned"],
  pilesAfter: [],
};
