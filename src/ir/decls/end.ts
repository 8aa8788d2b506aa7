// The IR's `end` (`end when: COND [, unless tied]`, src/lang/decls/end.ts): its schema and its place.
import { Bool, Obj, Opt } from "../schema-kit.js";
import { expr } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * The game ends after a round in which `when` (seat context) holds for some seat, or after `rounds`
 * rounds at the latest. `unlessTied`: play goes on while the winners are more than one seat (or team).
 */
export const EndSchema = Obj(
  {
    when: expr,
    unlessTied: Bool(),
    /**
     * True when `rounds` was not declared: it is then only a guard, and a game that reaches it without
     * its condition holding stops with a RuleError instead of ending as if it had.
     */
    roundsIsGuard: Bool(),
  },
  { description: "The game ends after a round in which `when` (seat context) holds for some seat." },
);

/** Ending on a condition (absent: the game lasts exactly `rounds` rounds). */
export const endField = declField("end", "teams", Opt(EndSchema));
