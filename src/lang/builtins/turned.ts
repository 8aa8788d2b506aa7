// The card turned up for the round (`turn up a card`).
import type { BuiltinModule } from "../builtin-syntax.js";

export const turnedBuiltins = {
  names: {
    turned: {
      hover: "cards: the card turned up this round by `turn up a card from ...`, as a list of one card, empty when none (anywhere; public): `trump: suit in suit of turned`.",
      sheet: "the card turned up",
    },
  },
  functions: {},
} satisfies BuiltinModule;
