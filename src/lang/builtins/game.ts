// The game's own numbers, known anywhere: players, rounds, the deck's suits.
import type { BuiltinModule } from "../builtin-syntax.js";

export const gameBuiltins = {
  names: {
    players: { hover: "number: the number of players in this game (anywhere).", sheet: "the number of players" },
    round: { hover: "number: the current round, counting from 1 (anywhere).", sheet: "the round number" },
    rounds: { hover: "number: the number of rounds of the game (anywhere).", sheet: "the number of rounds" },
    suits: { hover: "list of suits: every suit of this deck (anywhere).", sheet: "all suits" },
  },
  functions: {},
} satisfies BuiltinModule;
