// Trick winners a replayed world takes from the observed round's log instead of judging each trick
// again (view/replay.ts). Judging a trick walks the winner tiers, evaluating card attributes per card
// (tricks/winner.ts), and the greedy playtest replays a round about a hundred thousand times: a tenth
// of a replay went to judging tricks whose winners the log already shows.
//
// Exact, not an approximation: where every winner rule (the tiers' `where` and keys, `pick`) reads
// only the trick in question's plays and what every seat sees (rules/judged-reads.ts
// readsOnlyPublicAndTrick), a trick's winner is a function of its plays and of public values. A world
// that has agreed with every observed action so far (the replay clears this as soon as one is
// refused: a refused action carried out regardless may leave the world off the observed course) holds
// the same public values as the real game, and a trick of the same plays, all face up, has the
// winner the real game gave it: the one its `trick` event shows. Anything else (another trick, a card
// face down, a trick the log does not show won) is judged as before.

import type { RulesetIR } from "../../ir/types.js";
import type { LogWinners } from "../core/kernel.js";
import type { Trick } from "../core/trick.js";
import { readsOnlyPublicAndTrick } from "../rules/judged-reads.js";
import type { GameEvent, Seat, TrickPlay } from "../types.js";

/** How many trick winners replays took from the log (in this process): tests read it to prove the path runs. */
export const LOGGED_WINNER_COUNTS = { taken: 0 };

/** Off only for tests (the reference the logged winners are compared with). */
export const LOGGED_WINNERS = { enabled: true };

/** Do the ruleset's winner rules read only the trick in question and what every seat sees? Per IR. */
const publicWinners = new WeakMap<RulesetIR, boolean>();

function winnersArePublic(ir: RulesetIR): boolean {
  let ok = publicWinners.get(ir);
  if (ok === undefined) {
    const t = ir.tricks;
    ok = readsOnlyPublicAndTrick(t.pick, ir) && t.winner.every((tier) => readsOnlyPublicAndTrick(tier.where, ir) && tier.keys.every((key) => readsOnlyPublicAndTrick(key.key, ir)));
    publicWinners.set(ir, ok);
  }
  return ok;
}

/** The won tricks of one observed round, by trick id. */
class LoggedWinners implements LogWinners {
  constructor(
    private readonly leads: readonly number[],
    private readonly plays: readonly (readonly TrickPlay[])[],
    private readonly winners: readonly Seat[],
  ) {}

  winnerOf(trick: Trick): number {
    const plays = this.plays[trick.id];
    if (plays === undefined || trick.down > 0 || trick.size !== plays.length || trick.lead !== this.leads[trick.id]) return -1;
    for (let i = 0; i < plays.length; i++) {
      const p = plays[i]!;
      if (trick.seatAt(i) !== p.seat || trick.cardAt(i) !== p.card) return -1;
    }
    LOGGED_WINNER_COUNTS.taken++;
    return this.winners[trick.id]!;
  }
}

/** Per events list (one observation's round): its logged winners, or null when there are none to take. */
const logged = new WeakMap<readonly GameEvent[], { readonly ir: RulesetIR; readonly winners: LoggedWinners | null }>();

/** The winners a replay of `events` under `ir` may take from them, or null (not public, or no trick won yet). */
export function loggedWinners(ir: RulesetIR, events: readonly GameEvent[]): LogWinners | null {
  if (!LOGGED_WINNERS.enabled) return null;
  const kept = logged.get(events);
  if (kept !== undefined && kept.ir === ir) return kept.winners;
  let w: LoggedWinners | null = null;
  if (winnersArePublic(ir)) {
    const leads: number[] = [];
    const plays: (readonly TrickPlay[])[] = [];
    const winners: Seat[] = [];
    // A trick that held a card face down is judged: a rule may read whether a card lies face down
    // (lastCard skips it), and the world lays its cards as its own rules say.
    const down = new Set<number>();
    for (const e of events) if (e.type === "playDown" || e.type === "turnUp") down.add(e.trick);
    for (const e of events) {
      if (e.type !== "trick" || e.winner === null || down.has(e.trick)) continue;
      leads[e.trick] = e.lead;
      plays[e.trick] = e.plays;
      winners[e.trick] = e.winner;
    }
    if (winners.length > 0) w = new LoggedWinners(leads, plays, winners);
  }
  logged.set(events, { ir, winners: w });
  return w;
}
