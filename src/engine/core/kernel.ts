// The kernel of one game: what is fixed for it (the compiled rules, the deck, options, shared tables
// and buffers) and its mutable state (state.ts). Every engine module is a set of functions over a
// Kernel; the Game facade (game.ts) wraps one. Nothing here drives the game: see assembly/round.ts.

import type { RulesetIR } from "../../ir/types.js";
import type { CompiledRules } from "../rules/types.js";
import type { DealSpec, GameOptions, Seat } from "../types.js";
import type { Deck } from "./cards.js";
import type { ActionTable } from "./action-table.js";
import type { Scratch } from "./scratch.js";
import type { Trick } from "./trick.js";
import type { TierTable } from "./card-tables.js";
import { newEnv, type Env } from "../expr/types.js";
import type { SharedSlices, SliceContext, State } from "./state.js";

/** Options for starting a game part-way, at the beginning of a given round (used by the sampler). */
export interface ResumeOptions {
  readonly round: number;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly roundScores: readonly (readonly number[])[];
  /** What the mechanics' state carries into the round, by mechanic name (core/mechanic.ts ResumePart): the task chips as the round began... */
  readonly parts?: { readonly [mechanic: string]: unknown };
}

/** Everything about a game that does not change while it is played (shared with its clones). */
export interface Fixed {
  readonly ir: RulesetIR;
  readonly rules: CompiledRules;
  readonly deck: Deck;
  readonly players: number;
  readonly seed: number;
  /** How the game was created, so that it can be replayed from its start. */
  readonly opts: GameOptions;
  readonly resume: ResumeOptions | undefined;
  readonly presetDeals: readonly DealSpec[];
  readonly maxSteps: number;
  /** Whether events and actions are kept (GameOptions.record); checked before an event is even built. */
  readonly recording: boolean;
  /** GameOptions.onTrick: called with the kernel after every completed cycle of tricks, or null. */
  readonly onTrick: ((k: Kernel) => void) | null;
  /** Shared by every game of the deck: the deal and play enumeration buffers, the action objects. */
  readonly scratch: Scratch;
  readonly actionTable: ActionTable;
  /** The winner tiers fixed per deck as tables (null entries are judged live), and all of them folded into one number per (lead, card), or null (core/card-tables.ts). */
  readonly tierTables: readonly (TierTable | null)[];
  readonly rankTable: Float64Array | null;
  /** What the state's slices are made and reset with (core/state.ts). */
  readonly slices: SliceContext;
  /** The slices nothing changes in this game, which its copies share (core/state.ts Slice.unwritten). */
  readonly shared: SharedSlices;
  /** The ruleset's mechanics' hooks (assembly/mechanics.ts hooksOf), per hook point; empty lists when none is used. */
  readonly hooks: HookLists;
}

/**
 * The points of the round where the trick loop (tricks/cycle.ts, tricks/award.ts) hands over to
 * mechanics instead of calling them by name.
 */
export interface Hooks {
  /** The round's cards have been dealt (before its first step). */
  readonly dealt: (k: Kernel) => void;
  /**
   * `seat` played `card` into a trick, on every path (tricks/play.ts playCard; the fast loops that play
   * without it are off for a ruleset with this hook: rules/caps.ts inlinePlays, derived from the hooks
   * in assembly/fast-caps.ts HOOK_POINTS), after the play's event.
   */
  readonly played: (k: Kernel, seat: Seat, card: number) => void;
  /**
   * Seat `winner` won trick `t`, which its holder now holds (tricks/award.ts awardOne, on every path:
   * the fast cycle loop too), before the trick's event and the tricksAwarded hooks.
   */
  readonly trickWon: (k: Kernel, t: Trick, winner: Seat) => void;
  /** A cycle's completed tricks (or one trick, in `complete at` play), `tricks`, have been awarded and their events emitted. */
  readonly tricksAwarded: (k: Kernel, tricks: readonly Trick[]) => void;
  /**
   * Trick play from the hand is over (nobody holds cards, or `stop when` holds) at the start of a
   * cycle led by `leader`. True when the hook played one more trick itself instead (its cycle then
   * ends as any); false when it has nothing to play.
   */
  readonly handPlayOver: (k: Kernel, leader: Seat) => boolean;
  /**
   * A cycle of play completed `completed` tricks (already awarded) and `lead` leads the next one.
   * True when trick play pauses here (for steps due now); the hook then keeps `lead` for when it resumes.
   */
  readonly cycleEnded: (k: Kernel, completed: number, lead: Seat) => boolean;
  /** A round's scores are worked out, before they join the totals (a mechanic may refuse them: a RuleError). */
  readonly roundScored: (k: Kernel, scores: readonly number[]) => void;
  /**
   * Is the game over after the round just scored? Without such a hook it is over after `rounds`
   * rounds; with several, the first in the assembly list decides.
   */
  readonly gameOver: (k: Kernel) => boolean;
  /** The seats best by the winner keys, changed into the game's winners (a team wins together). */
  readonly winners: (k: Kernel, best: readonly Seat[]) => Seat[];
  /**
   * Which seat makes `seat`'s decisions now: `seat` itself, or another that a mechanic hands them to
   * (a dummy's hand is played by its partner). Asked by Game.decider, never in the play loop: the rules
   * still ask `seat` to act, with its own hand. With several, the first that names another seat decides.
   */
  readonly decider: (k: Kernel, seat: Seat) => Seat;
}

export type HookName = keyof Hooks;

/** Every hook point's handlers for one ruleset, in the order of the assembly list. */
export type HookLists = { readonly [H in HookName]: readonly Hooks[H][] };

/**
 * Trick winners known without judging the trick (view/logged-winners.ts: a replayed world takes them
 * from the observed round's log where the winner rules read only what every world shares).
 */
export interface LogWinners {
  /** The seat that wins `trick` now completing, or -1: not known, judge it (tricks/winner.ts). */
  winnerOf(trick: Trick): number;
}

export class Kernel implements Fixed {
  // Declared, not defined: the constructor assigns every field once, so each starts with the
  // representation of its real value (a field defined first as undefined is stored less directly).
  declare readonly ir: RulesetIR;
  declare readonly rules: CompiledRules;
  declare readonly deck: Deck;
  declare readonly players: number;
  declare readonly seed: number;
  declare readonly opts: GameOptions;
  declare readonly resume: ResumeOptions | undefined;
  declare readonly presetDeals: readonly DealSpec[];
  declare readonly maxSteps: number;
  /** Not readonly: a search world stops recording once it is drawn (assembly/state.ts stopRecording). */
  declare recording: boolean;
  declare readonly onTrick: ((k: Kernel) => void) | null;
  declare readonly scratch: Scratch;
  declare readonly actionTable: ActionTable;
  declare readonly tierTables: readonly (TierTable | null)[];
  declare readonly rankTable: Float64Array | null;
  declare readonly slices: SliceContext;
  declare readonly shared: SharedSlices;
  declare readonly hooks: HookLists;
  declare readonly st: State;
  /** The evaluation context of the compiled rules, over `st`. */
  declare readonly env: Env;
  /** Winners a replay knows from the observed log (view/replay.ts sets it while the world agrees), else null; never copied. */
  declare logWinners: LogWinners | null;

  /** `recording` differs from `f.recording` for a clone that stops recording (assembly/state.ts cloneKernel). */
  constructor(f: Fixed & { readonly env?: Env }, st: State, recording = f.recording) {
    this.ir = f.ir;
    this.rules = f.rules;
    this.deck = f.deck;
    this.players = f.players;
    this.seed = f.seed;
    this.opts = f.opts;
    this.resume = f.resume;
    this.presetDeals = f.presetDeals;
    this.maxSteps = f.maxSteps;
    this.recording = recording;
    this.onTrick = f.onTrick;
    this.scratch = f.scratch;
    this.actionTable = f.actionTable;
    this.tierTables = f.tierTables;
    this.rankTable = f.rankTable;
    this.slices = f.slices;
    this.shared = f.shared;
    this.hooks = f.hooks;
    this.st = st;
    // A copy of a game (f a Kernel) shares its memoised lets' lists (expr/types.ts newEnv).
    this.env = newEnv(st, f.rules.slotCount, f.ir.lets.length, f.env);
    this.logWinners = null;
  }
}
