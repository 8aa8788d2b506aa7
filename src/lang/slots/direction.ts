// `direction: clockwise | counterclockwise | alternating`: which way play goes in each trick. The
// language side in one unit: grammar, AST node, lowering. A rule card may change it for the rounds it
// is in force (TricksIR.byCard); that alternating needs cycle play is a structural rule of the IR.
import { Colon, keywordTokens } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";

const directionKeywords = {
  direction: "`direction: clockwise` / `counterclockwise` / `alternating` in `tricks`: which way play goes in each trick (alternating: trick 1 clockwise, trick 2 counter-clockwise, ...). Who leads, and left and right elsewhere, are not affected.",
  counterclockwise: "`direction: counterclockwise`: every trick is played to the right (the seat before, clockwise).",
  alternating: "`direction: alternating`: trick 1 is played clockwise, trick 2 counter-clockwise, and so on.",
};
/** The core keywords and its own (those only this module consumes: `direction`, `counterclockwise`, `alternating`). */
const kw = keywordTokens({ ...directionKeywords });

export interface DirectionSlot extends Node {
  readonly kind: "direction";
  readonly which: "clockwise" | "counterclockwise" | "alternating" | undefined;
}

export const directionSyntax: SlotSyntax<DirectionSlot, "direction", "direction" | "counterclockwise" | "alternating"> = {
  grammar: [
    {
      rule: "directionSlot",
      start: "slot",
      startWords: ["direction"],
      define: (g) => {
        g.consume(0, kw.direction);
        g.consume(0, Colon);
        g.or(0, [
          { ALT: () => g.consume(0, kw.clockwise) },
          { ALT: () => g.consume(0, kw.counterclockwise) },
          { ALT: () => g.consume(0, kw.alternating) },
        ]);
      },
    },
  ],
  toAst: ({ node, span }) => ({
    kind: "direction",
    span,
    which: token(node, "KwClockwise") ? "clockwise" : token(node, "KwCounterclockwise") ? "counterclockwise" : token(node, "KwAlternating") ? "alternating" : undefined,
  }),
  label: "direction",
  check: () => {},
  lower: (slot) => ({ direction: slot?.which ?? "clockwise" }),
  byRound: (slot) => ({ direction: slot.which ?? "clockwise" }),
  expressions: () => [],
  continuing: ["direction"],
  checkedWords: [],
  rules: ["direction"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: directionKeywords,
};
