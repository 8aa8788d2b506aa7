// The IR of the `giveTricks` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, Enum, type Static } from "../schema-kit.js";
import { step, SIDES } from "./base.js";

/**
 * The seat holding the round's last played trick gives every played trick it holds to its left or
 * right neighbour (tricks formed from a hand stay). Nothing happens when no trick was played.
 */
export const giveTricksStep = step({ kind: Const("giveTricks"), to: Enum(SIDES) });
export type GiveTricksStepIR = Static<typeof giveTricksStep>;
