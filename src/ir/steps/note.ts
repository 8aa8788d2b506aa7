// The IR of the `note` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, Enum, Opt, type Static } from "../schema-kit.js";
import { step, expr, name } from "./base.js";

/**
 * A value noted at this step, without a decision: `value` (seat context) for every seat, or for the
 * one seat `by` names (the dealer, the auction's winner), computed when the step runs and kept for
 * the round. `name` is then a seat value read like a call's (0 until noted); it shares the calls'
 * names. Secret: seen by its seat only until the round is scored, like a secret call.
 */
export const noteStep = step({
  kind: Const("note"),
  name,
  value: expr,
  secret: Bool(),
  by: Opt(Enum(["dealer", "declarer"] as const)),
});
export type NoteStepIR = Static<typeof noteStep>;
