// The IR of the `order` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, type Static } from "../schema-kit.js";
import { step, expr, name } from "./base.js";

export const orderStep = step({
  kind: Const("order"),
  /** The per-seat list of numbers this step creates (seat context: `name`, a list of numbers). */
  name,
  /** The values every seat arranges (global context); each seat's order is a permutation of them. */
  values: expr,
  /** Simultaneous and hidden from the other seats (true), or public, one seat after another (false). */
  secret: Bool(),
});
export type OrderStepIR = Static<typeof orderStep>;
