// The sweep report's schema, written once: SweepReport and CellResult (report.ts, cell.ts) are its
// Static<>, and `npm run gen:schemas` writes schemas/sweep-report.schema.json from it. A cell's design
// metrics are the simulate report's (referred to by that schema's $id, not copied).
import { Type } from "@sinclair/typebox";
import { AnyOf, Const, Enum, Int, List, Null, NullableType, Num, Obj, Opt, SchemaDocument, Str, type TSchemaOf } from "../../ir/schema-kit.js";
import { METRIC_KEYS } from "../metrics/headline.js";
import type { DesignMetrics } from "../metrics/report.js";
import type { FailureSample } from "../aggregate.js";

const doc = new SchemaDocument();

/** A node written as plain JSON and typed `T` (a reference into another schema file, a loose object). */
const typed = <T>(json: object): TSchemaOf<T> => Type.Unsafe<T>(json as never) as unknown as TSchemaOf<T>;

const count = () => Int({ minimum: 0 });
const MetricSchema = doc.def("metric", Enum(METRIC_KEYS));
const IntervalSchema = doc.def("interval", Obj({ low: Num(), high: Num() }));
const IntervalOrNullSchema = doc.def("intervalOrNull", AnyOf([IntervalSchema, Null()]));

export const SkillResultSchema = Obj({
  strong: Str(),
  weak: Str(),
  games: count(),
  failures: count(),
  gap: AnyOf([Obj({ mean: Num(), ci: IntervalOrNullSchema, n: Int({ minimum: 1 }) }), Null()]),
  winRate: Num({ minimum: 0, maximum: 1 }),
  winRateCI: IntervalOrNullSchema,
});

export const CellResultSchema = doc.def(
  "result",
  Obj({
    games: count(),
    failures: count(),
    neverEnding: count(),
    failureCodes: List(Obj({ code: Str(), count: Int({ minimum: 1 }) })),
    failureSamples: List(typed<FailureSample>({ type: "object" }), { maxItems: 3 }),
    meanScore: Num(),
    metrics: typed<DesignMetrics>({ $ref: "https://stichwerk.dev/schemas/simulate-report.schema.json#/$defs/designMetrics" }),
    skill: AnyOf([SkillResultSchema, Null()]),
  }),
);

export const FarFromBaseSchema = Obj({ metric: MetricSchema, value: Num(), base: Num(), z: NullableType("number") });
export const StandsOutSchema = Obj({ metric: MetricSchema, value: Num(), median: Num(), z: Num() });

export const SweepCellReportSchema = doc.def(
  "cell",
  Obj({
    index: count(),
    label: Str({ description: '"base", the card numbers joined by + ("1+21+22"), or the ruleset file.' }),
    ruleset: Str(),
    cards: List(count()),
    players: Int({ minimum: 1 }),
    lineup: List(Str()),
    status: Enum(["ok", "failed", "compile-error", "error"] as const),
    compileError: Opt(Str()),
    error: Opt(Str()),
    result: AnyOf([CellResultSchema, Null()]),
    flags: List(Str()),
    farFromBase: List(FarFromBaseSchema),
    standsOut: List(StandsOutSchema),
    rank: NullableType("integer", { minimum: 1 }),
  }),
);

export const SweepTimingSchema = Obj({
  elapsedMs: Num({ minimum: 0 }),
  mode: Enum(["pool", "queue"] as const),
  workers: NullableType("integer", { minimum: 1 }),
  cellsPlayed: count(),
  cellsReused: count(),
});

export const SweepReportSchema = Obj({
  format: Const("stichwerk-sweep-report"),
  version: Const(1),
  name: Str(),
  spec: Str({ description: "The sweep file as given." }),
  seed: count(),
  games: Int({ minimum: 1, description: "Games per cell (with rotation rounded up to whole deals)." }),
  confidence: Num(),
  thresholds: Obj({
    far: Num({ description: "Standard errors of the difference beyond which a cell is far from the base." }),
    outlier: Num({ description: "Robust deviations from the cells' median beyond which a cell stands out." }),
  }),
  ranking: Obj({
    metric: MetricSchema,
    order: Enum(["ascending", "descending"] as const),
    cells: List(count(), { description: "Cell indices, first place first; cells without the metric are left out." }),
  }),
  summary: Obj({
    cells: count(),
    failed: count(),
    neverEnding: count(),
    compileErrors: count(),
    errors: count(),
    farFromBase: count(),
    standsOut: count(),
    games: count(),
  }),
  cells: List(SweepCellReportSchema),
  timing: SweepTimingSchema,
});

/** schemas/sweep-report.schema.json, as written by `npm run gen:schemas`. */
export const SWEEP_REPORT_SCHEMA = doc.json(
  {
    $id: "https://stichwerk.dev/schemas/sweep-report.schema.json",
    title: "Stichwerk sweep report",
    description:
      "What `stichwerk sweep` writes: every cell of a sweep file with its design metrics (docs/metrics.md) and 95% intervals, flags (games that fail or never end, metrics far from the base, metrics that stand out among the cells) and rank. Everything but `timing` is the same however the sweep was run (one machine, one or several queue workers, in parts).",
  },
  SweepReportSchema,
);
