// The IR of the `remove` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, expr } from "./base.js";

/**
 * The winner of the most recently completed trick removes `count` of its cards from the game (out
 * of play, seen by everyone); the trick still counts as won. During trick play or after it.
 */
export const removeStep = step({ kind: Const("remove"), count: expr });
export type RemoveStepIR = Static<typeof removeStep>;
