// The sweep file's schema, written once: SweepSpec (spec.ts) is its Static<>, and `npm run gen:schemas`
// writes schemas/sweep-spec.schema.json from it (the file ajv validates a sweep file against).
import { AnyOf, Bool, Enum, Int, List, Num, Obj, Opt, SchemaDocument, Str, type TSchema } from "../../ir/schema-kit.js";
import { METRIC_KEYS } from "../metrics/headline.js";

const doc = new SchemaDocument();

/** Card numbers: "21-60", a number, or a list of numbers. */
export const CardRangeSchema = doc.def(
  "range",
  AnyOf([Str({ pattern: "^\\d+\\s*-\\s*\\d+$" }), Int({ minimum: 0 }), List(Int({ minimum: 0 }), { minItems: 1 })], {
    description: 'Card numbers: "21-60", a number, or a list of numbers.',
  }),
);

const nonEmpty = () => Str({ minLength: 1 });

export const SweepSpecSchema = Obj({
  $schema: Opt(Str()),
  name: Opt(Str({ maxLength: 200 })),
  base: Opt(Str({ minLength: 1, description: "A ruleset whose cells are compared with each card set's; played as a cell of its own." })),
  rulesets: Opt(List(nonEmpty(), { minItems: 1, maxItems: 1000, description: "Rulesets played as they are, each a cell per player count and line-up." })),
  cards: Opt(
    Obj(
      {
        folder: Opt(
          Str({
            minLength: 1,
            description: "The rule-card folder, relative to the base's folder (default \"cards\"); a card's number is the one its file name starts with.",
          }),
        ),
        combinations: Opt(Obj({ of: CardRangeSchema, size: Int({ minimum: 1, maximum: 4 }) }, { description: "Every combination of `size` cards numbered in `of`." })),
        sets: Opt(List(List(Int({ minimum: 0 }), { minItems: 1, maxItems: 16 }), { maxItems: 10000, description: "Card sets given one by one, by number." })),
        with: Opt(
          Obj(
            { of: CardRangeSchema },
            {
              description:
                "One more card for every set: set k (in order, combinations first) gets card k mod count of those numbered in `of` (e.g. a trump card each, used in turn).",
            },
          ),
        ),
      },
      { description: "Sets of the base's rule cards, each put in force on the base (as --with does)." },
    ),
  ),
  players: Opt(
    List(Int({ minimum: 1, maximum: 1000 }), {
      minItems: 1,
      maxItems: 16,
      description: "Player counts (default: the base's, or the first ruleset's, smallest).",
    }),
  ),
  lineups: Opt(
    List(AnyOf([nonEmpty(), List(nonEmpty(), { minItems: 1 })]), {
      minItems: 1,
      maxItems: 16,
      description: 'Bot line-ups: one bot spec for every seat ("random"), or a list with one per seat (default ["random"]).',
    }),
  ),
  games: Int({ minimum: 1, maximum: 1000000, description: "Games per cell; with rotation rounded up to whole deals." }),
  seed: Opt(Int({ minimum: 0, maximum: 4294967295, description: "Every cell plays the same deals from this seed (default 1)." })),
  rotate: Opt(Bool({ description: "Play each deal once per seat rotation (default true: the luck share needs it)." })),
  forcedShare: Opt(Bool({ description: "Count forced decisions (default true)." })),
  maxSteps: Opt(Int({ minimum: 1, description: "The engine's step limit per game: a game past it never ends and is flagged." })),
  skill: Opt(
    Obj(
      {
        strong: nonEmpty(),
        weak: Opt(Str({ minLength: 1, description: 'Default "random".' })),
        games: Opt(Int({ minimum: 1, maximum: 100000, description: "Default: the cell's games." })),
      },
      {
        description:
          "The skill gap of each cell from a batch of its own: the strong bot in one seat, the weak one in the others, rotated, on the cell's deals.",
      },
    ),
  ),
  rank: Opt(
    Obj(
      { metric: Enum(METRIC_KEYS), order: Opt(Enum(["ascending", "descending"] as const, { description: "Default descending." })) },
      { description: "How the report ranks the cells." },
    ),
  ),
  far: Opt(Num({ exclusiveMinimum: 0, description: "A cell is far from the base on a metric when the difference exceeds this many standard errors (default 4)." })),
  outlier: Opt(
    Num({
      exclusiveMinimum: 0,
      description: "A cell stands out on a metric when it is this many robust deviations (1.4826 MAD) from the cells' median (default 4).",
    }),
  ),
});

/** A sweep names a base with rule cards, or rulesets, or both. */
const root = { ...SweepSpecSchema, anyOf: [{ required: ["base"] }, { required: ["rulesets"] }] } as TSchema;

/** schemas/sweep-spec.schema.json, as written by `npm run gen:schemas`. */
export const SWEEP_SPEC_SCHEMA = doc.json(
  {
    $id: "https://stichwerk.dev/schemas/sweep-spec.schema.json",
    title: "Stichwerk sweep file",
    description:
      "What `stichwerk sweep SPEC` plays: rulesets, or a base plus sets of rule-card files, at each player count, with each bot line-up, so many games per cell. Paths are relative to the sweep file. JSON or YAML.",
  },
  root,
);
