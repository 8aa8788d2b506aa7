// The IR's `teams` (`teams A B [by holder of CARD]`, src/lang/decls/teams.ts): its schema and its place.
import { List, Obj, Opt } from "../schema-kit.js";
import { index, name } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * Fixed partnerships, by name: seat s plays in team s mod names.length (every legal player count is a
 * multiple of it). Partners score the same each round, and a team wins together.
 * With `holder`: hidden partnerships, decided afresh each round: the seats dealt a copy of that card
 * play in the first of the two teams, the others in the second; a seat's team is known to it from its
 * hand and to the others once it plays a copy (or once every copy has been played), and to everyone
 * when the round is scored.
 */
export const TeamsSchema = Obj(
  {
    names: List(name, { minItems: 2 }),
    /** `by holder of CARD`: the card (every copy of it) whose holders at the deal form the first team (absent: teams by seat). */
    holder: Opt(Obj({ suit: index, rank: index })),
  },
  { description: "Fixed partnerships: seat s plays in team s mod the number of names; with holder, the seats dealt that card against the others, hidden until played." },
);

/** Fixed partnerships (absent: none). */
export const teamsField = declField("teams", "ruleCards", Opt(TeamsSchema));
