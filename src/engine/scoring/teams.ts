// Partnerships fixed by seat (RulesetIR.teams): seat s plays in team s mod the number of teams, so with
// two teams of two partners sit across. Partners score the same every round (the score rule is read
// for each seat and must agree, or the game stops with an error naming both seats: a team's score
// written asymmetrically is a mistake in the rules, not a different game), and a team wins together.
// What a seat's team is follows from the seat alone: public, so nothing to hide or sample.
// Hidden partnerships (`by holder of CARD`) are decided per round by the deal (scoring/hidden-teams.ts):
// `team` reads that mechanic's slice; their seats need not score the same (a seat dealt every copy
// plays alone, and may score as one against three), and the game's winners are seats, since the teams
// change from round to round.

import type { RulesetIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { RuleError } from "../errors.js";
import { IrError } from "../expr/types.js";
import { SAFE } from "../rules/caps.js";
import type { Seat } from "../types.js";
import { declRule } from "../../ir/rule-ref.js";

/** How many teams the ruleset has (0: none). */
export function teamCount(ir: RulesetIR): number {
  return ir.teams?.names.length ?? 0;
}

/** The seat's team for the whole game, counting from 0 (the seat itself when there are no teams, or they change every round). */
export function teamOf(ir: RulesetIR, seat: Seat): number {
  return ir.teams?.holder ? seat : teamOfSeat(seat, teamCount(ir));
}

/** The seat's team among `teams` teams, counting from 0 (the seat itself when there are none): the one place that says so. */
function teamOfSeat(seat: Seat, teams: number): number {
  return teams === 0 ? seat : seat % teams;
}

/** Partners must score the same: the first pair that does not stops the game. */
function sameTeamScores(k: Kernel, scores: readonly number[]): void {
  const n = teamCount(k.ir);
  for (let s = n; s < scores.length; s++) {
    const first = s % n;
    if (scores[s] !== scores[first]) {
      throw new RuleError(
        "team-score",
        declRule("score"),
        k.seed,
        `partners score the same, but in round ${k.st.round} seat ${first} scored ${scores[first]} and its partner seat ${s} scored ${scores[s]} (team ${k.ir.teams!.names[first]}); write the score from the team's point of view, e.g. 'tricks + tricks of partner'`,
      );
    }
  }
}

/** Every seat of a team one of whose seats is best wins, in seat order. */
function wholeTeams(k: Kernel, best: readonly Seat[]): Seat[] {
  const n = teamCount(k.ir);
  const teams = new Set(best.map((s) => s % n));
  const out: Seat[] = [];
  for (let s = 0; s < k.st.players; s++) if (teams.has(s % n)) out.push(s);
  return out;
}

export const teamsMechanic = {
  name: "teams",
  // `team`: the seat's team counting from 1, as teamOf says.
  builtins: {
    team: {
      readsCard: false,
      fixedPerDeck: false,
      cheap: true,
      leaf: null,
      compile: (names) => {
        const n = names.teams ?? 0;
        if (n < 2) throw new IrError("`team` referenced in a ruleset without teams");
        // Hidden partnerships: this round's, from the deal (0 before the first deal: never read then).
        if (names.hiddenTeams) return (env) => (env.st.hiddenTeams ? env.st.hiddenTeams.team[env.seat]! + 1 : 0);
        return (env) => teamOfSeat(env.seat, n) + 1;
      },
    },
  },
  decisions: {},
  codecs: {},
  hooks: (ir) => (ir.teams && !ir.teams.holder ? { roundScored: sameTeamScores, winners: wholeTeams } : {}),
  // How many teams a ruleset may have and how they seat: src/ir/structure.ts (teamsTwoOrMore, teamsSeatAlike; hidden partnerships: teamsByHolder).
  // Read only when a round is scored and the game ends, after trick play on every path.
  caps: () => SAFE,
  // Teams by seat follow from the seats; hidden ones say so themselves (scoring/hidden-teams.ts).
  judgedWorlds: () => true,
  // Who plays with whom follows from the seats (the IR says it): nothing to show beyond it.
  view: null,
} satisfies Mechanic<"teams">;
