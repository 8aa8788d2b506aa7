// The IR of the `reveal` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, name } from "./base.js";

export const revealStep = step({ kind: Const("reveal"), pile: name });
export type RevealStepIR = Static<typeof revealStep>;
