// The IR's `trickValue` (`trick value: EXPR`, src/lang/decls/trick-value.ts): its schema and its place.
import { Opt } from "../schema-kit.js";
import { expr } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * The value of one held trick (held-trick context: `cards`, `number`, `played`); absent = every trick
 * is worth 1. `trickPoints` (seat context) is the sum over the seat's held tricks. Left out when
 * not declared, so the IR of a ruleset that does not use it is unchanged.
 */
export const trickValueField = declField("trickValue", "tricks", Opt(expr));
