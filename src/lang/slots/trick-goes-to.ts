// `trick goes to: winner | left of winner | right of winner`: who holds a won trick (the winner still
// leads next where the lead rule says `winner`). The language side in one unit: grammar, AST node,
// lowering. A rule card may change it for the rounds it is in force (TricksIR.byCard).
import { Colon, kw, NameToken } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";

/** `trick goes to: ...`: who holds a won trick. */
export interface TrickGoesToSlot extends Node {
  readonly kind: "trickGoesTo";
  readonly to: "winner" | "leftOfWinner" | "rightOfWinner" | undefined;
}

export const trickGoesToSyntax: SlotSyntax<TrickGoesToSlot, "trickGoesTo", never> = {
  grammar: [
    {
      /** The word `goes` is checked after parsing. */
      rule: "trickGoesSlot",
      start: "slot",
      startWords: ["trick"],
      define: (g) => {
        g.consume(0, kw.trick);
        g.consume(0, NameToken, { LABEL: "goes" });
        g.consume(0, kw.to);
        g.consume(0, Colon);
        g.or(0, [
          { ALT: () => g.consume(0, kw.winner) },
          {
            ALT: () => {
              g.or(2, [{ ALT: () => g.consume(0, kw.left) }, { ALT: () => g.consume(0, kw.right) }]);
              g.consume(0, kw.of);
              g.consume(2, kw.winner);
            },
          },
        ]);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "goes"), "goes", "trick");
    return { kind: "trickGoesTo", span, to: token(node, "KwLeft") ? "leftOfWinner" : token(node, "KwRight") ? "rightOfWinner" : token(node, "KwWinner") ? "winner" : undefined };
  },
  label: "trick goes to",
  check: () => {},
  // Left out when not written (or `winner`), so the IR of a ruleset that does not use it is unchanged.
  lower: (slot) => (slot?.to && slot.to !== "winner" ? { trickGoesTo: slot.to } : {}),
  byRound: (slot) => ({ trickGoesTo: slot.to ?? "winner" }),
  expressions: () => [],
  continuing: [],
  checkedWords: ["goes"],
  rules: [],
  playerCounts: null,
  keywords: {},
};
