// Hidden partnerships (`teams A B by holder of CARD`, RulesetIR.teams.holder): each round the seats
// dealt a copy of the card play in the first team, the others in the second. A seat dealt every copy
// plays alone. Who is in which team is decided at the deal and hidden:
// - a seat knows its own team from its hand (the observation shows it its own);
// - a seat that plays a copy is revealed to everyone (a public `teamReveal` event, once the trick it
//   was played to is complete, face-down plays turned up by then);
// - once every copy of the deck has been played, the first team is complete, so every other seat is
//   revealed too;
// - when the round is scored, every team is revealed (scoring reads them: they are known to all).
// Rules may read a team only where that leaks nothing (the checker, src/lang/check-hidden-teams.ts):
// before the round is scored, a seat's own team in its own plays. The sampler needs nothing of its
// own: a world's teams are worked out from the world's deal when it is replayed (the `dealt` hook),
// the played copies are bound to the seats that played them like any card seen, and the seat's own
// hand is its own; judged worlds are off (they would keep the template world's teams).

import type { RulesetIR } from "../../ir/types.js";
import type { EventHandler } from "../core/event.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { Trick } from "../core/trick.js";
import { SAFE } from "../rules/caps.js";
import type { Seat } from "../types.js";

/**
 * Hidden partnerships (`teams ... by holder of CARD`): `seat` plays in team `team` (counting from 0;
 * `name` its name), now known to everyone: it played a copy of the card ("played"), every copy has
 * been played ("all played"), or the round is being scored ("round over"). Public.
 */
export interface TeamRevealEvent {
  readonly type: "teamReveal";
  readonly seat: Seat;
  readonly team: number;
  readonly name: string;
  readonly why: "played" | "all played" | "round over";
}

declare module "../types.js" {
  interface GameEvents {
    teamReveal: TeamRevealEvent;
  }
}

/** The round's hidden partnerships: each seat's team (0: dealt the card, 1: not) and whether everyone knows it. */
export interface HiddenTeams {
  readonly team: number[];
  readonly known: boolean[];
  /** Copies of the card played so far this round (when all are, every team is known). */
  played: number;
}

function cloneHidden(v: HiddenTeams | null): HiddenTeams | null {
  return v ? { team: v.team.slice(), known: v.known.slice(), played: v.played } : null;
}

/** The round's hidden teams, null without them (and before the first deal). */
export const hiddenTeamsSlices = {
  hiddenTeams: mechanicSlice<HiddenTeams | null>({ kind: "game", init: () => null, round: "reset", clone: cloneHidden, seen: "view" }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof hiddenTeamsSlices> {}
}

/** Is card `c` a copy of the ruleset's team card? */
function isTeamCard(k: Kernel, c: number): boolean {
  const h = k.ir.teams!.holder!;
  const card = k.deck.cards[c]!;
  return card.suit === h.suit && card.rank === h.rank;
}

/** How many copies of the team card the deck holds. */
function copiesInDeck(k: Kernel): number {
  let n = 0;
  for (let c = 0; c < k.deck.cards.length; c++) if (isTeamCard(k, c)) n++;
  return n;
}

/** The teams of the hands just dealt: a seat holding a copy plays in the first team. */
function decideTeams(k: Kernel): void {
  const st = k.st;
  const team: number[] = [];
  const known: boolean[] = [];
  for (let s = 0; s < st.players; s++) {
    team.push(st.hands[s]!.some((c) => isTeamCard(k, c)) ? 0 : 1);
    known.push(false);
  }
  st.hiddenTeams = { team, known, played: 0 };
}

/** Reveals `seat`'s team to everyone. */
function reveal(k: Kernel, h: HiddenTeams, seat: Seat, why: "played" | "all played" | "round over"): void {
  if (h.known[seat]) return;
  h.known[seat] = true;
  const team = h.team[seat]!;
  if (k.recording) emit(k, { type: "teamReveal", seat, team, name: k.ir.teams!.names[team]!, why });
}

/** A played copy reveals its player; the last copy played reveals every seat. */
function revealPlayed(k: Kernel, tricks: readonly Trick[]): void {
  const h = k.st.hiddenTeams;
  if (!h) return;
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i]!;
    for (let j = 0; j < t.size; j++) {
      if (!isTeamCard(k, t.cardAt(j))) continue;
      h.played++;
      reveal(k, h, t.seatAt(j), "played");
    }
  }
  if (h.played > 0 && h.played === copiesInDeck(k)) for (let s = 0; s < k.st.players; s++) reveal(k, h, s, "all played");
}

/** Scoring reads the teams: everyone learns them now. */
function revealAll(k: Kernel): void {
  const h = k.st.hiddenTeams;
  if (h) for (let s = 0; s < k.st.players; s++) reveal(k, h, s, "round over");
}

/** Each seat's team as `seat` knows it (Observation.teams): see the module's comment. */
function teamsSeenBy(k: Kernel, seat: Seat): (number | null)[] | null {
  const ir = k.ir;
  if (!ir.teams) return null;
  const n = ir.teams.names.length;
  const h = k.st.hiddenTeams;
  const out: (number | null)[] = [];
  for (let s = 0; s < k.st.players; s++) {
    if (!ir.teams.holder) out.push(s % n);
    else out.push(h && (s === seat || h.known[s]) ? h.team[s]! : null);
  }
  return out;
}

export const teamRevealEvent: EventHandler<"teamReveal"> = {
  // A hidden partnership revealed: by a card just played (which undo takes back with it) or by every
  // copy having been played, which the played cards already show; at the round's end the scores reveal.
  reveals: false,
  answersStep: false,
  // Made only when everyone may know it.
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} is in team ${e.name}${e.why === "played" ? "" : e.why === "all played" ? " (every copy of the card is played)" : " (the round is over)"}`,
  sample: {
    // Nothing moves: the copy it names was played in the open (bound where the seat played it).
    cards: "nothing",
    // The engine reveals it itself when the world replays the trick.
    replay: "derived",
  },
};

/** Does the ruleset decide its teams by the holder of a card? */
export function hasHiddenTeams(ir: RulesetIR): boolean {
  return ir.teams?.holder !== undefined;
}

/** Hidden partnerships as a mechanic (assembly/mechanics.ts). The `team` built-in (scoring/teams.ts) reads its slice. */
export const hiddenTeamsMechanic = {
  name: "hiddenTeams",
  slices: hiddenTeamsSlices,
  decisions: {},
  codecs: {},
  events: { teamReveal: teamRevealEvent },
  hooks: (ir) => (hasHiddenTeams(ir) ? { dealt: decideTeams, tricksAwarded: revealPlayed, roundScored: revealAll } : {}),
  // Two teams, and hands that stay where they were dealt: src/ir/structure.ts (teamsByHolderTwo, teamsByHolderKeepHands).
  // Its hooks run on every path (the fast cycle loop runs tricksAwarded too), and `team` is read
  // live (scoring/teams.ts: not fixed per deck).
  caps: () => SAFE,
  // A judged world would keep the template world's teams: every world is replayed instead.
  judgedWorlds: (ir) => !hasHiddenTeams(ir),
  view: (k, seat) => ({ teams: teamsSeenBy(k, seat) }),
} satisfies Mechanic<"hiddenTeams", "teams">;
