// Rule cards: which are in force this round.
import type { BuiltinModule } from "../builtin-syntax.js";

export const ruleCardBuiltins = {
  names: {
    activeRules: { hover: "list of numbers: the rule cards in force this round, ascending (anywhere; `rule cards`).", sheet: "the rule cards in force" },
  },
  functions: {
    active: {
      args: [["number"]],
      result: "bool",
      takes: "one rule card number",
      hover: "`active(n)`: true when rule card n is in force this round (anywhere; `rule cards`).",
      sheet: (a) => `rule card ${a[0]} is in force`,
    },
  },
} satisfies BuiltinModule;
