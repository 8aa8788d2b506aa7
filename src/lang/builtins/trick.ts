// The trick in question and the round's tricks so far.
import type { BuiltinModule } from "../builtin-syntax.js";

export const trickBuiltins = {
  names: {
    lead: { hover: "suit: the lead suit of the trick (`follow`, `trump`, `winner`).", sheet: "the lead suit" },
    trump: {
      hover: "true or false: the `trump` slot's verdict for the card (`winner` slot only).",
      sheet: "it is a trump",
      needs: "winner",
    },
    position: {
      hover: "number: the card's place in its trick, counting from 1; a card that would join comes after the cards in it (`follow`, `trump`, `winner`).",
      sheet: "its position in the trick",
    },
    leadCard: { hover: "card: the first card of the trick (`follow`, `trump`, `winner`); `suit of leadCard` is its suit.", sheet: "the lead card" },
    lastCard: {
      hover: "card: the card played to the trick most recently that lies face up (`follow`, `trump`, `winner`): under `face down` the lead card, until the trick is turned up.",
      sheet: "the last face-up card of the trick",
    },
    trickNumber: {
      hover: "number: the trick's number in the round, counting from 1 across the table (`follow`, `trump`, `winner`).",
      sheet: "the trick's number in the round",
    },
    leadCards: {
      hover: "cards: the first card of every trick of this round so far, in order (anywhere): `leadCards[2]` led the second trick.",
      sheet: "the lead cards of the round",
    },
    playedTricks: {
      hover: "number: how many tricks have been played to the end and won so far this round (anywhere).",
      sheet: "the tricks played so far this round",
    },
  },
  functions: {},
} satisfies BuiltinModule;
