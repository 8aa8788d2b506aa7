// The flow of a round, run automatically between decisions: deal -> before-tricks steps -> trick
// play (paused after a cycle for the steps due then, steps/during.ts) -> after-tricks steps -> scoring
// -> the next round or the game's end. Decisions hand control
// back here through the outcome they report (core/decision.ts Outcome).

import { evalGlobal } from "../core/eval.js";
import type { Kernel } from "../core/kernel.js";
import { emit, tick } from "../core/log.js";
import { resetRound } from "./state.js";
import type { Outcome } from "../core/decision.js";
import { gameWinners, nextDealer, roundScores } from "../scoring/rank.js";
import { currentStep } from "../steps/current.js";
import { stepHandler } from "./steps.js";
import { stepDue } from "../steps/during.js";
import { updateShows } from "../steps/show.js";
import { discardOpen } from "../tricks/award.js";
import { beginCycle } from "../tricks/cycle.js";
import { firstLeader } from "../tricks/lead.js";
import type { Seat } from "../types.js";
import { deal } from "../flow/deal.js";

/**
 * Starts the current round (st.round): resets the round's state, deals, runs the steps before trick
 * play. `fresh`: the state is a new game's, untouched since newState, whose every slice already holds
 * what a round's reset makes (test/engine/fresh-round.test.ts): the first round skips the reset.
 */
export function startRound(k: Kernel, fresh = false): void {
  const st = k.st;
  if (!fresh) resetRound(st, k.slices);
  deal(k);
  for (const h of k.hooks.dealt) h(k);
  st.roundsBegun++;
  if (k.recording) {
    st.roundEventStart = st.events.length;
    const dealt: number[][] = [];
    for (let s = 0; s < st.players; s++) dealt.push(st.hands[s]!.slice());
    emit(k, { type: "roundStart", round: st.round, dealer: st.dealer, hands: dealt, sizes: dealt.map((h) => h.length), leftover: st.leftover.slice() });
  }
  runSteps(k);
}

/** Runs steps until one needs decisions, or the list is done (then trick play, or scoring). */
function runSteps(k: Kernel): void {
  const st = k.st;
  for (;;) {
    const step = currentStep(k);
    if (!step) {
      if (st.stepList === "before") beginTricks(k);
      else if (st.stepList === "during") resumeTricks(k);
      else scoreRound(k);
      return;
    }
    if ((st.stepList === "during" && !stepDue(k)) || (step.when && !(evalGlobal(k, step.when) as unknown as boolean))) {
      st.stepIndex++;
      continue;
    }
    tick(k, step.rule);
    if (stepHandler(step).start(k, step) === "decide") return;
    st.stepIndex++;
  }
}

/** Continues the round after a decision was carried out. */
export function afterDecision(k: Kernel, outcome: Outcome): void {
  if (outcome === "step done") {
    updateShows(k);
    k.st.stepIndex++;
    runSteps(k);
  } else if (outcome === "steps due") {
    runSteps(k);
  } else if (outcome === "tricks over") {
    endTricks(k);
  }
}

function beginTricks(k: Kernel): void {
  k.st.phase = "tricks";
  playFrom(k, firstLeader(k));
}

/**
 * Begins a cycle led by `leader`; trick play may instead be over, or have paused at once for steps
 * after a trick the engine played by itself (the cards set aside for the last trick).
 */
function playFrom(k: Kernel, leader: Seat): void {
  if (!beginCycle(k, leader)) endTricks(k);
  else if (k.st.actor < 0) runSteps(k);
}

/** The steps during trick play are done: the next cycle is led by the leader kept when they began. */
function resumeTricks(k: Kernel): void {
  k.st.phase = "tricks";
  playFrom(k, k.st.resumeLead);
}

/** Trick play is over: incomplete tricks are discarded, then the steps after trick play run. */
export function endTricks(k: Kernel): void {
  const st = k.st;
  discardOpen(k);
  st.actor = -1;
  st.stepList = "after";
  st.stepIndex = 0;
  runSteps(k);
}

function scoreRound(k: Kernel): void {
  const st = k.st;
  const scores = roundScores(k);
  for (const h of k.hooks.roundScored) h(k, scores);
  for (let s = 0; s < st.players; s++) st.totals[s]! += scores[s]!;
  st.roundScores.push(scores);
  if (k.recording) emit(k, { type: "roundEnd", round: st.round, scores: [...scores], totals: [...st.totals] });
  // Over after `rounds` rounds, unless a mechanic decides it (ending on a condition).
  const over = k.hooks.gameOver.length > 0 ? k.hooks.gameOver[0]!(k) : st.round >= st.rounds;
  if (over) {
    st.phase = "over";
    st.winners = gameWinners(k);
    if (k.recording) emit(k, { type: "gameEnd", totals: [...st.totals], winners: [...st.winners] });
    return;
  }
  st.dealer = nextDealer(k);
  st.round++;
  startRound(k);
}
