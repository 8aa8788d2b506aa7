// The IR of the `return` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, name } from "./base.js";

/** Every seat takes the cards of its `pile` back into its hand. */
export const returnStep = step({ kind: Const("return"), pile: name });
export type ReturnStepIR = Static<typeof returnStep>;
