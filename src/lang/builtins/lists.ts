// The functions over lists and numbers.
import type { BuiltinModule } from "../builtin-syntax.js";

export const listBuiltins = {
  names: {},
  functions: {
    count: {
      args: [["cards", "suits", "numbers", "list"]],
      result: "number",
      takes: "one list",
      hover: "`count(LIST)`: the number of items of a list.",
      sheet: (a) => `the number of ${a[0]}`,
    },
    sum: { args: [["numbers", "list"]], result: "number", takes: "one list of numbers", hover: "`sum(NUMBERS)`: the sum of a list of numbers.", sheet: (a) => `the sum of ${a[0]}` },
    max: {
      args: [["numbers", "list"]],
      result: "number",
      takes: "one list of numbers",
      hover: "`max(NUMBERS)`: the largest number of a list (0 when empty).",
      sheet: (a) => (a.length === 1 ? `the highest of ${a[0]}` : `the higher of ${a.join(" and ")}`),
    },
    min: {
      args: [["numbers", "list"]],
      result: "number",
      takes: "one list of numbers",
      hover: "`min(NUMBERS)`: the smallest number of a list (0 when empty).",
      sheet: (a) => (a.length === 1 ? `the lowest of ${a[0]}` : `the lower of ${a.join(" and ")}`),
    },
    abs: { args: [["number"]], result: "number", takes: "one number", hover: "`abs(n)`: the absolute value of a number.", sheet: (a) => `the size of ${a[0]}` },
  },
} satisfies BuiltinModule;
