// Random trick play off the grid where every play is drawn from the lead table (tricks/lead-table.ts:
// the per-card rules read only suits and open leads), without recording and with a stream for every
// seat to act. fast/random-plays.ts playRandomOffGrid carries each play out through the general
// per-play dispatch (drawPlayBySuit's checks, playTo's search for the target trick by id, the outcome
// as a string, afterDecision); here the draw, the play and the cycle flow's step to the next seat are
// one loop. In cycle flow (with inline plays) the loop also ends the cycle itself (tricks/cycle.ts
// endCycleWith, handed each trick's winner and the next lead from the cycle's ranks, tracked as
// the cards fell, so no walk over the tricks); a `complete at` trick goes through the flow's own code.
// The draws are drawFromTable's and the state changes playTo's and endCycle's, in the same order, so
// it is the same game (test/engine/differential.test.ts compares the state after every cycle with the
// general path; test/engine/table-cycles.test.ts the cycle's end on rules that take each branch). No
// capability is needed beyond the table's and those the cycle loops read (caps.inlinePlays: no
// `played` hook or face-down play, which playCard runs; caps.rankTable for the tracked winners).

import type { Kernel } from "../core/kernel.js";
import { asRuleError, noteAction } from "../core/log.js";
import { noLegalPlay } from "../assembly/act.js";
import { afterDecision } from "../assembly/round.js";
import { pileAddCard } from "../flow/piles.js";
import { removeCard } from "../lists.js";
import type { Rng } from "../rng.js";
import type { Trick } from "../core/trick.js";
import { leadCode, type LeadTable } from "../tricks/lead-table.js";
import { drawListed, sameTargets, tableDraws, uniformDraws } from "../tricks/table-draw.js";
import { TARGET_ASIDE, TARGET_NEW, nthAllowed } from "../tricks/play-targets.js";
import { flowFor } from "../tricks/flows.js";
import { endCycleWith } from "../tricks/cycle.js";
import { lastWinsOf } from "../tricks/winner.js";
import { leadsByUniqueTop, rankBits } from "../tricks/lead.js";
import { nextWithCards } from "../core/turn.js";
import type { Seat } from "../types.js";
import { newTrick } from "../tricks/award.js";
import { playCard } from "../tricks/play.js";
import { ANY_ROUND } from "./random-cycles.js";

/** How many times the loop below has been entered (in this process): tests read it to prove it ran. */
export const tableLoopRuns = { count: 0 };

/** How many cycles this loop has ended (through cycle.ts endCycleWith, in this process): tests read it to prove it ran. */
export const tableCycleEnds = { count: 0 };

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
  const firstRow = table.firstRow;
  const width = table.width;
  const deckSuits = st.deckSuits;
  const flow = flowFor(k);
  // In cycle flow, playCard's steps are taken here and the flow's step called directly, where the caps
  // allow inline plays (not with a `played` hook or face-down plays: playCard runs those).
  const inCycle = k.rules.completeAt === null && k.rules.caps.inlinePlays;
  const asidePile = k.rules.asidePile;
  // In cycle flow with every winner tier tabled (and no `pick`), each trick's winner is tracked as its
  // cards fall (trickWinner's rank-table walk, play by play) and handed to endCycle; a trick opened
  // before this call is judged whole when it completes (tracked -1 from `from` down).
  const ranks = inCycle && k.rules.pick === null ? k.rankTable : null;
  const lastWins = ranks !== null && lastWinsOf(k);
  const size = k.deck.cards.length;
  const maxOpen = k.ir.tricks.maxOpen;
  const best = trackedWinners(maxOpen);
  const bestRank = trackedRanks(maxOpen);
  let from = st.openTricks.length;
  for (let i = 0; i < from; i++) best[i] = -1;
  // The ranks among the cycle's trick cards as bits (rank r: bit r), the ranks held by more than one
  // of them, and per rank the seat of its last card, kept as the cards fall: at the cycle's end (where
  // every trick was opened here) the highest rank held by one card only is the top bit of seen & ~dup,
  // lead.ts highestUniqueRank's answer when there is one. Branch-free per card, where tracking the
  // top rank by comparisons was not. Only where every rank of the deck is a bit (0..31, rankBits);
  // else the rule is asked at the cycle's end.
  const rankOf = st.rankOf;
  const bits = rankBits(rankOf);
  const rankSeat = RANK_SEATS;
  let seen = 0;
  let dup = 0;
  let bitLeads = 0;
  // The entry of the open leads (leadCode) and its number of targets per card (sameTargets, kept once
  // answered: a filled entry never changes) are worked out again only when the number of open tricks
  // changed. In cycle flow that number says which tricks are open: within a cycle tricks are only
  // opened (appended), and a cycle ends with none open; so the same number means the same leads. A
  // trick opened here adds its digit to the code (leadCode's sum) instead of a walk over the leads,
  // and a code's number of targets is kept in the table (LeadTable.same) where the deck holds every
  // suit of the table (then sameTargets reads the same entries whatever the player count's deck).
  const suits = table.suits;
  const sames = table.same;
  const digit = table.digit;
  const keepSame = deckSuits.length === suits;
  let code = 0;
  let codeOpen = -1;
  let first = 0;
  let same = -1;
  // The draws are counted here and added to the process's counters on the way out (tests read them).
  let draws = 0;
  // Does the rule lead by the highest unique rank (lead.ts leadsByUniqueTop)? Fixed for the call where
  // no rule card can change the next-lead rule, else asked at each cycle's end (null).
  const uniqueTop = k.ir.tricks.byCard === undefined ? leadsByUniqueTop(k) : null;
  try {
    while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
      const seat = st.actor;
      const rng = rngs[seat];
      if (!rng) return;
      const hand = st.hands[seat]!;
      const open = st.openTricks;
      if (open.length !== codeOpen || !inCycle) {
        code = open.length === 0 ? 0 : leadCode(k, table);
        first = code * suits;
        same = keepSame && sames[code]! !== 0 ? sames[code]! : -1;
        codeOpen = open.length;
        // A cycle's end leaves no trick open: every trick from here on is opened in this loop.
        if (codeOpen === 0) {
          from = 0;
          seen = 0;
          dup = 0;
        }
      }
      // -1: not known yet (some suit's entry unanswered); -2: the suits' numbers differ (kept too).
      if (same === -1) {
        same = sameTargets(targets, first, deckSuits);
        if (keepSame && same !== -1 && same !== 0) sames[code] = same;
      }
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
        card = hand[h]!;
        const at = first + st.suitOf[card]!;
        if (same === 1) r = firstRow[at]!;
        else {
          i -= h * same;
          r = nthAllowed(verdicts, at * width, open.length + 2, i);
        }
        if (r < 0) throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
      } else {
        // The walk over the hand at the entry worked out above (drawFromTable's, less its leadCode).
        if (drawListed(k, table, seat, rng, out, first) === 0) throw noLegalPlay(k, seat);
        card = out[0]!;
        h = out[2]!;
        const target = out[1]!;
        if (target === TARGET_NEW) r = open.length;
        else if (target === TARGET_ASIDE) r = open.length + 1;
        else for (let x = 0; x < open.length; x++) if (open[x]!.id === target) r = x;
      }
      noteAction(k, seat, null);
      if (!inCycle) {
        let over: boolean;
        if (r > open.length) {
          // Set aside (playTo's aside branch).
          removeCard(hand, card, h);
          pileAddCard(k, asidePile, seat, card);
          over = flow.afterPlay(k, seat, undefined);
        } else over = playCard(k, seat, hand, h, r < open.length ? open[r]! : null);
        // playTo's outcome: only a play that ends trick play or pauses it leaves the loop's own path.
        if (over) afterDecision(k, "tricks over");
        else if (st.actor < 0) afterDecision(k, "steps due");
        continue;
      }
      removeCard(hand, card, h);
      if (r > open.length) pileAddCard(k, asidePile, seat, card); // set aside (playTo's aside branch)
      else {
        let trick: Trick;
        if (r < open.length) trick = open[r]!;
        else {
          trick = openTrick(k, card);
          best[r] = -1;
          bestRank[r] = 0;
          // The code of the open leads now: the new trick's lead + 1 its digit (it is trick r, and the
          // code held the first r at this play's start).
          code += (trick.lead + 1) * digit[r]!;
          first = code * suits;
          same = keepSame && sames[code]! !== 0 ? sames[code]! : -1;
          codeOpen = r + 1;
        }
        trick.add(seat, card, false);
        // (A rank outside 0..31 sets some bit too: then `bits` is false and the bits are not read.)
        const rank = rankOf[card]! & 31;
        const bit = 1 << rank;
        dup |= seen & bit;
        seen |= bit;
        rankSeat[rank] = seat;
        if (ranks !== null && r >= from) {
          // rankedBest's step for this card (winner.ts): the larger number wins, on a tie the later card under `ties: last`.
          const v = ranks[trick.lead * size + card]!;
          if (v > bestRank[r]! || (lastWins && v === bestRank[r]! && v !== 0)) {
            best[r] = seat;
            bestRank[r] = v;
          }
        }
      }
      // tricks/flows.ts afterCyclePlay, written out: the next seat to play in the cycle, or its end.
      const played = st.playedInCycle;
      played[seat] = true;
      // Only playing empties a hand during trick play, so the seats still to play all hold cards.
      if (--st.cycleLeft > 0) {
        // The next seat in the cycle's direction when it holds cards and has not played, else the walk from it.
        const n = st.players;
        const next = st.direction === 1 ? (seat + 1 === n ? 0 : seat + 1) : seat === 0 ? n - 1 : seat - 1;
        st.actor = st.hands[next]!.length > 0 && !played[next] ? next : nextWithCards(st, seat, false, true);
        if (st.actor < 0) afterDecision(k, "steps due");
        continue;
      }
      // The cycle's end: cycle.ts endCycleWith with the winners tracked here (null: judged there) and
      // the next lead where the rule leads by the highest unique rank and some rank among the cycle's
      // trick cards is held by one only (-1: not known; endCycleWith asks the rule).
      tableCycleEnds.count++;
      const once = seen & ~dup;
      let lead = -1;
      if (bits && from === 0 && once !== 0 && st.openTricks.length > 0 && (uniqueTop ?? leadsByUniqueTop(k))) {
        lead = rankSeat[31 - Math.clz32(once)]!;
        bitLeads++;
      }
      if (endCycleWith(k, ranks !== null ? best : null, lead)) afterDecision(k, "tricks over");
      else if (st.actor < 0) afterDecision(k, "steps due");
    }
  } catch (err) {
    throw asRuleError(k, err);
  } finally {
    tableDraws.count += draws;
    uniformDraws.count += draws;
    tableBitLeads.count += bitLeads;
  }
}

/** How many next leads this loop took from its rank bits (in this process): tests read it to prove it ran. */
export const tableBitLeads = { count: 0 };

/** Per rank 0..31: the seat of the cycle's last trick card of that rank (playRandomFromTable; written before read). */
const RANK_SEATS = new Int32Array(32);

/** The winners tracked per open trick (the seat of its best card so far, -1 none or not tracked) and their rank-table numbers, grown as needed. */
let winnersBuffer = new Int32Array(4);
let ranksBuffer = new Float64Array(4);

function trackedWinners(n: number): Int32Array {
  if (winnersBuffer.length < n) winnersBuffer = new Int32Array(n);
  return winnersBuffer;
}

function trackedRanks(n: number): Float64Array {
  if (ranksBuffer.length < n) ranksBuffer = new Float64Array(n);
  return ranksBuffer;
}

/** A new trick led by `card`, open (playCard's way of opening one). */
function openTrick(k: Kernel, card: number): Trick {
  const trick = newTrick(k, card);
  k.st.openTricks.push(trick);
  return trick;
}
