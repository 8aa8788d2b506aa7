// The IR of the `turnCard` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, Enum, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/**
 * One card is turned face up for the round (read as `turned`): a random card of the leftover, which
 * stays there (none when nothing is left over), or a card of the dealer's hand, which stays there
 * face up to everyone until it leaves the hand. Before trick play, at most once.
 */
export const turnCardStep = step({ kind: Const("turnCard"), from: Enum(["leftover", "dealer"] as const) });
export type TurnCardStepIR = Static<typeof turnCardStep>;
