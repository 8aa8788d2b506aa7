// Random trick play a whole cycle at a time where `follow` is a per-card rule: the single-trick cycle
// loop of fast/random-cycles.ts, with each play that joins the trick drawn by the rules as the
// per-play loop draws it (fast/random-plays.ts playRandomOffGrid: from the hand counts where `follow`
// is a MatchRule, tricks/match-draw.ts, else from the list of legal plays, here made by drawListed
// without collectPlays' walk over targets) instead of uniformly over the hand. The lead is drawn over
// the whole hand, as `open` is plain true. Spared per play: the dispatch (noteAction, playTo's target
// search, playCard, the flow's afterPlay, afterDecision); per cycle: endCycle's lists (endSingleTrick).
// The same draws and the same state changes, so the same game (test/engine/rule-cycles.test.ts
// compares the games and the state after every play).
//
// Read once instead of at every play: where X of the MatchRule is one value per trick (MatchRule.perTrick),
// the session's hand counts once per session and X's key once per trick (the draw then asks no rule);
// where the first winner tier is kept per lead card (tricks/winner-table.ts), a trick whose cards all
// have their entries is judged from them (knownBest) instead of through trickWinner's walk, which
// evaluates nothing for such a trick either (test/engine/match-cycles.test.ts), and once every entry
// of its lead card's row is known, by one byte per card (rankedByLead; test/engine/rank-rows.test.ts),
// tracked as the cards fall where the row is ranked when the trick is led (trackedWinners).
// Where X is declared `A of leadCard`, X's key is the lead card's key in the counts, read as the lead
// falls (fast/lead-key.ts; test/engine/lead-key.test.ts). Where `follow` is answered per kind of card
// (expr/keyed-test.ts) with one code of the play's values per trick, the trick's masks once per trick
// and each follow drawn from them (tricks/keyed-draw.ts keyedTrick, kindDraw; where one kind may
// follow, the card found from the hand's end as it is taken out, as for the counts' key;
// test/engine/keyed-cycles.test.ts).
//
// When it runs: without recording, a stream for every seat, the hand counts and inline plays allowed
// (caps.handCounts, caps.inlinePlays: it plays without playCard),
// and every part and mechanic of the ruleset safe for the single-trick cycle loop once `follow` is put
// aside (assembly/fast-caps.ts capsOf with `follow` plain true: the loop's assumptions are about
// cycles, tricks and turns, which a per-card `follow` does not change; it changes only which cards
// may join, which the draw here asks the rules).

import type { Kernel } from "../core/kernel.js";
import { asRuleError, tick } from "../core/log.js";
import { nextWithCards, stepSeat } from "../core/turn.js";
import { endTricks } from "../assembly/round.js";
import { noLegalPlay } from "../assembly/act.js";
import { capsOf } from "../assembly/fast-caps.js";
import type { Rng } from "../rng.js";
import { newTrick } from "../tricks/award.js";
import { collectPlays } from "../tricks/play.js";
import { drawListed, drawMatching, matchDraws, matchApplies, matchKey, NO_MATCH_KEY } from "../tricks/match-draw.js";
import { knownBest, leadTableFor, rankedByLead } from "../tricks/winner-table.js";
import { lastWinsOf } from "../tricks/winner.js";
import { beginCards, endCards } from "../core/eval.js";
import type { Compiled } from "../expr/types.js";
import { closeHandCounts, handCountsGen, handPlayed, heldCounts, openHandCounts, pauseHandCounts, resumeHandCounts, type HeldCounts } from "../expr/hand-counts.js";
import type { CompiledRules } from "../rules/types.js";
import type { RulesetIR } from "../../ir/types.js";
import { RULE } from "../../ir/rule-ref.js";
import { ANY_ROUND, endSingleTrick } from "./random-cycles.js";
import { keyOfLeadCard } from "./lead-key.js";
import { EVERY_KIND, keyedDraws, keyedTrick, kindDraw, placeAmongKinds, SEVERAL_KINDS } from "../tricks/keyed-draw.js";
import type { KindDraw } from "../expr/types.js";
import { catchUpWonPile, lagWonPile } from "../tricks/held.js";

/** How many times the loop has been entered (in this process): tests read it to prove it ran. */
export const ruleCycleRuns = { count: 0 };

/** Per compiled rules: may the loop run (apart from recording and the bots)? */
const ALLOWED = new WeakMap<CompiledRules, boolean>();

/** Does `k`'s ruleset allow the loop (see the head of this file)? */
export function cyclesByRule(k: Kernel): boolean {
  const rules = k.rules;
  let ok = ALLOWED.get(rules);
  if (ok === undefined) {
    ok = rules.caps.handCounts && rules.caps.inlinePlays && !rules.caps.grid && rules.followConst === null && rules.followLifted !== null && rules.openConst === true && capsOf(withPlainFollow(k.ir)).cycles;
    ALLOWED.set(rules, ok);
  }
  return ok;
}

function withPlainFollow(ir: RulesetIR): RulesetIR {
  return { ...ir, tricks: { ...ir.tricks, follow: { k: "bool", v: true } } };
}

/** How many tricks the loop judged from the lead table's entries (in this process): tests read it. */
export const knownWinners = { count: 0 };

/** How many of those tricks were judged from a ranked row (tricks/winner-table.ts rankedByLead): tests read it. */
export const rankedWinners = { count: 0 };

/** How many of those tricks had their winner tracked as the cards fell, their row ranked when led (in this process): tests read it. */
export const trackedWinners = { count: 0 };

/** How many plays the loop drew with X read once for their trick (in this process): tests read it. */
export const perTrickDraws = { count: 0 };

/** How many follows the loop drew from their trick's masks (tricks/keyed-draw.ts kindDraw; in this process): tests read it. */
export const kindDraws = { count: 0 };

/** How many of those follows were of one kind, found from the hand's end as it was taken out (keyed-draw.ts kindDraw's kind; in this process): tests read it. */
export const oneKindDraws = { count: 0 };

/** How many tricks took X's key from their lead card's key in the counts (in this process): tests read it. */
export const leadKeys = { count: 0 };

/** Plays whole cycles while in trick play (with a round guard, in that round only); every seat has a stream. */
export function playRuleCycles(k: Kernel, rngs: readonly (Rng | null)[], round = ANY_ROUND): void {
  ruleCycleRuns.count++;
  const st = k.st;
  const env = k.env;
  const rules = k.rules;
  const { cards, targets, places } = k.scratch;
  // `follow` a MatchRule whose X is one value per trick: the counts are asked for once per session
  // and X once per trick (tricks/match-draw.ts, the same reads as drawMatching's at every play).
  // matchApplies reads only the compiled rules and the IR: asked once for the loop, not at every play.
  const matchable = matchApplies(k);
  const perTrick = matchable && rules.followLifted!.matching!.perTrick;
  const matchAttr = perTrick ? rules.followLifted!.matching!.attr : null;
  // X is `A of leadCard`: the trick's key is its lead card's key in the counts (fast/lead-key.ts),
  // read as the lead falls where the counts were made before it in the same session (the lead card
  // was held then: the counts hold its key); else matchKey reads X at the trick's first follow.
  const leadKeyed = perTrick && keyOfLeadCard(k.ir);
  // `follow` answered per kind of card with one code of the play's values per trick (tricks/keyed-draw.ts),
  // where it is no MatchRule: the trick's masks read at its first follow (keyedTrick), each follow drawn
  // by kindDraw, here rather than through drawListed and drawKeyed (two calls a play, neither
  // inlined: drawListed's code is over the size V8 inlines); where they cannot answer, drawListed
  // (drawKeyed, then keyedPlaces, which asks the rules and keeps the answer) as before.
  const keyedRule = matchable ? null : rules.followLifted!.keyed;
  const keyed = keyedRule !== null && keyedRule.perTrick ? keyedRule : null;
  let kinds: KindDraw | null = null;
  let held: HeldCounts | null = null;
  // The session generation `held` was asked in (-1: not asked); a new session asks again.
  let heldGen = -1;
  // The winner from the lead table's entries where the first tier is kept per lead card (tricks/winner.ts
  // bestCard's walk, which evaluates nothing once every entry of the trick is known).
  const tier = rules.pick === null && k.rankTable === null && k.tierTables[0] === null ? rules.winnerTiers[0] : undefined;
  const leadTier = tier !== undefined && tier.leadTable !== null ? tier : null;
  const lastWins = lastWinsOf(k);
  let ranks: Uint8Array | null = null;
  const size = k.deck.cards.length;
  const n = st.players;
  st.legalSeat = -1;
  // The won pile lags the held tricks' log while the loop runs where nothing in it reads the pile
  // (tricks/held.ts lagWonPile): a round ended here empties it unread, the last one catches up below.
  const lagging = lagWonPile(k);
  const noCycleHooks = k.hooks.cycleEnded.length === 0;
  // The tests' counters, kept in locals and added up when the loop stops: no store to a module's
  // object at every play.
  let nEveryone = 0;
  let nUnflagged = 0;
  let nKinds = 0;
  let nOneKind = 0;
  let nMatch = 0;
  let nLeadKeys = 0;
  let nKnown = 0;
  let nRanked = 0;
  let nTracked = 0;
  // The hand counts follow the plays (handPlayed); paused while a cycle ends, as the per-play loop
  // pauses them while a play is carried out, and made anew after trick play ends.
  openHandCounts(env);
  try {
    while (st.phase === "tricks" && (round === ANY_ROUND || st.round === round)) {
      let seat = st.actor;
      let trick = st.openTricks.length > 0 ? st.openTricks[0]! : null;
      let key = NO_KEY_YET;
      // The winner tracked as the cards fall where the trick's lead card's row of the lead table is
      // ranked when it is led (rankedByLead's walk, a card at a time): `ranks` its entries, -1 in
      // `row` where not tracked (a trick opened before this call, or a row not ranked).
      let row = -1;
      let bestAt = -1;
      let bestRank = 0;
      const dir = st.direction;
      // A new cycle (one trick: none open) that every seat is to play: nobody skipped.
      const everyone = trick === null && st.cycleLeft === n;
      if (everyone) nEveryone++;
      // Such a cycle reads no seat's played flag (it steps seat by seat), and ending it clears them
      // all (endSingleTrick's beginCycle) unless a cycleEnded hook pauses trick play first: then
      // they are not written (unflaggedCycles counts those cycles).
      const unflagged = everyone && noCycleHooks;
      if (unflagged) nUnflagged++;
      for (;;) {
        const hand = st.hands[seat]!;
        const rng = rngs[seat]!;
        let at = -1;
        // One draw for the lead and for a follow from the counts (one rng.int site: V8 inlines each
        // site on its own, and three of them spent the loop's inlining budget): over `among` cards,
        // the i-th card of the hand, or where `among` counts the cards whose key is `drawKey` the
        // i-th of those (placeByKey's walk).
        let among = 0;
        let drawKey = -1;
        let drawKeys: Int8Array | null = null;
        // The draw is among the cards of several kinds (kindDraw's SEVERAL_KINDS): placeAmongKinds finds its place.
        let several = false;
        if (trick === null) {
          // The lead: every card opens the trick (collectPlays' OPEN_EVERY), one draw over the hand.
          among = hand.length;
        } else if (keyed !== null) {
          // The trick's masks once per trick (keyedTrick), then each follow drawn from the kinds held.
          if (key === NO_KEY_YET) {
            kinds = keyedTrick(k, keyed, seat, trick);
            key = KINDS_READ;
          }
          // kindDraw draws nothing (the draw below does): small, so V8 inlines it here (a draw with its
          // own rng.int was not: over the size V8 inlines once its own inlined draw counted).
          const r = kinds === null ? -1 : kindDraw(kinds, seat, hand.length);
          if (r >= 0) {
            // One kind may follow: the draw below over its cards (`among` of them), the card found
            // from the hand's end as it is taken out, as for the counts' key.
            nKinds++;
            nOneKind++;
            among = kinds!.drawn;
            drawKey = r;
            drawKeys = kinds!.kind!;
          } else if (r === EVERY_KIND) {
            // Every card held may follow: the draw below over the hand.
            nKinds++;
            among = hand.length;
          } else if (r === SEVERAL_KINDS) {
            // Several kinds may follow: the draw below over their cards, then the place of the one drawn.
            nKinds++;
            among = kinds!.drawn;
            several = true;
          } else if (drawListed(k, seat, rng, cards, places) > 0) at = cards[2]!;
          else {
            const n = collectPlays(k, seat, cards, targets, places);
            if (n === 0) throw noLegalPlay(k, seat);
            at = places[rng.int(n)]!;
          }
        } else {
          if (perTrick && heldGen !== handCountsGen()) {
            heldGen = handCountsGen();
            held = heldFor(k, seat, matchAttr!);
          }
          if (held !== null && key === NO_KEY_YET) key = matchKey(k, seat, trick, held);
          if (held !== null && key !== NO_MATCH_KEY) {
            // placeByKey's draw (tricks/match-draw.ts): over the hand where no card has X's key.
            const have = key < 0 ? 0 : held.counts[seat * held.width + key]!;
            nMatch++;
            if (have === 0) among = hand.length;
            else {
              among = have;
              drawKey = key;
              drawKeys = held.keys;
            }
          } else at = drawByRules(k, seat, rng, matchable);
        }
        // Where `drawKey` is set, `at` is the draw's place among the cards with that key (`among` of them).
        if (among > 0) at = rng.int(among) | 0;
        if (several) at = placeAmongKinds(kinds!, hand, at);
        tick(k, RULE.loop); // the per-play loop's noteAction counts the step too
        st.actionsApplied++;
        let card: number;
        const last = hand.length - 1;
        if (drawKey >= 0) {
          // The at-th card with X's key (placeByKey's walk), or of the one kind that may follow
          // (keyed-draw.ts placeAmongKinds' walk; `drawKeys` the kinds then), found from the hand's end as the
          // (among - 1 - at)-th from there (the same card), and taken out in the same pass: each card
          // passed moves up one place, as lists.ts removeCard moves the cards after the one played. One
          // pass over the cards after it, where the walk from the front and the removal passed over the
          // whole hand. The order of the hand stays (a draw picks by place: it is part of the game).
          const keys = drawKeys!;
          let i = among - 1 - at;
          let j = last;
          card = hand[j]!;
          while (keys[card] !== drawKey || i-- !== 0) {
            if (--j < 0) {
              // The counts promised more cards than the hand holds: the hand as it was, then the error.
              for (let m = last; m > 0; m--) hand[m] = hand[m - 1]!;
              if (last >= 0) hand[0] = card;
              throw new Error("the loop's draw fell outside the plays it counted");
            }
            const next = hand[j]!;
            hand[j] = card;
            card = next;
          }
        } else {
          // lists.ts removeCard with the place known: the cards after it move up one, in order.
          // Written out: this loop's own feedback (removeCard's call sites see every ruleset's hands).
          card = hand[at]!;
          for (let j = at; j < last; j++) hand[j] = hand[j + 1]!;
        }
        hand.pop();
        if (trick === null) {
          trick = newTrick(k, card);
          st.openTricks.push(trick);
          if (leadKeyed && held !== null && heldGen === handCountsGen()) {
            key = held.keys[card]!;
            nLeadKeys++;
          }
        }
        trick.add(seat, card);
        if (row >= 0) {
          const r = ranks![row + card]!;
          if (r > bestRank || (lastWins && r === bestRank && r !== 0)) {
            bestAt = trick.size - 1;
            bestRank = r;
          }
        } else if (leadTier !== null && trick.size === 1) {
          // The lead: nothing the trick's plays change is read by the table's check (leadTableFor at
          // the trick's end would find the same table), and only a trick's end fills its rows.
          const table = leadTableFor(leadTier, env, trick, size);
          if (table !== null && table.ranked[card] === 1) {
            ranks = table.ranks;
            row = card * size;
            const r = ranks[row + card]!;
            if (r !== 0) {
              bestAt = 0;
              bestRank = r;
            }
          }
        }
        // tricks/flows.ts afterCyclePlay, up to the cycle's end. The played flag only where it is read
        // (unflagged: by nobody; smbase helper, a few lines in the cards helper's file).
        if (!unflagged) st.playedInCycle[seat] = true;
        // The counts follow the play here for every play of the cycle, its last one too (one call
        // site): that one ends the cycle with the session paused, and nothing reads the counts then.
        handPlayed(env, seat, card);
        if (--st.cycleLeft > 0) {
          // The next seat that holds cards and has not played this cycle (nextWithCards): where every
          // seat held cards when the cycle began here, the next seat in the direction of play (the
          // cycle ends before it comes round again, and only playing empties a hand).
          seat = st.actor = everyone ? stepSeat(seat, dir, n) : nextWithCards(st, seat, false, true);
          continue;
        }
        pauseHandCounts();
        let w = -1;
        if (row >= 0) {
          if (bestAt >= 0) {
            w = trick.seatAt(bestAt);
            nTracked++;
            nKnown++;
            nRanked++;
          }
        } else if (leadTier !== null) {
          const table = leadTableFor(leadTier, env, trick, size);
          // A ranked row (every entry of the lead card known): one byte per card (rankedByLead).
          const ranked = table !== null && table.ranked[trick.cardAt(0)] === 1;
          const best = table === null ? -1 : ranked ? rankedByLead(table, trick, lastWins) : knownBest(table, trick, lastWins);
          if (best >= 0) {
            w = trick.seatAt(best);
            nKnown++;
            if (ranked) nRanked++;
          }
        }
        if (endSingleTrick(k, trick, w)) {
          endTricks(k);
          openHandCounts(env);
        } else resumeHandCounts(env);
        break;
      }
    }
  } catch (err) {
    throw asRuleError(k, err);
  } finally {
    everyoneCycles.count += nEveryone;
    unflaggedCycles.count += nUnflagged;
    kindDraws.count += nKinds;
    keyedDraws.count += nKinds;
    oneKindDraws.count += nOneKind;
    matchDraws.count += nMatch;
    perTrickDraws.count += nMatch;
    leadKeys.count += nLeadKeys;
    knownWinners.count += nKnown;
    rankedWinners.count += nRanked;
    trackedWinners.count += nTracked;
    closeHandCounts();
    st.legalSeat = -1;
    if (lagging) catchUpWonPile(k);
  }
}

/** How many cycles the loop played with every seat to play, stepping seat by seat (in this process): tests read it. */
export const everyoneCycles = { count: 0 };

/** How many of those cycles wrote no played flag (no cycleEnded hook; in this process): tests read it. */
export const unflaggedCycles = { count: 0 };

/** X's key not yet read for the trick. */
const NO_KEY_YET = -3;
/** The trick's masks read (keyedTrick). */
const KINDS_READ = -4;

/**
 * A follow where the counts do not answer: drawn from the hand counts as drawMatching draws it, or
 * from the listed plays (drawListed), else from collectPlays' list. Kept out of the loop: its calls
 * would take V8's inlining budget from the loop's hot ones.
 */
function drawByRules(k: Kernel, seat: number, rng: Rng, matchable: boolean): number {
  const { cards, targets, places } = k.scratch;
  if ((matchable && drawMatching(k, seat, rng, cards) > 0) || drawListed(k, seat, rng, cards, places) > 0) return cards[2]!;
  const n = collectPlays(k, seat, cards, targets, places);
  if (n === 0) throw noLegalPlay(k, seat);
  return places[rng.int(n)]!;
}

/** The session's counts of `attr` (expr/hand-counts.ts heldCounts, as drawMatching asks them), or null. */
function heldFor(k: Kernel, seat: number, attr: Compiled): HeldCounts | null {
  const env = beginCards(k, seat);
  try {
    return heldCounts(attr, env);
  } catch {
    return null;
  } finally {
    endCards(env);
  }
}
