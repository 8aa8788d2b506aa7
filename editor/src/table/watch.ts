// Watching a game: a bot game or an uploaded log, stepped forwards and backwards play by play or trick
// by trick, from one seat's view (its observation) or with every hand open. Each position is the game
// replayed from its seed to that action, so every view is the engine's own.
import {
  checkLogIdentity, Game, gameSeed, LogError, type LogIdentity, getBot, playGame, readLog, replayLog, Rng, stringifyLog, writeLog, type CardInfo, type GameLog, type RulesetIR, type Seat,
} from "../../../src/index.js";
import { openTable, seatView, type OpenTable, type SeatView } from "./view.js";

export interface WatchView {
  readonly position: number;
  readonly total: number;
  readonly viewer: Seat | "all";
  /** The chosen seat's view (seat 0's for all hands open, with `hands` added). */
  readonly view: SeatView;
  /** With all hands open: every hand, the secrets and every call. */
  readonly open?: OpenTable;
}

export class WatchSession {
  /** Positions (actions applied) right after which a trick was completed. */
  readonly trickEnds: readonly number[];
  readonly cards: readonly CardInfo[];

  private constructor(private readonly ir: RulesetIR, readonly log: GameLog) {
    // The actions as the engine's, applied one by one to see where tricks end.
    const actions = replayLog(ir, { ...log, result: undefined }).actions;
    const g = this.at(0);
    this.cards = g.cards;
    const ends: number[] = [];
    actions.forEach((a, i) => {
      const before = g.events.length;
      g.apply(a.seat, a.action);
      if (g.events.slice(before).some((e) => e.type === "trick" && e.winner !== null)) ends.push(i + 1);
    });
    this.trickEnds = ends;
  }

  /**
   * A log read from text (an uploaded file); throws LogError when it does not fit the ruleset, or
   * names another ruleset or other rule cards than the ones in force (`identity`, when known).
   */
  static fromLog(ir: RulesetIR, text: string, file = "", identity?: LogIdentity): WatchSession {
    const log = readLog(text);
    if (identity) {
      const { refused } = checkLogIdentity(log, identity, file);
      if (refused.length > 0) throw new LogError(refused);
    }
    replayLog(ir, log); // the whole log must replay (and to its result) before it is shown
    return new WatchSession(ir, log);
  }

  /** A whole game played by bots. */
  static botGame(ir: RulesetIR, file: string, players: number, seed: number, bots: readonly string[], identity?: LogIdentity): WatchSession {
    const game = Game.create(ir, { players, seed });
    playGame(game, bots.map((b) => getBot(b)), bots.map((_, s) => new Rng(gameSeed(seed, 1000 + s))));
    return new WatchSession(ir, writeLog(game, identity ? { ruleset: file, identity } : { ruleset: file }));
  }

  get total(): number {
    return this.log.actions.length;
  }

  logText(): string {
    return stringifyLog(this.log);
  }

  /** The game after its first `n` actions. */
  private at(n: number): Game {
    return replayLog(this.ir, { ...this.log, actions: this.log.actions.slice(0, n), result: undefined });
  }

  view(position: number, viewer: Seat | "all"): WatchView {
    const p = Math.max(0, Math.min(this.total, position));
    const g = this.at(p);
    const view = seatView(g, viewer === "all" ? 0 : viewer);
    return { position: p, total: this.total, viewer, view, ...(viewer === "all" ? { open: openTable(g) } : {}) };
  }

  /** The position of the next (dir 1) or previous (dir -1) trick's end from `position`. */
  trickStep(position: number, dir: 1 | -1): number {
    if (dir === 1) return this.trickEnds.find((p) => p > position) ?? this.total;
    return [...this.trickEnds].reverse().find((p) => p < position) ?? 0;
  }
}
