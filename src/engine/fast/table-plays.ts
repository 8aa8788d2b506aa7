// Random trick play off the grid where every play is drawn from the lead table (tricks/lead-table.ts:
// the per-card rules read only suits and open leads), without recording and with a stream for every
// seat to act. fast/random-plays.ts playRandomOffGrid carries each play out through the general
// per-play dispatch (drawPlayBySuit's checks, playTo's search for the target trick by id, the outcome
// as a string, afterDecision); here the draw, the play and the cycle flow's step to the next seat are
// one loop, and only a play that ends a cycle (or a `complete at` trick) goes through the flow's own
// code. The draws are drawFromTable's and the state changes playTo's, in the same order, so it is the
// same game (test/engine/differential.test.ts compares the state after every cycle with the general
// path). No capability is needed beyond the table's: nothing is assumed that playRandomOffGrid does
// not assume, the loop only spares its dispatch.

import type { Kernel } from "../core/kernel.js";
import { asRuleError, noteAction } from "../core/log.js";
import { noLegalPlay } from "../assembly/act.js";
import { afterDecision } from "../assembly/round.js";
import { pileAddCard } from "../flow/piles.js";
import { removeCard } from "../lists.js";
import type { Rng } from "../rng.js";
import type { Trick } from "../core/trick.js";
import { leadCode, type LeadTable } from "../tricks/lead-table.js";
import { drawFromTable, sameTargets, tableDraws, uniformDraws } from "../tricks/table-draw.js";
import { TARGET_ASIDE, TARGET_NEW, nthAllowed } from "../tricks/play-targets.js";
import { afterCyclePlay, flowFor } from "../tricks/flows.js";
import { newTrick } from "../tricks/award.js";
import { playCard } from "../tricks/play.js";
import { ANY_ROUND } from "./random-cycles.js";

/** How many times the loop below has been entered (in this process): tests read it to prove it ran. */
export const tableLoopRuns = { count: 0 };

/**
 * Plays random plays from the lead table `table` while in trick play (in round `round` only, unless
 * ANY_ROUND) and the seat to act has a stream in `rngs`; the caller checked that the rules' plays are
 * drawn from `table` (drawPlayBySuit would) and that nothing is recorded.
 */
export function playRandomFromTable(k: Kernel, rngs: readonly (Rng | null)[], round: number, table: LeadTable): void {
  tableLoopRuns.count++;
  const st = k.st;
  const out = k.scratch.cards;
  const targets = table.targets;
  const verdicts = table.verdicts;
  const width = table.width;
  const deckSuits = st.deckSuits;
  const flow = flowFor(k);
  // In cycle flow, playCard's steps are taken here and the flow's step called directly, where the caps
  // allow inline plays (not with a `played` hook or face-down plays: playCard runs those).
  const inCycle = k.rules.completeAt === null && k.rules.caps.inlinePlays;
  const asidePile = k.rules.asidePile;
  // The entry of the open leads (leadCode) and its number of targets per card (sameTargets, kept once
  // answered: a filled entry never changes) are worked out again only when the number of open tricks
  // changed. In cycle flow that number says which tricks are open: within a cycle tricks are only
  // opened (appended), and a cycle ends with none open; so the same number means the same leads.
  let codeOpen = -1;
  let first = 0;
  let same = -1;
  // The draws are counted here and added to the process's counters on the way out (tests read them).
  let draws = 0;
  try {
    while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
      const seat = st.actor;
      const rng = rngs[seat];
      if (!rng) return;
      const hand = st.hands[seat]!;
      const open = st.openTricks;
      if (open.length !== codeOpen || !inCycle) {
        first = leadCode(k, table) * table.suits;
        same = -1;
        codeOpen = open.length;
      }
      if (same < 0) same = sameTargets(targets, first, deckSuits);
      let card: number;
      let h: number;
      let r = -1;
      if (same > 0) {
        // drawUniform: play i is the card at place i / same, its (i mod same)-th target.
        const n = hand.length * same;
        if (n === 0) throw noLegalPlay(k, seat);
        draws++;
        let i = rng.int(n) | 0;
        h = same === 1 ? i : (i / same) | 0;
        i -= h * same;
        card = hand[h]!;
        const row = (first + st.suitOf[card]!) * width;
        r = nthAllowed(verdicts, row, open.length + 2, i);
        if (r < 0) throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
      } else {
        if (drawFromTable(k, table, seat, rng, out) === 0) throw noLegalPlay(k, seat);
        card = out[0]!;
        h = out[2]!;
        const target = out[1]!;
        if (target === TARGET_NEW) r = open.length;
        else if (target === TARGET_ASIDE) r = open.length + 1;
        else for (let x = 0; x < open.length; x++) if (open[x]!.id === target) r = x;
      }
      noteAction(k, seat, null);
      let over: boolean;
      if (r > open.length) {
        // Set aside (playTo's aside branch).
        removeCard(hand, card, h);
        pileAddCard(k, asidePile, seat, card);
        over = inCycle ? afterCyclePlay(k, seat) : flow.afterPlay(k, seat, undefined);
      } else {
        const into: Trick | null = r < open.length ? open[r]! : null;
        if (inCycle) {
          removeCard(hand, card, h);
          const trick = into ?? openTrick(k, card);
          trick.add(seat, card, false);
          over = afterCyclePlay(k, seat);
        } else over = playCard(k, seat, hand, h, into);
      }
      // playTo's outcome: only a play that ends trick play or pauses it leaves the loop's own path.
      if (over) afterDecision(k, "tricks over");
      else if (st.actor < 0) afterDecision(k, "steps due");
    }
  } catch (err) {
    throw asRuleError(k, err);
  } finally {
    tableDraws.count += draws;
    uniformDraws.count += draws;
  }
}


/** A new trick led by `card`, open (playCard's way of opening one). */
function openTrick(k: Kernel, card: number): Trick {
  const trick = newTrick(k, card);
  k.st.openTricks.push(trick);
  return trick;
}
