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
// The events and actions, each declared by its mechanic's module (which adds it to GameEvents or
// Actions, the unions GameEvent and Action are made of): naming the modules here also puts their
// declarations in the package's types, without which GameEvent and Action would be empty there.
// test/engine/mechanics.test.ts fails when one is missing.
export type { RoundStartEvent, RoundEndEvent, GameEndEvent } from "./engine/flow/events.js";
export type { RuleOfferEvent, RuleKeepEvent, RuleRevealEvent, KeepAction } from "./engine/rulecards/draft.js";
export type { TeamRevealEvent } from "./engine/scoring/hidden-teams.js";
export type { BidEvent, BidAction } from "./engine/steps/auction.js";
export type { CallEvent, CallRevealEvent, CallAction } from "./engine/steps/call.js";
export type { NoteEvent } from "./engine/steps/note.js";
export type { ChooseEvent } from "./engine/steps/choose.js";
export type { ExposeEvent } from "./engine/steps/expose.js";
export type { GiveTricksEvent } from "./engine/steps/give-tricks.js";
export type { HandTrickEvent } from "./engine/steps/hand-trick.js";
export type { LayoutEvent, TakeEvent, ClueEvent, LayoutAsideEvent, TakeAction, ClueAction } from "./engine/steps/layout-draft.js";
export type { OrderEvent, OrderAction } from "./engine/steps/order.js";
export type { PassEvent } from "./engine/steps/pass.js";
export type { PickUpEvent, DiscardEvent, PickUpLeftoverEvent, DiscardAction } from "./engine/steps/pick-up.js";
export type { RemoveEvent } from "./engine/steps/remove.js";
export type { ReserveEvent, AutoPlayEvent } from "./engine/steps/reserve.js";
export type { ReturnEvent } from "./engine/steps/return-pile.js";
export type { RevealEvent } from "./engine/steps/reveal.js";
export type { SecretDrawEvent, SecretRevealEvent } from "./engine/steps/secrets.js";
export type { ShowEvent } from "./engine/steps/show.js";
export type { SitOutEvent } from "./engine/steps/sit-out.js";
export type { TaskDraftEvent, TaskPickEvent, TaskDoneEvent, TaskCopyEvent, DraftTaskAction, PickTaskAction, FinishTaskAction } from "./engine/steps/tasks.js";
export type { TurnCardEvent } from "./engine/steps/turn-card.js";
export type { PlayEvent, AsideEvent, TrickEvent } from "./engine/tricks/events.js";
export type { PlayDownEvent, TurnUpEvent } from "./engine/tricks/face-down.js";
export type { PlayAction, AsideAction } from "./engine/tricks/play.js";
export type { ChooseAction } from "./engine/steps/card-choice.js";

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
