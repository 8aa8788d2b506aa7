// The IR of the `revealSecret` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, name } from "./base.js";

/** The secret value `name` (RulesetIR.secrets) is shown to every seat for the rest of the round. */
export const revealSecretStep = step({ kind: Const("revealSecret"), name });
export type RevealSecretStepIR = Static<typeof revealSecretStep>;
