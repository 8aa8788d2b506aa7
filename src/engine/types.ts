// Public types of the engine facade (`Game`). Bots, the lab, the CLI and the editor use only these.

export type Seat = number;
/** Index of a card in the deck of the game's player count (see Game.cards). */
export type CardId = number;

export interface CardInfo {
  readonly id: CardId;
  /** Index into RulesetIR.suits. */
  readonly suit: number;
  readonly rank: number;
  /** Log notation: suit name followed by rank, e.g. "red5". */
  readonly name: string;
}

/**
 * The decisions by type. Each mechanic declares its action types in its own module (`ChooseAction`
 * in steps/card-choice.ts, ...) and adds them here, as its events to GameEvents:
 *   declare module "../types.js" { interface Actions { choose: ChooseAction } }
 * The assembly list (assembly/mechanics.ts) checks by type that these are exactly the listed
 * mechanics' decisions, each under its own `type`.
 */
export interface Actions {}

/** One decision. Every kind of decision the engine offers is one of these. */
export type Action = Actions[keyof Actions];

/** The task chips as everyone sees them (steps/tasks.ts): by task kind (an index into `names`). */
export interface TasksView {
  readonly names: readonly string[];
  /** Chips left to draft, per task kind. */
  readonly pool: readonly number[];
  /** Per seat: the chips not yet completed, the completed ones, the sum of their worth. */
  readonly rows: readonly (readonly number[])[];
  readonly done: readonly (readonly number[])[];
  readonly value: readonly number[];
  /** Per seat: the task it picked this round once the picks are shown (its own as soon as it is made), else null. */
  readonly picked: readonly (number | null)[];
  /** The same as at the start of this round (the sampler's worlds resume from it). */
  readonly start: TasksSnapshot;
}

/** The task chips at one moment. */
export interface TasksSnapshot {
  readonly drafted: boolean;
  readonly pool: readonly number[];
  readonly rows: readonly (readonly number[])[];
  readonly done: readonly (readonly number[])[];
  readonly value: readonly number[];
}

export interface SeatAction {
  readonly seat: Seat;
  readonly action: Action;
}

/** The cards of one round's deal, given explicitly (tests, rulebook examples). */
export interface DealSpec {
  readonly hands: readonly (readonly CardId[])[];
  readonly leftover?: readonly CardId[];
  /** With `deal layout`: the laid-out cards of the leftover, column by column (else drawn from the seed). */
  readonly layout?: readonly CardId[];
  /** Per secret (RulesetIR.secrets): its drawn item as a list (empty: none), or null to draw it from the seed. */
  readonly secrets?: readonly (readonly number[] | null)[];
  /** With `turn up a card`: the card turned up (null: none; absent: drawn from the seed). */
  readonly turned?: CardId | null;
}

export interface GameOptions {
  readonly players: number;
  readonly seed: number;
  /** Explicit deals for the first rounds; later rounds are dealt from the seed. */
  readonly deals?: readonly DealSpec[];
  /** Overrides the ruleset's first dealer. */
  readonly firstDealer?: Seat;
  /** Bound on engine steps per game; exceeding it raises a RuleError. Default 100000. */
  readonly maxSteps?: number;
  /**
   * Keep the event list and the action log (default true). Without them a game plays exactly the same
   * and gives the same result and tally, faster, but it cannot be observed, sampled or logged: for
   * bots that need no observation (the uniform random bot, search rollouts) when no log is wanted.
   * The game's seed and the bots' seeds reproduce it with recording on.
   */
  readonly record?: boolean;
  /**
   * Called after every completed cycle of tricks (every completed trick in continuous play) with a
   * digest of the game's state: for differential tests and tools that compare two ways of playing
   * the same game. Leave it out otherwise (the digest costs time).
   */
  readonly onTrick?: (digest: string) => void;
  /**
   * The rule deck, top first, instead of the one shuffled from the seed (tests; the sampler's worlds).
   * Only for a ruleset with rule cards; it must hold rule card numbers of the ruleset, each once.
   */
  readonly ruleDeck?: readonly number[];
}

/**
 * What a game counts as it goes, kept with or without recording (Game.tally). A game resumed at a
 * later round (the sampler's worlds) counts from there.
 */
export interface GameTally {
  /** Rounds begun. */
  readonly rounds: number;
  /** Tricks ended: won, or discarded when play ended with them open. */
  readonly tricks: number;
  /** Tricks won by each seat over the whole game. */
  readonly tricksWon: readonly number[];
  /** Actions applied. */
  readonly actions: number;
}

export interface TrickPlay {
  readonly seat: Seat;
  readonly card: CardId;
}

/** A play on an open trick as one seat sees it: the card is null where it lies face down and is not the seat's own. */
export interface OpenPlay {
  readonly seat: Seat;
  readonly card: CardId | null;
}

export interface OpenTrick {
  /** Stable id within the round (the target of `play` actions). */
  readonly id: number;
  readonly lead: number;
  readonly plays: readonly OpenPlay[];
  /**
   * Who would win the trick if it completed now (the holder of its marker); null if no card qualifies
   * yet, and while any of its cards lies face down (who is winning would tell something about them).
   */
  readonly holder: Seat | null;
}

/** One seat's order (see the `order` step) as a viewer sees it. */
export interface SeatOrder {
  /** The arranged values; null where the viewer does not know the value. Empty until the seat has arranged them. */
  readonly values: readonly (number | null)[];
  /** The face-up position (from 1), or null when all are face down. */
  readonly up: number | null;
}

/** One trick a seat holds, as a viewer sees it (tricks are kept apart, tricks/held.ts). */
export interface HeldTrickInfo {
  /** Its place among the round's played tricks (1 = the first completed); 0 for a trick formed from a hand. */
  readonly number: number;
  /** Won in play, or formed from a seat's remaining hand. */
  readonly played: boolean;
  /** Who won it in play (for a trick formed from a hand: its holder). */
  readonly winner: Seat;
  /** Its cards, when the viewer may see the holder's `won` pile; otherwise how many. */
  readonly cards: readonly CardId[] | number;
}

/**
 * The events by type. Each mechanic declares its events in its own module (`ChooseEvent` in
 * steps/choose.ts, ...) and adds them here:
 *   declare module "../types.js" { interface GameEvents { choose: ChooseEvent } }
 * The assembly list (assembly/mechanics.ts) checks by type that these are exactly the listed
 * mechanics' event types, each under its own `type`.
 */
export interface GameEvents {}

/** What happened, in order. In an observation, what the seat may not see is redacted (null). */
export type GameEvent = GameEvents[keyof GameEvents];

export type Phase = "choose" | "tricks" | "over";

/** Everything one seat may see. Nothing here depends on cards hidden from that seat. */
export interface Observation {
  readonly seat: Seat;
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly toAct: readonly Seat[];
  /** During a secret choice or order: which seats have already committed (not what they chose). */
  readonly committed: readonly boolean[];
  /** This seat's own committed but not yet carried-out decision, if any: the cards of a choice or the values of an order. */
  readonly ownChoice: readonly number[] | null;
  readonly hand: readonly CardId[];
  /** The rule cards in force this round, ascending (public; empty without rule cards). */
  readonly activeRules: readonly number[];
  readonly handSizes: readonly number[];
  /** Cards removed from the game this round (a `remove` step), seen by everyone. */
  readonly removed: readonly CardId[];
  /** Per seat, the card it set aside for the last trick (a `reserve` step): its own as a list, the others' as how many. */
  readonly reserved: readonly (readonly CardId[] | number)[];
  /** Per secret value of the round: its drawn item as a list (empty: none) when this seat knows it (the dealer; everyone once revealed), else null. */
  readonly secrets: Readonly<Record<string, readonly number[] | null>>;
  /** A drafted layout (`deal layout`), public: each place's card column by column (null once gone), and the column being drafted (-1: none). */
  readonly layout: { readonly rows: number; readonly columns: number; readonly column: number; readonly cards: readonly (CardId | null)[] } | null;
  /** Per seat: the face-up cards it holds (an `expose` step); they are public until they leave the hand. */
  readonly exposed: readonly (readonly CardId[])[];
  /** Per pile, per seat: the cards when visible to this seat, otherwise their number. */
  readonly piles: Readonly<Record<string, readonly (readonly CardId[] | number)[]>>;
  readonly openTricks: readonly OpenTrick[];
  /** Per order name, per seat. */
  readonly orders: Readonly<Record<string, readonly SeatOrder[]>>;
  /** Per call name, per seat: the call, or null (not made yet, or secret and not this seat's). */
  readonly calls: Readonly<Record<string, readonly (number | null)[]>>;
  /** The round's auction once won (public): the named value as a list and the seat that named it; null before, or when nobody did. */
  readonly auction: { readonly value: readonly number[]; readonly declarer: Seat } | null;
  /** Task chips (public: drafted and completed in the open), or null without tasks. */
  readonly tasks: TasksView | null;
  /**
   * Per seat, its team counting from 0 as far as this seat knows it: every seat's with teams by seat;
   * with hidden partnerships (`by holder of CARD`) its own and the revealed ones, null for the others.
   * Null without teams.
   */
  readonly teams: readonly (number | null)[] | null;
  readonly leftover: readonly CardId[] | number;
  readonly tricksWon: readonly number[];
  /** Per seat: the tricks it holds, in the order it came to hold them. Who holds which trick is public. */
  readonly held: readonly (readonly HeldTrickInfo[])[];
  readonly totals: readonly number[];
  /** roundScores[r][seat] for every finished round. */
  readonly roundScores: readonly (readonly number[])[];
  /** This game's events as this seat saw them. */
  readonly events: readonly GameEvent[];
}

/**
 * Everything about the current round, hidden or not: the referee's view (Game.state()), for tests,
 * tools and reports over a whole game. A seat or a bot gets an Observation instead.
 */
export interface RefereeView {
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly hands: readonly (readonly CardId[])[];
  /** Per pile name, per seat. */
  readonly piles: Readonly<Record<string, readonly (readonly CardId[])[]>>;
  readonly leftover: readonly CardId[];
  /** Cards out of play this round (the cards of tricks discarded incomplete). */
  readonly discarded: readonly CardId[];
  /** Cards removed from the game this round (a `remove` step: out of play, seen by everyone). */
  readonly removed: readonly CardId[];
  /** Per seat, the card set aside for the last trick (a `reserve` step), until it is played. */
  readonly reserved: readonly (readonly CardId[])[];
  readonly openTricks: readonly OpenTrick[];
  /** Per order name, per seat: the arranged values (empty until arranged this round). */
  readonly orders: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly tricksWon: readonly number[];
  /** Per seat: the tricks it holds. */
  readonly held: readonly (readonly HeldTrickInfo[])[];
  /** Whether the ruleset keeps won tricks apart (rules.keepsHeld); when not, `held` is empty and `won`/`tricksWon` say it all. */
  readonly heldKept: boolean;
  readonly totals: readonly number[];
}

export interface GameResult {
  readonly totals: readonly number[];
  readonly roundScores: readonly (readonly number[])[];
  /** Seats sharing first place. */
  readonly winners: readonly Seat[];
}
