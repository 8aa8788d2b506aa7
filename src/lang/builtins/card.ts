// The card in question's own values: its suit and rank (`suit of CARD`, `rank of CARDS`).
import type { BuiltinModule } from "../builtin-syntax.js";

export const cardBuiltins = {
  names: {
    suit: { hover: "suit: the suit of the card in question (trick slots, `where`).", sheet: "its suit", ofCards: "suit" },
    rank: { hover: "number: the rank of the card in question (trick slots, `where`).", sheet: "its rank", ofCards: "rank" },
  },
  functions: {},
} satisfies BuiltinModule;
