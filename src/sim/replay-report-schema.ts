// The replay report written once: its JSON Schema (schemas/replay-report.schema.json is generated
// from REPLAY_REPORT_SCHEMA by `npm run gen:schemas`) and, by `Static<>`, its TypeScript types
// (replay-report.ts).
import { AnyOf, Bool, Const, Enum, Int, List, Null, NullableList, NullableType, Num, Obj, Opt, SchemaDocument, Str } from "../ir/schema-kit.js";

const doc = new SchemaDocument();

const seat = doc.def("seat", Int({ minimum: 0 }));
const card = doc.def("card", Str({ minLength: 1 }));

/** How many of the round's tricks had completed, and cards had been played to tricks, when it happened (to put it in order among the tricks or the plays). */
const placed = { afterTricks: Int({ minimum: 0 }), afterPlays: Int({ minimum: 0 }) };

export const ReportPlaySchema = Obj({
  seat,
  card,
  /** The play's place among the round's plays, from 1. */
  turn: Int({ minimum: 1, description: "The play's place among the round's plays, from 1." }),
  /** Who held the trick's marker (would win it) right after this play; null if no card qualified yet or a card lay face down. */
  holder: AnyOf([seat, Null()], {
    description: "Who held the trick's marker right after this play; null if no card qualified yet or a card lay face down.",
  }),
  /** Played face down (`face down` rule), turned up when the trick completed. */
  faceDown: Opt(Const(true, { description: "Played face down ('face down' rule); turned up when the trick completed." })),
  /** A card set aside for this trick earlier (a `set aside for the last trick` step), played by the engine. */
  setAside: Opt(Const(true, { description: "A card set aside for this trick earlier ('set aside for the last trick' step), played by the engine." })),
});

/** The step a decision answered, by the engine's rule label. */
const step = Opt(Str({ description: 'The step the decision answered, by the engine\'s rule label, e.g. "before tricks step 1 (pass to the right)".' }));

export const ReportTrickSchema = Obj({
  /** The trick's id within the round, from 0 (the `to` of play actions in a log). */
  trick: Int({ minimum: 0, description: "The trick's id within the round, from 0: the `to` of play actions in a log." }),
  /** The trick's number for people: id + 1, as the text report, `--explain` and the event lines count. */
  number: Int({ minimum: 1, description: "The trick's number for people: its id + 1, as the text report, --explain and the event lines (notes) count." }),
  plays: List(ReportPlaySchema),
  /** "discarded": still incomplete when the round ended; "open": still on the table (the log stops here). */
  winner: AnyOf([seat, Enum(["discarded", "open"])], {
    description: 'The winning seat; "discarded" when the round ended with the trick incomplete; "open" when the log stops while it is on the table.',
  }),
  /** Who took the trick when it was won: the winner, or another seat under a `trick goes to` rule. */
  heldBy: Opt(Int({ minimum: 0, description: "Who took the trick when it was won: its winner, or another seat under a 'trick goes to' rule. Absent for a trick not won." })),
});

export const ReportRoundSchema = doc.def(
  "round",
  Obj({
    round: Int({ minimum: 1 }),
    dealer: seat,
    /** Cards moved into piles before or after trick play (null where the engine hid them). */
    choices: List(Obj({ seat, pile: Str(), cards: NullableList(card), step, ...placed })),
    /** Piles revealed. */
    reveals: List(Obj({ pile: Str(), ...placed })),
    /** Cards set aside (null where the engine hid them). */
    asides: List(Obj({ seat, pile: Str(), card: AnyOf([card, Null()]), ...placed })),
    tricks: List(ReportTrickSchema),
    /** Present once the round is scored. */
    scores: Opt(List(Num())),
    totals: Opt(List(Num())),
    /** Orders arranged in `order` steps (null where the engine hid them). */
    orders: List(Obj({ seat, name: Str(), values: NullableList(Int()), step, ...placed })),
    /** The entries turned face up by `show` rules (position from 1; null = none). */
    shows: List(
      Obj({ seat, name: Str(), position: NullableType("integer", { minimum: 1 }), value: NullableType("integer"), ...placed }),
    ),
    /**
     * Every event the report has no section of its own for, as the engine describes it (one line for
     * people): a new kind of event shows up here rather than being dropped.
     */
    notes: List(Obj({ text: Str(), step, ...placed }), {
      description:
        "Events the report has no section of its own for, each as one line for people (the engine's description of the event kind), placed like the other entries.",
    }),
    /**
     * The rule cards in force in the round, ascending (rulesets with rule cards only). Who kept which
     * and the cards offered are left out: the game never shows them to anyone but the chooser.
     */
    activeRules: Opt(
      List(Int({ minimum: 1 }), {
        description:
          "The rule cards in force in the round, ascending, once revealed (rulesets with rule cards only). Who kept which, and the cards offered, are not reported.",
      }),
    ),
  }),
);

export const ReplayReportSchema = Obj({
  ruleset: Str(),
  name: Str(),
  players: Int({ minimum: 1 }),
  seed: Int({ minimum: 0, maximum: 4294967295 }),
  actions: Int({ minimum: 0, description: "Actions replayed." }),
  over: Bool(),
  /** Seats to act next (none once the game is over). */
  toAct: List(seat, { description: "Seats to act next (empty once the game is over)." }),
  rounds: List(ReportRoundSchema),
  result: Opt(Obj({ totals: List(Num()), winners: List(seat), /** With teams: the names of the winning teams. */ winningTeams: Opt(List(Str())) })),
  /** The partnerships (`teams`), each with its seats; absent without teams. */
  teams: Opt(List(Obj({ name: Str(), seats: List(seat) }))),
  /** "cycle": every seat plays once, then the open tricks complete; "continuous": tricks complete at a size while play goes on. */
  flow: Enum(["cycle", "continuous"]),
});

/** schemas/replay-report.schema.json, as written by `npm run gen:schemas`. */
export const REPLAY_REPORT_SCHEMA = doc.json(
  {
    $id: "https://stichwerk.dev/schemas/replay-report.schema.json",
    title: "Stichwerk replay report",
    description: 'What `stichwerk replay --json` prints: a replayed game round by round. Cards are written as suit name + rank, e.g. "red5".',
  },
  ReplayReportSchema,
);
