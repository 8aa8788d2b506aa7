// The IR of the `expose` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, expr } from "./base.js";

/**
 * Every seat lays `count` hand cards face up, all at the same time (each chooses before any is
 * shown): they stay in the hand, playable, and everyone sees them until they leave the hand.
 */
export const exposeStep = step({ kind: Const("expose"), count: expr });
export type ExposeStepIR = Static<typeof exposeStep>;
