// The IR of the `choose` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, type Static } from "../schema-kit.js";
import { step, expr, name } from "./base.js";

export const chooseStep = step({
  kind: Const("choose"),
  /** Cards each seat moves from its hand into `pile`. */
  count: expr,
  pile: name,
  /** The chosen cards must all have different suits. */
  distinctSuits: Bool(),
  /** Simultaneous hidden commitment (true), or one seat after another from the dealer's left (false). */
  secret: Bool(),
});
export type ChooseStepIR = Static<typeof chooseStep>;
