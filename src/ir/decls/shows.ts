// The IR's `shows` (`show ORDER[...] when ...`, src/lang/decls/show.ts): its schema and its place.
import { List, Obj } from "../schema-kit.js";
import { expr, name } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * While `when` holds for a seat, the entry of its order `order` at 1-based position `at` is face up:
 * everyone sees it, and keeps knowing it for the rest of the round after it turns face down again.
 */
export const ShowSchema = Obj({
  order: name,
  /** Seat context. */
  at: expr,
  /** Seat context. */
  when: expr,
});

/** Which entry of a seat's order is face up (public), re-evaluated after every step and trick. */
export const showsField = declField("shows", "trickSteps", List(ShowSchema));
