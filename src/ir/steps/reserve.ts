// The IR of the `reserve` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/**
 * Every seat secretly sets one hand card aside, face down (only its owner sees it), all at the same
 * time; trick play from the hand is then one trick shorter, and once it ends the set-aside cards
 * are played automatically as one more trick, in turn order from its leader, exempt from following.
 */
export const reserveStep = step({ kind: Const("reserve") });
export type ReserveStepIR = Static<typeof reserveStep>;
