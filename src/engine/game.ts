// The game-agnostic trick-taking kernel behind one facade. State is compact and mutable inside
// (card ids, arrays; core/state.ts), rules are closures compiled once per ruleset (rules/), and the
// flow runs automatically between decisions (assembly/round.ts): deal -> before-tricks steps -> trick play
// -> after-tricks steps -> scoring -> next round. Immutable views leave only through observe(),
// events, state() and result(). This file only delegates: every mechanic lives in a module of its own.

import type { RulesetIR } from "../ir/types.js";
import { deckFor } from "./core/cards.js";
import { createKernel, rulesOf } from "./assembly/create.js";
import type { Kernel, ResumeOptions } from "./core/kernel.js";
import { asRuleError } from "./core/log.js";
import { cloneKernel, digestState, stopRecording } from "./assembly/state.js";
import { ruleAtHand } from "./core/log.js";
import { applyAction, canAct, deciderOf, offerActions, refusal, singleActor, toAct, whyIllegal } from "./assembly/act.js";
import type { Refusal } from "./core/decision.js";
import { IllegalActionError } from "./errors.js";
import { describeEvent } from "./assembly/events.js";
import { applyRandom, applyRandomPlays } from "./fast/random-plays.js";
import type { Rng } from "./rng.js";
import type { FastCaps } from "./rules/caps.js";
import { roundScores } from "./scoring/rank.js";
import { buildObservation, openTricksView } from "./view/observe.js";
import { heldView } from "./tricks/held.js";
import { determinize, type SampleMode, type SampleStats } from "./view/sample.js";
import type { Blamed } from "./view/repair.js";
import { scoreScenario, type ScoreScenario } from "./view/scenario.js";
import { ruleLabel } from "../ir/rule-ref.js";
import type {
  Action,
  CardId,
  CardInfo,
  GameEvent,
  GameOptions,
  GameResult,
  GameTally,
  Observation,
  OpenTrick,
  HeldTrickInfo,
  RefereeView,
  Seat,
  SeatAction,
} from "./types.js";

export type { FastCaps, ResumeOptions, ScoreScenario };

export class Game {
  readonly ir: RulesetIR;
  readonly players: number;
  readonly seed: number;
  /** The game's kernel: the engine's modules work on it; everything outside the engine uses the methods below. */
  private readonly k: Kernel;

  private constructor(k: Kernel) {
    this.k = k;
    this.ir = k.ir;
    this.players = k.players;
    this.seed = k.seed;
  }

  static create(ir: RulesetIR, opts: GameOptions): Game {
    return new Game(createKernel(ir, opts));
  }

  /**
   * A game consistent with everything an observation shows (a seat's view of a game of this ruleset),
   * with the cards it does not show drawn at random: the worlds a search bot plans in. It starts at
   * the observation's round, earlier rounds summarised by their scores. `mode`: how the sampler checks
   * the world (view/sample.ts SampleMode), the same world either way; `stats`: what drawing it cost
   * is added there (view/sample.ts SampleStats; for measurements); `record` false: the world need
   * record no events (the caller stops its recording), so it may be replayed without them;
   * `blamed`: what the worlds drawn before for the same observation learnt (view/repair.ts Blamed),
   * for a caller that draws several.
   */
  static fromObservation(ir: RulesetIR, obs: Observation, rng: Rng, mode?: SampleMode, stats?: SampleStats, record = true, blamed?: Blamed): Game {
    return new Game(determinize(ir, obs, rng, undefined, stats, mode, undefined, record, blamed));
  }

  /**
   * The round score every seat would get in a made-up situation (piles, hands, trick counts, orders),
   * under the ruleset's own `score` rule: rulebook examples, "what would this score?".
   */
  static scoreScenario(ir: RulesetIR, scenario: ScoreScenario): number[] {
    return scoreScenario(ir, scenario);
  }

  /** Which fast paths the ruleset's mechanics all allow (rules/caps.ts): the engine plays the same games either way, only faster. */
  static fastPaths(ir: RulesetIR): FastCaps {
    return { ...rulesOf(ir, 0).caps };
  }

  /**
   * A game that starts at the beginning of a later round, with the scores of the rounds before
   * (scenarios, rulebook examples; the sampler's worlds start so too).
   */
  static resume(ir: RulesetIR, opts: GameOptions, resume: ResumeOptions): Game {
    return new Game(createKernel(ir, opts, resume));
  }

  /** The cards of the ruleset's deck for `players` (ids are indexes), or undefined when it has none for that count. */
  static cardsOf(ir: RulesetIR, players: number): readonly CardInfo[] | undefined {
    return deckFor(ir, players)?.cards;
  }

  /** A new game created exactly like this one, at its start (replaying `actions` on it reproduces this game). */
  restart(): Game {
    return new Game(createKernel(this.ir, this.k.opts, this.k.resume));
  }

  /**
   * An independent copy: playing on either never changes the other. With `{ record: false }` the copy
   * keeps no events or actions from here on (a search's playout world: the same game, played faster).
   */
  clone(opts?: { readonly record?: boolean }): Game {
    return new Game(cloneKernel(this.k, opts?.record ?? true));
  }

  /**
   * Ends the game when the current round has been scored, as if the ruleset's `rounds` were this
   * round's number (the search bots' worlds: bots/horizon.ts). The round plays as before only when
   * no rule reads `rounds` and `rounds` is not an end condition's guard (which would stop the game
   * with an error instead); the caller checks that (bots/horizon.ts mayEndAfterRound).
   */
  endAfterRound(): void {
    this.k.st.rounds = this.k.st.round;
  }

  /**
   * Keeps no events or actions from here on and drops those kept (observe, events and actions are
   * refused after it, as for a game created with `record: false`); the game itself plays on the same.
   */
  stopRecording(): void {
    stopRecording(this.k);
  }

  // ── what the game is ───────────────────────────────────────────────────────────────────────

  get cards(): readonly CardInfo[] {
    return this.k.deck.cards;
  }

  parseCard(name: string): CardId | undefined {
    return this.k.deck.byName.get(name);
  }

  cardName(id: CardId): string {
    return this.k.deck.cards[id]?.name ?? `#${id}`;
  }

  get isOver(): boolean {
    return this.k.st.phase === "over";
  }

  get round(): number {
    return this.k.st.round;
  }

  // ── who acts, what they may do ─────────────────────────────────────────────────────────────

  toAct(): readonly Seat[] {
    return toAct(this.k);
  }

  /** The only seat to act, or -1 when none or several are (a simultaneous decision). Allocation-free. */
  singleActor(): Seat {
    return singleActor(this.k);
  }

  /**
   * Which seat makes `seat`'s decisions now: `seat` itself, or the seat a mechanic hands them to (a
   * dummy's hand, once face up, is played by the seat the ruleset names). The rules still ask `seat`
   * to act (legalActions(seat), apply(seat, ...)); its decider's bot or person chooses, seeing what the
   * decider sees (observe(decider)).
   */
  decider(seat: Seat): Seat {
    return deciderOf(this.k, seat);
  }

  /** May a seat's decisions pass to another seat in this ruleset (a mechanic with a `decider` hook: a dummy)? */
  get handsOverDecisions(): boolean {
    return this.k.hooks.decider.length > 0;
  }

  /** Is `seat` one of the seats to act now? (toAct() without building the list) */
  canAct(seat: Seat): boolean {
    return canAct(this.k, seat);
  }

  /** Every legal action of `seat` now, in a fixed order ([] when it is not to act). */
  legalActions(seat: Seat): Action[] {
    return offerActions(this.k, seat);
  }

  /**
   * Why the action is illegal for `seat` now (the designer's explanation), or null when it is legal:
   * one line, or with `{ detail: true }` the sentence, the rule that refused it (its label, and its
   * reference for locateRule) and its failed conditions in the ruleset's words with the values they read.
   */
  whyIllegal(seat: Seat, action: Action): string | null;
  whyIllegal(seat: Seat, action: Action, opts: { readonly detail: true }): Refusal | null;
  whyIllegal(seat: Seat, action: Action, opts?: { readonly detail: true }): string | Refusal | null {
    return opts?.detail ? refusal(this.k, seat, action) : whyIllegal(this.k, seat, action);
  }

  /**
   * The step whose decisions are awaited now, by the engine's rule label ("before tricks step 1 (pass
   * to the right)", "rule cards draft"): what a choose, order or keep action answers. Null while a seat
   * is to play a card and once the game is over.
   */
  stepAtHand(): string | null {
    if (this.isOver) return null;
    const rule = ruleAtHand(this.k);
    return rule.k === "tricks" && rule.rule === "loop" ? null : ruleLabel(rule);
  }

  apply(seat: Seat, action: Action): void {
    applyAction(this.k, seat, action);
  }

  /**
   * Applies a uniformly random legal action of `seat` and returns it. It draws exactly as
   * `apply(seat, rng.pick(legalActions(seat)))` would, so a game played either way is the same game;
   * in trick play it builds no list where the rules allow (fast/random-plays.ts).
   */
  applyRandom(seat: Seat, rng: Rng): Action {
    return applyRandom(this.k, seat, rng);
  }

  /**
   * Uniformly random moves (trick play, and the steps' choices between) for as long as the seat to act
   * has a stream in `rngs` (null: that seat's bot decides itself); the same draws as applyRandom, seat
   * by seat. Returns when the seat to act has no stream, a decision must be listed, or the game is over. With `round`, it plays in that round only (a playout that ends with the round).
   */
  applyRandomPlays(rngs: readonly (Rng | null)[], round?: number): void {
    applyRandomPlays(this.k, rngs, round);
  }

  // ── what has happened, and what each seat sees ─────────────────────────────────────────────

  get events(): readonly GameEvent[] {
    this.requireRecording("events");
    return this.k.st.events;
  }

  get actions(): readonly SeatAction[] {
    this.requireRecording("actions");
    const st = this.k.st;
    const pairs = st.actionPairs;
    for (let i = pairs.length; i < st.actionSeats.length; i++) pairs.push({ seat: st.actionSeats[i]!, action: st.actionObjs[i]! });
    return pairs;
  }

  /** How many actions have been applied (actions.length without pairing them up). */
  get actionCount(): number {
    return this.k.st.actionsApplied;
  }

  /** Rounds, tricks, tricks won per seat and actions so far (with or without recording). */
  tally(): GameTally {
    const st = this.k.st;
    return { rounds: st.roundsBegun, tricks: st.tricksEnded, tricksWon: [...st.tricksWonInGame], actions: st.actionsApplied };
  }

  /** Whether this game keeps its events and actions (GameOptions.record). */
  get isRecording(): boolean {
    return this.k.recording;
  }

  /** One line for people about an event of this game (its kind's own description; replay reports). */
  describe(e: GameEvent): string {
    return describeEvent(e, (id) => this.cardName(id));
  }

  /** What `seat` may see, and nothing else. */
  observe(seat: Seat): Observation {
    this.requireRecording("events to observe");
    return buildObservation(this.k, seat);
  }

  /**
   * A game consistent with everything `seat` has seen, with the hidden cards drawn at random
   * (built from observe(seat) alone). It starts at the current round; earlier rounds are summarised.
   */
  sampleHidden(seat: Seat, rng: Rng): Game {
    return Game.fromObservation(this.ir, this.observe(seat), rng);
  }

  /**
   * Everything, hidden or not, as a copy: the referee's view, for tests, tools and reports over a
   * whole game. Never hand it to a bot or a seat (they get observe()).
   */
  state(): RefereeView {
    const st = this.k.st;
    const names = this.k.rules.pileNames;
    const piles: Record<string, CardId[][]> = {};
    names.forEach((name, p) => (piles[name] = st.piles[p]!.map((cards) => [...cards])));
    const orders: Record<string, number[][]> = {};
    this.k.rules.orderNames.forEach((name, o) => (orders[name] = st.orders[o]!.map((v) => [...v])));
    return {
      round: st.round,
      dealer: st.dealer,
      phase: st.phase,
      hands: st.hands.map((h) => [...h]),
      piles,
      leftover: [...st.leftover],
      discarded: [...st.discarded],
      removed: [...st.removed],
      reserved: st.reserved.map((c) => (c >= 0 ? [c] : [])),
      openTricks: openTricksView(this.k),
      orders,
      tricksWon: [...st.tricksWon],
      held: heldView(this.k, null),
      heldKept: this.k.rules.keepsHeld,
      totals: [...st.totals],
    };
  }

  /** The scores of the last round scored (with or without recording; a resumed game counts the rounds it resumed with), or null if none has been. */
  lastRoundScores(): number[] | null {
    const rows = this.k.st.roundScores;
    return rows.length > 0 ? [...rows[rows.length - 1]!] : null;
  }

  /** The round score every seat would get if the round were scored now (the `score` rule); a RuleError when it cannot be. */
  scoresNow(): number[] {
    try {
      return roundScores(this.k);
    } catch (err) {
      throw asRuleError(this.k, err);
    }
  }

  /** A digest of the game's state (the "game" slices of core/state.ts): equal digests, equal positions. */
  digest(): string {
    return digestState(this.k.st);
  }

  /** The open tricks (face up, so public), with who would win each if it completed now. */
  openTricks(): OpenTrick[] {
    return openTricksView(this.k);
  }

  /** Does the seat's card lie in an open trick (played, its trick not yet complete)? Reads no events, so unrecorded games answer too. */
  inOpenTrick(seat: Seat, card: CardId): boolean {
    for (const t of this.k.st.openTricks) {
      for (let i = 0; i < t.size; i++) if (t.cardAt(i) === card && t.seatAt(i) === seat) return true;
    }
    return false;
  }

  result(): GameResult | null {
    const st = this.k.st;
    if (!st.winners) return null;
    return { totals: [...st.totals], roundScores: st.roundScores.map((r) => [...r]), winners: [...st.winners] };
  }

  private requireRecording(what: string): void {
    if (!this.k.recording) {
      throw new IllegalActionError(`this game was created with record: false, so it keeps no ${what}; create it with recording on (the default) to observe, sample or log it`);
    }
  }
}
