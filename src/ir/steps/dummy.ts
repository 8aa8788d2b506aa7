// The IR of the `dummy` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Const, Enum, List, type Static } from "../schema-kit.js";
import { SEAT_HOPS, step } from "./base.js";

/** When the dummy's hand is laid face up: after the round's first card is played (the opening lead), or after its first trick. */
export const DUMMY_POINTS = ["play", "trick"] as const;

/**
 * One seat's hand is a dummy for the round: `seat` (a seat path read from the right, as a first lead's:
 * `partner of declarer`) lays its whole hand face up for everyone at the point `after`, and from then on
 * its decisions are made by the seat `by` (another path: `declarer`). Until then the hand is as secret
 * as any and the seat decides for itself.
 */
export const dummyStep = step({
  kind: Const("dummy"),
  seat: List(Enum(SEAT_HOPS)),
  by: List(Enum(SEAT_HOPS)),
  after: Enum(DUMMY_POINTS),
});
export type DummyStepIR = Static<typeof dummyStep>;
