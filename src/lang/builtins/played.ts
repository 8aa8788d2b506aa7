// Table memory: the cards of the round's completed tricks and who played each (public).
import type { BuiltinModule } from "../builtin-syntax.js";

export const playedBuiltins = {
  names: {
    playedCards: {
      hover: "cards: the cards of this round's completed tricks, trick by trick in the order played (anywhere; public): `count(playedCards where suit = spades) > 0`.",
      sheet: "the cards played to the completed tricks of this round",
    },
    playedBy: {
      hover: "number: the seat that played the card in question into a completed trick of this round, or -1 when it was not (yet) played (inside `where`, the trick slots; `playedBy of CARDS` lists it; public): `count(won where suit = coin and playedBy != seat)`.",
      sheet: "the seat that played it",
      // No `of` field of its own in the IR: `playedBy of CARDS` maps the name over the cards.
      ofCards: "map",
    },
  },
  functions: {},
} satisfies BuiltinModule;
