// `dummy SEAT, played by SEAT, after the first play|trick` (the engine's steps/dummy.ts): one seat's hand
// is a dummy for the round. It is laid face up for everyone at the point named (after the opening lead,
// or after the first trick), and from then on the other seat named makes that seat's decisions (plays
// its cards in its turn). Both seats are seat paths read from the right, as a first lead's
// (`partner of declarer`), ending at the dealer or the declarer.
import { Comma, keywordTokens } from "../../../grammar/tokens.js";
import type { Node, SeatHop } from "../ast.js";
import { child, nodes, token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import type { Reporter } from "../diagnostics.js";
import type { DeclaredNames } from "../check-names.js";
import type { Model } from "../model.js";
import type { CstNode } from "chevrotain";

export type DummyStep = Node & {
  readonly kind: "dummy";
  /** The dummy's seat and the seat that plays for it: hops as written, read from the right. */
  readonly seat: readonly SeatHop[];
  readonly by: readonly SeatHop[];
  readonly after: "play" | "trick";
};

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
  dummy:
    "`dummy SEAT, played by SEAT, after the first play` (before trick play, once): SEAT's hand is a dummy for the round. It is laid face up for everyone after the round's first card is played (the opening lead; `after the first trick`: once the first trick is won), and from then on the seat after `played by` makes the dummy's decisions: it plays the dummy's cards in the dummy's turn. Until then the hand is secret and the seat plays for itself. Both seats are seat paths read from the right, ending at `dealer` or `declarer` (`partner of declarer`).",
  played: "`dummy SEAT, played by SEAT, ...`: the seat that makes the dummy's decisions once its hand is face up.",
  play: "`dummy SEAT, played by SEAT, after the first play`: the dummy's hand is laid face up once the round's first card (the opening lead) is played.",
};
const kw = keywordTokens<keyof typeof keywords>(keywords, ["played", "play"]);

const HOP_WORDS: { readonly [H in SeatHop]: string } = { left: "left neighbour", right: "right neighbour", partner: "partner", dealer: "dealer", declarer: "declarer" };

/** A seat path in words for the rules sheet: `partner of declarer` -> "the partner of the declarer". */
function seatWords(hops: readonly SeatHop[]): string {
  return hops.map((h) => `the ${HOP_WORDS[h]}`).join(" of ");
}

function hopsOf(n: CstNode | undefined): SeatHop[] {
  return n ? nodes(n, "seatHop").flatMap((h) => { const s = token(h, "seat"); return s ? [s.image as SeatHop] : []; }) : [];
}

/** Why a dummy's seat path cannot name a seat here, or undefined (the first lead's rules: src/ir/structure.ts leadPathAnchored). */
function pathProblem(hops: readonly SeatHop[], names: DeclaredNames, model: Model): string | undefined {
  const written = hops.join(" of ");
  const anchor = hops[hops.length - 1];
  if (anchor !== "dealer" && anchor !== "declarer") return `the seat '${written}' must end with 'dealer' or 'declarer': it is read from the right, starting at that seat (for example 'partner of declarer')`;
  if (hops.includes("declarer") && names.auctions.size === 0) return `'${written}' names 'declarer', the seat that won the auction, but this ruleset has no 'auction NAME: ...' step`;
  if (hops.includes("partner") && !model.decls.teams) return `'${written}' names 'partner', the next seat of the same team, but this ruleset has no teams`;
  // A dummy at a hidden partner would tell every seat who it is.
  if (hops.includes("partner") && model.decls.teams?.item.holder) return `'${written}' names 'partner', but the teams are hidden until their card is played ('by holder of')`;
  return undefined;
}

function checkPaths(step: DummyStep, r: Reporter, names: DeclaredNames, model: Model): void {
  for (const hops of [step.seat, step.by]) {
    const why = pathProblem(hops, names, model);
    if (why) r.report("SW4007", step.span, { detail: why });
  }
  if (step.seat.join(" ") === step.by.join(" ")) r.report("SW4007", step.span, { detail: `the dummy is played by another seat: '${step.by.join(" of ")}' is the dummy itself` });
}

export const dummySyntax: StepSyntax<DummyStep, keyof typeof keywords, "dummy"> = {
  grammar: [
    {
      rule: "dummyStep",
      start: "step",
      startWords: ["dummy"],
      define: (g) => {
        g.consume(0, kw.dummy);
        g.subrule(0, "seatPath", { LABEL: "seat" });
        g.consume(0, Comma);
        g.consume(0, kw.played);
        g.consume(0, kw.by);
        g.subrule(1, "seatPath", { LABEL: "by" });
        g.consume(1, Comma);
        g.consume(0, kw.after);
        g.consume(0, kw.the);
        g.consume(0, kw.first);
        g.or(0, [{ ALT: () => g.consume(0, kw.play, { LABEL: "point" }) }, { ALT: () => g.consume(0, kw.trick, { LABEL: "point" }) }]);
      },
    },
  ],
  toAst: ({ node, span }) => ({
    kind: "dummy",
    span,
    seat: hopsOf(child(node, "seat")),
    by: hopsOf(child(node, "by")),
    after: token(node, "point")?.image === "trick" ? "trick" : "play",
  }),
  // Before trick play, once; both seats named from a seat every seat knows, and not the same.
  check: (step, { reporter: r, block, names, model }) => {
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "a dummy is named before trick play: put 'dummy' in 'before tricks'" });
    else if (block.steps.filter((s) => s.kind === "dummy")[0] !== step) r.report("SW4007", step.span, { detail: "one dummy per round: remove this second step" });
    checkPaths(step, r, names, model);
  },
  lower: (s) => ({ kind: "dummy", seat: [...s.seat], by: [...s.by], after: s.after }),
  sheet: {
    dummy: (s) =>
      `The hand of ${seatWords(s.seat)} is a dummy: it is laid face up for everyone ${s.after === "play" ? "once the first card of the round is played" : "once the first trick is won"}, and from then on ${seatWords(s.by)} plays its cards in its turn.`,
  },
  leftover: { dummy: () => false },
  keywords,
  continuing: ["dummy", "played"],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands: the dummy's cards stay in its hand.
  hand: null,
};
