// Where a seat path (`x of left of dealer`, `x of partner`) moves: one hop at a time, from the seat of
// the evaluation context (expr/compile.ts atSeat). Hidden partnerships read this round's teams.
import type { SeatHopIR } from "../../ir/types.js";
import { unreachable } from "../../ir/unreachable.js";
import { IrError, type Env } from "./types.js";

/** Where an `atSeat` hop moves from `seat`: a neighbour, the partner (the next seat of its team), the dealer. */
export function seatMove(hop: SeatHopIR, teams: number, hidden: boolean): (env: Env, seat: number) => number {
  switch (hop) {
    case "left":
      return (env, seat) => (seat + 1 === env.st.players ? 0 : seat + 1);
    case "right":
      return (env, seat) => (seat === 0 ? env.st.players - 1 : seat - 1);
    case "partner":
      if (teams < 2) throw new IrError("`partner` referenced in a ruleset without teams");
      // Hidden partnerships: the next seat clockwise dealt into the same team; a seat alone is its own.
      if (hidden) return (env, seat) => nextOfTeam(env.st.hiddenTeams?.team, seat, env.st.players);
      return (env, seat) => (seat + teams) % env.st.players;
    case "dealer":
      return (env) => env.st.dealer;
    // The auction's winner; the dealer while (or when) nobody won it.
    case "declarer":
      return (env) => (env.st.auction.declarer >= 0 ? env.st.auction.declarer : env.st.dealer);
    default:
      return unreachable(hop);
  }
}

/** The next seat clockwise of `seat`'s team (`team[s]` per seat), `seat` itself when it plays alone (or before the deal). */
function nextOfTeam(team: readonly number[] | undefined, seat: number, players: number): number {
  if (!team) return seat;
  for (let i = 1; i < players; i++) {
    const s = (seat + i) % players;
    if (team[s] === team[seat]) return s;
  }
  return seat;
}
