// What happened in a game, round by round, built from its (unredacted) event list: the dealer, the
// choices and orders (each with the step that asked for it), every trick's plays (with the holder of
// its marker after each, the cards set aside for it included), its winner and who holds it, the
// face-up order entries, and the scores. Tricks are numbered from 1 for people (`number`); `trick`
// is the id a log's `to` holds. A JSON form for tools
// (schemas/replay-report.schema.json, generated from replay-report-schema.ts) and a text form for people (replay-report-text.ts).

import type { Game } from "../engine/game.js";
import type { GameEvent, Seat } from "../engine/types.js";
import type { EventOf, EventType } from "../engine/core/event.js";
import { answersStep } from "../engine/assembly/events.js";
import type { Static } from "../ir/schema-kit.js";
import type { ReplayReportSchema, ReportPlaySchema, ReportRoundSchema, ReportTrickSchema } from "./replay-report-schema.js";

// The types are `Static<>` of the report's schema (replay-report-schema.ts): one source for both.
export type ReportPlay = Static<typeof ReportPlaySchema>;
export type ReportTrick = Static<typeof ReportTrickSchema>;
export type ReportRound = Static<typeof ReportRoundSchema>;
export type ReplayReport = Static<typeof ReplayReportSchema>;

/** A round while its events are read: the same fields, mutable. */
interface RoundDraft {
  round: number;
  dealer: Seat;
  choices: ReportRound["choices"][number][];
  reveals: ReportRound["reveals"][number][];
  asides: ReportRound["asides"][number][];
  orders: ReportRound["orders"][number][];
  shows: ReportRound["shows"][number][];
  tricks: ReportTrick[];
  notes: ReportRound["notes"][number][];
  turn: number;
  /** Plays of tricks not yet completed, by trick id. */
  pending: Map<number, ReportPlay[]>;
  /** The tasks picked this round and not (yet) completed, by seat. */
  tasksPicked: Map<Seat, string>;
  scores?: number[];
  totals?: number[];
  activeRules?: number[];
}

/**
 * Seat s plays in team s mod the number of teams (RulesetIR.teams). Hidden partnerships change every
 * round and are revealed by the rounds' own lines (teamReveal events): none for the whole game.
 */
function teamsOf(game: Game): { name: string; seats: Seat[] }[] | undefined {
  const names = game.ir.teams?.names;
  if (!names || game.ir.teams?.holder) return undefined;
  return names.map((name, t) => ({ name, seats: Array.from({ length: game.players }, (_, s) => s).filter((s) => s % names.length === t) }));
}

export function buildReplayReport(game: Game, ruleset: string): ReplayReport {
  const rounds: RoundDraft[] = [];
  const name = (id: number): string => game.cardName(id);
  const { holders, steps } = replayFacts(game);
  // The step a decision answered, on the events it caused (a choice, an order, a pass, a removal...).
  const stepOf = (index: number): { step?: string } => {
    const step = steps.get(index);
    return step === undefined ? {} : { step };
  };
  let result: ReplayReport["result"];
  const teams = teamsOf(game);
  const current = (e: GameEvent): RoundDraft => {
    const round = rounds[rounds.length - 1];
    if (round === undefined) throw new Error(`replay report: a "${e.type}" event came before the first round started`);
    return round;
  };

  const at = (round: RoundDraft) => ({ afterTricks: round.tricks.length, afterPlays: round.turn });
  // A card on a trick (the key order is the report's: seat, card, turn, holder, then the marks).
  const pushPlay = (e: GameEvent & { readonly seat: Seat; readonly trick: number }, index: number, card: string, mark: { faceDown: true } | { setAside: true } | {} = {}): void => {
    const round = current(e);
    const plays = round.pending.get(e.trick) ?? [];
    plays.push({ seat: e.seat, card, turn: ++round.turn, holder: holders.get(index) ?? null, ...mark });
    round.pending.set(e.trick, plays);
  };
  // The event kinds this report has a section for. Every other kind, a new mechanic's included, is a
  // note in its round with the engine's own line for it (its handler's describe), so no event is dropped
  // and a new event kind needs nothing here.
  const sections: { readonly [T in EventType]?: (e: EventOf<T>, index: number) => void } = {
    roundStart(e) {
      rounds.push({
        round: e.round,
        dealer: e.dealer,
        choices: [],
        reveals: [],
        asides: [],
        orders: [],
        shows: [],
        tricks: [],
        notes: [],
        turn: 0,
        pending: new Map(),
        tasksPicked: new Map(),
        ...(game.ir.ruleCards ? { activeRules: [...game.ir.ruleCards.always].sort((a, b) => a - b) } : {}),
      });
    },
    ruleReveal(e) {
      current(e).activeRules = [...e.active];
    },
    // Who was offered and who kept which rule card is never shown to the other seats: not reported.
    ruleOffer() {},
    ruleKeep() {},
    order(e, index) {
      current(e).orders.push({ seat: e.seat, name: e.name, values: e.values === null ? null : [...e.values], ...stepOf(index), ...at(current(e)) });
    },
    show(e) {
      current(e).shows.push({ seat: e.seat, name: e.name, position: e.position, value: e.value, ...at(current(e)) });
    },
    choose(e, index) {
      current(e).choices.push({ seat: e.seat, pile: e.pile, cards: e.cards === null ? null : e.cards.map(name), ...stepOf(index), ...at(current(e)) });
    },
    reveal(e) {
      current(e).reveals.push({ pile: e.pile, ...at(current(e)) });
    },
    aside(e) {
      current(e).asides.push({ seat: e.seat, pile: e.pile, card: e.card === null ? null : name(e.card), ...at(current(e)) });
    },
    // The report is built from the unredacted events: a face-down card is named, and marked.
    play(e, index) {
      pushPlay(e, index, name(e.card));
    },
    playDown(e, index) {
      pushPlay(e, index, e.card === null ? "a card" : name(e.card), { faceDown: true });
    },
    // A card set aside for the last trick, played by the engine: one of that trick's cards.
    autoPlay(e, index) {
      pushPlay(e, index, name(e.card), { setAside: true });
    },
    trick(e) {
      const round = current(e);
      const plays = round.pending.get(e.trick) ?? [];
      round.pending.delete(e.trick);
      const heldBy = e.winner === null ? {} : { heldBy: e.holder ?? e.winner };
      round.tricks.push({ trick: e.trick, number: e.trick + 1, plays, winner: e.winner ?? "discarded", ...heldBy });
    },
    roundEnd(e) {
      const round = current(e);
      // A task picked for the round and not completed in it: said, so a reader need not work it out.
      for (const [seat, task] of round.tasksPicked) {
        round.notes.push({ text: `seat ${seat}'s task '${task}' is not completed this round`, ...at(round) });
      }
      round.scores = [...e.scores];
      round.totals = [...e.totals];
    },
    gameEnd(e) {
      result = {
        totals: [...e.totals],
        winners: [...e.winners],
        ...(teams ? { winningTeams: teams.filter((t) => t.seats.some((s) => e.winners.includes(s))).map((t) => t.name) } : {}),
      };
    },
    taskPick(e, index) {
      const round = current(e);
      round.tasksPicked.set(e.seat, e.name);
      round.notes.push({ text: game.describe(e), ...stepOf(index), ...at(round) });
    },
    taskDone(e, index) {
      const round = current(e);
      round.tasksPicked.delete(e.seat);
      round.notes.push({ text: game.describe(e), ...stepOf(index), ...at(round) });
    },
  };

  game.events.forEach((e, index) => {
    const section = sections[e.type] as ((e: GameEvent, index: number) => void) | undefined;
    if (section !== undefined) return section(e, index);
    // (The step it answered is named only for a kind that answers one: a kind the engine does not know,
    // made elsewhere, gets none.)
    const round = current(e);
    round.notes.push({ text: game.describe(e), ...(answersStep(e) ? stepOf(index) : {}), ...at(round) });
  });

  return {
    ruleset,
    name: game.ir.name,
    players: game.players,
    seed: game.seed,
    flow: game.ir.tricks.completeAt === null ? "cycle" : "continuous",
    actions: game.actions.length,
    over: game.isOver,
    toAct: [...game.toAct()],
    rounds: rounds.map(finishRound),
    ...(result !== undefined ? { result } : {}),
    ...(teams ? { teams } : {}),
  };
}

/**
 * Found by replaying the game from its start, by index in game.events: the marker holder right after
 * each play (asking the engine who wins each trick as it stands: the trick rules may depend on the
 * state at that moment, so asking afterwards could be wrong), and the step each event's decision
 * answered (the engine's label of the step awaited when the action came).
 */
function replayFacts(game: Game): { holders: Map<number, Seat | null>; steps: Map<number, string> } {
  const out = new Map<number, Seat | null>();
  const steps = new Map<number, string>();
  const g = game.restart();
  let seen = g.events.length;
  for (const { seat, action } of game.actions) {
    const step = action.type === "play" || action.type === "aside" ? null : g.stepAtHand();
    g.apply(seat, action);
    const events = g.events;
    for (let i = seen; i < events.length; i++) {
      const e = events[i]!;
      if (step !== null && answersStep(e)) steps.set(i, step);
      if (e.type !== "play" && e.type !== "playDown" && e.type !== "autoPlay") continue;
      const open = g.openTricks().find((t) => t.id === e.trick);
      // A trick that completed within this action: its winner held the marker after its last play.
      const done = open ? undefined : events.slice(i).find((x) => x.type === "trick" && x.trick === e.trick);
      out.set(i, open ? open.holder : done?.type === "trick" ? done.winner : null);
    }
    seen = events.length;
  }
  return { holders: out, steps };
}

function finishRound({ pending, scores, totals, tricks, turn: _turn, tasksPicked: _picked, ...rest }: RoundDraft): ReportRound {
  // A game replayed from a partial log stops mid-trick: show what is on the table.
  const open = [...pending].map(([trick, plays]): ReportTrick => ({ trick, number: trick + 1, plays, winner: "open" }));
  return {
    ...rest,
    tricks: [...tricks, ...open],
    ...(scores !== undefined ? { scores } : {}),
    ...(totals !== undefined ? { totals } : {}),
  };
}
