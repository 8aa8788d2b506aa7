// The IR of the `handTrick` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/** Each seat's remaining hand cards form one trick that seat holds (not played, number 0); an empty hand forms none. */
export const handTrickStep = step({ kind: Const("handTrick") });
export type HandTrickStepIR = Static<typeof handTrickStep>;
