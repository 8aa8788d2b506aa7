// What the card table shows for one seat, built only from the engine's observation for that seat
// (Game.observe), its legal actions and the explanations of its hand (explainHand): the page never
// gets the Game or another seat's hidden cards. test/editor/table-view.test.ts checks that this view is
// the same in every deal the seat cannot tell apart from the real one.
import { explainHand, type Action, type CardExplanation, type Game, type Observation, type Seat } from "../../../src/index.js";
import { roundTable, type RoundTable } from "./round-table.js";

export interface SeatView {
  readonly seat: Seat;
  /**
   * The seat whose decision the person takes now: `seat`, or a seat whose decisions the rules hand to
   * it (Game.decider: a dummy's face-up hand, played by its partner). `legal` and `explain` are that
   * seat's; what the person sees is still `seat`'s observation.
   */
  readonly actsFor: Seat;
  readonly obs: Observation;
  /** The seat's legal actions now (empty when it is not to act). */
  readonly legal: readonly Action[];
  /** While the seat plays a card: each hand card's targets, or why it may go nowhere. */
  readonly explain: readonly CardExplanation[] | null;
  /** The events of the game as this seat saw them, one line each (the table's log). */
  readonly lines: readonly string[];
  /** This round's card turned up, bids, seats sitting out and the dealer's pick-up (round-table.ts). */
  readonly round: RoundTable;
}

export function seatView(game: Game, seat: Seat): SeatView {
  const obs = game.observe(seat);
  const actsFor = actingFor(game, seat);
  // A seat whose decisions another seat takes (a face-up dummy) has none of its own to take.
  const legal = game.decider(actsFor) === seat ? game.legalActions(actsFor) : [];
  return { seat, actsFor, obs, legal, explain: legal.length > 0 ? explainHand(game, actsFor) : null, lines: obs.events.map((e) => game.describe(e)), round: roundTable(obs) };
}

/** The seat whose decision `seat` takes now: itself, or a seat to act that the rules hand to it (a dummy). */
export function actingFor(game: Game, seat: Seat): Seat {
  if (game.isOver || (game.canAct(seat) && game.decider(seat) === seat)) return seat;
  return game.toAct().find((s) => s !== seat && game.decider(s) === seat) ?? seat;
}

/** What watching with all hands open shows beyond one seat's view, each part from the observation of a seat that knows it. */
export interface OpenTable {
  /** Every hand (each seat's own observation of its hand). */
  readonly hands: readonly (readonly number[])[];
  /** The secret values as the dealer knows them. */
  readonly secrets: Readonly<Record<string, readonly number[] | null>>;
  /** Every seat's calls, each from its own observation (a secret call included). */
  readonly calls: Readonly<Record<string, readonly (number | null)[]>>;
}

/** Everything open, for watching a game with all hands open: never sent while a person plays. */
export function openTable(game: Game): OpenTable {
  const obs = Array.from({ length: game.players }, (_, s) => game.observe(s));
  const names = Object.keys(obs[0]!.calls);
  return {
    hands: obs.map((o) => o.hand),
    secrets: obs[obs[0]!.dealer]!.secrets,
    calls: Object.fromEntries(names.map((n) => [n, obs.map((o, s) => o.calls[n]![s] ?? null)])),
  };
}
