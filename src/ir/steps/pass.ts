// The IR of the `pass` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, Enum, type Static } from "../schema-kit.js";
import { step, expr, SIDES } from "./base.js";

/**
 * Every seat passes `count` hand cards face down to its left (the next seat clockwise) or right
 * neighbour, all at the same time: each chooses before any receives.
 */
export const passStep = step({ kind: Const("pass"), count: expr, to: Enum(SIDES) });
export type PassStepIR = Static<typeof passStep>;
