// Replaying a log: rebuild the game from its seed and deals, apply every action in order, and check
// the recorded result. Problems with the log become LogErrors naming the field; a RuleError (the
// ruleset itself misbehaves) is passed through, because the log is not at fault.

import { Game } from "../engine/game.js";
import { IllegalActionError } from "../engine/errors.js";
import type { RulesetIR } from "../ir/types.js";
import type { Action, CardId, DealSpec } from "../engine/types.js";
import type { GameLog, LogAction, LogDeal } from "./log.js";
import { LogError } from "./log-error.js";
import { joinPath } from "./json-path.js";
import { clip } from "./clip.js";
import { nearestNames } from "./nearest.js";

export interface ReplayOptions {
  /** Passed to Game.create: bounds the engine's steps. */
  readonly maxSteps?: number;
}

/** Replays `log` on `ir` and returns the game in the state after the last action. Throws LogError. */
export function replayLog(ir: RulesetIR, log: GameLog, opts: ReplayOptions = {}): Game {
  const { players } = log;
  if (players < ir.players.min || players > ir.players.max) {
    throw new LogError([`players: ${players} is outside this ruleset's range ${ir.players.min}..${ir.players.max}`]);
  }
  if (log.firstDealer !== undefined && log.firstDealer >= players) {
    throw new LogError([`firstDealer: seat ${log.firstDealer} does not exist with ${players} players`]);
  }
  const deals = log.deals === undefined ? undefined : dealsToIds(ir, log, log.deals);
  const game = createGame(ir, log, deals, opts);
  log.actions.forEach((entry, i) => applyEntry(game, entry, i));
  if (log.result !== undefined) checkResult(game, log);
  // The log of a game that got stuck ends where the engine found no legal action: asking for the
  // next decision's options makes the replay reproduce that RuleError instead of looking fine.
  if (!game.isOver) for (const seat of game.toAct()) game.legalActions(seat);
  return game;
}

/** Card names -> ids of the engine's deck for this player count. Reports every unknown name at once. */
function dealsToIds(ir: RulesetIR, log: GameLog, deals: readonly LogDeal[]): DealSpec[] {
  // The deck Game.create itself uses, so the ids match; asked for directly because the game cannot be
  // created before its deals are known. players was checked, and the IR has a deck for every legal count.
  const cards = Game.cardsOf(ir, log.players);
  if (cards === undefined) throw new LogError([`players: this ruleset has no deck for ${log.players} players`]);
  const names = cards.map((c) => c.name);
  const byName = new Map(cards.map((c) => [c.name, c.id] as const));
  const problems: string[] = [];
  const ids = (cards: readonly string[], path: string): CardId[] =>
    cards.flatMap((name, k) => {
      const id = byName.get(name);
      if (id !== undefined) return [id];
      problems.push(unknownCard(name, names, log.players, joinPath(path, k)));
      return [];
    });
  const specs = deals.map((deal, d): DealSpec => {
    const base = joinPath("deals", d);
    const hands = deal.hands.map((hand, h) => ids(hand, joinPath(base, "hands", h)));
    const turned = deal.turned;
    return {
      hands,
      ...(deal.leftover !== undefined ? { leftover: ids(deal.leftover, joinPath(base, "leftover")) } : {}),
      ...(deal.layout !== undefined ? { layout: ids(deal.layout, joinPath(base, "layout")) } : {}),
      ...(deal.secrets !== undefined ? { secrets: secretsToValues(ir, deal.secrets, joinPath(base, "secrets"), problems) } : {}),
      ...(turned !== undefined ? { turned: turned === null ? null : (ids([turned], joinPath(base, "turned"))[0] ?? null) } : {}),
    };
  });
  if (problems.length > 0) throw new LogError(problems);
  return specs;
}

/**
 * A deal's secret values by name, as the engine's list per secret of the ruleset (null: drawn from the
 * seed). A suit by name for `one of suits`, a number otherwise, null for none; whether the value is one
 * the secret can have is the engine's check when the round starts.
 */
function secretsToValues(ir: RulesetIR, given: Readonly<Record<string, string | number | null>>, path: string, problems: string[]): (number[] | null)[] {
  const secrets = ir.secrets ?? [];
  for (const name of Object.keys(given)) {
    if (!secrets.some((s) => s.name === name)) {
      problems.push(`${joinPath(path, name)}: this ruleset has no secret "${clip(name)}"${secrets.length > 0 ? ` (its secrets: ${secrets.map((s) => s.name).join(", ")})` : ""}`);
    }
  }
  return secrets.map((s) => {
    if (!Object.hasOwn(given, s.name)) return null;
    const v = given[s.name];
    const field = joinPath(path, s.name);
    if (v === null || v === undefined) return [];
    if (s.type === "suits") {
      const suit = typeof v === "string" ? ir.suits.indexOf(v) : -1;
      if (suit < 0) problems.push(`${field}: ${JSON.stringify(typeof v === "string" ? clip(v) : v)} is not a suit of this ruleset (${ir.suits.join(", ")}), nor null for none`);
      return [suit];
    }
    if (typeof v !== "number") problems.push(`${field}: the secret ${s.name} holds a number (or null for none), not "${clip(v)}"`);
    return [typeof v === "number" ? v : 0];
  });
}

function createGame(ir: RulesetIR, log: GameLog, deals: DealSpec[] | undefined, opts: ReplayOptions): Game {
  const options = {
    players: log.players,
    seed: log.seed,
    ...(deals !== undefined ? { deals } : {}),
    ...(log.firstDealer !== undefined ? { firstDealer: log.firstDealer } : {}),
    ...(opts.maxSteps !== undefined ? { maxSteps: opts.maxSteps } : {}),
  };
  if (deals === undefined) return Game.create(ir, options);
  try {
    return Game.create(ir, options);
  } catch (e) {
    // The engine rejects deals that do not fit the game (a hand too many, a card dealt twice).
    if (e instanceof IllegalActionError) throw new LogError([`deals: ${e.message}`]);
    throw e;
  }
}

function applyEntry(game: Game, entry: LogAction, i: number): void {
  const path = joinPath("actions", i);
  if (game.isOver) throw new LogError([`${path}: the game is already over`]);
  if (entry.seat >= game.players) {
    throw new LogError([`${joinPath(path, "seat")}: seat ${entry.seat} does not exist with ${game.players} players`]);
  }
  const action = toAction(game, entry, path);
  try {
    game.apply(entry.seat, action);
  } catch (e) {
    if (e instanceof IllegalActionError) throw new LogError([`${path} (${describeEntry(entry)}): ${e.message}`]);
    throw e;
  }
}

function toAction(game: Game, entry: LogAction, path: string): Action {
  const id = (name: string, field: string): CardId => {
    const card = game.parseCard(name);
    if (card === undefined) throw new LogError([unknownCard(name, game.cards.map((c) => c.name), game.players, field)]);
    return card;
  };
  if ("choose" in entry) {
    return { type: "choose", cards: entry.choose.map((name, k) => id(name, joinPath(path, "choose", k))) };
  }
  if ("order" in entry) return { type: "order", values: [...entry.order] };
  if ("keep" in entry) return { type: "keep", rules: [...entry.keep] };
  if ("call" in entry) return { type: "call", value: entry.call };
  if ("take" in entry) return { type: "take", card: id(entry.take, joinPath(path, "take")) };
  if ("clue" in entry) return { type: "clue", leader: entry.clue };
  if ("draftTask" in entry) return { type: "draftTask", task: entry.draftTask };
  if ("pickTask" in entry) return { type: "pickTask", task: entry.pickTask };
  if ("finishTask" in entry) return { type: "finishTask", task: entry.finishTask };
  if ("play" in entry) return { type: "play", card: id(entry.play, joinPath(path, "play")), target: entry.to };
  return { type: "aside", card: id(entry.aside, joinPath(path, "aside")) };
}

function unknownCard(name: string, deck: readonly string[], players: number, path: string): string {
  return `${path}: unknown card "${clip(name)}" in the ${players}-player deck (nearest: ${nearestNames(name, deck).join(", ")})`;
}

function describeEntry(entry: LogAction): string {
  if ("choose" in entry) return `seat ${entry.seat} chooses ${entry.choose.join(" ") || "nothing"}`;
  if ("order" in entry) return `seat ${entry.seat} arranges ${entry.order.join(", ")}`;
  if ("keep" in entry) return `seat ${entry.seat} keeps rule card(s) ${entry.keep.join(" ")}`;
  if ("call" in entry) return `seat ${entry.seat} calls ${entry.call}`;
  if ("take" in entry) return `seat ${entry.seat} takes ${entry.take} from the layout`;
  if ("clue" in entry) return `seat ${entry.seat} asks who would win had seat ${entry.clue} led the column`;
  if ("draftTask" in entry) return `seat ${entry.seat} drafts task chip ${entry.draftTask}`;
  if ("pickTask" in entry) return `seat ${entry.seat} picks task ${entry.pickTask}`;
  if ("finishTask" in entry) return `seat ${entry.seat} completes task chip ${entry.finishTask}`;
  // The log's `to` is the trick's id (from 0); people read trick numbers from 1: both are given.
  if ("play" in entry) return `seat ${entry.seat} plays ${entry.play} to ${entry.to === "new" ? "a new trick" : `trick ${entry.to + 1} ("to": ${entry.to})`}`;
  return `seat ${entry.seat} sets ${entry.aside} aside`;
}

function checkResult(game: Game, log: GameLog): void {
  const expected = log.result!;
  const actual = game.result();
  if (actual === null) {
    throw new LogError([`result: the log has a result, but the game is not over after its ${log.actions.length} actions`]);
  }
  const sameTotals =
    actual.totals.length === expected.totals.length && actual.totals.every((t, s) => t === expected.totals[s]);
  const sortedActual = [...actual.winners].sort((a, b) => a - b);
  const sortedExpected = [...expected.winners].sort((a, b) => a - b);
  const sameWinners =
    sortedActual.length === sortedExpected.length && sortedActual.every((w, k) => w === sortedExpected[k]);
  if (!sameTotals || !sameWinners) {
    throw new LogError([
      `result: the log says totals [${expected.totals.join(", ")}], winners [${sortedExpected.join(", ")}]; ` +
        `the replay gives totals [${actual.totals.join(", ")}], winners [${sortedActual.join(", ")}]`,
    ]);
  }
}
