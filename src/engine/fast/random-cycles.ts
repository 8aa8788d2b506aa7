// Random trick play a whole cycle at a time, for rules whose every mechanic declares itself safe for
// single-trick cycles (rules/caps.ts: a cycle is one trick any card joins or opens, nothing set aside,
// no `complete at`), without recording and with a stream for every seat. Every play of a cycle goes
// into the one open trick (or opens it), so a random play is one draw over the hand; the plays of a
// cycle are drawn and carried out in one loop and the cycle ends in endSingleTrick, instead of each
// play going through the per-play dispatch. The draws and the state changes are the same, so it is the
// same game (test/engine/differential.test.ts compares the state after every cycle on both paths).

import type { Kernel } from "../core/kernel.js";
import { asRuleError, tick } from "../core/log.js";
import { removeCard } from "../lists.js";
import { stepSeat } from "../core/turn.js";
import { endTricks } from "../assembly/round.js";
import type { Rng } from "../rng.js";
import { awardOne, countWon, newTrick } from "../tricks/award.js";
import { beginCycle, beginPlainCycle, cycleEnded } from "../tricks/cycle.js";
import { nextLeadAfter } from "../tricks/lead.js";
import type { Trick } from "../core/trick.js";
import { TIES, trickWinner } from "../tricks/winner.js";
import type { Seat } from "../types.js";
import { nextLeadNow } from "../tricks/rules-now.js";
import { RULE } from "../../ir/rule-ref.js";

/**
 * How many times the cycle loop has been entered (in this process): tests read it to prove that the
 * loop they compare with the per-play path actually ran. Counted once per entry, not per play.
 */
export const cycleLoopRuns = { count: 0 };

/** The round guard of the random loops that lets them play on into every round (rounds count from 1). */
export const ANY_ROUND = 0;

/** Plays whole cycles while in trick play, and with a round guard (`round` not ANY_ROUND) only in that round. */
export function playRandomCycles(k: Kernel, rngs: readonly (Rng | null)[], round = ANY_ROUND): void {
  cycleLoopRuns.count++;
  const st = k.st;
  const n = st.players;
  const suitOf = st.suitOf;
  const size = k.deck.cards.length;
  // With every winner tier tabled, the winner is tracked as the cards fall (trickWinner's table
  // walk, done here); a trick begun before this call is judged whole when it completes.
  const ranks = k.rankTable;
  const lastWins = TIES[k.ir.tricks.ties].lastWins;
  st.legalSeat = -1;
  try {
    // The round changes only where a cycle ends trick play, so the guard is checked per cycle.
    while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
      let seat = st.actor;
      let trick = st.openTricks.length > 0 ? st.openTricks[0]! : null;
      const tracked = trick === null && ranks !== null;
      const dir = st.direction;
      let row = 0;
      let best = -1;
      let bestRank = 0;
      let left = st.cycleLeft;
      for (;;) {
        const hand = st.hands[seat]!;
        // A seat still to play in a cycle holds cards: only playing empties a hand in trick play.
        const at = rngs[seat]!.int(hand.length) | 0;
        tick(k, RULE.loop); // a runaway game names the trick loop, as cycle.ts does
        st.actionsApplied++;
        const card = hand[at]!;
        removeCard(hand, card, at);
        if (trick === null) {
          trick = newTrick(k, card);
          st.openTricks.push(trick);
          row = trick.lead * size;
        }
        trick.add(seat, card);
        if (tracked) {
          const r = ranks[row + card]!;
          if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
            best = seat;
            bestRank = r;
          }
        }
        if (--left === 0) break;
        // The next seat that holds cards. turn.ts nextWithCards also skips seats that have played
        // this cycle (playedInCycle is not kept here), but going round the cycle ends before it
        // comes round to one of them.
        do seat = stepSeat(seat, dir, n);
        while (st.hands[seat]!.length === 0);
      }
      st.cycleLeft = 0;
      // Ending trick play scores the round and may deal the next; kept out of the per-cycle code.
      if (endSingleTrick(k, trick!, best)) endTricks(k);
    }
  } catch (err) {
    throw asRuleError(k, err);
  }
}

/** The one trick endSingleTrick hands to the tricksAwarded hooks (reused: no array per trick). */
const AWARDED: Trick[] = [];

/**
 * tricks/cycle.ts endCycleWith for a cycle of one trick, `trick`, the only open one (also the end of
 * fast/rule-cycles.ts's cycles), with the same steps in the same order where nothing is recorded, but
 * no lists built or traded. `tracked` is the winner found as the cards fell, or -1 to judge it here.
 * Returns true when trick play is over; the caller then calls endTricks.
 *
 * Kept apart from endCycleWith on purpose: handing this cycle end to it (66bc6e8) cost the one-trick
 * cycle loops about 3% (bench:ab, both orders; fast/rule-cycles.ts's whole-trick loop calls this once
 * per trick). test/engine/differential*.test.ts and random-cycles.test.ts hold the two alike.
 */
export function endSingleTrick(k: Kernel, trick: Trick, tracked: Seat): boolean {
  const st = k.st;
  tick(k, RULE.loop);
  const w = tracked >= 0 ? tracked : trickWinner(k, trick);
  const dir = k.rules === plainRules ? plainDir : plainDirection(k);
  if (dir !== 0) {
    // The steps below where none of them can do anything but the plain ones: the winner leads and
    // holds the trick, no hook runs, and the next cycle begins or nobody holds cards.
    plainTrickEnds.count++;
    countWon(k, trick, w, w);
    st.openTricks.pop();
    st.spareTricks.push(trick);
    return cycleEnded(k, beginPlainCycle(k, w, dir));
  }
  let lead = w;
  if (nextLeadNow(k).kind !== "winner") {
    const winners = st.cycleWinners;
    while (winners.length > 0) winners.pop();
    winners.push(w);
    lead = nextLeadAfter(k, st.openTricks, winners, st.cycleLeader);
  }
  awardOne(k, trick, w);
  // The mechanics' tricksAwarded hooks, as endCycleWith runs them where nothing is recorded.
  const hooks = k.hooks.tricksAwarded;
  if (hooks.length > 0) {
    AWARDED[0] = trick;
    for (let i = 0; i < hooks.length; i++) hooks[i]!(k, AWARDED);
  }
  st.openTricks.pop();
  st.spareTricks.push(trick);
  // The cycleEnded hooks, as endCycleWith runs them (fast-caps.ts declares them run on every path).
  const ended = k.hooks.cycleEnded;
  for (let i = 0; i < ended.length; i++) if (ended[i]!(k, 1, lead)) return cycleEnded(k, true);
  return cycleEnded(k, beginCycle(k, lead));
}

/** How many tricks endSingleTrick ended the plain way (in this process): tests read it to prove it ran. */
export const plainTrickEnds = { count: 0 };

/** The compiled rules plainDirection last answered for (one entry: a batch plays one ruleset), and its answer. */
let plainRules: object | null = null;
let plainDir: 0 | 1 | -1 = 0;

/**
 * The direction of play of every trick where a single trick's end takes only the plain steps, else 0:
 * the winner leads next and holds the trick, and no rule card changes either or the direction (no
 * `byCard` override of them); no trickWon, tricksAwarded, cycleEnded or handPlayOver hook; no `stop
 * when`, no `complete at`; a fixed direction. Asked per compiled rules (the hooks are the ruleset's).
 */
function plainDirection(k: Kernel): 0 | 1 | -1 {
  const t = k.ir.tricks;
  const h = k.hooks;
  const r = k.rules;
  const byCard = (t.byCard ?? []).some((o) => o.nextLead !== undefined || o.direction !== undefined || o.trickGoesTo !== undefined);
  const hooks = h.trickWon.length + h.tricksAwarded.length + h.cycleEnded.length + h.handPlayOver.length;
  const plain = !byCard && hooks === 0 && t.nextLead.kind === "winner" && (t.trickGoesTo ?? "winner") === "winner" && t.direction !== "alternating" && r.stopWhen === null && r.completeAt === null;
  plainRules = r;
  plainDir = !plain ? 0 : t.direction === "clockwise" ? 1 : -1;
  return plainDir;
}
