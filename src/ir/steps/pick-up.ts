// The IR of the `pickUp` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, Enum, Obj, Opt, type Static } from "../schema-kit.js";
import { step, name } from "./base.js";

/**
 * The card turned up from the leftover goes into the dealer's hand, and the dealer lays one hand
 * card face down in the leftover (a decision for one seat). Before trick play, at most once, after
 * `turn up a card from leftover`; nothing happens when no card was turned up. With `leftover`: that
 * seat (the dealer, or the auction's winner) takes every leftover card into its hand instead and lays
 * as many hand cards face down into its `into` pile (an owner pile), one decision each.
 */
export const pickUpStep = step({ kind: Const("pickUp"), leftover: Opt(Obj({ by: Enum(["dealer", "declarer"] as const), into: name })) });
export type PickUpStepIR = Static<typeof pickUpStep>;
