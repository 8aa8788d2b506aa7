// One seat's values: its hand, tricks, scores and number.
import type { BuiltinModule } from "../builtin-syntax.js";

export const seatBuiltins = {
  names: {
    hand: {
      hover: "cards: the cards the seat holds (seat context).",
      sheet: "the hand",
      hiddenFromOthers: { why: "another seat's hand (only that seat sees it)" },
    },
    tricks: { hover: "number: tricks the seat won this round (seat context).", sheet: "the tricks won this round" },
    total: { hover: "number: the seat's running total (seat context).", sheet: "the total score" },
    roundScore: {
      hover: "number: the seat's score in the latest round; `roundScore(n)` its score in round n (seat context).",
      sheet: "the score of this round",
    },
    seat: { hover: "number: the seat's own number, counting from 0 (seat context): `seat of dealer` is the dealer's.", sheet: "seat" },
  },
  functions: {
    roundScore: {
      args: [["number"]],
      result: "number",
      takes: "one round number",
      needs: "seat",
      hover: "number: the seat's score in the latest round; `roundScore(n)` its score in round n (seat context).",
      sheet: (a) => `the score of round ${a[0]}`,
    },
  },
} satisfies BuiltinModule;
