// One game at the card table: a person at one seat, bots at the others, on the ruleset being edited.
// The person's side of it goes only through seatView (view.ts); bots decide as in the simulator, each
// from its own seat's observation. Undo replays the game from its seed without the person's last action
// (and the bots' answers to it), and is refused once something hidden has been shown since.
import {
  decisionContext, eventReveals, gameSeed, getBot, Game, Rng, stringifyLog, writeLog, type LogIdentity,
  type Action, type CardInfo, type Observation, type RulesetIR, type Seat,
} from "../../../src/index.js";
import { actingFor, seatView, type SeatView } from "./view.js";

export interface TableSetup {
  readonly ir: RulesetIR;
  /** The ruleset's path in the workspace (written into the log). */
  readonly file: string;
  /** Written into the game's log (the ruleset's name, digests, rule cards in force). */
  readonly identity?: LogIdentity | undefined;
  readonly players: number;
  /** The person's seat. */
  readonly seat: Seat;
  /** A bot spec per seat (the person's entry is not used). */
  readonly bots: readonly string[];
  readonly seed: number;
}


/** The decisions that move a card the person picks where it lies (a play, a card set aside, a layout card taken). */
const CARD_MOVES: ReadonlySet<Action["type"]> = new Set(["play", "aside", "take"]);

/**
 * The person's decisions the table takes by itself: exactly one legal action, and not a card the
 * person moves (a pass when the auction leaves nothing else, a call the rules fix, the last task
 * chip). Asking would only make the person click; a card played, set aside or taken from the layout
 * stays theirs even when forced, since moving the cards is what the table is for and the hand and the
 * layout show why the others are refused.
 */
export function isForced(legal: readonly Action[]): boolean {
  return legal.length === 1 && !CARD_MOVES.has(legal[0]!.type);
}

export class PlaySession {
  private game: Game;
  /** The decisions the table took for the person: the action's index in the game and its line. */
  private taken: { readonly index: number; readonly text: string }[] = [];
  /** The indexes of the actions the person took (its own seat's, and a dummy's it plays). */
  private mine: number[] = [];

  constructor(readonly setup: TableSetup) {
    this.game = PlaySession.fresh(setup);
  }

  private static fresh(s: TableSetup): Game {
    return Game.create(s.ir, { players: s.players, seed: s.seed });
  }

  /** The deck of this game (public: every player knows which cards the game has). */
  get cards(): readonly CardInfo[] {
    return this.game.cards;
  }

  get isOver(): boolean {
    return this.game.isOver;
  }

  view(): SeatView {
    return seatView(this.game, this.setup.seat);
  }

  /** The person's action; throws the engine's IllegalActionError (with its reason) when it is illegal. */
  act(action: Action): void {
    const index = this.game.actionCount;
    // For the person's seat, or for the seat it decides for (a dummy it plays); never for its own
    // seat while another seat decides for it.
    const seat = actingFor(this.game, this.setup.seat);
    const by = this.game.decider(seat);
    if (by !== this.setup.seat) throw new Error(`seat ${seat}'s decisions are made by seat ${by} now`);
    this.game.apply(seat, action);
    this.mine.push(index);
  }

  /** Seats whose bot is to decide now (a seat the person decides for is not one). */
  botsToAct(): Seat[] {
    return this.game.toAct().filter((s) => this.game.decider(s) !== this.setup.seat);
  }

  /** One bot decision (the first bot to act); false when no bot is to act. */
  botStep(): boolean {
    const seat = this.botsToAct()[0];
    if (seat === undefined) return false;
    const legal = this.game.legalActions(seat);
    // The seat's decider's bot decides, with the decider's view (a dummy is played by its partner's bot).
    const by = this.game.decider(seat);
    // Each decision draws from its own stream: the same game gives the same answers after an undo.
    const rng = new Rng(gameSeed(this.setup.seed, this.game.actionCount * 16 + seat));
    this.game.apply(seat, getBot(this.setup.bots[by] ?? "random").choose(decisionContext(this.game, seat, by), legal, rng));
    return true;
  }

  /** The person's decision the table would take now (isForced), or null. */
  forced(): Action | null {
    if (this.game.isOver) return null;
    const seat = actingFor(this.game, this.setup.seat);
    if (!this.game.canAct(seat) || this.game.decider(seat) !== this.setup.seat) return null;
    const legal = this.game.legalActions(seat);
    return isForced(legal) ? legal[0]! : null;
  }

  /** Takes the person's forced decision, shown in takenLines (never silent); false when there is none. */
  takeForced(): boolean {
    const action = this.forced();
    if (!action) return false;
    const index = this.game.actionCount;
    const from = this.game.events.length;
    this.game.apply(actingFor(this.game, this.setup.seat), action);
    this.mine.push(index);
    // The person's own decision's event comes first: its line is theirs to see.
    const own = this.game.events[from];
    const said = own ? this.game.describe(own) : `seat ${this.setup.seat}: ${action.type}`;
    this.taken.push({ index, text: `${said} (the only legal action: taken for you)` });
    return true;
  }

  /** The lines of the decisions the table took for the person, oldest first. */
  takenLines(): readonly string[] {
    return this.taken.map((t) => t.text);
  }

  /** Why undo is not possible now, or null when it is. */
  undoRefusal(): string | null {
    const mine = this.lastOwnAction();
    if (mine < 0) return "you have not acted yet";
    if (this.game.isOver) return "the game is over";
    // What the person saw after their action: replaying up to it tells how many events they had seen.
    const then = this.replayed(mine);
    if (then.round !== this.game.round) return "a new round was dealt since your last action";
    const before = then.observe(this.setup.seat).events.length;
    // After one of these, undoing would let the person choose again knowing more (each event kind's
    // handler says whether it reveals: EventHandler.reveals in src/engine/core/event.ts).
    const now = this.game.observe(this.setup.seat);
    const shown = now.events.slice(before).find((e) => eventReveals(e, now));
    return shown ? `something hidden was shown since your last action (${shown.type})` : null;
  }

  /** Takes back the person's last action and everything after it. */
  undo(): void {
    const why = this.undoRefusal();
    if (why !== null) throw new Error(`cannot undo: ${why}`);
    const n = this.lastOwnAction();
    this.game = this.replayed(n);
    this.taken = this.taken.filter((t) => t.index < n);
    this.mine = this.mine.filter((i) => i < n);
  }

  /** The person's last action they chose (one the table took for them is not theirs to take back), its own seat's or a dummy's. */
  private lastOwnAction(): number {
    const taken = new Set(this.taken.map((t) => t.index));
    for (let k = this.mine.length - 1; k >= 0; k--) if (!taken.has(this.mine[k]!)) return this.mine[k]!;
    return -1;
  }

  /** A new game with the first `n` actions of this one applied. */
  private replayed(n: number): Game {
    const g = PlaySession.fresh(this.setup);
    for (const a of this.game.actions.slice(0, n)) g.apply(a.seat, a.action);
    return g;
  }

  /** The game so far as a log (with its result once it is over: a pinned case). */
  logText(): string {
    return stringifyLog(writeLog(this.game, this.setup.identity ? { ruleset: this.setup.file, identity: this.setup.identity } : { ruleset: this.setup.file }));
  }
}

export type { Observation };
