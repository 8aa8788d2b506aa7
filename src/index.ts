// The public library API of Stichwerk. The CLI and the editor use only what is exported here.

// language front-end: ruleset text -> IR + diagnostics
export { compile, formatDiagnostic, printable, printableJson, inMemoryFiles, isInside, mayRead, MAX_RULESET_BYTES, RULESET_EXTENSION, describeRuleCards } from "./lang/index.js";
export type { CompileOptions, CompileResult, Diagnostic, ReadFailure, ReadRefusal, RuleCardsSummary, Severity, Span } from "./lang/index.js";
export { CATALOGUE, KEYWORDS } from "./lang/index.js";
// editor support: analysis, completion, hover text, formatting, rule locations
export {
  analyzeRuleset, definitionAt, wordAt, isKeyword, completeAt, formatRuleset, KEYWORD_DOCS, BUILTIN_DOCS, wordDocs,
  referenceMarkdown, withReference,
} from "./lang/index.js";
export type {
  Analysis, SymbolDef, SymbolKind, OutlineItem, ExtendsTarget, Definition, Completion, CompletionKind, CompleteOptions,
  FormatResult, ReadFile,
} from "./lang/index.js";

// IR
export type { RulesetIR } from "./ir/types.js";
// rule references: the engine names a rule by its place (RuleError.ref), compile() says where each is written
export { locateRule, ruleLabel, sourcePlace } from "./ir/rule-ref.js";
export type { RuleRef, RuleSource, RuleSources } from "./ir/rule-ref.js";

// engine
export { Game } from "./engine/game.js";
// Whether an event showed a seat something hidden until then (each event kind's handler says).
export { eventReveals } from "./engine/assembly/events.js";
export { Rng, gameSeed } from "./engine/rng.js";
export { RuleError, IllegalActionError } from "./engine/errors.js";
export type { Refusal } from "./engine/core/decision.js";
export type {
  Action,
  Actions,
  CardId,
  CardInfo,
  DealSpec,
  GameEvent,
  GameEvents,
  GameOptions,
  GameResult,
  Observation,
  OpenTrick,
  HeldTrickInfo,
  Phase,
  Seat,
  SeatAction,
  TrickPlay,
} from "./engine/types.js";
// The events and actions are each declared by its mechanic's module (which adds it to GameEvents or
// Actions, the unions GameEvent and Action are made of; one of them by its type: EventOf<"note">).
// The package's declarations reach every such module through the assembly list's re-exports, without
// which GameEvent and Action would be empty there (test/engine/mechanics.test.ts checks the built d.ts).
import "./engine/assembly/mechanics.js";
export type { EventOf, EventType } from "./engine/core/event.js";
export type { ActionOf, ActionType } from "./engine/core/decision.js";

// bots
export { getBot, botNames, randomBot, greedyBot, ismctsBot, UnknownBotError } from "./bots/index.js";
export type { Bot, DecisionContext, GreedyOptions, IsmctsBot, IsmctsOptions } from "./bots/index.js";

// simulation, logs, replay reports
export * from "./sim/index.js";

// rules sheets (stichwerk rules, the designer's "Rules sheet")
export { rulesSheet, sheetMarkdown, sheetHtml, baseFileOf } from "./sheet/index.js";
export type { Sheet, SheetItem, SheetSection, SheetOptions } from "./sheet/index.js";

// HTML reports (simulate/compare --html FILE)
export { simulateHtml, compareHtml, sweepHtml, CHARTS_ELEMENT_ID, playtestFigures, type ChartScript, type PlaytestFigures, type ReportChart, type RankedBar, type ChartUnit } from "./report/index.js";
// How every figure is written, in the designer and in the HTML reports alike.
export { decimalsFor, figureUnit, formatDifference, formatNumber, formatPercent, formatValue, type Unit } from "./report/index.js";
