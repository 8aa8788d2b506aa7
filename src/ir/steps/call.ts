// The IR of the `call` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, Enum, Int, List, Nullable, Obj, Opt, type Static } from "../schema-kit.js";
import { step, expr, name } from "./base.js";

/**
 * Every seat calls a value (a bid): a number from..to (global context) or one of `words`, each of
 * which reads as its own negative number. In turn from the dealer's left in the open, or all at
 * once and hidden (secret). A value is refused when `unless` holds for it (seat context, with the
 * seat's call `name` read as that value). `name` is then a seat value (0 until called).
 */
export const callStep = step({
  kind: Const("call"),
  name,
  from: expr,
  to: expr,
  words: List(Obj({ word: name, value: Int({ maximum: -1 }) })),
  unless: Nullable(expr),
  secret: Bool(),
  /** A call made by one seat only, in the open: the dealer, or the auction's winner; absent: every seat. */
  by: Opt(Enum(["dealer", "declarer"] as const)),
});
export type CallStepIR = Static<typeof callStep>;
