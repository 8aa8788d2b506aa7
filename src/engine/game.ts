// The game-agnostic trick-taking kernel behind one facade. State is compact and mutable inside
// (card ids, arrays), rules are closures compiled once per ruleset (rules.ts), and the flow runs
// automatically between decisions: deal -> before-tricks steps -> trick play -> after-tricks steps ->
// scoring -> next round. Immutable views leave only through observe(), events and result().

import { MAX_ORDER_VALUES, type RulesetIR } from "../ir/types.js";
import { ExprValueError, newEnv, type Env, type EvalState } from "./expr.js";
import { deckFor, type Deck } from "./cards.js";
import { IllegalActionError, RuleError } from "./errors.js";
import { compileRules, type CompiledRules, type CompiledStep } from "./rules.js";
import { Rng } from "./rng.js";
import { legalPlays, legalChoices, checkChoice, checkPlay, legalOrders, checkOrder, hasChoice, collectPlays, playAt, uniformTargets } from "./legal.js";
import { actionTable, type ActionTable } from "./action-table.js";
import { scratchFor, type Scratch } from "./scratch.js";
import { tierTables, winnerRanks, type TierTable } from "./card-tables.js";
import { clearFlags, emptied, emptiedPerSeat, filled, objectList, objectListOf, perSeat } from "./lists.js";
import { Trick, trickWinner, nextLeadAfter, playsOf } from "./tricks.js";
import { buildObservation } from "./observe.js";
import { determinize } from "./sample.js";
import type { Rng as RngType } from "./rng.js";
import type { Action, CardId, CardInfo, DealSpec, GameEvent, GameOptions, GameResult, GameTally, Observation, Phase, Seat, SeatAction } from "./types.js";



/** Mutable state; also the EvalState that rule closures read. */
export interface State extends EvalState {
  players: number;
  round: number;
  rounds: number;
  deckSuits: readonly number[];
  suitOf: Int32Array;
  rankOf: Int32Array;
  hands: number[][];
  piles: number[][][];
  tricksWon: number[];
  totals: number[];
  roundScores: number[][];
  openTricks: Trick[];
  leftover: number[];
  revealed: boolean[];
  /** orders[order][seat]: arranged values (empty until arranged this round). */
  orders: number[][][];
  /** shown[order][seat][position]: that entry has been face up this round (so every seat knows it). */
  shown: boolean[][][];
  /** up[order][seat]: the face-up position counted from 1, or 0. */
  up: number[][];
  /** The values the current order step offers. */
  orderOffer: number[];
  dealer: Seat;
  phase: Phase;
  /** Which step list runs now and where in it. */
  stepList: "before" | "after";
  stepIndex: number;
  /** Secret commitments (cards of a choice or values of an order; null = not yet), or null outside a secret step. */
  pending: (number[] | null)[] | null;
  /** Seat choosing in a sequential choice, or -1. */
  chooser: Seat;
  chooseStart: Seat;
  /** Seat to play in trick play. */
  actor: Seat;
  /** Cycle flow: who led this cycle and who has played in it. */
  cycleLeader: Seat;
  playedInCycle: boolean[];
  /** Cycle flow: how many seats are still to play in this cycle (those that held cards when it began). */
  cycleLeft: number;
  /** Id the next opened trick gets (ids are stable within a round; they are the targets of play actions). */
  nextTrickId: number;
  winners: Seat[] | null;
}

/** Options for starting a game part-way, at the beginning of a given round (used by the sampler). */
export interface ResumeOptions {
  readonly round: number;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly roundScores: readonly (readonly number[])[];
}

const DEFAULT_MAX_STEPS = 100_000;

/**
 * Removes one card from a hand, keeping the order (no splice: it allocates the removed part). `at` is
 * where the caller saw it, or -1 to search.
 */
function removeCard(hand: number[], card: number, at: number): void {
  // One pass: find the card, then close the gap (indexOf and a second loop cost twice the calls).
  const last = hand.length - 1;
  let k = at >= 0 && hand[at] === card ? at : 0;
  while (k < last && hand[k] !== card) k++;
  for (; k < last; k++) hand[k] = hand[k + 1]!;
  hand.pop(); // faster than shortening with `length`
}

/** The cards in ascending order, as a new list (the engine keeps it; the action stays the caller's). */
function sortedCopy(cards: readonly CardId[]): number[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) {
    if (out[i - 1]! > out[i]!) return out.sort((a, b) => a - b);
  }
  return out;
}

/** Does every seat have a stream (a uniform bot) in `rngs`? */
function everySeatHas(rngs: readonly (RngType | null)[], players: number): boolean {
  for (let s = 0; s < players; s++) if (!rngs[s]) return false;
  return true;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
const MAX_ROUNDS = 10_000;

export class Game {
  readonly ir: RulesetIR;
  readonly rules: CompiledRules;
  readonly players: number;
  readonly seed: number;
  readonly deck: Deck;
  private rng: Rng;
  private readonly presetDeals: readonly DealSpec[];
  /** How the game was created, so that it can be replayed from its start (restart). */
  private readonly opts: GameOptions;
  private readonly resumeOpts: ResumeOptions | undefined;
  private readonly maxSteps: number;
  private steps = 0;
  /** @internal mutable state; read by observe/sample helpers in this folder. */
  st: State;
  /** @internal */
  env: Env;
  /** Whether events and actions are kept (GameOptions.record); checked before an event is even built. */
  private readonly recording: boolean;
  private eventList: GameEvent[] = [];
  /** Index in eventList of the current round's roundStart event. */
  private roundEventStart = 0;
  /**
   * Who did what, as two parallel lists: recording a play must not allocate (the hot path of every
   * simulation). `actions` pairs them up on demand.
   */
  private actionSeats: Seat[] = [];
  private actionObjs: Action[] = [];
  /** The paired-up list `actions` hands out, extended on demand (entries are immutable). */
  private actionPairs: SeatAction[] = [];
  /** Actions applied, and the tally's other counters (kept with or without recording). */
  private actionsApplied = 0;
  private roundsBegun = 0;
  private tricksEnded = 0;
  private tricksWonInGame: number[];
  /**
   * The list the last legalActions() call returned, and for which seat at which action count. apply()
   * trusts an action that is one of those very objects (a bot picking from the list it was given)
   * instead of validating it again: the hot path of every simulation.
   */
  private legalSeat: Seat = -1;
  private legalAt = -1;
  private legalList: readonly Action[] = [];
  /** @internal the shared action objects of this deck (legal.ts). */
  readonly actionTable: ActionTable;
  /** The winner tiers as tables, once built (card-tables.ts). */
  private tierTableList: readonly (TierTable | null)[] | null = null;
  /** winnerRankTable's value, once known (undefined: not yet asked). */
  private winnerRankList: Float64Array | null | undefined = undefined;
  /** The winners of the tricks of one cycle (cycle flow), reused. */
  private cycleWinners: Seat[] = [];
  /** Completed tricks whose objects a new trick reuses (nothing keeps a trick once it is awarded). */
  private spareTricks: Trick[] = objectList();
  /** @internal scratch buffers shared by the games of this deck (scratch.ts). */
  readonly scratch: Scratch;

  private constructor(ir: RulesetIR, opts: GameOptions, resume?: ResumeOptions) {
    this.ir = ir;
    this.rules = compileRules(ir);
    this.players = opts.players;
    this.seed = opts.seed >>> 0;
    this.rng = new Rng(this.seed);
    this.presetDeals = opts.deals ?? [];
    this.opts = opts;
    this.resumeOpts = resume;
    this.maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
    this.recording = opts.record ?? true;
    const n = opts.players;
    if (!Number.isInteger(n) || n < ir.players.min || n > ir.players.max) {
      throw new IllegalActionError(`${ir.name} is for ${ir.players.min}–${ir.players.max} players, not ${n}`);
    }
    this.tricksWonInGame = filled(n, 0);
    const deck = deckFor(ir, n);
    if (!deck) throw new IllegalActionError(`${ir.name} has no deck for ${n} players`);
    this.deck = deck;
    this.actionTable = actionTable(deck);
    this.scratch = scratchFor(deck, n, ir.tricks.maxOpen);
    this.st = {
      players: n,
      round: 1,
      rounds: 1,
      deckSuits: deck.suits,
      suitOf: deck.suitOf,
      rankOf: deck.rankOf,
      hands: [],
      piles: [],
      tricksWon: filled(n, 0),
      totals: filled(n, 0),
      roundScores: objectList(),
      openTricks: objectList(),
      leftover: [],
      revealed: filled(this.rules.pileNames.length, false),
      orders: [],
      shown: [],
      up: [],
      orderOffer: [],
      dealer: 0,
      phase: "choose",
      stepList: "before",
      stepIndex: 0,
      pending: null,
      chooser: -1,
      chooseStart: -1,
      actor: -1,
      cycleLeader: -1,
      playedInCycle: filled(n, false),
      cycleLeft: 0,
      nextTrickId: 0,
      winners: null,
    };
    this.env = newEnv(this.st, this.rules.slotCount, ir.lets.length);

    const rounds = this.evalGlobal(this.rules.rounds);
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
      throw new RuleError("bad-rounds", "rounds", this.seed, `the number of rounds must be a whole number from 1 to ${MAX_ROUNDS}, but it is ${rounds}`);
    }
    this.st.rounds = rounds;
    if (resume) {
      this.st.round = resume.round;
      this.st.dealer = resume.dealer;
      this.st.totals = [...resume.totals];
      this.st.roundScores = objectListOf(resume.roundScores.map((r) => [...r]));
    } else {
      const fd = opts.firstDealer ?? (ir.firstDealer.kind === "seat" ? ir.firstDealer.seat : this.rng.int(n));
      if (!Number.isInteger(fd) || fd < 0 || fd >= n) throw new IllegalActionError(`first dealer ${fd} is not a seat of a ${n}-player game`);
      this.st.dealer = fd;
    }
    try {
      this.startRound();
    } catch (err) {
      throw this.asRuleError(err);
    }
  }

  static create(ir: RulesetIR, opts: GameOptions): Game {
    return new Game(ir, opts);
  }

  /** @internal A game that starts at the beginning of a later round (the sampler's determinizations). */
  static resume(ir: RulesetIR, opts: GameOptions, resume: ResumeOptions): Game {
    return new Game(ir, opts, resume);
  }

  // ── facade ─────────────────────────────────────────────────────────────────────────────────

  /** A new game created exactly like this one, at its start (replaying `actions` on it reproduces this game). */
  restart(): Game {
    return new Game(this.ir, this.opts, this.resumeOpts);
  }

  get cards(): readonly CardInfo[] {
    return this.deck.cards;
  }

  parseCard(name: string): CardId | undefined {
    return this.deck.byName.get(name);
  }

  cardName(id: CardId): string {
    return this.deck.cards[id]?.name ?? `#${id}`;
  }

  get isOver(): boolean {
    return this.st.phase === "over";
  }

  get round(): number {
    return this.st.round;
  }

  get events(): readonly GameEvent[] {
    this.requireRecording("events");
    return this.eventList;
  }

  /** Rounds, tricks, tricks won per seat and actions so far (with or without recording). */
  tally(): GameTally {
    return { rounds: this.roundsBegun, tricks: this.tricksEnded, tricksWon: [...this.tricksWonInGame], actions: this.actionsApplied };
  }

  /** Whether this game keeps its events and actions (GameOptions.record). */
  get isRecording(): boolean {
    return this.recording;
  }

  private requireRecording(what: string): void {
    if (!this.recording) {
      throw new IllegalActionError(`this game was created with record: false, so it keeps no ${what}; create it with recording on (the default) to observe, sample or log it`);
    }
  }

  /** @internal index of the current round's first event. */
  get roundStartIndex(): number {
    return this.roundEventStart;
  }

  get actions(): readonly SeatAction[] {
    this.requireRecording("actions");
    const pairs = this.actionPairs;
    for (let i = pairs.length; i < this.actionSeats.length; i++) pairs.push({ seat: this.actionSeats[i]!, action: this.actionObjs[i]! });
    return pairs;
  }

  /** How many actions have been applied (actions.length without pairing them up). */
  get actionCount(): number {
    return this.actionsApplied;
  }

  toAct(): readonly Seat[] {
    const st = this.st;
    if (st.phase === "tricks") return [st.actor];
    if (st.phase === "over") return [];
    if (st.pending) {
      const out: Seat[] = [];
      for (let s = 0; s < st.players; s++) if (st.pending[s] === null) out.push(s);
      return out;
    }
    return [st.chooser];
  }

  /** The only seat to act, or -1 when none or several are (a simultaneous decision). Allocation-free. */
  singleActor(): Seat {
    const st = this.st;
    if (st.phase === "tricks") return st.actor;
    if (st.phase === "over" || st.pending) return -1;
    return st.chooser;
  }

  /** Is `seat` one of the seats to act now? (toAct() without building the list) */
  canAct(seat: Seat): boolean {
    const st = this.st;
    if (st.phase === "tricks") return st.actor === seat;
    if (st.phase === "over") return false;
    if (st.pending) return st.pending[seat] === null;
    return st.chooser === seat;
  }

  /** @internal the winner tiers fixed per deck as tables (null entries are evaluated live). */
  winnerTables(): readonly (TierTable | null)[] {
    return (this.tierTableList ??= tierTables(this.deck, this.rules.winnerTiers, this.rules.tierFixed, this.ir.suits.length, this.env));
  }

  /** @internal The winner tiers as one number per (lead, card), or null (card-tables.ts winnerRanks). */
  winnerRankTable(): Float64Array | null {
    if (this.winnerRankList === undefined) this.winnerRankList = winnerRanks(this.winnerTables());
    return this.winnerRankList;
  }

  /**
   * Applies a uniformly random legal action of `seat` and returns it. It draws exactly as
   * `apply(seat, rng.pick(legalActions(seat)))` would (one rng.int over the same list in the same
   * order), so a game played either way is the same game; in trick play it builds no list. The
   * random bot's fast path in the lab, and the rollouts of search bots.
   */
  applyRandom(seat: Seat, rng: RngType): Action {
    if (this.st.phase !== "tricks" || this.st.actor !== seat) {
      const single = this.randomSingleChoice(seat, rng);
      if (single) return single;
      const action = rng.pick(this.legalActions(seat));
      this.apply(seat, action);
      return action;
    }
    const k = uniformTargets(this);
    if (k >= 0) return this.randomGridPlay(seat, rng, k, true)!;
    const { cards, targets } = this.scratch;
    let n: number;
    try {
      n = collectPlays(this, seat, cards, targets);
    } catch (err) {
      throw this.asRuleError(err);
    }
    if (n === 0) this.computeLegal(seat); // raises the no-legal-action RuleError
    const action = playAt(this, cards, targets, rng.int(n));
    this.commit(seat, action);
    return action;
  }

  /**
   * Trick play by uniformly random moves for as long as the seat to act has a stream in `rngs` (null:
   * that seat's bot decides itself). Each play draws exactly as applyRandom(seat, rngs[seat]) would,
   * so the game is the same; this loop only spares the per-play dispatch. Returns when the game is
   * not in trick play, or the seat to act has no stream. Only for rules whose legal plays form a grid
   * (uniformTargets >= 0); otherwise it plays nothing.
   */
  applyRandomPlays(rngs: readonly (RngType | null)[]): void {
    const st = this.st;
    const rules = this.rules;
    if (!rules.uniformLegal) return;
    if (rules.singleTrickCycles && !this.recording && everySeatHas(rngs, st.players)) return this.playRandomCycles(rngs);
    // uniformTargets, with the rule's constants read once for the run.
    const followConst = rules.followConst === true;
    const openConst = rules.openConst === true;
    const maxOpen = this.ir.tricks.maxOpen;
    while (st.phase === "tricks") {
      const seat = st.actor;
      const rng = rngs[seat];
      if (!rng) return;
      const open = st.openTricks.length;
      const k = (followConst ? open : 0) + (openConst && open < maxOpen ? 1 : 0);
      const hand = st.hands[seat]!;
      if (hand.length * k === 0) this.computeLegal(seat); // raises the no-legal-action RuleError
      // The draw is made here, not in playGridEntry: then it is part of this loop's optimized code
      // whether or not the compiler inlines that call. In some processes it did not inline the play
      // (then the draw's own functions were called too), and those processes ran about 15% slower.
      this.playGridEntry(seat, hand, rng.int(hand.length * k) | 0, k, false);
    }
  }

  /**
   * applyRandomPlays for rules with singleTrickCycles, without recording, when every seat has a
   * stream. Every play of a cycle goes into the one open trick (or opens it), so a random play is one
   * draw over the hand; the plays of a cycle are drawn and carried out in this loop and the cycle ends
   * in endSingleTrick, instead of each play going through the per-play dispatch (playGridEntry,
   * playCard, afterPlay, endCycle). The draws and the state changes are the same, so the game is the
   * same game (tests compare both paths).
   */
  private playRandomCycles(rngs: readonly (RngType | null)[]): void {
    const st = this.st;
    const n = st.players;
    const suitOf = st.suitOf;
    const size = this.deck.cards.length;
    // With every winner tier tabled, the winner is tracked as the cards fall (trickWinner's table
    // walk, done here); a trick begun before this call is judged whole when it completes.
    const ranks = this.winnerRankTable();
    const lastWins = this.ir.tricks.ties === "last";
    this.legalSeat = -1;
    try {
      while (st.phase === "tricks") {
        let seat = st.actor;
        let trick = st.openTricks.length > 0 ? st.openTricks[0]! : null;
        const tracked = trick === null && ranks !== null;
        let row = 0;
        let best = -1;
        let bestRank = 0;
        let left = st.cycleLeft;
        for (;;) {
          const hand = st.hands[seat]!;
          // A seat still to play in a cycle holds cards: only playing empties a hand in trick play.
          const at = rngs[seat]!.int(hand.length) | 0;
          this.tick("apply");
          this.actionsApplied++;
          const card = hand[at]!;
          removeCard(hand, card, at);
          if (trick === null) {
            trick = this.newTrick(suitOf[card]!);
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
          // The next seat clockwise that holds cards. nextWithCards also skips seats that have played
          // this cycle (playedInCycle is not kept here), but going clockwise the cycle ends before it
          // comes round to one of them.
          do seat = seat + 1 === n ? 0 : seat + 1;
          while (st.hands[seat]!.length === 0);
        }
        st.cycleLeft = 0;
        // Ending trick play scores the round and may deal the next; kept out of the per-cycle code.
        if (this.endSingleTrick(trick!, best)) this.endTricks();
      }
    } catch (err) {
      throw this.asRuleError(err);
    }
  }

  /**
   * endCycle for a cycle of one trick (singleTrickCycles), with the same steps in the same order, but
   * no lists built or traded. `tracked` is the winner found as the cards fell, or -1 to judge it here.
   * Returns true when trick play is over; the caller then calls endTricks.
   */
  private endSingleTrick(trick: Trick, tracked: Seat): boolean {
    const st = this.st;
    this.tick("tricks");
    const w = tracked >= 0 ? tracked : trickWinner(this, trick);
    let lead = w;
    if (this.ir.tricks.nextLead.kind !== "winner") {
      const winners = this.cycleWinners;
      while (winners.length > 0) winners.pop();
      winners.push(w);
      lead = nextLeadAfter(this, st.openTricks, winners, st.cycleLeader);
    }
    this.awardOne(trick, w);
    this.updateShows();
    st.openTricks.pop();
    this.spareTricks.push(trick);
    return !this.beginCycle(lead);
  }

  /**
   * A uniformly random play of `seat` when every hand card has the same `k` targets (uniformTargets):
   * entry i of collectPlays' enumeration, found without building it, then played. The action object is
   * made only when it is returned (`wantAction`) or recorded.
   */
  private randomGridPlay(seat: Seat, rng: RngType, k: number, wantAction: boolean): Action | null {
    const hand = this.st.hands[seat]!;
    if (hand.length * k === 0) this.computeLegal(seat); // raises the no-legal-action RuleError
    return this.playGridEntry(seat, hand, rng.int(hand.length * k) | 0, k, wantAction);
  }

  /**
   * Plays entry `i` of the grid of `seat`'s plays (randomGridPlay). `i` is an int32 (`| 0` on the
   * draw: a draw is a whole number held as a float; as an int32 the index arithmetic and removeCard's
   * loop over the hand stay integer, where a float index cost a conversion check at every step).
   */
  private playGridEntry(seat: Seat, hand: number[], i: number, k: number, wantAction: boolean): Action | null {
    const at = k === 1 ? i : (i / k) | 0; // no `%` or Math.floor on the draw: both are float operations
    const j = i - at * k;
    const open = this.st.openTricks;
    // The open tricks come first when cards may follow them, then a new trick.
    const trick = this.rules.followConst === true && j < open.length ? open[j]! : null;
    const action = wantAction || this.recording ? this.actionTable.play(hand[at]!, trick ? trick.id : "new") : null;
    this.noteAction(seat, action);
    try {
      // The card's place in the hand is known here, so removing it needs no search.
      this.playCard(seat, hand, at, trick);
    } catch (err) {
      throw this.asRuleError(err);
    }
    return action;
  }

  /**
   * applyRandom for a choice of one card: the legal list would be the hand in order, so a draw over
   * the hand picks the same card without building the list. Null when this is not such a decision.
   */
  private randomSingleChoice(seat: Seat, rng: RngType): Action | null {
    const st = this.st;
    if (st.phase !== "choose" || !this.canAct(seat)) return null;
    const step = this.currentStep() as Exclude<CompiledStep, { kind: "reveal" }>;
    const hand = st.hands[seat]!;
    if (step.kind !== "choose" || hand.length === 0) return null;
    let count: number;
    try {
      count = this.evalGlobal(step.count);
    } catch (err) {
      throw this.asRuleError(err);
    }
    if (count !== 1) return null;
    const action = this.actionTable.chooseOne(hand[rng.int(hand.length) | 0]!);
    this.noteAction(seat, action);
    try {
      // The table's one-card list is never changed by the engine, so it is kept as it is: commit()
      // copies a caller's list, which the caller could change afterwards.
      this.applyDecision(seat, action.cards as number[]);
    } catch (err) {
      throw this.asRuleError(err);
    }
    return action;
  }

  legalActions(seat: Seat): Action[] {
    const out = this.computeLegal(seat);
    this.legalSeat = seat;
    this.legalAt = this.actionsApplied;
    this.legalList = out;
    return out;
  }

  private computeLegal(seat: Seat): Action[] {
    if (!this.canAct(seat)) return [];
    const st = this.st;
    if (st.phase === "choose") {
      const step = this.currentStep() as Exclude<CompiledStep, { kind: "reveal" }>;
      if (step.kind === "order") return legalOrders(st.orderOffer).map((values) => ({ type: "order", values }));
      return legalChoices(this, seat, this.evalGlobal(step.count), step.distinctSuits);
    }
    let out: Action[];
    try {
      out = legalPlays(this, seat);
    } catch (err) {
      throw this.asRuleError(err);
    }
    if (out.length === 0) {
      throw new RuleError(
        "no-legal-action",
        "tricks (open / follow / aside)",
        this.seed,
        `seat ${seat} holds ${st.hands[seat]!.length} card(s) but no rule lets any of them be played (round ${st.round})`,
      );
    }
    return out;
  }

  /** Why the action is illegal, or null when it is legal. */
  whyIllegal(seat: Seat, action: Action): string | null {
    const st = this.st;
    if (st.phase === "over") return "the game is over";
    if (!this.canAct(seat)) return `it is not seat ${seat}'s turn (waiting for ${this.toAct().join(", ")})`;
    if (st.phase === "choose") {
      const step = this.currentStep() as Exclude<CompiledStep, { kind: "reveal" }>;
      if (step.kind === "order") {
        if (action.type !== "order") return `seat ${seat} must arrange ${this.rules.orderNames[step.order]} now, not ${action.type}`;
        return checkOrder(action.values, st.orderOffer);
      }
      if (action.type !== "choose") return `seat ${seat} must choose cards now, not ${action.type}`;
      return checkChoice(this, seat, action.cards, this.evalGlobal(step.count), step.distinctSuits);
    }
    if (action.type === "choose" || action.type === "order") return `seat ${seat} must play a card now, not ${action.type}`;
    try {
      return checkPlay(this, seat, action);
    } catch (err) {
      throw this.asRuleError(err);
    }
  }

  apply(seat: Seat, action: Action): void {
    const offered = this.legalSeat === seat && this.legalAt === this.actionsApplied && this.legalList.includes(action);
    if (!offered) {
      const why = this.whyIllegal(seat, action);
      if (why !== null) throw new IllegalActionError(`illegal action for seat ${seat}: ${why}`);
    }
    this.commit(seat, action);
  }

  /** Carries out a legal action. */
  private commit(seat: Seat, action: Action): void {
    this.noteAction(seat, action);
    try {
      if (action.type === "choose") this.applyDecision(seat, sortedCopy(action.cards));
      else if (action.type === "order") this.applyDecision(seat, [...action.values]);
      else this.applyPlay(seat, action);
    } catch (err) {
      throw this.asRuleError(err);
    }
  }

  /** Counts an action about to be carried out and logs it when recording (then `action` is not null). */
  private noteAction(seat: Seat, action: Action | null): void {
    this.legalSeat = -1;
    this.tick("apply");
    this.actionsApplied++;
    if (this.recording) {
      this.actionSeats.push(seat);
      this.actionObjs.push(action!);
    }
  }

  /** A value error inside a rule expression becomes a RuleError naming the rule and this game's seed. */
  private asRuleError(err: unknown): unknown {
    if (err instanceof ExprValueError) return new RuleError("bad-value", err.rule, this.seed, err.message);
    return err;
  }

  observe(seat: Seat): Observation {
    this.requireRecording("events to observe");
    return buildObservation(this, seat, this.eventList, this.roundEventStart);
  }

  /**
   * A game consistent with everything `seat` has seen, with the hidden cards drawn at random
   * (built from observe(seat) alone). It starts at the current round; earlier rounds are summarised.
   */
  sampleHidden(seat: Seat, rng: RngType): Game {
    return determinize(this.ir, this.observe(seat), rng);
  }

  result(): GameResult | null {
    const st = this.st;
    if (!st.winners) return null;
    return { totals: [...st.totals], roundScores: st.roundScores.map((r) => [...r]), winners: [...st.winners] };
  }

  clone(): Game {
    const g = Object.create(Game.prototype) as Game;
    const st = this.st;
    const copy: State = {
      ...st,
      hands: st.hands.map((h) => [...h]),
      piles: st.piles.map((p) => p.map((s) => [...s])),
      tricksWon: [...st.tricksWon],
      totals: [...st.totals],
      roundScores: objectListOf(st.roundScores.map((r) => [...r])),
      openTricks: objectListOf(st.openTricks.map((t) => t.copy())),
      leftover: [...st.leftover],
      revealed: [...st.revealed],
      orders: st.orders.map((o) => o.map((v) => [...v])),
      shown: st.shown.map((o) => o.map((v) => [...v])),
      up: st.up.map((o) => [...o]),
      orderOffer: [...st.orderOffer],
      pending: st.pending ? st.pending.map((p) => (p ? [...p] : null)) : null,
      playedInCycle: [...st.playedInCycle],
      winners: st.winners ? [...st.winners] : null,
    };
    Object.assign(g, this, {
      rng: this.rng.clone(),
      st: copy,
      env: newEnv(copy, this.rules.slotCount, this.ir.lets.length),
      eventList: [...this.eventList],
      actionSeats: [...this.actionSeats],
      actionObjs: [...this.actionObjs],
      actionPairs: [...this.actionPairs],
      tricksWonInGame: [...this.tricksWonInGame],
      legalSeat: -1,
      legalList: [],
      cycleWinners: [],
      spareTricks: objectList(),
    });
    return g;
  }

  // ── flow ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Counts a step against the step limit. The error is built out of line: this runs on every play,
   * and a small body costs the optimizing compiler little of its inlining budget.
   */
  private tick(rule: string): void {
    if (++this.steps > this.maxSteps) this.stepLimit(rule);
  }

  private stepLimit(rule: string): never {
    throw new RuleError("step-limit", rule, this.seed, `the game did not end within ${this.maxSteps} steps`);
  }

  /** @internal */
  evalGlobal(fn: (env: Env) => unknown): number {
    const env = this.env;
    env.epoch++;
    env.seat = 0;
    env.card = -1;
    env.lead = -1;
    return fn(env) as number;
  }

  /** @internal */
  evalSeat<T>(fn: (env: Env) => unknown, seat: Seat): T {
    const env = this.env;
    env.epoch++;
    env.seat = seat;
    env.card = -1;
    env.lead = -1;
    return fn(env) as T;
  }

  private currentStep(): CompiledStep | undefined {
    const list = this.st.stepList === "before" ? this.rules.before : this.rules.after;
    return list[this.st.stepIndex];
  }

  private startRound(): void {
    const st = this.st;
    const n = st.players;
    const deckSize = this.deck.cards.length;
    const preset = this.presetDeals[st.round - 1];
    let hands: number[][];
    let leftover: number[];
    if (preset) {
      ({ hands, leftover } = this.checkPreset(preset));
    } else {
      const order = this.scratch.deal;
      for (let i = 0; i < deckSize; i++) order[i] = i;
      this.rng.shuffle(order);
      const each = this.rules.dealEach ? this.evalGlobal(this.rules.dealEach) : Math.floor(deckSize / n);
      if (!Number.isInteger(each) || each < 0 || each * n > deckSize) {
        throw new RuleError("bad-deal", "deal", this.seed, `cannot deal ${each} cards to each of ${n} players from a deck of ${deckSize}`);
      }
      // Seat s gets order[s*each .. (s+1)*each); collecting by card id gives every hand sorted.
      const owner = this.scratch.owner;
      for (let c = 0; c < deckSize; c++) owner[c] = -1; // TypedArray fill is a runtime call
      // Seat by seat: no division per card (a float division and a conversion each).
      for (let s = 0, k = 0; s < n; s++) for (let end = k + each; k < end; k++) owner[order[k]!] = s;
      // Last round's hand lists are refilled: they keep their storage, so dealing allocates nothing.
      // Nothing outside the state holds them (events, observations and clones take copies).
      hands = emptied(st.hands, n);
      leftover = [];
      for (let c = 0; c < deckSize; c++) {
        const o = owner[c]!;
        if (o >= 0) hands[o]!.push(c);
        else leftover.push(c);
      }
    }
    st.hands = hands;
    st.leftover = leftover;
    // Plain loops: Array.from with a mapping closure was a visible share of a simulated round.
    const pileCount = this.rules.pileNames.length;
    const orderCount = this.rules.orderNames.length;
    st.piles = emptiedPerSeat(st.piles, pileCount, n);
    if (st.revealed.length === pileCount) clearFlags(st.revealed);
    else st.revealed = filled(pileCount, false);
    st.orders = perSeat(orderCount, n);
    st.shown = perSeat(orderCount, n);
    st.up = [];
    for (let o = 0; o < orderCount; o++) st.up.push(filled(n, 0));
    for (let s = 0; s < n; s++) st.tricksWon[s] = 0;
    this.spareAll(st.openTricks);
    st.nextTrickId = 0;
    this.roundsBegun++;
    if (this.recording) {
      this.roundEventStart = this.eventList.length;
      const dealt: number[][] = [];
      for (let s = 0; s < n; s++) dealt.push(hands[s]!.slice());
      this.eventList.push({ type: "roundStart", round: st.round, dealer: st.dealer, hands: dealt, leftover: leftover.slice() });
    }
    st.stepList = "before";
    st.stepIndex = 0;
    this.runSteps();
  }

  private checkPreset(preset: DealSpec): { hands: number[][]; leftover: number[] } {
    const n = this.st.players;
    const size = this.deck.cards.length;
    if (preset.hands.length !== n) {
      throw new IllegalActionError(`the deal for round ${this.st.round} has ${preset.hands.length} hands, but there are ${n} players`);
    }
    const seen = new Set<number>();
    const take = (c: number, where: string) => {
      if (!Number.isInteger(c) || c < 0 || c >= size) throw new IllegalActionError(`${where}: card ${c} is not in the ${n}-player deck`);
      if (seen.has(c)) throw new IllegalActionError(`${where}: ${this.cardName(c)} is dealt twice`);
      seen.add(c);
    };
    const hands = preset.hands.map((h, s) => {
      for (const c of h) take(c, `round ${this.st.round}, hand of seat ${s}`);
      return [...h].sort((a, b) => a - b);
    });
    let leftover: number[];
    if (preset.leftover) {
      for (const c of preset.leftover) take(c, `round ${this.st.round}, leftover`);
      leftover = [...preset.leftover].sort((a, b) => a - b);
    } else {
      leftover = [];
      for (let c = 0; c < size; c++) if (!seen.has(c)) leftover.push(c);
    }
    return { hands, leftover };
  }

  /** Runs automatic steps until a decision is needed. */
  private runSteps(): void {
    const st = this.st;
    for (;;) {
      const step = this.currentStep();
      if (!step) {
        if (st.stepList === "before") this.beginTricks();
        else this.scoreRound();
        return;
      }
      this.tick(step.rule);
      if (step.kind === "reveal") {
        st.revealed[step.pile] = true;
        if (this.recording) this.eventList.push({ type: "reveal", pile: this.rules.pileNames[step.pile]!, cards: st.piles[step.pile]!.map((p) => [...p]) });
        st.stepIndex++;
        continue;
      }
      if (step.kind === "order") {
        if (!this.startOrder(step)) {
          st.stepIndex++;
          continue;
        }
        this.awaitDecisions(step.secret);
        return;
      }
      const count = this.evalGlobal(step.count);
      if (!Number.isInteger(count) || count < 0) {
        throw new RuleError("bad-count", step.rule, this.seed, `a seat must choose a whole number of cards, not ${count}`);
      }
      if (count === 0) {
        st.stepIndex++;
        continue;
      }
      for (let s = 0; s < st.players; s++) {
        if (!hasChoice(this, s, count, step.distinctSuits)) {
          throw new RuleError("no-legal-choice", step.rule, this.seed, `seat ${s} cannot choose ${count} card(s) from its hand of ${st.hands[s]!.length}`);
        }
      }
      this.awaitDecisions(step.secret);
      return;
    }
  }

  /** Every seat decides: all at once and hidden (secret), or one after another from the dealer's left. */
  private awaitDecisions(secret: boolean): void {
    const st = this.st;
    st.phase = "choose";
    if (secret) {
      st.pending = filled<number[] | null>(st.players, null);
    } else {
      st.chooseStart = (st.dealer + 1) % st.players;
      st.chooser = st.chooseStart;
    }
  }

  /** Evaluates the values an order step offers; false when there is nothing to arrange. */
  private startOrder(step: Extract<CompiledStep, { kind: "order" }>): boolean {
    const values = this.evalGlobal(step.values) as unknown as readonly number[];
    if (values.length > MAX_ORDER_VALUES) {
      throw new RuleError(
        "too-many-values",
        step.rule,
        this.seed,
        `an order step offers at most ${MAX_ORDER_VALUES} values (${factorial(MAX_ORDER_VALUES)} arrangements), not ${values.length}`,
      );
    }
    this.st.orderOffer = [...values];
    return values.length > 0;
  }

  /** One seat's decision in a choose or order step (cards sorted, or values in their order). */
  private applyDecision(seat: Seat, payload: number[]): void {
    const st = this.st;
    const step = this.currentStep() as Exclude<CompiledStep, { kind: "reveal" }>;
    if (st.pending) {
      st.pending[seat] = payload;
      for (let s = 0; s < st.players; s++) if (st.pending[s] === null) return;
      const all = st.pending as number[][];
      st.pending = null;
      for (let s = 0; s < st.players; s++) this.carryOut(step, s, all[s]!);
    } else {
      this.carryOut(step, seat, payload);
      st.chooser = (st.chooser + 1) % st.players;
      if (st.chooser !== st.chooseStart) return;
      st.chooser = -1;
    }
    this.updateShows();
    st.stepIndex++;
    this.runSteps();
  }

  private carryOut(step: Exclude<CompiledStep, { kind: "reveal" }>, seat: Seat, payload: number[]): void {
    if (step.kind === "order") this.setOrder(seat, payload, step.order);
    else this.moveChosen(seat, payload, step.pile);
  }

  private setOrder(seat: Seat, values: number[], order: number): void {
    this.st.orders[order]![seat] = values;
    if (this.recording) this.eventList.push({ type: "order", seat, name: this.rules.orderNames[order]!, values: [...values] });
  }

  /** Re-evaluates the `show` rules for every seat; a changed face-up entry becomes a public event. */
  private updateShows(): void {
    const st = this.st;
    const shows = this.rules.shows;
    if (shows.length === 0) return;
    for (let s = 0; s < st.players; s++) {
      for (let o = 0; o < st.orders.length; o++) {
        const values = st.orders[o]![s]!;
        let up = 0;
        for (const sh of shows) {
          if (sh.order !== o || values.length === 0 || !this.evalSeat<boolean>(sh.when, s)) continue;
          const at = this.evalSeat<number>(sh.at, s);
          if (!Number.isInteger(at) || at < 1 || at > values.length) {
            throw new RuleError("bad-show", sh.rule, this.seed, `seat ${s}: position ${at} is outside its order of ${values.length} (positions count from 1)`);
          }
          up = at;
          break;
        }
        if (up === st.up[o]![s]) continue;
        st.up[o]![s] = up;
        if (up > 0) st.shown[o]![s]![up - 1] = true;
        if (this.recording) this.eventList.push({ type: "show", seat: s, name: this.rules.orderNames[o]!, position: up || null, value: up ? values[up - 1]! : null });
      }
    }
  }

  private moveChosen(seat: Seat, cards: readonly CardId[], pile: number): void {
    const hand = this.st.hands[seat]!;
    const into = this.st.piles[pile]![seat]!;
    // Loops, not push(...cards): a spread call is a slow path, and this runs for every seat every round.
    for (let i = 0; i < cards.length; i++) {
      removeCard(hand, cards[i]!, -1);
      into.push(cards[i]!);
    }
    if (this.recording) this.eventList.push({ type: "choose", seat, pile: this.rules.pileNames[pile]!, count: cards.length, cards: cards.slice() });
  }

  private firstLeader(): Seat {
    const st = this.st;
    const lead = this.ir.tricks.firstLead;
    if (lead.kind === "dealer") return st.dealer;
    if (lead.kind === "seat") return lead.seat % st.players;
    return (st.dealer + 1) % st.players;
  }

  private beginTricks(): void {
    this.st.phase = "tricks";
    if (!this.beginCycle(this.firstLeader())) this.endTricks();
  }

  /**
   * Starts a cycle led by `leader` (the first seat from it that holds cards plays first; nobody has
   * played yet). False when trick play is over instead: the caller ends it.
   */
  private beginCycle(leader: Seat): boolean {
    const st = this.st;
    clearFlags(st.playedInCycle);
    st.cycleLeader = leader;
    const withCards = this.seatsWithCards();
    if (this.tricksOver(withCards)) return false;
    st.cycleLeft = withCards;
    st.actor = this.nextWithCards(leader, true);
    return true;
  }

  /** The first seat from `from` (inclusive when `inclusive`) clockwise that holds cards and, in cycle flow, has not played this cycle. */
  private nextWithCards(from: Seat, inclusive: boolean): Seat {
    const st = this.st;
    const cycle = this.rules.completeAt === null;
    const n = st.players;
    let s = inclusive ? from : from + 1 === n ? 0 : from + 1;
    for (let i = inclusive ? 0 : 1; i <= n; i++) {
      if (st.hands[s]!.length > 0 && !(cycle && st.playedInCycle[s])) return s;
      s = s + 1 === n ? 0 : s + 1;
    }
    return -1;
  }

  private seatsWithCards(): number {
    const st = this.st;
    let count = 0;
    for (let s = 0; s < st.players; s++) if (st.hands[s]!.length > 0) count++;
    return count;
  }

  /** Does trick play end now? `withCards` is seatsWithCards(), when the caller has it. */
  private tricksOver(withCards = this.seatsWithCards()): boolean {
    const st = this.st;
    if (withCards === 0) return true;
    const stop = this.rules.stopWhen;
    if (!stop) return false;
    for (let s = 0; s < st.players; s++) if (!this.evalSeat<boolean>(stop, s)) return false;
    return true;
  }

  private applyPlay(seat: Seat, action: Extract<Action, { type: "play" | "aside" }>): void {
    const st = this.st;
    const hand = st.hands[seat]!;
    if (action.type === "aside") {
      removeCard(hand, action.card, -1);
      st.piles[this.rules.asidePile]![seat]!.push(action.card);
      if (this.recording) this.eventList.push({ type: "aside", seat, card: action.card, pile: this.rules.pileNames[this.rules.asidePile]! });
      this.afterPlay(seat, undefined);
      return;
    }
    let trick: Trick | null = null;
    for (const t of st.openTricks) if (t.id === action.target) trick = t;
    this.playCard(seat, hand, hand.indexOf(action.card), trick);
  }

  /** Plays hand[at] of `seat` into the open trick `into`, or a new one (null). */
  private playCard(seat: Seat, hand: number[], at: number, into: Trick | null): void {
    const st = this.st;
    const card = hand[at]!;
    removeCard(hand, card, at);
    let trick = into;
    if (trick === null) {
      trick = this.newTrick(st.suitOf[card]!);
      st.openTricks.push(trick);
    }
    trick.add(seat, card);
    if (this.recording) this.recordPlay(seat, card, trick.id);
    this.afterPlay(seat, trick);
  }

  /** The play event, out of line: playCard runs on every play, with or without recording. */
  private recordPlay(seat: Seat, card: CardId, trick: number): void {
    this.eventList.push({ type: "play", seat, card, trick });
  }

  /** Completes tricks and passes the turn after `seat` played (into `trick`, or aside). */
  private afterPlay(seat: Seat, trick: Trick | undefined): void {
    const st = this.st;

    if (this.rules.completeAt !== null) {
      // Continuous flow: a trick completes at its size; play carries on clockwise regardless.
      if (trick && trick.size >= this.evalGlobal(this.rules.completeAt)) {
        this.tick("tricks: complete at");
        st.openTricks.splice(st.openTricks.indexOf(trick), 1);
        this.award([trick], null);
        this.spareTricks.push(trick);
      }
      if (this.tricksOver()) return this.endTricks();
      st.actor = this.nextWithCards(seat, false);
      return;
    }

    // Cycle flow: every seat with cards plays once, then all open tricks complete together.
    st.playedInCycle[seat] = true;
    // Only playing empties a hand during trick play, so the seats still to play all hold cards.
    if (--st.cycleLeft > 0) {
      st.actor = this.nextWithCards(seat, false);
      return;
    }
    this.endCycle();
  }

  /** Cycle flow: every seat that held cards has played; all open tricks complete together. */
  private endCycle(): void {
    const st = this.st;
    this.tick("tricks");
    // The winners list is reused from cycle to cycle, and the open-trick list trades places with the
    // spares (spareAll): no state or event keeps either (events get copies of each trick's plays).
    const done = st.openTricks;
    const winners = this.cycleWinners;
    while (winners.length > 0) winners.pop(); // keeps the storage; `length = 0` would drop it
    for (let i = 0; i < done.length; i++) winners.push(trickWinner(this, done[i]!));
    const lead = nextLeadAfter(this, done, winners, st.cycleLeader);
    this.award(done, lead, winners);
    this.spareAll(done);
    if (!this.beginCycle(lead)) this.endTricks();
  }

  /** Moves every trick of the open list (just completed or discarded) to the spares. */
  private spareAll(done: Trick[]): void {
    const spare = this.spareTricks;
    if (spare.length === 0) {
      // The usual case (new tricks take the spares): trade the lists instead of moving the tricks.
      this.spareTricks = done;
      this.st.openTricks = spare;
      return;
    }
    while (done.length > 0) spare.push(done.pop()!);
  }

  /** A trick led in `lead`, with the next id and no plays yet: a spare one reset, or a new one. */
  private newTrick(lead: number): Trick {
    const t = this.spareTricks.pop() ?? new Trick();
    t.reset(this.st.nextTrickId++, lead);
    return t;
  }

  private award(tricks: readonly Trick[], nextLead: Seat | null, winners?: readonly Seat[]): void {
    for (let i = 0; i < tricks.length; i++) {
      const t = tricks[i]!;
      const w = winners ? winners[i]! : trickWinner(this, t);
      this.awardOne(t, w);
      if (this.recording) this.eventList.push({ type: "trick", trick: t.id, lead: t.lead, plays: playsOf(t), winner: w, nextLead });
    }
    this.updateShows();
  }

  /** Seat `w` wins trick `t`: its cards go to w's won pile, and the trick counts. */
  private awardOne(t: Trick, w: Seat): void {
    const st = this.st;
    st.tricksWon[w]!++;
    this.tricksWonInGame[w]!++;
    this.tricksEnded++;
    const pile = st.piles[this.rules.wonPile]![w]!;
    for (let k = 0; k < t.size; k++) pile.push(t.cardAt(k));
  }

  private endTricks(): void {
    const st = this.st;
    this.tricksEnded += st.openTricks.length;
    if (this.recording) {
      for (const t of st.openTricks) {
        this.eventList.push({ type: "trick", trick: t.id, lead: t.lead, plays: playsOf(t), winner: null, nextLead: null });
      }
    }
    this.spareAll(st.openTricks);
    st.actor = -1;
    st.stepList = "after";
    st.stepIndex = 0;
    this.runSteps();
  }

  private scoreRound(): void {
    const st = this.st;
    const scores: number[] = [];
    for (let s = 0; s < st.players; s++) {
      const v = this.evalSeat<number>(this.rules.score, s);
      if (!Number.isFinite(v)) throw new RuleError("bad-score", "score", this.seed, `the score of seat ${s} is not a number (${v})`);
      scores.push(v);
    }
    for (let s = 0; s < st.players; s++) st.totals[s]! += scores[s]!;
    st.roundScores.push(scores);
    if (this.recording) this.eventList.push({ type: "roundEnd", round: st.round, scores: [...scores], totals: [...st.totals] });
    if (st.round >= st.rounds) {
      st.phase = "over";
      st.winners = this.rank(this.rules.rankKeys, "winner");
      if (this.recording) this.eventList.push({ type: "gameEnd", totals: [...st.totals], winners: [...st.winners] });
      return;
    }
    st.dealer = this.rules.dealerKeys ? this.bestSeat(this.rules.dealerKeys, st.dealer, "dealer") : (st.dealer + 1) % st.players;
    st.round++;
    this.startRound();
  }

  /** The seats best by the keys in turn (all of them when tied on every key): the game's winners. */
  private rank(keys: CompiledRules["rankKeys"], rule: string): Seat[] {
    const seats = this.scratch.rankSeats;
    const out: Seat[] = [];
    for (let i = 0, m = this.rankSeats(keys, rule); i < m; i++) out.push(seats[i]!);
    return out;
  }

  /**
   * The seat best by the keys in turn; a tie on every key goes to the first tied seat clockwise from
   * `tieFrom`'s left (the next dealer). Builds no list: it runs every round.
   */
  private bestSeat(keys: CompiledRules["rankKeys"], tieFrom: Seat, rule: string): Seat {
    const seats = this.scratch.rankSeats;
    const m = this.rankSeats(keys, rule);
    const n = this.st.players;
    let best = -1;
    let bestDistance = n + 1;
    for (let i = 0; i < m; i++) {
      const s = seats[i]!;
      const distance = s > tieFrom ? s - tieFrom : s - tieFrom + n; // tieFrom itself comes last (n)
      if (distance < bestDistance) {
        best = s;
        bestDistance = distance;
      }
    }
    return best;
  }

  /**
   * Narrows the seats, key by key, to those with the best value (sign * key), stopping once one is
   * left; leaves them in scratch.rankSeats (in seat order) and returns how many there are. A key is
   * evaluated only for the seats still tied. A seat whose key is NaN is never best; when that is every
   * seat still tied, none is left, which is a RuleError naming `rule`.
   */
  private rankSeats(keys: CompiledRules["rankKeys"], rule: string): number {
    const { rankSeats: seats, rankValues: values } = this.scratch;
    let m = this.st.players;
    for (let s = 0; s < m; s++) seats[s] = s;
    for (let k = 0; k < keys.length && m > 1; k++) {
      const key = keys[k]!;
      let best = -Infinity;
      for (let i = 0; i < m; i++) {
        const v = key.sign * this.evalSeat<number>(key.value, seats[i]!);
        values[i] = v;
        if (v > best) best = v;
      }
      let kept = 0;
      for (let i = 0; i < m; i++) if (values[i] === best) seats[kept++] = seats[i]!;
      m = kept;
    }
    if (m === 0) throw new RuleError("bad-key", rule, this.seed, "no seat is best: a key's value is not a number for any of the seats still tied");
    return m;
  }
}
