// The simulation report written once: its JSON Schema (schemas/simulate-report.schema.json is
// generated from SIMULATE_REPORT_SCHEMA by `npm run gen:schemas`) and, by `Static<>`, its TypeScript
// types (SimulateReport and its parts in simulate.ts, DesignMetrics in metrics/report.ts, Interval and
// HistogramBucket in stats.ts, FailureSample in aggregate.ts, SkillTracePoint in metrics/skill-trace.ts).
// The sweep report's schema refers to these definitions by name ($defs/interval, ...): keep the names.
import { AnyOf, Bool, Described, Int, List, Null, NullableType, Num, Obj, Opt, SchemaDocument, Str } from "../ir/schema-kit.js";
import { RuleRefSchema } from "../ir/rule-ref.js";

const doc = new SchemaDocument();

export const IntervalSchema = doc.def("interval", Obj({ low: Num(), high: Num() }));
const intervalOrNull = doc.def("intervalOrNull", AnyOf([IntervalSchema, Null()]));
/** An interval of a share (both ends from 0 to 1). */
const rateIntervalOrNull = doc.def(
  "rateIntervalOrNull",
  AnyOf([Obj({ low: Num({ minimum: 0, maximum: 1 }), high: Num({ minimum: 0, maximum: 1 }) }), Null()]),
);
export const LengthStatSchema = doc.def("lengthStat", Obj({ mean: Num({ minimum: 0 }), min: Num({ minimum: 0 }), max: Num({ minimum: 0 }) }));

/** A mean over games (or deals) with its Student-t interval (null below two samples). */
export const MeanEstimateSchema = doc.def(
  "meanEstimate",
  Obj({
    mean: Num(),
    ci: Described(intervalOrNull, { description: "Student-t interval; null below 2 samples." }),
    /** Samples: games, or deals for the skill gap. */
    n: Int({ minimum: 1, description: "Samples: games (deals for the skill gap)." }),
  }),
);
const meanEstimateOrNull = doc.def("meanEstimateOrNull", AnyOf([MeanEstimateSchema, Null()]));

export const SeatFairnessSchema = Obj({
  seat: Int({ minimum: 0 }),
  /**
   * Share of the games this seat won (a win shared by k counts 1/k), over the deals whose games all
   * finished; its interval is over deals (Student-t of the per-deal shares) with rotation, else Wilson.
   */
  winRate: Num({ minimum: 0, maximum: 1 }),
  winRateCI: rateIntervalOrNull,
  /** winRate - 1/players. */
  advantage: Num({ description: "winRate - 1/players." }),
  /** CardStock's fairness of this seat: r/(1/n) when r <= 1/n, else (1-r)/(1-1/n); 1 = exactly the even share. */
  fairness: Num({ minimum: 0, maximum: 1, description: "CardStock: r/(1/n) when r <= 1/n, else (1-r)/(1-1/n)." }),
  fairnessCI: rateIntervalOrNull,
});

export const DesignMetricsSchema = doc.def(
  "designMetrics",
  Obj({
    /**
     * The first bot of the line-up against all other seats, on the same deals with seat rotation: the
     * mean over deals of (its mean score - the other seats' mean score). Null without rotation or with
     * a single bot.
     */
    skillGap: AnyOf([Obj({ strong: Str(), weak: List(Str()), mean: Num(), ci: intervalOrNull, n: Int({ minimum: 1 }) }), Null()], {
      description:
        "The first bot of the line-up against every other seat on the same deals with seat rotation: mean over deals of (its mean score - the others' mean score). Null without rotation or with one bot.",
    }),
    /**
     * Share of the score variance explained by the deal (the cards a seat was dealt), from replaying
     * each deal with the seats rotated: the intraclass correlation ICC(1), with its F-based interval.
     * Null without rotation (no deal is replayed) or without any spread in the scores.
     */
    luckShare: AnyOf(
      [Obj({ value: Num({ minimum: 0, maximum: 1 }), ci: rateIntervalOrNull, deals: Int({ minimum: 1 }), replays: Int({ minimum: 2 }) }), Null()],
      {
        description:
          "Share of the score variance explained by the deal (ICC(1) over the rotations of each deal), with its F-based interval. Null without rotation.",
      },
    ),
    seats: List(SeatFairnessSchema),
    /** The seat furthest from the even share: its fairness (the lowest of all seats) and advantage. */
    fairness: AnyOf([Obj({ seat: Int({ minimum: 0 }), value: Num({ minimum: 0, maximum: 1 }), ci: rateIntervalOrNull }), Null()], {
      description: "The least fair seat.",
    }),
    /** The seat with the highest win rate, and how far above the even share it is. */
    seatAdvantage: AnyOf([Obj({ seat: Int({ minimum: 0 }), value: Num(), ci: intervalOrNull }), Null()], {
      description: "The seat with the highest win rate and its win rate minus the even share.",
    }),
    leadChanges: meanEstimateOrNull,
    decisiveness: meanEstimateOrNull,
    drama: meanEstimateOrNull,
    /** Per game, the share of decisions with a single legal action; null when decisions were not counted. */
    forcedShare: Described(meanEstimateOrNull, { description: "Null unless decisions were counted (--forced-share)." }),
    length: Obj({ rounds: meanEstimateOrNull, tricks: meanEstimateOrNull, decisions: meanEstimateOrNull }),
  }),
);

/** The fields of a failed game (failure.ts Failure). */
export const failureFields = {
  /** Index of the game in the batch. */
  game: Int({ minimum: 0, description: "Index of the game in the batch: deal × (players if rotate, else 1) + rotation." }),
  /** The game's seed: Game.create with it and the same bots replays the failure (as does `stichwerk replay` of the game's log). */
  seed: Int({ minimum: 0, maximum: 4294967295, description: "The game's seed (Game.create replays the deal with it)." }),
  /**
   * RuleError's code; "illegal-action" when a bot chose an action the engine refused; "stuck" when
   * the game stopped offering decisions; "error" for anything else (a bug).
   */
  code: Str({ minLength: 1 }),
  message: Str(),
  /** RuleError's rule label (e.g. "tricks winner", "score"), for an editor to point at the rule. */
  rule: Opt(Str({ description: 'For a rule error: the engine\'s name of the rule that failed (e.g. "tricks winner").' })),
  /** RuleError's typed reference to the rule, for an editor or the command line to find its line (locateRule). */
  ref: Opt(RuleRefSchema),
};
export const FailureSchema = Obj(failureFields);

/** A failed game, with what is needed to play it again. */
export const FailureSampleSchema = Obj({
  ...failureFields,
  /** The deal (its seed is `seed`); with seat rotation, each deal is played once per rotation. */
  deal: Int({ minimum: 0 }),
  /** 0 = the line-up as given; r = every bot moved r seats on. */
  rotation: Int({ minimum: 0 }),
  /** The bot of each seat in this game. */
  bots: List(Str(), { description: "The bot of each seat in this game." }),
});

export const SeatSummarySchema = Obj({
  seat: Int({ minimum: 0 }),
  /** The seat's bot; null with rotation, where every bot takes every seat. */
  bot: NullableType("string", { description: "The seat's bot; null with rotation, where every bot takes every seat." }),
  /** Finished games. */
  games: Int({ minimum: 0, description: "Finished games." }),
  meanScore: Num(),
  /** Student-t interval; null below 2 games. */
  meanScoreCI: Described(intervalOrNull, { description: "Student-t interval over the finished games; null below 2 games." }),
  scoreSd: NullableType("number", { minimum: 0, description: "Sample standard deviation of the final score; null below 2 games." }),
  /** Share of the finished games won; a win shared by k seats counts 1/k, so the seats' rates sum to 1. */
  winRate: Num({ minimum: 0, maximum: 1, description: "A win shared by k seats counts 1/k, so the rates sum to 1." }),
  /** Wilson interval; null without games. */
  winRateCI: Described(rateIntervalOrNull, { description: "Wilson interval; null without finished games." }),
  /** Mean tricks won per game. */
  meanTricksWon: Num({ minimum: 0, description: "Per finished game." }),
  /** Mean tricks won per round. */
  meanTricksPerRound: Num({ minimum: 0 }),
});

export const BotSummarySchema = Obj({
  bot: Str(),
  /** Seats this bot takes in each game. */
  seatsPerGame: Int({ minimum: 1 }),
  /** Deals counted: those whose every game finished (with rotation, every rotation of it). */
  deals: Int({ minimum: 0 }),
  /** Games × seats of this bot in those deals. */
  seatGames: Int({ minimum: 0, description: "Games × seats of this bot in the deals counted." }),
  meanScore: Num(),
  /** Student-t interval over one sample per deal (the bot's mean score in that deal's games). */
  meanScoreCI: Described(intervalOrNull, {
    description:
      "Student-t interval over one sample per deal: the bot's mean score in that deal's games (with rotation the deal's luck cancels out of it); null below 2 deals.",
  }),
  /** Share of its seat-games won (a shared win counts 1/k); a bot as good as the others gets 1/players. */
  winRate: Num({
    minimum: 0,
    maximum: 1,
    description: "Share of its seat-games won, a shared win counting 1/k; a bot as strong as the rest gets 1/players.",
  }),
  /** Wilson interval over the seat-games. */
  winRateCI: Described(rateIntervalOrNull, { description: "Wilson interval over the seat-games." }),
});

/** Per finished game. Decisions are the actions taken by all seats (plays, choices, orders, ...). */
export const GameLengthSchema = Obj(
  {
    rounds: LengthStatSchema,
    tricks: LengthStatSchema,
    decisions: LengthStatSchema,
    /** How many finished games lasted each number of rounds, by rounds ascending (only lengths that occurred). */
    roundsDistribution: Opt(
      List(Obj({ rounds: Int({ minimum: 0 }), games: Int({ minimum: 1 }) }), {
        description: "How many finished games lasted each number of rounds, by rounds ascending (only the lengths that occurred).",
      }),
    ),
  },
  { description: "Per finished game. Decisions are the actions of all seats (plays, choices, orders, cards put aside)." },
);

export const HistogramBucketSchema = Obj({
  /** Inclusive. */
  from: Num({ description: "Inclusive." }),
  /** Exclusive. */
  to: Num({ description: "Exclusive." }),
  count: Int({ minimum: 0 }),
});

export const ScoreHistogramSchema = Obj(
  {
    /** Every seat's final score of every finished game. */
    scores: Int({ minimum: 0, description: "Scores counted: games × players." }),
    /** Whether every score was a whole number (then a bucket of width 1 holds one score value). */
    wholeScores: Bool({ description: "Whether every score was a whole number (then a bucket of width 1 holds one score value)." }),
    bucketWidth: Num({ exclusiveMinimum: 0 }),
    /** From (inclusive) to (exclusive), lowest first, empty buckets included. */
    buckets: List(HistogramBucketSchema, { maxItems: 20 }),
  },
  {
    description:
      "Every seat's final score in every finished game, in equal buckets from the lowest to the highest score (at most 20, empty ones included).",
  },
);

export const SkillTracePointSchema = Obj({
  strong: Str(),
  /** The skill gap (docs/metrics.md): null when no deal finished. */
  gap: NullableType("number"),
  ci: intervalOrNull,
  deals: Int({ minimum: 0 }),
  /** The strong bot's win rate and its Wilson interval. */
  winRate: Num({ minimum: 0, maximum: 1 }),
  winRateCI: rateIntervalOrNull,
  failures: Int({ minimum: 0 }),
});

export const SimulateReportSchema = Obj({
  ruleset: Str({ description: "The ruleset as the caller named it (the CLI: the file path)." }),
  name: Str({ description: "The game's name from the ruleset." }),
  players: Int({ minimum: 1 }),
  seed: Int({ minimum: 0, maximum: 4294967295, description: "Base seed; deal d uses gameSeed(seed, d)." }),
  gamesRequested: Int({ minimum: 0, description: "Games asked for; with rotation, deals × players games are played (rounded up)." }),
  /** Whether each deal was played once per seat rotation. */
  rotate: Bool({
    description:
      "Whether each deal was played once per seat rotation: in rotation r the bot given for seat i sits at seat (i + r) mod players. Without rotation game i is deal i.",
  }),
  /** Distinct deals (seeds) played. */
  deals: Int({ minimum: 0, description: "Distinct deals (seeds) played." }),
  /** Bot per seat in rotation 0. */
  lineup: List(Str(), { minItems: 1, description: 'The bot of each seat in rotation 0, as given (e.g. "ismcts:200").' }),
  /** Games that finished. */
  games: Int({ minimum: 0, description: "Games that finished." }),
  failures: Int({ minimum: 0 }),
  failureSamples: List(FailureSampleSchema, { maxItems: 10, description: "The first failures, in game order." }),
  /** Level of every interval in the report. */
  confidence: Num({ exclusiveMinimum: 0, exclusiveMaximum: 1, description: "Level of every interval in the report (0.95)." }),
  seats: List(SeatSummarySchema),
  bots: List(BotSummarySchema, {
    minItems: 1,
    description:
      "One entry per distinct bot of the line-up, in order of its first seat. Counts only the deals whose every game finished (with rotation, every rotation of the deal).",
  }),
  length: GameLengthSchema,
  scoreHistogram: ScoreHistogramSchema,
  /** Skill gap, luck share, seat fairness, lead changes, decisiveness, drama, forced share, length (docs/metrics.md). */
  metrics: Described(DesignMetricsSchema, { description: "The design metrics (docs/metrics.md), each with its 95% interval." }),
  /** Only with --skill-trace (the CLI adds it): the skill gap of each strong bot against random on the same deals. */
  skillTrace: Opt(
    List(SkillTracePointSchema, {
      description: "Only with --skill-trace: the skill gap of each strong bot against random on the same deals, in the order given.",
    }),
  ),
  elapsedMs: Num({ minimum: 0, description: "Wall-clock time; the only field that differs between runs of the same options." }),
});

/** schemas/simulate-report.schema.json, as written by `npm run gen:schemas`. */
export const SIMULATE_REPORT_SCHEMA = doc.json(
  {
    $id: "https://stichwerk.dev/schemas/simulate-report.schema.json",
    title: "Stichwerk simulation report",
    description:
      "What `stichwerk simulate --json` prints and simulate() returns: a seeded batch of games, per-bot and per-seat statistics with confidence intervals over the games that finished, the game length, a histogram of the final scores, and samples of the games that failed. The same options give the same report, whatever the number of workers, apart from elapsedMs.",
  },
  SimulateReportSchema,
);
