// What happened in a game, round by round, built from its (unredacted) event list: the dealer, the
// choices, every trick's plays and winner, and the scores. A JSON form for tools
// (schemas/replay-report.schema.json) and a text form for people (replay-report-text.ts).

import type { Game } from "../engine/game.js";
import type { GameEvent, Seat } from "../engine/types.js";

export interface ReportPlay {
  readonly seat: Seat;
  readonly card: string;
}

export interface ReportTrick {
  /** The trick's id within the round (the `to` of play actions). */
  readonly trick: number;
  readonly plays: readonly ReportPlay[];
  /** "discarded": still incomplete when the round ended; "open": still on the table (the log stops here). */
  readonly winner: Seat | "discarded" | "open";
}

export interface ReportRound {
  readonly round: number;
  readonly dealer: Seat;
  /**
   * Cards moved into piles before or after trick play (null where the engine hid them), piles revealed,
   * and cards set aside. `afterTricks` is how many of the round's tricks had completed when it happened,
   * so a reader can put it in order among the tricks.
   */
  readonly choices: readonly { readonly seat: Seat; readonly pile: string; readonly cards: readonly string[] | null; readonly afterTricks: number }[];
  readonly reveals: readonly { readonly pile: string; readonly afterTricks: number }[];
  readonly asides: readonly { readonly seat: Seat; readonly pile: string; readonly card: string | null; readonly afterTricks: number }[];
  readonly tricks: readonly ReportTrick[];
  /** Present once the round is scored. */
  readonly scores?: readonly number[];
  readonly totals?: readonly number[];
}

export interface ReplayReport {
  readonly ruleset: string;
  readonly name: string;
  readonly players: number;
  readonly seed: number;
  readonly actions: number;
  readonly over: boolean;
  /** Seats to act next (none once the game is over). */
  readonly toAct: readonly Seat[];
  readonly rounds: readonly ReportRound[];
  readonly result?: { readonly totals: readonly number[]; readonly winners: readonly Seat[] };
}

/** A round while its events are read: the same fields, mutable. */
interface RoundDraft {
  round: number;
  dealer: Seat;
  choices: ReportRound["choices"][number][];
  reveals: ReportRound["reveals"][number][];
  asides: ReportRound["asides"][number][];
  tricks: ReportTrick[];
  /** Plays of tricks not yet completed, by trick id. */
  pending: Map<number, ReportPlay[]>;
  scores?: number[];
  totals?: number[];
}

export function buildReplayReport(game: Game, ruleset: string): ReplayReport {
  const rounds: RoundDraft[] = [];
  const name = (id: number): string => game.cardName(id);
  let result: ReplayReport["result"];
  const current = (e: GameEvent): RoundDraft => {
    const round = rounds[rounds.length - 1];
    if (round === undefined) throw new Error(`replay report: a "${e.type}" event came before the first round started`);
    return round;
  };

  for (const e of game.events) {
    switch (e.type) {
      case "roundStart":
        rounds.push({ round: e.round, dealer: e.dealer, choices: [], reveals: [], asides: [], tricks: [], pending: new Map() });
        break;
      case "choose":
        current(e).choices.push({ seat: e.seat, pile: e.pile, cards: e.cards === null ? null : e.cards.map(name), afterTricks: current(e).tricks.length });
        break;
      case "reveal":
        current(e).reveals.push({ pile: e.pile, afterTricks: current(e).tricks.length });
        break;
      case "aside":
        current(e).asides.push({ seat: e.seat, pile: e.pile, card: e.card === null ? null : name(e.card), afterTricks: current(e).tricks.length });
        break;
      case "play": {
        const pending = current(e).pending;
        const plays = pending.get(e.trick) ?? [];
        plays.push({ seat: e.seat, card: name(e.card) });
        pending.set(e.trick, plays);
        break;
      }
      case "trick": {
        const round = current(e);
        round.pending.delete(e.trick);
        round.tricks.push({
          trick: e.trick,
          plays: e.plays.map((p) => ({ seat: p.seat, card: name(p.card) })),
          winner: e.winner ?? "discarded",
        });
        break;
      }
      case "roundEnd": {
        const round = current(e);
        round.scores = [...e.scores];
        round.totals = [...e.totals];
        break;
      }
      case "gameEnd":
        result = { totals: [...e.totals], winners: [...e.winners] };
        break;
    }
  }

  return {
    ruleset,
    name: game.ir.name,
    players: game.players,
    seed: game.seed,
    actions: game.actions.length,
    over: game.isOver,
    toAct: [...game.toAct()],
    rounds: rounds.map(finishRound),
    ...(result !== undefined ? { result } : {}),
  };
}

function finishRound({ pending, scores, totals, tricks, ...rest }: RoundDraft): ReportRound {
  // A game replayed from a partial log stops mid-trick: show what is on the table.
  const open = [...pending].map(([trick, plays]): ReportTrick => ({ trick, plays, winner: "open" }));
  return {
    ...rest,
    tricks: [...tricks, ...open],
    ...(scores !== undefined ? { scores } : {}),
    ...(totals !== undefined ? { totals } : {}),
  };
}
