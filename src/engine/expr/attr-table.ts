// Card attributes tabled instead of evaluated at every reference (a `class` that walks
// `isTrump -> count(trumpRules) -> ...` built lists for every card at every legality test):
// - per card and round: an attribute whose expression reads only the card's own rank and suit,
//   constants, locals it binds itself, other such attributes and round constants (the round, the
//   player count, the rule cards in force) (cardPure);
// - per card and round's progress: one that also reads the lead cards so far or the tricks played
//   (a trump that is the suit led to the second trick) (cardEpochPure), keyed by the parts of the
//   progress it reads where attr-progress.ts knows their shapes (`count(leadCards) >= 2`,
//   `leadCards[2]`), and its values that read no progress kept apart, surviving every change of it;
// - per trick in question and epoch: one that reads no card in question but the trick's lead card or
//   last card (`followClass: class of leadCard`) (trickContextPure, trickMemo).
//
// Which attributes qualify is decided on the IR by whitelists: a node kind or a name not listed makes
// the attribute live, so a mechanic added later is evaluated as before until someone declares it safe
// here. A table belongs to the compiled attribute and is keyed by the values it may read, so every
// game of a ruleset (ISMCTS's sampled worlds) shares it; it is checked at most once per evaluation
// epoch and game (expr/types.ts: the state does not change between two bumps), a table keyed by the
// round only once per play session of the random-play loops (play-session.ts), and emptied when any of
// those values differ from the ones it was filled under.

import type { Expr } from "../../ir/types.js";
import type { Compiled, Env, Value } from "./types.js";
import { playSession } from "./play-session.js";
import { unreachable } from "../../ir/unreachable.js";
import { probeParts, sameParts, type ProgressProbe } from "./attr-progress.js";
import { ALL_ROUND_READS, type RoundReads } from "./attr-reads.js";

// The reads analysis lives in attr-reads.ts; its names are imported from here by the compiler too.
export { ALL_ROUND_READS, roundReadsOf, type RoundReads } from "./attr-reads.js";

/** Built-in names a tabled attribute may read: the card's own fields and what is fixed for a round. */
const ROUND_CONSTANT_NAMES: ReadonlySet<string> = new Set(["rank", "suit", "players", "round", "rounds", "activeRules"]);
/** Functions that read nothing but their arguments (and `active`, the rule cards in force). */
const PURE_FNS: ReadonlySet<string> = new Set(["count", "sum", "max", "min", "abs", "active"]);

/**
 * Is `e` a value of the card and the round only? `pure` names the attributes already known to be;
 * `locals` the names bound inside `e` itself (let).
 */
export function cardPure(e: Expr, pure: ReadonlySet<string>, locals: ReadonlySet<string> = new Set()): boolean {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
      return true;
    case "ref":
      return locals.has(e.name) || ROUND_CONSTANT_NAMES.has(e.name);
    case "attr":
      return pure.has(e.name);
    case "not":
    case "neg":
      return cardPure(e.e, pure, locals);
    case "if":
      return cardPure(e.c, pure, locals) && cardPure(e.t, pure, locals) && cardPure(e.e, pure, locals);
    case "let":
      return cardPure(e.value, pure, locals) && cardPure(e.body, pure, new Set(locals).add(e.name));
    case "bin":
      return cardPure(e.l, pure, locals) && cardPure(e.r, pure, locals);
    case "list":
      return e.items.every((i) => cardPure(i, pure, locals));
    case "call":
      return PURE_FNS.has(e.fn) && e.args.every((a) => cardPure(a, pure, locals));
    // Anything else (walks over piles or the hand, other cards, other seats, list positions that may
    // fail) is not tabled.
    case "map":
    case "at":
    case "where":
    case "of":
    case "for":
    case "index":
    case "atSeat":
    case "seats":
      return false;
    default:
      return unreachable(e);
  }
}

/**
 * `raw` (the attribute's compiled expression) read through a per-card table. The table belongs to the
 * compiled attribute, not to one game: it is keyed by the values the attribute may read besides the
 * card (the deck, the player count, the round, the rule cards in force and, with `progress`, the lead
 * cards so far and the tricks played), so the many games of one search (ISMCTS's sampled worlds,
 * each a new game of the same round) share one table. Checked at most once per evaluation epoch and game.
 */
export function tabled(raw: Compiled, progress = false, reads: RoundReads = ALL_ROUND_READS): Compiled {
  const table: SharedTable = {
    reads, probes: reads.progress ?? null, ruleFlags: flagsOf(reads.ruleIds), byRules: new Map(), env: null, epoch: -1, session: -1, sessionRound: -1, sessionRules: -1, rankOf: null, players: -1, round: -1, rounds: -1, rules: [], leads: [], played: -1, parts: [], byParts: new Map(), readProgress: false, values: [], progValues: [] };
  const read: Compiled = (env) => {
    const card = env.card;
    if (card < 0) return raw(env);
    if (table.epoch !== env.epoch || table.env !== env) {
      // The epoch is bumped at every play. Within one live play session of the same game
      // (play-session.ts: only plays that left the trick going on since) nothing a table not keyed by
      // the round's progress reads can have changed since it was last checked (the deck, the player
      // count, the round and the rule cards in force change only by the deal, steps and a round's end,
      // which end the session; the round and the number of rule cards are compared besides, as the
      // hand counts compare them): taken as checked in this epoch, without check's comparisons.
      if (table.session >= 0 && table.env === env && playSession(env) === table.session && table.sessionRound === env.st.round && table.sessionRules === env.st.activeRules.length) {
        table.epoch = env.epoch;
        sessionChecks.count++;
      } else check(table, env, progress);
    }
    const hit = table.values[card];
    // The rest apart, so that this closure (every table's read) stays small enough to be inlined.
    return hit !== undefined ? hit : unkept(table, raw, env, card);
  };
  // Generated code reads a per-round table in place (codegen.ts tableRead); one keyed by the progress
  // counts its reads, which only this closure does.
  if (!progress) TABLES.set(read, table);
  return read;
}

/**
 * The value of `card` not in table.values: a value that read the progress kept for its parts now, or
 * computed now and kept (apart when it read the progress).
 */
function unkept(table: SharedTable, raw: Compiled, env: Env, card: number): Value {
  if (table.readProgress) {
    const kept = table.progValues[card];
    if (kept !== undefined) {
      // A value computed from the progress counts as a read of it for whoever reads this one.
      PROGRESS.reads++;
      return kept;
    }
  }
  const before = PROGRESS.reads;
  ATTR_TABLE_COUNTS.misses++;
  const v = raw(env);
  if (PROGRESS.reads !== before) {
    if (!table.readProgress) {
      // The first value that read the progress: the values that do hold for its parts now only.
      table.readProgress = true;
      const st = env.st;
      if (table.probes !== null) probeParts(table.probes, st, table.parts);
      else {
        table.leads = st.leads.slice();
        table.played = st.playedTricks;
      }
    }
    table.progValues[card] = v;
  } else table.values[card] = v;
  return v;
}

/** How many table checks a live play session spared (in this process): tests read it to prove it ran. */
export const sessionChecks = { count: 0 };

/**
 * What the tables did (in this process), for tests to prove which path ran: values computed (misses),
 * refills, of those the ones for a change of the progress alone, and of these the ones that found the
 * values kept for the parts of the progress now (byParts).
 */
export const ATTR_TABLE_COUNTS = { misses: 0, refills: 0, progressRefills: 0, partsKept: 0 };

/** The tables of the attributes tabled per card and round, by their closures. */
const TABLES = new WeakMap<Compiled, TableView>();

/**
 * What generated code may read of a per-round table without calling its closure: while `epoch` and
 * `env` are the evaluation's (the table was checked in this epoch and game), `values[card]` is the
 * attribute's value when not undefined. Anything else: call the closure, which checks and fills it.
 */
export interface TableView {
  readonly env: Env | null;
  readonly epoch: number;
  readonly values: readonly (Value | undefined)[];
}

/** The table behind a per-round tabled attribute's closure, or undefined for any other closure. */
export function tableOf(read: Compiled): TableView | undefined {
  return TABLES.get(read);
}

/**
 * Reads of the round's progress (leadCards, playedTricks: expr/builtins.ts), counted. A table keyed by
 * the progress is emptied when the progress changed only if one of its values read it: an attribute
 * that reads the lead cards only while some rule card is in force (`... when active(21) and ...`)
 * keeps its table for the whole round in the rounds that card is not.
 */
export const PROGRESS = { reads: 0 };

/** A flag per rule card number that keys a table (reads.ruleIds), or null: every card in force does. */
function flagsOf(ids: readonly number[] | null): Uint8Array | null {
  if (ids === null) return null;
  const flags = new Uint8Array(ids.length === 0 ? 1 : Math.max(...ids) + 1);
  for (const id of ids) flags[id] = 1;
  return flags;
}

/** Values that read the progress kept per set of its parts; more sets than this and the oldest are dropped. */
const MAX_PART_SETS = 16;

/** Values kept per set of the rule cards a table reads; more sets than this and the oldest are dropped. */
const MAX_RULE_SETS = 512;

interface SharedTable {
  /** Which round constants key it. */
  readonly reads: RoundReads;
  /** The parts of the progress that key it (reads.progress), or null: the whole progress (leads, played). */
  readonly probes: readonly ProgressProbe[] | null;
  /** reads.ruleIds as flags by number (null: all). */
  readonly ruleFlags: Uint8Array | null;
  /**
   * Values by the rule cards they were computed under (those of ruleFlags in force, joined), while the
   * other keys stay: a round with other rule cards, but the same ones this attribute reads, takes the
   * values of an earlier round (in a draft of four of sixty cards, most rounds bring no trump card or
   * one). Values that read the round's progress are never kept here.
   */
  readonly byRules: Map<string, (Value | undefined)[]>;
  /** The game and epoch it was last checked in. */
  env: Env | null;
  epoch: number;
  /** The play session (play-session.ts) live for that game when it was last checked (-1: none), and the round and number of rule cards in force then. */
  session: number;
  sessionRound: number;
  sessionRules: number;
  /** What its values were computed under. */
  rankOf: unknown;
  players: number;
  round: number;
  rounds: number;
  /** The rule cards in force it reads (all of them when ruleFlags is null). */
  rules: number[];
  /** The progress its values that read it were computed under: parts (probes), or leads and played. */
  leads: number[];
  played: number;
  parts: number[];
  /** Whether any of its values read the progress (progValues holds them, for this progress only). */
  readProgress: boolean;
  /** values[card], undefined until computed: the values that read no progress. */
  values: (Value | undefined)[];
  /** The values that read the progress, by card (empty while readProgress is false). */
  progValues: (Value | undefined)[];
  /**
   * Earlier progValues by their parts (joined), under the rule cards and round of `values`: the worlds
   * of a search replay the round from its start, so the parts go back and forth (before the second
   * trick, after it) between games that share the table.
   */
  readonly byParts: Map<string, (Value | undefined)[]>;
}

/** Empties the table when anything it may read differs from what it was filled under. */
function check(table: SharedTable, env: Env, progress: boolean): void {
  table.env = env;
  table.epoch = env.epoch;
  const st = env.st;
  // The stamp under which the next epochs may take it as checked (never for a table of the progress).
  table.session = progress ? -1 : playSession(env);
  table.sessionRound = st.round;
  table.sessionRules = st.activeRules.length;
  const reads = table.reads;
  if (
    table.rankOf === st.rankOf &&
    (!reads.players || table.players === st.players) &&
    (!reads.round || (table.round === st.round && table.rounds === st.rounds)) &&
    (!reads.rules || sameRead(table.rules, st.activeRules, table.ruleFlags)) &&
    (!progress || !table.readProgress || sameProgress(table, st))
  )
    return;
  refill(table, st);
}

/** Do the parts of the progress its values read (all of it without probes) stand as they were computed under? */
function sameProgress(table: SharedTable, st: Env["st"]): boolean {
  return table.probes !== null ? sameParts(table.probes, st, table.parts) : table.played === st.playedTricks && same(table.leads, st.leads);
}

/** check's answer when something it reads changed (apart: check stays small, as it runs at every epoch). */
function refill(table: SharedTable, st: Env["st"]): void {
  ATTR_TABLE_COUNTS.refills++;
  const reads = table.reads;
  const flags = table.ruleFlags;
  const sameBase =
    table.rankOf === st.rankOf &&
    (!reads.players || table.players === st.players) &&
    (!reads.round || (table.round === st.round && table.rounds === st.rounds));
  const probes = table.probes;
  if (sameBase && (!reads.rules || sameRead(table.rules, st.activeRules, flags))) {
    // Only the progress changed: the values that did not read it stay, and those that did are
    // exchanged for the ones kept for the parts now, if any.
    ATTR_TABLE_COUNTS.progressRefills++;
    if (probes === null) {
      table.readProgress = false;
      table.progValues = [];
      return;
    }
    const map = table.byParts;
    if (table.readProgress) {
      if (map.size >= MAX_PART_SETS) map.delete(map.keys().next().value!);
      map.set(table.parts.join(","), table.progValues);
    }
    const parts = probeParts(probes, st, []);
    const kept = map.get(parts.join(","));
    table.readProgress = kept !== undefined;
    table.progValues = kept ?? [];
    table.parts = parts;
    if (kept !== undefined) ATTR_TABLE_COUNTS.partsKept++;
    return;
  }
  // The values that read the progress hold for the rule cards and round they were computed under only.
  table.readProgress = false;
  table.progValues = [];
  table.byParts.clear();
  const rules = reads.rules ? readRules(st.activeRules, flags) : [];
  if (sameBase && flags !== null) {
    // Only the rule cards it reads changed: the values (none reads the progress) kept under their rule
    // cards; then the values of the ones now in force, if kept.
    table.rules = rules;
    table.values = valuesFor(table.byRules, rules);
    return;
  }
  table.byRules.clear();
  table.rankOf = st.rankOf;
  table.players = st.players;
  table.round = st.round;
  table.rounds = st.rounds;
  table.rules = rules;
  table.values = flags !== null ? valuesFor(table.byRules, rules) : [];
}

/** The values kept for `rules` (a new, empty list kept for them if none). */
function valuesFor(map: Map<string, (Value | undefined)[]>, rules: readonly number[]): (Value | undefined)[] {
  const key = rules.join(",");
  let values = map.get(key);
  if (values === undefined) {
    if (map.size >= MAX_RULE_SETS) map.delete(map.keys().next().value!);
    values = [];
    map.set(key, values);
  }
  return values;
}

/** The cards of `active` that `flags` marks (all of them when null), in order. */
function readRules(active: readonly number[], flags: Uint8Array | null): number[] {
  if (flags === null) return active.slice();
  const out: number[] = [];
  for (let i = 0; i < active.length; i++) if (flags[active[i]!] === 1) out.push(active[i]!);
  return out;
}

/** Is `kept` the cards of `active` that `flags` marks (all when null)? Without building that list. */
function sameRead(kept: readonly number[], active: readonly number[], flags: Uint8Array | null): boolean {
  if (flags === null) return same(kept, active);
  let j = 0;
  for (let i = 0; i < active.length; i++) {
    const id = active[i]!;
    if (flags[id] !== 1) continue;
    if (j >= kept.length || kept[j] !== id) return false;
    j++;
  }
  return j === kept.length;
}

function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Names an attribute tabled per evaluation epoch may read besides the round constants: state that
 * every seat, trick and card in question sees alike (the lead card of each trick so far, the tricks
 * played). The trick in question (`lead`, `leadCard`, `position`, ...), the seat's own values and
 * anything not listed here keep an attribute live.
 */
const EPOCH_STATE_NAMES: ReadonlySet<string> = new Set(["leadCards", "playedTricks"]);

/**
 * Is `e` a value of the card and the game's state only, the same for every seat and trick in question?
 * Such an attribute cannot change between two epoch bumps (expr/types.ts Env.epoch: the state does not
 * change between them), so it is computed once per card and epoch: a trick's winner reads a card's
 * `class` for several keys, and `class of leadCard` for every card, without walking the rule again.
 * `known` names the attributes already known to be so (tabled per round or per epoch).
 */
export function cardEpochPure(e: Expr, known: ReadonlySet<string>, locals: ReadonlySet<string> = new Set(), names: ReadonlySet<string> = EPOCH_STATE_NAMES): boolean {
  switch (e.k) {
    case "num":
    case "bool":
    case "suit":
      return true;
    case "ref":
      return locals.has(e.name) || ROUND_CONSTANT_NAMES.has(e.name) || names.has(e.name);
    case "attr":
      return known.has(e.name);
    case "not":
    case "neg":
      return cardEpochPure(e.e, known, locals, names);
    case "if":
      return cardEpochPure(e.c, known, locals, names) && cardEpochPure(e.t, known, locals, names) && cardEpochPure(e.e, known, locals, names);
    case "let":
      return cardEpochPure(e.value, known, locals, names) && cardEpochPure(e.body, known, new Set(locals).add(e.name), names);
    case "bin":
      return cardEpochPure(e.l, known, locals, names) && cardEpochPure(e.r, known, locals, names);
    case "list":
      return e.items.every((i) => cardEpochPure(i, known, locals, names));
    case "call":
      return PURE_FNS.has(e.fn) && e.args.every((a) => cardEpochPure(a, known, locals, names));
    // A list position (`leadCards[2]`) and another card's value (`suit of leadCards[2]`) read only
    // what their parts read; a failing position fails the same way every time (nothing is kept).
    case "index":
      return cardEpochPure(e.coll, known, locals, names) && cardEpochPure(e.i, known, locals, names);
    case "at":
      return cardEpochPure(e.card, known, locals, names) && cardEpochPure(e.body, known, locals, names);
    // Walks that bind cards or seats of their own are not tabled (they would need their scope read).
    case "map":
    case "where":
    case "of":
    case "for":
    case "atSeat":
    case "seats":
      return false;
    default:
      return unreachable(e);
  }
}

/**
 * Names a winner tier tabled per lead card (tricks/winner-table.ts) may read besides the round
 * constants and the round's progress: the trick's lead card and its suit. Not the trick's other cards,
 * its size or number, nor the seat that played the card.
 */
const LEAD_CARD_NAMES: ReadonlySet<string> = new Set([...EPOCH_STATE_NAMES, "lead", "leadCard"]);

/**
 * Is `e` a value of the card, the trick's lead card and the game's state that every seat sees alike
 * only? `known` names the attributes known to be so (leadCardAttr); `trump` whether the trump rule is.
 */
export function leadCardPure(e: Expr, known: ReadonlySet<string>, trump = false): boolean {
  return cardEpochPure(e, known, new Set(), trump ? LEAD_CARD_AND_TRUMP : LEAD_CARD_NAMES);
}

const LEAD_CARD_AND_TRUMP: ReadonlySet<string> = new Set([...LEAD_CARD_NAMES, "trump"]);

/**
 * Names a card-free attribute memoised per trick in question may read besides the epoch's: the trick
 * in question itself (its lead, lead card, last card, number). Nothing of the seat in question.
 */
const TRICK_CONTEXT_NAMES: ReadonlySet<string> = new Set([...EPOCH_STATE_NAMES, "lead", "leadCard", "lastCard", "trickNumber"]);

/**
 * Is `e`, an attribute that reads no card in question (walk.ts readsCard), a value of the trick in
 * question and the game's state only? Then it has one value per trick between two epoch bumps
 * (`followClass: class of leadCard`), and a walk over the hand that reads it for every card computes it once.
 */
export function trickContextPure(e: Expr, known: ReadonlySet<string>): boolean {
  return cardEpochPure(e, known, new Set(), TRICK_CONTEXT_NAMES);
}

/** `raw` computed once per epoch and trick in question (trickContextPure), the last value kept. */
export function trickMemo(raw: Compiled): Compiled {
  let epoch = -1;
  let env0: Env | null = null;
  let trick: unknown = null;
  let lead = -1;
  let value: ReturnType<Compiled> = 0;
  return (env) => {
    if (env.epoch === epoch && env === env0 && env.trick === trick && env.lead === lead) return value;
    const v = raw(env);
    epoch = env.epoch;
    env0 = env;
    trick = env.trick;
    lead = env.lead;
    value = v;
    return v;
  };
}
