// The IR of the `draw` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/**
 * The leftover is a stock that refills the hands during trick play: after each trick, while it lasts,
 * every seat draws one card from it, the trick's winner first and then the others clockwise. With
 * `faceUp` its top card lies face up: the first to draw takes that card in the open, the others draw
 * face down, and the next card is turned up. Before trick play, at most once.
 */
export const drawStep = step({ kind: Const("draw"), faceUp: Bool() });
export type DrawStepIR = Static<typeof drawStep>;
