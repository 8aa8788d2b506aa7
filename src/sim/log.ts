// The game-log format ("stichwerk-log", version 1): one game as JSON, with cards written by name
// (e.g. "red5") so that people can read, write and diff logs. The shape is defined by
// schemas/log.schema.json, generated from log-schema.ts; reading and replaying live in log-read.ts and log-replay.ts.

import type { Game } from "../engine/game.js";
import type { Action, DealSpec, Seat } from "../engine/types.js";
import type { Static } from "../ir/schema-kit.js";
import { unreachable } from "../ir/unreachable.js";
import type { LogIdentity } from "./log-identity.js";
import type { GameLogSchema, LogActionSchema, LogDealSchema } from "./log-schema.js";

export const LOG_FORMAT = "stichwerk-log";
export const LOG_VERSION = 1;

// The types are `Static<>` of the log's schema (log-schema.ts): one source for both.
/** One decision, by which field it has: `{ seat, choose }`, `{ seat, order }`, `{ seat, play, to }`, `{ seat, aside }`, `{ seat, keep }`, `{ seat, take }`. */
export type LogAction = Static<typeof LogActionSchema>;
export type LogDeal = Static<typeof LogDealSchema>;
export type GameLog = Static<typeof GameLogSchema>;

/** What the Game does not remember about how it was created. */
export interface LogMeta {
  readonly ruleset: string;
  /** The ruleset's identity (logIdentity()): written into the log so a replay can check it. */
  readonly identity?: LogIdentity;
  readonly deals?: readonly DealSpec[];
  readonly firstDealer?: Seat;
}

export function actionToLog(game: Game, seat: Seat, action: Action): LogAction {
  switch (action.type) {
    case "choose":
      return { seat, choose: action.cards.map((c) => game.cardName(c)) };
    case "order":
      return { seat, order: [...action.values] };
    case "play":
      return { seat, play: game.cardName(action.card), to: action.target };
    case "aside":
      return { seat, aside: game.cardName(action.card) };
    case "keep":
      return { seat, keep: [...action.rules] };
    case "call":
      return { seat, call: action.value };
    case "take":
      return { seat, take: game.cardName(action.card) };
    case "clue":
      return { seat, clue: action.leader };
    case "draftTask":
      return { seat, draftTask: action.task };
    case "pickTask":
      return { seat, pickTask: action.task };
    case "finishTask":
      return { seat, finishTask: action.task };
    default:
      return unreachable(action);
  }
}

/** The log of `game` so far; `result` is present once the game is over. */
export function writeLog(game: Game, meta: LogMeta): GameLog {
  const result = game.result();
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    ruleset: meta.ruleset,
    ...(meta.identity !== undefined ? identityFields(meta.identity) : {}),
    players: game.players,
    seed: game.seed,
    ...(meta.firstDealer !== undefined ? { firstDealer: meta.firstDealer } : {}),
    ...(meta.deals !== undefined && meta.deals.length > 0
      ? {
          deals: meta.deals.map((d) => dealToLog(game, d)),
        }
      : {}),
    actions: game.actions.map((a) => actionToLog(game, a.seat, a.action)),
    ...(result !== null ? { result: { totals: [...result.totals], winners: [...result.winners] } } : {}),
  };
}

/**
 * A deal as the log writes it: cards by name, and what the deal gave besides the hands (the layout,
 * the secret values by name, the turned card), so the log replays to the same game. Left out when the
 * deal left them to the seed.
 */
function dealToLog(game: Game, d: DealSpec): LogDeal {
  const names = (cards: readonly number[]) => cards.map((c) => game.cardName(c));
  const secrets: Record<string, string | number | null> = {};
  (game.ir.secrets ?? []).forEach((s, i) => {
    const v = d.secrets?.[i];
    if (v === undefined || v === null) return;
    secrets[s.name] = v.length === 0 ? null : s.type === "suits" ? (game.ir.suits[v[0]!] ?? v[0]!) : v[0]!;
  });
  return {
    hands: d.hands.map(names),
    ...(d.leftover !== undefined ? { leftover: names(d.leftover) } : {}),
    ...(d.layout !== undefined ? { layout: names(d.layout) } : {}),
    ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
    ...(d.turned !== undefined ? { turned: d.turned === null ? null : game.cardName(d.turned) } : {}),
  };
}

/**
 * The identity as log fields. `ruleCards` is written even when empty, so a replay with cards that the
 * game was not played with is refused too; an empty `with` list is left out.
 */
function identityFields(id: LogIdentity): Pick<GameLog, "name" | "sourceDigest" | "with" | "ruleCards" | "irDigest"> {
  return {
    name: id.name,
    sourceDigest: id.sourceDigest,
    ...(id.with.length > 0 ? { with: [...id.with] } : {}),
    ruleCards: [...id.ruleCards],
    irDigest: id.irDigest,
  };
}

/**
 * JSON text with one action (and one deal) per line: small diffs, and a log stays readable and
 * editable by hand, which pretty-printing every card on its own line would defeat.
 */
export function stringifyLog(log: GameLog): string {
  // Skips absent optional fields ({result: undefined}), as JSON.stringify would.
  const lines = Object.entries(log).filter(([, value]) => value !== undefined).map(([key, value]) => {
    // A list of numbers (the rule cards in force) stays on one line; deals, actions and files one per line.
    const body =
      Array.isArray(value) && value.length > 0 && !value.every((item) => typeof item === "number")
        ? `[\n    ${value.map((item) => JSON.stringify(item)).join(",\n    ")}\n  ]`
        : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${body}`;
  });
  return `{\n${lines.join(",\n")}\n}\n`;
}
