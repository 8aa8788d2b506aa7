// Uniformly random actions without the per-action dispatch: the random bot's path in the lab, and
// the rollouts of the search bots. Each draws exactly as rng.pick(legalActions(seat)) would (one
// rng.int over the same list in the same order), so a game played either way is the same game; they
// run only where every mechanic of the ruleset declares itself safe for them (rules/caps.ts).

import type { Kernel } from "../core/kernel.js";
import { asRuleError, noteAction } from "../core/log.js";
import { canAct, commit, legalActions, noLegalPlay } from "../assembly/act.js";
import { endTricks } from "../assembly/round.js";
import type { Rng } from "../rng.js";
import { randomCardChoice, randomSecretChoices } from "../steps/card-choice.js";
import { randomOrder } from "../steps/order.js";
import { stepHandler } from "../assembly/steps.js";
import { currentStep } from "../steps/current.js";
import { collectPlays, drawPlayBySuit, gridTargets, playAction, playAt, playCard, playTo } from "../tricks/play.js";
import { targetsBySuit } from "../tricks/play-targets.js";
import { afterDecision } from "../assembly/round.js";
import type { Action, Seat } from "../types.js";
import { ANY_ROUND, playRandomCycles } from "./random-cycles.js";
import { playRandomFromTable } from "./table-plays.js";
import { leadTable } from "../tricks/lead-table.js";
import { closeHandCounts, handPlayed, openHandCounts, pauseHandCounts } from "../expr/hand-counts.js";
import { drawMatching } from "../tricks/match-draw.js";
import { cyclesByRule, playRuleCycles } from "./rule-cycles.js";

/** Applies a uniformly random legal action of `seat` and returns it. */
export function applyRandom(k: Kernel, seat: Seat, rng: Rng): Action {
  const st = k.st;
  if (st.phase !== "tricks" || st.actor !== seat) {
    const single = randomChoice(k, seat, rng);
    if (single) return single;
    const action = rng.pick(legalActions(k, seat));
    commit(k, seat, action);
    return action;
  }
  const targets = gridTargets(k);
  if (targets >= 0) return randomGridPlay(k, seat, rng, targets, true)!;
  const { cards, targets: codes } = k.scratch;
  let drawn: number;
  try {
    // Drawn without listing when every per-card rule reads the card only through its suit: the same
    // draw and play (tricks/play.ts drawPlayBySuit leaves the play in cards[0], cards[1]).
    drawn = drawPlayBySuit(k, seat, rng, cards);
  } catch (err) {
    throw asRuleError(k, err);
  }
  let action: Action;
  if (drawn >= 0) {
    if (drawn === 0) throw noLegalPlay(k, seat);
    action = playAction(k, cards[0]!, cards[1]!);
  } else {
    let n: number;
    try {
      n = collectPlays(k, seat, cards, codes);
    } catch (err) {
      throw asRuleError(k, err);
    }
    if (n === 0) throw noLegalPlay(k, seat);
    action = playAt(k, cards, codes, rng.int(n));
  }
  commit(k, seat, action);
  return action;
}

/**
 * A random choice of cards or arrangement, drawn without building the list (card-choice.ts
 * randomCardChoice, order.ts randomOrder): the same draw and action as rng.pick(legal). Null when the
 * decision now is neither (or the choice must be listed).
 */
function randomChoice(k: Kernel, seat: Seat, rng: Rng): Action | null {
  if (k.st.phase !== "choose" || !canAct(k, seat)) return null;
  const step = currentStep(k);
  const type = step ? stepHandler(step).decision?.type : undefined;
  if (type !== "choose" && type !== "order") return null;
  let action: Action | null;
  try {
    action = type === "choose" ? randomCardChoice(k, seat, rng) : randomOrder(k, rng);
  } catch (err) {
    throw asRuleError(k, err);
  }
  if (action) commit(k, seat, action);
  return action;
}

/**
 * Uniformly random moves for as long as the seat to act has a stream in `rngs` (null: that seat's bot
 * decides itself): trick play, and the card choices and arrangements of the steps between (a secret
 * choice only when every seat still to choose has a stream). Each draws exactly as
 * applyRandom(seat, rngs[seat]) would, seat by seat in the order toAct lists them, so the game is the
 * same; these loops only spare the per-decision dispatch. Returns when the seat to act has no stream,
 * or a decision must be listed (applyRandom then draws it), or the game is over. With grid plays
 * (caps.grid) a play is one draw over the grid; otherwise by suit (drawPlayBySuit) or by listing
 * (collectPlays), as applyRandom draws. With `round` (the round guard) it plays in that round only: a
 * search's playout ends with the round it looks at, though scoring it may deal the next one at once.
 */
export function applyRandomPlays(k: Kernel, rngs: readonly (Rng | null)[], round = ANY_ROUND): void {
  do playRandomTricks(k, rngs, round);
  while (playRandomChoices(k, rngs, round));
}

/** How many times a secret choice was drawn for every seat at once (in this process): tests read it to prove it ran. */
export const secretChoiceRuns = { count: 0 };

/**
 * The choices of the steps before, during or after trick play, drawn as applyRandom draws them, for as
 * long as the seat to choose has a stream. True when it made any (the round has moved on).
 */
function playRandomChoices(k: Kernel, rngs: readonly (Rng | null)[], round: number): boolean {
  const st = k.st;
  let made = false;
  while (st.phase === "choose" && (round === ANY_ROUND || st.round === round)) {
    const pending = st.pending;
    if (pending !== null) {
      // A secret step: taken here only when every seat still to choose draws at random (a bot that
      // decides itself decides on what it saw before anyone chose, as playGame asks it).
      for (let s = 0; s < pending.length; s++) if (pending[s] === null && !rngs[s]) return made;
      const step = currentStep(k);
      if (step && stepHandler(step).decision?.type === "choose") {
        let outcome: ReturnType<typeof randomSecretChoices>;
        try {
          outcome = randomSecretChoices(k, rngs);
          if (outcome !== null && outcome !== "wait") afterDecision(k, outcome);
        } catch (err) {
          throw asRuleError(k, err);
        }
        if (outcome === null) return made;
        secretChoiceRuns.count++;
        made = true;
        continue;
      }
    }
    // One seat to decide (in turn, or the first of a secret step of another kind), as applyRandom.
    let seat = st.chooser;
    if (pending !== null) for (seat = 0; seat < pending.length && pending[seat] !== null; seat++);
    const rng = seat >= 0 && seat < st.players ? rngs[seat] : null;
    if (!rng || randomChoice(k, seat, rng) === null) return made;
    made = true;
  }
  return made;
}

/** Trick play by uniformly random moves for as long as the seat to act has a stream (applyRandomPlays). */
function playRandomTricks(k: Kernel, rngs: readonly (Rng | null)[], round: number): void {
  const st = k.st;
  const rules = k.rules;
  if (!rules.caps.grid) {
    const bySuit = targetsBySuit(rules);
    // Drawn from the lead table (as drawPlayBySuit draws): the loop without the per-play dispatch.
    const table = bySuit && !k.recording ? leadTable(k) : null;
    if (table !== null) playRandomFromTable(k, rngs, round, table);
    // Whole cycles where only a per-card `follow` keeps plays off the grid (fast/rule-cycles.ts).
    // (cyclesByRule reads caps.inlinePlays: that loop plays without playCard.)
    else if (!k.recording && everySeatHas(rngs, st.players) && cyclesByRule(k)) playRuleCycles(k, rngs, round);
    else playRandomOffGrid(k, rngs, round, bySuit);
    return;
  }
  // The cycle loop plays without playCard: caps.cycles holds only with caps.inlinePlays (rules/caps.ts).
  if (rules.caps.cycles && !k.recording && everySeatHas(rngs, st.players)) return playRandomCycles(k, rngs, round);
  // gridTargets, with the rule's constants read once for the run.
  const followConst = rules.followConst === true;
  const openConst = rules.openConst === true;
  const maxOpen = k.ir.tricks.maxOpen;
  while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
    const seat = st.actor;
    const rng = rngs[seat];
    if (!rng) return;
    const open = st.openTricks.length;
    const targets = (followConst ? open : 0) + (openConst && open < maxOpen ? 1 : 0);
    const hand = st.hands[seat]!;
    if (hand.length * targets === 0) throw noLegalPlay(k, seat);
    // The draw is made here, not in playGridEntry: then it is part of this loop's optimized code
    // whether or not the compiler inlines that call. In some processes it did not inline the play
    // (then the draw's own functions were called too), and those processes ran about 15% slower.
    playGridEntry(k, seat, hand, rng.int(hand.length * targets) | 0, targets, false);
  }
}

/** Does every seat have a stream (a uniform bot) in `rngs`? */
function everySeatHas(rngs: readonly (Rng | null)[], players: number): boolean {
  for (let s = 0; s < players; s++) if (!rngs[s]) return false;
  return true;
}

/**
 * A uniformly random play of `seat` with grid plays (`targets` per card): entry i of collectPlays'
 * enumeration, found without building it, then played. The action object is made only when it is
 * returned (`wantAction`) or recorded.
 */
function randomGridPlay(k: Kernel, seat: Seat, rng: Rng, targets: number, wantAction: boolean): Action | null {
  const hand = k.st.hands[seat]!;
  if (hand.length * targets === 0) throw noLegalPlay(k, seat);
  return playGridEntry(k, seat, hand, rng.int(hand.length * targets) | 0, targets, wantAction);
}

/**
 * Plays entry `i` of the grid of `seat`'s plays. `i` is an int32 (`| 0` on the draw: a draw is a whole
 * number held as a float; as an int32 the index arithmetic and removeCard's loop over the hand stay
 * integer, where a float index cost a conversion check at every step).
 */
function playGridEntry(k: Kernel, seat: Seat, hand: number[], i: number, targets: number, wantAction: boolean): Action | null {
  const at = targets === 1 ? i : (i / targets) | 0; // no `%` or Math.floor on the draw: both are float operations
  const j = i - at * targets;
  const open = k.st.openTricks;
  // The open tricks come first when cards may follow them, then a new trick.
  const trick = k.rules.followConst === true && j < open.length ? open[j]! : null;
  const action = wantAction || k.recording ? k.actionTable.play(hand[at]!, trick ? trick.id : "new") : null;
  noteAction(k, seat, action);
  try {
    // The card's place in the hand is known here, so removing it needs no search.
    if (playCard(k, seat, hand, at, trick)) endTricks(k);
  } catch (err) {
    throw asRuleError(k, err);
  }
  return action;
}

/** How many times the loop below has been entered (in this process), by suit and by listing: tests read it to prove it ran. */
export const suitLoopRuns = { count: 0 };
export const listLoopRuns = { count: 0 };

/**
 * applyRandomPlays off the grid: each play drawn as applyRandom draws it (by suit with drawPlayBySuit
 * where every per-card rule answers per suit, else by listing with collectPlays and one rng.int over
 * the list) and carried out as commit carries it out (noteAction, the play decision's apply,
 * afterDecision), without the dispatch, the action object (unless recording) or the hand search.
 */
function playRandomOffGrid(k: Kernel, rngs: readonly (Rng | null)[], round: number, bySuit: boolean): void {
  if (bySuit) suitLoopRuns.count++;
  else listLoopRuns.count++;
  const st = k.st;
  const env = k.env;
  const { cards, targets, places } = k.scratch;
  // Hand counts (expr/hand-counts.ts) follow the plays of this loop where every mechanic allows it;
  // closed on every way out of the loop (a return, the loop's end, an error).
  const counted = k.rules.caps.handCounts;
  if (counted) openHandCounts(env);
  const matching = counted && k.rules.followLifted !== null && k.rules.followLifted.matching !== null;
  while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
    const seat = st.actor;
    const rng = rngs[seat];
    if (!rng) break;
    let card: number;
    let target: number;
    let at: number;
    try {
      // Following where `follow` is a MatchRule, from the hand counts (tricks/match-draw.ts: the same
      // draw), else by suit or by listing.
      if (matching && drawMatching(k, seat, rng, cards) > 0) {
        card = cards[0]!;
        target = cards[1]!;
        at = cards[2]!;
      } else if (bySuit) {
        if (drawPlayBySuit(k, seat, rng, cards) === 0) throw noLegalPlay(k, seat);
        card = cards[0]!;
        target = cards[1]!;
        at = cards[2]!;
      } else {
        const n = collectPlays(k, seat, cards, targets, places);
        if (n === 0) throw noLegalPlay(k, seat);
        const i = rng.int(n);
        card = cards[i]!;
        target = targets[i]!;
        at = places[i]!;
      }
    } catch (err) {
      if (counted) closeHandCounts();
      throw asRuleError(k, err);
    }
    // The counts are not read while the play is carried out; they follow it when only the played
    // card left a hand ("play on"), else they are made anew for the next draw.
    if (counted) pauseHandCounts();
    noteAction(k, seat, k.recording ? playAction(k, card, target) : null);
    try {
      const outcome = playTo(k, seat, card, at, target);
      if (counted && outcome === "play on") handPlayed(env, seat, card);
      afterDecision(k, outcome);
      if (counted && outcome !== "play on") openHandCounts(env);
    } catch (err) {
      if (counted) closeHandCounts();
      throw asRuleError(k, err);
    }
  }
  if (counted) closeHandCounts();
}
