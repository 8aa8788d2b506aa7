// The IR of the `sitOut` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, type Static } from "../schema-kit.js";
import { step, expr } from "./base.js";

/**
 * Every seat for which `cond` holds (seat context) lays its hand face down in the leftover and takes
 * no part in this round's trick play. Before trick play.
 */
export const sitOutStep = step({ kind: Const("sitOut"), cond: expr });
export type SitOutStepIR = Static<typeof sitOutStep>;
