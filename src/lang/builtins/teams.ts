// Partnerships: the seat's team (needs a `teams` declaration).
import type { BuiltinModule } from "../builtin-syntax.js";

export const teamBuiltins = {
  names: {
    team: {
      hover: "number: the seat's team, counting from 1 in the order `teams` names them (seat context; needs `teams`).",
      sheet: "team",
      unavailable: (names) => (names.declared?.teams?.teams.length ? undefined : "is the seat's team, but this ruleset has no teams"),
    },
  },
  functions: {},
} satisfies BuiltinModule;
