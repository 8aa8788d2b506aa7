export {
  simulate,
  SimulateOptionsError,
  FAILURE_SAMPLES,
  planSimulation,
  runSimulationChunk,
  simulationReport,
  chunkGames,
  rotatesByDefault,
} from "./simulate.js";
export type {
  SimulateOptions,
  SimulateReport,
  SimulationPlan,
  ChunkOptions,
  GameRecord,
  SeatSummary,
  BotSummary,
  GameLength,
  LengthStat,
  ScoreHistogram,
} from "./simulate.js";
export { emptyAggregate, mergeAggregate } from "./aggregate.js";
export type { SimAggregate, FailureSample } from "./aggregate.js";
export { chunkRunner, gameLog } from "./simulate-worker.js";
export type { WorkerSetup, ChunkTask, ChunkResult, GameLogFile } from "./simulate-worker.js";
export type { Failure } from "./failure.js";
export { CONFIDENCE, meanInterval, wilsonInterval, tQuantile, normalQuantile, fQuantile } from "./stats.js";
export type { Interval, Moments, HistogramBucket } from "./stats.js";
export { playGame, playGameCounted, decisionContext } from "./play.js";
export { designMetrics, fairness } from "./metrics/report.js";
export type { DesignMetrics, MeanEstimate, SeatFairness } from "./metrics/report.js";
export { gameShape } from "./metrics/game-shape.js";
export type { GameShape } from "./metrics/game-shape.js";
export type { MetricsAggregate } from "./metrics/aggregate.js";
export { playBatchGame } from "./pin.js";
export type { BatchGame } from "./pin.js";
export { writeLog, stringifyLog, actionToLog, LOG_FORMAT, LOG_VERSION } from "./log.js";
export type { GameLog, LogAction, LogDeal, LogMeta } from "./log.js";
export { readLog, checkLog, MAX_LOG_BYTES } from "./log-read.js";
export { logIdentity, checkLogIdentity, digestText, digestIR } from "./log-identity.js";
export type { LogIdentity, IdentityCheck, IdentityInput } from "./log-identity.js";
export { replayLog } from "./log-replay.js";
export type { ReplayOptions } from "./log-replay.js";
export { LogError } from "./log-error.js";
export { clip } from "./clip.js";
export { buildReplayReport } from "./replay-report.js";
export type { ReplayReport, ReportRound, ReportTrick, ReportPlay } from "./replay-report.js";
export { renderReplayReport } from "./replay-report-text.js";
export { compareRulesets } from "./compare.js";
export type { CompareOptions, CompareReport, CompareSide, FigureDifference } from "./compare.js";
export { significantAfter, expectedByChance, type Correction } from "./multiple-testing.js";
export { METRIC_KEYS, METRIC_LABELS, SHARE_METRICS, headlineMetrics, metricInterval, metricText, metricValue } from "./metrics/headline.js";
export type { MetricKey, MetricValue } from "./metrics/headline.js";
export { skillTrace } from "./metrics/skill-trace.js";
export type { SkillTraceOptions, SkillTracePoint } from "./metrics/skill-trace.js";
export * from "./sweep/index.js";
export { explainHand } from "./explain.js";
export type { CardExplanation } from "./explain.js";
