// The IR of the `pickTask` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/**
 * Every seat (but the dealer when `exceptDealer`) picks one of its task chips (RulesetIR.tasks), all
 * at once and hidden; the picks are shown together once every seat has picked.
 */
export const pickTaskStep = step({ kind: Const("pickTask"), exceptDealer: Bool() });
export type PickTaskStepIR = Static<typeof pickTaskStep>;
