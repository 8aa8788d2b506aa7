// `dealer picks up the turned card` (the engine's steps/pick-up.ts): the card turned up from the
// leftover goes into the dealer's hand, and the dealer lays one card face down in its place.
// `dealer|declarer picks up the leftover, lays as many into PILE`: that seat takes every leftover card
// (a skat, a widow) and lays as many hand cards face down into its PILE.
import { Comma, kw, NameToken } from "../../../grammar/tokens.js";
import type { Ident, Node } from "../ast.js";
import { checkPile } from "../check-names.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type PickUpStep = Node & {
  readonly kind: "pickUp";
  readonly by: "dealer" | "declarer";
  /** The leftover form: the pile the laid-down cards go into (undefined: the turned card). */
  readonly leftover: { readonly into: Ident | undefined } | undefined;
};

export const pickUpSyntax: StepSyntax<PickUpStep, never, "pickUp"> = {
  grammar: [
    {
      // The word before `card` is checked to be `turned`; `lays`, `many` likewise.
      rule: "pickUpStep",
      start: "step",
      startWords: ["dealer", "declarer"],
      define: (g) => {
        g.or(0, [{ ALT: () => g.consume(0, kw.dealer, { LABEL: "by" }) }, { ALT: () => g.consume(0, kw.declarer, { LABEL: "by" }) }]);
        g.consume(0, kw.picks);
        g.consume(0, kw.up);
        g.consume(0, kw.the);
        g.or(1, [
          {
            ALT: () => {
              g.consume(0, NameToken, { LABEL: "turnedWord" });
              g.consume(0, kw.card);
            },
          },
          {
            ALT: () => {
              g.consume(0, kw.leftover, { LABEL: "leftover" });
              g.consume(0, Comma);
              g.consume(1, NameToken, { LABEL: "laysWord" });
              g.consume(0, kw.as);
              g.consume(2, NameToken, { LABEL: "manyWord" });
              g.consume(0, kw.into);
              g.consume(3, NameToken, { LABEL: "pile" });
            },
          },
        ]);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const by = token(node, "by")?.image === "declarer" ? ("declarer" as const) : ("dealer" as const);
    if (token(node, "leftover")) {
      t.word(token(node, "laysWord"), "lays", ",");
      t.word(token(node, "manyWord"), "many", "as");
      return { kind: "pickUp", span, by, leftover: { into: t.ident(token(node, "pile")) } };
    }
    t.word(token(node, "turnedWord"), "turned", "the");
    return { kind: "pickUp", span, by, leftover: undefined };
  },
  // The turned card is the dealer's to pick up, after it is turned up; the leftover goes to the dealer or
  // the declarer (after an auction), its cards laid face down into an owner pile. Before trick play, once.
  check: (step, { reporter: r, block, names, model }) => {
    const steps = block.steps;
    const turn = steps.findIndex((s) => s.kind === "turnCard" && s.from === "leftover");
    const what = step.leftover ? `the ${step.by} picks up the leftover` : "the dealer picks up the turned card";
    if (block.at !== "before") r.report("SW4007", step.span, { detail: `${what} before trick play: put it in 'before tricks'` });
    else if (steps.filter((s) => s.kind === "pickUp")[0] !== step) r.report("SW4007", step.span, { detail: "cards are picked up once a round: remove this second step" });
    else if (!step.leftover && step.by === "declarer") r.report("SW4007", step.span, { detail: "the turned card is the dealer's to pick up: write 'dealer picks up the turned card', or 'declarer picks up the leftover, lays as many into PILE'" });
    else if (!step.leftover && (turn < 0 || turn > steps.indexOf(step))) r.report("SW4007", step.span, { detail: "the dealer picks up the card turned up from the leftover: write 'turn up a card from leftover' before it" });
    else if (step.leftover && step.by === "declarer" && names.auctions.size === 0) r.report("SW4007", step.span, { detail: "'declarer picks up' needs an 'auction NAME: ...' step before it: the declarer is the seat that won it" });
    if (step.leftover?.into) {
      checkPile(step.leftover.into, names, r);
      const pile = model.named.pile.get(step.leftover.into.name)?.item;
      if (step.leftover.into.name === "won") r.report("SW4007", step.leftover.into.span, { detail: "'won' holds the tricks a seat takes: lay the cards into a pile of their own ('pile NAME: owner') and count it in the score" });
      else if (pile?.visibility === "public") r.report("SW4007", step.leftover.into.span, { detail: `the cards are laid face down: declare '${step.leftover.into.name}' an owner pile ('pile ${step.leftover.into.name}: owner')` });
    }
  },
  lower: (s) => ({ kind: "pickUp", ...(s.leftover ? { leftover: { by: s.by, into: s.leftover.into?.name ?? "" } } : {}) }),
  sheet: {
    pickUp: (s) =>
      s.leftover
        ? `The ${s.leftover.by === "dealer" ? "dealer" : "auction's winner"} picks up the leftover cards (seen only by them) and lays as many cards of their hand face down into their ${s.leftover.into}.`
        : "The dealer picks up the card turned up and lays one card of their hand face down in the leftover (seen only by the dealer).",
  },
  leftover: { pickUp: () => true },
  keywords: {},
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: ["turned", "lays", "many"],
  pilesAfter: ["into"],
  // Takes no cards from the hands before trick play.
  hand: null,
};
