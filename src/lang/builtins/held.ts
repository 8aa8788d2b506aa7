// Held tricks: one trick a seat holds (`trick value`), and what they are worth together.
import type { BuiltinModule } from "../builtin-syntax.js";

export const heldBuiltins = {
  names: {
    trickPoints: {
      hover: "number: the sum of `trick value` over the tricks the seat holds; without `trick value`, each trick is worth 1 (seat context).",
      sheet: "the points of the tricks held",
      hiddenFromOthers: { why: "another seat's trick points (worked out from its won pile, which only that seat sees)", unlessPublic: "won" },
    },
    cards: { hover: "cards: the cards of the held trick in question (`trick value` only).", sheet: "the trick's cards" },
    number: {
      hover: "number: the held trick's place among the round's played tricks (1 = the first one completed); 0 for a trick formed from a hand (`trick value` only).",
      sheet: "the trick's number",
    },
    played: { hover: "true or false: the held trick was won in play, not formed from a hand (`trick value` only).", sheet: "the trick was played" },
  },
  functions: {},
} satisfies BuiltinModule;
